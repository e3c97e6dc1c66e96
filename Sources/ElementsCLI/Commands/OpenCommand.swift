import ElementsTerminal

/// `elements open`: the element's Wikipedia page in a browser.
enum OpenCommand {
  static func run(_ invocation: Invocation, in context: Context) throws(CLIError) -> String {
    let element = try context.element(invocation.arguments[0])
    let address = try WikiCommand.address(of: element, in: context)
    let opener = WebOpener(browserVariable: context.environment["BROWSER"], streams: .inherit)
    if let reason = opener.open(address) {
      // The address is still useful: print it so the user can open it by hand.
      Output.write(address + "\n")
      throw .cannotOpen(address: address, reason: reason)
    }
    return ""
  }
}
