/// A decoder for the base64 text of XML property list `<data>` elements (RFC 4648).
enum Base64 {
  /// Decodes base64 text, ignoring whitespace anywhere in it.
  ///
  /// Padding with `=` is optional, but if present it must only end the text.
  ///
  /// - Parameters:
  ///   - text: The text.
  /// - Returns: The decoded bytes, or `nil` if the text is not valid base64.
  static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(text.count / 4 * 3)
    var group: UInt32 = 0
    var groupCount = 0
    var paddingCount = 0
    for byte in text where !byte.isWhitespace {
      if byte == UInt8(ascii: "=") {
        paddingCount += 1
        continue
      }
      guard paddingCount == 0, let value = sextet(byte) else { return nil }
      group = group << 6 | UInt32(value)
      groupCount += 1
      if groupCount == 4 {
        output.append(UInt8(truncatingIfNeeded: group >> 16))
        output.append(UInt8(truncatingIfNeeded: group >> 8))
        output.append(UInt8(truncatingIfNeeded: group))
        group = 0
        groupCount = 0
      }
    }
    switch groupCount {
    case 0:
      guard paddingCount == 0 else { return nil }
    case 2:
      guard paddingCount == 0 || paddingCount == 2 else { return nil }
      output.append(UInt8(truncatingIfNeeded: group >> 4))
    case 3:
      guard paddingCount == 0 || paddingCount == 1 else { return nil }
      output.append(UInt8(truncatingIfNeeded: group >> 10))
      output.append(UInt8(truncatingIfNeeded: group >> 2))
    default:
      return nil
    }
    return output
  }

  private static func sextet(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
