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
    var out = "[\n  "
    for (index, element) in elements.enumerated() {
      if index > 0 { out += ",\n  " }
      writeObject(element, indent: "  ", to: &out)
    }
    out += "\n]\n"
    return out
  }

  /// One element as a JSON object, with the same keys and escaping as the array form, for
  /// `show --format json`.
  /// - Parameter element: The element.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ element: AtomicElement) -> String {
    var out = ""
    writeObject(element, indent: "", to: &out)
    return out + "\n"
  }

  /// Writes the element's object, its first line unindented and the rest indented by `indent`.
  private static func writeObject(_ element: AtomicElement, indent: String, to out: inout String) {
    for (index, member) in RecordValue.record(element).enumerated() {
      out += (index == 0 ? "{\n" : ",\n") + indent + "  "
      writeQuoted(member.key, to: &out)
      out += ": "
      write(member.value, to: &out)
    }
    out += "\n" + indent + "}"
  }

  /// One value as JSON.
  static func json(_ field: RecordValue) -> String {
    var out = ""
    write(field, to: &out)
    return out
  }

  /// A JSON array of objects, one per record, each member on its own line: the form of every
  /// list the commands print as JSON.
  static func jsonArray<Item>(
    _ items: [Item], _ record: (Item) -> [(key: String, value: RecordValue)]
  )
    -> String
  {
    var out = "[\n"
    for (index, item) in items.enumerated() {
      out += index == 0 ? "  {" : ",\n  {"
      for (number, member) in record(item).enumerated() {
        out += number == 0 ? "\n    " : ",\n    "
        writeQuoted(member.key, to: &out)
        out += ": "
        write(member.value, to: &out)
      }
      out += "\n  }"
    }
    out += "\n]\n"
    return out
  }

  /// Writes one value as JSON.
  static func write(_ field: RecordValue, to out: inout String) {
    switch field {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .integer(let value): out += String(value)
    case .number(let text): out += text
    case .string(let text): writeQuoted(text, to: &out)
    case .strings(let texts): out += "[" + texts.map(quoted).joined(separator: ", ") + "]"
    case .integers(let values): out += "[" + values.map(String.init).joined(separator: ", ") + "]"
    case .numbers(let texts): out += "[" + texts.joined(separator: ", ") + "]"
    case .objects(let objects):
      out += "["
      for (index, members) in objects.enumerated() {
        out += index == 0 ? "{" : ", {"
        for (number, member) in members.enumerated() {
          if number > 0 { out += ", " }
          writeQuoted(member.key, to: &out)
          out += ": "
          write(member.value, to: &out)
        }
        out += "}"
      }
      out += "]"
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
    var out = ""
    writeQuoted(text, to: &out)
    return out
  }

  /// Writes a JSON string literal: `"` and `\` escaped, and every control character (C0, DEL,
  /// C1) and invisible format character (bidirectional, zero-width) as `\uXXXX`.
  static func writeQuoted(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if scalar.isUnsafeInTerminal {
          // Written as \uXXXX (a surrogate pair above the BMP): the same text for a JSON
          // reader, nothing a terminal acts on or hides.
          for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
