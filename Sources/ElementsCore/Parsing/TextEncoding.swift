/// The Unicode encoding of a text document, detected from its byte-order mark or first bytes.
enum TextEncoding: Equatable {
  case utf8
  case utf16LittleEndian
  case utf16BigEndian

  /// Detects the encoding of a text document.
  ///
  /// A UTF-16 byte-order mark decides; without one, a document whose first two bytes are an
  /// ASCII character and a zero byte (in either order) is taken to be UTF-16 without a mark,
  /// as XML 1.0 (appendix F) and RFC 4627 suggest. Everything else is UTF-8.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  /// - Returns: The encoding and the length of its byte-order mark (0 if there is none).
  static func detect(_ bytes: [UInt8]) -> (encoding: TextEncoding, markLength: Int) {
    guard bytes.count >= 2 else { return (.utf8, 0) }
    switch (bytes[0], bytes[1]) {
    case (0xFF, 0xFE): return (.utf16LittleEndian, 2)
    case (0xFE, 0xFF): return (.utf16BigEndian, 2)
    case (0xEF, 0xBB) where bytes.count >= 3 && bytes[2] == 0xBF: return (.utf8, 3)
    case (1...0x7F, 0): return (.utf16LittleEndian, 0)
    case (0, 1...0x7F): return (.utf16BigEndian, 0)
    default: return (.utf8, 0)
    }
  }

  /// Returns a document as UTF-8, transcoding it first if it is UTF-16.
  ///
  /// UTF-8 input is returned unchanged (byte-order mark included) without copying. UTF-16
  /// input is returned as UTF-8 without its byte-order mark.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  /// - Returns: The document's text as UTF-8 bytes (not yet validated if it was UTF-8).
  /// - Throws: `DocumentError` if UTF-16 input has an odd byte count or an unpaired surrogate.
  static func utf8Bytes(of bytes: [UInt8]) throws(DocumentError) -> [UInt8] {
    let (encoding, markLength) = detect(bytes)
    switch encoding {
    case .utf8:
      return bytes
    case .utf16LittleEndian, .utf16BigEndian:
      return try transcodeUTF16(
        bytes, from: markLength, bigEndian: encoding == .utf16BigEndian)
    }
  }

  private static func transcodeUTF16(
    _ bytes: [UInt8], from start: Int, bigEndian: Bool
  ) throws(DocumentError) -> [UInt8] {
    guard (bytes.count - start) % 2 == 0 else {
      throw DocumentError(line: nil, reason: "UTF-16 text has an odd number of bytes")
    }
    func unit(at offset: Int) -> UInt32 {
      let first = UInt32(bytes[offset])
      let second = UInt32(bytes[offset + 1])
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count - start) / 2)
    var line = 1
    var offset = start
    while offset < bytes.count {
      var value = unit(at: offset)
      offset += 2
      if value == 0x0A { line += 1 }
      if 0xD800...0xDBFF ~= value, offset < bytes.count, 0xDC00...0xDFFF ~= unit(at: offset) {
        value = 0x10000 + (value - 0xD800) << 10 + (unit(at: offset) - 0xDC00)
        offset += 2
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw DocumentError(line: line, reason: "unpaired UTF-16 surrogate")
      }
      UTF8.encode(scalar) { output.append($0) }
    }
    return output
  }

  /// Finds the first byte that is not part of a well-formed UTF-8 sequence.
  ///
  /// - Parameters:
  ///   - bytes: The text to check.
  ///   - start: Where to start checking.
  /// - Returns: The offset of the first invalid byte, or `nil` if all of the text is valid.
  static func firstInvalidUTF8Offset(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0
  ) -> Int? {
    let count = bytes.count
    var offset = start
    while offset < count {
      let lead = bytes[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      // Table 3-7 of the Unicode standard: well-formed UTF-8 byte sequences.
      let length: Int
      let secondRange: ClosedRange<UInt8>
      switch lead {
      case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
      case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
      case 0xED: (length, secondRange) = (3, 0x80...0x9F)
      case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
      case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
      case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
      default: return offset
      }
      guard offset + length <= count, secondRange ~= bytes[offset + 1] else { return offset }
      for continuation in (offset + 2)..<(offset + length)
      where !(0x80...0xBF ~= bytes[continuation]) {
        return offset
      }
      offset += length
    }
    return nil
  }
}
