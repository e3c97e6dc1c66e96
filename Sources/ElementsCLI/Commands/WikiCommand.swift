import ElementsCore

/// `elements wiki`: the Wikipedia address of each element named.
enum WikiCommand {
  static func run(_ invocation: Invocation, in context: Context) throws(CLIError) -> String {
    var lines = ""
    for query in invocation.arguments {
      lines += try address(of: try context.element(query), in: context) + "\n"
    }
    return lines
  }

  /// The element's address, or an error saying the data has none.
  static func address(of element: AtomicElement, in context: Context) throws(CLIError) -> String {
    guard let address = element.wikipediaURL else {
      throw .nothingFound("\(context.table.source) has no Wikipedia address for \(element.name)")
    }
    return address
  }
}
