import ElementsCore

/// The help texts, made from the command specs so they cannot drift from what the parser takes.
enum Help {
  /// Help for `elements help [command]`, `elements --help` and `elements <command> --help`.
  static func text(for invocation: Invocation) throws(CLIError) -> String {
    var command = invocation.command
    if command?.name == "help", let topic = invocation.arguments.first {
      guard let named = Commands.named(topic) else {
        var message = "no help for '\(topic)': there is no such command"
        if let close = Spelling.suggestions(for: topic, among: Commands.all.map(\.name)).first {
          message += " (did you mean '\(close)'?)"
        }
        throw .usage(message, command: Commands.help)
      }
      command = named
      if invocation.arguments.count > 1 {
        let word = invocation.arguments[1]
        guard let subcommand = named.subcommand(named: word) else {
          var message = "no help for '\(topic) \(word)': there is no such command"
          let words = named.subcommands.map(\.word)
          if let close = Spelling.suggestions(for: word, among: words).first {
            message += " (did you mean '\(close)'?)"
          }
          throw .usage(message, command: Commands.help)
        }
        command = subcommand
      }
    }
    if invocation.flags.contains("--man") { return ManPage.text }
    guard let command, command.name != "help" else { return overview }
    return text(for: command)
  }

  static let overview: String = {
    var text = """
      elements \(CLI.version): the periodic table in your terminal

      Usage: elements [options] <command> [arguments]

      Commands:

      """
    let width = Commands.all.map(\.name.count).max()!
    for command in Commands.all {
      text += "  " + pad(command.name, width) + "  " + command.summary + "\n"
    }
    text += "\nOptions (for every command):\n" + optionLines(Commands.global)
    text += "\n" + naming + "\n"
    text += "\nEnvironment:\n" + table(environment)
    text += "\nExit status:\n" + table(exitStatuses.map { (String($0.status), $0.meaning) })
    text += "\nRun 'elements help <command>' for more about a command.\n"
    return text
  }()

  /// How elements are named; in the overview and the manual.
  static let naming = """
    Elements are named by atomic number, symbol or name, in any case: 26, fe, Iron.
    Other spellings (Aluminum, Cesium, Sulphur) and IUPAC's old placeholder names
    (Ununoctium, Uuo) work too.
    """

  /// The environment variables the program reads; in the overview and the manual.
  static let environment: [(String, String)] = [
    ("ELEMENTS_DATA", "A data file to use instead of the built-in data (like --data)"),
    ("NO_COLOR", "If set and not empty, no colour (unless --color always)"),
    ("CLICOLOR_FORCE", "If set and not 0, colour even when output is not a terminal"),
    ("COLUMNS", "The width to fit, instead of the terminal's"),
    ("BROWSER", "Browsers for 'elements open', separated by ':'; %s is the address"),
    ("LANG, LC_ALL, LC_CTYPE", "Without UTF-8, output is plain ASCII"),
    ("ELEMENTS_HOME", "The directory for the favorites file, instead of the one below"),
    ("XDG_DATA_HOME", "Favorites go in $XDG_DATA_HOME/elements (else ~/.local/share/elements)"),
  ]

  /// Every exit status and its meaning; in the overview, the manual and the README.
  static let exitStatuses: [(status: Int32, meaning: String)] = [
    (0, "success"),
    (1, "no element matches, nothing was found, or no terminal for the browser"),
    (2, "usage error: unknown command or option, missing or bad value"),
    (3, "the data file cannot be read or is invalid"),
    (4, "no browser could open the page"),
    (5, "the favorites file cannot be read, is invalid, or cannot be saved (it is left as it was)"),
  ]

  private static func table(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + pad($0.0, width) + "  " + $0.1 + "\n" }.joined()
  }

  static func text(for command: CommandSpec) -> String {
    var text = "\(command.summary).\n\nUsage: \(command.usage)\n"
    if !command.aliases.isEmpty {
      text += "Alias: " + command.aliases.map { "elements \($0)" }.joined(separator: ", ") + "\n"
    }
    if !command.subcommands.isEmpty {
      text += "\nCommands:\n" + table(command.subcommands.map { ($0.word, $0.summary) })
      text += "Run 'elements help \(command.name) <command>' for more about one.\n"
    }
    if !command.options.isEmpty {
      text += "\nOptions:\n" + optionLines(command.options)
    }
    if !command.discussion.isEmpty {
      text += "\n" + command.discussion + "\n"
    }
    if !command.examples.isEmpty {
      text += "\nExamples:\n" + command.examples.map { "  \($0)\n" }.joined()
    }
    text += "\nGlobal options: " + Commands.global.map(\.synopsis).joined(separator: ", ") + "\n"
    return text
  }

  private static func optionLines(_ options: [OptionSpec]) -> String {
    let labels = options.map { option in
      (option.short.map { "\($0), " } ?? "    ") + option.name
        + (option.valueName.map { " \($0)" } ?? "")
    }
    let width = labels.map(\.count).max() ?? 0
    return zip(labels, options).map { label, option in
      "  " + pad(label, width) + "  " + option.help + "\n"
    }.joined()
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
