import ElementsCore

/// The periodic table, drawn from each element's place in the grid: for `elements table` and
/// the browser's Table tab alike, in every colouring.
public enum TableRenderer {
  /// The periodic table laid out from each element's `GridPosition`.
  ///
  /// Rows follow the data: periods 1 to 7, the empty row 8 as a gap, then the lanthanides and
  /// actinides in rows 9 and 10. Group numbers run across the top and period numbers down the
  /// left. How much a cell shows grows with the width (see `TableGeometry`): a mark for its
  /// colour key and the symbol; then the atomic number above it; then the atomic weight (or a
  /// heatmap's value) below; from about 180 columns, wide cells with the name, the weight and a
  /// heatmap's value. Narrower than the compact form (75 columns), the table is drawn in panels
  /// of fewer groups one below the other (groups 1-9, then 10-18 from 39 columns; six groups a
  /// panel from 27), so that every element is shown at any width, and a line says so. Where
  /// group 3 of periods 6 and 7 is empty because its elements are drawn in the rows below, the
  /// cell points there with `*` and `**` (ASCII `@` and `@@`), and those rows carry the same
  /// mark and their range of atomic numbers (`* 57-71`).
  ///
  /// Cells are styled by `coloring` (an encoder without colour leaves the styles out), and the
  /// legend below names each colour beside its mark, so the table reads without colour too. A
  /// heatmap's legend also names the property, its scale and its extremes. Highlighted
  /// elements are bracketed, `[●Fe]`, and drawn in reverse video.
  /// - Parameters:
  ///   - table: The elements.
  ///   - coloring: What the colours show.
  ///   - highlighted: Atomic numbers to highlight; numbers not in the table are ignored.
  ///   - style: How output may look: its width, character set and colour depth.
  /// - Returns: The table, a blank line, and the legend; no line ends in unstyled spaces.
  public static func render(
    _ table: PeriodicTable, coloring: TableColoring, highlighted: Set<Int>, style: TerminalStyle
  ) -> StyledText {
    let drawing = draw(table, coloring: coloring, highlighted: highlighted, style: style)
    return StyledText(drawing.body + [StyledLine()] + drawing.legend)
  }

  /// A table drawn, in its two parts: what the browser lays out apart.
  struct Drawing {
    /// The group numbers and the rows of cells, panel after panel.
    var body: [StyledLine]
    /// What goes under the table after a blank line: the note on panels, then the legend.
    var legend: [StyledLine]
    /// Whether a cell shows a favorite's mark, so that the legend has its key.
    var showsFavorites = false
  }

  /// The table's body and legend, as ``render(_:coloring:highlighted:style:)`` writes them and
  /// the browser draws them.
  /// - Parameters:
  ///   - splits: Whether a table wider than the style's width is drawn in panels; the
  ///     browser, which keeps its cursor's cell in view itself, draws it whole.
  ///   - favorites: Atomic numbers whose cells show the favorite's mark (★, ASCII `*`): after
  ///     the symbol in a wide cell, else in place of their colour key's mark; the browser's.
  ///     The legend then has a key for it.
  ///   - marks: Atomic numbers whose cells show this one-column mark instead (the browser's
  ///     compared elements, 1 to 4), before a favorite's.
  ///   - hidden: Atomic numbers whose cells are left blank, in their places, and left out of
  ///     the legend: the browser's year mode, whose grid stays put as elements appear.
  ///   - masked: Atomic numbers whose cells show a dot (ASCII `.`) on a light grey cell (dim,
  ///     without colour) and nothing of their element, so that the table's shape shows but
  ///     not what is where: the quiz's blank table. A highlighted masked cell is drawn in
  ///     reverse video.
  static func draw(
    _ table: PeriodicTable, coloring: TableColoring, highlighted: Set<Int>, style: TerminalStyle,
    splits: Bool = true, favorites: Set<Int> = [], marks: [Int: String] = [:],
    hidden: Set<Int> = [], masked: Set<Int> = []
  ) -> Drawing {
    let geometry = TableGeometry(table, width: style.width, coloring: coloring)
    let panels = panels(
      columns: geometry.columns, gap: geometry.gap, cell: geometry.cell, width: style.width,
      splits: splits)
    let layout = Layout(
      table: table, geometry: geometry, coloring: coloring, highlighted: highlighted,
      pointers: fBlockPointers(table, unicode: style.unicode), favorites: favorites,
      marks: marks, hidden: hidden, masked: masked, style: style)

    var body: [StyledLine] = []
    for columns in panels {
      if columns.lowerBound > 1 { body.append(StyledLine()) }
      body += layout.panel(columns)
    }
    let elements = table.elementsByNumber
    let shown = hidden.isEmpty ? elements : elements.filter { !hidden.contains($0.atomicNumber) }
    let legendWidth = min(
      style.width, width(columns: panels[0].count, gap: geometry.gap, cell: geometry.cell))
    let starred = shown.contains {
      favorites.contains($0.atomicNumber) && marks[$0.atomicNumber] == nil
    }
    let legend =
      panelNote(panels, width: style.width).map { StyledLine($0) }
      + legendLines(coloring, for: shown, width: legendWidth, style: style, favorites: starred)
    return Drawing(body: body, legend: legend, showsFavorites: starred)
  }

  /// The groups of each panel a table is drawn in: the fewest panels whose width fits (the
  /// whole table, halves, thirds, sixths, then a group a panel), one below the other.
  /// - Parameters:
  ///   - columns: The number of groups.
  ///   - gap: The columns between cells.
  ///   - cell: The columns inside a cell.
  ///   - available: The width to fit.
  ///   - splits: Whether the table may be split at all.
  static func panels(
    columns: Int, gap: Int, cell: Int = TableGeometry.narrowCell, width available: Int,
    splits: Bool = true
  ) -> [ClosedRange<Int>] {
    var perPanel = columns
    for parts in splits ? [1, 2, 3, 6, columns] : [1] {
      perPanel = (columns + parts - 1) / parts
      if width(columns: perPanel, gap: gap, cell: cell) <= available { break }
    }
    return stride(from: 1, through: columns, by: perPanel).map {
      $0...min(columns, $0 + perPanel - 1)
    }
  }

  /// The lines under a table drawn in more than one panel that say so; none for one panel.
  static func panelNote(_ panels: [ClosedRange<Int>], width: Int) -> [String] {
    guard panels.count > 1 else { return [] }
    let ranges = panels.map { "\($0.lowerBound)-\($0.upperBound)" }
    let note =
      "The table is in \(panels.count) panels, groups \(ranges.joined(separator: ", ")), to fit"
      + " \(width) columns; nothing is left out, and a wider terminal shows it whole."
    return TextWidth.wrapped(note, to: max(1, width - labelWidth - 1)).map {
      TextWidth.spaces(labelWidth + 1) + $0
    }
  }

  /// The marks for the f-block rows: for rows 9 and 10, when they hold elements and the cell of
  /// group 3 in periods 6 and 7 is empty, the mark and the range of numbers the row holds. The
  /// marks are `*` and `**`, or in ASCII (where `*` marks favorites) `@` and `@@`.
  static func fBlockPointers(_ table: PeriodicTable, unicode: Bool)
    -> [Int: (mark: String, range: String)]
  {
    var pointers: [Int: (mark: String, range: String)] = [:]
    let mark = unicode ? "*" : "@"
    for (period, row, count) in [(6, 9, 1), (7, 10, 2)] {
      guard table.element(at: GridPosition(row: period, column: 3)) == nil else { continue }
      // The lowest and highest number in the row, read in place.
      let elements = table.elementsByNumber
      var low = Int.max
      var high = Int.min
      for index in elements.indices where elements[index].position.row == row {
        low = min(low, elements[index].atomicNumber)
        high = max(high, elements[index].atomicNumber)
      }
      guard low <= high else { continue }
      let marks = TextWidth.repeated(mark, count: count)
      pointers[period] = (marks, "")
      pointers[row] = (marks, low == high ? "\(low)" : "\(low)-\(high)")
    }
    return pointers
  }

  /// What every panel of one table shares.
  private struct Layout {
    let table: PeriodicTable
    let geometry: TableGeometry
    let coloring: TableColoring
    let highlighted: Set<Int>
    let pointers: [Int: (mark: String, range: String)]
    let favorites: Set<Int>
    let marks: [Int: String]
    let hidden: Set<Int>
    let masked: Set<Int>
    let style: TerminalStyle
    /// A heatmap's value of each element as its cells write it.
    let values: [Int: String]
    /// Each element's colour key, by its index in `elements`.
    let keys: [ColorKey]

    init(
      table: PeriodicTable, geometry: TableGeometry, coloring: TableColoring,
      highlighted: Set<Int>, pointers: [Int: (mark: String, range: String)],
      favorites: Set<Int>, marks: [Int: String], hidden: Set<Int>, masked: Set<Int> = [],
      style: TerminalStyle
    ) {
      self.table = table
      self.geometry = geometry
      self.coloring = coloring
      self.highlighted = highlighted
      self.pointers = pointers
      self.favorites = favorites
      self.marks = marks
      self.hidden = hidden
      self.masked = masked
      self.style = style
      if case .property(let heatmap) = coloring, geometry.lines.contains(.value) {
        values = heatmap.cellTexts(in: table, width: geometry.cell)
      } else {
        values = [:]
      }
      keys = table.elementsByNumber.map {
        coloring.key(for: $0, unicode: style.unicode, depth: style.colorDepth)
      }
    }

    private var cell: Int { geometry.cell }
    /// The table's elements, by atomic number.
    private var elements: [AtomicElement] { table.elementsByNumber }
    private var gap: Int { geometry.gap }

    /// The lines of the table's given columns: the group numbers, then each row.
    func panel(_ columns: ClosedRange<Int>) -> [StyledLine] {
      var lines: [StyledLine] = []
      var header = TextWidth.spaces(labelWidth)
      for column in columns {
        let number = String(column)
        header += TextWidth.spaces(gap)
        header +=
          geometry.numbered
          ? TextWidth.rightAligned(number, to: cell) : TextWidth.padded(" " + number, to: cell)
      }
      lines.append(StyledLine(String(header.trimmingTrailingSpaces), .dim))
      if geometry.numbered { lines.append(StyledLine()) }

      var line = StyledLine.Builder()
      for row in 1...geometry.rows {
        // Each cell's element, by its place in the table, read there rather than copied.
        let cells = columns.map { table.elementIndex(at: GridPosition(row: row, column: $0)) }
        guard cells.contains(where: { $0 != nil }) else {
          lines.append(StyledLine())
          continue
        }
        // The gaps around each cell, `gap` characters each (ASCII: spaces and the brackets
        // around highlighted cells): gap i comes before cell i, gap `count` after the last.
        var gaps = [UInt8](repeating: UInt8(ascii: " "), count: gap * (cells.count + 1))
        for (index, cell) in cells.enumerated() {
          guard let cell, highlighted.contains(elements[cell].atomicNumber) else { continue }
          let before = index * gap + gap - 1
          gaps[before] = gaps[before] == UInt8(ascii: "]") ? UInt8(ascii: "|") : UInt8(ascii: "[")
          gaps[(index + 1) * gap] = UInt8(ascii: "]")
        }
        let label = row <= 7 ? String(row) : ""
        for (lineIndex, kind) in geometry.lines.enumerated() {
          // The symbol's line carries the period's label and the f-block's pointers.
          let isSymbolLine = lineIndex == geometry.symbolLine
          var first = 0
          // An f-block row's mark and range, in the room before its first cell; else the
          // period's label.
          if isSymbolLine, let pointer = pointers[row], row > 7,
            let firstCell = cells.firstIndex(where: { $0 != nil }),
            case let note = pointer.mark + " " + pointer.range,
            TextWidth.of(note) + 1 <= firstCell * (gap + cell)
          {
            line.appendSpaces(labelWidth + firstCell * (gap + cell) - TextWidth.of(note) - 1)
            line.append(note, .dim)
            line.append(" ")
            first = firstCell
          } else {
            line.append(TextWidth.rightAligned(isSymbolLine ? label : "", to: labelWidth))
          }
          appendCells(
            cells, from: first, gaps: gaps, kind: kind, row: row, columns: columns,
            isSymbolLine: isSymbolLine, to: &line)
          lines.append(line.finish(keepingVisibleSpaces: style.color))
        }
      }
      return lines
    }

    /// Appends one line of a row's cells from `start` on, with the gaps between them.
    /// - Parameter cells: Each cell's element, by its index in `elements`.
    private func appendCells(
      _ cells: [Int?], from start: Int, gaps: [UInt8], kind: TableGeometry.Line,
      row: Int, columns: ClosedRange<Int>, isSymbolLine: Bool, to line: inout StyledLine.Builder
    ) {
      let elements = table.elementsByNumber
      for index in start..<cells.count {
        appendGap(gaps[index * gap..<(index + 1) * gap], to: &line)
        guard let found = cells[index], !hidden.contains(elements[found].atomicNumber) else {
          // The empty group-3 cell of periods 6 and 7 points to the f-block rows.
          if isSymbolLine, columns.lowerBound + index == 3, let pointer = pointers[row], row <= 7 {
            line.append(TextWidth.padded(" " + pointer.mark, to: cell), .dim)
          } else {
            line.appendSpaces(cell)
          }
          continue
        }
        let number = elements[found].atomicNumber
        if masked.contains(number) {
          let dot = isSymbolLine ? " " + (style.unicode ? "·" : ".") : ""
          let blank: TextStyle = style.color ? .cell(TableRenderer.maskedCell) : .dim
          let look = highlighted.contains(number) ? blank + .reverse : blank
          line.append(TextWidth.padded(dot, to: cell), look)
          continue
        }
        var look = keys[found].style
        if highlighted.contains(number) {
          look = look + TextStyle(bold: true, reverse: true)
        }
        let (text, fullText) = text(kind, of: found)
        line.append(text, look, fullText: fullText)
        line.appendSpaces(cell - TextWidth.of(text), look)
      }
      appendGap(gaps[cells.count * gap..<(cells.count + 1) * gap], to: &line)
    }

    /// A gap's characters: spaces, and brackets drawn bold.
    private func appendGap(_ gap: ArraySlice<UInt8>, to line: inout StyledLine.Builder) {
      for byte in gap {
        if byte == UInt8(ascii: " ") {
          line.appendSpaces(1)
        } else {
          line.append(Unicode.Scalar(byte), .bold)
        }
      }
    }

    /// What one line of an element's cell says, at most the cell's width, and the whole text
    /// where the line cuts it (the name "Rutherfordium" of "Rutherfo…"), for a picture to draw
    /// in full; `nil` where the text is whole.
    /// - Parameter index: The element's index in `elements`.
    private func text(_ kind: TableGeometry.Line, of index: Int) -> (String, fullText: String?) {
      let number = elements[index].atomicNumber
      switch kind {
      case .number:
        return (TextWidth.rightAligned(String(number), to: cell), nil)
      case .symbol:
        return (symbolText(index), nil)
      case .symbolAndNumber:
        // A wide cell has room for a favorite's mark after the symbol, and keeps the key's.
        var symbol = symbolText(index, starred: false)
        if favorites.contains(number), marks[number] == nil {
          symbol += Mark.favorite(unicode: style.unicode)
        }
        let text = symbol + TextWidth.rightAligned(String(number), to: cell - TextWidth.of(symbol))
        return (text, nil)
      case .shortWeight:
        return (TextWidth.rightAligned(shortWeight(elements[index]), to: cell), nil)
      case .weight:
        return (weightText(elements[index]), nil)
      case .name:
        let name = style.display(elements[index].name)
        let cut = TextWidth.truncate(name, to: cell, unicode: style.unicode)
        return (cut, name == cut ? nil : name)
      case .value:
        return (values[number] ?? style.unknown, nil)
      }
    }

    /// The atomic weight as the data gives it, or rounded to fit the cell ("18.998403").
    private func weightText(_ element: AtomicElement) -> String {
      let text = FactText.weight(element, style: style) ?? ""
      guard TextWidth.of(text) > cell, case .standard? = element.atomicWeight,
        let value = element.atomicWeight?.value
      else { return TextWidth.truncate(text, to: cell, unicode: style.unicode) }
      for places in stride(from: DecimalText.places(value), through: 0, by: -1) {
        if let rounded = DecimalText.rounded(value, places: places), TextWidth.of(rounded) <= cell {
          return rounded
        }
      }
      return TextWidth.truncate(text, to: cell, unicode: style.unicode)
    }

    /// The symbol line of a cell: the mark then the symbol, or the symbol alone if it needs the
    /// mark's column too. The mark is a compared element's, else a favorite's where `starred`,
    /// else the key's.
    /// - Parameters:
    ///   - index: The element's index in `elements`.
    ///   - starred: Whether a favorite's mark takes the key's place.
    private func symbolText(_ index: Int, starred: Bool = true) -> String {
      let symbol = style.display(elements[index].symbol)
      let number = elements[index].atomicNumber
      let mark =
        marks[number]
        ?? (starred && favorites.contains(number)
          ? Mark.favorite(unicode: style.unicode) : keys[index].mark)
      if TextWidth.of(symbol) < TableGeometry.narrowCell { return mark + symbol }
      return TextWidth.truncate(symbol, to: TableGeometry.narrowCell, unicode: style.unicode)
    }
  }

  /// Columns for the period numbers on the left.
  static let labelWidth = 2

  /// The background of a masked cell: a light grey.
  static let maskedCell: TextColor = 252

  /// An atomic weight in a cell's three columns: one decimal below 10 ("6.9"), else the
  /// nearest whole number ("56", "197"); "" when unknown or too wide for three columns.
  static func shortWeight(_ element: AtomicElement) -> String {
    guard let weight = element.atomicWeight, weight.value.isFinite else { return "" }
    let value = weight.value
    if value >= 999.5 { return Heatmap.text(value, digits: 1, width: 3) }
    let text =
      (value < 9.95 ? DecimalText.fixed(value, places: 1) : DecimalText.rounded(value, places: 0))
      ?? ""
    return TextWidth.of(text) <= TableGeometry.narrowCell ? text : ""
  }

  /// The first screen column of a cell of the given group, from the table's left edge.
  static func cellOffset(column: Int, gap: Int, cell: Int) -> Int {
    labelWidth + (column - 1) * (gap + cell) + gap
  }

  /// The columns a table needs: the labels, each cell with the gap before it, and one column
  /// after the last cell for a closing bracket.
  static func width(columns: Int, gap: Int, cell: Int = TableGeometry.narrowCell) -> Int {
    labelWidth + columns * (gap + cell) + 1
  }

  /// The legend of a colouring: a heatmap's or the mastery's summary line first, then each key's mark, styled
  /// like its cells, and its name, in columns.
  /// - Parameter favorites: Whether a cell shows a favorite's mark: the legend ends with its key.
  static func legendLines(
    _ coloring: TableColoring, for elements: [AtomicElement], width: Int, style: TerminalStyle,
    favorites: Bool = false
  ) -> [StyledLine] {
    let favorite = ColorKey(
      mark: Mark.favorite(unicode: style.unicode), style: .plain, title: "favorite")
    let keys = legend(
      coloring.legend(for: elements, unicode: style.unicode, depth: style.colorDepth)
        + (favorites ? [favorite] : []),
      width: width)
    switch coloring {
    case .property(let heatmap): return heatmap.summaryLines(width: width, style: style) + keys
    case .mastery(let mastery):
      return TableColoring.masterySummary(mastery, for: elements, width: width) + keys
    default: return keys
    }
  }

  /// The legend lines: each key's mark, styled like its cells, and its name, in columns; a key
  /// a line when only one fits, its name wrapped under itself when it is wider than the rest of
  /// the line.
  static func legend(_ keys: [ColorKey], width: Int) -> [StyledLine] {
    guard !keys.isEmpty else { return [] }
    let indent = labelWidth + 1
    let itemWidth = keys.map { $0.legendWidth + 1 + TextWidth.of($0.title) }.max()! + 3
    let perLine = max(1, (width - indent + 3) / itemWidth)
    var lines: [StyledLine] = []
    if perLine == 1 {
      for key in keys {
        let markWidth = key.legendWidth
        let room = max(1, width - indent - markWidth - 1)
        for (index, part) in TextWidth.wrapped(key.title, to: room).enumerated() {
          if index == 0 {
            var line = StyledLine(TextWidth.spaces(indent))
            line.append(key.legendMark)
            line.append(" " + part)
            lines.append(line)
          } else {
            lines.append(StyledLine(TextWidth.spaces(indent + markWidth + 1) + part))
          }
        }
      }
      return lines
    }
    var start = 0
    while start < keys.count {
      let slice = keys[start..<min(keys.count, start + perLine)]
      var line = StyledLine(TextWidth.spaces(indent))
      for key in slice {
        line.append(key.legendMark)
        let text = " " + key.title
        line.append(TextWidth.padded(text, to: itemWidth - key.legendWidth))
      }
      lines.append(line.trimmed(keepingVisibleSpaces: false))
      start += perLine
    }
    return lines
  }
}
