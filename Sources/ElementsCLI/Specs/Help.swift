/// The help texts, made from the command specs so they cannot drift from what the parser takes,
/// and wrapped at word boundaries to the width of the terminal. Examples too long for a line are
/// broken between shell words with a backslash at each line's end; a word longer than the width
/// (an address, a quoted equation) is never broken.
enum Help {
  /// The overview: `elements --help` and `elements help`.
  /// - Parameter width: The columns to fit.
  static func overview(width: Int) -> String {
    var text = wrap("elements \(CLI.version): the periodic table in your terminal", width: width)
    text +=
      "\n" + wrap(["Usage:", "elements", "[options]", "<command>", "[arguments]"], width: width)
    text += "\nCommands:\n"
    text += table(Commands.specs.map { ($0.name, $0.summary) }, width: width)
    text += "\nOptions (for every command):\n" + optionLines(GlobalOptions.specs, width: width)
    text += "\n" + wrap(naming, width: width)
    text += "\nEnvironment:\n" + table(environment, width: width)
    text += "\nExit status:\n"
    text += table(exitStatuses.map { (String($0.status), $0.meaning) }, width: width)
    text += "\n" + wrap("Run 'elements help <command>' for more about a command.", width: width)
    return text
  }

  /// How elements are named; in the overview and the manual.
  static let naming = """
    Elements are named by atomic number, symbol or name, in any case: 26, fe, Iron. \
    Other spellings (Aluminum, Cesium, Sulphur) and IUPAC's old placeholder names \
    (Ununoctium, Uuo) work too.
    """

  /// The environment variables the program reads; in the overview and the manual.
  static let environment: [(String, String)] = [
    ("ELEMENTS_DATA", "A data file to use instead of the built-in data (like --data)"),
    ("NO_COLOR", "If set and not empty, no colour (unless --color always)"),
    ("CLICOLOR_FORCE", "If set and not 0, colour even when output is not a terminal"),
    ("COLUMNS", "The width to fit, instead of the terminal's"),
    ("LINES", "The height of 'elements plot' on a terminal, instead of the terminal's"),
    ("COLORTERM", "truecolor or 24bit: 24-bit colour; set at all: 256 colours (else by TERM)"),
    ("BROWSER", "Browsers for 'elements open', separated by ':'; %s is the address"),
    ("LANG, LC_ALL, LC_CTYPE", "Without UTF-8, output is plain ASCII"),
    ("ELEMENTS_HOME", "The directory for the favorites file, instead of the one below"),
    ("XDG_DATA_HOME", "Favorites go in $XDG_DATA_HOME/elements (else ~/.local/share/elements)"),
    ("ELEMENTS_MOUSE", "0: the browser leaves the mouse to the terminal (like --no-mouse)"),
  ]

  /// Every exit status and its meaning; in the overview, the manual and docs/GUIDE.md.
  static let exitStatuses: [(status: Int32, meaning: String)] = [
    (0, "success"),
    (
      1,
      "no element matches, nothing was found, no terminal for the browser, or an equation "
        + "cannot be balanced"
    ),
    (
      2,
      "usage error: unknown command or option, missing or bad value, a bad formula or "
        + "equation, an ion that cannot be, or data without the isotopes a command needs"
    ),
    (3, "the data file cannot be read or is invalid"),
    (4, "no browser could open the page"),
    (
      5,
      "the favorites or quiz progress file cannot be read, is invalid, or cannot be saved (it is left as it was)"
    ),
    (6, "the output cannot be written (a full disk, a closed descriptor)"),
    (7, "an equation has more than one independent balance: a basis is listed; choose with --fix"),
  ]

  /// Help for one command: `elements help list`, `elements list --help`.
  /// - Parameters:
  ///   - command: The command's spec.
  ///   - width: The columns to fit.
  ///   - unicode: Whether the terminal shows more than ASCII; without, the characters of the
  ///     preformatted text outside ASCII are written as code points ("<U+2082>").
  static func text(for command: CommandSpec, width: Int, unicode: Bool = true) -> String {
    var text = wrap(command.summary + ".", width: width) + "\n"
    text += wrap(["Usage:"] + command.usageParts, width: width, indent: 4)
    if !command.aliases.isEmpty {
      text += wrap(["Alias:"] + command.aliases.map { "elements \($0)" }, width: width, indent: 4)
    }
    if !command.subcommands.isEmpty {
      text += "\nCommands:\n"
      text += table(command.subcommandSpecs.map { ($0.word, $0.summary) }, width: width)
      text += wrap(
        "Run 'elements help \(command.name) <command>' for more about one.", width: width)
    }
    if !command.options.isEmpty {
      text += "\nOptions:\n" + optionLines(command.options, width: width)
    }
    for paragraph in command.discussion.split(separator: "\n") {
      text += "\n" + wrap(String(paragraph), width: width)
    }
    if !command.preformatted.isEmpty {
      let shown = unicode ? command.preformatted : codePoints(command.preformatted)
      text += "\n" + preformatted(shown, width: width)
    }
    if !command.examples.isEmpty {
      text +=
        "\nExamples:\n"
        + command.examples.map { example($0, width: width, options: command.options) }.joined()
    }
    let global = GlobalOptions.specs.map { $0.synopsis }
    let listed = global.dropLast().map { $0 + "," } + global.suffix(1)
    text += "\n" + wrap(["Global", "options:"] + listed, width: width, indent: 4)
    return text
  }

  /// An example command, indented two columns; one too long for the width is broken between
  /// its shell words into lines that end in a backslash, so that it still pastes into a shell
  /// as one command, the lines after the first indented six columns. An option that takes a
  /// value stays on the line of its value when the two fit a line. A shell word too long for any line (a quoted
  /// equation) stands alone, whole.
  /// - Parameters:
  ///   - command: The example.
  ///   - width: The columns to fit.
  ///   - options: The command's options, which say which take a value.
  static func example(_ command: String, width: Int, options: [OptionSpec] = []) -> String {
    var units: [String] = []
    var takesValue = false
    for word in shellWords(command) {
      // Together when they fit a continued line: six columns in, " \\" after.
      if takesValue, let option = units.last, option.count + 1 + word.count <= width - 8 {
        units[units.count - 1] = option + " " + word
        takesValue = false
        continue
      }
      units.append(word)
      let option = (options + GlobalOptions.specs).first { $0.isNamed(word) }
      takesValue = option?.valueName != nil
    }
    var lines: [String] = []
    var line = "  "
    var lineHasWord = false
    for word in units {
      // Room for the word and, unless it is the last, the " \" that continues the line.
      if lineHasWord, line.count + 1 + word.count + 2 > width {
        lines.append(line + " \\")
        line = "      "
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
    return lines.map { $0 + "\n" }.joined()
  }

  /// The words of a command line as a shell splits it: at spaces outside quotes, the quotes
  /// kept ("elements", "balance", "'Fe + O2 -> Fe2O3'").
  static func shellWords(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    for character in command {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == " " {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// The text with each character outside ASCII as its code point: "H<U+2082>O".
  static func codePoints(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
      }
    }
    return out
  }

  /// Lines as written, each with its indent; a line too long for the width wraps under itself,
  /// two columns further in.
  static func preformatted(_ text: String, width: Int) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { line in
      let indent = line.prefix { $0 == " " }.count
      let words = line.split(separator: " ").map(String.init)
      guard !words.isEmpty else { return "\n" }
      return wrap(
        words, width: width, indent: indent + 2, first: String(repeating: " ", count: indent))
    }.joined()
  }

  /// Rows of a name and a text: the names in a column, the texts wrapped beside them.
  private static func table(_ rows: [(String, String)], width: Int) -> String {
    let column = rows.map(\.0.count).max() ?? 0
    return rows.map { row(label: $0.0, column: column, text: $0.1, width: width) }.joined()
  }

  private static func optionLines(_ options: [OptionSpec], width: Int) -> String {
    let labels = options.map { option in
      (option.short.map { "\($0), " } ?? "    ") + option.name
        + (option.valueName.map { " \($0)" } ?? "")
        + (option.attachedValue.map { "[=\($0)]" } ?? "")
    }
    let column = labels.map { $0.count }.max() ?? 0
    return zip(labels, options).map { label, option in
      row(label: label, column: column, text: option.help, width: width)
    }.joined()
  }

  /// "  label   text that wraps under itself"; when the column leaves too little room, the
  /// text goes on the lines below, indented.
  private static func row(label: String, column: Int, text: String, width: Int) -> String {
    let indent = 2 + column + 2
    let words = text.split(separator: " ").map(String.init)
    if width - indent >= 24 {
      let first = "  " + label + String(repeating: " ", count: column - label.count + 2)
      return wrap(words, width: width, indent: indent, first: first)
    }
    return "  " + label + "\n" + wrap(words, width: width, indent: 6, first: "      ")
  }

  /// A paragraph, wrapped at spaces.
  static func wrap(_ paragraph: String, width: Int) -> String {
    wrap(paragraph.split(separator: " ").map(String.init), width: width)
  }

  /// Words filled into lines of at most `width` columns; the lines after the first are
  /// indented. A word too long for any line stands alone, whole.
  static func wrap(_ words: [String], width: Int, indent: Int = 0, first: String = "") -> String {
    var text = ""
    var line = first
    var lineWidth = first.count
    var lineHasWord = false
    let margin = String(repeating: " ", count: indent)
    for word in words {
      let wordWidth = word.count
      if lineHasWord, lineWidth + 1 + wordWidth > width {
        text += line + "\n"
        line = margin
        lineWidth = indent
        lineHasWord = false
      }
      if lineHasWord {
        line += " "
        lineWidth += 1
      }
      line += word
      lineWidth += wordWidth
      lineHasWord = true
    }
    return text + line + "\n"
  }
}
