import ElementsCore
import ElementsTerminal

/// `elements browse`: the full-screen browser.
struct BrowseCommand: Subcommand, Equatable {
  static let noMouse = Flag(
    "--no-mouse", help: "Leave the mouse to the terminal, to select text (also: ELEMENTS_MOUSE=0)")

  static let name = "browse"
  static let spec = CommandSpec(
    name: name,
    summary: "Browse the table full-screen (also: elements, with no command, on a terminal)",
    arguments: "[<element>]", argumentCount: 0...1,
    options: [noMouse.spec],
    discussion: """
      Tabs Name, Number, Symbol, State and Table, like the original app, and Favorites. Enter \
      opens a tile, Space flips it, o opens its Wikipedia page, * adds or removes a favorite, \
      / searches, ? lists every key, q quits. In the Table tab c cycles the colours (heatmaps \
      of every numeric property, and the mastery of the quiz's cards), t steps through temperatures and y through the years of \
      discovery. m marks up to four elements and v compares them side by side; s sorts a list \
      by a property; w weighs a chemical formula as you type. The mouse clicks and scrolls too. \
      Works from 50x16 up; more room shows more. Given an element, the browser opens on its \
      tile.
      """,
    examples: ["elements", "elements browse Fe", "elements browse --color never --no-mouse"])

  /// The element to open on, as the user named it.
  var query: String?
  var noMouse: Bool

  init(_ words: ParsedWords) {
    query = words.arguments.first
    noMouse = words.isSet(Self.noMouse)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let opener = WebOpener(browserVariable: context.environment["BROWSER"], streams: .discard)
    var element: AtomicElement?
    if let query { element = try context.element(query) }
    // The quiz's progress, read once for the Table tab's mastery colouring; a file that
    // cannot be read is left as it is, and the tab says why. Without a home directory there
    // is no progress, and no mastery colouring.
    let mastery = (try? FavoritesStore.defaultDirectory(environment: context.paths)).map {
      directory in
      Result { () throws(StoreError) in QuizMastery(try QuizStore(directory: directory).load()) }
    }
    do {
      try TerminalDriver.run(
        model: BrowserModel(table: context.table, mastery: mastery), style: context.style,
        opener: opener,
        favorites: Result { () throws(StoreError) in
          FavoritesStore(
            directory: try FavoritesStore.defaultDirectory(environment: context.paths))
        }, mouse: !noMouse && context.environment["ELEMENTS_MOUSE"] != "0",
        initialElement: element?.atomicNumber)
    } catch {
      throw .browser(error)
    }
    return .text("")
  }
}
