/// The grammar of a JSON number (RFC 8259, section 6).
enum JSONNumber {
  /// Whether the text is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isValid(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(isValid) ?? isValid(Array(text.utf8))
  }

  /// Whether UTF-8 bytes are a JSON number.
  private static func isValid(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
    var index = bytes.startIndex
    func next() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
    func digits() -> Int {
      var count = 0
      while let byte = next(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        bytes.formIndex(after: &index)
        count += 1
      }
      return count
    }
    if next() == UInt8(ascii: "-") { bytes.formIndex(after: &index) }
    if next() == UInt8(ascii: "0") {
      bytes.formIndex(after: &index)
    } else if digits() == 0 {
      return false
    }
    if next() == UInt8(ascii: ".") {
      bytes.formIndex(after: &index)
      guard digits() > 0 else { return false }
    }
    if next() == UInt8(ascii: "e") || next() == UInt8(ascii: "E") {
      bytes.formIndex(after: &index)
      if next() == UInt8(ascii: "+") || next() == UInt8(ascii: "-") {
        bytes.formIndex(after: &index)
      }
      guard digits() > 0 else { return false }
    }
    return index == bytes.endIndex
  }
}
