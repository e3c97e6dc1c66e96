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
    let objects = elements.map { object($0, indent: "  ") }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
  }

  /// One element as a JSON object, with the same keys and escaping as the array form, for
  /// `show --format json`.
  /// - Parameter element: The element.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ element: AtomicElement) -> String {
    object(element, indent: "") + "\n"
  }

  /// The element's object, its first line unindented and the rest indented by `indent`.
  private static func object(_ element: AtomicElement, indent: String) -> String {
    let members = Field.record(element).map { key, value in
      indent + "  " + quoted(key) + ": " + json(value)
    }
    return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
  }

  /// One value as JSON.
  static func json(_ field: Field) -> String {
    switch field {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let text): text
    case .string(let text): quoted(text)
    case .strings(let texts): "[" + texts.map(quoted).joined(separator: ", ") + "]"
    case .integers(let values): "[" + values.map(String.init).joined(separator: ", ") + "]"
    }
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if Sanitizer.isControl(scalar) {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
