import Glibc

/// A file-system path as the system has it: bytes, not always UTF-8.
///
/// A `String` holds only valid Unicode, so a name with a byte that is not UTF-8 (a Latin-1
/// name from an old archive) cannot pass through one unchanged. Paths from the command line
/// and the environment are kept here, byte for byte, from `argv` or `getenv` to `open`,
/// `mkdir` and `rename`. ``description`` is the form for messages: UTF-8 as it is, any other
/// byte as `\xE9`, a backslash as `\\`, and a very long path cut in the middle.
public struct SystemPath: Hashable, Sendable, CustomStringConvertible {
  /// The path's bytes, without a terminating NUL.
  public let bytes: [UInt8]

  /// A path of these bytes.
  /// - Parameter bytes: The bytes, as the system gave them.
  public init(bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// A path spelled in UTF-8.
  /// - Parameter text: The path.
  public init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// An environment variable's value, byte for byte.
  /// - Parameter name: The variable.
  /// - Returns: Its value, or `nil` when it is not set.
  public static func environment(_ name: String) -> SystemPath? {
    guard let value = getenv(name) else { return nil }
    return SystemPath(
      bytes: UnsafeRawBufferPointer(start: value, count: strlen(value)))
  }

  /// Whether the path is empty.
  public var isEmpty: Bool { bytes.isEmpty }

  /// Whether the path starts at the root, with "/".
  public var isAbsolute: Bool { bytes.first == Self.slash }

  /// The path without trailing slashes, except that "/" stays "/".
  public var withoutTrailingSlashes: SystemPath {
    var end = bytes.count
    while end > 1, bytes[end - 1] == Self.slash { end -= 1 }
    return end == bytes.count ? self : SystemPath(bytes: bytes[..<end])
  }

  /// The directory the path is in: "a/b" for "a/b/c", "/" for "/c", "." for "c".
  public var parent: SystemPath {
    let trimmed = withoutTrailingSlashes.bytes
    guard let slash = trimmed.lastIndex(of: Self.slash) else { return SystemPath(".") }
    if slash == 0 { return SystemPath("/") }
    return SystemPath(bytes: trimmed[..<slash]).withoutTrailingSlashes
  }

  /// `self/name`, with exactly one slash between them.
  /// - Parameter name: A name, or a relative path, in UTF-8.
  /// - Returns: The joined path.
  public func appending(_ name: String) -> SystemPath {
    appending(SystemPath(name))
  }

  /// `self/name`, with exactly one slash between them.
  /// - Parameter name: A name, or a relative path.
  /// - Returns: The joined path.
  public func appending(_ name: SystemPath) -> SystemPath {
    let base = withoutTrailingSlashes.bytes
    let separator: [UInt8] = base == [Self.slash] ? [] : [Self.slash]
    return SystemPath(bytes: base + separator + name.bytes)
  }

  /// Calls `body` with the path as the system's C string.
  ///
  /// A path with a NUL byte cannot be named to the system (no path from `argv` or the
  /// environment has one); it is passed as a path that names nothing, so the call fails with
  /// ENOENT rather than reaching the file its first part names.
  /// - Parameter body: What to do with the C string.
  /// - Returns: What `body` returns.
  public func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
    if bytes.contains(0) { return "".withCString(body) }
    return (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// The most characters ``description`` shows; a longer path keeps its start and its end.
  public static let displayLimit = 200

  /// The path for messages: UTF-8 as it is, a byte that is not UTF-8 as `\xE9`, a backslash
  /// as `\\`; over ``displayLimit`` characters, the middle is cut to "...".
  public var description: String {
    // A short path of UTF-8 without a backslash shows as it is.
    if bytes.count <= Self.displayLimit, !bytes.contains(UInt8(ascii: "\\")),
      let text = String(validating: bytes, as: UTF8.self)
    {
      return text
    }
    var pieces: [String] = []
    var index = 0
    while index < bytes.count {
      let length = Self.sequenceLength(bytes, at: index)
      if length == 0 {
        pieces.append("\\x" + Self.hex(bytes[index]))
        index += 1
      } else {
        let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
        pieces.append(text == "\\" ? "\\\\" : text)
        index += length
      }
    }
    guard pieces.count > Self.displayLimit else { return pieces.joined() }
    let head = (Self.displayLimit - 3) / 2
    let tail = Self.displayLimit - 3 - head
    return pieces.prefix(head).joined() + "..." + pieces.suffix(tail).joined()
  }

  private static let slash = UInt8(ascii: "/")

  /// The length of the valid UTF-8 sequence at `index`, or 0 if the byte there starts none.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length =
      lead < 0x80
      ? 1
      : lead >= 0xF0 && lead < 0xF5
        ? 4
        : lead >= 0xE0 && lead < 0xF0
          ? 3
          : lead >= 0xC2 && lead < 0xE0 ? 2 : 0
    guard length > 1 else { return length }
    guard index + length <= bytes.count,
      String(validating: bytes[index..<index + length], as: UTF8.self) != nil
    else { return 0 }
    return length
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count < 2 ? "0" + digits : digits
  }
}
