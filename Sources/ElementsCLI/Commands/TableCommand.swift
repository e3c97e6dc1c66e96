import ElementsCore
import ElementsTerminal

/// `elements table`: the periodic table, coloured by a property, with elements marked.
enum TableCommand {
  static func run(_ invocation: Invocation, in context: Context) throws(CLIError) -> String {
    let coloring =
      invocation.values["--color-by"].flatMap(TableColoring.init(rawValue:)) ?? .category
    var highlighted: Set<Int> = []
    if let list = invocation.values["--highlight"] {
      let names = list.split(whereSeparator: { $0 == "," || $0 == " " })
      guard !names.isEmpty else {
        throw .usage(
          "'--highlight' needs element names, e.g. Fe,Co,Ni", command: invocation.command)
      }
      for name in names { highlighted.insert(try context.element(String(name)).atomicNumber) }
    }
    return TableRenderer.render(
      context.table, coloring: coloring, highlighted: highlighted, style: context.style)
  }
}
