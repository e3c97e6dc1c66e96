import ElementsCore

/// The list of fields with their units, sources and coverage, for `elements sources`.
public enum SourcesRenderer {
  /// Every field of `ElementField.all` as an aligned table: field, unit, how many elements
  /// have a value ("118/118"), and the source, which wraps to fit the width.
  /// - Parameters:
  ///   - table: The table whose coverage is counted.
  ///   - style: How output may look.
  /// - Returns: The lines, the header row in bold.
  public static func text(_ table: PeriodicTable, style: TerminalStyle) -> StyledText {
    let total = table.elementsByNumber.count
    var rows: [[String]] = [["Field", "Unit", "Known", "Source"]]
    for field in ElementField.all {
      let unitText = field.unit.map { unit(for: $0, unicode: style.unicode) } ?? ""
      rows.append([
        field.key, unitText, "\(field.coverage(in: table))/\(total)",
        style.unicode ? field.source : ASCIIFolding.fold(field.source),
      ])
    }
    let widths = (0..<3).map { column in rows.map { TextWidth.of($0[column]) }.max() ?? 0 }
    let indent = widths.reduce(0, +) + 6
    let room = max(20, style.width - indent)
    var lines = StyledText()
    for (index, row) in rows.enumerated() {
      var head = ""
      for column in 0..<3 {
        let cell = row[column]
        let pad = TextWidth.spaces(widths[column] - TextWidth.of(cell))
        head += (column == 2 ? pad + cell : cell + pad) + "  "
      }
      for (number, piece) in TextWidth.wrapped(row[3], to: room).enumerated() {
        let line = (number == 0 ? head : TextWidth.spaces(indent)) + piece
        lines.append(StyledLine(line, index == 0 ? .bold : .plain))
      }
    }
    return lines
  }

  /// The fields as a JSON array of objects with "key", "title", "unit", "numeric", "source",
  /// "known" (elements with a value) and "elements" (elements in the table).
  /// - Parameter table: The table whose coverage is counted.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ table: PeriodicTable) -> String {
    DataFormatter.jsonArray(ElementField.all) { record($0, table) }
  }

  /// The fields as CSV or TSV with the keys of ``json(_:)`` as the header.
  /// - Parameters:
  ///   - table: The table whose coverage is counted.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text.
  public static func delimited(_ table: PeriodicTable, separator: Character) -> String {
    var lines = [
      ["key", "title", "unit", "numeric", "source", "known", "elements"].map {
        DataFormatter.cell($0, separator: separator)
      }
    ]
    for field in ElementField.all {
      lines.append(
        record(field, table).map {
          DataFormatter.cell(DataFormatter.text($0.value), separator: separator)
        })
    }
    return lines.map { $0.joined(separator: String(separator)) }.joined(separator: "\n")
      + "\n"
  }

  private static func record(_ field: ElementField, _ table: PeriodicTable)
    -> [(key: String, value: RecordValue)]
  {
    [
      ("key", .string(field.key)),
      ("title", .string(field.title)),
      ("unit", field.unit.map(RecordValue.string) ?? .null),
      ("numeric", .bool(field.isNumeric)),
      ("source", .string(field.source)),
      ("known", .integer(field.coverage(in: table))),
      ("elements", .integer(table.elementsByNumber.count)),
    ]
  }

  /// A unit as the style allows: "g/cm³" is "g/cm3" and "J/(g·K)" is "J/(g*K)" in ASCII.
  static func unit(for unit: String, unicode: Bool) -> String {
    guard !unicode else { return unit }
    return unit.replacing("³", with: "3").replacing("·", with: "*")
  }
}
