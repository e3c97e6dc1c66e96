import ElementsCore

/// The Favorites tab and the `*` key. The reducer only asks: `*` returns
/// ``BrowserEffect/saveFavorite(_:)``, and the driver saves and reports back with
/// ``BrowserEvent/favoritesSaved(_:_:changed:)``, so ``favorites`` is always what was last read
/// from or written to the file.
extension BrowserState {
  /// Whether an element is among the favorites.
  /// - Parameter number: An atomic number.
  /// - Returns: `true` if a favorite has that number.
  public func isFavorite(_ number: Int) -> Bool {
    favorites.position(of: number) != nil
  }

  /// Records favorites the driver has read.
  /// - Parameter result: The list, or why it could not be read; on failure the status line
  ///   says why and the Favorites tab shows it.
  mutating func favoritesLoaded(_ result: Result<FavoritesList, StoreError>) {
    switch result {
    case .success(let list):
      favorites = list
      favoritesError = nil
    case .failure(let error):
      favoritesError = error
      status = .favoritesUnreadable(error)
    }
    scrollToFavorite()
  }

  /// Records what came of saving a favorite: the list as saved, or why it was not.
  /// - Parameters:
  ///   - result: The list now in the file, or the error; on failure nothing was saved.
  ///   - change: What was asked for.
  ///   - changed: Whether the save changed the file; `false` when another program had already
  ///     added (or removed) the same favorite.
  mutating func favoritesSaved(
    _ result: Result<FavoritesList, StoreError>, after change: FavoriteChange, changed: Bool
  ) {
    switch result {
    case .success(let list):
      favorites = list
      favoritesError = nil
      status =
        switch change {
        case .add(let favorite): .favoriteAdded(favorite, changed: changed)
        case .remove(let favorite): .favoriteRemoved(favorite, changed: changed)
        case .move(let favorite, _):
          .favoriteMoved(
            favorite, position: list.position(of: favorite.atomicNumber) ?? 0, changed: changed)
        case .setNote(let favorite, let note): .noteSaved(favorite, note: note, changed: changed)
        }
      // A moved favorite stays selected.
      if case .move(let favorite, _) = change,
        let position = list.position(of: favorite.atomicNumber)
      {
        selection[.favorites] = position - 1
      }
    case .failure(let error):
      status = .favoritesNotSaved(error)
    }
    scrollToFavorite()
  }

  /// `*`: the open tile's element, the selected element of a list, the element under the
  /// table's cursor, or the selected favorite.
  mutating func toggleFavorite(in model: BrowserModel) -> BrowserEffect? {
    if let tile {
      return model.table.element(number: tile.number).map { toggleFavorite($0) }
    }
    switch tab {
    case .table:
      guard let element = model.table.element(at: cursor) else { return nil }
      return toggleFavorite(element)
    case .favorites:
      guard favorites.favorites.indices.contains(selected(in: .favorites)) else {
        status = .howToAddFavorites
        return nil
      }
      return .saveFavorite(.remove(favorites.favorites[selected(in: .favorites)]))
    default:
      guard let list = list(for: tab, in: model), list.elements.indices.contains(selected(in: tab))
      else { return nil }
      return toggleFavorite(list.elements[selected(in: tab)])
    }
  }

  /// `*` on an element: remove it if the browser shows it as a favorite, else add it.
  mutating func toggleFavorite(_ element: AtomicElement) -> BrowserEffect {
    if let saved = favorites.favorite(number: element.atomicNumber) {
      return .saveFavorite(.remove(saved))
    }
    return .saveFavorite(.add(Favorite(element)))
  }

  /// For n and p in a tile opened from the Favorites tab: the next favorite the data knows.
  /// - Returns: Its atomic number, or `nil` if there is none that way.
  mutating func stepFavorite(by offset: Int, in model: BrowserModel) -> Int? {
    let all = favorites.favorites
    var index = min(selected(in: .favorites), all.count - 1) + offset
    while all.indices.contains(index) {
      if model.table.element(number: all[index].atomicNumber) != nil {
        selection[.favorites] = index
        scrollToFavorite()
        return all[index].atomicNumber
      }
      index += offset
    }
    return nil
  }

  /// Keeps the Favorites tab's selection within the list and on screen.
  mutating func scrollToFavorite() {
    let count = favorites.count
    guard count > 0 else {
      selection[.favorites] = 0
      top[.favorites] = 0
      return
    }
    let index = min(selected(in: .favorites), count - 1)
    selection[.favorites] = index
    top[.favorites] = Self.firstRow(
      from: firstRow(in: .favorites), showing: index, of: count, height: size.contentRows)
  }
}
