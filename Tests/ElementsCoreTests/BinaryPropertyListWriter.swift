import ElementsCore

/// A minimal binary property list (`bplist00`) writer, to build test inputs.
///
/// Every value becomes its own object (nothing is shared). Strings are written as ASCII when
/// they can be and as UTF-16BE otherwise. Dates cannot be written, since `DataValue` carries
/// them as text; tests build date objects by hand.
struct BinaryPropertyListWriter {
  private(set) var objects: [[UInt8]] = []
  let referenceSize: Int

  /// Encodes a value as a complete binary property list.
  static func encode(_ value: DataValue, referenceSize: Int = 2) -> [UInt8] {
    var writer = BinaryPropertyListWriter(referenceSize: referenceSize)
    let top = writer.add(value)
    return assemble(writer.objects, top: top, referenceSize: referenceSize)
  }

  /// Lays out objects (each a marker and its content) after the header, then writes the
  /// offset table and the trailer.
  static func assemble(
    _ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 1, offsetSize: Int = 2
  ) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let offsetTableStart = bytes.count
    for offset in offsets {
      bytes += bigEndian(UInt64(offset), size: offsetSize)
    }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    bytes += bigEndian(UInt64(objects.count), size: 8)
    bytes += bigEndian(UInt64(top), size: 8)
    bytes += bigEndian(UInt64(offsetTableStart), size: 8)
    return bytes
  }

  /// The last `size` bytes of a value, most significant first.
  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  /// A marker with a count: in the low nibble if it is small, else in an integer object.
  static func marker(_ type: UInt8, count: Int) -> [UInt8] {
    count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0x0F] + integer(count)
  }

  /// An integer object, in the smallest size a writer would choose.
  static func integer(_ value: Int) -> [UInt8] {
    switch value {
    case 0...0xFF: [0x10] + bigEndian(UInt64(value), size: 1)
    case 0...0xFFFF: [0x11] + bigEndian(UInt64(value), size: 2)
    case 0...0xFFFF_FFFF: [0x12] + bigEndian(UInt64(value), size: 4)
    default: [0x13] + bigEndian(UInt64(bitPattern: Int64(value)), size: 8)
    }
  }

  /// Adds a value (and, first, its members) and returns its object index.
  mutating func add(_ value: DataValue) -> Int {
    let index = objects.count
    objects.append([])
    let object: [UInt8]
    switch value {
    case .null:
      object = [0x00]
    case .boolean(let flag):
      object = [flag ? 0x09 : 0x08]
    case .integer(let number):
      object = Self.integer(number)
    case .real(let number):
      object = [0x23] + Self.bigEndian(number.bitPattern, size: 8)
    case .date:
      preconditionFailure("dates are built by hand in tests")
    case .data(let bytes):
      object = Self.marker(0x4, count: bytes.count) + bytes
    case .string(let text) where text.utf8.allSatisfy({ $0 < 0x80 }):
      object = Self.marker(0x5, count: text.utf8.count) + Array(text.utf8)
    case .string(let text):
      let units = Array(text.utf16)
      object =
        Self.marker(0x6, count: units.count)
        + units.flatMap { Self.bigEndian(UInt64($0), size: 2) }
    case .array(let elements):
      let references = elements.map { add($0) }
      object = Self.marker(0xA, count: elements.count) + references.flatMap(reference)
    case .dictionary(let dictionary):
      let keys = dictionary.keys.map { add(.string($0)) }
      let values = dictionary.entries.map { add($0.value) }
      object = Self.marker(0xD, count: dictionary.count) + (keys + values).flatMap(reference)
    }
    objects[index] = object
    return index
  }

  private func reference(_ index: Int) -> [UInt8] {
    Self.bigEndian(UInt64(index), size: referenceSize)
  }
}
