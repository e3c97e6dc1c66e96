import ElementsCore

/// The list of fields with their units, sources and coverage, for `elements sources`.
public enum SourcesRenderer {
  /// Every field of `ElementField.all` as an aligned table: field, unit, how many elements
  /// have a value ("118/118"), how many of the built-in values agreed with other sources
  /// ("239/261", empty where none was compared), and the source with the sources it was
  /// checked against and the tolerance, which wraps to fit the width: beside the counts where
  /// it has 40 columns or more, else on the lines under them, indented. Narrower than the four
  /// columns aligned, a row's cells are written a space apart and wrapped.
  ///
  /// For a table read from a file (`PeriodicTable.dataFile`), the sources and agreement of
  /// the built-in data say nothing of its values: a first line names the file instead, and
  /// the table has the field, unit and coverage only.
  /// - Parameters:
  ///   - table: The table whose coverage is counted.
  ///   - style: How output may look.
  /// - Returns: The lines, the header row in bold.
  public static func text(_ table: PeriodicTable, style: TerminalStyle) -> StyledText {
    let total = table.elementsByNumber.count
    let known = ElementField.coverage(of: ElementField.all, in: table)
    let builtIn = table.dataFile == nil
    // The aligned columns, then the source: empty for data from a file.
    let columns = builtIn ? 4 : 3
    var rows = [
      builtIn
        ? ["Field", "Unit", "Known", "Agree", "Source; checked against"]
        : ["Field", "Unit", "Known", ""]
    ]
    for (field, known) in zip(ElementField.all, known) {
      let unitText = field.unitText(unicode: style.unicode) ?? ""
      guard builtIn else {
        rows.append([field.key, unitText, "\(known)/\(total)", ""])
        continue
      }
      let check = field.bundledCheck
      let source =
        check.map {
          "\(field.source); checked against \($0.checkedAgainst), within \($0.tolerance)"
        } ?? field.source
      rows.append([
        field.key, unitText, "\(known)/\(total)",
        check.map { "\($0.agreeing)/\($0.compared)" } ?? "",
        style.unicode ? source : ASCIIFolding.fold(source),
      ])
    }
    let widths = (0..<columns).map { column in rows.map { TextWidth.of($0[column]) }.max() ?? 0 }
    let width = style.width
    let columnsWidth = widths.reduce(0, +) + 2 * (columns - 1)
    let besideCounts = width - columnsWidth - 2 >= 40
    // Narrower than the columns aligned: each row's cells a space apart, wrapped.
    let aligned = columnsWidth <= width
    let sourceIndent = besideCounts ? columnsWidth + 2 : 4
    let room = max(1, width - sourceIndent)
    var lines = StyledText()
    if let dataFile = table.dataFile {
      let note = "Data: " + TileRenderer.dataFileText(dataFile, style: style)
      for piece in TextWidth.wrapped(note, to: width) { lines.append(StyledLine(piece)) }
      lines.append(StyledLine())
    }
    var line = StyledLine.Builder()
    for (index, row) in rows.enumerated() {
      let style: TextStyle = index == 0 ? .bold : .plain
      if aligned {
        // The columns, two spaces apart: text on the left, counts on the right.
        for column in 0..<columns {
          let pad = widths[column] - TextWidth.of(row[column])
          if column > 0 { line.appendSpaces(2, style) }
          if column >= 2 { line.appendSpaces(pad, style) }
          line.append(row[column], style)
          if column < 2 { line.appendSpaces(pad, style) }
        }
      } else {
        let cells = row[..<columns].filter { !$0.isEmpty }.joined(separator: " ")
        // The wrapper gives at least one line; the last is where the row goes on.
        var cellLines = TextWidth.wrapped(cells, to: width)
        let last = cellLines.removeLast()
        for cellLine in cellLines { lines.append(StyledLine(cellLine, style)) }
        line.append(last, style)
      }
      var pieces = row[columns].isEmpty ? [] : TextWidth.wrapped(row[columns], to: room)[...]
      if besideCounts, let first = pieces.popFirst() {
        line.appendSpaces(2, style)
        line.append(first, style)
      }
      lines.append(line.finish())
      for piece in pieces {
        line.appendSpaces(sourceIndent, style)
        line.append(piece, style)
        lines.append(line.finish())
      }
    }
    return lines
  }

  /// The fields as a JSON array of objects with "key", "title", "unit", "numeric", "source",
  /// "known" (elements with a value), "elements" (elements in the table), how the built-in
  /// values were cross-checked: "checkedAgainst" (the other sources, each with its agreeing
  /// and compared counts), "tolerance", "agreeing" and "compared" (`null` where no other
  /// source was compared), and "data": the file the table was read from, `null` for the
  /// built-in data. For a table from a file, "source" and the cross-check are `null`: they
  /// are the built-in data's.
  /// - Parameter table: The table whose coverage is counted.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ table: PeriodicTable) -> String {
    let known = ElementField.coverage(of: ElementField.all, in: table)
    return DataFormatter.jsonArray(Array(zip(ElementField.all, known))) { field, known in
      record(field, known: known, table)
    }
  }

  /// The fields as CSV or TSV with the keys of ``json(_:)`` as the header.
  /// - Parameters:
  ///   - table: The table whose coverage is counted.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text.
  public static func delimited(_ table: PeriodicTable, separator: Character) -> String {
    var lines = [
      [
        "key", "title", "unit", "numeric", "source", "known", "elements", "checkedAgainst",
        "tolerance", "agreeing", "compared", "data",
      ].map {
        DataFormatter.cell($0, separator: separator)
      }
    ]
    let known = ElementField.coverage(of: ElementField.all, in: table)
    for (field, known) in zip(ElementField.all, known) {
      lines.append(
        record(field, known: known, table).map {
          DataFormatter.cell(DataFormatter.text($0.value), separator: separator)
        })
    }
    return lines.map { $0.joined(separator: String(separator)) }.joined(separator: "\n")
      + "\n"
  }

  /// A field's record, `known` elements having a value for it; the source and the
  /// cross-check only for the built-in data.
  private static func record(_ field: ElementField, known: Int, _ table: PeriodicTable)
    -> [(key: String, value: RecordValue)]
  {
    let builtIn = table.dataFile == nil
    let check = builtIn ? field.bundledCheck : nil
    return [
      ("key", .string(field.key)),
      ("title", .string(field.title)),
      ("unit", field.unit.map(RecordValue.string) ?? .null),
      ("numeric", .bool(field.isNumeric)),
      ("source", builtIn ? .string(field.source) : .null),
      ("known", .integer(known)),
      ("elements", .integer(table.elementsByNumber.count)),
      ("checkedAgainst", check.map { .string($0.checkedAgainst) } ?? .null),
      ("tolerance", check.map { .string($0.tolerance) } ?? .null),
      ("agreeing", check.map { .integer($0.agreeing) } ?? .null),
      ("compared", check.map { .integer($0.compared) } ?? .null),
      ("data", table.dataFile.map(RecordValue.string) ?? .null),
    ]
  }
}
