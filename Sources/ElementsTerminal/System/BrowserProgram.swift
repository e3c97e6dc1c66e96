import ElementsCore

/// The browser as the driver runs it: ``BrowserState`` and its events, and the effects it asks
/// for carried out (pages opened without waiting, favorites read and saved), their results
/// handed back as events.
struct BrowserProgram: ScreenProgram {
  var state: BrowserState
  let model: BrowserModel
  let opener: WebOpener
  let favorites: Result<FavoritesStore, StoreError>
  /// Openers still running: polled, never waited for, so a browser command that does not
  /// return cannot freeze the screen.
  var launches: [WebOpener.Launch] = []
  /// Events not yet handed to the reducer.
  var events: [BrowserEvent]
  /// Whether an effect asked for the whole screen to be drawn again.
  var redrawsAll = false

  init(
    state: BrowserState, model: BrowserModel, opener: WebOpener,
    favorites: Result<FavoritesStore, StoreError>
  ) {
    self.state = state
    self.model = model
    self.opener = opener
    self.favorites = favorites
    events = [.resized(state.size), .favoritesLoaded(TerminalDriver.load(favorites))]
  }

  var isFinished: Bool { state.isFinished }
  var size: ScreenSize { state.size }
  var scrollRegion: ClosedRange<Int>? { state.size.contentRowRange }
  // While an opener runs, look at it a few times a second; otherwise sleep until input.
  var pollTimeout: Int32 { launches.isEmpty ? -1 : 100 }

  mutating func press(_ keys: [Key]) -> Bool {
    events += keys.map(BrowserEvent.key)
    drain()
    defer { redrawsAll = false }
    return redrawsAll
  }

  mutating func resize(_ size: ScreenSize) {
    events.append(.resized(size))
    drain()
  }

  mutating func poll() {
    pollLaunches()
    drain()
  }

  func lines(style: TerminalStyle) -> [StyledLine] {
    BrowserView.lines(state, model: model, style: style)
  }

  /// Hands the pending events to the reducer, one at a time, and carries out the effects it
  /// asks for; their results are events too, handled in turn.
  mutating func drain() {
    while !events.isEmpty, !state.isFinished {
      for effect in state.update(events.removeFirst(), in: model) {
        switch effect {
        case .open(let address): launches.append(opener.launch(address))
        case .redrawAll: redrawsAll = true
        case .loadFavorites: events.append(.favoritesLoaded(TerminalDriver.load(favorites)))
        case .saveFavorite(let change):
          let saved = TerminalDriver.save(change, favorites)
          events.append(
            .favoritesSaved(
              change, saved.map { $0.list }, changed: (try? saved.get().changed) ?? true))
        }
      }
    }
    events.removeAll()
  }

  /// Reports the openers that have finished.
  mutating func pollLaunches() {
    var running: [WebOpener.Launch] = []
    for var launch in launches {
      switch launch.poll() {
      case .running: running.append(launch)
      case .opened: events.append(.openerFinished(address: launch.address, failure: nil))
      case .failed(let reason):
        events.append(.openerFinished(address: launch.address, failure: reason))
      }
    }
    launches = running
  }
}
