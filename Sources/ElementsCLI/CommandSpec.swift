/// An option a command takes, as help and the parser see it.
struct OptionSpec: Sendable {
  /// The long name with dashes, e.g. "--by".
  var name: String
  /// A one-letter alias with its dash, e.g. "-b", if any.
  var short: String?
  /// The value's placeholder ("ORDER"), or nil for a flag that takes no value.
  var valueName: String?
  /// The values the option accepts, if it is a choice.
  var choices: [String]
  /// One line of help.
  var help: String
  /// Whether the command cannot run without it; usage lines show it without brackets.
  var isRequired: Bool

  init(
    _ name: String, short: String? = nil, value: String? = nil, choices: [String] = [],
    required: Bool = false, help: String
  ) {
    self.name = name
    self.short = short
    self.valueName = value
    self.choices = choices
    self.isRequired = required
    self.help = help
  }

  /// "--by ORDER" or "--back".
  var synopsis: String {
    guard let valueName else { return name }
    return "\(name) \(choices.isEmpty ? valueName : choices.joined(separator: "|"))"
  }
}

/// A subcommand: its name, what it takes, and its help. The parser, `--help`, `help <command>`
/// and the usage line of every error all come from these.
struct CommandSpec: Sendable {
  var name: String
  var aliases: [String] = []
  /// One line for the command list.
  var summary: String
  /// The positional arguments, as the usage line shows them, e.g. "<element>...".
  var arguments: String = ""
  /// How many positional arguments it takes.
  var argumentCount: ClosedRange<Int> = 0...0
  var options: [OptionSpec] = []
  /// Paragraphs after the option list.
  var discussion: String = ""
  var examples: [String] = []
  /// The commands under this one, e.g. `favorites add`; each is named with its parent's name
  /// ("favorites add"). The parent itself runs when no subcommand is given.
  var subcommands: [CommandSpec] = []

  /// The last word of the name: "add" for "favorites add".
  var word: String { String(name.split(separator: " ").last ?? Substring(name)) }

  /// The subcommand a word names, if any.
  func subcommand(named word: String) -> CommandSpec? {
    subcommands.first { $0.word == word }
  }

  /// What the positional arguments are, for shell completion.
  enum ArgumentKind {
    case none, elements, commands, shells, text
  }

  var argumentKind: ArgumentKind {
    switch arguments {
    case "": .none
    case "<element>", "<element>...", "<element> <text>...": .elements
    case "[<command>]": .commands
    case "<shell>": .shells
    default: .text
    }
  }

  /// "elements list [--by name|number|symbol|state] [--format text|json|csv|tsv]".
  var usage: String {
    var parts = ["elements", name]
    parts += options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    if !subcommands.isEmpty {
      parts.append("[" + subcommands.map(\.word).joined(separator: "|") + "]")
    }
    if !arguments.isEmpty { parts.append(arguments) }
    return parts.joined(separator: " ")
  }

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name || $0.short == name }
  }
}
