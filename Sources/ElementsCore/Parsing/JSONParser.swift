/// Reads JSON documents (RFC 8259) from bytes.
///
/// Any value may be the root. Numbers without a fraction or exponent that fit in `Int` become
/// `.integer`, all others `.real`. Objects may not repeat a key, and arrays and objects may
/// nest at most `maximumDepth` levels, which bounds the recursion.
struct JSONParser {
  /// The deepest allowed nesting of arrays and objects.
  static let maximumDepth = 64

  private var scanner: ByteScanner

  /// Reads a JSON document.
  ///
  /// - Parameters:
  ///   - bytes: The document in UTF-8 (with or without a byte-order mark) or UTF-16.
  /// - Returns: The document's root value.
  /// - Throws: `DocumentError` with the line of the problem.
  static func parse(_ bytes: [UInt8]) throws(DocumentError) -> DataValue {
    let text = try TextEncoding.utf8Bytes(of: bytes)
    return try text.withUnsafeBufferPointer { (buffer) throws(DocumentError) -> DataValue in
      var parser = JSONParser(scanner: ByteScanner(buffer))
      return try parser.parseDocument()
    }
  }

  private mutating func parseDocument() throws(DocumentError) -> DataValue {
    scanner.skipWhitespace()
    guard !scanner.isAtEnd else {
      throw DocumentError(line: nil, reason: "the file is empty")
    }
    try scanner.validateUTF8()
    let value = try parseValue(depth: 0)
    scanner.skipWhitespace()
    guard scanner.isAtEnd else {
      throw error("unexpected \(scanner.describe(at: scanner.position)) after the JSON value")
    }
    return value
  }

  /// Reads the value at the cursor.
  ///
  /// - Parameters:
  ///   - depth: How many arrays and objects enclose the value.
  private mutating func parseValue(depth: Int) throws(DocumentError) -> DataValue {
    switch scanner.current ?? 0 {
    case UInt8(ascii: "{"):
      return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["):
      return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      return try parseLiteral()
    default:
      throw error("expected a value, found \(scanner.describe(at: scanner.position))")
    }
  }

  /// Reads `true`, `false` or `null` at the cursor.
  private mutating func parseLiteral() throws(DocumentError) -> DataValue {
    if scanner.skip("true") { return .boolean(true) }
    if scanner.skip("false") { return .boolean(false) }
    if scanner.skip("null") { return .null }
    throw error("expected a value, found \(scanner.describe(at: scanner.position))")
  }

  private mutating func parseObject(depth: Int) throws(DocumentError) -> DataValue {
    try checkDepth(depth)
    scanner.position += 1  // "{"
    // No room is reserved up front: a hostile file of millions of "{}" must stay small.
    var builder = DictionaryBuilder(capacity: 0)
    scanner.skipWhitespace()
    if scanner.skip("}") { return .dictionary(builder.dictionary) }
    while true {
      guard scanner.current == UInt8(ascii: "\"") else {
        throw unexpected("expected a string key", orEndOfFileInside: "an object")
      }
      let keyOffset = scanner.position
      let key = try parseString()
      guard !builder.contains(key) else {
        throw scanner.error("duplicate key \(key.quotedForMessage())", at: keyOffset)
      }
      scanner.skipWhitespace()
      guard scanner.skip(":") else {
        throw unexpected(
          "expected ':' after key \(key.quotedForMessage())", orEndOfFileInside: "an object")
      }
      scanner.skipWhitespace()
      guard !scanner.isAtEnd else {
        throw error("unexpected end of file inside an object")
      }
      builder.append(key: key, value: try parseValue(depth: depth))
      scanner.skipWhitespace()
      if scanner.skip("}") { return .dictionary(builder.dictionary) }
      guard scanner.skip(",") else {
        throw unexpected("expected ',' or '}'", orEndOfFileInside: "an object")
      }
      scanner.skipWhitespace()
    }
  }

  private mutating func parseArray(depth: Int) throws(DocumentError) -> DataValue {
    try checkDepth(depth)
    scanner.position += 1  // "["
    var elements: [DataValue] = []
    scanner.skipWhitespace()
    if scanner.skip("]") { return .array(elements) }
    while true {
      guard !scanner.isAtEnd else {
        throw error("unexpected end of file inside an array")
      }
      elements.append(try parseValue(depth: depth))
      scanner.skipWhitespace()
      if scanner.skip("]") { return .array(elements) }
      guard scanner.skip(",") else {
        throw unexpected("expected ',' or ']'", orEndOfFileInside: "an array")
      }
      scanner.skipWhitespace()
    }
  }

  /// Reads the string at the cursor, which is at its opening quote.
  private mutating func parseString() throws(DocumentError) -> String {
    let bytes = scanner.bytes
    let start = scanner.position + 1
    var index = start
    // Fast path: no escapes.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        scanner.position = index + 1
        return scanner.text(start..<index)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      index += 1
    }
    // General case: copy runs of plain bytes, decoding the escapes between them.
    var output: [UInt8] = []
    scanner.position = start
    while true {
      let runStart = scanner.position
      index = runStart
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20
      {
        index += 1
      }
      output.append(contentsOf: scanner.slice(runStart..<index))
      scanner.position = index
      guard let byte = scanner.current else {
        throw scanner.error("unterminated string", at: start - 1)
      }
      switch byte {
      case UInt8(ascii: "\""):
        scanner.position += 1
        return String(decoding: output, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try appendEscape(to: &output)
      default:
        throw error("unescaped control character in string")
      }
    }
  }

  /// Decodes the escape sequence at the cursor (a backslash) and appends it.
  private mutating func appendEscape(to output: inout [UInt8]) throws(DocumentError) {
    let start = scanner.position
    guard let letter = scanner.byte(at: start + 1) else {
      throw scanner.error("unterminated string", at: start)
    }
    scanner.position += 2
    let character: UInt8
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): character = letter
    case UInt8(ascii: "b"): character = 0x08
    case UInt8(ascii: "f"): character = 0x0C
    case UInt8(ascii: "n"): character = 0x0A
    case UInt8(ascii: "r"): character = 0x0D
    case UInt8(ascii: "t"): character = 0x09
    case UInt8(ascii: "u"):
      UTF8.encode(try parseUnicodeEscape(startingAt: start)) { output.append($0) }
      return
    default:
      // Quote the backslash and the whole (possibly multi-byte) character after it.
      var end = start + 2
      while let next = scanner.byte(at: end), next & 0xC0 == 0x80 { end += 1 }
      throw scanner.error("invalid escape '\(scanner.text(start..<end))'", at: start)
    }
    output.append(character)
  }

  /// Reads the hexadecimal digits of `\uXXXX` (and a second escape for a surrogate pair).
  ///
  /// - Parameters:
  ///   - start: Where the backslash is; the cursor is after the `u`.
  private mutating func parseUnicodeEscape(
    startingAt start: Int
  ) throws(DocumentError) -> Unicode.Scalar {
    let first = try readHexQuad(escapeStart: start)
    var value = UInt32(first)
    if 0xD800...0xDBFF ~= first, scanner.hasPrefix("\\u", at: scanner.position) {
      let secondStart = scanner.position
      scanner.position += 2
      let second = try readHexQuad(escapeStart: secondStart)
      guard 0xDC00...0xDFFF ~= second else {
        throw scanner.error("lone surrogate '\(scanner.text(start..<(start + 6)))'", at: start)
      }
      value = 0x10000 + (UInt32(first) - 0xD800) << 10 + (UInt32(second) - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw scanner.error("lone surrogate '\(scanner.text(start..<(start + 6)))'", at: start)
    }
    return scalar
  }

  private mutating func readHexQuad(escapeStart: Int) throws(DocumentError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let digit = scanner.current?.hexDigitValue else {
        let end = min(scanner.position + 1, scanner.endOffset)
        throw scanner.error(
          "invalid escape '\(scanner.text(escapeStart..<end))'", at: escapeStart)
      }
      value = value << 4 | UInt16(digit)
      scanner.position += 1
    }
    return value
  }

  /// Reads the number at the cursor, checking the JSON grammar:
  /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
  private mutating func parseNumber() throws(DocumentError) -> DataValue {
    let bytes = scanner.bytes
    let start = scanner.position
    var index = start
    func skipDigits() -> Int {
      let digitsStart = index
      while index < bytes.count, bytes[index].isDigit { index += 1 }
      return index - digitsStart
    }
    func fail(_ reason: String) -> DocumentError {
      var end = index
      while end < bytes.count, bytes[end].isDigit || bytes[end] == UInt8(ascii: ".") { end += 1 }
      return scanner.error("\(reason) in '\(scanner.text(start..<end))'", at: start)
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = skipDigits()
    guard integerDigits > 0 else {
      throw scanner.error("expected a digit after '-'", at: start)
    }
    guard bytes[integerStart] != UInt8(ascii: "0") || integerDigits == 1 else {
      throw fail("leading zeros are not allowed")
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      guard skipDigits() > 0 else { throw fail("expected a digit after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      isInteger = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard skipDigits() > 0 else { throw fail("expected a digit in the exponent") }
    }
    scanner.position = index
    let text = scanner.slice(start..<index)
    if isInteger, case .value(let value) = NumberParsing.integer(text, allowsHexadecimal: false) {
      return .integer(value)
    }
    guard case .value(let value) = NumberParsing.finiteDouble(text) else {
      throw scanner.error("number '\(scanner.text(start..<index))' is out of range", at: start)
    }
    return .real(value)
  }

  private func checkDepth(_ depth: Int) throws(DocumentError) {
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  /// An error for an unexpected token: "`expectation`, found …", or "unexpected end of file
  /// inside `container`" at the end of the document.
  private func unexpected(
    _ expectation: String, orEndOfFileInside container: String
  ) -> DocumentError {
    guard !scanner.isAtEnd else {
      return error("unexpected end of file inside \(container)")
    }
    return error("\(expectation), found \(scanner.describe(at: scanner.position))")
  }

  /// An error at the cursor.
  private func error(_ reason: String) -> DocumentError {
    scanner.error(reason, at: scanner.position)
  }
}
