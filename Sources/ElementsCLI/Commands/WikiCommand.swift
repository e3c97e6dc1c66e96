import ElementsCore

/// `elements wiki`: the Wikipedia address of each element named.
struct WikiCommand: Subcommand, Equatable {
  static let spec = CommandSpec(
    name: "wiki",
    summary: "Print the Wikipedia address of an element",
    arguments: "<element>...", argumentCount: 1...200,
    examples: ["elements wiki mercury"])

  var queries: [String]

  init(_ words: ParsedWords) throws(CLIError) {
    queries = words.arguments
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    var lines = ""
    for query in queries {
      lines += try Self.address(of: try context.element(query), in: context) + "\n"
    }
    return .text(lines)
  }

  /// The element's address, or an error saying the data has none.
  static func address(of element: AtomicElement, in context: Context) throws(CLIError) -> String {
    guard let address = element.wikipediaURL else {
      throw .nothingFound("\(context.table.source) has no Wikipedia address for \(element.name)")
    }
    return address
  }
}
