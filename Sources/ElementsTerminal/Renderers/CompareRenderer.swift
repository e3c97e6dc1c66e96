import ElementsCore

/// Elements side by side, for `elements compare Fe Cu Au`: one column per element, one row per
/// field, in the sections of the tile's back.
public enum CompareRenderer {
  /// How many elements a comparison takes.
  public static let elementCounts = 2...6

  /// The fields of a section's rows, in order.
  private static func rows(of section: TileSection) -> [ElementField] {
    switch section {
    case .overview:
      [
        .name, .number, .symbol, .state, .atomicWeight, .category, .group, .period,
        .block, .casNumber, .cpkColor,
      ]
    case .atom:
      [
        .electronConfiguration, .electronShells, .valenceElectrons, .commonOxidationStates,
        .ionizationEnergy, .electronAffinity, .electronegativity, .covalentRadius,
        .vanDerWaalsRadius, .atomicRadius, .metallicRadius, .shannonRadii,
      ]
    case .electrons: [.termSymbol, .unpairedElectrons]
    case .physical:
      [
        .meltingPoint, .boilingPoint, .density, .allotrope, .molarVolume, .latticeStructure,
        .latticeConstant, .specificHeat, .thermalConductivity, .heatOfFusion,
        .heatOfVaporization, .thermalExpansion, .electricalResistivity,
        .superconductingTemperature, .mohsHardness, .vickersHardness, .brinellHardness,
        .youngsModulus, .bulkModulus, .shearModulus, .poissonsRatio, .speedOfSound,
        .abundanceCrust, .abundanceSea,
      ]
    case .isotopes: [.naturalIsotopes, .neutrons, .knownIsotopes]
    case .history: [.discoveryYear, .discoveredBy, .radioactive]
    }
  }

  /// Every row's field, section by section (the sections of the tile's back, in order): what
  /// the JSON, CSV and TSV of a comparison hold (pass them to
  /// `DataFormatter.json(_:in:fields:)` for JSON).
  public static let fields: [ElementField] = TileSection.allCases.flatMap { section in
    rows(of: section)
  }

  /// Numeric rows whose extremes are not marked: they identify an element rather than measure it.
  private static let unmarked: [ElementField] = [.number, .group, .period]

  /// The widest a value column grows before its text wraps.
  private static let columnLimit = 26

  /// The comparison as text: a header row with each element's symbol and name, then a section
  /// title and rows for each section; a row's title carries its unit once, values are aligned
  /// (numbers to the right), and in each measured row the largest value is marked `▲` and the
  /// smallest `▼` (ASCII `+` and `-`), so the marks read without colour. Rows no element has a
  /// value for are left out; an unknown value is "—", dim. When the columns do not fit the
  /// width, as many as fit go side by side and the rest follow below, under the same titles.
  /// - Parameters:
  ///   - elements: The elements, in the order to show them (2 to 6 for `compare`; any count
  ///     renders).
  ///   - fields: The rows, in order, without section titles (`--fields`); `nil` for every
  ///     field of ``fields``, by section.
  ///   - table: The table they come from, which holds their details.
  ///   - style: How output may look.
  /// - Returns: The lines, none with trailing spaces.
  public static func render(
    _ elements: [AtomicElement], fields: [ElementField]? = nil, in table: PeriodicTable,
    style: TerminalStyle
  ) -> StyledText {
    guard !elements.isEmpty else { return [] }
    let rowFields = fields ?? Self.fields
    // Each element's values, made an element at a time: its record and details are read in
    // place for all its fields, and each value once, for its text and the number its marks
    // compare.
    let columns = elements.map { element in
      let details = table.details(of: element)
      return rowFields.map { field in
        let value = field.value(of: element, details: details)
        return FactText.value(
          of: field, for: element, details: details, reading: value, style: style
        ).map { text in Value(text: text, number: Self.rank(value, of: field)) }
      }
    }
    let rows = rowFields.indices.map { index in
      Row(field: rowFields[index], values: columns.map { $0[index] }, style: style)
    }
    let shown = rows.filter(\.isShown)
    let marks = Marks(unicode: style.unicode)

    let labelWidth = min(
      32, max(12, style.width / 3), shown.map { TextWidth.of($0.label) }.max() ?? 0)
    let headers = elements.map { style.display($0.symbol) + " " + style.display($0.name) }
    let natural = elements.indices.map { column in
      let widest = shown.map { $0.width(of: column) }.max() ?? 0
      return min(columnLimit, max(TextWidth.of(headers[column]), widest))
    }
    let widest = natural.max() ?? 0
    // Columns per band: as many as fit beside the labels at a readable width; the rest follow
    // in further bands below.
    func room(_ count: Int) -> Int { (style.width - labelWidth) / count - 2 }
    var perBand = elements.count
    while perBand > 1, room(perBand) < min(12, widest) { perBand -= 1 }
    let widths = natural.map { max(1, min($0, room(perBand))) }

    var text = StyledText()
    for bandStart in stride(from: 0, to: elements.count, by: perBand) {
      let band = bandStart..<min(elements.count, bandStart + perBand)
      if bandStart > 0 { text.append("") }
      let geometry = ColumnLayout(widths: [labelWidth] + band.map { widths[$0] })
      let header = band.map { column in
        ColumnLayout.Cell(
          TextWidth.truncate(headers[column], to: widths[column], unicode: style.unicode))
      }
      text.append(contentsOf: geometry.lines([ColumnLayout.Cell("")] + header, style: .bold))
      guard fields == nil else {
        for row in shown {
          text.append(contentsOf: geometry.lines(row.cells(band, marks: marks, style: style)))
        }
        continue
      }
      // Each section's rows follow the previous section's in `rows`.
      var sectionStart = 0
      for section in TileSection.allCases {
        let sectionRows = rows[sectionStart..<(sectionStart + Self.rows(of: section).count)]
        sectionStart += sectionRows.count
        guard sectionRows.contains(where: \.isShown) else { continue }
        text.append("")
        text.append(StyledLine(section.title, .bold))
        for row in sectionRows where row.isShown {
          text.append(contentsOf: geometry.lines(row.cells(band, marks: marks, style: style)))
        }
      }
    }
    if shown.contains(where: \.isMarked) {
      text.append("")
      let largest = marks.up + " largest"
      let smallest = marks.down + " smallest in the row"
      // The two marks on one line where it fits, else a line each.
      if TextWidth.of(largest) + 2 + TextWidth.of(smallest) <= style.width {
        text.append(StyledLine(largest + "  " + smallest))
      } else {
        for line in TextWidth.wrapped(largest, to: style.width)
          + TextWidth.wrapped(smallest, to: style.width)
        {
          text.append(StyledLine(line))
        }
      }
    }
    return text
  }

  /// The marks for a row's largest and smallest value.
  private struct Marks {
    let up: String
    let down: String

    init(unicode: Bool) {
      up = unicode ? "▲" : "+"
      down = unicode ? "▼" : "-"
    }
  }

  /// A value as the number a row's marks compare: a word that comes before every number
  /// ("Ancient" for the discovery year) is the lowest.
  private static func rank(_ value: ElementField.Value?, of field: ElementField) -> Double? {
    if case .text(let word)? = value, field.wordsBeforeNumbers.contains(word) { return -.infinity }
    return value?.number
  }

  /// One known value of a row.
  private struct Value {
    /// The value as text.
    let text: String
    /// The value as a number, if it is one.
    let number: Double?
  }

  /// A row of the comparison: a field's title and each element's value.
  private struct Row {
    /// The row's field.
    let field: ElementField
    /// The field's title with its unit.
    let label: String
    /// Each element's value, `nil` when unknown.
    let values: [Value?]
    /// The largest and smallest number, when the row is marked: a measured row whose values
    /// differ.
    let extremes: (low: Double, high: Double)?

    /// Makes the row of a field from each element's value (`nil` when unknown), marking its
    /// extremes if it is measured.
    init(field: ElementField, values: [Value?], style: TerminalStyle) {
      self.field = field
      label = FactText.label(of: field, style: style)
      self.values = values
      let numbers =
        field.isNumeric && !unmarked.contains(field)
        ? values.compactMap { $0?.number }.filter { !$0.isNaN } : []
      if let low = numbers.min(), let high = numbers.max(), low < high {
        extremes = (low, high)
      } else {
        extremes = nil
      }
    }

    /// Whether the row is shown: some element has a value for it.
    var isShown: Bool { values.contains { $0 != nil } }

    /// Whether the row's largest and smallest values are marked.
    var isMarked: Bool { extremes != nil }

    /// A known value's width, its mark included; 0 when unknown.
    func width(of column: Int) -> Int {
      guard let value = values[column] else { return 0 }
      let marked = isMarked && value.number.map { !$0.isNaN } == true
      return TextWidth.of(value.text) + (marked ? 2 : 0)
    }

    /// The row's cells in a band: the label, then each value with what follows it in a marked
    /// row (its mark, or two spaces for neither), numbers to the right, unknown values dim.
    func cells(_ band: Range<Int>, marks: Marks, style: TerminalStyle) -> [ColumnLayout.Cell] {
      let alignment: ColumnLayout.Alignment = field.isNumeric ? .right : .left
      var cells: [ColumnLayout.Cell] = []
      cells.reserveCapacity(band.count + 1)
      cells.append(ColumnLayout.Cell(label))
      for column in band {
        guard let value = values[column] else {
          cells.append(
            ColumnLayout.Cell(style.unknown + (isMarked ? "  " : ""), .dim, alignment: alignment))
          continue
        }
        var mark = ""
        if let (low, high) = extremes, let number = value.number, !number.isNaN {
          mark = number == high ? " " + marks.up : number == low ? " " + marks.down : "  "
        }
        cells.append(ColumnLayout.Cell(value.text + mark, alignment: alignment))
      }
      return cells
    }
  }

  /// The comparison as CSV or TSV, turned like the text: a row per field ("field", "unit", then
  /// one column per element, headed by its symbol), every field of ``fields`` included, unknown
  /// values empty; quoted and escaped as ``DataFormatter/delimited(_:separator:)`` does.
  /// - Parameters:
  ///   - elements: The elements.
  ///   - table: The table they come from.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text.
  public static func delimited(
    _ elements: [AtomicElement], in table: PeriodicTable, separator: Character
  ) -> String {
    let details = elements.map { table.details(of: $0) }
    let glue = String(separator)
    var lines = [
      (["field", "unit"] + elements.map { $0.symbol }).map {
        DataFormatter.cell($0, separator: separator)
      }.joined(separator: glue)
    ]
    for field in fields {
      var cells = [field.key, field.unit ?? ""]
      for index in elements.indices {
        cells.append(
          DataFormatter.text(
            RecordValue.catalogued(field.value(of: elements[index], details: details[index]))))
      }
      lines.append(
        cells.map { DataFormatter.cell($0, separator: separator) }.joined(separator: glue))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
