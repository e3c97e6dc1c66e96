import Foundation

/// A data document, written out by the tests as an XML or binary property list or as JSON.
public indirect enum Document: Sendable {
  case integer(Int)
  case real(Double)
  case string(String)
  case array([Document])
  case dictionary([(String, Document)])
  /// Text put into the XML or JSON as it is, for what the encoders would refuse to write.
  case raw(String)

  /// An XML property list, with the usual prologue.
  public var xml: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(xmlValue)
    </plist>

    """
  }

  private var xmlValue: String {
    switch self {
    case .integer(let value): "<integer>\(value)</integer>"
    case .real(let value): "<real>\(value)</real>"
    case .string(let text):
      "<string>"
        + text.replacing("&", with: "&amp;").replacing("<", with: "&lt;") + "</string>"
    case .array(let items):
      "<array>\n" + items.map(\.xmlValue).joined(separator: "\n") + "\n</array>"
    case .dictionary(let pairs):
      "<dict>" + pairs.map { "<key>\($0.0)</key>\($0.1.xmlValue)" }.joined() + "</dict>"
    case .raw(let text): text
    }
  }

  /// JSON text.
  public var json: String {
    switch self {
    case .integer(let value): String(value)
    case .real(let value): String(value)
    case .string(let text):
      "\""
        + text.unicodeScalars.map { scalar -> String in
          switch scalar {
          case "\"": return "\\\""
          case "\\": return "\\\\"
          case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          default: return String(scalar)
          }
        }.joined() + "\""
    case .array(let items): "[" + items.map(\.json).joined(separator: ", ") + "]"
    case .dictionary(let pairs):
      "{" + pairs.map { Document.string($0.0).json + ": " + $0.1.json }.joined(separator: ", ")
        + "}"
    case .raw(let text): text
    }
  }

  /// A binary property list (`bplist00`), every value its own object.
  public var binary: [UInt8] {
    var objects: [[UInt8]] = []
    func add(_ value: Document) -> Int {
      let index = objects.count
      objects.append([])
      var object: [UInt8]
      switch value {
      case .integer(let number):
        object = [0x13] + Self.bigEndian(UInt64(bitPattern: Int64(number)), size: 8)
      case .real(let number): object = [0x23] + Self.bigEndian(number.bitPattern, size: 8)
      case .string(let text) where text.utf8.allSatisfy { $0 < 0x80 }:
        object = Self.marker(0x5, count: text.utf8.count) + Array(text.utf8)
      case .string(let text):
        let units = Array(text.utf16)
        object =
          Self.marker(0x6, count: units.count)
          + units.flatMap { Self.bigEndian(UInt64($0), size: 2) }
      case .array(let items):
        let references = items.map(add)
        object = Self.marker(0xA, count: items.count) + references.flatMap(Self.reference)
      case .dictionary(let pairs):
        let keys = pairs.map { add(.string($0.0)) }
        let values = pairs.map { add($0.1) }
        object =
          Self.marker(0xD, count: pairs.count) + keys.flatMap(Self.reference)
          + values.flatMap(Self.reference)
      case .raw: fatalError("raw text has no binary form")
      }
      objects[index] = object
      return index
    }
    _ = add(self)
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let tableStart = bytes.count
    for offset in offsets { bytes += Self.bigEndian(UInt64(offset), size: 4) }
    bytes += [0, 0, 0, 0, 0, 0, 4, 2]
    bytes += Self.bigEndian(UInt64(objects.count), size: 8)
    bytes += Self.bigEndian(0, size: 8)
    bytes += Self.bigEndian(UInt64(tableStart), size: 8)
    return bytes
  }

  private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  private static func reference(_ index: Int) -> [UInt8] { bigEndian(UInt64(index), size: 2) }

  private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
    count < 15
      ? [type << 4 | UInt8(count)] : [type << 4 | 0x0F, 0x13] + bigEndian(UInt64(count), size: 8)
  }
}

/// The small, good data set the hostile files are variations of, in both schemas.
public enum GoodData {
  /// One element's facts, by property-list key; `json` renames them to the JSON schema.
  public typealias Entry = [(String, Document)]

  /// Iron, with every kind of fact.
  public static let iron: Entry = [
    ("atomicNumber", .integer(26)), ("symbol", .string("Fe")), ("name", .string("Iron")),
    ("state", .string("Solid")), ("vertPos", .integer(4)), ("horizPos", .integer(8)),
    ("atomicWeight", .string("55.845")), ("group", .integer(8)), ("period", .integer(4)),
    ("block", .string("d")), ("category", .string("transition metal")),
    ("electronConfiguration", .string("[Ar] 3d6 4s2")),
    ("electronShells", .array([.integer(2), .integer(8), .integer(14), .integer(2)])),
    ("meltingPoint", .real(1811)), ("boilingPoint", .real(3134)), ("density", .real(7.874)),
    ("electronegativity", .real(1.83)),
    ("wikipedia", .string("https://en.wikipedia.org/wiki/Iron")),
  ]
  /// Cobalt, the entry the hostile cases change.
  public static let cobalt: Entry = [
    ("atomicNumber", .integer(27)), ("symbol", .string("Co")), ("name", .string("Cobalt")),
    ("state", .string("Solid")), ("vertPos", .integer(4)), ("horizPos", .integer(9)),
    ("atomicWeight", .string("58.933194")), ("group", .integer(9)), ("period", .integer(4)),
    ("block", .string("d")), ("category", .string("transition metal")),
    ("discoveredBy", .string("Georg Brandt")),
    ("electronConfiguration", .string("[Ar] 3d7 4s2")),
    ("electronShells", .array([.integer(2), .integer(8), .integer(15), .integer(2)])),
    ("meltingPoint", .real(1768)), ("boilingPoint", .real(3200)), ("density", .real(8.86)),
    ("electronegativity", .real(1.88)),
    ("wikipedia", .string("https://en.wikipedia.org/wiki/Cobalt")),
  ]
  /// Oxygen, a gas.
  public static let oxygen: Entry = [
    ("atomicNumber", .integer(8)), ("symbol", .string("O")), ("name", .string("Oxygen")),
    ("state", .string("Gas")), ("vertPos", .integer(2)), ("horizPos", .integer(16)),
    ("atomicWeight", .string("15.999")), ("group", .integer(16)), ("period", .integer(2)),
    ("block", .string("p")), ("category", .string("nonmetal")),
    ("discoveredBy", .string("Carl Wilhelm Scheele")),
    ("electronConfiguration", .string("[He] 2s2 2p4")),
    ("electronShells", .array([.integer(2), .integer(6)])),
    ("meltingPoint", .real(54.36)), ("boilingPoint", .real(90.188)),
    ("electronegativity", .real(3.44)),
    ("wikipedia", .string("https://en.wikipedia.org/wiki/Oxygen")),
  ]
  /// The three, in the file's order.
  public static let entries = [iron, cobalt, oxygen]

  /// The property-list key's name in the Periodic-Table-JSON schema.
  public static let jsonKeys: [String: String] = [
    "atomicNumber": "number", "state": "phase", "vertPos": "ypos", "horizPos": "xpos",
    "atomicWeight": "atomic_mass", "discoveredBy": "discovered_by",
    "electronConfiguration": "electron_configuration_semantic", "electronShells": "shells",
    "meltingPoint": "melt", "boilingPoint": "boil",
    "electronegativity": "electronegativity_pauling",
    "wikipedia": "source",
  ]

  /// The entries as a property-list document.
  public static func plist(_ entries: [Entry] = entries) -> Document {
    .array(entries.map { .dictionary($0) })
  }

  /// The entries as a Periodic-Table-JSON document: keys renamed, weights as numbers.
  public static func json(_ entries: [Entry] = entries) -> Document {
    .array(
      entries.map { entry in
        .dictionary(
          entry.map { key, value in
            if key == "atomicWeight", case .string(let text) = value, let number = Double(text) {
              return ("atomic_mass", .real(number))
            }
            return (jsonKeys[key] ?? key, value)
          })
      })
  }
}

extension [(String, Document)] {
  /// The entry with `key` set to `value` (added at the end if it was missing).
  public func setting(_ key: String, _ value: Document) -> Self {
    guard let index = firstIndex(where: { $0.0 == key }) else { return self + [(key, value)] }
    var copy = self
    copy[index].1 = value
    return copy
  }

  /// The entry without `key`.
  public func removing(_ key: String) -> Self {
    filter { $0.0 != key }
  }
}

/// UTF-16 with a byte-order mark.
public func utf16Bytes(_ text: String, bigEndian: Bool) -> [UInt8] {
  ([0xFEFF] + Array(text.utf16)).flatMap { unit -> [UInt8] in
    bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
  }
}
