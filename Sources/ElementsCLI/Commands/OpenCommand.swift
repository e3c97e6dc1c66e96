import ElementsTerminal

/// `elements open`: the element's Wikipedia page in a browser.
struct OpenCommand: Subcommand, Equatable {
  static let spec = CommandSpec(
    name: "open",
    summary: "Open an element's Wikipedia page in a web browser",
    arguments: "<element>", argumentCount: 1...1,
    discussion: """
      Tries each command in $BROWSER (a colon-separated list; %s stands for the address, \
      otherwise it is added at the end), then xdg-open. The address is passed as one argument; \
      no shell is involved. If nothing can open it, prints the address, says why, and exits 4.
      """,
    examples: ["elements open Fe", "BROWSER=w3m elements open carbon"])

  var query: String

  init(_ words: ParsedWords) throws(CLIError) {
    query = words.arguments[0]
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let element = try context.element(query)
    let address = try WikiCommand.address(of: element, in: context)
    let opener = WebOpener(browserVariable: context.environment["BROWSER"], streams: .inherit)
    if let reason = opener.open(address) {
      // The address is still useful: print it so the user can open it by hand.
      try Output.write(address + "\n")
      throw .cannotOpen(address: address, reason: reason)
    }
    return .text("")
  }
}
