import ElementsCore
import ElementsTerminal

/// `elements table`: the periodic table, coloured by a property, with elements marked.
struct TableCommand: Subcommand, Equatable {
  static let coloring = Choice(
    "--color-by", value: "PROPERTY", default: TableColoring.category,
    help: "What the colours show: state, category or block")
  static let highlight = TextOption(
    "--highlight", value: "ELEMENTS",
    help: "Mark these elements, e.g. Fe,Co,Ni (shown without colour too)")

  static let spec = CommandSpec(
    name: "table",
    summary: "Draw the periodic table",
    options: [coloring.spec, highlight.spec],
    discussion: """
      A data file without categories (Apple's original file has none) is coloured by state \
      unless --color-by says otherwise.
      """,
    examples: ["elements table", "elements table --color-by state --highlight Fe,Co,Ni"])

  var coloring: TableColoring
  /// Whether the colouring was asked for, rather than the default.
  var choseColoring: Bool
  /// The words of `--highlight`, resolved to elements when the data is loaded.
  var highlighted: [String]

  init(_ words: ParsedWords) throws(CLIError) {
    coloring = try words.value(Self.coloring)
    choseColoring = words.isGiven(Self.coloring)
    highlighted = []
    if let list = words.value(Self.highlight) {
      highlighted = list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
      guard !highlighted.isEmpty else {
        throw .usage("'--highlight' needs element names, e.g. Fe,Co,Ni", command: Self.spec)
      }
    }
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    var numbers: Set<Int> = []
    for name in highlighted { numbers.insert(try context.element(name).atomicNumber) }
    var coloring = coloring
    if !choseColoring, coloring == .category,
      !context.table.elementsByNumber.contains(where: { $0.category != nil })
    {
      coloring = .state
    }
    return .text(
      TableRenderer.render(
        context.table, coloring: coloring, highlighted: numbers, style: context.style))
  }
}
