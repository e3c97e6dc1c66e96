extension TerminalStyle {
  /// Whether the user's locale encodes text as UTF-8, so Unicode output will display.
  ///
  /// Looks at the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and non-empty, as the C
  /// library does, and answers whether it names UTF-8 ("UTF-8" or "utf8", in any case). With
  /// none set the locale is "C", which is ASCII.
  /// - Parameter environment: The process environment.
  /// - Returns: `true` for a UTF-8 locale.
  public static func localeIsUTF8(environment: [String: String]) -> Bool {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let lowered = value.lowercased()
      return contains(lowered, "utf-8") || contains(lowered, "utf8")
    }
    return false
  }

  /// Whether `text` holds `part`. Printable ASCII, as locale names are, is compared byte for
  /// byte, which at start-up costs far less than `String.contains` (it loads the
  /// string-processing library's searcher); other text keeps `String.contains`.
  private static func contains(_ text: String, _ part: String) -> Bool {
    let isPlain = { (text: String) in text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    guard isPlain(text), isPlain(part) else { return text.contains(part) }
    let text = Array(text.utf8)
    let part = Array(part.utf8)
    guard text.count >= part.count else { return false }
    return (0...(text.count - part.count)).contains {
      text[$0..<$0 + part.count].elementsEqual(part)
    }
  }
}
