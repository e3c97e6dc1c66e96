import ElementsCore

/// A command line, parsed: which command, the words it takes, and the global options.
///
/// Options may come before or after the command, as `--name value` or `--name=value`; `--`
/// ends the options, also before the command (`elements -- list`). An option given before the
/// command is checked against the command once it is known, so `elements --format json list`
/// works like `elements list --format json`.
///
/// The words come as the system gave them, bytes. The value of a path option (`--data`,
/// `--output`) is kept byte for byte; every other word must be UTF-8 text, and one that is not
/// is a usage error that shows its bytes (`'caf\xE9'`), never a guess at what it meant.
struct Invocation {
  /// The command, or nil when none was given (`elements`, `elements --version`).
  var command: (any Subcommand.Type)?
  /// The options and arguments, for the command's initialiser.
  var words: ParsedWords
  /// `--data`, `--color`, `--ascii`, `--help`, `--version`.
  var global: GlobalOptions

  /// An option as typed: its name (maybe short), the value, and where it stood.
  private struct Given {
    var name: String
    var value: [UInt8]?
    /// The value was attached with "=": `--back=yes`.
    var attached: Bool
  }

  /// Parses the words after the program name, given as text.
  /// - Parameters:
  ///   - words: The command line without the program name.
  ///   - elementName: Names the element a word stands for, if any.
  /// - Throws: ``CLIError/usage(_:command:)``, as ``init(parsingBytes:elementName:)``.
  init(parsing words: [String], elementName: (String) -> String? = { _ in nil }) throws(CLIError) {
    try self.init(parsingBytes: words.map { Array($0.utf8) }, elementName: elementName)
  }

  /// Parses the words after the program name, byte for byte.
  /// - Parameters:
  ///   - words: The command line without the program name, as the system gave it.
  ///   - elementName: Names the element a word stands for, if any; used to hint
  ///     `elements show fe` when someone types `elements fe`.
  /// - Throws: ``CLIError/usage(_:command:)`` for an unknown command or option, a missing or
  ///   bad value, a word that is not UTF-8 where text is expected, or the wrong number of
  ///   arguments.
  init(parsingBytes words: [[UInt8]], elementName: (String) -> String? = { _ in nil })
    throws(CLIError)
  {
    var command: (any Subcommand.Type)?
    var spec: CommandSpec?
    var choseSubcommand = false
    var given: [Given] = []
    var arguments: [String] = []
    var onlyArguments = false
    var index = 0
    while index < words.count {
      let bytes = words[index]
      index += 1
      if !onlyArguments, bytes == Self.endOfOptions {
        onlyArguments = true
        continue
      }
      if !onlyArguments, bytes.first == UInt8(ascii: "-"), bytes.count > 1 {
        var name: String
        var value: [UInt8]?
        if bytes.starts(with: Self.endOfOptions),
          let equals = bytes.firstIndex(of: UInt8(ascii: "="))
        {
          name = try Self.text(bytes[..<equals], command: spec)
          value = Array(bytes[(equals + 1)...])
        } else {
          name = try Self.text(bytes, command: spec)
        }
        // A global option is found without making every command's spec (before a command,
        // the candidates are all of them).
        let option: OptionSpec
        if let global = GlobalOptions.specs.first(where: { $0.isNamed(name) }) {
          option = global
        } else {
          let candidates = Self.options(near: spec, choseSubcommand: choseSubcommand)
          guard let found = candidates.first(where: { $0.isNamed(name) }) else {
            throw Self.unknownOption(name, among: candidates, command: spec)
          }
          option = found
        }
        let attached = value != nil
        if option.takesValue, value == nil, index < words.count {
          value = words[index]
          index += 1
        }
        given.append(Given(name: name, value: value, attached: attached))
        continue
      }
      let word = try Self.text(bytes, command: spec)
      if let parent = spec {
        if !choseSubcommand, !parent.subcommands.isEmpty {
          guard let subcommand = parent.subcommand(named: word) else {
            throw Self.unknownSubcommand(word, of: parent, element: elementName(word))
          }
          command = subcommand
          spec = subcommand.spec
          choseSubcommand = true
        } else {
          arguments.append(word)
        }
        continue
      }
      guard let named = Commands.named(word) else {
        throw Self.unknownCommand(word, element: elementName(word))
      }
      command = named
      spec = named.spec
    }

    var parsed = ParsedWords(command: spec, arguments: arguments)
    let options = (spec?.options ?? []) + GlobalOptions.specs
    for option in given {
      guard let known = options.first(where: { $0.isNamed(option.name) }) else {
        throw Self.misplacedOption(
          option.name, value: option.value.map { SystemPath(bytes: $0).description },
          command: spec, among: options)
      }
      if !known.takesValue, option.attached, known.attachedValue == nil {
        throw .usage("option \(known.name.quotedForMessage()) takes no value", command: spec)
      }
      if known.takesValue, option.value == nil {
        throw .usage(
          "option \(known.name.quotedForMessage()) needs a value\(ParsedWords.expected(known.choices))",
          command: spec)
      }
      if known.attachedValue != nil, let value = option.value {
        parsed.set(known, attached: try Self.text(value, command: spec))
      } else if known.takesPath, let path = option.value {
        parsed.set(known, toPath: SystemPath(bytes: path))
      } else {
        parsed.set(
          known,
          to: try option.value.map { (value) throws(CLIError) in
            try Self.text(value, command: spec)
          })
      }
    }
    let global = try GlobalOptions(parsed)

    if let spec, !global.wantsHelp, !global.wantsVersion {
      if arguments.count < spec.argumentCount.lowerBound {
        let example = spec.examples.first.map { " (e.g. '\($0)')" } ?? ""
        throw .usage(
          "\(spec.name.quotedForMessage()) needs \(spec.arguments)\(example)", command: spec)
      }
      if arguments.count > spec.argumentCount.upperBound {
        let extra = arguments[spec.argumentCount.upperBound]
        throw .usage(
          "unexpected argument \(extra.quotedForMessage()) for \(spec.name.quotedForMessage())",
          command: spec)
      }
    }
    self.command = command
    self.words = parsed
    self.global = global
  }

  /// "--", which ends the options.
  private static let endOfOptions: [UInt8] = Array("--".utf8)

  /// A word as text; one that is not UTF-8 is a usage error that shows its bytes.
  private static func text(_ bytes: some Collection<UInt8>, command: CommandSpec?)
    throws(CLIError) -> String
  {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    let shown = SystemPath(bytes: bytes).description.quotedForMessage()
    throw .usage(
      "\(shown) is not UTF-8 text; only the file names of --data and --output may have other"
        + " bytes", command: command)
  }

  /// The options a word may name at this point: before the command, any command's (checked
  /// again once the command is known); after it, the command's and its subcommands'.
  private static func options(near spec: CommandSpec?, choseSubcommand: Bool) -> [OptionSpec] {
    var options = GlobalOptions.specs
    let commands =
      spec.map { choseSubcommand ? [$0] : [$0] + $0.subcommandSpecs } ?? Commands.everySpec
    for command in commands {
      for option in command.options where !options.contains(where: { $0.name == option.name }) {
        options.append(option)
      }
    }
    return options
  }

  private static func unknownOption(
    _ name: String, among options: [OptionSpec], command: CommandSpec?
  )
    -> CLIError
  {
    var message = "unknown option \(name.quotedForMessage())"
    if let command { message += " for \(command.name.quotedForMessage())" }
    let names = options.map { $0.name } + options.compactMap { $0.short }
    if name.dropFirst().allSatisfy({ $0.isNumber }) {
      message += " (after '--' it is an argument: elements \(command?.name ?? "show") -- \(name))"
    } else if let close = Spelling.suggestions(for: name, among: names).first {
      message += " (did you mean \(close.quotedForMessage())?)"
    }
    return .usage(message, command: command)
  }

  /// An option of some command given where it does not belong: before any command, or with
  /// a command that does not take it.
  private static func misplacedOption(
    _ name: String, value: String?, command: CommandSpec?, among options: [OptionSpec]
  ) -> CLIError {
    guard command == nil else { return unknownOption(name, among: options, command: command) }
    let owner = Commands.everySpec.first { $0.option(named: name) != nil }
    var message = "option \(name.quotedForMessage()) belongs to a command"
    if let owner, let option = owner.option(named: name) {
      let shown = option.takesValue ? " " + (value ?? option.valueName ?? "") : ""
      message += ": elements \(owner.name) \(option.name)\(shown)"
    }
    return .usage(message, command: nil)
  }

  private static func unknownSubcommand(_ word: String, of parent: CommandSpec, element: String?)
    -> CLIError
  {
    var message = "unknown \(parent.name.quotedForMessage()) command \(word.quotedForMessage())"
    let words = parent.subcommandSpecs.map { $0.word }
    if let element, let add = parent.subcommand(named: "add") {
      message += " (to add \(element), run 'elements \(add.spec.name) \(word)')"
    } else if let close = Spelling.suggestions(for: word, among: words).first {
      message += " (did you mean \(close.quotedForMessage())?)"
    } else {
      message += ParsedWords.expected(words)
    }
    return .usage(message, command: parent)
  }

  private static func unknownCommand(_ name: String, element: String?) -> CLIError {
    var message = "unknown command \(name.quotedForMessage())"
    let names = Commands.specs.map { $0.name }
    if let element {
      message += " (to show \(element), run 'elements show \(name)')"
    } else if let close = Spelling.suggestions(for: name, among: names).first {
      message += " (did you mean \(close.quotedForMessage())?)"
    }
    return .usage(message, command: nil)
  }
}
