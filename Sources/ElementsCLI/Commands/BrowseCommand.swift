import ElementsCore
import ElementsTerminal

/// `elements browse`: the full-screen browser.
enum BrowseCommand {
  static func run(in context: Context) throws(CLIError) -> String {
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
    return ""
  }
}
