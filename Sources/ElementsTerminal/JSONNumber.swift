/// The grammar of a JSON number (RFC 8259, section 6).
enum JSONNumber {
  /// Whether the text is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isValid(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    func digits() -> Int {
      var count = 0
      while let byte = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        bytes.removeFirst()
        count += 1
      }
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
    if bytes.first == UInt8(ascii: "0") {
      bytes.removeFirst()
    } else if digits() == 0 {
      return false
    }
    if bytes.first == UInt8(ascii: ".") {
      bytes.removeFirst()
      guard digits() > 0 else { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes.removeFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes.removeFirst()
      }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
