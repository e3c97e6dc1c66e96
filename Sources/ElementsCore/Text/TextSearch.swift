/// Substring tests that stay cheap at start-up.
public enum TextSearch {
  /// Whether `text` holds `part`, case and all.
  ///
  /// Printable ASCII, as symbols, most names and locale names are, is compared byte for byte:
  /// `String.contains` would load the string-processing library's searcher, which costs more
  /// than a short command's whole run. Other text keeps `String.contains`, grapheme by grapheme.
  /// - Parameters:
  ///   - text: Where to look.
  ///   - part: What to look for.
  /// - Returns: `true` if `part` occurs anywhere in `text`; an empty `part` always does.
  public static func contains(_ text: String, _ part: String) -> Bool {
    let isPlain = { (text: String) in text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    guard isPlain(text), isPlain(part) else { return text.contains(part) }
    let text = Array(text.utf8)
    let part = Array(part.utf8)
    guard text.count >= part.count else { return false }
    return (0...(text.count - part.count)).contains {
      text[$0..<$0 + part.count].elementsEqual(part)
    }
  }

  /// Whether the text has a byte that may start a character a terminal must not receive raw
  /// (see `Unicode.Scalar.isUnsafeInTerminal`): a C0 control, DEL, or any byte of a non-ASCII
  /// character (the C1 controls, the bidirectional and zero-width format characters). Checking
  /// bytes is quicker than decoding scalars, and almost all text is plain ASCII; only text that
  /// has one of these bytes needs its scalars checked.
  /// - Parameter text: Any text.
  /// - Returns: `false` if the text surely has no such character.
  public static func mayHaveUnsafeCharacter(_ text: String) -> Bool {
    let isSuspect = { (byte: UInt8) in byte < 0x20 || byte >= 0x7F }
    return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSuspect) }
      ?? text.utf8.contains(where: isSuspect)
  }
}
