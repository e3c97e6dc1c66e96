import ElementsCore

/// `elements help`: the overview, one command's help, or the man page.
struct HelpCommand: Subcommand {
  static let man = Flag("--man", help: "Print the whole manual as a roff man page (elements.1)")

  static let name = "help"
  static let spec = CommandSpec(
    name: name,
    summary: "Show help for elements or for one command",
    arguments: "[<command>]", argumentCount: 0...2,
    options: [man.spec],
    examples: [
      "elements help show", "elements help favorites add", "elements help --man | man -l -",
    ])

  static var readsData: Bool { false }

  /// The command to explain, or nil for the overview.
  var topic: CommandSpec?
  var manual: Bool

  init(_ words: ParsedWords) throws(CLIError) {
    manual = words.isSet(Self.man)
    guard let name = words.arguments.first else { return }
    guard let named = Commands.named(name) else {
      var message = "no help for \(name.quotedForMessage()): there is no such command"
      if let close = Spelling.suggestions(for: name, among: Commands.specs.map { $0.name }).first {
        message += " (did you mean \(close.quotedForMessage())?)"
      }
      throw .usage(message, command: Self.spec)
    }
    topic = named.spec
    if words.arguments.count > 1 {
      let word = words.arguments[1]
      guard let subcommand = named.spec.subcommand(named: word) else {
        var message =
          "no help for \((name + " " + word).quotedForMessage()): there is no such command"
        let words = named.spec.subcommandSpecs.map { $0.word }
        if let close = Spelling.suggestions(for: word, among: words).first {
          message += " (did you mean \(close.quotedForMessage())?)"
        }
        throw .usage(message, command: Self.spec)
      }
      topic = subcommand.spec
    }
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    if manual { return .text(ManPage.text) }
    let width = context.style.width
    return .text(
      topic.map { Help.text(for: $0, width: width, unicode: context.style.unicode) }
        ?? Help.overview(width: width))
  }
}
