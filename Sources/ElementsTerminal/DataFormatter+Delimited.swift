import ElementsCore

extension DataFormatter {
  /// The elements as CSV or TSV, one row per element after a header row.
  ///
  /// With `","`: RFC 4180 quoting: a field holding a comma, a quote, CR or LF is quoted, with
  /// its quotes doubled. With `"\t"`: tabs, CRs and LFs inside fields become spaces. The header
  /// names the fields as the JSON keys do; unknown values are empty; electron shells are joined
  /// with spaces ("2 8 14 2") and alternate names with "; ". Any other control character in
  /// data is written as a visible escape such as `\x1B`, as ``Sanitizer`` does, so no raw
  /// control byte leaves except line breaks inside quoted CSV fields. Every line ends with "\n".
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - separator: `","` for CSV or `"\t"` for TSV; any other character is used as given,
  ///     with CSV quoting.
  /// - Returns: The text.
  public static func delimited(_ elements: [AtomicElement], separator: Character) -> String {
    let header = Field.keys.map { cell($0, separator: separator) }
    var lines = [header.joined(separator: String(separator))]
    for element in elements {
      let cells = Field.record(element).map { cell(text($0.value), separator: separator) }
      lines.append(cells.joined(separator: String(separator)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value as the text of one field, before quoting.
  static func text(_ field: Field) -> String {
    switch field {
    case .null: ""
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let text): text
    case .string(let text): text
    case .strings(let texts): texts.joined(separator: "; ")
    case .integers(let values): values.map(String.init).joined(separator: " ")
    }
  }

  /// One field, escaped for the separator.
  static func cell(_ text: String, separator: Character) -> String {
    if separator == "\t" {
      var spaced = ""
      for scalar in text.unicodeScalars {
        if scalar == "\t" || scalar == "\n" || scalar == "\r" {
          spaced += " "
        } else {
          spaced.unicodeScalars.append(scalar)
        }
      }
      return Sanitizer.terminalText(spaced)
    }
    var safe = ""
    for scalar in text.unicodeScalars {
      if Sanitizer.isControl(scalar), scalar != "\n", scalar != "\r" {
        safe += Sanitizer.escape(scalar)
      } else {
        safe.unicodeScalars.append(scalar)
      }
    }
    let needsQuotes = safe.contains {
      $0 == separator || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
    }
    guard needsQuotes else { return safe }
    return "\"" + safe.replacing("\"", with: "\"\"") + "\""
  }
}
