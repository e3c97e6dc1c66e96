import ElementsCore

extension BrowserState {
  /// Applies one key: the browser's reducer. Pure: same state and key, same result.
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - model: What is browsed.
  /// - Returns: Something for the driver to do, if any.
  public mutating func apply(_ key: Key, in model: BrowserModel) -> BrowserEffect? {
    status = nil
    if key == .interrupt {
      isFinished = true
      return nil
    }
    if key == .redraw { return .redrawAll }
    if isShowingHelp {
      isShowingHelp = false
      if key == .character("q") { isFinished = true }
      return nil
    }
    if search != nil, tile == nil { return applySearch(key, in: model) }
    if tile != nil { return applyTile(key, in: model) }
    if key == .character("*") { return toggleFavorite(in: model) }
    let before = tab
    if applyGlobal(key) {
      // Opening the Favorites tab reads them again: another program may have changed them.
      return tab == .favorites && before != .favorites ? .loadFavorites : nil
    }
    if tab == .table {
      applyTable(key, in: model)
    } else if tab == .favorites {
      applyFavorites(key, in: model)
    } else {
      applyList(key, in: model)
    }
    return nil
  }

  /// Lays the state out for a new screen size, keeping the selection visible.
  /// - Parameters:
  ///   - newSize: The new size.
  ///   - model: What is browsed.
  public mutating func resize(to newSize: ScreenSize, in model: BrowserModel) {
    size = newSize
    for tab in BrowserTab.allCases where tab.sortOrder != nil {
      scrollToSelection(in: tab, model: model)
    }
    scrollToFavorite()
    if var search {
      search.top = Self.scrolled(top: search.top, showing: search.selection, height: searchRows)
      self.search = search
    }
  }

  // MARK: Keys that work on every tab

  private mutating func applyGlobal(_ key: Key) -> Bool {
    let tabs = BrowserTab.allCases
    switch key {
    case .tab: tab = tabs[(tab.rawValue + 1) % tabs.count]
    case .backTab: tab = tabs[(tab.rawValue + tabs.count - 1) % tabs.count]
    case .character("q"): isFinished = true
    case .character("?"): isShowingHelp = true
    case .character("/"): search = SearchState()
    case .character(let digit) where digit.isASCII && digit.isNumber:
      guard let number = digit.wholeNumberValue, (1...tabs.count).contains(number) else {
        return false
      }
      tab = tabs[number - 1]
    default: return false
    }
    return true
  }

  // MARK: Lists

  /// Where a movement key takes the selection in a list of `count` entries: up and down by one
  /// (also k and j), by a page (PgUp, PgDn), to the ends (Home or g, End).
  /// - Returns: The new index, within the list; `nil` when the key is not a movement.
  func moved(from current: Int, count: Int, by key: Key) -> Int? {
    let page = max(1, size.contentRows - 1)
    let next: Int
    switch key {
    case .up, .character("k"): next = current - 1
    case .down, .character("j"): next = current + 1
    case .pageUp: next = current - page
    case .pageDown: next = current + page
    case .home, .character("g"): next = 0
    case .end: next = count - 1
    default: return nil
    }
    return min(max(next, 0), count - 1)
  }

  private mutating func applyList(_ key: Key, in model: BrowserModel) {
    guard let list = model.list(for: tab), !list.elements.isEmpty else { return }
    let current = selected(in: tab)
    var next: Int
    var jumped = false
    if let moved = moved(from: current, count: list.elements.count, by: key) {
      next = moved
    } else {
      switch key {
      case .enter, .right, .character("l"):
        tile = TileState(number: list.elements[current].atomicNumber, isFlipped: false)
        return
      case .character(let letter) where letter.isLetter:
        guard let jump = Self.jumpTarget(letter, tab: tab, list: list, model: model) else {
          return
        }
        next = jump
        jumped = true
      default: return
      }
    }
    selection[tab] = min(max(next, 0), list.elements.count - 1)
    // Like the original's section index, a jump brings the section to the top of the screen.
    scrollToSelection(in: tab, model: model, atTop: jumped)
  }

  /// Where typing a letter goes. On Name, to the letter's section (or the nearest one before
  /// it); on Symbol, to the first symbol with that initial or the last one before it.
  /// Lower-case j, k, g, l, f, o and q are commands; their capitals jump.
  private static func jumpTarget(
    _ letter: Character, tab: BrowserTab, list: ElementList, model: BrowserModel
  ) -> Int? {
    guard let upper = letter.uppercased().first, upper.isASCII else { return nil }
    switch tab {
    case .name:
      guard let section = model.table.nameSectionIndex(forLetter: upper) else { return nil }
      return list.firstElement(ofSection: section)
    case .symbol:
      let initials = list.elements.map { $0.symbol.first ?? " " }
      return initials.firstIndex { $0 >= upper }.map { initials[$0] == upper ? $0 : max(0, $0 - 1) }
        ?? list.elements.count - 1
    default:
      return nil
    }
  }

  /// Scrolls a list so that its selection shows: as little as it takes, or with `atTop`, so
  /// that the selection's row comes first (as far as the end of the list allows). The first
  /// element of a section shows with its header.
  private mutating func scrollToSelection(
    in tab: BrowserTab, model: BrowserModel, atTop: Bool = false
  ) {
    guard let list = model.list(for: tab), !list.elements.isEmpty else { return }
    let index = min(selected(in: tab), list.elements.count - 1)
    var row = list.rowOfElement[index]
    if row > 0, list.rows[row - 1].isHeader, atTop || firstRow(in: tab) >= row - 1 { row -= 1 }
    top[tab] = Self.firstRow(
      from: atTop ? row : firstRow(in: tab), showing: row, of: list.rows.count,
      height: size.contentRows)
  }

  static func scrolled(top: Int, showing row: Int, height: Int) -> Int {
    if row < top { return row }
    if row >= top + height { return row - height + 1 }
    return top
  }

  /// The first row to show of `count` so that `row` is on a screen of `height` rows, moving
  /// from `top` as little as it takes, and never leaving blank rows below the last one.
  static func firstRow(from top: Int, showing row: Int, of count: Int, height: Int) -> Int {
    max(0, min(scrolled(top: top, showing: row, height: height), count - height))
  }

  // MARK: The table

  private mutating func applyTable(_ key: Key, in model: BrowserModel) {
    switch key {
    case .up, .character("k"): cursor = model.cell(from: cursor, movingBy: (-1, 0))
    case .down, .character("j"): cursor = model.cell(from: cursor, movingBy: (1, 0))
    case .left, .character("h"): cursor = model.cell(from: cursor, movingBy: (0, -1))
    case .right, .character("l"): cursor = model.cell(from: cursor, movingBy: (0, 1))
    case .home: cursor = model.cells.first { $0.row == cursor.row } ?? cursor
    case .end: cursor = model.cells.last { $0.row == cursor.row } ?? cursor
    case .enter:
      if let element = model.table.element(at: cursor) {
        tile = TileState(number: element.atomicNumber, isFlipped: false)
      }
    default: break
    }
  }

  // MARK: The tile

  private mutating func applyTile(_ key: Key, in model: BrowserModel) -> BrowserEffect? {
    guard let open = tile, let element = model.table.element(number: open.number) else {
      tile = nil
      return nil
    }
    switch key {
    case .escape, .backspace, .left, .character("h"):
      tile = nil
    case .character(" "), .character("f"):
      tile?.isFlipped.toggle()
      tile?.scroll = 0
    case .character("o"):
      guard let address = element.wikipediaURL else {
        status = "No Wikipedia address for \(element.name)"
        return nil
      }
      status = "Opening \(address)"
      return .open(address)
    case .up, .character("k"): tile?.scroll -= 1
    case .down, .character("j"): tile?.scroll += 1
    case .pageUp: tile?.scroll -= size.contentRows - 1
    case .pageDown: tile?.scroll += size.contentRows - 1
    case .home: tile?.scroll = 0
    case .character("p"), .character("["): step(by: -1, in: model)
    case .character("n"), .character("]"): step(by: 1, in: model)
    case .character("*"): return toggleFavorite(element)
    case .character("q"): isFinished = true
    case .character("?"): isShowingHelp = true
    default: break
    }
    return nil
  }

  /// Moves the open tile to the previous or next element of the list it was opened from.
  private mutating func step(by offset: Int, in model: BrowserModel) {
    guard let flipped = tile?.isFlipped else { return }
    var number: Int?
    if var search {
      let results = model.table.search(search.query, scope: search.scope)
      guard !results.isEmpty else { return }
      search.selection = min(max(search.selection + offset, 0), results.count - 1)
      search.top = Self.scrolled(top: search.top, showing: search.selection, height: searchRows)
      self.search = search
      number = results[search.selection].atomicNumber
    } else if tab == .table {
      let byNumber = model.table.elementsByNumber
      guard let here = byNumber.firstIndex(where: { $0.position == cursor }) else { return }
      let element = byNumber[min(max(here + offset, 0), byNumber.count - 1)]
      cursor = element.position
      number = element.atomicNumber
    } else if tab == .favorites {
      number = stepFavorite(by: offset, in: model)
    } else if let list = model.list(for: tab), !list.elements.isEmpty {
      let index = min(max(selected(in: tab) + offset, 0), list.elements.count - 1)
      selection[tab] = index
      scrollToSelection(in: tab, model: model)
      number = list.elements[index].atomicNumber
    }
    if let number { tile = TileState(number: number, isFlipped: flipped) }
  }

  // MARK: Search

  /// Result lines on screen: the content area less the search field and a blank line.
  var searchRows: Int { max(1, size.contentRows - 2) }

  private mutating func applySearch(_ key: Key, in model: BrowserModel) -> BrowserEffect? {
    guard var search else { return nil }
    let results = model.table.search(search.query, scope: search.scope)
    switch key {
    case .escape:
      self.search = nil
      return nil
    case .enter:
      guard results.indices.contains(search.selection) else { return nil }
      tile = TileState(number: results[search.selection].atomicNumber, isFlipped: false)
      return nil
    case .tab, .backTab:
      let scopes = SearchScope.allCases
      let here = scopes.firstIndex(of: search.scope) ?? 0
      let step = key == .tab ? 1 : scopes.count - 1
      search.scope = scopes[(here + step) % scopes.count]
      search.selection = 0
      search.top = 0
    case .backspace:
      if !search.query.isEmpty { search.query.removeLast() }
      search.selection = 0
      search.top = 0
    case .up: search.selection = max(0, search.selection - 1)
    case .down: search.selection = min(max(0, results.count - 1), search.selection + 1)
    case .pageUp: search.selection = max(0, search.selection - searchRows)
    case .pageDown: search.selection = min(max(0, results.count - 1), search.selection + searchRows)
    case .character(let character):
      guard search.query.count < 40 else { return nil }
      search.query.append(character)
      search.selection = 0
      search.top = 0
    default:
      return nil
    }
    search.top = Self.scrolled(top: search.top, showing: search.selection, height: searchRows)
    self.search = search
    return nil
  }
}
