import ElementsCore
import ElementsTerminal

/// `elements list`: the elements in one of the four orders, optionally filtered.
struct ListCommand: Subcommand, Equatable {
  static let order = Choice(
    "--by", value: "ORDER", default: SortOrder.name,
    help: "Sort order: name (sections A-Z), number, symbol, state (sections)")
  static let letter = TextOption(
    "--letter", value: "LETTER", help: "Only elements whose name starts with LETTER")
  static let state = OptionalChoice<PhysicalState>(
    "--state", value: "STATE",
    help: "Only elements in this state as the data records it (synthetic ones: artificial)")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: OutputFormat.data, help: "Output format")
  /// The data formats and an SVG picture of the text view.
  static let formatWithSVG = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: OutputFormat.data + [.svg], help: "Output format")
  static let sort = PropertyOption(
    "--sort", anyProperty: true,
    help: "One list sorted by this property (JSON name); unknown values last")
  static let reverse = Flag("--reverse", help: "With --sort, largest (or last) value first")
  static let temperature = TextOption(
    "--at", value: "TEMP", help: "With --state, the state at this temperature, e.g. 25C, 3000K")

  static let name = "list"
  static let aliases = ["ls"]
  static let spec = CommandSpec(
    name: name, aliases: aliases,
    summary: "List the elements, sorted by name, number, symbol or state",
    options: [
      order.spec, sort.spec, reverse.spec, letter.spec, state.spec, temperature.spec,
      QueryOptions.filter.spec, QueryOptions.fields.spec, format.spec,
    ],
    discussion: """
      --sort takes any property by its JSON name ('elements sources' lists them) and prints one \
      list, without sections; elements without a value come last either way. --where keeps \
      the elements an expression holds for: comparisons (=, !=, <, <=, >, >=) joined by and, \
      or, not and parentheses, e.g. 'category="noble gas" or group=1'. --fields picks the \
      properties to show: as text, a table of them, in the sections of --by; JSON, CSV and TSV \
      hold only those, one flat record per element. \
      --state matches the state the data records for room temperature, where every synthetic \
      element is artificial: 'elements list --state solid' leaves them out. With --at, the \
      state comes from the melting and boiling points at that temperature and 1 atm, for \
      every element that has them, synthetic ones included: --at 25C --state solid lists \
      more elements than --state solid: technetium, plutonium and the other synthetic elements \
      whose melting point is known.
      """,
    examples: [
      "elements list --by state", "elements list --letter C",
      "elements list --sort density --reverse",
      "elements list --where 'block=d and density>10'",
      "elements list --at 25C --state liquid",
      "elements list --where 'group=1' --fields name,density,meltingPoint",
      "elements list --format csv --fields symbol,name,density",
      "elements list --format json | jq '.[0]'",
    ])

  var order: SortOrder
  var initial: Character?
  var state: PhysicalState?
  var format: OutputFormat
  /// The property of `--sort`, and whether `--reverse`.
  var sortField: ElementField?
  var reverse: Bool
  var temperature: Temperature?
  var temperatureText: String?
  var filter: Where?
  /// The fields of `--fields`, in order.
  var fields: [ElementField]?

  init(_ words: ParsedWords) throws(CLIError) {
    order = try words.value(Self.order)
    if let name = words.value(Self.sort) {
      do {
        sortField = try ElementField.resolve(name, kindName: "known")
      } catch {
        throw .usage(error.message, command: words.command)
      }
    }
    reverse = words.isSet(Self.reverse)
    if reverse, sortField == nil {
      throw .usage(
        "'--reverse' turns the order of --sort; add --sort PROPERTY", command: words.command)
    }
    if let letter = words.value(Self.letter) {
      guard letter.count == 1, let initial = letter.uppercased().first, initial.isLetter else {
        throw .usage(
          "'--letter' takes one letter, not \(letter.quotedForMessage())", command: Self.spec)
      }
      self.initial = initial
    }
    state = try words.value(Self.state)
    format = try words.value(Self.format)
    if let text = words.value(Self.temperature) {
      guard state != nil else {
        throw .usage(
          "'--at' gives the temperature of --state; add --state, e.g. --state liquid",
          command: words.command)
      }
      temperature = try QueryOptions.temperature(text, command: words.command)
      temperatureText = String(text.trimmingWhitespace)
    }
    filter = try QueryOptions.filter(words)
    fields = try QueryOptions.fields(words)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    var sections = order.sections(in: context.table)
    if let sortField {
      sections = [
        ElementSection(
          title: "",
          elements: context.table.sorted(
            context.table.elementsByNumber, by: sortField, reverse: reverse))
      ]
    }
    var filters: [String] = []
    if let initial {
      sections = Self.filter(sections) { $0.initial == initial }
      filters.append("whose name starts with \(initial)")
    }
    if let state, let temperature {
      sections = Self.filter(sections) { $0.state(at: temperature) == state }
      filters.append("in state \(state.title) at \(temperatureText ?? "")")
    } else if let state {
      sections = Self.filter(sections) { $0.state == state }
      filters.append("in state \(state.title)")
    }
    if let filter {
      let kept = Set(filter.filter.elements(in: context.table).map { $0.atomicNumber })
      sections = Self.filter(sections) { kept.contains($0.atomicNumber) }
      filters.append("matching " + filter.filter.expression.quotedForMessage())
    }
    guard !sections.isEmpty else {
      let error = CLIError.nothingFound("no elements " + filters.joined(separator: " and "))
      // A script still gets valid JSON ([]) or the CSV header, and the status says none.
      guard format != .text else { throw error }
      context.problems.errors.append(error)
      return Formats.render([], format: format, fields: fields, in: context)
    }
    if format == .text, fields == nil, let sortField {
      // A sorted list shows what it is sorted by, as the browser's sorted lists do.
      return context.printout(
        ListRenderer.render(
          sections, showing: sortField, in: context.table, style: context.style(for: format)),
        format: format, title: "Elements by " + sortField.title)
    }
    return Formats.render(
      sections, format: format, fields: fields, in: context,
      at: state == nil ? nil : temperature)
  }

  private static func filter(_ sections: [ElementSection], _ keep: (AtomicElement) -> Bool)
    -> [ElementSection]
  {
    sections.compactMap { section in
      let kept = section.elements.filter(keep)
      return kept.isEmpty ? nil : ElementSection(title: section.title, elements: kept)
    }
  }
}

/// Turns lists of elements into the format the user asked for: JSON, CSV and TSV carry every
/// field of the catalogue (`ElementField.all`) or those of `--fields`, one flat record per
/// element; the text is a list for people, or a table of the fields of `--fields`, both in the
/// sections of `--by` (name and state have titled sections).
enum Formats {
  static func render(
    _ sections: [ElementSection], format: OutputFormat, fields chosen: [ElementField]? = nil,
    in context: Context, at temperature: Temperature? = nil
  ) -> Printout {
    let table = context.table
    let fields = chosen ?? ElementField.all
    switch format {
    case .json:
      // JSON, CSV and TSV are flat: the sections' elements one after the other.
      let elements = sections.flatMap { $0.elements }
      let compiled = context.compiledRecords
      if let pieces = DataFormatter.compiledJSON(elements, fields: fields, compiled: compiled) {
        return .pieces(pieces)
      }
      return .text(DataFormatter.json(elements, in: table, fields: fields, compiled: compiled))
    case .csv, .tsv:
      let elements = sections.flatMap { $0.elements }
      let separator: Character = format == .csv ? "," : "\t"
      if let pieces = DataFormatter.compiledDelimited(
        elements, fields: fields, separator: separator, compiled: context.compiledRecords)
      {
        return .pieces(pieces)
      }
      return .text(
        DataFormatter.delimited(elements, in: table, fields: fields, separator: separator))
    case .text, .svg:
      guard let chosen else {
        return context.printout(
          ListRenderer.render(sections, style: context.style(for: format), at: temperature),
          format: format,
          title: "Elements")
      }
      return context.printout(
        FieldTableRenderer.render(
          sections, fields: chosen, in: table, style: context.style(for: format)),
        format: format, title: chosen.map(\.title).joined(separator: ", "))
    }
  }
}
