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
    examples: ["elements table", "elements table --color-by state --highlight Fe,Co,Ni"])

  var coloring: TableColoring
  /// The words of `--highlight`, resolved to elements when the data is loaded.
  var highlighted: [String]

  init(_ words: ParsedWords) throws(CLIError) {
    coloring = try words.value(Self.coloring)
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
    return .text(
      TableRenderer.render(
        context.table, coloring: coloring, highlighted: numbers, style: context.style))
  }
}
