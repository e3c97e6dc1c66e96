import ElementsCore

/// The periodic table, drawn from each element's place in the grid.
public enum TableRenderer {
  /// The periodic table laid out from each element's `GridPosition`.
  ///
  /// Rows follow the data: periods 1 to 7, the empty row 8 as a gap, then the lanthanides and
  /// actinides in rows 9 and 10. Group numbers run across the top and period numbers down the
  /// left. Each cell shows a mark for its colour key and the symbol; from 93 columns up a cell
  /// is two lines high and shows the atomic number too. The compact form needs 75 columns.
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
      return renderHeatmap(table, heatmap: heatmap, highlighted: highlighted, style: style)
    }
    let elements = table.elementsByNumber
    let rowCount = max(1, elements.map { $0.position.row }.max() ?? 1)
    let columnCount = max(1, elements.map { $0.position.column }.max() ?? 1)
    let numbered = style.width >= width(columns: columnCount, gap: 2)
    let gap = numbered ? 2 : 1

    var lines: [String] = []
    var header = TextWidth.spaces(labelWidth)
    for column in 1...columnCount {
      let number = String(column)
      header += TextWidth.spaces(gap)
      header +=
        numbered
        ? TextWidth.rightAligned(number, to: cellWidth)
        : TextWidth.padded(" " + number, to: cellWidth)
    }
    lines.append(SGR.paint(trimmed(header), [SGR.dim], enabled: style.color))
    if numbered { lines.append("") }

    for row in 1...rowCount {
      let cells = (1...columnCount).map { table.element(at: GridPosition(row: row, column: $0)) }
      guard cells.contains(where: { $0 != nil }) else {
        lines.append("")
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
      var texts: [(ColorKey, AtomicElement) -> String] = [symbolText(style)]
      if numbered {
        texts.insert(
          { _, element in
            TextWidth.rightAligned(String(element.atomicNumber), to: cellWidth)
          }, at: 0)
      }
      for (lineIndex, text) in texts.enumerated() {
        let labelText = lineIndex == texts.count - 1 ? label : ""
        var spans = [Span(TextWidth.rightAligned(labelText, to: labelWidth))]
        for (index, cell) in cells.enumerated() {
          spans += gapSpans(gaps[index])
          guard let cell else {
            spans.append(Span(TextWidth.spaces(cellWidth)))
            continue
          }
          let key = coloring.key(for: cell, unicode: style.unicode)
          var codes = key.background.map { [$0, SGR.black] } ?? []
          if highlighted.contains(cell.atomicNumber) { codes += [SGR.reverse, SGR.bold] }
          spans.append(Span(TextWidth.padded(text(key, cell), to: cellWidth), codes))
        }
        spans += gapSpans(gaps[cells.count])
        lines.append(spans.trimmed(color: style.color).rendered(color: style.color))
      }
    }

    lines.append("")
    lines += legend(
      coloring.legend(for: elements, unicode: style.unicode),
      width: min(style.width, width(columns: columnCount, gap: gap)), style: style)
    return lines.joinedText(separator: "\n") + "\n"
  }

  /// Columns for the period numbers on the left.
  private static let labelWidth = 2
  /// Columns inside a cell: a mark and a two-letter symbol.
  private static let cellWidth = 3

  /// The columns a table needs: the labels, each cell with the gap before it, and one column
  /// after the last cell for a closing bracket.
  private static func width(columns: Int, gap: Int) -> Int {
    labelWidth + columns * (gap + cellWidth) + 1
  }

  /// A gap's characters: spaces, and brackets drawn bold.
  private static func gapSpans(_ gap: [String]) -> [Span] {
    gap.map { Span($0, $0 == " " ? [] : [SGR.bold]) }
  }

  /// The symbol line of a cell: the mark then the symbol, or the symbol alone if it needs the
  /// mark's column too.
  private static func symbolText(_ style: TerminalStyle) -> (ColorKey, AtomicElement) -> String {
    { key, element in
      let symbol = style.display(element.symbol)
      if TextWidth.of(symbol) < cellWidth { return key.mark + symbol }
      return TextWidth.truncate(symbol, to: cellWidth, unicode: style.unicode)
    }
  }

  /// The legend lines: each key's mark, painted like its cells, and its name, in columns.
  private static func legend(_ keys: [ColorKey], width: Int, style: TerminalStyle) -> [String] {
    guard !keys.isEmpty else { return [] }
    let indent = labelWidth + 1
    let itemWidth = keys.map { TextWidth.of($0.mark) + 1 + TextWidth.of($0.title) }.max()! + 3
    let perLine = max(1, (width - indent + 3) / itemWidth)
    var lines: [String] = []
    var start = 0
    while start < keys.count {
      let slice = keys[start..<min(keys.count, start + perLine)]
      var spans = [Span(TextWidth.spaces(indent))]
      for key in slice {
        let codes = key.background.map { [$0, SGR.black] } ?? []
        spans.append(Span(key.mark, codes))
        let text = " " + key.title
        spans.append(Span(TextWidth.padded(text, to: itemWidth - TextWidth.of(key.mark))))
      }
      lines.append(spans.trimmed(color: false).rendered(color: style.color))
      start += perLine
    }
    return lines
  }

  private static func trimmed(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
