import ElementsCore
import Testing

/// The UTF-8 bytes of a string.
func utf8(_ text: String) -> [UInt8] {
  Array(text.utf8)
}

/// The UTF-16 bytes of a string, optionally preceded by a byte-order mark.
func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool = true) -> [UInt8] {
  let units = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
  return units.flatMap { unit -> [UInt8] in
    let high = UInt8(unit >> 8)
    let low = UInt8(unit & 0xFF)
    return bigEndian ? [high, low] : [low, high]
  }
}

/// The error a reader throws for some bytes, or `nil` if it reads them successfully.
func readingError(
  _ bytes: [UInt8], with read: ([UInt8]) throws(DocumentError) -> DataValue
) -> DocumentError? {
  do {
    _ = try read(bytes)
    return nil
  } catch {
    return error
  }
}

/// A document that should fail to read, with the error it should produce.
struct FailureCase: Sendable, CustomTestStringConvertible {
  var input: String
  var line: Int?
  var reason: String

  init(_ input: String, line: Int?, _ reason: String) {
    self.input = input
    self.line = line
    self.reason = reason
  }

  var error: DocumentError { DocumentError(line: line, reason: reason) }
  var testDescription: String { reason }
}
