import ElementsCore

/// Elements side by side, for `elements compare Fe Cu Au`: one column per element, one row per
/// field, in the sections of the tile's back.
public enum CompareRenderer {
  /// How many elements a comparison takes.
  public static let elementCounts = 2...6

  /// The rows, by section (``TileSection``), as fields of the catalogue.
  public static let sections: [(section: TileSection, fields: [ElementField])] = [
    (
      .overview,
      keys(
        "name", "number", "symbol", "state", "atomicWeight", "category", "group", "period",
        "block", "casNumber")
    ),
    (
      .atom,
      keys(
        "electronConfiguration", "electronShells", "valenceElectrons", "commonOxidationStates",
        "ionizationEnergy", "electronAffinity", "electronegativity", "covalentRadius",
        "vanDerWaalsRadius", "atomicRadius")
    ),
    (
      .physical,
      keys(
        "meltingPoint", "boilingPoint", "density", "latticeStructure", "latticeConstant",
        "specificHeat", "thermalConductivity", "heatOfFusion", "heatOfVaporization",
        "abundanceCrust", "abundanceSea")
    ),
    (.isotopes, keys("naturalIsotopes", "neutrons", "knownIsotopes")),
    (.history, keys("discoveryYear", "discoveredBy", "radioactive")),
  ]

  /// Every row's field, in order: what the JSON, CSV and TSV of a comparison hold (pass them to
  /// ``DataFormatter/json(_:in:fields:)`` for JSON).
  public static var fields: [ElementField] { sections.flatMap { $0.fields } }

  /// Numeric rows whose extremes are not marked: they identify an element rather than measure it.
  private static let unmarkedKeys = ["number", "group", "period"]

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
  ///   - table: The table they come from, which holds their details.
  ///   - style: How output may look.
  /// - Returns: The text, each line ending in a line break, none with trailing spaces.
  public static func render(
    _ elements: [AtomicElement], in table: PeriodicTable, style: TerminalStyle
  ) -> String {
    renderUTF8(elements, in: table, style: style).text
  }

  /// The same text as ``render(_:in:style:)``, as UTF-8 bytes, for a caller that writes it out.
  /// - Parameters:
  ///   - elements: The elements, in the order to show them.
  ///   - table: The table they come from.
  ///   - style: How output may look.
  /// - Returns: The text, as UTF-8.
  public static func renderUTF8(
    _ elements: [AtomicElement], in table: PeriodicTable, style: TerminalStyle
  ) -> ByteBuffer {
    guard !elements.isEmpty else { return ByteBuffer(capacity: 0) }
    let up = style.unicode ? "▲" : "+"
    let down = style.unicode ? "▼" : "-"

    // Every value, read element by element: an element and its details (big structs) are
    // copied once each rather than once per cell.
    let rowFields = fields
    var valuesByElement: [[FieldValue?]] = []
    valuesByElement.reserveCapacity(elements.count)
    for element in elements {
      let details = table.details(of: element)
      valuesByElement.append(rowFields.map { $0.value(of: element, details: details) })
    }

    // Each section's rows: a label and, per element, the text and whether it is a number.
    struct Row {
      var label: String
      var cells: [String?]
      var numeric: Bool
      var marked = false
    }
    var blocks: [(title: String, rows: [Row])] = []
    var fieldIndex = 0
    for (section, fields) in sections {
      var rows: [Row] = []
      // Each field read in place (a field holds texts and a closure, so a copy costs), and
      // each row's values read from the columns above, without lists of their own.
      for position in fields.indices {
        let column = fieldIndex
        fieldIndex += 1
        var cells =
          fields[position].key == "atomicWeight"
          ? elements.map { FactText.weight($0, style: style) }
          : valuesByElement.map { text($0[column], style: style) }
        guard cells.contains(where: { $0 != nil }) else { continue }
        let numeric = fields[position].isNumeric
        var marked = false
        if numeric, !unmarkedKeys.contains(fields[position].key) {
          var low = Double.infinity
          var high = -Double.infinity
          for values in valuesByElement {
            guard let number = values[column]?.number else { continue }
            low = min(low, number)
            high = max(high, number)
          }
          if low < high {
            marked = true
            for index in cells.indices {
              guard let number = valuesByElement[index][column]?.number, let cell = cells[index]
              else { continue }
              cells[index] = cell + (number == high ? " " + up : number == low ? " " + down : "  ")
            }
          }
        }
        let unit = fields[position].unit.map {
          " (" + SourcesRenderer.unit(for: $0, unicode: style.unicode) + ")"
        }
        rows.append(
          Row(
            label: fields[position].title + (unit ?? ""), cells: cells, numeric: numeric,
            marked: marked))
      }
      if !rows.isEmpty { blocks.append((section.title, rows)) }
    }

    var labelWidth = 0
    for block in blocks {
      for row in block.rows { labelWidth = max(labelWidth, TextWidth.of(row.label)) }
    }
    labelWidth = min(32, max(12, style.width / 3), labelWidth)
    let headers = elements.map {
      style.display($0.symbol) + " " + style.display($0.name)
    }
    let natural = elements.indices.map { column in
      var widest = TextWidth.of(headers[column])
      for block in blocks {
        for row in block.rows {
          if let cell = row.cells[column] { widest = max(widest, TextWidth.of(cell)) }
        }
      }
      return min(columnLimit, widest)
    }
    // Columns per band: as many as fit beside the labels at a readable width; the rest follow
    // in further bands below.
    func room(_ count: Int) -> Int { (style.width - labelWidth) / count - 2 }
    var perBand = elements.count
    while perBand > 1, room(perBand) < min(12, natural.max() ?? 0) { perBand -= 1 }
    let widths = natural.map { max(1, min($0, room(perBand))) }
    let bands = stride(from: 0, to: elements.count, by: perBand).map {
      $0..<min(elements.count, $0 + perBand)
    }
    // What an unknown value shows, without and with room for a mark.
    let unknown = style.unknown
    let unknownMarked = style.unknown + "  "

    var out = ByteBuffer(capacity: 4096)
    var line = ByteBuffer(capacity: style.width * 3 + 16)
    for (bandIndex, band) in bands.enumerated() {
      if bandIndex > 0 { out.append(UInt8(ascii: "\n")) }
      var header = TextWidth.spaces(labelWidth)
      for column in band {
        header +=
          "  "
          + TextWidth.padded(
            TextWidth.truncate(headers[column], to: widths[column], unicode: style.unicode),
            to: widths[column])
      }
      out.append(SGR.paint(trimmed(header), [SGR.bold], enabled: style.color))
      out.append(UInt8(ascii: "\n"))
      for block in blocks {
        out.append(UInt8(ascii: "\n"))
        out.append(SGR.paint(block.title, [SGR.bold], enabled: style.color))
        out.append(UInt8(ascii: "\n"))
        for row in block.rows {
          // Most rows fit on one line: written from their cells, without lists of lines.
          let fits =
            TextWidth.of(row.label) <= labelWidth
            && band.allSatisfy { column in
              row.cells[column].map { TextWidth.of($0) <= widths[column] } ?? true
            }
          if fits {
            writeLine(
              label: row.label, labelWidth: labelWidth, row: row.cells, numeric: row.numeric,
              band: band,
              text: { row.cells[band.lowerBound + $0] ?? (row.marked ? unknownMarked : unknown) },
              widths: widths, color: style.color, line: &line, to: &out)
            continue
          }
          let labelLines =
            TextWidth.of(row.label) <= labelWidth
            ? [row.label] : TextWidth.wrapped(row.label, to: labelWidth)
          let cellLines = band.map { column -> [String] in
            guard let cell = row.cells[column] else {
              return [row.marked ? unknownMarked : unknown]
            }
            return TextWidth.of(cell) <= widths[column]
              ? [cell] : TextWidth.wrapped(cell, to: widths[column])
          }
          var height = labelLines.count
          for lines in cellLines { height = max(height, lines.count) }
          for lineIndex in 0..<height {
            writeLine(
              label: lineIndex < labelLines.count ? labelLines[lineIndex] : "",
              labelWidth: labelWidth, row: row.cells, numeric: row.numeric, band: band,
              text: { cellLines[$0].count > lineIndex ? cellLines[$0][lineIndex] : "" },
              widths: widths, color: style.color, line: &line, to: &out)
          }
        }
      }
    }
    out.append(UInt8(ascii: "\n"))
    out.append(up + " largest  " + down + " smallest in the row\n")
    return out
  }

  /// Writes one line of a row and its line break: the label padded to `labelWidth`, then each
  /// cell's text (`text(offset)` for each column of the band) two spaces apart, padded (numbers
  /// on the left) to its column's width, and no spaces at the end. With colour on, an unknown
  /// value is dim. `line` is room to build the line in, reused from line to line.
  private static func writeLine(
    label: String, labelWidth: Int, row cells: [String?], numeric: Bool, band: Range<Int>,
    text: (Int) -> String, widths: [Int], color: Bool,
    line: inout ByteBuffer, to out: inout ByteBuffer
  ) {
    line.removeAll()
    line.append(label)
    line.append(UInt8(ascii: " "), count: labelWidth - TextWidth.of(label))
    // The unknown cells, by their bytes in the line, to be dimmed once its end is trimmed.
    var dimmed: [PaintedRun] = []
    for (offset, column) in band.enumerated() {
      line.append(UInt8(ascii: " "), count: 2)
      let text = text(offset)
      let cellStart = line.count
      let missing = widths[column] - TextWidth.of(text)
      if numeric { line.append(UInt8(ascii: " "), count: missing) }
      line.append(text)
      if !numeric { line.append(UInt8(ascii: " "), count: missing) }
      if color, cells[column] == nil {
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
      }.joinedText(separator: glue)
    ]
    for field in fields {
      var cells = [field.key, field.unit ?? ""]
      for index in elements.indices {
        cells.append(
          DataFormatter.text(
            Field.catalogued(field.value(of: elements[index], details: details[index]))))
      }
      lines.append(
        cells.map { DataFormatter.cell($0, separator: separator) }.joinedText(separator: glue))
    }
    return lines.joinedText(separator: "\n") + "\n"
  }

  /// A value as the comparison shows it: numbers as published, lists joined, `nil` if unknown.
  private static func text(_ value: FieldValue?, style: TerminalStyle) -> String? {
    switch value {
    case nil: return nil
    case .bool(let flag)?: return flag ? "yes" : "no"
    case .integer(let number)?: return String(number)
    case .number(let number)?: return DecimalText.plain(number)
    case .decimal(let text)?: return style.display(text)
    case .text(let text)?: return text.isEmpty ? nil : style.display(text)
    case .texts(let texts)?:
      return texts.isEmpty ? nil : texts.map(style.display).joinedText(separator: ", ")
    case .integers(let numbers)?:
      return numbers.isEmpty ? nil : numbers.map { String($0) }.joinedText(separator: ", ")
    case .numbers(let numbers)?:
      return numbers.isEmpty
        ? nil : numbers.compactMap(DecimalText.plain).joinedText(separator: ", ")
    }
  }

  private static func keys(_ keys: String...) -> [ElementField] {
    keys.compactMap(ElementField.named)
  }

  private static func trimmed(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
