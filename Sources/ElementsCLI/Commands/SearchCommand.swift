import ElementsCore

/// `elements search`: elements whose name, symbol or number contains the text.
struct SearchCommand: Subcommand, Equatable {
  static let scope = Choice(
    "--scope", short: "-s", value: "SCOPE", default: SearchScope.all,
    help: "Where to look: name, symbol, number or all")

  static let spec = CommandSpec(
    name: "search",
    summary: "Find elements whose name, symbol or number contains some text",
    arguments: "<text>", argumentCount: 1...1,
    options: [scope.spec, ListCommand.format.spec],
    discussion:
      "Matches anywhere, ignoring case. Exact matches come first, then matches at the start.",
    examples: ["elements search ium", "elements search 1 --scope number"])

  var text: String
  var scope: SearchScope
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    text = words.arguments[0]
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw .usage(
        "'search' needs text to look for, not '\(text)' (to see every element: elements list)",
        command: Self.spec)
    }
    scope = try words.value(Self.scope)
    format = try words.value(ListCommand.format)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let found = context.table.search(text, scope: scope)
    guard !found.isEmpty else {
      let place = scope == .all ? "" : " in \(scope.rawValue)s"
      let error = CLIError.nothingFound("no element matches '\(text)'\(place)")
      // A script still gets valid JSON ([]) or the CSV header, and the status says none.
      guard format != .text else { throw error }
      context.problems.errors.append(error)
      return Formats.render([], format: format, in: context)
    }
    let section = ElementSection(title: "", elements: found)
    return Formats.render([section], format: format, in: context)
  }
}
