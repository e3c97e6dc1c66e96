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
        .block, .casNumber,
      ]
    case .atom:
      [
        .electronConfiguration, .electronShells, .valenceElectrons, .commonOxidationStates,
        .ionizationEnergy, .electronAffinity, .electronegativity, .covalentRadius,
        .vanDerWaalsRadius, .atomicRadius,
      ]
    case .electrons: [.termSymbol, .unpairedElectrons]
    case .physical:
      [
        .meltingPoint, .boilingPoint, .density, .latticeStructure, .latticeConstant,
        .specificHeat, .thermalConductivity, .heatOfFusion, .heatOfVaporization,
        .abundanceCrust, .abundanceSea,
      ]
    case .isotopes: [.naturalIsotopes, .neutrons, .knownIsotopes]
    case .history: [.discoveryYear, .discoveredBy, .radioactive]
    }
  }

  /// Every row's field, section by section (the sections of the tile's back, in order): what
  /// the JSON, CSV and TSV of a comparison hold (pass them to
  /// ``DataFormatter/json(_:in:fields:)`` for JSON).
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
  /// value for are left out; an unknown value is "—". When the columns do not fit the width,
  /// as many as fit go side by side and the rest follow below, under the same titles.
  /// - Parameters:
  ///   - elements: The elements, in the order to show them (2 to 6 for `compare`; any count
  ///     renders).
  ///   - fields: The rows, in order, without section titles (`--fields`); `nil` for every
  ///     field of ``fields``, by section.
  ///   - table: The table they come from, which holds their details.
  ///   - style: How output may look.
  /// - Returns: The text, each line ending in a line break, none with trailing spaces.
  public static func render(
    _ elements: [AtomicElement], fields: [ElementField]? = nil, in table: PeriodicTable,
    style: TerminalStyle
  ) -> String {
    renderUTF8(elements, fields: fields, in: table, style: style).text
  }

  /// The same text as ``render(_:fields:in:style:)``, as UTF-8 bytes, for a caller that writes it out.
  /// - Parameters:
  ///   - elements: The elements, in the order to show them.
  ///   - fields: The rows, without section titles; `nil` for every field, by section.
  ///   - table: The table they come from.
  ///   - style: How output may look.
  /// - Returns: The text, as UTF-8.
  public static func renderUTF8(
    _ elements: [AtomicElement], fields: [ElementField]? = nil, in table: PeriodicTable,
    style: TerminalStyle
  ) -> ByteBuffer {
    guard !elements.isEmpty else { return ByteBuffer(capacity: 0) }
    let grid = Grid(elements, fields: fields ?? Self.fields, in: table, style: style)
    let columns = elements.count

    var labelWidth = 0
    for row in grid.fields.indices where grid.isShown(row) {
      labelWidth = max(labelWidth, grid.labelWidths[row])
    }
    labelWidth = min(32, max(12, style.width / 3), labelWidth)
    let headers = elements.map {
      style.display($0.symbol) + " " + style.display($0.name)
    }
    var natural: [Int] = []
    natural.reserveCapacity(columns)
    var widest = 0
    for column in 0..<columns {
      var width = TextWidth.of(headers[column])
      for row in grid.fields.indices where grid.isShown(row) {
        width = max(width, grid.width(row: row, column: column) ?? 0)
      }
      natural.append(min(columnLimit, width))
      widest = max(widest, natural[column])
    }
    // Columns per band: as many as fit beside the labels at a readable width; the rest follow
    // in further bands below.
    func room(_ count: Int) -> Int { (style.width - labelWidth) / count - 2 }
    var perBand = columns
    while perBand > 1, room(perBand) < min(12, widest) { perBand -= 1 }
    let widths = natural.map { max(1, min($0, room(perBand))) }

    var out = ByteBuffer(capacity: 4096)
    var line = ByteBuffer(capacity: style.width * 3 + 16)
    for bandStart in stride(from: 0, to: columns, by: perBand) {
      let band = bandStart..<min(columns, bandStart + perBand)
      if bandStart > 0 { out.append(UInt8(ascii: "\n")) }
      var header = TextWidth.spaces(labelWidth)
      for column in band {
        header +=
          "  "
          + TextWidth.padded(
            TextWidth.truncate(headers[column], to: widths[column], unicode: style.unicode),
            to: widths[column])
      }
      out.append(SGR.paint(TextWidth.trimmed(header), [SGR.bold], enabled: style.color))
      out.append(UInt8(ascii: "\n"))
      guard fields == nil else {
        for row in grid.fields.indices where grid.isShown(row) {
          write(
            row: row, of: grid, band: band, labelWidth: labelWidth, widths: widths,
            color: style.color, line: &line, to: &out)
        }
        continue
      }
      // Each section's rows follow the previous section's in `fields`.
      var sectionStart = 0
      for section in TileSection.allCases {
        let sectionRows = sectionStart..<(sectionStart + rows(of: section).count)
        sectionStart = sectionRows.upperBound
        guard sectionRows.contains(where: grid.isShown) else { continue }
        out.append(UInt8(ascii: "\n"))
        out.append(SGR.paint(section.title, [SGR.bold], enabled: style.color))
        out.append(UInt8(ascii: "\n"))
        for row in sectionRows where grid.isShown(row) {
          write(
            row: row, of: grid, band: band, labelWidth: labelWidth, widths: widths,
            color: style.color, line: &line, to: &out)
        }
      }
    }
    if grid.fields.indices.contains(where: grid.isMarked) {
      out.append(UInt8(ascii: "\n"))
      out.append(grid.up + " largest  " + grid.down + " smallest in the row\n")
    }
    return out
  }

  /// Every value of a comparison as text, with what each row and cell needs to be laid out:
  /// flat lists, row by row (cell `row * columns + column`), so that no list is made per row.
  private struct Grid {
    /// The rows' fields (``CompareRenderer/fields``, or those chosen).
    let fields: [ElementField]
    /// How many elements.
    let columns: Int
    /// Each cell's text, empty when the value is unknown.
    var texts: [String] = []
    /// Each cell's number, NaN when it has none.
    var numbers: [Double] = []
    /// Each cell's width in columns, its mark included.
    var widths: [Int] = []
    /// Each row's title with its unit, empty for a row no element has a value for.
    var labels: [String] = []
    /// The width of each label.
    var labelWidths: [Int] = []
    /// Each row's largest and smallest number; NaN when the row is not marked.
    var highs: [Double] = []
    var lows: [Double] = []
    /// The marks for the largest and smallest value.
    let up: String
    let down: String
    /// What follows the largest and the smallest value in a marked row: a space and the mark.
    let upMark: String
    let downMark: String
    /// What an unknown value shows, and its width.
    let unknown: String
    let unknownWidth: Int

    init(
      _ elements: [AtomicElement], fields: [ElementField], in table: PeriodicTable,
      style: TerminalStyle
    ) {
      self.fields = fields
      columns = elements.count
      up = style.unicode ? "▲" : "+"
      down = style.unicode ? "▼" : "-"
      upMark = " " + up
      downMark = " " + down
      unknown = style.unknown
      unknownWidth = TextWidth.of(unknown)
      let count = fields.count * columns
      texts = Array(repeating: "", count: count)
      numbers = Array(repeating: .nan, count: count)
      // Element by element, so that each element's details (a big struct) are made once.
      for (column, element) in elements.enumerated() {
        let details = table.details(of: element)
        // Each field read in place: a field holds texts and a closure, so a copy costs.
        fields.withUnsafeBufferPointer { fields in
          for row in fields.indices {
            let value = fields[row].value(of: element, details: details)
            let cell = row * columns + column
            numbers[cell] = value?.number ?? .nan
            texts[cell] =
              CompareRenderer.text(value, of: fields[row], for: element, style: style) ?? ""
          }
        }
      }
      labels.reserveCapacity(fields.count)
      widths = Array(repeating: 0, count: count)
      for row in fields.indices {
        let cells = (row * columns)..<((row + 1) * columns)
        var low = Double.infinity
        var high = -Double.infinity
        if fields[row].isNumeric, !CompareRenderer.unmarked.contains(fields[row]) {
          for cell in cells where !numbers[cell].isNaN {
            low = min(low, numbers[cell])
            high = max(high, numbers[cell])
          }
        }
        let marked = low < high
        lows.append(marked ? low : .nan)
        highs.append(marked ? high : .nan)
        for cell in cells where !texts[cell].isEmpty {
          widths[cell] = TextWidth.of(texts[cell]) + (marked && !numbers[cell].isNaN ? 2 : 0)
        }
        guard cells.contains(where: { !texts[$0].isEmpty }) else {
          labels.append("")
          labelWidths.append(0)
          continue
        }
        labels.append(FactText.label(of: fields[row], style: style))
        labelWidths.append(TextWidth.of(labels[row]))
      }
    }

    /// Whether a row is shown: some element has a value for it.
    func isShown(_ row: Int) -> Bool { !labels[row].isEmpty }

    /// Whether a row's largest and smallest values are marked.
    func isMarked(_ row: Int) -> Bool { lows[row] < highs[row] }

    /// A known cell's width, its mark included; `nil` if the value is unknown.
    func width(row: Int, column: Int) -> Int? {
      let cell = row * columns + column
      return texts[cell].isEmpty ? nil : widths[cell]
    }

    /// What follows a cell's text: its mark in a marked row (two spaces for neither), or
    /// nothing.
    func mark(row: Int, column: Int) -> String {
      guard isMarked(row) else { return "" }
      let cell = row * columns + column
      if texts[cell].isEmpty { return "  " }
      let number = numbers[cell]
      if number.isNaN { return "" }
      return number == highs[row] ? upMark : number == lows[row] ? downMark : "  "
    }

    /// A cell as it shows: its text (or the unknown mark), what follows it, and the width of
    /// both.
    func cell(row: Int, column: Int) -> (text: String, mark: String, width: Int) {
      let cell = row * columns + column
      let mark = mark(row: row, column: column)
      return texts[cell].isEmpty
        ? (unknown, mark, unknownWidth + mark.utf8.count) : (texts[cell], mark, widths[cell])
    }
  }

  /// Writes a row of the band: one line when the label and every cell fit, else as many as
  /// the wrapped label and cells need.
  private static func write(
    row: Int, of grid: Grid, band: Range<Int>, labelWidth: Int, widths: [Int], color: Bool,
    line: inout ByteBuffer, to out: inout ByteBuffer
  ) {
    let numeric = grid.fields[row].isNumeric
    let label = grid.labels[row]
    let labelFits = grid.labelWidths[row] <= labelWidth
    let cellsFit = band.allSatisfy { (grid.width(row: row, column: $0) ?? 0) <= widths[$0] }
    // Most rows fit on one line, and most others only wrap their label: written from their
    // cells, without lists of lines.
    if cellsFit {
      let labelLines = labelFits ? nil : TextWidth.wrapped(label, to: labelWidth)
      for lineIndex in 0..<(labelLines?.count ?? 1) {
        writeLine(
          label: labelLines?[lineIndex] ?? label, labelWidth: labelWidth, band: band,
          cell: { lineIndex == 0 ? grid.cell(row: row, column: $0) : ("", "", 0) },
          isUnknown: { grid.width(row: row, column: $0) == nil }, numeric: numeric,
          widths: widths, color: color, line: &line, to: &out)
      }
      return
    }
    let labelLines =
      labelFits ? [label] : TextWidth.wrapped(label, to: labelWidth)
    // Each cell's lines, one after another, and where each cell's lines start.
    var cellLines: [String] = []
    var starts: [Int] = []
    var height = labelLines.count
    for column in band {
      starts.append(cellLines.count)
      let (text, mark, _) = grid.cell(row: row, column: column)
      let whole = text + mark
      if (grid.width(row: row, column: column) ?? 0) <= widths[column] {
        cellLines.append(whole)
      } else {
        cellLines += TextWidth.wrapped(whole, to: widths[column])
      }
      height = max(height, cellLines.count - starts[starts.count - 1])
    }
    starts.append(cellLines.count)
    for lineIndex in 0..<height {
      writeLine(
        label: lineIndex < labelLines.count ? labelLines[lineIndex] : "", labelWidth: labelWidth,
        band: band,
        cell: { column in
          let offset = column - band.lowerBound
          let index = starts[offset] + lineIndex
          let text = index < starts[offset + 1] ? cellLines[index] : ""
          return (text, "", TextWidth.of(text))
        },
        isUnknown: { grid.width(row: row, column: $0) == nil }, numeric: numeric,
        widths: widths, color: color, line: &line, to: &out)
    }
  }

  /// Writes one line of a row and its line break: the label padded to `labelWidth`, then each
  /// cell of the band (`cell(column)`: its text, the mark after it and their width) two spaces apart,
  /// padded (numbers on the left) to its column's width, and no spaces at the end. With colour
  /// on, an unknown value is dim. `line` is room to build the line in, reused from line to
  /// line.
  private static func writeLine(
    label: String, labelWidth: Int, band: Range<Int>,
    cell: (Int) -> (text: String, mark: String, width: Int), isUnknown: (Int) -> Bool,
    numeric: Bool,
    widths: [Int], color: Bool, line: inout ByteBuffer, to out: inout ByteBuffer
  ) {
    line.removeAll()
    line.append(label)
    line.append(UInt8(ascii: " "), count: labelWidth - TextWidth.of(label))
    // The unknown cells, by their bytes in the line, to be dimmed once its end is trimmed.
    var dimmed: [PaintedRun] = []
    for column in band {
      line.append(UInt8(ascii: " "), count: 2)
      let (text, mark, width) = cell(column)
      let cellStart = line.count
      let missing = widths[column] - width
      if numeric { line.append(UInt8(ascii: " "), count: missing) }
      line.append(text)
      line.append(mark)
      if !numeric { line.append(UInt8(ascii: " "), count: missing) }
      if color, isUnknown(column) {
        dimmed.append(PaintedRun(range: cellStart..<line.count, codes: [SGR.dim]))
      }
    }
    line.removeTrailingSpaces(after: 0)
    out.append(line, painting: dimmed)
    out.append(UInt8(ascii: "\n"))
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

  /// A field's value (read with ``ElementField/value(of:details:)``) as the comparison and
  /// the tables of chosen fields show it (see ``text(_:style:)``); the atomic weight as the
  /// tile writes it.
  static func text(
    _ value: ElementField.Value?, of field: ElementField, for element: AtomicElement,
    style: TerminalStyle
  ) -> String? {
    field == .atomicWeight ? FactText.weight(element, style: style) : text(value, style: style)
  }

  /// A value as the comparison shows it: numbers as published, lists joined, `nil` if unknown.
  private static func text(_ value: ElementField.Value?, style: TerminalStyle) -> String? {
    switch value {
    case nil: return nil
    case .bool(let flag)?: return flag ? "yes" : "no"
    case .integer(let number)?: return String(number)
    case .number(let number)?: return DecimalText.plain(number)
    case .decimal(let text)?: return style.display(text)
    case .text(let text)?: return text.isEmpty ? nil : style.display(text)
    case .texts(let texts)?:
      return texts.isEmpty ? nil : texts.map(style.display).joined(separator: ", ")
    case .integers(let numbers)?:
      return numbers.isEmpty ? nil : numbers.map { String($0) }.joined(separator: ", ")
    case .numbers(let numbers)?:
      return numbers.isEmpty
        ? nil : numbers.compactMap(DecimalText.plain).joined(separator: ", ")
    }
  }

}
