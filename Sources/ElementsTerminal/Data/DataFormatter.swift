import ElementsCore

/// Element data for scripts: JSON, CSV and TSV.
///
/// Every format carries the same fields under the same names, in the same order: "number",
/// "symbol", "name", "alternateNames", "atomicWeight", "atomicWeightKind", "state", "category",
/// "block", "group", "period", "row", "column", "radioactive", "discoveryYear",
/// "knownSinceAntiquity", "discoveredBy", "electronConfiguration", "electronShells",
/// "meltingPoint" (K), "boilingPoint" (K), "density" (g/cm³), "electronegativity" (Pauling) and
/// "wikipedia". Unknown values are `null` in JSON and empty in CSV and TSV.
public enum DataFormatter {
  /// The elements as a JSON array of objects, in the given order.
  ///
  /// Pretty-printed with a 2-space indent; lists of names and shells stay on one line. Strings
  /// are escaped per RFC 8259, and every control character (C0, DEL and C1) is written as
  /// `\u00XX`, so no raw control byte leaves. A standard atomic weight is written from its exact
  /// text; a mass number as a whole number.
  /// - Parameter elements: The elements.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ elements: [AtomicElement]) -> String {
    jsonUTF8(elements).text
  }

  /// The same JSON as ``json(_:)-([AtomicElement])``, as UTF-8 bytes, for a caller that writes
  /// it out: checking a long text's UTF-8 to make a `String` of it, or copying it, costs more
  /// than writing it.
  /// - Parameter elements: The elements.
  /// - Returns: The JSON text with a trailing line break, as UTF-8.
  public static func jsonUTF8(_ elements: [AtomicElement]) -> ByteBuffer {
    guard !elements.isEmpty else {
      var out = ByteBuffer(capacity: 4)
      out.append("[]\n" as StaticString)
      return out
    }
    let prefixes = MemberPrefixes(indent: "  ")
    var out = ByteBuffer(capacity: elements.count * 800)
    out.append("[\n  " as StaticString)
    for (index, element) in elements.enumerated() {
      if index > 0 { out.append(",\n  " as StaticString) }
      writeObject(element, indent: "  ", prefixes: prefixes, to: &out)
    }
    out.append("\n]\n" as StaticString)
    return out
  }

  /// One element as a JSON object, with the same keys and escaping as the array form, for
  /// `show --format json`.
  /// - Parameter element: The element.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ element: AtomicElement) -> String {
    var out = ByteBuffer(capacity: 1024)
    writeObject(element, indent: "", prefixes: MemberPrefixes(indent: ""), to: &out)
    out.append(UInt8(ascii: "\n"))
    return out.text
  }

  /// What comes before each member's value, for the keys of ``RecordValue/keys``: the line break and
  /// indent, and the quoted key with its colon; all in one buffer, so that writing one takes no
  /// reference to an array of its own.
  private struct MemberPrefixes {
    /// The prefixes, one after another.
    let bytes: [UInt8]
    /// Where each member's prefix ends in `bytes`.
    let ends: [Int]

    init(indent: String) {
      var bytes: [UInt8] = []
      var ends: [Int] = []
      for (index, key) in RecordValue.keys.enumerated() {
        bytes += ((index == 0 ? "{\n" : ",\n") + indent + "  " + quoted(key) + ": ").utf8
        ends.append(bytes.count)
      }
      self.bytes = bytes
      self.ends = ends
    }
  }

  /// Writes the element's object, its first line unindented and the rest indented by `indent`.
  /// `prefixes` are for the same indent.
  private static func writeObject(
    _ element: AtomicElement, indent: String, prefixes: MemberPrefixes, to out: inout ByteBuffer
  ) {
    prefixes.bytes.withUnsafeBufferPointer { all in
      for (index, member) in RecordValue.record(element).enumerated() {
        let value = member.value
        let start = index == 0 ? 0 : prefixes.ends[index - 1]
        out.append(UnsafeBufferPointer(rebasing: all[start..<prefixes.ends[index]]))
        write(value, to: &out)
      }
    }
    out.append(UInt8(ascii: "\n"))
    out.append(indent)
    out.append(UInt8(ascii: "}"))
  }

  /// One value as JSON.
  static func json(_ field: RecordValue) -> String {
    var out = ByteBuffer(capacity: 64)
    write(field, to: &out)
    return out.text
  }

  /// Writes one value as JSON.
  /// A JSON array of objects, one per record, each member on its own line: the form of every
  /// list the commands print as JSON.
  static func jsonArray<Item>(
    _ items: [Item], _ record: (Item) -> [(key: String, value: RecordValue)]
  )
    -> String
  {
    var out = ByteBuffer(capacity: items.count * 300 + 4)
    out.append("[\n" as StaticString)
    for (index, item) in items.enumerated() {
      out.append(index == 0 ? "  {" : ",\n  {")
      for (number, member) in record(item).enumerated() {
        out.append(number == 0 ? "\n    " : ",\n    ")
        writeQuoted(member.key, to: &out)
        out.append(": " as StaticString)
        write(member.value, to: &out)
      }
      out.append("\n  }" as StaticString)
    }
    out.append("\n]\n" as StaticString)
    return out.text
  }

  static func write(_ field: RecordValue, to out: inout ByteBuffer) {
    switch field {
    case .null: out.append("null" as StaticString)
    case .bool(let value): out.append(value ? "true" : "false" as StaticString)
    case .integer(let value): out.append(decimal: value)
    case .number(let text): out.append(text)
    case .string(let text): writeQuoted(text, to: &out)
    case .strings(let texts):
      out.append(UInt8(ascii: "["))
      for (index, text) in texts.enumerated() {
        if index > 0 { out.append(", " as StaticString) }
        writeQuoted(text, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .integers(let values):
      out.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { out.append(", " as StaticString) }
        out.append(decimal: value)
      }
      out.append(UInt8(ascii: "]"))
    case .numbers(let texts):
      out.append(UInt8(ascii: "["))
      for (index, text) in texts.enumerated() {
        if index > 0 { out.append(", " as StaticString) }
        out.append(text)
      }
      out.append(UInt8(ascii: "]"))
    case .objects(let objects):
      out.append(UInt8(ascii: "["))
      for (index, members) in objects.enumerated() {
        out.append(index == 0 ? "{" : ", {" as StaticString)
        for (number, member) in members.enumerated() {
          if number > 0 { out.append(", " as StaticString) }
          writeQuoted(member.key, to: &out)
          out.append(": " as StaticString)
          write(member.value, to: &out)
        }
        out.append(UInt8(ascii: "}"))
      }
      out.append(UInt8(ascii: "]"))
    }
  }

  /// A JSON object laid out one member a line, members indented two spaces past `indent`.
  /// - Parameters:
  ///   - members: Each member's name and its value, already JSON.
  ///   - indent: The indent of the line the object starts on.
  /// - Returns: The object's text, from `{` to `}`.
  static func jsonObject(_ members: [(String, String)], indent: String) -> String {
    let inner = indent + "  "
    return "{\n" + members.map { inner + quoted($0.0) + ": " + $0.1 }.joined(separator: ",\n")
      + "\n" + indent + "}"
  }

  /// A JSON array laid out one item a line, items indented two spaces past `indent`; `[]`
  /// when empty.
  /// - Parameters:
  ///   - items: The items, already JSON.
  ///   - indent: The indent of the line the array starts on.
  /// - Returns: The array's text, from `[` to `]`.
  static func jsonList(_ items: [String], indent: String) -> String {
    items.isEmpty
      ? "[]"
      : "[\n" + items.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var out = ByteBuffer(capacity: text.utf8.count + 2)
    writeQuoted(text, to: &out)
    return out.text
  }

  /// Writes a JSON string literal: `"` and `\` escaped, and every control character (C0, DEL,
  /// C1) and invisible format character (bidirectional, zero-width) as `\uXXXX`.
  static func writeQuoted(_ text: String, to out: inout ByteBuffer) {
    out.append(UInt8(ascii: "\""))
    // Most strings need no escape and are copied whole. A byte that may need one: '"', '\',
    // C0 controls, DEL, and any byte of a non-ASCII character (C1 controls, format characters).
    var text = text
    let isPlain = text.withUTF8 { bytes in
      let mayNeedEscape = bytes.contains { byte in
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F
      }
      if !mayNeedEscape { out.append(bytes) }
      return !mayNeedEscape
    }
    if isPlain {
      out.append(UInt8(ascii: "\""))
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out.append("\\\"" as StaticString)
      case "\\": out.append("\\\\" as StaticString)
      default:
        if scalar.isUnsafeInTerminal {
          // Written as \uXXXX (a surrogate pair above the BMP): the same text for a JSON
          // reader, nothing a terminal acts on or hides.
          for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16)
            out.append("\\u" + TextWidth.repeated("0", count: 4 - hex.count) + hex)
          }
        } else {
          out.append(String(scalar))
        }
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
