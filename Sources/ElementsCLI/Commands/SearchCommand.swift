import ElementsCore

/// `elements search`: elements whose name, symbol or number contains the text.
enum SearchCommand {
  static func run(_ invocation: Invocation, in context: Context) throws(CLIError) -> Printout {
    let text = invocation.arguments[0]
    let scope = invocation.values["--scope"].flatMap(SearchScope.init(rawValue:)) ?? .all
    let found = context.table.search(text, scope: scope)
    guard !found.isEmpty else {
      let place = scope == .all ? "" : " in \(scope.rawValue)s"
      throw .nothingFound("no element matches '\(text)'\(place)")
    }
    let section = ElementSection(title: "", elements: found)
    return Formats.render([section], format: invocation.values["--format"], style: context.style)
  }
}
