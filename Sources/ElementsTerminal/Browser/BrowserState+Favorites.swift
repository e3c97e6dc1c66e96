import ElementsCore

/// The Favorites tab and the `*` key. The reducer only asks: `*` returns
/// ``BrowserEffect/addFavorite(_:)`` or ``BrowserEffect/removeFavorite(_:)``, and the driver
/// saves and reports back through ``favoritesSaved(_:after:in:changed:)``, so ``favorites`` is always
/// what was last read from or written to the file.
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
  public mutating func favoritesLoaded(_ result: Result<FavoritesList, FavoritesError>) {
    switch result {
    case .success(let list):
      favorites = list
      favoritesError = nil
    case .failure(let error):
      favoritesError = error
      status = "Favorites: " + error.description
    }
    scrollToFavorite()
  }

  /// Records what came of saving a favorite: the list as saved, or why it was not.
  /// - Parameters:
  ///   - result: The list now in the file, or the error; on failure nothing was saved.
  ///   - effect: The ``BrowserEffect/addFavorite(_:)`` or ``BrowserEffect/removeFavorite(_:)``
  ///     that was carried out.
  ///   - model: What is browsed, to name the element.
  ///   - changed: Whether the save changed the file; `false` when another program had already
  ///     added (or removed) the same favorite.
  public mutating func favoritesSaved(
    _ result: Result<FavoritesList, FavoritesError>, after effect: BrowserEffect,
    in model: BrowserModel, changed: Bool = true
  ) {
    let favorite: Favorite
    let added: Bool
    switch effect {
    case .addFavorite(let chosen): (favorite, added) = (chosen, true)
    case .removeFavorite(let chosen): (favorite, added) = (chosen, false)
    default: return
    }
    let style = TerminalStyle(color: false, unicode: true, width: size.columns)
    let label = FavoritesRenderer.label(
      favorite, match: favorite.match(in: model.table), style: style)
    switch result {
    case .success(let list):
      favorites = list
      favoritesError = nil
      status =
        switch (added, changed) {
        case (true, true): "Added \(label) to the favorites"
        case (true, false): "\(label) is already a favorite"
        case (false, true): "Removed \(label) from the favorites"
        case (false, false): "\(label) is not a favorite"
        }
    case .failure(let error):
      status = "Favorites not saved: " + error.description
    }
    scrollToFavorite()
  }

  /// `*` outside a tile: the selected element of a list, the element under the table's
  /// cursor, or the selected favorite.
  mutating func toggleFavorite(in model: BrowserModel) -> BrowserEffect? {
    switch tab {
    case .table:
      guard let element = model.table.element(at: cursor) else { return nil }
      return toggleFavorite(element)
    case .favorites:
      guard favorites.favorites.indices.contains(selected(in: .favorites)) else {
        status = "Press * on an element in another tab to add it here"
        return nil
      }
      return .removeFavorite(favorites.favorites[selected(in: .favorites)])
    default:
      guard let list = model.list(for: tab), list.elements.indices.contains(selected(in: tab))
      else { return nil }
      return toggleFavorite(list.elements[selected(in: tab)])
    }
  }

  /// `*` on an element: remove it if the browser shows it as a favorite, else add it.
  mutating func toggleFavorite(_ element: AtomicElement) -> BrowserEffect {
    if let saved = favorites.favorite(number: element.atomicNumber) {
      return .removeFavorite(saved)
    }
    return .addFavorite(Favorite(element))
  }

  /// Keys on the Favorites tab: move, and open a favorite's tile.
  mutating func applyFavorites(_ key: Key, in model: BrowserModel) {
    let count = favorites.count
    guard count > 0 else { return }
    let current = min(selected(in: .favorites), count - 1)
    if let next = moved(from: current, count: count, by: key) {
      selection[.favorites] = next
      scrollToFavorite()
      return
    }
    switch key {
    case .enter, .right, .character("l"):
      let favorite = favorites.favorites[current]
      guard let element = model.table.element(number: favorite.atomicNumber) else {
        status = "Element \(favorite.atomicNumber) is not in the data in use"
        return
      }
      tile = TileState(number: element.atomicNumber, isFlipped: false)
    default: return
    }
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

extension BrowserEffect {
  /// For ``addFavorite(_:)`` and ``removeFavorite(_:)``: the favorite, and whether it is added.
  var favoriteChange: (favorite: Favorite, add: Bool)? {
    switch self {
    case .addFavorite(let favorite): (favorite, true)
    case .removeFavorite(let favorite): (favorite, false)
    default: nil
    }
  }
}
