import ElementsCore
import ElementsTerminal

/// A closed set of words an option accepts, as a type: `--by name` is `SortOrder/name`.
///
/// The parser, the help text ("Default: name"), the man page and the completion scripts all
/// take the accepted words from ``allWords``, so a new case shows up everywhere at once.
protocol OptionValue: Sendable, Equatable {
  /// The value a word names (already lower-cased), or nil when it names none.
  init?(word: String)
  /// Every word the type accepts, in the order help lists them.
  static var allWords: [String] { get }
  /// The word that names this value on the command line.
  var word: String { get }
}

/// What a command prints: text for people, the others for programs.
enum OutputFormat: String, OptionValue, CaseIterable {
  /// Tiles, lists and tables for a terminal.
  case text
  /// JSON, as docs/GUIDE.md's schema describes it.
  case json
  /// Comma-separated values with a header line.
  case csv
  /// Tab-separated values with a header line.
  case tsv
  /// An SVG picture of the text view, for slides and handouts.
  case svg

  /// The formats of data: text for people, and the three for programs.
  static let data: [OutputFormat] = [.text, .json, .csv, .tsv]

  init?(word: String) { self.init(rawValue: word) }
  static let allWords = allCases.map { $0.rawValue }
  var word: String { rawValue }
}

/// A shell that `elements completions` writes a script for.
enum Shell: String, OptionValue, CaseIterable {
  /// GNU bash, with bash-completion or `source`.
  case bash
  /// zsh, from a directory on `fpath`.
  case zsh
  /// fish, from ~/.config/fish/completions.
  case fish

  init?(word: String) { self.init(rawValue: word) }
  static let allWords = allCases.map { $0.rawValue }
  var word: String { rawValue }
}

extension TileSection: OptionValue {
  // init?(word:) is TileSection's own: it also takes "sources" for the history section.
  static let allWords = allCases.map { $0.word }
  var word: String { rawValue }
}

extension SortOrder: OptionValue {
  init?(word: String) { self.init(rawValue: word) }
  static let allWords = allCases.map { $0.word }
  var word: String { rawValue }
}

extension TableLayout: OptionValue {
  init?(word: String) { self.init(rawValue: word) }
  static let allWords = allCases.map { $0.word }
  var word: String { rawValue }
}

extension SearchScope: OptionValue {
  init?(word: String) { self.init(rawValue: word) }
  static let allWords = allCases.map { $0.word }
  var word: String { rawValue }
}

extension ColorMode: OptionValue {
  init?(word: String) { self.init(rawValue: word) }
  static let allWords = allCases.map { $0.rawValue }
  var word: String { rawValue }
}

extension PhysicalState: OptionValue {
  init?(word: String) { self.init(userText: word) }
  static let allWords = allCases.map { $0.word }
  var word: String { rawValue.lowercased() }
}
