import ElementsCore

/// A command of `elements`: its spec, its typed options, and what it does.
///
/// The parser finds the type by its ``name`` in ``Commands/all``, turns the command line
/// into ``ParsedWords``, and calls ``init(_:)``, which reads each option back as a typed value
/// (throwing usage errors that name the user's words); ``run(in:)`` then does the work and
/// returns what to print. Help, the man page and the completions read the same ``spec``.
///
/// To add a command with a typed option:
///
/// 1. If the option takes a closed set of words, make an enum conform to ``OptionValue``
///    (`init?(word:)`, `allWords`, `word`); a `String` raw-valued enum needs three lines.
/// 2. Write the command, one file in Sources/ElementsCLI/Commands, declaring each option once,
///    with its default; help shows "Default: <word>" from it:
///
/// ```swift
/// struct IsotopesCommand: Subcommand {
///   static let sort = Choice("--sort", value: "ORDER", default: IsotopeOrder.mass,
///     help: "Sort order: mass or abundance")
///   static let format = Choice("--format", short: "-f", value: "FORMAT",
///     default: OutputFormat.text, accepting: [.text, .json], help: "Output format")
///   static let name = "isotopes"
///   static let spec = CommandSpec(
///     name: name, summary: "List an element's isotopes",
///     arguments: "<element>", argumentCount: 1...1,
///     options: [sort.spec, format.spec], examples: ["elements isotopes Fe --sort abundance"])
///
///   var query: String
///   var order: IsotopeOrder
///   var format: OutputFormat
///
///   init(_ words: ParsedWords) throws(CLIError) {
///     query = words.arguments[0]
///     order = try words.value(Self.sort)
///     format = try words.value(Self.format)
///   }
///
///   func run(in context: Context) throws(CLIError) -> Printout { ... }
/// }
/// ```
///
/// 3. Add `IsotopesCommand.self` to ``Commands/all`` (a subcommand goes into its parent's
///    `spec.subcommands`), run `swift run elements help --man > elements.1`, and add tests:
///    parsing in Tests/ElementsCLITests, the output end to end in Tests/elements-cliTests.
protocol Subcommand: Sendable {
  /// The name the command line uses ("list", "favorites add"); the spec takes it from here.
  ///
  /// It stands apart from ``spec`` so that finding the command a user named makes no other
  /// command's spec: some specs list every property in their help.
  static var name: String { get }
  /// Other names for the command ("ls"); the spec takes them from here.
  static var aliases: [String] { get }
  /// The name, summary, arguments, options and examples; the one source of help.
  static var spec: CommandSpec { get }
  /// Whether the command reads the element data (`--data`, `$ELEMENTS_DATA`); `help` does not.
  static var readsData: Bool { get }
  /// Reads the typed values from the parsed command line.
  /// - Throws: ``CLIError/usage(_:command:)`` for a value the command cannot take.
  init(_ words: ParsedWords) throws(CLIError)
  /// Does the work and returns what to print on standard output.
  func run(in context: Context) throws(CLIError) -> Printout
}

extension Subcommand {
  static var aliases: [String] { [] }
  static var readsData: Bool { true }
}

/// A command line after parsing: the raw option values and the arguments, read back through
/// the typed options a command declares.
struct ParsedWords {
  /// The command, for the usage line of errors.
  var command: CommandSpec?
  /// Option values by long name; the last one given wins.
  private(set) var values: [String: String] = [:]
  /// Every value given for an option, in order, by long name (for repeatable options).
  private(set) var repeated: [String: [String]] = [:]
  /// Paths given for ``PathOption``s, byte for byte, by long name; the last one given wins.
  private(set) var paths: [String: SystemPath] = [:]
  /// Flags given, by long name.
  private(set) var flags: Set<String> = []
  /// Positional arguments, in order.
  var arguments: [String] = []

  init(command: CommandSpec?, arguments: [String] = []) {
    self.command = command
    self.arguments = arguments
  }

  mutating func set(_ option: OptionSpec, toPath path: SystemPath) {
    paths[option.name] = path
  }

  mutating func set(_ option: OptionSpec, to value: String?) {
    guard let value else {
      flags.insert(option.name)
      return
    }
    values[option.name] = value
    repeated[option.name, default: []].append(value)
  }

  /// Whether a flag was given.
  func isSet(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }

  /// A flag given with a value attached (`--stp=1atm`): set, with the value.
  mutating func set(_ option: OptionSpec, attached value: String) {
    flags.insert(option.name)
    values[option.name] = value
  }

  /// The value attached to a flag (`--stp=1atm`), if it was given with one.
  func attachedValue(_ flag: Flag) -> String? { values[flag.spec.name] }

  /// The text given for an option, if any.
  func value(_ option: TextOption) -> String? { values[option.spec.name] }

  /// Every text given for a repeatable option (`--given A=1g --given B=2g`), in order.
  func values(_ option: TextOption) -> [String] { repeated[option.spec.name] ?? [] }

  /// The path given for a path option, if any, byte for byte.
  func value(_ option: PathOption) -> SystemPath? { paths[option.spec.name] }

  /// The text given for a property option, if any.
  func value(_ option: PropertyOption) -> String? { values[option.spec.name] }

  /// Whether the user gave a choice, rather than leaving it at its default.
  func isGiven<Value: OptionValue>(_ option: Choice<Value>) -> Bool {
    values[option.spec.name] != nil
  }

  /// The value given for a choice, else its default.
  /// - Throws: ``CLIError/usage(_:command:)`` naming the word and the words it could be.
  func value<Value: OptionValue>(_ option: Choice<Value>) throws(CLIError) -> Value {
    guard let word = values[option.spec.name] else { return option.defaultValue }
    return try Self.choice(word, for: option.spec, command: command)
  }

  /// The value given for a choice without default, or nil.
  /// - Throws: ``CLIError/usage(_:command:)`` naming the word and the words it could be.
  func value<Value: OptionValue>(_ option: OptionalChoice<Value>) throws(CLIError) -> Value? {
    guard let word = values[option.spec.name] else { return nil }
    return try Self.choice(word, for: option.spec, command: command) as Value
  }

  private static func choice<Value: OptionValue>(
    _ word: String, for spec: OptionSpec, command: CommandSpec?
  ) throws(CLIError) -> Value {
    let lowered = word.lowercased()
    if spec.choices.contains(lowered), let value = Value(word: lowered) { return value }
    var message =
      "invalid value \(lowered.quotedForMessage()) for \(spec.name.quotedForMessage())\(expected(spec.choices))"
    if let close = Spelling.suggestions(for: lowered, among: spec.choices).first {
      message += "; did you mean \(close.quotedForMessage())?"
    }
    throw .usage(message, command: command)
  }

  /// " (expected a, b or c)" for the words a user could have typed; "" for none.
  static func expected(_ choices: [String]) -> String {
    choices.isEmpty ? "" : " (expected " + choices.joined(conjunction: "or") + ")"
  }
}
