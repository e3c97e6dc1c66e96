import ElementsCore

/// The periodic table, drawn from each element's place in the grid.
public enum TableRenderer {
  /// The periodic table laid out from each element's `GridPosition`.
  ///
  /// Rows follow the data: periods 1 to 7, the empty row 8 as a gap, then the lanthanides and
  /// actinides in rows 9 and 10. Group numbers run across the top and period numbers down the
  /// left. Each cell shows a mark for its colour key and the symbol; from 93 columns up a cell
  /// is two lines high and shows the atomic number too. The compact form needs 75 columns;
  /// narrower, the table is drawn in panels of fewer groups one below the other (groups 1-9,
  /// then 10-18 from 39 columns; six groups a panel from 27), so that every element is shown
  /// at any width, and a line says so. Where group 3 of periods 6 and 7 is empty because its
  /// elements are drawn in the rows below, the cell points there with `*` and `**`, and those
  /// rows carry the same mark and their range of atomic numbers (`* 57-71`).
  /// Cells are coloured by `coloring` when colour is on, and the legend below names each colour
  /// beside its mark, so the table reads without colour too. Highlighted elements are
  /// bracketed, `[●Fe]`, and drawn in reverse video when colour is on.
  /// - Parameters:
  ///   - table: The elements.
  ///   - coloring: What the colours show.
  ///   - highlighted: Atomic numbers to highlight; numbers not in the table are ignored.
  ///   - style: How output may look.
  /// - Returns: The text, each line ending in a line break, none with trailing spaces.
  public static func render(
    _ table: PeriodicTable, coloring: TableColoring, highlighted: Set<Int>, style: TerminalStyle
  ) -> String {
    if case .property(let heatmap) = coloring {
      return renderHeatmap(table, heatmap: heatmap, highlighted: highlighted, style: style).text
    }
    return spanLines(table, coloring: coloring, highlighted: highlighted, style: style).map {
      $0.rendered(color: style.color)
    }.joined(separator: "\n") + "\n"
  }

  /// The table's lines as spans, before they are painted: what
  /// ``render(_:coloring:highlighted:style:)`` writes, and what the browser draws with typed
  /// styles.
  /// - Parameters:
  ///   - splits: Whether a table wider than the style's width is drawn in panels; the
  ///     browser, which keeps its cursor's cell in view itself, draws it whole.
  ///   - favorites: Atomic numbers whose cells show the favorite's mark (★, ASCII `*`) in place
  ///     of their colour key's mark; the browser's.
  ///   - marks: Atomic numbers whose cells show this one-column mark instead (the browser's
  ///     compared elements, 1 to 4), before a favorite's.
  ///   - weights: Whether numbered cells get a third line, the atomic weight in three columns
  ///     (``shortWeight(_:)``); the browser's, from ``weightsWidth`` columns.
  ///   - hidden: Atomic numbers whose cells are left blank, in their places, and left out of
  ///     the legend: the browser's year mode, whose grid stays put as elements appear.
  static func spanLines(
    _ table: PeriodicTable, coloring: TableColoring, highlighted: Set<Int>, style: TerminalStyle,
    splits: Bool = true, favorites: Set<Int> = [], weights: Bool = false,
    marks: [Int: String] = [:], hidden: Set<Int> = []
  ) -> [[Span]] {
    let elements = table.elementsByNumber
    let rowCount = max(1, elements.map { $0.position.row }.max() ?? 1)
    let columnCount = max(1, elements.map { $0.position.column }.max() ?? 1)
    let numbered = style.width >= width(columns: columnCount, gap: 2)
    let gap = numbered ? 2 : 1
    let panels = panels(columns: columnCount, gap: gap, width: style.width, splits: splits)
    let pointers = fBlockPointers(table)
    let layout = Layout(
      table: table, rowCount: rowCount, numbered: numbered, gap: gap, coloring: coloring,
      highlighted: highlighted, pointers: pointers, favorites: favorites, marks: marks,
      weights: weights && numbered, hidden: hidden, style: style)

    var lines: [[Span]] = []
    for columns in panels {
      if columns.lowerBound > 1 { lines.append([]) }
      lines += layout.panel(columns)
    }
    lines.append([])
    lines += panelNote(panels, width: style.width).map { [Span($0)] }
    let shown = hidden.isEmpty ? elements : elements.filter { !hidden.contains($0.atomicNumber) }
    lines += legend(
      coloring.legend(for: shown, unicode: style.unicode, depth: style.colorDepth),
      width: min(style.width, width(columns: panels[0].count, gap: gap)))
    return lines
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
    columns: Int, gap: Int, cell: Int = cellWidth, width available: Int, splits: Bool = true
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
    return wrapped(note, width: width, indent: labelWidth + 1)
  }

  /// The marks for the f-block rows: for rows 9 and 10, when they hold elements and the cell of
  /// group 3 in periods 6 and 7 is empty, the mark and the range of numbers the row holds.
  static func fBlockPointers(_ table: PeriodicTable) -> [Int: (mark: String, range: String)] {
    var pointers: [Int: (mark: String, range: String)] = [:]
    for (period, row, mark) in [(6, 9, "*"), (7, 10, "**")] {
      guard table.element(at: GridPosition(row: period, column: 3)) == nil else { continue }
      let numbers = table.elementsByNumber.filter { $0.position.row == row }.map { $0.atomicNumber }
      guard let low = numbers.min(), let high = numbers.max() else { continue }
      pointers[period] = (mark, "")
      pointers[row] = (mark, low == high ? "\(low)" : "\(low)-\(high)")
    }
    return pointers
  }

  /// What every panel of one table shares.
  private struct Layout {
    let table: PeriodicTable
    let rowCount: Int
    let numbered: Bool
    let gap: Int
    let coloring: TableColoring
    let highlighted: Set<Int>
    let pointers: [Int: (mark: String, range: String)]
    let favorites: Set<Int>
    let marks: [Int: String]
    let weights: Bool
    let hidden: Set<Int>
    let style: TerminalStyle

    /// The lines of the table's given columns: the group numbers, then each row.
    func panel(_ columns: ClosedRange<Int>) -> [[Span]] {
      var lines: [[Span]] = []
      var header = TextWidth.spaces(labelWidth)
      for column in columns {
        let number = String(column)
        header += TextWidth.spaces(gap)
        header +=
          numbered
          ? TextWidth.rightAligned(number, to: cellWidth)
          : TextWidth.padded(" " + number, to: cellWidth)
      }
      lines.append([Span(TextWidth.trimmed(header), [SGR.dim])])
      if numbered { lines.append([]) }

      for row in 1...rowCount {
        let cells = columns.map { table.element(at: GridPosition(row: row, column: $0)) }
        guard cells.contains(where: { $0 != nil }) else {
          lines.append([])
          continue
        }
        // The gaps around each cell: gaps[i] comes before cell i, gaps[count] after the last.
        var gaps = Array(repeating: Array(repeating: " ", count: gap), count: cells.count + 1)
        for (index, cell) in cells.enumerated() {
          guard let cell, highlighted.contains(cell.atomicNumber) else { continue }
          gaps[index][gap - 1] = gaps[index][gap - 1] == "]" ? "|" : "["
          gaps[index + 1][0] = "]"
        }
        let label = row <= 7 ? String(row) : ""
        var texts: [(ColorKey, AtomicElement) -> String] = [symbolText(style, favorites, marks)]
        if numbered {
          texts.insert(
            { _, element in
              TextWidth.rightAligned(String(element.atomicNumber), to: cellWidth)
            }, at: 0)
        }
        if weights {
          texts.append { _, element in
            TextWidth.rightAligned(shortWeight(element), to: cellWidth)
          }
        }
        for (lineIndex, text) in texts.enumerated() {
          // The symbol's line carries the period's label and the f-block's pointers.
          let isLast = lineIndex == (numbered ? 1 : 0)
          var spans = [Span(TextWidth.rightAligned(isLast ? label : "", to: labelWidth))]
          // An f-block row's mark and range, in the room before its first cell.
          if isLast, let pointer = pointers[row], row > 7,
            let firstCell = cells.firstIndex(where: { $0 != nil })
          {
            let room = firstCell * (gap + cellWidth)
            let note = pointer.mark + " " + pointer.range
            if TextWidth.of(note) + 1 <= room {
              spans = [
                Span(TextWidth.spaces(labelWidth + room - TextWidth.of(note) - 1)),
                Span(note, [SGR.dim]), Span(" "),
              ]
              spans.append(contentsOf: cellSpans(cells, from: firstCell, gaps: gaps, text))
              lines.append(spans.trimmed(color: style.color))
              continue
            }
          }
          spans.append(
            contentsOf: cellSpans(
              cells, from: 0, gaps: gaps, text, row: row, columns: columns, isLast: isLast))
          lines.append(spans.trimmed(color: style.color))
        }
      }
      return lines
    }

    /// The spans of a row's cells from `start` on, with the gaps between them.
    private func cellSpans(
      _ cells: [AtomicElement?], from start: Int, gaps: [[String]],
      _ text: (ColorKey, AtomicElement) -> String, row: Int = 0,
      columns: ClosedRange<Int> = 1...1, isLast: Bool = false
    ) -> [Span] {
      var spans: [Span] = []
      for index in start..<cells.count {
        spans += gapSpans(gaps[index])
        guard let cell = cells[index], !hidden.contains(cell.atomicNumber) else {
          // The empty group-3 cell of periods 6 and 7 points to the f-block rows.
          if isLast, columns.lowerBound + index == 3, let pointer = pointers[row], row <= 7 {
            spans.append(Span(TextWidth.padded(" " + pointer.mark, to: cellWidth), [SGR.dim]))
          } else {
            spans.append(Span(TextWidth.spaces(cellWidth)))
          }
          continue
        }
        let key = coloring.key(for: cell, unicode: style.unicode, depth: style.colorDepth)
        var codes = key.codes
        if highlighted.contains(cell.atomicNumber) { codes += [SGR.reverse, SGR.bold] }
        spans.append(Span(TextWidth.padded(text(key, cell), to: cellWidth), codes))
      }
      spans += gapSpans(gaps[cells.count])
      return spans
    }
  }

  /// Columns for the period numbers on the left.
  static let labelWidth = 2
  /// Columns inside a cell: a mark and a two-letter symbol.
  static let cellWidth = 3

  /// How ``spanLines(_:coloring:highlighted:style:splits:)`` lays out the whole table (not
  /// split) at a width: its rows and columns, whether cells are numbered (two lines high), the
  /// gap between cells, and the width it takes.
  static func geometry(_ table: PeriodicTable, width available: Int, weights: Bool = false)
    -> (rows: Int, columns: Int, numbered: Bool, gap: Int, width: Int, linesPerRow: Int)
  {
    let elements = table.elementsByNumber
    let rows = max(1, elements.map { $0.position.row }.max() ?? 1)
    let columns = max(1, elements.map { $0.position.column }.max() ?? 1)
    let numbered = available >= width(columns: columns, gap: 2)
    let gap = numbered ? 2 : 1
    let lines = numbered ? (weights ? 3 : 2) : 1
    return (rows, columns, numbered, gap, width(columns: columns, gap: gap), lines)
  }

  /// The width from which the browser's table shows each element's weight in its cell.
  static let weightsWidth = 120

  /// An atomic weight in a cell's three columns: one decimal below 10 ("6.9"), else the
  /// nearest whole number ("56", "197"); a mass number as it is; "" when unknown.
  static func shortWeight(_ element: AtomicElement) -> String {
    guard let weight = element.atomicWeight, weight.value.isFinite else { return "" }
    let value = weight.value
    if value < 9.95 {
      let tenths = Int((value * 10).rounded())
      return "\(tenths / 10).\(tenths % 10)"
    }
    return String(Int(value.rounded()))
  }

  /// The first screen column of a cell of the given group, from the table's left edge.
  static func cellOffset(column: Int, gap: Int) -> Int {
    labelWidth + (column - 1) * (gap + cellWidth) + gap
  }

  /// The columns a table needs: the labels, each cell with the gap before it, and one column
  /// after the last cell for a closing bracket.
  static func width(columns: Int, gap: Int, cell: Int = cellWidth) -> Int {
    labelWidth + columns * (gap + cell) + 1
  }

  /// A gap's characters: spaces, and brackets drawn bold.
  private static func gapSpans(_ gap: [String]) -> [Span] {
    gap.map { Span($0, $0 == " " ? [] : [SGR.bold]) }
  }

  /// The symbol line of a cell: the mark then the symbol, or the symbol alone if it needs the
  /// mark's column too.
  private static func symbolText(
    _ style: TerminalStyle, _ favorites: Set<Int>, _ marks: [Int: String]
  ) -> (ColorKey, AtomicElement) -> String {
    { key, element in
      let symbol = style.display(element.symbol)
      let mark =
        marks[element.atomicNumber]
        ?? (favorites.contains(element.atomicNumber)
          ? Mark.favorite(unicode: style.unicode) : key.mark)
      if TextWidth.of(symbol) < cellWidth { return mark + symbol }
      return TextWidth.truncate(symbol, to: cellWidth, unicode: style.unicode)
    }
  }

  /// The legend lines: each key's mark, painted like its cells, and its name, in columns.
  static func legend(_ keys: [ColorKey], width: Int) -> [[Span]] {
    guard !keys.isEmpty else { return [] }
    let indent = labelWidth + 1
    let itemWidth = keys.map { TextWidth.of($0.mark) + 1 + TextWidth.of($0.title) }.max()! + 3
    let perLine = max(1, (width - indent + 3) / itemWidth)
    var lines: [[Span]] = []
    var start = 0
    while start < keys.count {
      let slice = keys[start..<min(keys.count, start + perLine)]
      var spans = [Span(TextWidth.spaces(indent))]
      for key in slice {
        spans.append(Span(key.mark, key.codes))
        let text = " " + key.title
        spans.append(Span(TextWidth.padded(text, to: itemWidth - TextWidth.of(key.mark))))
      }
      lines.append(spans.trimmed(color: false))
      start += perLine
    }
    return lines
  }

  /// Words filled into lines of at most `width` columns after an indent (a word longer than
  /// that gets a line of its own).
  private static func wrapped(_ text: String, width: Int, indent: Int) -> [String] {
    let room = max(1, width - indent)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, TextWidth.of(line) + 1 + TextWidth.of(String(word)) > room {
        lines.append(TextWidth.spaces(indent) + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(TextWidth.spaces(indent) + line) }
    return lines
  }

}
