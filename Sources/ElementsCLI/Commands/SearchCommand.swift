import ElementsCore

/// `elements search`: elements whose name, symbol or number contains the text.
struct SearchCommand: Subcommand, Equatable {
  static let scope = Choice(
    "--scope", short: "-s", value: "SCOPE", default: SearchScope.all,
    help: "Where to look: name, symbol, number or all")

  static let name = "search"
  static let spec = CommandSpec(
    name: name,
    summary: "Find elements whose name, symbol or number contains some text",
    arguments: "<text>", argumentCount: 1...1,
    options: [
      scope.spec, QueryOptions.filter.spec, QueryOptions.fields.spec, ListCommand.format.spec,
    ],
    discussion:
      "Matches anywhere, ignoring case. Exact matches come first, then matches at the start.",
    examples: [
      "elements search ium", "elements search 1 --scope number",
      "elements search ium --where 'period=4'",
    ])

  var text: String
  var scope: SearchScope
  var format: OutputFormat
  var filter: Where?
  /// The fields of `--fields`, in order.
  var fields: [ElementField]?

  init(_ words: ParsedWords) throws(CLIError) {
    text = words.arguments[0]
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw .usage(
        "'search' needs text to look for, not \(text.quotedForMessage()) (to see every element: elements list)",
        command: Self.spec)
    }
    scope = try words.value(Self.scope)
    format = try words.value(ListCommand.format)
    filter = try QueryOptions.filter(words)
    fields = try QueryOptions.fields(words)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    var found = context.table.search(text, scope: scope)
    var place = scope == .all ? "" : " in \(scope.rawValue)s"
    if let filter {
      let kept = Set(filter.filter.elements(in: context.table).map { $0.atomicNumber })
      found = found.filter { kept.contains($0.atomicNumber) }
      place += " and " + filter.filter.expression.quotedForMessage()
    }
    guard !found.isEmpty else {
      let error = CLIError.nothingFound("no element matches \(text.quotedForMessage())\(place)")
      // A script still gets valid JSON ([]) or the CSV header, and the status says none.
      guard format != .text else { throw error }
      context.problems.errors.append(error)
      return Formats.render([], format: format, fields: fields, in: context)
    }
    let section = ElementSection(title: "", elements: found)
    return Formats.render([section], format: format, fields: fields, in: context)
  }
}
