import ElementsCore

/// Chosen fields of elements as text, for `--fields` without `--format`: a table with a row per
/// element and a column per field, headed by each field's title and unit.
public enum FieldTableRenderer {
  /// The narrowest a column is squeezed to before the table gives way to one block per element.
  static let narrowestColumn = 8

  /// The longest word of a value that a narrowed column still keeps whole ("Potassium");
  /// longer words may be cut.
  static let wordLimit = 12

  /// The widest a column grows before its text wraps.
  static let columnLimit = 30

  /// The table: a header of titles (with their units), a rule under it, then a row per element
  /// in the order given; numbers aligned right, text left, an unknown value as "—" (dim).
  /// Each column is as wide as its title or its widest value (up to 30 columns); when the
  /// table is wider than the terminal, the widest column is narrowed first, texts wrapping
  /// inside their columns and titles only at their spaces; when even that does not fit, each
  /// element gets a block of its own, a line per field.
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - fields: The fields, in order.
  ///   - table: The table the elements come from, which holds their details.
  ///   - style: How output may look.
  /// - Returns: The lines, none with trailing spaces.
  public static func render(
    _ elements: [AtomicElement], fields: [ElementField], in table: PeriodicTable,
    style: TerminalStyle
  ) -> StyledText {
    guard !elements.isEmpty, !fields.isEmpty else { return [] }
    let titles = fields.map { FactText.label(of: $0, style: style) }
    let rows = elements.map { element in
      let details = table.details(of: element)
      return fields.map { field in
        FactText.value(of: field, for: element, details: details, style: style)
      }
    }
    guard let widths = columnWidths(titles: titles, rows: rows, style: style) else {
      return blocks(elements, titles: titles, rows: rows, style: style)
    }
    let geometry = ColumnLayout(widths: widths)
    var text = StyledText(
      geometry.lines(titles.map { ColumnLayout.Cell($0) }, style: .bold))
    let rule = style.unicode ? "─" : "-"
    text.append(
      StyledLine(widths.map { String(repeating: rule, count: $0) }.joined(separator: "  ")))
    for row in rows {
      let cells = zip(row, fields).map { value, field in
        ColumnLayout.Cell(
          value ?? style.unknown, value == nil ? .dim : .plain,
          alignment: field.isNumeric ? .right : .left)
      }
      text.append(contentsOf: geometry.lines(cells))
    }
    return text
  }

  /// Each column's width: its title or its widest value, whichever is wider, up to
  /// ``columnLimit``; narrowed to the terminal's width, widest first, down to
  /// ``narrowestColumn`` (or its natural width, if less) and never below its title's longest
  /// word nor its values' longest (up to ``wordLimit``); `nil` when the table does not fit
  /// even so.
  private static func columnWidths(titles: [String], rows: [[String?]], style: TerminalStyle)
    -> [Int]?
  {
    let natural = titles.indices.map { column in
      let values = rows.map { TextWidth.of($0[column] ?? style.unknown) }
      return min(columnLimit, max(1, TextWidth.of(titles[column]), values.max() ?? 0))
    }
    let least = titles.indices.map { column in
      let valueWord = rows.map { TextWidth.widestWord($0[column] ?? "") }.max() ?? 0
      return max(
        TextWidth.widestWord(titles[column]), min(narrowestColumn, natural[column]),
        min(wordLimit, valueWord))
    }
    return ColumnLayout.narrowed(natural: natural, least: least, gap: 2, room: style.width)
  }

  /// Each element as a block of its own, for a terminal too narrow for the table: its symbol
  /// and name, then a line per field, the titles in a column and the values wrapping beside
  /// them.
  private static func blocks(
    _ elements: [AtomicElement], titles: [String], rows: [[String?]], style: TerminalStyle
  ) -> StyledText {
    // Titles wrap to half the width at most, and the column is as wide as their widest line.
    let titleLimit = min(titles.map(TextWidth.of).max() ?? 0, max(1, style.width / 2))
    let titleWidth =
      titles.flatMap { TextWidth.wrapped($0, to: titleLimit) }.map(TextWidth.of).max() ?? 0
    let geometry = ColumnLayout(
      widths: [titleWidth, max(1, style.width - titleWidth - 4)], indent: 2)
    var text = StyledText()
    for (element, row) in zip(elements, rows) {
      if !text.isEmpty { text.append("") }
      text.append(
        StyledLine(style.display(element.symbol) + " " + style.display(element.name), .bold))
      for (title, value) in zip(titles, row) {
        text.append(
          contentsOf: geometry.lines([
            ColumnLayout.Cell(title),
            ColumnLayout.Cell(value ?? style.unknown, value == nil ? .dim : .plain),
          ]))
      }
    }
    return text
  }
}
