import ElementsCore

/// The frame around the content: the tab bar, its rule, the status line with its key hints
/// (written from the ``KeyMap``), the words for each ``StatusMessage``, and the too-small notice.
extension BrowserView {
  static func tabBar(_ state: BrowserState, style: TerminalStyle) -> StyledLine {
    let layout = tabLayout(state, width: style.width)
    var line = StyledLine(layout.hasTitle ? [StyledRun(" elements ", .bold)] : [])
    line.append(StyledLine(layout.groups.flatMap { $0 }))
    guard let hint = layout.hint else { return fit(line.runs, style: style) }
    line.append(TextWidth.spaces(style.width - line.width - TextWidth.of(hint)))
    line.append(hint, .dim)
    return line
  }

  /// How the tab bar fits a width: the widest layout that leaves room for the key hint, so
  /// that help and quit stay reachable at every size. The title and every tab's name come
  /// first, then the tabs alone, then only the current tab's name; the hint shortens last.
  private static func tabLayout(_ state: BrowserState, width: Int)
    -> (hasTitle: Bool, groups: [[StyledRun]], hint: String?)
  {
    let title = TextWidth.of(" elements ")
    let full = tabGroups(state, short: false)
    let short = tabGroups(state, short: true)
    let layouts = [(true, full), (false, full), (false, short)]
    for hint in ["? help  q quit ", "? help q quit ", "? q "] {
      for (hasTitle, groups) in layouts {
        let used = (hasTitle ? title : 0) + StyledLine(groups.flatMap { $0 }).width
        if used + TextWidth.of(hint) + 1 <= width { return (hasTitle, groups, hint) }
      }
    }
    return (false, short, nil)
  }

  /// Each tab's spans, in order.
  private static func tabGroups(_ state: BrowserState, short: Bool) -> [[StyledRun]] {
    BrowserTab.allCases.map { tab in
      let label = "\(tab.rawValue + 1) \(tab.title)"
      if tab == state.tab {
        return [StyledRun("["), StyledRun(label, .bold + .reverse), StyledRun("]")]
      }
      return [StyledRun(short ? " \(tab.rawValue + 1) " : " \(label) ")]
    }
  }

  /// The tab drawn at a column of the tab bar, as ``tabBar(_:style:)`` lays it out.
  /// - Parameters:
  ///   - column: A screen column, from 0.
  ///   - state: The state, whose size is the screen's.
  /// - Returns: The tab, or `nil` for the title, the hints or the space between.
  static func tab(atColumn column: Int, state: BrowserState) -> BrowserTab? {
    let layout = tabLayout(state, width: state.size.columns)
    var x = layout.hasTitle ? TextWidth.of(" elements ") : 0
    for (tab, group) in zip(BrowserTab.allCases, layout.groups) {
      let groupWidth = StyledLine(group).width
      if (x..<(x + groupWidth)).contains(column) { return tab }
      x += groupWidth
    }
    return nil
  }

  static func rule(_ style: TerminalStyle) -> StyledLine {
    StyledLine(
      TextWidth.repeated(style.unicode ? "─" : "-", count: style.width), TextStyle(dim: true))
  }

  /// The lines at the bottom of the screen: a status message, whole, on as many lines as it
  /// takes (``statusMessageLines(_:size:model:style:)``); otherwise the one status line.
  static func statusLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [StyledLine]
  {
    guard state.mode != .formula, state.noteEditor == nil, let status = state.status else {
      return [statusLine(state, model: model, style: style)]
    }
    return statusMessageLines(status, size: state.size, model: model, style: style).map {
      StyledLine(" " + $0, .bold)
    }
  }

  /// How many rows at the bottom of the screen the status takes, as
  /// ``statusLines(_:model:style:)`` draws it in Unicode: where a click only dismisses a
  /// message.
  static func statusRows(_ state: BrowserState, model: BrowserModel) -> Int {
    guard state.mode != .formula, state.noteEditor == nil, let status = state.status else {
      return 1
    }
    let style = TerminalStyle(color: false, unicode: true, width: state.size.columns)
    return statusMessageLines(status, size: state.size, model: model, style: style).count
  }

  /// A status message wrapped to the screen's width less its one-column margin, a word wider
  /// than that (a long address) broken across lines, every character kept: as many lines as
  /// it takes up to half the content's rows (at least one), the last of which ends with an
  /// ellipsis when even that is too few.
  static func statusMessageLines(
    _ status: StatusMessage, size: ScreenSize, model: BrowserModel, style: TerminalStyle
  ) -> [String] {
    let room = max(1, style.width - 1)
    let lines = TextWidth.wrapped(statusText(status, model: model, style: style), to: room)
    let most = max(1, size.contentRows / 2)
    guard lines.count > most else { return lines }
    let rest = lines[(most - 1)...].joined(separator: " ")
    return lines.prefix(most - 1) + [TextWidth.truncate(rest, to: room, unicode: style.unicode)]
  }

  /// The status line under the content: a prompt being edited, or the key hints.
  static func statusLine(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> StyledLine
  {
    if state.mode == .formula { return formulaPromptLine(state, model: model, style: style) }
    if let editor = state.noteEditor {
      let symbol =
        model.table.element(number: editor.number).map { $0.symbol } ?? "\(editor.number)"
      let prompt = " Note for \(style.display(symbol)): "
      let keys = "   \(style.unicode ? "⏎" : "Enter") save  Esc cancel"
      // The end of a long note stays in view, beside the cursor.
      let room = max(1, style.width - TextWidth.of(prompt) - TextWidth.of(keys) - 1)
      let text = LineEditor.visibleEnd(
        of: Sanitizer.terminalText(editor.text), room: room, unicode: style.unicode)
      return fit(
        [
          StyledRun(prompt, .bold), StyledRun(text + (style.unicode ? "▏" : "_")),
          StyledRun(keys, .dim),
        ], style: style)
    }
    var hint = hints(state, model: model, style: style)
    if let tile = state.tile, let element = model.table.element(number: tile.number) {
      let total = tileContent(element, tile: tile, model: model, style: style).count
      let below =
        total - state.size.contentRows
        - min(max(tile.scroll, 0), max(0, total - state.size.contentRows))
      let favorite = state.isFavorite(element.atomicNumber) && style.unicode ? "★ " : ""
      hint = (below > 0 ? "\(style.unicode ? "↓" : "v") \(below) more  " : "") + favorite + hint
    }
    if let compare = state.compare, state.mode == .compare {
      let total = model.compareTexts.lines(state.marked, in: model.table, style: style).count
      let below = max(0, total - state.size.contentRows - compare.scroll)
      hint = (below > 0 ? "\(style.unicode ? "↓" : "v") \(below) more  " : "") + hint
    }
    return fit([StyledRun(" " + hint, .dim)], style: style)
  }

  /// The key hints for where the browser is: each binding with a hint in the ``KeyMap``,
  /// bindings with the same hint side by side under one ("↑↓ move").
  static func hints(_ state: BrowserState, model: BrowserModel, style: TerminalStyle) -> String {
    let mode = state.mode
    if mode == .table, let tableMode = state.tableMode {
      return markHint(state, style: style) + tableModeHints(tableMode, style: style)
    }
    var groups: [(keys: [String], hint: String)] = []
    for binding in KeyMap.bindings where binding.hintModes.contains(mode) {
      guard var hint = binding.hint else { continue }
      if binding.action == .jumpToLetter,
        state.tab != .name && state.tab != .symbol || state.sort(of: state.tab) != nil
      {
        continue
      }
      // "v compare" once there is something to compare; "r" once the list is sorted.
      if binding.action == .openCompare, state.marked.count < 2 { continue }
      if binding.action == .reverseSort, state.sort(of: state.tab) == nil { continue }
      if binding.action == .keepFormula, !state.formula.canKeep { continue }
      if binding.action == .toggleFavorite {
        if mode == .favorites {
          hint = "remove"
        } else if mode == .tile, let tile = state.tile, state.isFavorite(tile.number) {
          hint = "unfavorite"
        }
      }
      let key: String =
        switch binding.keys.first {
        case .printable?, .anyKey?, nil: ""
        case let pattern?: pattern.label(unicode: style.unicode)
        }
      if let last = groups.last, last.hint == hint {
        groups[groups.count - 1].keys.append(key)
      } else {
        groups.append(([key], hint))
      }
    }
    let prefix = markHint(state, style: style)
    func text() -> String {
      prefix
        + groups.map { group in
          let arrows = group.keys.allSatisfy { ["↑", "↓", "←", "→"].contains($0) }
          let keys = group.keys.joined(separator: arrows ? "" : "/")
          return keys.isEmpty ? group.hint : keys + " " + group.hint
        }.joined(separator: "  ")
    }
    // Too long for the line: the hints the tab bar repeats go first, then the sort's.
    var line = text()
    for spare in ["next tab", "help", "sort"] where TextWidth.of(line) + 1 > style.width {
      groups.removeAll { $0.hint == spare }
      line = text()
    }
    return line
  }

  /// "Colours show the category", or for a heatmap its property and unit.
  static func coloringText(_ coloring: TableColoring) -> String {
    if case .mastery = coloring {
      return "Colours show the mastery in the quiz: green known, red weak, grey not studied"
    }
    guard case .property(let heatmap) = coloring else {
      return "Colours show the \(coloring.name)"
    }
    let unit = heatmap.field.unit.map { " (\($0))" } ?? ""
    let scale = heatmap.logarithmic ? " on a logarithmic scale" : ""
    return "Colours show \(heatmap.field.title.lowercased())\(unit)\(scale), light high, dark low;"
      + " ? no value"
  }

  /// What a status message says.
  /// - Parameters:
  ///   - message: The message.
  ///   - model: What is browsed, to name elements.
  ///   - style: The character set; colour plays no part.
  /// - Returns: One line of text, without control characters.
  public static func statusText(_ message: StatusMessage, model: BrowserModel, style: TerminalStyle)
    -> String
  {
    var plain = style
    plain.color = false
    func label(_ favorite: Favorite) -> String {
      FavoritesRenderer.label(favorite, match: favorite.match(in: model.table), style: plain)
    }
    let text =
      switch message {
      case .noWikipediaAddress(let number):
        "No Wikipedia address for "
          + (model.table.element(number: number).map { $0.name } ?? "element \(number)")
      case .opening(let address): "Opening \(address)"
      case .opened(let address): "Opened \(address)"
      case .openFailed(let address, let reason): "Could not open \(address): \(reason)"
      case .favoriteAdded(let favorite, true): "Added \(label(favorite)) to the favorites"
      case .favoriteAdded(let favorite, false): "\(label(favorite)) is already a favorite"
      case .favoriteRemoved(let favorite, true): "Removed \(label(favorite)) from the favorites"
      case .favoriteRemoved(let favorite, false): "\(label(favorite)) is not a favorite"
      case .favoritesNotSaved(let error): "Favorites not saved: " + error.description
      case .favoritesUnreadable(let error): "Favorites: " + error.description
      case .howToAddFavorites: "Press * on an element in another tab to add it here"
      case .notInData(let number): "Element \(number) is not in the data in use"
      case .favoriteMoved(let favorite, let position, true):
        "Moved \(label(favorite)) to position \(position)"
      case .favoriteMoved(let favorite, let position, false):
        "\(label(favorite)) is already at position \(position)"
      case .noteSaved(let favorite, let note, let changed):
        note == nil
          ? (changed ? "Cleared the note of \(favorite.symbol)" : "\(favorite.symbol) has no note")
          : (changed
            ? "Saved the note of \(favorite.symbol)"
            : "The note of \(favorite.symbol) is unchanged")
      case .coloring(let coloring): Self.coloringText(coloring)
      case .tableModeLimit(let mode): Self.tableModeLimitText(mode, model: model)
      case .noDiscoveryYears: "No element in the data has a discovery year"
      case .noTableMode: Self.noTableModeText(unicode: style.unicode)
      case .logScaleUnavailable(let reason):
        reason ?? "L turns a heatmap's scale logarithmic: press c or p for a property first"
      case .masteryUnavailable(let error):
        "No mastery colours: " + error.description
      default: Self.markAndSortText(message, model: model) ?? ""
      }
    return style.display(text)
  }

  static func tooSmall(_ size: ScreenSize, style: TerminalStyle) -> [StyledLine] {
    let minimum = ScreenSize.minimum
    let times = style.unicode ? "×" : "x"
    let message = [
      "The window is too small",
      "for the periodic table.",
      "",
      "It is \(size.columns)\(times)\(size.rows);",
      "it needs \(minimum.columns)\(times)\(minimum.rows).",
      "",
      "Enlarge it, or press q to quit.",
    ]
    var lines = Array(repeating: StyledLine(), count: max(0, (size.rows - message.count) / 2))
    for text in message {
      let cut = TextWidth.truncate(text, to: size.columns, unicode: style.unicode)
      lines.append(
        StyledLine(TextWidth.spaces(max(0, (size.columns - TextWidth.of(cut)) / 2)) + cut))
    }
    return Array((lines + Array(repeating: StyledLine(), count: size.rows)).prefix(size.rows))
  }
}
