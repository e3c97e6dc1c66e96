import ElementsCore

/// The Table tab: the periodic table with the cursor's cell highlighted, and two lines about
/// the element under it.
extension BrowserView {
  static func tableLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [StyledLine]
  {
    let element = model.table.element(at: state.cursor)
    let highlighted: Set<Int> = element.map { [$0.atomicNumber] } ?? []
    let hidden = hiddenElements(state, model: model)
    let drawing = TableRenderer.draw(
      model.table, coloring: state.tableColoring, highlighted: highlighted, style: style,
      splits: false, favorites: Set(state.favorites.favorites.map { $0.atomicNumber }),
      marks: compareCellMarks(state), hidden: hidden)
    var body = drawing.body
    let modeLines = tableModeLines(state, model: model, hidden: hidden, style: style)
    var legend = modeLines + drawing.legend
    let geometry = tableGeometry(state, model: model)
    if geometry.width > style.width {
      body = scrolledSideways(body, to: state.cursor.column, geometry: geometry, style: style)
    }
    var summary =
      state.propertyPrompt.map { [StyledLine()] + propertyPromptLines($0, style: style) }
      ?? element.map {
        [StyledLine()]
          + summaryLines(
            $0, favorite: state.isFavorite($0.atomicNumber), style: style,
            fact: tableFact($0, state: state, style: style), showsState: state.tableMode == nil,
            showsWeight: !showsWeightFact(state))
      } ?? []
    let room = state.size.contentRows - summary.count
    // Without room for the legend under the table, it is laid out across the whole screen.
    if body.count + 1 + legend.count > room, drawing.legend.count > 1 {
      let shown = model.table.elementsByNumber.filter { !hidden.contains($0.atomicNumber) }
      legend =
        modeLines
        + TableRenderer.legendLines(
          state.tableColoring, for: shown, width: style.width, style: style,
          favorites: drawing.showsFavorites)
    }
    // Without room for the whole legend, the mode's line alone: the temperature or the year.
    if body.count + 1 + legend.count > room { legend = modeLines }
    if body.count + 1 + legend.count <= room { return body + [StyledLine()] + legend + summary }
    // Not even that: the mode's line takes the place of the summary's second line.
    if let modeLine = modeLines.first, summary.count == 3 { summary[2] = modeLine }
    if body.count > room {
      // Too few rows: a window of the table that holds the cursor's cell.
      let first = firstTableLine(state, model: model, geometry: geometry, bodyCount: body.count)
      body = Array(body[first..<(first + room)])
    }
    return body + summary
  }

  /// Whether the summary's fact is the atomic weight: a heatmap of it, outside a mode.
  static func showsWeightFact(_ state: BrowserState) -> Bool {
    guard state.tableMode == nil, case .property(let heatmap) = state.coloring else { return false }
    return heatmap.field.key == "atomicWeight"
  }

  /// How the Table tab lays the table out at the screen's width, in its colouring.
  static func tableGeometry(_ state: BrowserState, model: BrowserModel) -> TableGeometry {
    TableGeometry(model.table, width: state.size.columns, coloring: state.tableColoring)
  }

  /// The first line of the table's body on screen: 0, unless the screen is too short for the
  /// body, when the window holds the cursor's cell.
  static func firstTableLine(
    _ state: BrowserState, model: BrowserModel,
    geometry: TableGeometry, bodyCount: Int
  ) -> Int {
    let room = state.size.contentRows - 3  // a blank line and the two lines of the summary
    guard bodyCount > room else { return 0 }
    let last = cursorLine(state.cursor.row, geometry: geometry, table: model.table)
    return max(0, min(last - room + 1, bodyCount - room))
  }

  /// The table's body lines: a header, then each row (two lines a row when numbered).
  static func bodyLineCount(
    _ geometry: TableGeometry,
    table: PeriodicTable
  ) -> Int {
    cursorLine(geometry.rows + 1, geometry: geometry, table: table) - (geometry.linesPerRow - 1)
  }

  /// The occupied cell drawn at a line of the content area and a screen column, as
  /// ``tableLines(_:model:style:)`` lays the table out; a cell takes the gap before it too.
  /// - Returns: The cell's position, or `nil` where no element is drawn.
  static func tableCell(atLine line: Int, column: Int, state: BrowserState, model: BrowserModel)
    -> GridPosition?
  {
    let geometry = tableGeometry(state, model: model)
    let bodyCount = bodyLineCount(geometry, table: model.table)
    let bodyLine =
      line + firstTableLine(state, model: model, geometry: geometry, bodyCount: bodyCount)
    guard bodyLine < bodyCount else { return nil }
    let offset =
      geometry.width > state.size.columns
      ? sidewaysOffset(state.cursor.column, geometry: geometry, width: state.size.columns) : 0
    return tableCell(
      atBodyLine: bodyLine, x: offset + column, geometry: geometry, table: model.table)
  }

  /// The occupied cell drawn at a line of a table's body and a column from its left edge, as
  /// ``TableRenderer`` draws it whole; a cell takes the gap before it too.
  /// - Returns: The cell's position, or `nil` where no element is drawn.
  static func tableCell(
    atBodyLine bodyLine: Int, x column: Int, geometry: TableGeometry, table: PeriodicTable
  ) -> GridPosition? {
    let x = column - TableRenderer.labelWidth
    guard x >= 0, bodyLine >= 0 else { return nil }
    let group = x / (geometry.gap + geometry.cell) + 1
    for row in 1...geometry.rows {
      let last = cursorLine(row, geometry: geometry, table: table)
      if (last - geometry.linesPerRow + 1...last).contains(bodyLine) {
        let position = GridPosition(row: row, column: group)
        return table.element(at: position) == nil ? nil : position
      }
    }
    return nil
  }

  /// How far a table wider than the screen is scrolled sideways to show a group's cell.
  static func sidewaysOffset(
    _ column: Int, geometry: TableGeometry,
    width: Int
  ) -> Int {
    let right =
      TableRenderer.cellOffset(column: column, gap: geometry.gap, cell: geometry.cell)
      + geometry.cell
    // Keep the last column for the right edge's mark; the table ends a column after the cell.
    return max(0, min(max(0, right - (width - 2)), geometry.width - width + 1))
  }

  /// The last line of the table's body that shows a row of cells.
  static func cursorLine(
    _ row: Int, geometry: TableGeometry,
    table: PeriodicTable
  ) -> Int {
    let filled = Set(table.elementsByNumber.map { $0.position.row })
    var line = geometry.numbered ? 2 : 1
    for earlier in 1..<max(1, row) { line += filled.contains(earlier) ? geometry.linesPerRow : 1 }
    return line + geometry.linesPerRow - 1
  }

  /// A table wider than the screen, cut to the screen's width so that the cursor's cell (and
  /// its brackets) show, scrolled as little as that takes from the left edge; a dim ‹ or ›
  /// (ASCII < and >) marks an edge where cells are cut off.
  static func scrolledSideways(
    _ body: [StyledLine], to column: Int,
    geometry: TableGeometry,
    style: TerminalStyle
  ) -> [StyledLine] {
    let width = style.width
    let offset = sidewaysOffset(column, geometry: geometry, width: width)
    let marks = style.unicode ? ("‹", "›") : ("<", ">")
    return body.map { line in
      let plain = Array(line.plain)
      func hasText(from start: Int, to end: Int) -> Bool {
        (max(0, start)..<max(max(0, start), min(end, plain.count))).contains { plain[$0] != " " }
      }
      let cutLeft = offset > 0 && hasText(from: 0, to: offset + 1)
      let cutRight = hasText(from: offset + width - 1, to: plain.count)
      let start = offset + (cutLeft ? 1 : 0)
      var cut = StyledLine()
      if cutLeft { cut.append(marks.0, TextStyle(dim: true)) }
      cut.append(line.columns(from: start, width: width - (cutLeft ? 1 : 0) - (cutRight ? 1 : 0)))
      if cutRight {
        cut.append(TextWidth.spaces(max(0, width - 1 - cut.width)))
        cut.append(marks.1, TextStyle(dim: true))
      }
      return cut
    }
  }

  /// Two lines about the element under the Table tab's cursor.
  /// - Parameters:
  ///   - fact: What a heatmap or a mode shows of the element ("Density: 7.87 g/cm³"), put
  ///     right after its name.
  ///   - showsState: Whether the state at room temperature is given (not at another one).
  ///   - showsWeight: Whether the atomic weight is given (not when the fact is the weight).
  static func summaryLines(
    _ element: AtomicElement, favorite: Bool = false, style: TerminalStyle, fact: String? = nil,
    showsState: Bool = true, showsWeight: Bool = true
  ) -> [StyledLine] {
    let dash = style.unknown
    let first: [StyledRun] = [
      StyledRun(" \(element.atomicNumber) ", .bold),
      StyledRun(Sanitizer.terminalText(element.symbol), .bold + .foreground(.state(element.state))),
      StyledRun("  " + Sanitizer.terminalText(element.name), .bold),
      StyledRun(favorite ? " " + Mark.favorite(unicode: style.unicode) : "", .bold),
      StyledRun(fact.map { "  " + $0 } ?? "", .bold),
      StyledRun(
        (showsWeight ? "  " + (FactText.weight(element, style: style) ?? dash) : "")
          + (showsState ? "  " + element.state.title : "") + "  "
          + (FactText.category(element.category) ?? dash)),
    ]
    var second =
      " Group \(element.group.map(String.init) ?? dash), period \(element.period.map(String.init) ?? dash)"
    if let configuration = FactText.configuration(element, style: style) {
      second += "  " + configuration
    }
    second += "   \(style.unicode ? "⏎" : "Enter") for the tile"
    return [fit(first, style: style), fit([StyledRun(second, .dim)], style: style)]
  }
}
