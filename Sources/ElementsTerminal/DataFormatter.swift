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
    guard !elements.isEmpty else { return "[]\n" }
    var result = "[\n  "
    result.reserveCapacity(elements.count * 700)
    let prefixes = memberPrefixes(indent: "  ")
    var out: [UInt8] = []
    out.reserveCapacity(2048)
    for (index, element) in elements.enumerated() {
      if index > 0 { result += ",\n  " }
      out.removeAll(keepingCapacity: true)
      writeObject(element, indent: "  ", prefixes: prefixes, to: &out)
      // Decoded object by object: String checks ASCII a word at a time, and only the few
      // objects with other characters take its slower path, not the whole text.
      result += String(decoding: out, as: UTF8.self)
    }
    return result + "\n]\n"
  }

  /// One element as a JSON object, with the same keys and escaping as the array form, for
  /// `show --format json`.
  /// - Parameter element: The element.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ element: AtomicElement) -> String {
    var out: [UInt8] = []
    writeObject(element, indent: "", prefixes: memberPrefixes(indent: ""), to: &out)
    out += "\n".utf8
    return String(decoding: out, as: UTF8.self)
  }

  // The JSON is written as UTF-8 bytes into one array, in as few pieces as it can: appending
  // costs about the same for a long piece as for a short one, and far less than building a
  // String from many small Strings.

  /// What comes before each member's value, for the keys of ``Field/keys``: the line break and
  /// indent, and the quoted key with its colon.
  private static func memberPrefixes(indent: String) -> [[UInt8]] {
    Field.keys.enumerated().map { index, key in
      Array(((index == 0 ? "{\n" : ",\n") + indent + "  " + quoted(key) + ": ").utf8)
    }
  }

  /// Writes the element's object, its first line unindented and the rest indented by `indent`.
  /// `prefixes` are ``memberPrefixes(indent:)`` for the same indent.
  private static func writeObject(
    _ element: AtomicElement, indent: String, prefixes: [[UInt8]], to out: inout [UInt8]
  ) {
    Field.forEachValue(of: element) { index, value in
      out += prefixes[index]
      write(value, to: &out)
    }
    out.append(UInt8(ascii: "\n"))
    append(indent, to: &out)
    out.append(UInt8(ascii: "}"))
  }

  /// One value as JSON.
  static func json(_ field: Field) -> String {
    var out: [UInt8] = []
    write(field, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes one value as JSON.
  private static func write(_ field: Field, to out: inout [UInt8]) {
    switch field {
    case .null: append("null", to: &out)
    case .bool(let value): append(value ? "true" : "false", to: &out)
    case .integer(let value): writeInteger(value, to: &out)
    case .number(let text): append(text, to: &out)
    case .string(let text): writeQuoted(text, to: &out)
    case .strings(let texts):
      out.append(UInt8(ascii: "["))
      for (index, text) in texts.enumerated() {
        if index > 0 { append(", ", to: &out) }
        writeQuoted(text, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .integers(let values):
      out.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { append(", ", to: &out) }
        writeInteger(value, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    }
  }

  /// Appends a string's UTF-8 bytes in one copy (appending `text.utf8` goes byte by byte).
  private static func append(_ text: String, to out: inout [UInt8]) {
    if text.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil {
      out += text.utf8
    }
  }

  /// Writes a whole number in decimal, as `String(value)` would, without making the String.
  private static func writeInteger(_ value: Int, to out: inout [UInt8]) {
    // The digits are written backwards into a small buffer and appended in one piece.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
      var start = digits.count
      var rest = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    writeQuoted(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes a JSON string literal: `"` and `\` escaped, and every control character (C0, DEL,
  /// C1) as `\u00XX`.
  private static func writeQuoted(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most strings need no escape and are copied whole. A byte that may need one: '"', '\',
    // C0 controls, DEL, and 0xC2, which leads the C1 controls (and other Latin-1 characters).
    let mayNeedEscape = { (byte: UInt8) in
      byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
    }
    // Checked and copied in one visit to the string's bytes.
    func copyIfPlain(_ bytes: some Collection<UInt8>) -> Bool {
      guard !bytes.contains(where: mayNeedEscape) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if text.utf8.withContiguousStorageIfAvailable(copyIfPlain) ?? copyIfPlain(text.utf8) {
      out.append(UInt8(ascii: "\""))
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\"".utf8
      case "\\": out += "\\\\".utf8
      default:
        if Sanitizer.isControl(scalar) {
          let hex = String(scalar.value, radix: 16)
          out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
        } else {
          out += String(scalar).utf8
        }
      }
    }
    out += "\"".utf8
  }
}
