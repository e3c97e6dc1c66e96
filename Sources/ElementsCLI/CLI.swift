import ElementsCore
import ElementsData
import ElementsTerminal

/// Runs one command line.
enum CLI {
  static let version = "0.1.0"

  /// Parses and runs the words after the program name; writes output; returns the exit status.
  static func run(_ words: [String], environment: [String: String]) -> Int32 {
    let isTerminal = TerminalInfo.outputIsTerminal
    do {
      let invocation = try Invocation(parsing: words) { word in
        PeriodicTable.standard.element(matching: word)?.name
      }
      if invocation.wantsVersion {
        Output.write("elements \(version)\n")
        return 0
      }
      if invocation.wantsHelp || invocation.command?.name == "help" {
        Output.write(try Help.text(for: invocation))
        return 0
      }
      let context = try Context(
        invocation: invocation, environment: environment, isTerminal: isTerminal)
      Output.write(try execute(invocation, in: context))
      return 0
    } catch {
      report(error)
      return error.exitStatus
    }
  }

  private static func execute(_ invocation: Invocation, in context: Context) throws(CLIError)
    -> Printout
  {
    switch invocation.command?.name {
    case nil:
      if TerminalInfo.inputIsTerminal && TerminalInfo.outputIsTerminal {
        return .text(try BrowseCommand.run(in: context))
      }
      Output.writeError(
        "elements: run 'elements --help' to see the commands, or 'elements browse' on a terminal")
      return .text(
        TableRenderer.render(
          context.table, coloring: .category, highlighted: [], style: context.style))
    case "browse": return .text(try BrowseCommand.run(in: context))
    case "list": return try ListCommand.run(invocation, in: context)
    case "show":
      return .text(
        try ShowCommand.run(invocation, in: context, back: invocation.flags.contains("--back")))
    case "flip": return .text(try ShowCommand.run(invocation, in: context, back: true))
    case "wiki": return .text(try WikiCommand.run(invocation, in: context))
    case "open": return .text(try OpenCommand.run(invocation, in: context))
    case "search": return try SearchCommand.run(invocation, in: context)
    case "table": return .text(try TableCommand.run(invocation, in: context))
    case let name? where name == "favorites" || name.hasPrefix("favorites "):
      return .text(try FavoritesCommand.run(invocation, in: context))
    case "completions":
      let shell = invocation.arguments[0]
      guard Commands.shells.contains(shell) else {
        var message = "no completions for '\(shell)' (expected bash, zsh or fish)"
        if let close = Spelling.suggestions(for: shell, among: Commands.shells).first {
          message += "; did you mean '\(close)'?"
        }
        throw .usage(message, command: invocation.command)
      }
      return .text(Completions.script(for: shell, table: context.table))
    case let name?: fatalError("command '\(name)' is listed but has no implementation")
    }
  }

  /// Prints an error as one line on stderr, plus the usage line for usage errors.
  static func report(_ error: CLIError) {
    Output.writeError("elements: " + Sanitizer.terminalText(error.message))
    if case .usage(_, let command) = error {
      if let command {
        Output.writeError("usage: \(command.usage)")
        Output.writeError("Run 'elements \(command.name) --help' for more.")
      } else {
        Output.writeError("usage: elements [options] <command> [arguments]")
        Output.writeError("Run 'elements --help' for the list of commands.")
      }
    }
  }
}
