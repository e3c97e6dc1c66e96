import ElementsCore

extension DataFormatter {
  /// The elements as CSV or TSV, one row per element after a header row.
  ///
  /// With `","`: RFC 4180 quoting: a field holding a comma, a quote, a tab or a line break is
  /// quoted, with its quotes doubled, and keeps its tabs and line breaks. With `"\t"`: tabs, CRs and LFs inside fields become spaces. The header
  /// names the fields as the JSON keys do; unknown values are empty; electron shells are joined
  /// with spaces ("2 8 14 2") and alternate names with "; ". Every other control character in
  /// data, CR included, goes through ``Sanitizer`` and is written as a visible escape such as
  /// `\x1B`: a raw CR would let data overwrite the line on a terminal. So no raw control byte
  /// leaves except the separator, the line ends, and in CSV tabs and line breaks inside quotes. Every line ends with "\n".
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - separator: `","` for CSV or `"\t"` for TSV; any other character is used as given,
  ///     with CSV quoting.
  /// - Returns: The text.
  public static func delimited(_ elements: [AtomicElement], separator: Character) -> String {
    let header = RecordValue.keys.map { cell($0, separator: separator) }
    var lines = [header.joined(separator: String(separator))]
    for element in elements {
      let cells = RecordValue.record(element).map { cell(text($0.value), separator: separator) }
      lines.append(cells.joined(separator: String(separator)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value as the text of one field, before quoting.
  static func text(_ field: RecordValue) -> String {
    switch field {
    case .null: ""
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .number(let text): text
    case .string(let text): text
    case .strings(let texts): texts.joined(separator: "; ")
    case .integers(let values): values.map(String.init).joined(separator: " ")
    case .numbers(let texts): texts.joined(separator: " ")
    case .objects(let objects):
      objects.map { members in
        members.filter { $0.value != .null }.map { $0.key + "=" + text($0.value) }.joined(
          separator: " ")
      }.joined(separator: "; ")
    }
  }

  /// One field, escaped for the separator.
  static func cell(_ text: String, separator: Character) -> String {
    let (tab, lineFeed, carriageReturn, quote) = (
      UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\"")
    )
    if separator == "\t" {
      guard text.utf8.contains(where: { $0 == tab || $0 == lineFeed || $0 == carriageReturn })
      else { return Sanitizer.terminalText(text) }
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
    // RFC 4180: tabs and line breaks stay themselves inside a quoted field, so that a note
    // round-trips through any CSV reader; every other control character is shown visibly.
    let safe = Sanitizer.terminalText(text, keepingTabsAndLineFeeds: true)
    // A CSV reader reads bytes, not characters: a separator or quote with a combining mark
    // after it still needs the quotes.
    let needsQuotes =
      safe.utf8.contains { $0 == quote || $0 == lineFeed || $0 == tab }
      || holds(safe, separator)
    guard needsQuotes else { return safe }
    // Each quote doubled, byte by byte for the same reason.
    var quoted: [UInt8] = [quote]
    for byte in safe.utf8 {
      quoted.append(byte)
      if byte == quote { quoted.append(quote) }
    }
    quoted.append(quote)
    return String(decoding: quoted, as: UTF8.self)
  }

  /// Whether text holds the separator: scalar by scalar for a separator of one scalar, as a
  /// CSV reader finds it, even with a combining mark after it; else character by character.
  private static func holds(_ text: String, _ separator: Character) -> Bool {
    let scalars = separator.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return text.contains(separator) }
    if scalar.isASCII { return text.utf8.contains(UInt8(scalar.value)) }
    return text.unicodeScalars.contains(scalar)
  }
}
