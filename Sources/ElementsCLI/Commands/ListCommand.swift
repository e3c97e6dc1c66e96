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
    "--state", value: "STATE", help: "Only elements in this state at room temperature")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text, help: "Output format")

  static let spec = CommandSpec(
    name: "list", aliases: ["ls"],
    summary: "List the elements, sorted by name, number, symbol or state",
    options: [order.spec, letter.spec, state.spec, format.spec],
    examples: [
      "elements list --by state", "elements list --letter C",
      "elements list --format json | jq '.[0]'",
    ])

  var order: SortOrder
  var initial: Character?
  var state: PhysicalState?
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    order = try words.value(Self.order)
    if let letter = words.value(Self.letter) {
      guard letter.count == 1, let initial = letter.uppercased().first, initial.isLetter else {
        throw .usage("'--letter' takes one letter, not '\(letter)'", command: Self.spec)
      }
      self.initial = initial
    }
    state = try words.value(Self.state)
    format = try words.value(Self.format)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    var sections = order.sections(in: context.table)
    var filters: [String] = []
    if let initial {
      sections = Self.filter(sections) { $0.initial == initial }
      filters.append("whose name starts with \(initial)")
    }
    if let state {
      sections = Self.filter(sections) { $0.state == state }
      filters.append("in state \(state.title)")
    }
    guard !sections.isEmpty else {
      let error = CLIError.nothingFound("no elements " + filters.joined(separator: " and "))
      // A script still gets valid JSON ([]) or the CSV header, and the status says none.
      guard format != .text else { throw error }
      context.problems.errors.append(error)
      return Formats.render([], format: format, in: context)
    }
    return Formats.render(sections, format: format, in: context)
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
/// field of the catalogue (`ElementField.all`), the text a list for people.
enum Formats {
  static func render(_ sections: [ElementSection], format: OutputFormat, in context: Context)
    -> Printout
  {
    let table = context.table
    switch format {
    case .json: return .text(DataFormatter.json(sections.flatMap { $0.elements }, in: table))
    case .csv:
      return .text(
        DataFormatter.delimited(sections.flatMap { $0.elements }, in: table, separator: ","))
    case .tsv:
      return .text(
        DataFormatter.delimited(sections.flatMap { $0.elements }, in: table, separator: "\t"))
    case .text: return .utf8(ListRenderer.renderUTF8(sections, style: context.style))
    }
  }
}
