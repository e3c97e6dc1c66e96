import ElementsCore

extension DataFormatter {
  /// The elements with every field of the catalogue (`ElementField.all`) as a JSON array:
  /// the 24 fields of ``json(_:)-([AtomicElement])`` in the same order, then the details
  /// (ionization energies, radii, oxidation states, ...; see docs/GUIDE.md). Lists stay on one
  /// line.
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - table: The table they come from, which holds their details.
  ///   - fields: The fields to write, in order (`--fields`); every field by default. Details
  ///     are made only when a field needs them.
  ///   - compiled: The records compiled into the program with the built-in table
  ///     (``CompiledRecords``), used when every field is asked for; only for that table.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(
    _ elements: [AtomicElement], in table: PeriodicTable,
    fields: [ElementField] = ElementField.all, compiled: CompiledRecords? = nil
  ) -> String {
    guard !elements.isEmpty else { return "[]\n" }
    let compiled = isEveryField(fields) ? compiled : nil
    var out = "[\n  "
    let needsDetails = fields.contains { !$0.isElementField }
    let none = ElementDetails()
    for (index, element) in elements.enumerated() {
      if index > 0 { out += ",\n  " }
      if let record = compiled?.record(element.atomicNumber) {
        out += record.description
      } else {
        writeFullObject(
          element, details: needsDetails ? table.details(of: element) : none, fields: fields,
          indent: "  ", to: &out)
      }
    }
    out += "\n]\n"
    return out
  }

  /// The JSON of ``json(_:in:fields:compiled:)`` as the pieces it is made of, when it is
  /// made of text compiled into the program alone: every field asked for, and every element's
  /// record compiled in. The caller writes the pieces out as they are (with `writev`), rather
  /// than copying some 300 KB into one buffer first.
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - fields: The fields asked for, in order.
  ///   - compiled: The records compiled into the program with the built-in table.
  /// - Returns: The pieces, in order, or `nil` when some part must be formatted.
  public static func compiledJSON(
    _ elements: [AtomicElement], fields: [ElementField], compiled: CompiledRecords?
  ) -> [StaticString]? {
    guard let compiled, !elements.isEmpty, isEveryField(fields) else { return nil }
    var pieces: [StaticString] = ["[\n  "]
    for (index, element) in elements.enumerated() {
      guard let record = compiled.record(element.atomicNumber) else { return nil }
      if index > 0 { pieces.append(",\n  ") }
      pieces.append(record)
    }
    pieces.append("\n]\n")
    return pieces
  }

  /// An element's object as `json(_:in:fields:)` writes it in the array with every field:
  /// what the build compiles in for each element of the built-in table (``CompiledRecords``).
  /// - Parameters:
  ///   - element: The element.
  ///   - table: The table it comes from.
  /// - Returns: The object's JSON text, its lines after the first indented by two spaces.
  public static func fullRecordJSON(_ element: AtomicElement, in table: PeriodicTable) -> String {
    var out = ""
    writeFullObject(
      element, details: table.details(of: element), fields: ElementField.all, indent: "  ",
      to: &out)
    return out
  }

  /// One element with every field of the catalogue as a JSON object, for
  /// `show --format json`.
  /// - Parameters:
  ///   - element: The element.
  ///   - table: The table it comes from.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ element: AtomicElement, in table: PeriodicTable) -> String {
    var out = ""
    writeFullObject(
      element, details: table.details(of: element), fields: ElementField.all, indent: "",
      to: &out)
    return out + "\n"
  }

  /// The elements with every field of the catalogue as CSV or TSV, quoted and escaped as
  /// ``delimited(_:separator:)`` does. Lists of numbers (shells, ionization energies,
  /// oxidation states, natural isotopes) are joined with spaces, lists of names with "; ".
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - table: The table they come from.
  ///   - fields: The fields to write, in order (`--fields`); every field by default.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text.
  public static func delimited(
    _ elements: [AtomicElement], in table: PeriodicTable,
    fields: [ElementField] = ElementField.all, separator: Character
  ) -> String {
    var lines = [delimitedHeader(fields: fields, separator: separator)]
    let needsDetails = fields.contains { !$0.isElementField }
    let none = ElementDetails()
    for element in elements {
      lines.append(
        needsDetails
          ? delimitedRow(
            element, details: table.details(of: element), fields: fields, separator: separator)
          : delimitedRow(element, details: none, fields: fields, separator: separator))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The header row of ``delimited(_:in:fields:separator:)``, without its line break: the
  /// fields' keys, quoted and escaped as the cells are.
  /// - Parameters:
  ///   - fields: The fields, in order.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The row.
  public static func delimitedHeader(
    fields: [ElementField] = ElementField.all, separator: Character
  ) -> String {
    fields.map { cell($0.key, separator: separator) }.joined(separator: String(separator))
  }

  /// ``delimited(_:in:fields:separator:)`` of a list with every field, in pieces compiled in
  /// with the built-in table (its header row and each element's row, with the line breaks
  /// between them), to be written one after the other; `nil` unless every field is asked for
  /// and every element has a compiled row for the separator.
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - fields: The fields asked for.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  ///   - compiled: The rows compiled in with the built-in table, if any.
  /// - Returns: The pieces, or `nil` when the list must be formatted.
  public static func compiledDelimited(
    _ elements: [AtomicElement], fields: [ElementField], separator: Character,
    compiled: CompiledRecords?
  ) -> [StaticString]? {
    guard let rows = compiled?.rows(separator: separator), isEveryField(fields) else { return nil }
    var pieces: [StaticString] = [rows.header]
    pieces.reserveCapacity(2 * elements.count + 2)
    for element in elements {
      guard let row = rows.row(element.atomicNumber) else { return nil }
      pieces.append("\n")
      pieces.append(row)
    }
    pieces.append("\n")
    return pieces
  }

  /// Whether the fields are every field of the catalogue, in its order: the lists whose records
  /// and rows are compiled in.
  private static func isEveryField(_ fields: [ElementField]) -> Bool {
    fields.map { $0.key } == ElementField.all.map { $0.key }
  }

  /// One element's row of ``delimited(_:in:fields:separator:)`` with every field,
  /// without its line break: what the build tool compiles in with the built-in table.
  /// - Parameters:
  ///   - element: The element.
  ///   - table: The table it comes from.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The row.
  public static func delimitedRow(
    _ element: AtomicElement, in table: PeriodicTable, separator: Character
  ) -> String {
    delimitedRow(
      element, details: table.details(of: element), fields: ElementField.all,
      separator: separator)
  }

  /// One element's row of the fields, quoted and escaped.
  private static func delimitedRow(
    _ element: AtomicElement, details: ElementDetails, fields: [ElementField], separator: Character
  ) -> String {
    RecordValue.fullRecord(element, details: details, fields: fields)
      .map { cell(text($0.value), separator: separator) }
      .joined(separator: String(separator))
  }

  private static func writeFullObject(
    _ element: AtomicElement, details: ElementDetails, fields: [ElementField], indent: String,
    to out: inout String
  ) {
    let record = RecordValue.fullRecord(element, details: details, fields: fields)
    for (index, member) in record.enumerated() {
      out += (index == 0 ? "{\n" : ",\n") + indent + "  "
      writeQuoted(member.key, to: &out)
      out += ": "
      write(member.value, to: &out)
    }
    out += "\n" + indent + "}"
  }
}
