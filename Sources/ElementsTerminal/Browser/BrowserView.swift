import ElementsCore

/// The browser's screen as a pure function: state plus size gives exactly `size.rows` lines,
/// none wider than `size.columns`. The driver diffs them against what is on the terminal.
public enum BrowserView {
  /// The width at which a list tab shows the selected element's tile beside the list.
  static let previewWidth = 100

  /// The screen's lines.
  /// - Parameters:
  ///   - state: What to show.
  ///   - model: What is browsed.
  ///   - style: Colour and character set; its width is the screen's.
  /// - Returns: One string per screen row, with SGR codes when colour is on.
  public static func lines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [String]
  {
    var style = style
    style.width = state.size.columns
    guard state.size.isUsable else { return tooSmall(state.size, style: style) }
    var content: [String]
    if state.isShowingHelp {
      content = help(style: style)
    } else if let tile = state.tile, let element = model.table.element(number: tile.number) {
      content = tileLines(element, tile: tile, state: state, style: style)
    } else if let search = state.search {
      content = searchLines(search, state: state, model: model, style: style)
    } else if state.tab == .table {
      content = tableLines(state, model: model, style: style)
    } else if state.tab == .favorites {
      content = favoritesLines(state, model: model, style: style)
    } else {
      content = listLines(state, model: model, style: style)
    }
    content = Array(content.prefix(state.size.contentRows))
    content += Array(repeating: "", count: state.size.contentRows - content.count)
    return [tabBar(state, style: style), rule(style)] + content + [
      statusLine(state, model: model, style: style)
    ]
  }

  // MARK: Frame

  private static func tabBar(_ state: BrowserState, style: TerminalStyle) -> String {
    var spans: [Span] = [Span(" elements ", [SGR.bold])] + tabSpans(state, short: false)
    let used = TextWidth.of(spans.plain)
    // The key hint, shortened when the tabs need the room; the status line names ? help too.
    if let help = ["? help  q quit ", "q quit "].first(where: {
      used + TextWidth.of($0) + 1 <= style.width
    }) {
      spans.append(Span(TextWidth.spaces(style.width - used - TextWidth.of(help))))
      spans.append(Span(help, [SGR.dim]))
    } else if used > style.width {
      spans.removeFirst()
      // Too narrow for every title: only the current tab keeps its title.
      if TextWidth.of(spans.plain) > style.width { spans = tabSpans(state, short: true) }
    }
    return fit(spans, style: style)
  }

  /// The tabs, the current one in brackets; `short` leaves out the other tabs' titles.
  private static func tabSpans(_ state: BrowserState, short: Bool) -> [Span] {
    var spans: [Span] = []
    for tab in BrowserTab.allCases {
      let label = "\(tab.rawValue + 1) \(tab.title)"
      if tab == state.tab {
        spans.append(Span("[", []))
        spans.append(Span(label, [SGR.bold, SGR.reverse]))
        spans.append(Span("]", []))
      } else {
        spans.append(Span(short ? " \(tab.rawValue + 1) " : " \(label) "))
      }
    }
    return spans
  }

  private static func rule(_ style: TerminalStyle) -> String {
    SGR.paint(
      String(repeating: style.unicode ? "─" : "-", count: style.width), [SGR.dim],
      enabled: style.color)
  }

  private static func statusLine(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> String
  {
    if let status = state.status {
      return fit([Span(" " + Sanitizer.terminalText(status), [SGR.bold])], style: style)
    }
    let arrows = style.unicode ? "↑↓" : "Up/Down"
    let enter = style.unicode ? "⏎" : "Enter"
    let hint: String
    if state.isShowingHelp {
      hint = "any key closes help"
    } else if let tile = state.tile, let element = model.table.element(number: tile.number) {
      let total = tileContent(element, tile: tile, style: style).count
      let below =
        total - state.size.contentRows
        - min(max(tile.scroll, 0), max(0, total - state.size.contentRows))
      let more = below > 0 ? "\(style.unicode ? "↓" : "v") \(below) more  " : ""
      let favorite = state.isFavorite(element.atomicNumber)
      hint =
        more + (favorite && style.unicode ? "★ " : "") + "Space flip  o Wikipedia  "
        + (favorite ? "* unfavorite" : "* favorite") + "  n/p next/previous  Esc back  q quit"
    } else if state.search != nil {
      hint = "type to search  Tab scope  \(arrows) select  \(enter) open  Esc cancel"
    } else if state.tab == .table {
      let all = style.unicode ? "←↑↓→" : "arrows"
      hint = "\(all)/hjkl move  \(enter) open  * favorite  / search  Tab next tab  ? help"
    } else if state.tab == .favorites {
      hint = "\(arrows) move  \(enter) open  * remove  / search  Tab next tab  ? help"
    } else if state.tab == .name {
      hint = "\(arrows) move  \(enter) open  A-Z jump  * favorite  / search  Tab next tab  ? help"
    } else {
      hint = "\(arrows) move  \(enter) open  * favorite  / search  Tab next tab  ? help"
    }
    return fit([Span(" " + hint, [SGR.dim])], style: style)
  }

  private static func tooSmall(_ size: ScreenSize, style: TerminalStyle) -> [String] {
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
    var lines = Array(repeating: "", count: max(0, (size.rows - message.count) / 2))
    for text in message {
      let cut = TextWidth.truncate(text, to: size.columns, unicode: style.unicode)
      lines.append(
        TextWidth.spaces(max(0, (size.columns - TextWidth.of(cut)) / 2)) + cut)
    }
    return Array((lines + Array(repeating: "", count: size.rows)).prefix(size.rows))
  }

  // MARK: Lists

  private static func listLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [String]
  {
    guard let list = model.list(for: state.tab), !list.elements.isEmpty else {
      return ["  (no elements)"]
    }
    let selected = min(state.selected(in: state.tab), list.elements.count - 1)
    let preview =
      style.width >= previewWidth ? previewTile(list.elements[selected], style: style) : []
    let indexWidth = state.tab == .name ? 3 : 0
    let previewWidth = preview.map(TextWidth.ofStyled).max().map { $0 + 2 } ?? 0
    var listStyle = style
    listStyle.width = style.width - indexWidth - previewWidth
    let rows = markedRowTexts(
      list.sections, rows: list.rows, elements: list.elements, state: state, style: listStyle,
      cache: (model.listTexts, state.tab))
    let selectedRow = list.rowOfElement[selected]
    let first = state.firstRow(in: state.tab)
    var lines: [String] = []
    for row in first..<min(list.rows.count, first + state.size.contentRows) {
      var line = row < rows.colored.count ? rows.colored[row] : ""
      if row == selectedRow {
        line = selectedLine(rows.plain[row], width: listStyle.width, style: style)
      } else {
        line += TextWidth.spaces(max(0, listStyle.width - TextWidth.of(rows.plain[row])))
      }
      lines.append(line)
    }
    if indexWidth > 0 {
      let index = sectionIndex(
        current: list.sectionOfElement[selected], list: list, rows: state.size.contentRows,
        style: style)
      lines = pad(lines, to: state.size.contentRows, width: listStyle.width)
      lines = zip(lines, index).map { $0 + " " + $1 + " " }
    }
    if !preview.isEmpty {
      lines = pad(lines, to: max(lines.count, preview.count), width: style.width - previewWidth)
      lines = lines.enumerated().map { offset, line in
        line + "  " + (offset < preview.count ? preview[offset] : "")
      }
    }
    return lines
  }

  /// The list's lines, coloured and plain, one per ``ListRow``.
  private static func rowTexts(_ sections: [ElementSection], style: TerminalStyle) -> (
    colored: [String], plain: [String]
  ) {
    func split(_ text: String) -> [String] {
      // Split as bytes: the text is sanitised (no raw CR to pair with LF), and splitting by
      // Characters costs several milliseconds a keystroke.
      var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      if lines.last == "" { lines.removeLast() }
      return lines
    }
    guard style.color else {
      let plain = split(ListRenderer.render(sections, style: style))
      return (plain, plain)
    }
    // ListRenderer lays out the same text with colour on or off (it measures and trims before
    // it paints), so the plain lines are the coloured ones without their SGR sequences: one
    // rendering a keystroke instead of two.
    let colored = split(ListRenderer.render(sections, style: style))
    return (colored, colored.map(SGR.stripped))
  }

  /// The list's lines as ``rowTexts(_:style:)`` makes them, two columns narrower, with a
  /// favorite's mark (★, ASCII `*`) in a column just after the widest row, so that favorites
  /// show without colour.
  /// - Parameter cache: Where a tab's sorted list keeps its rows between frames; nil for rows
  ///   that change from frame to frame, such as search results.
  private static func markedRowTexts(
    _ sections: [ElementSection], rows: [ListRow], elements: [AtomicElement],
    state: BrowserState, style: TerminalStyle, cache: (ListTextCache, BrowserTab)? = nil
  ) -> (colored: [String], plain: [String]) {
    var inner = style
    inner.width = max(1, style.width - 2)
    var texts =
      if let (store, tab) = cache {
        store.texts(for: .init(tab: tab, style: inner)) { rowTexts(sections, style: inner) }
      } else {
        rowTexts(sections, style: inner)
      }
    let marked = zip(texts.plain.indices, rows).compactMap { index, row -> Int? in
      guard case .element(let element) = row, state.isFavorite(elements[element].atomicNumber)
      else { return nil }
      return index
    }
    guard !marked.isEmpty else { return texts }  // the common case: measure nothing
    let mark = Mark.favorite(unicode: style.unicode)
    let widest = texts.plain.map(TextWidth.of).max() ?? 0
    let column = min(widest + 2, style.width - 1)
    for index in marked {
      let padding = TextWidth.spaces(max(1, column - TextWidth.of(texts.plain[index])))
      texts.plain[index] += padding + mark
      texts.colored[index] += padding + SGR.paint(mark, [SGR.bold], enabled: style.color)
    }
    return texts
  }

  /// The selected row: a pointer in its first column, and reverse video over its text when
  /// colour is on. The bar ends with the text, not at the screen's edge: moving the selection
  /// then rewrites only the two rows' text, not their trailing blanks.
  private static func selectedLine(_ plain: String, width: Int, style: TerminalStyle) -> String {
    var text = (style.unicode ? "▸" : ">") + plain.dropFirst()
    while text.last == " " { text.removeLast() }
    let padding = TextWidth.spaces(max(0, width - TextWidth.of(text)))
    return SGR.paint(text, [SGR.reverse], enabled: style.color) + padding
  }

  /// The A–Z index down the right edge. With fewer rows than letters, letters are spread over
  /// the rows; typing any letter still jumps.
  private static func sectionIndex(current: Int, list: ElementList, rows: Int, style: TerminalStyle)
    -> [String]
  {
    let currentTitle = list.sections[current].title
    let titles = Set(list.sections.map { $0.title })
    // All 26 letters when they fit; otherwise the letters that have elements, spread over the
    // rows from first to last. Typing any letter still jumps.
    var letters = PeriodicTable.indexLetters.map(String.init)
    if rows < letters.count { letters = letters.filter(titles.contains) }
    var column = Array(repeating: " ", count: rows)
    if letters.count <= rows {
      for (row, letter) in letters.enumerated() { column[row] = letter }
    } else {
      for row in 0..<rows { column[row] = letters[row * (letters.count - 1) / max(1, rows - 1)] }
    }
    return column.map { letter in
      if letter == currentTitle {
        return SGR.paint(letter, [SGR.bold, SGR.reverse], enabled: style.color)
      }
      return titles.contains(letter) || letter == " "
        ? letter : SGR.paint(letter, [SGR.dim], enabled: style.color)
    }
  }

  private static func previewTile(_ element: AtomicElement, style: TerminalStyle) -> [String] {
    TileRenderer.frontLines(element, style: style, reflection: true)
  }

  // MARK: Tile

  private static func tileLines(
    _ element: AtomicElement, tile: TileState, state: BrowserState, style: TerminalStyle
  ) -> [String] {
    let lines = tileContent(element, tile: tile, style: style)
    let rows = state.size.contentRows
    let scroll = min(max(tile.scroll, 0), max(0, lines.count - rows))
    var visible = Array(lines.dropFirst(scroll).prefix(rows))
    let width = lines.map(TextWidth.ofStyled).max() ?? 0
    let margin = TextWidth.spaces(max(0, (style.width - width) / 2))
    visible = visible.map { margin + $0 }
    if lines.count <= rows {
      let above = (rows - lines.count) / 3
      visible = Array(repeating: "", count: above) + visible
    }
    return visible
  }

  /// The tile as drawn: front with its reflection, or the back.
  static func tileContent(_ element: AtomicElement, tile: TileState, style: TerminalStyle)
    -> [String]
  {
    tile.isFlipped
      ? TileRenderer.backLines(element, style: style)
      : TileRenderer.frontLines(element, style: style, reflection: true)
  }

  // MARK: Search

  private static func searchLines(
    _ search: SearchState, state: BrowserState, model: BrowserModel, style: TerminalStyle
  ) -> [String] {
    let results = model.table.search(search.query, scope: search.scope)
    let scopes = SearchScope.allCases.map { scope in
      scope == search.scope ? "[\(scope.title)]" : scope.title
    }.joinedText(separator: " ")
    let cursor = style.unicode ? "▏" : "_"
    let field: [Span] = [
      Span(" Search: ", [SGR.bold]), Span(Sanitizer.terminalText(search.query) + cursor),
      Span("   in " + scopes + "   ", [SGR.dim]),
      Span("\(results.count) found", [SGR.dim]),
    ]
    var lines = [fit(field, style: style), ""]
    guard !results.isEmpty else { return lines + ["  No element matches."] }
    let rows = markedRowTexts(
      [ElementSection(title: "", elements: results)], rows: results.indices.map(ListRow.element),
      elements: results, state: state, style: style)
    for index in search.top..<min(results.count, search.top + state.searchRows) {
      if index == search.selection {
        lines.append(selectedLine(rows.plain[index], width: style.width, style: style))
      } else {
        lines.append(rows.colored[index])
      }
    }
    return lines
  }

  // MARK: Favorites

  /// The Favorites tab: the saved favorites in order, as `elements favorites` lists them; or
  /// how to add one; or why they could not be read.
  private static func favoritesLines(
    _ state: BrowserState, model: BrowserModel, style: TerminalStyle
  ) -> [String] {
    func paragraph(_ text: String) -> [String] {
      TextWidth.wrapped(style.display(text), to: style.width - 4).map { "  " + $0 }
    }
    if let error = state.favoritesError {
      return [""] + [fit([Span("  The favorites could not be read.", [SGR.bold])], style: style)]
        + [""] + paragraph(error.description) + [""]
        + paragraph(
          "The file is left as it is; elements will not write to it until it can be read.")
    }
    let entries = state.favorites.matches(in: model.table)
    guard !entries.isEmpty else {
      return [""] + [fit([Span("  No favorites yet.", [SGR.bold])], style: style)] + [""]
        + paragraph(
          "Press * on an element in any tab, or in its open tile, to add it here. From a shell:"
            + " elements favorites add Fe")
    }
    var plainStyle = style
    plainStyle.color = false
    let plain = FavoritesRenderer.rows(entries, style: plainStyle)
    let colored = style.color ? FavoritesRenderer.rows(entries, style: style) : plain
    let selected = min(state.selected(in: .favorites), entries.count - 1)
    let first = min(state.firstRow(in: .favorites), entries.count - 1)
    var lines: [String] = []
    for index in first..<min(entries.count, first + state.size.contentRows) {
      lines.append(
        index == selected
          ? selectedLine(plain[index], width: style.width, style: style) : colored[index])
    }
    return lines
  }

  // MARK: Table

  private static func tableLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [String]
  {
    let element = model.table.element(at: state.cursor)
    let highlighted: Set<Int> = element.map { [$0.atomicNumber] } ?? []
    var table = TableRenderer.render(
      model.table, coloring: .category, highlighted: highlighted, style: style
    )
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if table.last == "" { table.removeLast() }
    guard let element else { return table }
    let summary = summaryLines(
      element, favorite: state.isFavorite(element.atomicNumber), style: style)
    let room = state.size.contentRows - summary.count - 1
    if table.count > room { table = Array(table.prefix(room)) }
    return table + [""] + summary
  }

  /// Two lines about the element under the Table tab's cursor.
  static func summaryLines(_ element: AtomicElement, favorite: Bool = false, style: TerminalStyle)
    -> [String]
  {
    let dash = style.unknown
    let first: [Span] = [
      Span(" \(element.atomicNumber) ", [SGR.bold]),
      Span(Sanitizer.terminalText(element.symbol), [SGR.bold, SGR.foreground(element.state)]),
      Span("  " + Sanitizer.terminalText(element.name), [SGR.bold]),
      Span(favorite ? " " + Mark.favorite(unicode: style.unicode) : "", [SGR.bold]),
      Span(
        "  " + (FactText.weight(element, style: style) ?? dash) + "  " + element.state.title + "  "
          + (FactText.category(element.category) ?? dash)),
    ]
    var second =
      " Group \(element.group.map(String.init) ?? dash), period \(element.period.map(String.init) ?? dash)"
    if let configuration = FactText.configuration(element, style: style) {
      second += "  " + configuration
    }
    second += "   \(style.unicode ? "⏎" : "Enter") for the tile"
    return [fit(first, style: style), fit([Span(second, [SGR.dim])], style: style)]
  }

  // MARK: Help

  private static func help(style: TerminalStyle) -> [String] {
    let arrows = style.unicode ? "↑ ↓ ← →" : "arrows"
    let entries: [(String, String)] = [
      ("Tab, Shift-Tab, 1-6", "tabs: Name, Number, Symbol, State, Table, Favorites"),
      ("\(arrows), j k", "move; h j k l in the table"),
      ("PgUp PgDn Home End", "move by a page, to the first or last"),
      ("A-Z", "on Name, jump to a letter (capitals for J, K, G, L)"),
      ("Enter", "open the element's tile"),
      ("Space, f", "flip the tile"),
      ("o", "open the Wikipedia page in a browser"),
      ("*", "add or remove the selected or open element as a favorite"),
      ("n, p", "next or previous element, with a tile open"),
      ("Esc, Backspace, ←", "back to the list"),
      ("/", "search; Tab changes where it looks; Esc cancels"),
      ("Ctrl-L", "draw the screen again"),
      ("?", "this help"),
      ("q, Ctrl-C", "quit"),
    ]
    let keyWidth = entries.map { TextWidth.of($0.0) }.max() ?? 0
    var lines = ["", fit([Span("  Keys", [SGR.bold])], style: style), ""]
    for (keys, meaning) in entries {
      lines.append(
        fit(
          [Span("  " + TextWidth.padded(keys, to: keyWidth), [SGR.bold]), Span("  " + meaning)],
          style: style))
    }
    return lines
  }

  // MARK: Helpers

  /// Spans cut to the style's width, rendered.
  static func fit(_ spans: [Span], style: TerminalStyle) -> String {
    var remaining = style.width
    var kept: [Span] = []
    for span in spans {
      guard remaining > 0 else { break }
      let width = TextWidth.of(span.text)
      if width <= remaining {
        kept.append(span)
        remaining -= width
      } else {
        kept.append(
          Span(TextWidth.truncate(span.text, to: remaining, unicode: style.unicode), span.codes))
        remaining = 0
      }
    }
    return kept.rendered(color: style.color)
  }

  private static func pad(_ lines: [String], to count: Int, width: Int) -> [String] {
    lines
      + Array(repeating: TextWidth.spaces(width), count: max(0, count - lines.count))
  }
}
