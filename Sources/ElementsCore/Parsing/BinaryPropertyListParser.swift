/// Reads binary property lists (`bplist00`) from bytes.
///
/// The file is a header, a run of objects, an offset table giving each object's position and
/// a 32-byte trailer. Containers refer to their members by index into the offset table.
///
/// Hostile files are expected: every offset, count and reference is checked against the file
/// before it is used, a container that (directly or indirectly) contains itself is rejected,
/// containers may nest at most `maximumDepth` levels, and a document may expand to at most
/// `maximumValueCount` values, counting a shared object once per reference. Shared objects
/// are decoded once and their storage is shared, so the limit is what bounds the work a
/// consumer of the result has to do, not the work done here.
struct BinaryPropertyListParser {
  /// The deepest allowed nesting of arrays and dictionaries.
  static let maximumDepth = 64
  /// The largest number of values (counting every array element, dictionary key and value,
  /// and repeated references to one object each time) a document may expand to.
  static let maximumValueCount = 2_000_000

  private static let headerLength = 8
  private static let trailerLength = 32

  private let bytes: [UInt8]
  private let offsetSize: Int
  private let referenceSize: Int
  private let objectCount: Int
  private let topObject: Int
  private let offsetTableStart: Int

  /// A decoded object, kept so that further references to it share its storage.
  private struct DecodedObject {
    var value: DataValue
    /// The number of values the object expands to, itself included.
    var valueCount: Int
    /// How deeply containers nest in the object: 0 for a scalar, 1 for a flat array, and so on.
    var height: Int
  }

  /// The objects decoded so far, by index.
  private var decoded: [DecodedObject?]
  /// The containers being decoded, innermost last, to detect reference cycles.
  private var containerPath: [Int] = []
  /// The number of values produced so far.
  private var valueCount = 0

  /// Reads a binary property list.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  /// - Returns: The property list's root value.
  /// - Throws: `DocumentError` (without a line) if the file is malformed or too large.
  static func parse(_ bytes: [UInt8]) throws(DocumentError) -> DataValue {
    guard !bytes.isEmpty else { throw failure("the file is empty") }
    guard bytes.starts(with: "bplist".utf8) else {
      throw failure("not a binary property list")
    }
    guard bytes.count >= headerLength else {
      throw failure("the binary property list is truncated")
    }
    guard bytes[6..<8].elementsEqual("00".utf8) else {
      let version = String(decoding: bytes[0..<8], as: UTF8.self)
      throw failure("unsupported binary property list version \(version.quotedForMessage())")
    }
    guard bytes.count >= headerLength + 1 + trailerLength else {
      throw failure("the binary property list is truncated")
    }
    var parser = try BinaryPropertyListParser(bytes)
    return try parser.object(parser.topObject, depth: 0).value
  }

  /// Reads and checks the trailer: 6 unused bytes, the offset size, the object reference
  /// size, then the object count, the top object and the offset table's offset (8 bytes each).
  private init(_ bytes: [UInt8]) throws(DocumentError) {
    let trailer = bytes.count - Self.trailerLength
    func field(at offset: Int, _ name: String) throws(DocumentError) -> Int {
      guard let value = Int(exactly: Self.readUnsigned(bytes, at: trailer + offset, size: 8))
      else {
        throw Self.failure("the \(name) in the trailer is out of range")
      }
      return value
    }
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    objectCount = try field(at: 8, "object count")
    topObject = try field(at: 16, "top object")
    offsetTableStart = try field(at: 24, "offset table offset")
    guard 1...8 ~= offsetSize else {
      throw Self.failure("invalid offset size \(offsetSize) in the trailer")
    }
    guard 1...8 ~= referenceSize else {
      throw Self.failure("invalid object reference size \(referenceSize) in the trailer")
    }
    guard objectCount > 0 else {
      throw Self.failure("the trailer declares no objects")
    }
    guard topObject < objectCount else {
      throw Self.failure("the top object \(topObject) does not exist")
    }
    // The offset table lies between the header and the trailer.
    guard offsetTableStart >= Self.headerLength, offsetTableStart <= trailer,
      objectCount <= (trailer - offsetTableStart) / offsetSize
    else {
      throw Self.failure("the offset table is outside the file")
    }
    self.bytes = bytes
    decoded = Array(repeating: nil, count: objectCount)
  }

  // MARK: - Objects

  /// Decodes the object with an index, or returns it from the cache.
  ///
  /// - Parameters:
  ///   - reference: An index into the offset table, not yet checked.
  ///   - depth: How many containers enclose the object.
  private mutating func object(
    _ reference: Int, depth: Int
  ) throws(DocumentError) -> DecodedObject {
    guard reference >= 0, reference < objectCount else {
      throw Self.failure("reference to object \(reference), which does not exist")
    }
    if let cached = decoded[reference] {
      // A shared object may be referenced from deeper than where it was first decoded.
      try checkDepth(depth + cached.height)
      try countValues(cached.valueCount)
      return cached
    }
    guard !containerPath.contains(reference) else {
      throw Self.failure("object \(reference) contains itself")
    }
    let countBefore = valueCount
    let start = try objectStart(reference)
    let (value, height) =
      switch bytes[start] >> 4 {
      case 0xA: try array(at: start, depth: depth + 1, reference)
      case 0xD: try dictionary(at: start, depth: depth + 1, reference)
      default: (try scalar(at: start, reference), 0)
      }
    try countValues(1)
    let object = DecodedObject(value: value, valueCount: valueCount - countBefore, height: height)
    decoded[reference] = object
    return object
  }

  private mutating func countValues(_ count: Int) throws(DocumentError) {
    valueCount += count
    guard valueCount <= Self.maximumValueCount else {
      throw Self.failure(
        "the property list expands to more than \(Self.maximumValueCount) values")
    }
  }

  /// Looks up where an object starts, checking that it is inside the object area.
  private func objectStart(_ reference: Int) throws(DocumentError) -> Int {
    let offset = readUnsigned(at: offsetTableStart + reference * offsetSize, size: offsetSize)
    guard offset >= UInt64(Self.headerLength), offset < UInt64(offsetTableStart) else {
      throw Self.failure("object \(reference) has an offset outside the object area")
    }
    return Int(offset)
  }

  /// Decodes an object that is not a container.
  private func scalar(at start: Int, _ reference: Int) throws(DocumentError) -> DataValue {
    let marker = bytes[start]
    let info = Int(marker & 0x0F)
    switch marker >> 4 {
    case 0x0:
      switch info {
      case 0x0: return .null
      case 0x8: return .boolean(false)
      case 0x9: return .boolean(true)
      default: throw unsupportedMarker(marker, reference)
      }
    case 0x1:
      return .integer(try integer(at: start + 1, sizeExponent: info, reference))
    case 0x2:
      let size = 1 << min(info, 4)
      try requireBytes(size, at: start + 1, reference)
      switch info {
      case 2:
        let bits = UInt32(truncatingIfNeeded: readUnsigned(at: start + 1, size: 4))
        return .real(Double(Float(bitPattern: bits)))
      case 3:
        return .real(Double(bitPattern: readUnsigned(at: start + 1, size: 8)))
      default:
        throw Self.failure("object \(reference) is a real of unsupported size")
      }
    case 0x3 where info == 0x3:
      try requireBytes(8, at: start + 1, reference)
      return .date(Self.dateText(Double(bitPattern: readUnsigned(at: start + 1, size: 8))))
    case 0x4:
      let (count, contentStart) = try length(at: start, unitSize: 1, reference)
      return .data(Array(bytes[contentStart..<(contentStart + count)]))
    case 0x5, 0x6, 0x7:
      return .string(try string(at: start, reference))
    case 0x8:
      throw Self.failure("object \(reference) is a UID, which is not supported")
    case 0xB, 0xC:
      throw Self.failure("object \(reference) is a set, which is not supported")
    default:
      throw unsupportedMarker(marker, reference)
    }
  }

  private mutating func array(
    at start: Int, depth: Int, _ reference: Int
  ) throws(DocumentError) -> (value: DataValue, height: Int) {
    try checkDepth(depth)
    let (count, referencesStart) = try length(at: start, unitSize: referenceSize, reference)
    containerPath.append(reference)
    var elements: [DataValue] = []
    elements.reserveCapacity(count)
    var memberHeight = 0
    for index in 0..<count {
      let member = try object(
        readReference(at: referencesStart + index * referenceSize), depth: depth)
      elements.append(member.value)
      memberHeight = max(memberHeight, member.height)
    }
    containerPath.removeLast()
    return (.array(elements), memberHeight + 1)
  }

  private mutating func dictionary(
    at start: Int, depth: Int, _ reference: Int
  ) throws(DocumentError) -> (value: DataValue, height: Int) {
    try checkDepth(depth)
    // Keys and values are two runs of references of the same length.
    let (count, keysStart) = try length(at: start, unitSize: 2 * referenceSize, reference)
    let valuesStart = keysStart + count * referenceSize
    containerPath.append(reference)
    var builder = DictionaryBuilder(capacity: count)
    var memberHeight = 0
    for index in 0..<count {
      let key = try object(readReference(at: keysStart + index * referenceSize), depth: depth)
      guard case .string(let key) = key.value else {
        throw Self.failure("a key in dictionary object \(reference) is not a string")
      }
      guard !builder.contains(key) else {
        throw Self.failure("duplicate key \(key.quotedForMessage())")
      }
      let member = try object(
        readReference(at: valuesStart + index * referenceSize), depth: depth)
      builder.append(key: key, value: member.value)
      memberHeight = max(memberHeight, member.height)
    }
    containerPath.removeLast()
    return (.dictionary(builder.dictionary), memberHeight + 1)
  }

  /// Decodes an ASCII (0x5), UTF-16BE (0x6) or UTF-8 (0x7) string object.
  private func string(at start: Int, _ reference: Int) throws(DocumentError) -> String {
    switch bytes[start] >> 4 {
    case 0x5:
      let (count, contentStart) = try length(at: start, unitSize: 1, reference)
      let content = bytes[contentStart..<(contentStart + count)]
      guard content.allSatisfy({ $0 < 0x80 }) else {
        throw Self.failure("object \(reference) is an ASCII string with non-ASCII bytes")
      }
      return String(decoding: content, as: UTF8.self)
    case 0x6:
      let (count, contentStart) = try length(at: start, unitSize: 2, reference)
      var units: [UInt16] = []
      units.reserveCapacity(count)
      for index in 0..<count {
        let offset = contentStart + 2 * index
        units.append(UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))
      }
      guard Self.isWellFormedUTF16(units) else {
        throw Self.failure("object \(reference) is a string with an unpaired UTF-16 surrogate")
      }
      return String(decoding: units, as: UTF16.self)
    default:
      let (count, contentStart) = try length(at: start, unitSize: 1, reference)
      let isValid = bytes.withUnsafeBufferPointer { buffer in
        let content = UnsafeBufferPointer(rebasing: buffer[contentStart..<(contentStart + count)])
        return TextEncoding.firstInvalidUTF8Offset(in: content) == nil
      }
      guard isValid else {
        throw Self.failure("object \(reference) is a string with invalid UTF-8")
      }
      return String(decoding: bytes[contentStart..<(contentStart + count)], as: UTF8.self)
    }
  }

  // MARK: - Reading

  /// Reads an integer object's value (the bytes after the marker).
  ///
  /// - Parameters:
  ///   - start: Where the value starts.
  ///   - sizeExponent: The marker's low nibble: the value has `1 << sizeExponent` bytes.
  private func integer(
    at start: Int, sizeExponent: Int, _ reference: Int
  ) throws(DocumentError) -> Int {
    switch sizeExponent {
    case 0, 1, 2:
      // 1, 2 and 4-byte integers are unsigned.
      let size = 1 << sizeExponent
      try requireBytes(size, at: start, reference)
      return Int(readUnsigned(at: start, size: size))
    case 3:
      // 8-byte integers are signed.
      try requireBytes(8, at: start, reference)
      return Int(truncatingIfNeeded: readUnsigned(at: start, size: 8))
    case 4:
      // 16-byte integers are signed; they fit if the high half only extends the sign.
      try requireBytes(16, at: start, reference)
      let high = readUnsigned(at: start, size: 8)
      let low = readUnsigned(at: start + 8, size: 8)
      let value = Int(truncatingIfNeeded: low)
      guard high == (value < 0 ? UInt64.max : 0) else {
        let text = high == 0 ? "integer '\(low)'" : "128-bit integer"
        throw Self.failure("\(text) in object \(reference) is out of range")
      }
      return value
    default:
      throw Self.failure("object \(reference) is an integer of unsupported size")
    }
  }

  /// Reads the element count of a data, string or container object and checks that its
  /// content lies inside the object area.
  ///
  /// The marker's low nibble is the count, or 0xF if an integer object with the count follows.
  ///
  /// - Parameters:
  ///   - start: Where the object's marker is.
  ///   - unitSize: The number of bytes per counted unit.
  /// - Returns: The count and where the content starts.
  private func length(
    at start: Int, unitSize: Int, _ reference: Int
  ) throws(DocumentError) -> (count: Int, contentStart: Int) {
    let info = Int(bytes[start] & 0x0F)
    var count = info
    var contentStart = start + 1
    if info == 0xF {
      try requireBytes(1, at: contentStart, reference)
      let marker = bytes[contentStart]
      guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
        throw Self.failure("object \(reference) has a malformed length")
      }
      count = try integer(at: contentStart + 1, sizeExponent: Int(marker & 0x0F), reference)
      contentStart += 1 + 1 << Int(marker & 0x0F)
      guard count >= 0 else {
        throw Self.failure("object \(reference) has a negative length")
      }
    }
    guard contentStart <= offsetTableStart,
      count <= (offsetTableStart - contentStart) / unitSize
    else {
      throw Self.failure("object \(reference) extends beyond the object area")
    }
    return (count, contentStart)
  }

  /// Throws unless `count` bytes starting at `start` lie inside the object area.
  private func requireBytes(_ count: Int, at start: Int, _ reference: Int) throws(DocumentError) {
    guard start <= offsetTableStart, count <= offsetTableStart - start else {
      throw Self.failure("object \(reference) extends beyond the object area")
    }
  }

  /// Reads a big-endian unsigned integer whose bytes are known to be inside the file.
  private func readUnsigned(at offset: Int, size: Int) -> UInt64 {
    Self.readUnsigned(bytes, at: offset, size: size)
  }

  private static func readUnsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<(offset + size) {
      value = value << 8 | UInt64(bytes[index])
    }
    return value
  }

  /// Reads an object reference whose bytes are known to be inside the file.
  ///
  /// - Returns: The reference, or -1 if it does not fit in `Int` (and so names no object).
  private func readReference(at offset: Int) -> Int {
    Int(exactly: readUnsigned(at: offset, size: referenceSize)) ?? -1
  }

  private func checkDepth(_ depth: Int) throws(DocumentError) {
    guard depth <= Self.maximumDepth else {
      throw Self.failure("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private func unsupportedMarker(_ marker: UInt8, _ reference: Int) -> DocumentError {
    let hex = String(marker, radix: 16, uppercase: true)
    let padding = marker < 0x10 ? "0" : ""
    return Self.failure("object \(reference) has an unknown type (marker 0x\(padding)\(hex))")
  }

  private static func failure(_ reason: String) -> DocumentError {
    DocumentError(line: nil, reason: reason)
  }

  private static func isWellFormedUTF16(_ units: [UInt16]) -> Bool {
    var index = 0
    while index < units.count {
      switch units[index] {
      case 0xD800...0xDBFF:
        guard index + 1 < units.count, 0xDC00...0xDFFF ~= units[index + 1] else { return false }
        index += 2
      case 0xDC00...0xDFFF:
        return false
      default:
        index += 1
      }
    }
    return true
  }

  // MARK: - Dates

  /// Renders a binary-plist date (seconds since 2001-01-01 00:00:00 UTC) as ISO 8601 in UTC,
  /// dropping fractions of a second, like XML property lists do.
  ///
  /// - Parameters:
  ///   - seconds: Seconds since the reference date.
  /// - Returns: For example `2001-01-01T00:00:00Z`; dates outside the years 1–9999, and
  ///   non-finite values, are rendered as `date(<seconds>)` instead.
  static func dateText(_ seconds: Double) -> String {
    let secondsFrom1970To2001 = 978_307_200
    guard seconds.isFinite, abs(seconds) < 1e12 else { return "date(\(seconds))" }
    let unixSeconds = Int(seconds.rounded(.down)) + secondsFrom1970To2001
    let (days, secondOfDay) = floorDivide(unixSeconds, 86_400)
    // Howard Hinnant's civil_from_days: days since 1970-01-01 to a proleptic Gregorian date.
    let (era, dayOfEra) = floorDivide(days + 719_468, 146_097)
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    guard 1...9999 ~= year else { return "date(\(seconds))" }
    let hour = secondOfDay / 3600
    let minute = secondOfDay / 60 % 60
    let second = secondOfDay % 60
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
      + "T\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2))Z"
  }

  private static func floorDivide(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
    let remainder = (value % divisor + divisor) % divisor
    return ((value - remainder) / divisor, remainder)
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
