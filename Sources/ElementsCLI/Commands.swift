import ElementsCore
import ElementsTerminal

/// Every subcommand, in the order help lists them.
enum Commands {
  static let elementFormats = ["text", "json"]
  static let listFormats = ["text", "json", "csv", "tsv"]

  static let list = CommandSpec(
    name: "list", aliases: ["ls"],
    summary: "List the elements, sorted by name, number, symbol or state",
    options: [
      OptionSpec(
        "--by", value: "ORDER", choices: SortOrder.allCases.map { $0.rawValue },
        help: "Sort order: name (sections A-Z), number, symbol, state (sections). Default: name"),
      OptionSpec("--letter", value: "LETTER", help: "Only elements whose name starts with LETTER"),
      OptionSpec(
        "--state", value: "STATE", choices: PhysicalState.allCases.map { $0.rawValue.lowercased() },
        help: "Only elements in this state at room temperature"),
      OptionSpec(
        "--format", short: "-f", value: "FORMAT", choices: listFormats,
        help: "Output format. Default: text"),
    ],
    examples: [
      "elements list --by state", "elements list --letter C",
      "elements list --format json | jq '.[0]'",
    ])

  static let show = CommandSpec(
    name: "show",
    summary: "Show an element's tile; --back shows the flip side with all its facts",
    arguments: "<element>...", argumentCount: 1...200,
    options: [
      OptionSpec("--back", short: "-b", help: "Show the back of the tile: every fact, with units"),
      OptionSpec("--no-reflection", help: "Leave out the reflection under the tile"),
      OptionSpec(
        "--format", short: "-f", value: "FORMAT", choices: elementFormats,
        help: "Output format. Default: text"),
    ],
    discussion: "An element is named by atomic number, symbol or name, in any case: 26, fe, Iron.",
    examples: ["elements show Fe", "elements show 79 --back", "elements show oxygen --format json"])

  static let flip = CommandSpec(
    name: "flip",
    summary: "Show the back of an element's tile (same as show --back)",
    arguments: "<element>...", argumentCount: 1...200,
    options: [
      OptionSpec(
        "--format", short: "-f", value: "FORMAT", choices: elementFormats,
        help: "Output format. Default: text")
    ],
    examples: ["elements flip Hg"])

  static let wiki = CommandSpec(
    name: "wiki",
    summary: "Print the Wikipedia address of an element",
    arguments: "<element>...", argumentCount: 1...200,
    examples: ["elements wiki mercury"])

  static let open = CommandSpec(
    name: "open",
    summary: "Open an element's Wikipedia page in a web browser",
    arguments: "<element>", argumentCount: 1...1,
    discussion: """
      Tries each command in $BROWSER (a colon-separated list; %s stands for the address, \
      otherwise it is added at the end), then xdg-open. The address is passed as one argument; \
      no shell is involved. If nothing can open it, prints the address, says why, and exits 4.
      """,
    examples: ["elements open Fe", "BROWSER=w3m elements open carbon"])

  static let search = CommandSpec(
    name: "search",
    summary: "Find elements whose name, symbol or number contains some text",
    arguments: "<text>", argumentCount: 1...1,
    options: [
      OptionSpec(
        "--scope", short: "-s", value: "SCOPE", choices: SearchScope.allCases.map { $0.rawValue },
        help: "Where to look: name, symbol, number or all. Default: all"),
      OptionSpec(
        "--format", short: "-f", value: "FORMAT", choices: listFormats,
        help: "Output format. Default: text"),
    ],
    discussion:
      "Matches anywhere, ignoring case. Exact matches come first, then matches at the start.",
    examples: ["elements search ium", "elements search 1 --scope number"])

  static let table = CommandSpec(
    name: "table",
    summary: "Draw the periodic table",
    options: [
      OptionSpec(
        "--color-by", value: "PROPERTY", choices: TableColoring.allCases.map { $0.rawValue },
        help: "What the colours show: state, category or block. Default: category"),
      OptionSpec(
        "--highlight", value: "ELEMENTS",
        help: "Mark these elements, e.g. Fe,Co,Ni (shown without colour too)"),
    ],
    examples: ["elements table", "elements table --color-by state --highlight Fe,Co,Ni"])

  static let browse = CommandSpec(
    name: "browse",
    summary: "Browse the table full-screen (also: elements, with no command, on a terminal)",
    discussion: """
      Tabs Name, Number, Symbol, State and Table, like the original app, and Favorites. Enter \
      opens a tile, Space flips it, o opens its Wikipedia page, * adds or removes a favorite, \
      / searches, ? lists every key, q quits. \
      Works from 50x16 up; more room shows more.
      """,
    examples: ["elements", "elements browse --color never"])

  static let favoritesFormats = ["text", "json", "csv", "tsv"]

  static let favoritesList = CommandSpec(
    name: "favorites list",
    summary: "List the favorites in their saved order, with their notes",
    options: [
      OptionSpec(
        "--format", short: "-f", value: "FORMAT", choices: favoritesFormats,
        help: "Output format. Default: text")
    ],
    discussion: """
      JSON and CSV carry each element's usual fields, plus position, note, known (false when \
      the data in use has no element with that number and symbol) and savedSymbol.
      """,
    examples: ["elements favorites", "elements favorites list --format json"])

  static let favoritesAdd = CommandSpec(
    name: "favorites add",
    summary: "Add elements to the end of the favorites",
    arguments: "<element>...", argumentCount: 1...200,
    discussion: "An element already there stays where it is; that is not an error.",
    examples: ["elements favorites add Fe gold 29"])

  static let favoritesRemove = CommandSpec(
    name: "favorites remove",
    summary: "Remove elements from the favorites",
    arguments: "<element>...", argumentCount: 1...200,
    discussion: """
      An element that is not a favorite is reported and skipped; that is not an error. A \
      favorite the data does not know can be removed by its number or saved symbol.
      """,
    examples: ["elements favorites remove Fe"])

  static let favoritesMove = CommandSpec(
    name: "favorites move",
    summary: "Move a favorite to another position, counting from 1",
    arguments: "<element>", argumentCount: 1...1,
    options: [
      OptionSpec("--to", value: "N", required: true, help: "The new position, from 1 to the count")
    ],
    examples: ["elements favorites move Au --to 1"])

  static let favoritesNote = CommandSpec(
    name: "favorites note",
    summary: "Set a favorite's note; an empty note clears it",
    arguments: "<element> <text>...", argumentCount: 2...200,
    discussion: "Several words are joined with spaces.",
    examples: [
      "elements favorites note Fe 'my bike is made of this'", "elements favorites note Fe ''",
    ])

  static let favoritesClear = CommandSpec(
    name: "favorites clear",
    summary: "Remove every favorite",
    options: [OptionSpec("--yes", short: "-y", help: "Do not ask for confirmation")],
    discussion: """
      Without --yes it asks on the terminal, and refuses (exit 2) when there is no terminal \
      to ask on.
      """,
    examples: ["elements favorites clear --yes"])

  static let favorites = CommandSpec(
    name: "favorites",
    summary: "Keep a list of favorite elements, with notes (list, add, remove, move, note, clear)",
    options: favoritesList.options,
    discussion: """
      With no subcommand, lists the favorites. They are kept in the file 'favorites' in \
      $ELEMENTS_HOME, else $XDG_DATA_HOME/elements, else ~/.local/share/elements: plain text, \
      one favorite a line. Changes are saved whole and atomically, under a lock, so commands \
      run at the same time lose nothing. A file that cannot be read is never changed: the \
      error names it (exit 5); move it aside to start again.
      """,
    examples: ["elements favorites add Fe Au", "elements favorites --format csv"],
    subcommands: [
      favoritesList, favoritesAdd, favoritesRemove, favoritesMove, favoritesNote,
      favoritesClear,
    ])

  static let completions = CommandSpec(
    name: "completions",
    summary: "Print a shell completion script for bash, zsh or fish",
    arguments: "<shell>", argumentCount: 1...1,
    discussion: """
      Completes commands, options and their values, and element names and symbols. \
      'make install' installs all three; to try one now: source <(elements completions bash)
      """,
    examples: [
      "elements completions bash > ~/.local/share/bash-completion/completions/elements",
      "elements completions fish > ~/.config/fish/completions/elements.fish",
    ])

  static let help = CommandSpec(
    name: "help",
    summary: "Show help for elements or for one command",
    arguments: "[<command>]", argumentCount: 0...2,
    options: [OptionSpec("--man", help: "Print the whole manual as a roff man page (elements.1)")],
    examples: [
      "elements help show", "elements help favorites add", "elements help --man | man -l -",
    ])

  static let shells = ["bash", "zsh", "fish"]

  static let all: [CommandSpec] = [
    browse, list, show, flip, wiki, open, search, table, favorites, completions, help,
  ]

  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Options every command takes.
  static let global: [OptionSpec] = [
    OptionSpec(
      "--data", value: "FILE",
      help: "Read elements from FILE (plist or JSON) instead of the built-in data"),
    OptionSpec(
      "--color", value: "WHEN", choices: ColorMode.allCases.map { $0.rawValue },
      help: "Use colour: auto (default), always or never"),
    OptionSpec("--ascii", help: "Draw with ASCII characters only"),
    OptionSpec("--help", short: "-h", help: "Show help"),
    OptionSpec("--version", short: "-V", help: "Print the version"),
  ]
}
