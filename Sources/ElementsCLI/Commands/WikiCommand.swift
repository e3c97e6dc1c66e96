import ElementsCore

/// `elements wiki`: the Wikipedia address of each element named.
struct WikiCommand: Subcommand, Equatable {
  static let name = "wiki"
  static let spec = CommandSpec(
    name: name,
    summary: "Print the Wikipedia address of an element",
    arguments: "<element>...", argumentCount: 1...200,
    discussion: """
      Where the data file has no address (Apple's original file has none), the address is \
      made from the element's name, as the original app made it.
      """,
    examples: ["elements wiki mercury"])

  var queries: [String]

  init(_ words: ParsedWords) throws(CLIError) {
    queries = words.arguments
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    var lines = ""
    for element in try context.elements(
      StandardInput.expanding(queries, command: Self.spec, console: context.console))
    {
      lines += element.wikipediaAddress + "\n"
    }
    return .text(lines)
  }
}
