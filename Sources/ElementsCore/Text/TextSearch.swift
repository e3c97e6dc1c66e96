/// Substring tests that stay cheap at start-up.
public enum TextSearch {
  /// Whether `text` holds `part`, case and all, compared character by character as `==`
  /// compares strings.
  ///
  /// Printable ASCII, as symbols, most names and locale names are, is compared byte for byte;
  /// other text character by character.
  /// - Parameters:
  ///   - text: Where to look.
  ///   - part: What to look for.
  /// - Returns: `true` if `part` occurs anywhere in `text`; an empty `part` always does.
  public static func contains(_ text: String, _ part: String) -> Bool {
    let isPlain = { (text: String) in text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    guard isPlain(text), isPlain(part) else { return firstRange(of: part, in: text[...]) != nil }
    let text = Array(text.utf8)
    let part = Array(part.utf8)
    guard text.count >= part.count else { return false }
    return (0...(text.count - part.count)).contains {
      text[$0..<$0 + part.count].elementsEqual(part)
    }
  }

  /// Where `part` first occurs in `text`, compared character by character.
  ///
  /// The standard library's own `firstRange(of:)`, `contains(_:)` and `replacing(_:with:)` for
  /// strings live in the string-processing library, which would link its regular-expression
  /// engine into the binary: some 400 protocol conformances that the runtime scans each time
  /// it first looks one up, and over a megabyte of code. These three do the same on their own.
  /// - Parameters:
  ///   - part: What to look for.
  ///   - text: Where to look.
  /// - Returns: The range of the first occurrence; an empty range at the start for an empty
  ///   `part`; `nil` if there is none.
  public static func firstRange(of part: String, in text: Substring) -> Range<String.Index>? {
    var start = text.startIndex
    while true {
      if let end = end(of: part, in: text, from: start) { return start..<end }
      guard start < text.endIndex else { return nil }
      text.formIndex(after: &start)
    }
  }

  /// `text` with every occurrence of `target` replaced, from left to right, by `replacement`.
  /// - Parameters:
  ///   - target: What to replace; an empty target replaces nothing.
  ///   - replacement: What to put in its place.
  ///   - text: The text.
  /// - Returns: The new text.
  public static func replacing(_ target: String, with replacement: String, in text: String)
    -> String
  {
    guard !target.isEmpty else { return text }
    var result = ""
    var rest = text[...]
    while let found = firstRange(of: target, in: rest) {
      result.append(contentsOf: rest[..<found.lowerBound])
      result.append(replacement)
      rest = rest[found.upperBound...]
    }
    result.append(contentsOf: rest)
    return result
  }

  /// Where `part` ends if it occurs in `text` at `start`; `nil` if it does not.
  private static func end(of part: String, in text: Substring, from start: String.Index)
    -> String.Index?
  {
    var index = start
    for character in part {
      guard index < text.endIndex, text[index] == character else { return nil }
      text.formIndex(after: &index)
    }
    return index
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
