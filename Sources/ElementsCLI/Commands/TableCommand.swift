import ElementsCore
import ElementsTerminal

/// `elements table`: the periodic table, coloured by a property, with elements marked.
struct TableCommand: Subcommand, Equatable {
  /// The words `--color-by` takes besides the numeric properties.
  static let fixedColorings = TableColoring.named.map { $0.name } + [TableColoring.masteryName]
  static let coloring = PropertyOption(
    "--color-by", words: fixedColorings, default: "category",
    help: "What the colours show: state, category, block, mastery (from the quiz) or a"
      + " numeric property (a heatmap)")
  static let logarithmic = Flag("--log", help: "With a property, a logarithmic colour scale")
  static let temperature = TextOption(
    "--at", value: "TEMP", help: "Colour by the state at this temperature, e.g. 3000K, 25C, 77F")
  static let year = TextOption(
    "--year", value: "YEAR", help: "Only the elements known in YEAR, e.g. 1869")
  static let highlight = TextOption(
    "--highlight", value: "ELEMENTS",
    help: "Mark these elements, e.g. Fe,Co,Ni (shown without colour too)")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .svg], help: "Output format: text, or svg for a picture")
  static let layout = Choice(
    "--layout", value: "LAYOUT", default: TableLayout.iupac,
    help: "Group 3: iupac (Sc, Y, Lu, Lr) or la-ac (La and Ac under Y, Lu and Lr in the f rows)")
  /// The columns an SVG picture of the table is laid out in: the widest cells, with each
  /// element's name, weight and a heatmap's value.
  static let svgWidth = 200

  static let name = "table"
  static let spec = CommandSpec(
    name: name,
    summary: "Draw the periodic table",
    options: [
      coloring.spec, logarithmic.spec, temperature.spec, year.spec, highlight.spec,
      QueryOptions.filter.spec, layout.spec, format.spec,
    ],
    discussion: """
      --color-by takes state, category, block or a numeric property, named by its JSON name: \
      \(QueryOptions.numericNames). A property colours the table as a heatmap, its scale \
      under the table; elements without a value are left uncoloured, and by discoveryYear \
      the elements known since antiquity have a colour and key of their own, Ancient, first. \
      mastery colours each element by how well its quiz cards are known, from the quiz's \
      progress (read only): a card is known when its next review is \
      \(QuizMastery.knownInterval) or more days after the last, and an element's mastery is \
      the share of its answered cards that are known, in four levels (weak: none; learning: \
      under half; good: half or more; mastered: all); an element with no card answered is \
      'not yet studied', as every element is before the first quiz. A progress file that \
      cannot be read is refused (exit 5) and left as it is. --where marks the \
      elements that match, as --highlight does. A data file without categories (Apple's \
      original file has none) is coloured by state unless --color-by says otherwise. \
      --layout iupac draws group 3 as IUPAC recommends (Sc, Y, Lu, Lr), with 57-71 and \
      89-103 in the rows below; la-ac draws the older form, La and Ac under Y and Ce-Lu, Th-Lr \
      below.
      """,
    examples: [
      "elements table", "elements table --color-by state --highlight Fe,Co,Ni",
      "elements table --color-by density --log", "elements table --at 3000K",
      "elements table --year 1869", "elements table --where 'block=d and density>10'",
      "elements table --color-by density --format svg --output density.svg",
      "elements table --color-by mastery", "elements table --layout la-ac",
    ])

  /// A fixed colouring's word, or the numeric property of a heatmap.
  enum ColorBy: Equatable {
    case fixed(TableColoring)
    case property(ElementField)
    /// How well the quiz's cards are known, from its progress file.
    case mastery

    /// Whether it is a numeric property's heatmap.
    var isProperty: Bool { if case .property = self { true } else { false } }
  }

  var coloring: ColorBy
  /// Whether the colouring was asked for, rather than the default.
  var choseColoring: Bool
  var logarithmic: Bool
  var temperature: Temperature?
  var year: Int?
  /// The words of `--highlight`, resolved to elements when the data is loaded.
  var highlighted: [String]
  var filter: Where?
  var format: OutputFormat
  var layout: TableLayout

  init(_ words: ParsedWords) throws(CLIError) {
    coloring = .fixed(.category)
    choseColoring = false
    if let word = words.value(Self.coloring) {
      choseColoring = true
      coloring = try Self.colorBy(word, command: words.command)
    }
    logarithmic = words.isSet(Self.logarithmic)
    if logarithmic, !coloring.isProperty {
      throw .usage("'--log' needs a numeric property for --color-by", command: words.command)
    }
    if let text = words.value(Self.temperature) {
      temperature = try QueryOptions.temperature(text, command: words.command)
      if choseColoring, coloring != .fixed(.state) {
        throw .usage(
          "'--at' colours by the state at a temperature; leave out --color-by or make it state",
          command: words.command)
      }
    }
    if let text = words.value(Self.year) {
      guard let year = Int(text.trimmingWhitespace) else {
        throw .usage(
          "'--year' takes a year, e.g. 1869, not " + text.quotedForMessage(),
          command: words.command)
      }
      self.year = year
    }
    highlighted = []
    if let list = words.value(Self.highlight) {
      highlighted = list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
      guard !highlighted.isEmpty else {
        throw .usage("'--highlight' needs element names, e.g. Fe,Co,Ni", command: Self.spec)
      }
    }
    filter = try QueryOptions.filter(words)
    format = try words.value(Self.format)
    layout = try words.value(Self.layout)
  }

  /// What a `--color-by` word names: state, category, block or a numeric property.
  static func colorBy(_ word: String, command: CommandSpec?) throws(CLIError) -> ColorBy {
    let lowered = word.trimmingWhitespace.lowercased()
    if let fixed = TableColoring(name: lowered) { return .fixed(fixed) }
    if lowered == TableColoring.masteryName { return .mastery }
    if let field = ElementField.numeric.first(where: { $0.key.lowercased() == lowered }) {
      return .property(field)
    }
    let choices = fixedColorings + ElementField.numeric.map { $0.key }
    let list = "; choose from: " + choices.joined(separator: ", ")
    let shown = word.quotedForMessage()
    if ElementField.all.contains(where: { $0.key.lowercased() == lowered }) {
      throw .usage(shown + " is not a numeric property" + list, command: command)
    }
    let close = Spelling.suggestions(for: word, among: choices).first
    throw .usage(
      "unknown property " + shown + (close.map { " (did you mean \($0)?)" } ?? "") + list,
      command: command)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    var numbers: Set<Int> = []
    for name in highlighted { numbers.insert(try context.element(name).atomicNumber) }
    if let filter {
      let found = filter.filter.elements(in: context.table)
      guard !found.isEmpty else {
        throw .nothingFound(
          "no element matches " + filter.filter.expression.quotedForMessage())
      }
      numbers.formUnion(found.map { $0.atomicNumber })
    }
    // A heatmap's scale covers the elements shown: those known in the year, if one is given.
    let drawn = context.table.laidOut(layout)
    let shown = year.flatMap { drawn.known(in: $0) } ?? drawn
    var tableColoring: TableColoring
    switch coloring {
    case .fixed(let fixed): tableColoring = fixed
    case .mastery:
      let store = try QuizCommand.store(context)
      let progress = try QuizCommand.perform { () throws(StoreError) in try store.load() }
      tableColoring = .mastery(QuizMastery(progress))
    case .property(let field):
      do {
        tableColoring = .property(
          try Heatmap(field: field, logarithmic: logarithmic, table: shown))
      } catch {
        throw .usage(error.message, command: Self.spec)
      }
    }
    if let temperature {
      tableColoring = .stateAt(temperature)
    } else if !choseColoring, tableColoring == .category,
      !context.table.elementsByNumber.contains(where: { $0.category != nil })
    {
      tableColoring = .state
    }
    var style = context.style(for: format)
    if format == .svg { style.width = Self.svgWidth }
    let text =
      if let year {
        TableRenderer.render(
          drawn, knownIn: year, coloring: tableColoring, highlighted: numbers,
          style: style)
      } else {
        TableRenderer.render(
          drawn, coloring: tableColoring, highlighted: numbers, style: style)
      }
    return context.printout(text, format: format, title: title(tableColoring))
  }

  /// The picture's title: "The periodic table by density (g/cm³), elements known in 1869".
  private func title(_ coloring: TableColoring) -> String {
    "The periodic table by " + coloring.caption + (year.map { ", elements known in \($0)" } ?? "")
  }
}
