import ElementsCore

/// Everything that can happen to the browser: a key, a new screen size, or the result of an
/// effect the driver carried out. The driver turns what it sees into events and hands each
/// to ``BrowserState/update(_:in:)``; it never changes the state itself.
public enum BrowserEvent: Sendable, Hashable {
  /// A key was pressed.
  case key(Key)
  /// The terminal has a new size (also sent once at the start).
  case resized(ScreenSize)
  /// The favorites were read, for ``BrowserEffect/loadFavorites``: the list, or why not.
  case favoritesLoaded(Result<FavoritesList, StoreError>)
  /// A ``BrowserEffect/saveFavorite(_:)`` was carried out: the list now in the file, or why
  /// nothing was saved, and whether the save changed the file (`false` when another program
  /// had already made the same change).
  case favoritesSaved(FavoriteChange, Result<FavoritesList, StoreError>, changed: Bool)
  /// A ``BrowserEffect/open(_:)`` finished: `failure` is `nil` when a browser took the
  /// address, otherwise why every command failed.
  case openerFinished(address: String, failure: String?)
}

/// One change to the favorites, as the browser asks for it and the store carries it out.
public enum FavoriteChange: Sendable, Hashable {
  /// Add this favorite.
  case add(Favorite)
  /// Remove this favorite.
  case remove(Favorite)
  /// Move this favorite to a position, from 1 (clamped to the list).
  case move(Favorite, to: Int)
  /// Set this favorite's note; `nil` clears it.
  case setNote(Favorite, String?)

  /// The favorite changed.
  public var favorite: Favorite {
    switch self {
    case .add(let favorite), .remove(let favorite), .move(let favorite, _),
      .setNote(let favorite, _):
      favorite
    }
  }

  /// The list after the change.
  /// - Parameter list: The list before it.
  /// - Returns: The list with the favorite added (at the end) or removed.
  public func applied(to list: FavoritesList) -> FavoritesList {
    var list = list
    switch self {
    case .add(let favorite): list.add(favorite)
    case .remove(let favorite): list.remove(number: favorite.atomicNumber)
    case .move(let favorite, let position):
      _ = try? list.move(number: favorite.atomicNumber, to: min(max(1, position), list.count))
    case .setNote(let favorite, let note): list.setNote(note, number: favorite.atomicNumber)
    }
    return list
  }
}

/// Something the driver must do outside the pure state. Each that has a result reports it
/// back as a ``BrowserEvent``.
public enum BrowserEffect: Sendable, Hashable {
  /// Open this address in a web browser, without waiting for it; report
  /// ``BrowserEvent/openerFinished(address:failure:)`` when the opener is done.
  case open(String)
  /// Draw the whole screen again (Ctrl-L).
  case redrawAll
  /// Read the favorites again (the Favorites tab was opened); report
  /// ``BrowserEvent/favoritesLoaded(_:)``.
  case loadFavorites
  /// Add or remove a favorite in the saved list, keeping what other programs changed; report
  /// ``BrowserEvent/favoritesSaved(_:_:changed:)``.
  case saveFavorite(FavoriteChange)
}

/// A message for the status line, as a value: the view words it (``BrowserView/statusText(_:model:style:)``),
/// so the reducer never renders.
public enum StatusMessage: Sendable, Hashable {
  /// `o` on an element without a Wikipedia address.
  case noWikipediaAddress(elementNumber: Int)
  /// The opener has started on this address.
  case opening(String)
  /// A browser took the address.
  case opened(String)
  /// No command could open the address.
  case openFailed(String, reason: String)
  /// A favorite was added, or (`changed` false) was one already.
  case favoriteAdded(Favorite, changed: Bool)
  /// A favorite was removed, or (`changed` false) was not one.
  case favoriteRemoved(Favorite, changed: Bool)
  /// Saving a favorite failed; nothing was saved.
  case favoritesNotSaved(StoreError)
  /// The favorites could not be read.
  case favoritesUnreadable(StoreError)
  /// `*` on an empty Favorites tab.
  case howToAddFavorites
  /// A favorite's element is not in the data in use.
  case notInData(elementNumber: Int)
  /// A favorite was moved to this position, or (`changed` false) was there already.
  case favoriteMoved(Favorite, position: Int, changed: Bool)
  /// A favorite's note was saved (`nil`: cleared), or (`changed` false) was already that.
  case noteSaved(Favorite, note: String?, changed: Bool)
  /// The Table tab's colours now show this.
  case coloring(TableColoring)
  /// `m` marked an element for comparison; `count` are marked now.
  case marked(elementNumber: Int, count: Int)
  /// `m` unmarked an element; `count` are marked now.
  case unmarked(elementNumber: Int, count: Int)
  /// `m` on a fifth element: no more than `limit` are compared.
  case markLimit(elementNumber: Int, limit: Int)
  /// `v` with fewer than two elements marked.
  case compareNeedsTwo(marked: Int)
  /// `x` cleared this many marks.
  case marksCleared(count: Int)
  /// `s` or `r` sorted a list tab by this (`nil`: back to the tab's own order).
  case sorted(ListSort?, tab: BrowserTab)
  /// `r` on a list that is not sorted.
  case sortFirst
  /// A step of the temperature or year mode went past the end of its range: it stopped here.
  case tableModeLimit(TableMode)
  /// `y` with data whose elements have no discovery years.
  case noDiscoveryYears
  /// A step key (`+`, `-`, `>`, `<`) in the Table tab with neither mode on: how to start one.
  case noTableMode
  /// `L` where a heatmap's scale cannot be logarithmic: why (`nil`: no heatmap is shown).
  case logScaleUnavailable(reason: String?)
  /// `c` passed the mastery colouring by: the quiz's progress could not be read.
  case masteryUnavailable(StoreError)
}
