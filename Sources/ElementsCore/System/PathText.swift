import Glibc

/// File names as the system has them: bytes, not always UTF-8.
///
/// A `String` holds only valid Unicode, and Swift's own conversions put U+FFFD in place of a
/// byte that is not UTF-8, so a file whose name has one (a Latin-1 name from an old archive)
/// would be "not found". Here such a byte is kept in the text as the private-use character
/// U+10FF00 plus the byte, which nothing else produces, and turned back into the same byte
/// when the name goes to the system: paths from the command line and the environment reach
/// the file system byte for byte. Messages show such a byte as `\xE9` (see the sanitiser).
public enum PathText {
  /// The first of the 256 characters that stand for a byte that is not UTF-8.
  public static let byteBase: UInt32 = 0x10FF00

  /// Text for bytes from the system: UTF-8 as it is, any other byte as its stand-in.
  /// - Parameter bytes: A C string's bytes, without the terminating NUL.
  /// - Returns: The text, from which ``bytes(_:)`` gives the same bytes back.
  public static func string<Bytes: Collection>(fromBytes bytes: Bytes) -> String
  where Bytes.Element == UInt8 {
    var text = String.UnicodeScalarView()
    var decoder = UTF8()
    // Decode scalar by scalar; a byte that starts no valid sequence becomes its stand-in.
    let all = Array(bytes)
    // Valid UTF-8, the usual case, is the text it spells: checked in one step.
    if let valid = String(validating: all, as: UTF8.self) { return valid }
    var index = 0
    while index < all.count {
      let lead = all[index]
      let length =
        lead < 0x80 ? 1 : lead >= 0xF0 && lead < 0xF5 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
      if length > 0, index + length <= all.count {
        var pendingIterator = all[index..<index + length].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&pendingIterator),
          pendingIterator.next() == nil
        {
          text.append(scalar)
          index += length
          continue
        }
        decoder = UTF8()
      }
      text.append(Unicode.Scalar(byteBase + UInt32(lead))!)
      index += 1
    }
    return String(text)
  }

  /// The bytes a text stands for: UTF-8, with each stand-in back as its byte.
  /// - Parameter text: A path.
  /// - Returns: Its bytes, without a terminating NUL.
  public static func bytes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.value >= byteBase {
        bytes.append(UInt8(scalar.value - byteBase))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// Calls `body` with the path as the system's C string.
  /// - Parameters:
  ///   - path: A path, perhaps with stand-ins.
  ///   - body: What to do with the C string.
  /// - Returns: What `body` returns.
  public static func withCString<Result>(
    _ path: String, _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result {
    // Plain UTF-8, the usual case, needs no copy.
    guard path.unicodeScalars.contains(where: { $0.value >= byteBase }) else {
      return path.withCString(body)
    }
    let bytes = self.bytes(path).map { CChar(bitPattern: $0) } + [0]
    return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// The command line's words, byte for byte (see the type's discussion).
  /// - Returns: Every argument, the program name first.
  public static func arguments() -> [String] {
    (0..<Int(CommandLine.argc)).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
      // Valid UTF-8, the usual case, is read in one step.
      if let text = String(validatingCString: pointer) { return text }
      return string(
        fromBytes: UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map {
          UInt8(bitPattern: $0)
        })
    }
  }

  /// An environment variable's value, byte for byte.
  /// - Parameter name: The variable.
  /// - Returns: Its value, or `nil` when it is not set.
  public static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    if let text = String(validatingCString: value) { return text }
    return string(
      fromBytes: UnsafeBufferPointer(start: value, count: strlen(value)).map {
        UInt8(bitPattern: $0)
      })
  }
}
