/// Reads the first characters of a document, in any supported text encoding, so that
/// `DocumentReader.format(of:)` can guess its format.
///
/// Characters are delivered as ASCII bytes; every non-ASCII UTF-8 byte or UTF-16 code unit is
/// delivered as 0x80. After the leading whitespace, at most `lookahead` characters are examined.
struct FormatSniffer {
  private static let lookahead = 1024

  private let bytes: [UInt8]
  private let encoding: TextEncoding
  private var offset: Int
  private var limit = Int.max

  /// Creates a sniffer positioned at the first character that is not whitespace.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    (encoding, offset) = TextEncoding.detect(bytes)
    skipWhitespace()
    limit = offset + Self.lookahead * (encoding == .utf8 ? 1 : 2)
  }

  /// Reads the next character.
  ///
  /// - Returns: The character as ASCII (0x80 if it is not ASCII), or `nil` at the end of the
  ///   document or of the lookahead.
  mutating func next() -> UInt8? {
    guard let character = peek() else { return nil }
    offset += encoding == .utf8 ? 1 : 2
    return character
  }

  /// Skips whitespace and reads the next character.
  ///
  /// - Returns: The character as ASCII (0x80 if it is not ASCII), or `nil` at the end.
  mutating func nextSignificant() -> UInt8? {
    skipWhitespace()
    return next()
  }

  /// Skips spaces, tabs, carriage returns and line feeds.
  mutating func skipWhitespace() {
    while let character = peek(), character.isWhitespace {
      _ = next()
    }
  }

  /// Skips the rest of a quoted string whose opening `"` has been read.
  ///
  /// - Returns: `true` if the closing quote was found.
  mutating func skipQuotedString() -> Bool {
    while let character = next() {
      if character == UInt8(ascii: "\"") { return true }
      if character == UInt8(ascii: "\\") { _ = next() }
    }
    return false
  }

  /// Reads a run of letters, digits and `_ . $ : / -`.
  ///
  /// - Returns: The run, possibly empty.
  mutating func word() -> [UInt8] {
    var word: [UInt8] = []
    while let character = peek(), Self.isWordCharacter(character) {
      word.append(character)
      _ = next()
    }
    return word
  }

  /// Skips the rest of a comment whose `/` has been read: a `//` comment to the end of its
  /// line, a `/*` comment to its `*/` (or the end).
  ///
  /// - Returns: `false`, having read one character more, if the `/` does not start a comment.
  mutating func skipComment() -> Bool {
    switch next() {
    case UInt8(ascii: "/"):
      while let character = next(), character != UInt8(ascii: "\n") {}
      return true
    case UInt8(ascii: "*"):
      var previous: UInt8 = 0
      while let character = next() {
        if previous == UInt8(ascii: "*"), character == UInt8(ascii: "/") { break }
        previous = character
      }
      return true
    default:
      return false
    }
  }

  private func peek() -> UInt8? {
    switch encoding {
    case .utf8:
      guard offset < bytes.count, offset < limit else { return nil }
      return min(bytes[offset], 0x80)
    case .utf16LittleEndian, .utf16BigEndian:
      guard offset + 1 < bytes.count, offset < limit else { return nil }
      let (low, high) =
        encoding == .utf16LittleEndian
        ? (bytes[offset], bytes[offset + 1]) : (bytes[offset + 1], bytes[offset])
      return high == 0 ? min(low, 0x80) : 0x80
    }
  }

  /// Whether a character may be part of a ``word()``.
  static func isWordCharacter(_ character: UInt8) -> Bool {
    switch character {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }
}
