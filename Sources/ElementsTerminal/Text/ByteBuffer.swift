/// UTF-8 output written piece by piece into one growing buffer: what the SVG writers
/// (``SVGEncoder``, `PlotPicture`) write into. It cannot be copied, so it has one owner, which
/// frees its memory.
public struct ByteBuffer: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  public private(set) var count = 0

  /// Makes an empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// Appends one byte.
  mutating func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  /// Appends bytes.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (start + count).initialize(from: base, count: bytes.count)
    count += bytes.count
  }

  /// Appends a string's UTF-8.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends an ASCII literal.
  mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends a whole number in decimal, as `String(value)` writes it.
  mutating func append(decimal value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    reserve(digits)
    // The digits from the lowest place up, written from the end of their room.
    var index = count + digits
    repeat {
      index -= 1
      start[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    count += digits
  }

  /// Appends `count` copies of a byte.
  mutating func append(_ byte: UInt8, count repeats: Int) {
    guard repeats > 0 else { return }
    reserve(repeats)
    (start + count).initialize(repeating: byte, count: repeats)
    count += repeats
  }

  /// Removes the spaces at the end, back to at most `start` bytes.
  mutating func removeTrailingSpaces(after start: Int) {
    while count > start, self.start[count - 1] == UInt8(ascii: " ") { count -= 1 }
  }

  /// Empties the buffer, keeping its memory for what is written next.
  mutating func removeAll() {
    count = 0
  }

  /// Calls `body` with the bytes written.
  /// - Parameter body: A closure that reads the bytes, which are valid only during the call.
  /// - Returns: What `body` returns.
  public func withUnsafeBytes<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeBufferPointer(start: start, count: count))
  }

  /// The bytes written, decoded as UTF-8.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// Makes room for `extra` more bytes, at least doubling the room when it grows.
  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let newCapacity = max(capacity * 2, count + extra)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.initialize(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }
}
