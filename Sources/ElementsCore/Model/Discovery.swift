/// When an element was discovered.
public enum Discovery: Sendable, Hashable {
  /// Known since antiquity or prehistory: no discovery date.
  case antiquity
  /// Discovered in this year (Common Era).
  case year(Int)

  /// The discovery as shown to users: "1807" or "Ancient".
  public var text: String {
    switch self {
    case .antiquity: "Ancient"
    case .year(let year): String(year)
    }
  }

  /// Reads a discovery as data files write it: "1807", "1807 A.D.", "Ancient" or "Prehistoric".
  /// - Parameter text: The discovery text from a data file.
  /// - Returns: The discovery, or `nil` if it is unknown ("[Undiscovered]") or unreadable.
  public init?(dataText text: String) {
    // " A.D." is looked for, and dropped, as bytes: it is ASCII, and comparing Characters costs
    // more than reading the year.
    let withoutEra = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      let era: StaticString = " A.D."
      let length = era.utf8CodeUnitCount
      guard bytes.count > length else { return nil }
      for offset in 0..<length where bytes[bytes.count - length + offset] != era.utf8Start[offset] {
        return nil
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes.dropLast(length)), as: UTF8.self)
    }
    // (Text without contiguous UTF-8, which data files never give, is compared as Characters.)
    let trimmed =
      (withoutEra ?? (text.hasSuffix(" A.D.") ? String(text.dropLast(5)) : nil)) ?? text
    // Most texts are years, read before anything is lower-cased.
    if let year = Int(trimmed) {
      guard year > 0 else { return nil }
      self = .year(year)
      return
    }
    switch trimmed.lowercased() {
    case "ancient", "prehistoric", "antiquity": self = .antiquity
    default: return nil
    }
  }
}
