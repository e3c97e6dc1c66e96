import ElementsCore

extension BrowserState {
  /// The browser's one reducer, in the style of bubbletea's `Update(Msg) (Model, Cmd)`: an
  /// event changes the state and may ask the driver for effects, whose results come back as
  /// events. Pure: same state and event, same result; it never renders (status messages are
  /// ``StatusMessage`` values).
  /// - Parameters:
  ///   - event: What happened.
  ///   - model: What is browsed.
  /// - Returns: What the driver must do, in order; usually nothing.
  public mutating func update(_ event: BrowserEvent, in model: BrowserModel) -> [BrowserEffect] {
    switch event {
    case .key(.mouse(let mouse)):
      guard size.isUsable, mouse.action != .release, mouse.action != .drag else { return [] }
      // A click on a status message, however many rows it takes, only dismisses it.
      let onMessage =
        status != nil && mouse.action == .press(button: 0)
        && mouse.row >= size.rows - BrowserView.statusRows(self, model: model)
      status = nil
      return onMessage ? [] : click(mouse, in: model)
    case .key(let key):
      status = nil
      // The "too small" screen shows none of the state: keys there would change it unseen.
      guard size.isUsable || key == .character("q") || key == .interrupt else { return [] }
      guard let binding = KeyMap.binding(for: key, in: mode) else { return [] }
      return perform(binding.action, key: key, in: model)
    case .resized(let newSize):
      resize(to: newSize, in: model)
    case .favoritesLoaded(let result):
      favoritesLoaded(result)
    case .favoritesSaved(let change, let result, let changed):
      favoritesSaved(result, after: change, changed: changed)
    case .openerFinished(let address, let failure):
      status = failure.map { .openFailed(address, reason: $0) } ?? .opened(address)
    }
    return []
  }

  /// Carries out one action of the ``KeyMap``.
  /// - Parameters:
  ///   - action: What to do.
  ///   - key: The key that asked for it (the letter, digit or character it carries).
  ///   - model: What is browsed.
  /// - Returns: Effects for the driver.
  mutating func perform(_ action: BrowserAction, key: Key, in model: BrowserModel)
    -> [BrowserEffect]
  {
    let character: Character? = if case .character(let character) = key { character } else { nil }
    switch action {
    case .up, .down, .left, .right, .pageUp, .pageDown, .first, .last:
      move(action, in: model)
    case .openTile: openTile(in: model)
    case .jumpToLetter:
      if let character { jump(to: character, in: model) }
    case .flip:
      tile?.isFlipped.toggle()
      tile?.scroll = 0
    case .openWikipedia:
      guard let element = selectedElement(in: model) else { return [] }
      guard let address = element.wikipediaURL else {
        status = .noWikipediaAddress(elementNumber: element.atomicNumber)
        return []
      }
      status = .opening(address)
      return [.open(address)]
    case .toggleFavorite:
      return toggleFavorite(in: model).map { [$0] } ?? []
    case .nextElement: step(by: 1, in: model)
    case .previousElement: step(by: -1, in: model)
    case .back:
      // On the back, ← pages back through the sections before it closes the tile.
      if let current = tile, current.isFlipped, current.section > 0, key != .escape {
        tile?.section -= 1
        tile?.scroll = 0
      } else {
        tile = nil
      }
    case .nextSection:
      guard let current = tile else { return [] }
      if !current.isFlipped {
        tile?.isFlipped = true
        tile?.section = 0
      } else {
        tile?.section = (current.section + 1) % TileSection.allCases.count
      }
      tile?.scroll = 0
    case .typeCharacter where noteEditor != nil:
      if let character, noteEditor?.text.count ?? 0 < 200 { noteEditor?.text.append(character) }
    case .deleteCharacter where noteEditor != nil:
      if noteEditor?.text.isEmpty == false { noteEditor?.text.removeLast() }
    case .typeCharacter:
      guard let character, var search, search.query.count < 40 else { return [] }
      search.query.append(character)
      restartSearch(search)
    case .deleteCharacter:
      guard var search else { return [] }
      if !search.query.isEmpty { search.query.removeLast() }
      restartSearch(search)
    case .nextScope, .previousScope:
      guard var search else { return [] }
      let scopes = Self.searchScopes
      let here = scopes.firstIndex(of: search.scope) ?? 0
      let step = action == .nextScope ? 1 : scopes.count - 1
      search.scope = scopes[(here + step) % scopes.count]
      restartSearch(search)
    case .cancelSearch: search = nil
    case .startSearch: search = SearchState()
    case .nextColoring, .previousColoring:
      // In a temperature or year mode, `c` leaves it, back to the colours before it.
      if tableMode != nil {
        tableMode = nil
        status = .coloring(coloring)
      } else {
        cycleColoring(backwards: action == .previousColoring, in: model)
      }
    case .toggleLogScale: toggleLogScale(in: model)
    case .openPropertyPrompt: openPropertyPrompt(in: model)
    case .typeProperty, .eraseProperty, .completeProperty, .chooseProperty, .closePropertyPrompt:
      performPropertyPrompt(action, key: key, in: model)
    case .toggleTemperature, .toggleYear:
      toggleTableMode(temperature: action == .toggleTemperature, in: model)
    case .stepUp, .stepDown, .coarseStepUp, .coarseStepDown:
      stepTableMode(
        up: action == .stepUp || action == .coarseStepUp,
        coarse: action == .coarseStepUp || action == .coarseStepDown, in: model)
    case .moveFavoriteUp, .moveFavoriteDown:
      let all = favorites.favorites
      guard !all.isEmpty else { return [] }
      let index = min(selected(in: .favorites), all.count - 1)
      let target = index + (action == .moveFavoriteUp ? -1 : 1)
      guard all.indices.contains(target) else { return [] }
      return [.saveFavorite(.move(all[index], to: target + 1))]
    case .editNote:
      let all = favorites.favorites
      guard !all.isEmpty else {
        status = .howToAddFavorites
        return []
      }
      let favorite = all[min(selected(in: .favorites), all.count - 1)]
      noteEditor = NoteEditor(number: favorite.atomicNumber, text: favorite.note ?? "")
    case .saveNote:
      guard let editor = noteEditor else { return [] }
      noteEditor = nil
      guard let favorite = favorites.favorite(number: editor.number) else { return [] }
      var note = Substring(editor.text)
      while note.first == " " { note.removeFirst() }
      while note.last == " " { note.removeLast() }
      return [.saveFavorite(.setNote(favorite, note.isEmpty ? nil : String(note)))]
    case .cancelNote: noteEditor = nil
    case .nextTab, .previousTab, .chooseTab:
      let tabs = BrowserTab.allCases
      let before = tab
      // The element selected here, or, where there is none, the one selected before.
      let kept = selectedElement(in: model) ?? carried.flatMap { model.table.element(number: $0) }
      defer {
        if let kept, tab != before {
          carried = kept.atomicNumber
          select(kept, in: model)
        }
      }
      switch action {
      case .nextTab: tab = tabs[(tab.rawValue + 1) % tabs.count]
      case .previousTab: tab = tabs[(tab.rawValue + tabs.count - 1) % tabs.count]
      default:
        guard let number = character?.wholeNumberValue, tabs.indices.contains(number - 1) else {
          return []
        }
        tab = tabs[number - 1]
      }
      // Opening the Favorites tab reads them again: another program may have changed them.
      return tab == .favorites && before != .favorites ? [.loadFavorites] : []
    case .showHelp:
      isShowingHelp = true
      helpScroll = 0
    case .closeHelp: isShowingHelp = false
    case .toggleMark: toggleMark(in: model)
    case .openCompare: openCompare()
    case .scrollCompare:
      let step: BrowserAction? =
        switch key {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .home: .first
        case .end: .last
        default: nil
        }
      if let step { scrollCompare(step, in: model) }
    case .closeCompare: compare = nil
    case .clearMarks: clearMarks()
    case .nextSort, .reverseSort: changeSort(action, in: model)
    case .openFormula, .openBalance, .typeFormula, .eraseFormula, .keepFormula, .closeFormula:
      performFormula(action, key: key, in: model)
    case .zoomIn, .zoomOut, .toggleNuclideColoring, .openDecayChain, .closeDecayChain:
      performNuclides(action, in: model)
    case .redraw: return [.redrawAll]
    case .quit: isFinished = true
    }
    return []
  }

  /// After a change of tab: the same element selected in the new tab, if it is there (the
  /// table's cursor on its cell; in Favorites, if it is one).
  mutating func select(_ element: AtomicElement, in model: BrowserModel) {
    switch tab {
    case .table: cursor = element.position
    case .nuclides: selectNuclide(of: element, in: model)
    case .favorites:
      if let position = favorites.position(of: element.atomicNumber) {
        selection[.favorites] = position - 1
        scrollToFavorite()
      }
    default:
      guard let list = list(for: tab, in: model),
        let index = list.elements.firstIndex(where: { $0.atomicNumber == element.atomicNumber })
      else { return }
      selection[tab] = index
      scrollToSelection(in: tab, model: model)
    }
  }

  /// Lays the state out for a new screen size, keeping the selection visible.
  /// - Parameters:
  ///   - newSize: The new size.
  ///   - model: What is browsed.
  mutating func resize(to newSize: ScreenSize, in model: BrowserModel) {
    size = newSize
    for tab in BrowserTab.allCases where tab.sortOrder != nil {
      scrollToSelection(in: tab, model: model)
    }
    scrollToFavorite()
    if var search {
      search.top = Self.scrolled(top: search.top, showing: search.selection, height: searchRows)
      self.search = search
    }
    helpScroll = min(helpScroll, maxHelpScroll)
  }

  /// The element an element action (`o`, `*`) applies to: the open tile's, the table cursor's,
  /// or the selected one; `nil` when there is none.
  func selectedElement(in model: BrowserModel) -> AtomicElement? {
    if let tile { return model.table.element(number: tile.number) }
    switch tab {
    case .table: return model.table.element(at: cursor)
    case .nuclides: return model.table.element(number: nuclides.z)
    case .favorites:
      let all = favorites.favorites
      guard all.indices.contains(selected(in: .favorites)) else { return nil }
      return model.table.element(number: all[selected(in: .favorites)].atomicNumber)
    default:
      guard let list = list(for: tab, in: model), list.elements.indices.contains(selected(in: tab))
      else { return nil }
      return list.elements[selected(in: tab)]
    }
  }

  // MARK: Moving

  private mutating func move(_ action: BrowserAction, in model: BrowserModel) {
    switch mode {
    case .compare: scrollCompare(action, in: model)
    case .help:
      let page = max(1, size.contentRows - 1)
      let next = action == .pageUp ? helpScroll - page : helpScroll + page
      helpScroll = min(max(next, 0), maxHelpScroll)
    case .tile:
      let page = max(1, size.contentRows - 1)
      guard var open = tile else { return }
      switch action {
      case .up: open.scroll -= 1
      case .down: open.scroll += 1
      case .pageUp: open.scroll -= page
      case .pageDown: open.scroll += page
      default: open.scroll = 0
      }
      open.scroll = max(0, open.scroll)
      tile = open
    case .search:
      guard var search else { return }
      let count = model.table.search(search.query, scope: search.scope).count
      let step = action == .pageUp || action == .pageDown ? searchRows : 1
      let next =
        action == .up || action == .pageUp ? search.selection - step : search.selection + step
      search.selection = min(max(0, next), max(0, count - 1))
      search.top = Self.scrolled(top: search.top, showing: search.selection, height: searchRows)
      self.search = search
    case .table, .property: moveCursor(action, in: model)
    case .nuclides: moveNuclide(action, in: model)
    case .decay: scrollDecayChain(action, in: model)
    case .note: break
    case .formula: scrollFormula(action)
    case .favorites:
      let count = favorites.count
      guard count > 0,
        let next = moved(from: min(selected(in: .favorites), count - 1), count: count, by: action)
      else { return }
      selection[.favorites] = next
      scrollToFavorite()
    case .lists:
      guard let list = list(for: tab, in: model), !list.elements.isEmpty,
        let next = moved(from: selected(in: tab), count: list.elements.count, by: action)
      else { return }
      selection[tab] = next
      scrollToSelection(in: tab, model: model)
    }
  }

  /// The table's cursor: a cell at a time, skipping gaps; PgUp and PgDn to the top and bottom
  /// of the column; Home and End to the first and last element.
  private mutating func moveCursor(_ action: BrowserAction, in model: BrowserModel) {
    switch action {
    case .up: cursor = model.cell(from: cursor, movingBy: (-1, 0))
    case .down: cursor = model.cell(from: cursor, movingBy: (1, 0))
    case .left: cursor = model.cell(from: cursor, movingBy: (0, -1))
    case .right: cursor = model.cell(from: cursor, movingBy: (0, 1))
    case .pageUp: cursor = model.cells.first { $0.column == cursor.column } ?? cursor
    case .pageDown: cursor = model.cells.last { $0.column == cursor.column } ?? cursor
    case .first: cursor = model.table.elementsByNumber.first?.position ?? cursor
    default: cursor = model.table.elementsByNumber.last?.position ?? cursor
    }
  }

  /// Enter: the tile of the selected list element, favorite, table cell or search result.
  private mutating func openTile(in model: BrowserModel) {
    switch mode {
    case .search:
      guard let search else { return }
      let results = model.table.search(search.query, scope: search.scope)
      guard results.indices.contains(search.selection) else { return }
      tile = TileState(number: results[search.selection].atomicNumber, isFlipped: false)
    case .favorites:
      let all = favorites.favorites
      guard !all.isEmpty else { return }
      let favorite = all[min(selected(in: .favorites), all.count - 1)]
      guard model.table.element(number: favorite.atomicNumber) != nil else {
        status = .notInData(elementNumber: favorite.atomicNumber)
        return
      }
      tile = TileState(number: favorite.atomicNumber, isFlipped: false)
    default:
      guard let element = selectedElement(in: model) else { return }
      tile = TileState(number: element.atomicNumber, isFlipped: false)
    }
  }

  // MARK: Lists

  /// Where a movement takes the selection in a list of `count` entries: up and down by one,
  /// by a page, to the ends.
  /// - Returns: The new index, within the list; `nil` when the action is not a movement.
  func moved(from current: Int, count: Int, by action: BrowserAction) -> Int? {
    let page = max(1, size.contentRows - 1)
    let next: Int
    switch action {
    case .up: next = current - 1
    case .down: next = current + 1
    case .pageUp: next = current - page
    case .pageDown: next = current + page
    case .first: next = 0
    case .last: next = count - 1
    default: return nil
    }
    return min(max(next, 0), count - 1)
  }

  mutating func jump(to letter: Character, in model: BrowserModel) {
    // A list sorted by a property has no letter sections to jump to.
    guard sorts[tab] == nil else { return }
    guard let list = list(for: tab, in: model), !list.elements.isEmpty,
      let next = Self.jumpTarget(letter, tab: tab, list: list, model: model)
    else { return }
    selection[tab] = min(max(next, 0), list.elements.count - 1)
    // Like the original's section index, a jump brings the section to the top of the screen.
    scrollToSelection(in: tab, model: model, atTop: true)
  }

  /// Where typing a letter goes. On Name, to the letter's section (or the nearest one before
  /// it); on Symbol, to the first symbol with that initial or the last one before it.
  /// Lower-case letters bound to commands (``KeyMap/commandLetters(in:)``) never get here;
  /// their capitals jump.
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
    guard let list = list(for: tab, in: model), !list.elements.isEmpty else { return }
    let index = min(selected(in: tab), list.elements.count - 1)
    var row = list.rowOfElement[index]
    if row > 0, list.rows[row - 1].isHeader, atTop || firstRow(in: tab) >= row - 1 { row -= 1 }
    top[tab] = Self.firstRow(
      from: atTop ? row : firstRow(in: tab), showing: row, of: list.rows.count,
      height: listRows(in: tab))
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

  // MARK: The tile

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
    } else if let list = list(for: tab, in: model), !list.elements.isEmpty {
      let index = min(max(selected(in: tab) + offset, 0), list.elements.count - 1)
      selection[tab] = index
      scrollToSelection(in: tab, model: model)
      number = list.elements[index].atomicNumber
    }
    if let number { tile = TileState(number: number, isFlipped: flipped) }
  }

  // MARK: Search and help

  /// Result lines on screen: the content area less the search field and a blank line.
  var searchRows: Int { max(1, size.contentRows - 2) }

  /// A changed query or scope: back to the first result.
  private mutating func restartSearch(_ changed: SearchState) {
    var changed = changed
    changed.selection = 0
    changed.top = 0
    search = changed
  }

  /// How far the help scrolls before its last line is at the bottom: as laid out at this
  /// width in ASCII, whose key names are the longest (the view keeps its last page full).
  var maxHelpScroll: Int {
    let style = TerminalStyle(color: false, unicode: false, width: size.columns)
    return max(0, BrowserView.helpLayout(style: style).count - size.contentRows)
  }
}
