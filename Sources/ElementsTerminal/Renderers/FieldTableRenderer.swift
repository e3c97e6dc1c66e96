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
    render([ElementSection(title: "", elements: elements)], fields: fields, in: table, style: style)
  }

  /// The table of ``render(_:fields:in:style:)`` in sections, as `list --by state` lists
  /// them: one header for all, columns as wide across every section, and before each titled
  /// section its title in bold (after a blank line, but for the first); in blocks, the title
  /// comes before its elements' blocks.
  /// - Parameters:
  ///   - sections: The sections, in order, e.g. from `SortOrder.sections(in:)`.
  ///   - fields: The fields, in order.
  ///   - table: The table the elements come from, which holds their details.
  ///   - style: How output may look.
  /// - Returns: The lines, none with trailing spaces.
  public static func render(
    _ sections: [ElementSection], fields: [ElementField], in table: PeriodicTable,
    style: TerminalStyle
  ) -> StyledText {
    let parts = sections.map { section in
      Section(
        title: section.title,
        rows: section.elements.map { element in
          let details = table.details(of: element)
          return Row(
            heading: style.display(element.symbol) + " " + style.display(element.name),
            values: fields.map { field in
              FactText.value(of: field, for: element, details: details, style: style)
            })
        })
    }
    return self.table(
      titles: fields.map { FactText.label(of: $0, style: style) },
      rightAligned: fields.map(\.isNumeric), sections: parts, style: style)
  }

  /// One row: its values, a column each, and the heading of its block when the table gives way
  /// to blocks ("Fe Iron").
  struct Row {
    var heading: String
    var values: [String?]
  }

  /// Rows under a title; an untitled section has no title line.
  struct Section {
    var title: String
    var rows: [Row]
  }

  /// Lays out the table of ``render(_:fields:in:style:)`` for any columns: each column's
  /// title, whether its values are aligned right, and the rows in sections.
  static func table(
    titles: [String], rightAligned: [Bool], sections: [Section], style: TerminalStyle
  ) -> StyledText {
    let rows = sections.flatMap { $0.rows.map(\.values) }
    guard !rows.isEmpty, !titles.isEmpty else { return [] }
    guard let widths = columnWidths(titles: titles, rows: rows, style: style) else {
      return blocks(sections, titles: titles, style: style)
    }
    let geometry = ColumnLayout(widths: widths)
    var text = StyledText(
      geometry.lines(titles.map { ColumnLayout.Cell($0) }, style: .bold))
    let rule = style.unicode ? "─" : "-"
    text.append(
      StyledLine(widths.map { TextWidth.repeated(rule, count: $0) }.joined(separator: "  ")))
    var first = true
    for section in sections {
      if !section.title.isEmpty {
        if !first { text.append(StyledLine()) }
        text.append(StyledLine(style.display(section.title), .bold))
      }
      first = false
      for row in section.rows {
        let cells = zip(row.values, rightAligned).map { value, right in
          ColumnLayout.Cell(
            value ?? style.unknown, value == nil ? .dim : .plain,
            alignment: right ? .right : .left)
        }
        text.append(contentsOf: geometry.lines(cells))
      }
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

  /// Each row as a block of its own, for a terminal too narrow for the table: its heading,
  /// then a line per column, the titles in a column and the values wrapping beside them; a
  /// section's title comes before its blocks.
  private static func blocks(
    _ sections: [Section], titles: [String], style: TerminalStyle
  ) -> StyledText {
    // Titles wrap to half the width at most, and the column is as wide as their widest line.
    let titleLimit = min(titles.map(TextWidth.of).max() ?? 0, max(1, style.width / 2))
    let titleWidth =
      titles.flatMap { TextWidth.wrapped($0, to: titleLimit) }.map(TextWidth.of).max() ?? 0
    let geometry = ColumnLayout(
      widths: [titleWidth, max(1, style.width - titleWidth - 4)], indent: 2)
    var text = StyledText()
    for section in sections {
      var afterTitle = false
      if !section.title.isEmpty {
        if !text.isEmpty { text.append("") }
        text.append(StyledLine(style.display(section.title), .bold))
        afterTitle = true
      }
      for row in section.rows {
        if !text.isEmpty, !afterTitle { text.append("") }
        afterTitle = false
        text.append(StyledLine(row.heading, .bold))
        for (title, value) in zip(titles, row.values) {
          text.append(
            contentsOf: geometry.lines([
              ColumnLayout.Cell(title),
              ColumnLayout.Cell(value ?? style.unknown, value == nil ? .dim : .plain),
            ]))
        }
      }
    }
    return text
  }
}
