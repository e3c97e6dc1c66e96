import ElementsCore

/// The mouse: a click selects a tab, a list row, a favorite, a search result or a table cell;
/// a click on what is already selected (the second click of a double click) opens its tile;
/// the wheel scrolls. Where things are on screen is the view's business, so the view answers.
extension BrowserState {
  /// Lines the wheel moves a list, a tile or the help by, a notch at a time.
  static let wheelStep = 3

  /// Carries out a mouse press or a turn of the wheel.
  /// - Parameters:
  ///   - mouse: What the mouse did, and where.
  ///   - model: What is browsed.
  /// - Returns: Effects for the driver.
  mutating func click(_ mouse: MouseEvent, in model: BrowserModel) -> [BrowserEffect] {
    switch mouse.action {
    case .wheelUp, .wheelDown: wheel(up: mouse.action == .wheelUp, in: model)
    case .press(button: 0): return press(row: mouse.row, column: mouse.column, in: model)
    default: break
    }
    return []
  }

  private mutating func wheel(up: Bool, in model: BrowserModel) {
    switch mode {
    case .help:
      helpScroll = min(max(0, helpScroll + (up ? -1 : 1) * Self.wheelStep), maxHelpScroll)
    case .note: break
    case .table: _ = perform(up ? .up : .down, key: .up, in: model)
    default:
      for _ in 0..<Self.wheelStep { _ = perform(up ? .up : .down, key: .up, in: model) }
    }
  }

  /// A left click at a screen cell.
  private mutating func press(row: Int, column: Int, in model: BrowserModel) -> [BrowserEffect] {
    switch mode {
    case .help:
      isShowingHelp = false
      return []
    case .note, .tile, .formula, .decay:
      return []
    default: break
    }
    if row == 0 {
      guard let chosen = BrowserView.tab(atColumn: column, state: self) else { return [] }
      return perform(.chooseTab, key: .character(Character("\(chosen.rawValue + 1)")), in: model)
    }
    guard size.contentRowRange.contains(row) else { return [] }
    let line = row - size.contentRowRange.lowerBound
    switch mode {
    case .search:
      guard var search, line >= 2 else { return [] }
      let index = search.top + line - 2
      let count = model.table.search(search.query, scope: search.scope).count
      guard index < count else { return [] }
      if index == search.selection { return perform(.openTile, key: .enter, in: model) }
      search.selection = index
      self.search = search
    case .table:
      guard
        let cell = BrowserView.tableCell(atLine: line, column: column, state: self, model: model)
      else { return [] }
      if cell == cursor { return perform(.openTile, key: .enter, in: model) }
      cursor = cell
    case .nuclides:
      guard
        let (z, n) = BrowserView.nuclide(atLine: line, column: column, state: self, model: model)
      else { return [] }
      if z == nuclides.z, n == nuclides.n {
        return perform(.openDecayChain, key: .enter, in: model)
      }
      nuclides.z = z
      nuclides.n = n
    case .favorites:
      let index = firstRow(in: .favorites) + line
      guard index < favorites.count else { return [] }
      if index == selected(in: .favorites) { return perform(.openTile, key: .enter, in: model) }
      selection[.favorites] = index
    case .lists:
      if let letter = BrowserView.indexLetter(
        atLine: line, column: column, state: self, model: model)
      {
        jump(to: letter, in: model)
        return []
      }
      guard let list = list(for: tab, in: model) else { return [] }
      // A sorted list's first line is its header, which stays put.
      let listRow = firstRow(in: tab) + line - (sorts[tab] == nil ? 0 : 1)
      guard list.rows.indices.contains(listRow), case .element(let index) = list.rows[listRow]
      else { return [] }
      if index == selected(in: tab) { return perform(.openTile, key: .enter, in: model) }
      selection[tab] = index
    default: break
    }
    return []
  }
}
