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
    let trimmed = text.hasSuffix(" A.D.") ? String(text.dropLast(5)) : text
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
