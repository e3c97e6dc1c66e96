import ElementsCore

/// Element lists, as the original app's four tabs showed them: by name, number, symbol or
/// state.
public enum ListRenderer {
  /// The list rows: for each section a header line (none for an untitled section), then one row
  /// per element.
  ///
  /// A row holds the state's mark (● solid, ◒ liquid, ○ gas, ◇ artificial; `*`, `~`, `o`, `+`
  /// in ASCII) in the state's colour, then the name, "Symbol(Number)" such as "Fe(26)", and the
  /// atomic weight, in columns aligned across all sections. Sections are parted by a blank
  /// line. When the width is too small, names are shortened, then the weight column is dropped.
  /// - Parameters:
  ///   - sections: The sections in order, e.g. from `SortOrder.sections(in:)`.
  ///   - style: How output may look.
  ///   - temperature: The temperature whose states the marks show (`list --at`); the state at
  ///     room temperature when `nil`, or when the data cannot tell the state at it.
  /// - Returns: The lines.
  public static func render(
    _ sections: [ElementSection], style: TerminalStyle, at temperature: Temperature? = nil
  ) -> StyledText {
    lines(sections, style: style, temperature: temperature)
  }

  /// The list as ``render(_:style:at:)`` draws it, with a column of each element's value of a
  /// property after "Fe(26)" (numbers right-aligned), as ``value(of:field:in:style:)`` words it
  /// ("—" when unknown): what `list --sort` prints. When the width is too small, the weight
  /// column goes first, then names are shortened; the value stays, on a line of its own under
  /// the name when even the shortened name leaves no room for it. Sorted by the number or the
  /// weight, which every row shows, the rows are as ``render(_:style:at:)`` draws them.
  /// - Parameters:
  ///   - sections: The sections in order, e.g. one from `PeriodicTable.sorted(_:by:reverse:)`.
  ///   - field: The property whose values to show.
  ///   - table: The table the elements come from, which holds their details.
  ///   - style: How output may look.
  /// - Returns: The lines.
  public static func render(
    _ sections: [ElementSection], showing field: ElementField, in table: PeriodicTable,
    style: TerminalStyle
  ) -> StyledText {
    // The number and the weight have columns of their own already.
    guard !Self.ownColumns.contains(field) else { return lines(sections, style: style) }
    return lines(
      sections, style: style, value: { value(of: $0, field: field, in: table, style: style) },
      rightAligned: field.isNumeric)
  }

  /// The fields every row shows anyway, which a sorted list does not show again.
  static let ownColumns: [ElementField] = [.number, .atomicWeight, .name, .symbol]

  /// An element's value of a property as a sorted list shows it: the number with the field's
  /// unit ("7.87 g/cm³", "1811 K", "1869"), as published when that takes at most eight
  /// characters, else rounded to five significant digits (7.9025, 2e-5); the atomic weight as
  /// the weight column writes it ([294] for a mass number); other values as text, cut to 24
  /// columns ("Ancient" for the discovery year of elements known since antiquity).
  /// - Parameters:
  ///   - element: The element.
  ///   - field: The property.
  ///   - table: The table that holds the element's details.
  ///   - style: The character set (units and texts are folded to ASCII without Unicode).
  /// - Returns: The text, or `nil` when the value is unknown.
  public static func value(
    of element: AtomicElement, field: ElementField, in table: PeriodicTable, style: TerminalStyle
  ) -> String? {
    let details = field.isElementField ? ElementDetails() : table.details(of: element)
    var text: String
    if field == .atomicWeight {
      guard let weight = FactText.weight(element, style: style) else { return nil }
      text = weight
    } else if field.isNumeric, let number = field.number(of: element, details: details) {
      // A numeric field's text value ("Ancient" for a discovery year) is shown as text below.
      guard number.isFinite else { return nil }
      let published = DecimalText.plain(number) ?? ""
      text = published.count <= 8 ? published : Heatmap.text(number, digits: 5)
    } else {
      guard let value = field.value(of: element, details: details) else { return nil }
      let plain = DataFormatter.text(RecordValue.catalogued(value))
      guard !plain.isEmpty else { return nil }
      text = TextWidth.truncate(style.display(plain), to: 24, unicode: style.unicode)
    }
    if let unit = field.unitText(unicode: style.unicode) {
      text += " " + unit
    }
    return text
  }

  /// Lays the list out.
  private static func lines(
    _ sections: [ElementSection], style: TerminalStyle,
    value: ((AtomicElement) -> String?)? = nil, rightAligned: Bool = true,
    temperature: Temperature? = nil
  ) -> StyledText {
    let rows = sections.map { section in
      section.elements.map { Row($0, style: style, value: value, temperature: temperature) }
    }
    let allRows = rows.joined()
    let referenceWidth = allRows.map(\.referenceWidth).max() ?? 0
    let weightWidth = allRows.map(\.weight.width).max() ?? 0
    var nameWidth = allRows.map(\.name.width).max() ?? 0
    let valueWidth = allRows.map { $0.value?.width ?? 0 }.max() ?? 0
    let indent = "  "
    let minimumName = min(nameWidth, 8)
    // indent, mark, space, then the columns with two spaces between.
    let besideValue = value == nil ? 0 : 2 + valueWidth
    // Too narrow for the value beside the shortest name: it goes on a line of its own below.
    let valueBelow =
      value != nil
      && indent.count + 2 + 2 + referenceWidth + besideValue + minimumName
        > style.width
    let fixed = indent.count + 2 + 2 + referenceWidth + (valueBelow ? 0 : besideValue)
    var showWeight = true
    if fixed + nameWidth + 2 + weightWidth > style.width {
      // Beside a value, the weight goes before any name is shortened.
      if fixed + (value == nil ? minimumName : nameWidth) + 2 + weightWidth > style.width {
        showWeight = false
      }
      let room = style.width - fixed - (showWeight ? 2 + weightWidth : 0)
      nameWidth = max(minimumName, min(nameWidth, room))
    }

    var text = StyledText()
    for (section, sectionRows) in zip(sections, rows) {
      if !section.title.isEmpty {
        if !text.isEmpty { text.append(StyledLine()) }
        text.append(StyledLine(style.display(section.title), .bold))
      }
      for row in sectionRows {
        let name =
          row.name.width > nameWidth
          ? Cell(TextWidth.truncate(row.name.text, to: nameWidth, unicode: style.unicode))
          : row.name
        var rest = " " + name.text + TextWidth.spaces(nameWidth - name.width + 2)
        rest += row.symbol + "(" + row.number + ")"
        if let cell = row.value, !valueBelow {
          let padding = valueWidth - cell.width
          rest += TextWidth.spaces(
            referenceWidth - row.referenceWidth + 2 + (rightAligned ? padding : 0))
          rest += cell.text
          if !rightAligned { rest += TextWidth.spaces(padding) }
        }
        if showWeight {
          let after = row.value == nil ? referenceWidth - row.referenceWidth : 0
          rest += TextWidth.spaces(after + 2) + row.weight.text
        }
        // Three runs, room made for them at once: the indent, the state's mark in its colour,
        // the rest.
        var line = StyledLine()
        line.runs.reserveCapacity(3)
        line.append(indent)
        line.append(row.mark, .foreground(.state(row.state)))
        line.append(rest)
        text.append(line)
        if valueBelow, let cell = row.value {
          // Under the name.
          let under = indent.count + 2
          for part in TextWidth.wrapped(cell.text, to: max(1, style.width - under)) {
            text.append(StyledLine(TextWidth.spaces(under) + part))
          }
        }
      }
    }
    return text
  }

  /// One element's mark and cells, measured once before layout.
  private struct Row {
    /// The state's mark.
    let mark: String
    let state: PhysicalState
    let name: Cell
    /// The symbol, then the atomic number, shown as "Fe(26)".
    let symbol: String
    let number: String
    /// The columns "Fe(26)" takes.
    let referenceWidth: Int
    let weight: Cell
    /// The sorted-by property's value, when the list shows one ("—" when unknown).
    let value: Cell?

    init(
      _ element: AtomicElement, style: TerminalStyle, value: ((AtomicElement) -> String?)?,
      temperature: Temperature?
    ) {
      state = temperature.flatMap { element.state(at: $0) } ?? element.state
      mark = Mark.of(state, unicode: style.unicode)
      name = Cell(style.display(element.name))
      symbol = style.display(element.symbol)
      number = String(element.atomicNumber)
      referenceWidth = TextWidth.of(symbol) + number.utf8.count + 2
      weight = Cell(FactText.weight(element, style: style) ?? style.unknown)
      self.value = value.map { Cell($0(element) ?? style.unknown) }
    }
  }

  /// Plain text and the columns it takes.
  private struct Cell {
    let text: String
    let width: Int

    init(_ text: String) {
      self.text = text
      width = TextWidth.of(text)
    }
  }
}
