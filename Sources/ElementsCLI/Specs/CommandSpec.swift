import ElementsCore

/// An option as help, the man page, completions and the parser see it. Commands do not build
/// these by hand: they declare a ``Flag``, ``TextOption``, ``PropertyOption``, ``Choice`` or
/// ``OptionalChoice``, which makes the spec and reads the typed value back.
struct OptionSpec: Sendable {
  /// The long name with dashes, e.g. "--by".
  var name: String
  /// A one-letter alias with its dash, e.g. "-b", if any.
  var short: String?
  /// The value's placeholder ("ORDER"), or nil for a flag that takes no value.
  var valueName: String?
  /// The words the option accepts, if it is a choice.
  var choices: [String] = []
  /// Makes the words the shell completes for a free-text value (property names), when not a
  /// choice: made only when the completion scripts are written.
  var makeCompletions: @Sendable () -> [String] = { [] }
  /// The word of the default value, shown in help as "Default: name".
  var defaultWord: String?
  /// One line of help, without the default.
  var summary: String
  /// Whether the command cannot run without it; usage lines show it without brackets.
  var isRequired = false
  /// Whether the value is a file's path, kept byte for byte (``PathOption``).
  var takesPath = false
  /// For a flag, a value it may take attached with "=" (`--stp=1atm`), as help shows it.
  var attachedValue: String?

  /// Words the shell completes for a free-text value (property names), when not a choice.
  var completions: [String] { makeCompletions() }

  /// The help line: the summary, the words of a choice too long for the usage line
  /// ("One of: …"), and for an option with a default, "Default: name".
  var help: String {
    var text = summary
    if !choices.isEmpty, !showsChoices {
      text += ". One of: " + choices.joined(separator: ", ")
    }
    guard let defaultWord else { return text }
    return text + ". Default: " + defaultWord
  }

  /// The longest list of words, joined with "|", that the usage line shows: longer ones show
  /// the placeholder, so that usage lines still break at spaces in 60 columns.
  static let longestChoices = 48

  /// Whether the usage line shows the choice's words rather than its placeholder.
  var showsChoices: Bool {
    !choices.isEmpty && choices.joined(separator: "|").count <= Self.longestChoices
  }

  /// "--by name|number|symbol|state", "--to N" or "--back".
  var synopsis: String {
    if let attachedValue { return "\(name)[=\(attachedValue)]" }
    guard let valueName else { return name }
    return "\(name) \(showsChoices ? choices.joined(separator: "|") : valueName)"
  }

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }

  /// Whether a word names this option ("--by" or its short form).
  func isNamed(_ word: String) -> Bool { name == word || short == word }
}

/// An option that is present or not: `--back`.
struct Flag: Sendable {
  /// What help and the parser see.
  let spec: OptionSpec

  /// - Parameters:
  ///   - attachedValue: A value the flag may take attached with "=" (`--stp=1atm`), as help
  ///     shows it; read with ``ParsedWords/attachedValue(_:)``.
  init(_ name: String, short: String? = nil, attachedValue: String? = nil, help: String) {
    spec = OptionSpec(name: name, short: short, summary: help, attachedValue: attachedValue)
  }
}

/// An option with free text for its value: `--letter C`. The command checks the text.
struct TextOption: Sendable {
  /// What help and the parser see.
  let spec: OptionSpec

  /// - Parameters:
  ///   - completions: Words the shell completes for the value; the command still checks it.
  init(
    _ name: String, value: String, required: Bool = false, completions: [String] = [],
    help: String
  ) {
    spec = OptionSpec(
      name: name, valueName: value, makeCompletions: { completions }, summary: help,
      isRequired: required)
  }
}

/// An option whose value is a file's path, kept byte for byte as the system gave it: the one
/// kind of value that need not be UTF-8.
struct PathOption: Sendable {
  /// What help and the parser see.
  let spec: OptionSpec

  init(_ name: String, value: String, help: String) {
    spec = OptionSpec(name: name, valueName: value, summary: help, takesPath: true)
  }
}

/// An option naming a property of the catalogue by its JSON name (`--sort density`); the shell
/// completes `words` and the names of the numeric properties (of every property with
/// `anyProperty`). The command resolves the text.
struct PropertyOption: Sendable {
  /// What help and the parser see.
  let spec: OptionSpec

  /// - Parameters:
  ///   - words: Words the option takes besides properties, offered first.
  ///   - anyProperty: Whether every property is a value (`list --sort`), not only the
  ///     numeric ones.
  init(
    _ name: String, value: String = "PROPERTY", words: [String] = [], anyProperty: Bool = false,
    default: String? = nil, help: String
  ) {
    spec = OptionSpec(
      name: name, valueName: value,
      makeCompletions: {
        words + (anyProperty ? ElementField.all : ElementField.numeric).map { $0.key }
      },
      defaultWord: `default`, summary: help)
  }
}

/// An option whose value is one of a type's words, with a default: `--by name`.
struct Choice<Value: OptionValue>: Sendable {
  /// What help and the parser see; its default word comes from ``defaultValue``.
  let spec: OptionSpec
  /// The value when the option is not given; help shows its word.
  let defaultValue: Value

  /// - Parameters:
  ///   - accepting: The words this command takes, when it takes only some of the type's.
  init(
    _ name: String, short: String? = nil, value: String, default defaultValue: Value,
    accepting: [Value]? = nil, help: String
  ) {
    self.defaultValue = defaultValue
    spec = OptionSpec(
      name: name, short: short, valueName: value,
      choices: accepting.map { $0.map { $0.word } } ?? Value.allWords,
      defaultWord: defaultValue.word,
      summary: help)
  }
}

/// An option whose value is one of a type's words, with no default: `--state gas` filters
/// only when given.
struct OptionalChoice<Value: OptionValue>: Sendable {
  /// What help and the parser see.
  let spec: OptionSpec

  init(_ name: String, value: String, help: String) {
    spec = OptionSpec(name: name, valueName: value, choices: Value.allWords, summary: help)
  }
}

/// A subcommand: its name, what it takes, and its help. The parser, `--help`, `help <command>`,
/// the man page, the completions and the usage line of every error all come from these.
struct CommandSpec: Sendable {
  var name: String
  var aliases: [String] = []
  /// One line for the command list.
  var summary: String
  /// The positional arguments, as the usage line shows them, e.g. "<element>...".
  var arguments: String = ""
  /// How many positional arguments it takes.
  var argumentCount: ClosedRange<Int> = 0...0
  /// What the positional arguments are, for shell completion.
  var argumentKind: ArgumentKind
  var options: [OptionSpec] = []
  /// Paragraphs after the option list.
  var discussion: String { makeDiscussion() }
  /// Makes ``discussion`` when help or the man page asks for it: some list every property,
  /// which a command that only runs need not spend time writing.
  private var makeDiscussion: @Sendable () -> String
  /// Text after the discussion shown line for line with its indents (the formula grammar);
  /// lines of at most 78 columns.
  var preformatted: String = ""
  /// Whole command lines; help prints each on a line of its own, never broken.
  var examples: [String] = []
  /// The commands under this one, e.g. `favorites add`; each is named with its parent's name
  /// ("favorites add"). The parent itself runs when no subcommand is given.
  var subcommands: [any Subcommand.Type] = []

  init(
    name: String, aliases: [String] = [], summary: String, arguments: String = "",
    argumentCount: ClosedRange<Int> = 0...0, completing argumentKind: ArgumentKind? = nil,
    options: [OptionSpec] = [],
    discussion: @autoclosure @escaping @Sendable () -> String = "", preformatted: String = "",
    examples: [String] = [], subcommands: [any Subcommand.Type] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.arguments = arguments
    self.argumentCount = argumentCount
    self.argumentKind = argumentKind ?? Self.argumentKind(of: arguments)
    self.options = options
    self.makeDiscussion = discussion
    self.preformatted = preformatted
    self.examples = examples
    self.subcommands = subcommands
  }

  /// The last word of the name: "add" for "favorites add".
  var word: String { String(name.split(separator: " ").last ?? Substring(name)) }

  /// The specs of the subcommands.
  var subcommandSpecs: [CommandSpec] { subcommands.map { $0.spec } }

  /// The subcommand a word names, if any.
  func subcommand(named word: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.spec.word == word }
  }

  /// What the positional arguments are, for shell completion.
  enum ArgumentKind: Sendable {
    case none, elements, commands, shells, properties, text
  }

  /// What the first placeholder of a usage's arguments names, optional or not: `<element>`,
  /// `[<element>]` and `<element>...` are elements, `<command>` commands, `<shell>` shells,
  /// `<property>` properties; any other placeholder is text.
  static func argumentKind(of arguments: String) -> ArgumentKind {
    guard let first = arguments.split(separator: " ").first else { return .none }
    let placeholder = first.filter { !"[]<>.".contains($0) }
    switch placeholder {
    case "element": return .elements
    case "command": return .commands
    case "shell": return .shells
    case "property": return .properties
    default: return .text
    }
  }

  /// The usage line in parts: "elements", "list", "[--by name|number|symbol|state]", ...
  var usageParts: [String] {
    var parts = ["elements", name]
    parts += options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    if !subcommands.isEmpty {
      parts.append("[" + subcommandSpecs.map { $0.word }.joined(separator: "|") + "]")
    }
    if !arguments.isEmpty { parts.append(arguments) }
    return parts
  }

  /// "elements list [--by name|number|symbol|state] [--format text|json|csv|tsv]".
  var usage: String { usageParts.joined(separator: " ") }

  func option(named name: String) -> OptionSpec? {
    options.first { $0.isNamed(name) }
  }
}
