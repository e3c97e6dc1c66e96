import ElementsCore
import ElementsTerminal

/// A command line, parsed: which command, its options and arguments, and the global options.
struct Invocation {
  /// The command, or nil when none was given (`elements`, `elements --version`).
  var command: CommandSpec?
  /// Options with values, by long name ("--by": "state"). The last one given wins.
  var values: [String: String] = [:]
  /// Flags given, by long name ("--back").
  var flags: Set<String> = []
  /// Positional arguments.
  var arguments: [String] = []

  var dataFile: String? { values["--data"] }
  var colorMode: ColorMode { values["--color"].flatMap(ColorMode.init(rawValue:)) ?? .auto }
  var wantsHelp: Bool { flags.contains("--help") }
  var wantsVersion: Bool { flags.contains("--version") }
  var asciiOnly: Bool { flags.contains("--ascii") }

  /// Parses the words after the program name.
  /// - Throws: ``CLIError/usage(_:command:)`` for an unknown command or option, a missing or
  ///   bad value, or the wrong number of arguments.
  /// - Parameters:
  ///   - words: The command line without the program name.
  ///   - elementName: Names the element a word stands for, if any; used to hint
  ///     `elements show fe` when someone types `elements fe`.
  init(parsing words: [String], elementName: (String) -> String? = { _ in nil }) throws(CLIError) {
    // The command is the first word that is neither an option nor a global option's value.
    var commandIndex: Int?
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--" { break }
      if word.hasPrefix("-"), word.count > 1 {
        if let option = Self.option(word, in: Commands.global), option.valueName != nil,
          !word.contains("=")
        {
          index += 1
        }
      } else {
        commandIndex = index
        break
      }
      index += 1
    }
    if let commandIndex {
      let name = words[commandIndex]
      guard let command = Commands.named(name) else {
        throw Self.unknownCommand(name, element: elementName(name))
      }
      self.command = command
    }
    // A command with subcommands (`favorites add`): the next word that is not an option or an
    // option's value names one; with no such word, the command itself runs.
    var subcommandIndex: Int?
    if let commandIndex, let parent = command, !parent.subcommands.isEmpty {
      let parentOptions = parent.options + Commands.global
      var index = commandIndex + 1
      while index < words.count {
        let word = words[index]
        if word == "--" { break }
        if word.hasPrefix("-"), word.count > 1 {
          if let option = Self.option(word, in: parentOptions), option.valueName != nil {
            index += 1
          }
        } else {
          guard let subcommand = parent.subcommand(named: word) else {
            throw Self.unknownSubcommand(word, of: parent, element: elementName(word))
          }
          self.command = subcommand
          subcommandIndex = index
          break
        }
        index += 1
      }
    }
    let options = (command?.options ?? []) + Commands.global

    var onlyArguments = false
    var position = 0
    while position < words.count {
      defer { position += 1 }
      let word = words[position]
      if position == commandIndex || position == subcommandIndex { continue }
      if onlyArguments || !word.hasPrefix("-") || word == "-" {
        arguments.append(word)
        continue
      }
      if word == "--" {
        onlyArguments = true
        continue
      }
      var name = word
      var attached: String?
      if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
        name = String(word[..<equals])
        attached = String(word[word.index(after: equals)...])
      }
      guard let option = Self.option(name, in: options) else {
        throw unknownOption(name, options: options)
      }
      guard option.valueName != nil else {
        if attached != nil { throw usage("option '\(option.name)' takes no value") }
        flags.insert(option.name)
        continue
      }
      var value: String
      if let attached {
        value = attached
      } else if position + 1 < words.count, position + 1 != commandIndex,
        position + 1 != subcommandIndex
      {
        position += 1
        value = words[position]
      } else {
        throw usage("option '\(option.name)' needs a value\(Self.expected(option))")
      }
      if !option.choices.isEmpty {
        value = value.lowercased()
        guard option.choices.contains(value) else {
          var message = "invalid value '\(value)' for '\(option.name)'\(Self.expected(option))"
          if let close = Spelling.suggestions(for: value, among: option.choices).first {
            message += "; did you mean '\(close)'?"
          }
          throw usage(message)
        }
      }
      values[option.name] = value
    }

    if let command, !wantsHelp, !wantsVersion {
      if arguments.count < command.argumentCount.lowerBound {
        let example = command.examples.first.map { " (e.g. '\($0)')" } ?? ""
        throw usage("'\(command.name)' needs \(command.arguments)\(example)")
      }
      if arguments.count > command.argumentCount.upperBound {
        let extra = arguments[command.argumentCount.upperBound]
        throw usage("unexpected argument '\(extra)' for '\(command.name)'")
      }
    } else if command == nil, let stray = arguments.first, !wantsHelp, !wantsVersion {
      throw Self.unknownCommand(stray, element: elementName(stray))
    }
  }

  private static func option(_ name: String, in options: [OptionSpec]) -> OptionSpec? {
    options.first { $0.name == name || $0.short == name }
  }

  private static func expected(_ option: OptionSpec) -> String {
    expected(option.choices)
  }

  /// " (expected a, b or c)" for the words a user could have typed; "" for none.
  private static func expected(_ choices: [String]) -> String {
    guard let last = choices.last else { return "" }
    guard choices.count > 1 else { return " (expected \(last))" }
    return " (expected " + choices.dropLast().joined(separator: ", ") + " or " + last + ")"
  }

  private func usage(_ message: String) -> CLIError {
    .usage(message, command: command)
  }

  private func unknownOption(_ name: String, options: [OptionSpec]) -> CLIError {
    var message = "unknown option '\(name)'"
    if let command { message += " for '\(command.name)'" }
    let names = options.map(\.name) + options.compactMap(\.short)
    if let close = Spelling.suggestions(for: name, among: names).first {
      message += " (did you mean '\(close)'?)"
    } else if command == nil,
      let owner = Commands.all.first(where: { $0.option(named: name) != nil })
    {
      message += " (it belongs to 'elements \(owner.name)')"
    }
    return usage(message)
  }

  private static func unknownSubcommand(_ word: String, of parent: CommandSpec, element: String?)
    -> CLIError
  {
    var message = "unknown '\(parent.name)' command '\(word)'"
    let words = parent.subcommands.map(\.word)
    if let element, let add = parent.subcommand(named: "add") {
      message += " (to add \(element), run 'elements \(add.name) \(word)')"
    } else if let close = Spelling.suggestions(for: word, among: words).first {
      message += " (did you mean '\(close)'?)"
    } else {
      message += expected(words)
    }
    return .usage(message, command: parent)
  }

  private static func unknownCommand(_ name: String, element: String?) -> CLIError {
    var message = "unknown command '\(name)'"
    let names = Commands.all.map(\.name)
    if let element {
      message += " (to show \(element), run 'elements show \(name)')"
    } else if let close = Spelling.suggestions(for: name, among: names).first {
      message += " (did you mean '\(close)'?)"
    }
    return .usage(message, command: nil)
  }
}
