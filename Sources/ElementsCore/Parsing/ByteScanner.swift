/// A forward-only cursor over the bytes of a UTF-8 text document, shared by the XML and JSON
/// readers.
///
/// The scanner works on raw bytes and never iterates `Character`s: readers find the extent of
/// a token by looking at bytes and then decode it to a `String` once with `text(_:)`. Every
/// read is bounds-checked against the buffer, which must outlive the scanner (readers create
/// both inside `withUnsafeBufferPointer`).
struct ByteScanner {
  /// The whole document.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var position: Int

  /// Creates a scanner positioned after the document's UTF-8 byte-order mark, if it has one.
  ///
  /// - Parameters:
  ///   - bytes: The document, which must stay valid while the scanner is used.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    position = hasMark ? 3 : 0
  }

  /// The number of bytes in the document (one past the last valid offset).
  var endOffset: Int { bytes.count }

  /// Whether the cursor has passed the last byte.
  var isAtEnd: Bool { position >= bytes.count }

  /// The byte at the cursor, or `nil` at the end of the document.
  var current: UInt8? { byte(at: position) }

  /// Returns the byte at an offset.
  ///
  /// - Parameters:
  ///   - offset: Any offset, including ones outside the document.
  /// - Returns: The byte, or `nil` if `offset` is outside the document.
  func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  /// Moves the cursor past spaces, tabs, carriage returns and line feeds.
  mutating func skipWhitespace() {
    while position < bytes.count, bytes[position].isWhitespace {
      position += 1
    }
  }

  /// Tells whether the document contains an ASCII literal at an offset.
  ///
  /// - Parameters:
  ///   - literal: The ASCII text to look for.
  ///   - offset: Where the text must start.
  /// - Returns: `true` if the bytes at `offset` equal `literal`.
  func hasPrefix(_ literal: StaticString, at offset: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset >= 0, count <= bytes.count - offset else { return false }
    let expected = literal.utf8Start
    for index in 0..<count where bytes[offset + index] != expected[index] {
      return false
    }
    return true
  }

  /// Moves the cursor past an ASCII literal if the document continues with it.
  ///
  /// - Parameters:
  ///   - literal: The ASCII text to look for at the cursor.
  /// - Returns: `true` if the literal was there and has been skipped.
  mutating func skip(_ literal: StaticString) -> Bool {
    guard hasPrefix(literal, at: position) else { return false }
    position += literal.utf8CodeUnitCount
    return true
  }

  /// Finds the next occurrence of an ASCII literal.
  ///
  /// - Parameters:
  ///   - literal: The non-empty ASCII text to look for.
  ///   - start: Where to start looking.
  ///   - limit: Where to stop looking: the literal must start before this offset.
  /// - Returns: The offset where `literal` starts, or `nil` if it does not occur.
  func offset(of literal: StaticString, from start: Int, before limit: Int = .max) -> Int? {
    let first = literal.utf8Start[0]
    let end = min(limit, bytes.count)
    var offset = max(start, 0)
    while offset < end {
      if bytes[offset] == first, hasPrefix(literal, at: offset) {
        return offset
      }
      offset += 1
    }
    return nil
  }

  /// Finds the next occurrence of a byte.
  ///
  /// - Parameters:
  ///   - byte: The byte to look for.
  ///   - start: Where to start looking.
  /// - Returns: The offset of the byte, or `nil` if it does not occur.
  func offset(of byte: UInt8, from start: Int) -> Int? {
    var offset = max(start, 0)
    while offset < bytes.count {
      if bytes[offset] == byte { return offset }
      offset += 1
    }
    return nil
  }

  /// Returns the bytes in a range, which must lie inside the document.
  ///
  /// - Parameters:
  ///   - range: Offsets inside the document.
  /// - Returns: A buffer over those bytes, valid as long as the document is.
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }

  /// Reads a whole element of plain text at the cursor, such as `<key>name</key>`: the start
  /// tag exactly `open`, text without markup, references or carriage returns, and the end tag
  /// exactly `close`.
  ///
  /// - Parameters:
  ///   - open: The start tag.
  ///   - close: The end tag.
  /// - Returns: Where the text is, with the cursor moved past the end tag; or `nil` for anything
  ///   else, with the cursor where it was, for the caller to read the general way.
  mutating func plainElement(open: StaticString, close: StaticString) -> Range<Int>? {
    guard hasPrefix(open, at: position) else { return nil }
    let start = position + open.utf8CodeUnitCount
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r") { return nil }
      index += 1
    }
    guard hasPrefix(close, at: index) else { return nil }
    position = index + close.utf8CodeUnitCount
    return start..<index
  }

  /// Tells whether two runs of the document hold the same bytes.
  ///
  /// - Parameters:
  ///   - first: Offsets inside the document.
  ///   - second: Other offsets inside the document.
  /// - Returns: `true` if the runs are as long and equal byte for byte.
  func hasSameBytes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    slice(first).elementsEqual(slice(second))
  }

  /// Decodes the bytes in a range as UTF-8.
  ///
  /// - Parameters:
  ///   - range: Offsets inside the document; the bytes should already have been validated.
  /// - Returns: The text.
  func text(_ range: Range<Int>) -> String {
    String(decoding: slice(range), as: UTF8.self)
  }

  /// Checks that the rest of the document, from the cursor on, is well-formed UTF-8.
  ///
  /// - Throws: `DocumentError` with the line of the first invalid byte.
  func validateUTF8() throws(DocumentError) {
    if let offset = TextEncoding.firstInvalidUTF8Offset(in: bytes, from: position) {
      throw error("invalid UTF-8", at: offset)
    }
  }

  /// Computes the 1-based line number of an offset.
  ///
  /// Lines end with LF, CR LF or a lone CR. Counting is done only when an error is reported,
  /// so that the readers' hot loops need not track lines.
  ///
  /// - Parameters:
  ///   - offset: An offset in the document (clamped to its bounds).
  /// - Returns: The line that contains `offset`.
  func line(at offset: Int) -> Int {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var index = 0
    while index < end {
      let value = bytes[index]
      if value == 0x0A || (value == 0x0D && byte(at: index + 1) != 0x0A) {
        line += 1
      }
      index += 1
    }
    return line
  }

  /// Creates an error located at an offset.
  ///
  /// - Parameters:
  ///   - reason: A lower-case description without a trailing period.
  ///   - offset: Where the problem is.
  /// - Returns: An error carrying the line of `offset`.
  func error(_ reason: String, at offset: Int) -> DocumentError {
    DocumentError(line: line(at: offset), reason: reason)
  }

  /// Describes what the document holds at an offset, for "found …" parts of error messages.
  ///
  /// - Parameters:
  ///   - offset: Where to look.
  /// - Returns: `end of file`, a quoted word (letters, digits, `_`, `.`, `+`, `-`), or a quoted
  ///   single character (a single quote in double quotes).
  func describe(at offset: Int) -> String {
    guard let first = byte(at: offset) else { return "end of file" }
    var end = offset + 1
    if first.isWordByte {
      while end < bytes.count, end - offset < 24, bytes[end].isWordByte { end += 1 }
    } else {
      // One whole UTF-8 character (or one stray byte).
      while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    let found = text(offset..<end)
    return found == "'" ? "\"'\"" : found.quotedForMessage()
  }
}

extension UInt8 {
  /// Whether this is a space, tab, carriage return or line feed: whitespace in XML and JSON.
  var isWhitespace: Bool {
    self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
  }

  /// Whether this is an ASCII decimal digit.
  var isDigit: Bool {
    self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
  }

  /// The value of an ASCII hexadecimal digit, or `nil` if this is not one.
  var hexDigitValue: UInt8? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Whether this byte can be part of a word quoted by `ByteScanner.describe(at:)`.
  fileprivate var isWordByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "+"), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }
}
