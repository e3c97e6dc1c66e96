import ElementsCore

/// The Name, Number, Symbol and State tabs: the list as `elements list` shows it, with the
/// selection bar, favorite and compare marks, the A–Z index on Name, and a tile preview on
/// wide screens. A list sorted by a property (`s`) is one section headed by what it is sorted
/// by (a line that stays as the rows scroll), each row showing the value, as
/// `elements list --sort` does; the A–Z index is hidden then, since the list has no letter
/// sections.
extension BrowserView {
  static func listLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [StyledLine]
  {
    guard let list = state.list(for: state.tab, in: model), !list.elements.isEmpty else {
      return ["  (no elements)"]
    }
    let selected = min(state.selected(in: state.tab), list.elements.count - 1)
    let sort = state.sort(of: state.tab)
    let indexWidth = state.tab == .name && sort == nil ? 3 : 0
    // On a wide screen the list keeps a fixed width (so its laid-out rows are made once) and
    // the selected element's tile and facts fill the rest, as on the original's iPad.
    let listColumns = style.width >= previewWidth ? detailListWidth : style.width - indexWidth
    let preview =
      style.width >= previewWidth
      ? detailLines(
        list.elements[selected], width: style.width - indexWidth - listColumns - 2,
        rows: state.size.contentRows, model: model, style: style) : []
    let previewWidth = preview.isEmpty ? 0 : style.width - indexWidth - listColumns
    var listStyle = style
    listStyle.width = listColumns
    let rows = markedRowTexts(
      list.sections, rows: list.rows, elements: list.elements, state: state, style: listStyle,
      cache: (model.listTexts, state.tab), sort: sort.map { ($0, model.table) })
    let selectedRow = list.rowOfElement[selected]
    let first = state.firstRow(in: state.tab)
    // A sorted list's header says what it is sorted by, and stays as the rows scroll.
    var lines: [StyledLine] =
      sort.map { sort in
        var header = fit([StyledRun(sort.title, .bold)], style: listStyle)
        header.append(TextWidth.spaces(max(0, listStyle.width - header.width)))
        return [header]
      } ?? []
    for row in first..<min(list.rows.count, first + state.listRows(in: state.tab)) {
      var line = row < rows.styled.count ? rows.styled[row] : StyledLine()
      if row == selectedRow {
        line = selectedLine(rows.plain[row], width: listStyle.width, style: style)
      } else {
        line.append(TextWidth.spaces(max(0, listStyle.width - TextWidth.of(rows.plain[row]))))
      }
      lines.append(line)
    }
    if indexWidth > 0 {
      let index = sectionIndex(
        current: list.sectionOfElement[selected], list: list, rows: state.size.contentRows,
        unicode: style.unicode)
      lines = pad(lines, to: state.size.contentRows, width: listStyle.width)
      lines = zip(lines, index).map { $0 + " " + $1 }
    }
    if !preview.isEmpty {
      lines = pad(lines, to: max(lines.count, preview.count), width: style.width - previewWidth)
      lines = lines.enumerated().map { offset, line in
        line + "  " + (offset < preview.count ? preview[offset] : StyledLine())
      }
    }
    return lines
  }

  /// The list's lines, styled and plain, one per ``ListRow``, as ``ListRenderer`` draws them.
  /// - Parameter sort: The property the list is sorted by, and the table, for a value column.
  static func rowTexts(
    _ sections: [ElementSection], style: TerminalStyle, sort: (ListSort, PeriodicTable)? = nil
  ) -> ListTextCache.Texts {
    let styled =
      if let (sort, table) = sort {
        ListRenderer.render(sections, showing: sort.field, in: table, style: style).lines
      } else {
        ListRenderer.render(sections, style: style).lines
      }
    return (styled, styled.map { $0.plain })
  }

  /// The list's lines as ``rowTexts(_:style:sort:)`` makes them, two columns narrower (six
  /// while elements are marked for comparison), with a favorite's mark (★, ASCII `*`) in a
  /// column just after the widest row and a compared element's place ("[1]" to "[4]", the
  /// order of the comparison's columns) two columns after that, so that both show without
  /// colour.
  /// - Parameters:
  ///   - cache: Where a tab's list keeps its rows between frames; nil for rows that change
  ///     from frame to frame, such as search results.
  ///   - sort: The property the list is sorted by, and the table, for a value column.
  static func markedRowTexts(
    _ sections: [ElementSection], rows: [ListRow], elements: [AtomicElement],
    state: BrowserState, style: TerminalStyle, cache: (ListTextCache, BrowserTab)? = nil,
    sort: (ListSort, PeriodicTable)? = nil
  ) -> ListTextCache.Texts {
    var inner = style
    inner.width = max(1, style.width - (state.marked.isEmpty ? 2 : 6))
    var texts =
      if let (store, tab) = cache {
        store.texts(for: .init(tab: tab, style: inner, sort: sort?.0)) {
          rowTexts(sections, style: inner, sort: sort)
        }
      } else {
        rowTexts(sections, style: inner, sort: sort)
      }
    let marked = zip(texts.plain.indices, rows).compactMap {
      index, row -> (row: Int, favorite: Bool, place: Int?)? in
      guard case .element(let element) = row else { return nil }
      let number = elements[element].atomicNumber
      let favorite = state.isFavorite(number)
      let place = state.marked.firstIndex(of: number)
      guard favorite || place != nil else { return nil }
      return (index, favorite, place)
    }
    guard !marked.isEmpty else { return texts }  // the common case: measure nothing
    let star = Mark.favorite(unicode: style.unicode)
    let widest = texts.plain.map(TextWidth.of).max() ?? 0
    let column = min(widest + 2, style.width - 1)
    for (index, favorite, place) in marked {
      var padding = TextWidth.spaces(max(1, column - TextWidth.of(texts.plain[index])))
      if favorite {
        texts.plain[index] += padding + star
        texts.styled[index].append(padding)
        texts.styled[index].append(star, TextStyle(bold: true))
        padding = " "
      } else {
        padding += " "
      }
      if let place {
        let mark = compareMark(place)
        texts.plain[index] += padding + mark
        texts.styled[index].append(padding)
        texts.styled[index].append(mark, TextStyle(bold: true, reverse: true))
      }
    }
    return texts
  }

  /// The A–Z index down the right edge, two columns a row. All 26 letters when they fit;
  /// otherwise letters without elements fold away, a dot after the letter before them marking
  /// the fold (as iOS does); and if the rest still do not fit, neighbours share a row, spread
  /// evenly, so that every letter with elements is always shown. Typing any letter jumps.
  static func sectionIndex(current: Int, list: ElementList, rows: Int, unicode: Bool)
    -> [StyledLine]
  {
    let currentTitle = list.sections[current].title
    let titles = Set(list.sections.map { $0.title })
    let cells = indexCells(titles: titles, rows: rows)
    let dot = unicode ? "·" : "."
    var column = cells.map { cell -> StyledLine in
      var line = StyledLine()
      for letter in cell.letters {
        let style: TextStyle =
          letter == currentTitle
          ? TextStyle(bold: true, reverse: true)
          : titles.contains(letter) ? .plain : TextStyle(dim: true)
        line.append(letter, style)
      }
      if cell.letters.count == 1 { line.append(cell.folded ? dot : " ", TextStyle(dim: true)) }
      return line
    }
    column += Array(repeating: StyledLine("  "), count: max(0, rows - column.count))
    return Array(column.prefix(rows))
  }

  /// The letter of the Name tab's A–Z index drawn at a line of the content area and a screen
  /// column, as ``listLines(_:model:style:)`` lays it out; `nil` elsewhere.
  static func indexLetter(atLine line: Int, column: Int, state: BrowserState, model: BrowserModel)
    -> Character?
  {
    guard state.tab == .name, state.sort(of: .name) == nil, let list = model.list(for: .name)
    else { return nil }
    let width = state.size.columns
    let listColumns = width >= previewWidth ? detailListWidth : width - 3
    let offset = column - (listColumns + 1)
    guard (0..<2).contains(offset) else { return nil }
    let cells = indexCells(
      titles: Set(list.sections.map { $0.title }), rows: state.size.contentRows)
    guard cells.indices.contains(line) else { return nil }
    let letters = cells[line].letters
    return letters[min(offset, letters.count - 1)].first
  }

  /// The index's rows: one or two letters each, and whether letters without elements were
  /// folded away after them.
  static func indexCells(titles: Set<String>, rows: Int) -> [(letters: [String], folded: Bool)] {
    let all = PeriodicTable.indexLetters.map(String.init)
    guard all.count > rows else { return all.map { ([$0], false) } }
    var cells: [(letters: [String], folded: Bool)] = []
    for letter in all {
      if titles.contains(letter) {
        cells.append(([letter], false))
      } else if !cells.isEmpty {
        cells[cells.count - 1].folded = true
      }
    }
    let extra = cells.count - rows
    let pairs = cells.count / 2
    guard extra > 0 else { return cells }
    guard extra <= pairs else {
      // Fewer rows than the minimum screen has: spread the letters over them.
      return (0..<rows).map { cells[$0 * (cells.count - 1) / max(1, rows - 1)] }
    }
    let merged = Set((0..<extra).map { $0 * pairs / extra })
    var packed: [(letters: [String], folded: Bool)] = []
    var index = 0
    while index < cells.count {
      if index % 2 == 0, merged.contains(index / 2), index + 1 < cells.count {
        packed.append((cells[index].letters + cells[index + 1].letters, cells[index + 1].folded))
        index += 2
      } else {
        packed.append(cells[index])
        index += 1
      }
    }
    return packed
  }

  /// The list's width when the selected element is shown beside it: room for the widest
  /// list row and the favorite's mark.
  static let detailListWidth = 48

  /// The selected element beside the list: its tile, and the facts of its back beside the
  /// tile when there is room for labels and values side by side, else below it when there are
  /// rows enough, else beside it with each value under its label, else the tile alone.
  /// - Parameters:
  ///   - width: The columns there are.
  ///   - rows: The lines there are.
  /// - Returns: The lines, or none when not even the tile fits.
  static func detailLines(
    _ element: AtomicElement, width: Int, rows: Int, model: BrowserModel, style: TerminalStyle
  ) -> [StyledLine] {
    let front = TileRenderer.front(element, style: style, reflection: true).lines
    let frontWidth = front.map { $0.width }.max() ?? 0
    guard frontWidth <= width else { return [] }
    func back(_ columns: Int) -> [StyledLine] {
      var backStyle = style
      backStyle.width = min(columns, 100)
      // The sectioned back, as `elements show --back` draws it.
      return TileRenderer.back(
        element, details: model.table.details(of: element), dataFile: model.table.dataFile,
        style: backStyle
      ).lines
    }
    let side = width - frontWidth - 2
    func beside(_ back: [StyledLine]) -> [StyledLine] {
      let padded = pad(front, to: back.count, width: frontWidth).map { line in
        line + StyledLine(TextWidth.spaces(max(0, frontWidth - line.width)))
      }
      return zip(padded, back).map { $0 + "  " + $1 } + padded.dropFirst(back.count)
    }
    if side >= 60 { return beside(back(side)) }
    let below = back(width)
    if front.count + below.count <= rows { return front + below }
    if side >= 40 { return beside(back(side)) }
    return front
  }
}
