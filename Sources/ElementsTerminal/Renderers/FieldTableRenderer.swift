import ElementsCore

/// Chosen fields of elements as text, for `--fields` without `--format`: a table with a row per
/// element and a column per field, headed by each field's title and unit.
public enum FieldTableRenderer {
  /// The narrowest a column is squeezed to before the table gives way to one block per element.
  static let narrowestColumn = 8

  /// The widest a column grows before its text wraps.
  static let columnLimit = 30

  /// The widest a column grows for its title alone; a longer title wraps.
  static let titleLimit = 16

  /// The table: a header of titles (with their units), a rule under it, then a row per element
  /// in the order given; numbers aligned right, text left, an unknown value as "—" (dim with
  /// colour). Columns wider than the terminal allows are narrowed, their texts wrapping inside
  /// them, the widest first; when even that does not fit, each element gets a block of its own,
  /// a line per field.
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - fields: The fields, in order.
  ///   - table: The table the elements come from, which holds their details.
  ///   - style: How output may look.
  /// - Returns: The text, each line ending in a line break, none with trailing spaces.
  public static func render(
    _ elements: [AtomicElement], fields: [ElementField], in table: PeriodicTable,
    style: TerminalStyle
  ) -> String {
    guard !elements.isEmpty, !fields.isEmpty else { return "" }
    let titles = fields.map { FactText.label(of: $0, style: style) }
    let rows = elements.map { element in
      let details = table.details(of: element)
      return fields.map { field in
        CompareRenderer.text(
          field.value(of: element, details: details), of: field, for: element, style: style)
      }
    }
    guard let widths = columnWidths(titles: titles, rows: rows, style: style) else {
      return blocks(elements, titles: titles, rows: rows, style: style)
    }
    let numeric = fields.map { $0.isNumeric }
    var lines: [String] = []
    let headerLines = titles.indices.map { TextWidth.wrapped(titles[$0], to: widths[$0]) }
    for index in 0..<(headerLines.map { $0.count }.max() ?? 0) {
      let cells = headerLines.map { index < $0.count ? $0[index] : "" }
      lines.append(
        SGR.paint(
          line(
            cells, widths: widths, numeric: Array(repeating: false, count: widths.count), dim: [],
            style: style),
          [SGR.bold], enabled: style.color))
    }
    let rule = style.unicode ? "─" : "-"
    lines.append(
      widths.map { String(repeating: rule, count: $0) }.joined(separator: "  "))
    for row in rows {
      let cellLines = row.indices.map { column in
        TextWidth.wrapped(row[column] ?? style.unknown, to: widths[column])
      }
      let dim = row.indices.filter { row[$0] == nil && style.color }
      for index in 0..<(cellLines.map { $0.count }.max() ?? 1) {
        let cells = cellLines.map { index < $0.count ? $0[index] : "" }
        lines.append(line(cells, widths: widths, numeric: numeric, dim: dim, style: style))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each column's width: its widest text up to ``columnLimit``, then, while the table is
  /// wider than the terminal, the widest column narrowed by one; `nil` when the table does not
  /// fit with every column at ``narrowestColumn`` (or its natural width, if less).
  private static func columnWidths(titles: [String], rows: [[String?]], style: TerminalStyle)
    -> [Int]?
  {
    var widths = titles.indices.map { column in
      // A title wraps at its spaces: room for a short one whole, a long one on two lines or so.
      var widest = min(TextWidth.of(titles[column]), titleLimit)
      for row in rows { widest = max(widest, TextWidth.of(row[column] ?? style.unknown)) }
      return min(columnLimit, max(1, widest))
    }
    let gaps = 2 * (widths.count - 1)
    while widths.reduce(gaps, +) > style.width {
      guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
        widths[widest] > narrowestColumn
      else { return nil }
      widths[widest] -= 1
    }
    return widths
  }

  /// One line of the table: the cells padded to their columns (numbers on the left), two
  /// spaces apart, the dim ones painted, no spaces at the end.
  private static func line(
    _ cells: [String], widths: [Int], numeric: [Bool], dim: [Int], style: TerminalStyle
  ) -> String {
    var text = ""
    for (column, cell) in cells.enumerated() {
      if column > 0 { text += "  " }
      let missing = TextWidth.spaces(widths[column] - TextWidth.of(cell))
      let painted = SGR.paint(cell, [SGR.dim], enabled: dim.contains(column) && !cell.isEmpty)
      text += numeric[column] ? missing + painted : painted + missing
    }
    return TextWidth.trimmed(text)
  }

  /// Each element as a block of its own, for a terminal too narrow for the table: its symbol
  /// and name, then a line per field, the titles in a column and the values wrapping beside
  /// them.
  private static func blocks(
    _ elements: [AtomicElement], titles: [String], rows: [[String?]], style: TerminalStyle
  ) -> String {
    // Titles wrap to half the width at most, and the column is as wide as their widest line.
    let titleLimit = min(titles.map(TextWidth.of).max() ?? 0, max(1, style.width / 2))
    let titleLines = titles.map { TextWidth.wrapped($0, to: titleLimit) }
    let titleWidth = titleLines.joined().map(TextWidth.of).max() ?? 0
    let valueWidth = max(1, style.width - titleWidth - 4)
    var blocks: [String] = []
    for (element, row) in zip(elements, rows) {
      var lines = [
        SGR.paint(
          style.display(element.symbol) + " " + style.display(element.name), [SGR.bold],
          enabled: style.color)
      ]
      for column in titles.indices {
        let titleLines = titleLines[column]
        let valueLines = TextWidth.wrapped(row[column] ?? style.unknown, to: valueWidth)
        for index in 0..<max(titleLines.count, valueLines.count) {
          let title = index < titleLines.count ? titleLines[index] : ""
          var value = index < valueLines.count ? valueLines[index] : ""
          if row[column] == nil { value = SGR.paint(value, [SGR.dim], enabled: style.color) }
          lines.append(
            TextWidth.trimmed("  " + TextWidth.padded(title, to: titleWidth) + "  " + value))
        }
      }
      blocks.append(lines.joined(separator: "\n") + "\n")
    }
    return blocks.joined(separator: "\n")
  }
}
