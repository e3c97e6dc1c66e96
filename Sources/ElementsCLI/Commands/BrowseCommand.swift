import ElementsCore
import ElementsTerminal

/// `elements browse`: the full-screen browser.
struct BrowseCommand: Subcommand, Equatable {
  static let spec = CommandSpec(
    name: "browse",
    summary: "Browse the table full-screen (also: elements, with no command, on a terminal)",
    discussion: """
      Tabs Name, Number, Symbol, State and Table, like the original app, and Favorites. Enter \
      opens a tile, Space flips it, o opens its Wikipedia page, * adds or removes a favorite, \
      / searches, ? lists every key, q quits. \
      Works from 50x16 up; more room shows more.
      """,
    examples: ["elements", "elements browse --color never"])

  init(_ words: ParsedWords) {}

  func run(in context: Context) throws(CLIError) -> Printout {
    let opener = WebOpener(browserVariable: context.environment["BROWSER"], streams: .discard)
    do {
      try TerminalDriver.run(
        model: BrowserModel(table: context.table), style: context.style, opener: opener,
        favorites: Result { () throws(FavoritesError) in
          FavoritesStore(
            directory: try FavoritesStore.defaultDirectory(environment: context.environment))
        })
    } catch {
      throw .browser(error)
    }
    return .text("")
  }
}
