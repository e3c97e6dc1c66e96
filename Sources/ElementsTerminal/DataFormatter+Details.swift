import ElementsCore

extension DataFormatter {
  /// The elements with every field of the catalogue (`ElementField.all`) as a JSON array:
  /// the 24 fields of ``json(_:)-([AtomicElement])`` in the same order, then the details
  /// (ionization energies, radii, oxidation states, ...; see README). Lists stay on one line.
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - table: The table they come from, which holds their details.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ elements: [AtomicElement], in table: PeriodicTable) -> String {
    guard !elements.isEmpty else { return "[]\n" }
    var out = ByteBuffer(capacity: elements.count * 2000)
    out.append("[\n  " as StaticString)
    for (index, element) in elements.enumerated() {
      if index > 0 { out.append(",\n  " as StaticString) }
      writeFullObject(element, details: table.details(of: element), indent: "  ", to: &out)
    }
    out.append("\n]\n" as StaticString)
    return out.text
  }

  /// One element with every field of the catalogue as a JSON object, for
  /// `show --format json`.
  /// - Parameters:
  ///   - element: The element.
  ///   - table: The table it comes from.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ element: AtomicElement, in table: PeriodicTable) -> String {
    var out = ByteBuffer(capacity: 2000)
    writeFullObject(element, details: table.details(of: element), indent: "", to: &out)
    out.append(UInt8(ascii: "\n"))
    return out.text
  }

  /// The elements with every field of the catalogue as CSV or TSV, quoted and escaped as
  /// ``delimited(_:separator:)`` does. Lists of numbers (shells, ionization energies,
  /// oxidation states, natural isotopes) are joined with spaces, lists of names with "; ".
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - table: The table they come from.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text.
  public static func delimited(
    _ elements: [AtomicElement], in table: PeriodicTable, separator: Character
  ) -> String {
    let header = ElementField.all.map { cell($0.key, separator: separator) }
    var lines = [header.joined(separator: String(separator))]
    for element in elements {
      let record = Field.fullRecord(element, details: table.details(of: element))
      lines.append(
        record.map { cell(text($0.value), separator: separator) }
          .joined(separator: String(separator)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func writeFullObject(
    _ element: AtomicElement, details: ElementDetails, indent: String, to out: inout ByteBuffer
  ) {
    for (index, member) in Field.fullRecord(element, details: details).enumerated() {
      out.append(index == 0 ? "{\n" : ",\n")
      out.append(indent + "  ")
      writeQuoted(member.key, to: &out)
      out.append(": " as StaticString)
      write(member.value, to: &out)
    }
    out.append(UInt8(ascii: "\n"))
    out.append(indent)
    out.append(UInt8(ascii: "}"))
  }
}
