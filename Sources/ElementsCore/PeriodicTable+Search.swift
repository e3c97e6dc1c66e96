/// What a search looks at.
public enum SearchScope: String, Sendable, Hashable, CaseIterable {
  /// Names and alternate names.
  case name
  /// Symbols.
  case symbol
  /// Atomic numbers, as decimal text.
  case number
  /// All of the above.
  case all

  /// The title shown in the browser: "Name", "Symbol", "Number", "All".
  public var title: String {
    switch self {
    case .name: "Name"
    case .symbol: "Symbol"
    case .number: "Number"
    case .all: "All"
    }
  }
}

extension PeriodicTable {
  /// Elements that contain the text anywhere in the scope's fields, ignoring case.
  ///
  /// Exact matches come first, then matches at the start, then the rest; each group by atomic
  /// number. Empty text matches every element.
  /// - Parameters:
  ///   - text: What to look for.
  ///   - scope: Which fields to look in.
  /// - Returns: The matching elements, best first.
  public func search(_ text: String, scope: SearchScope = .all) -> [AtomicElement] {
    let key = Self.normalized(text)
    guard !key.isEmpty else { return elementsByNumber }
    var ranked: [(rank: Int, element: AtomicElement)] = []
    for element in elementsByNumber {
      var fields: [String] = []
      if scope == .name || scope == .all {
        fields.append(element.name.lowercased())
        fields += element.alternateNames.map { $0.lowercased() }
      }
      if scope == .symbol || scope == .all { fields.append(element.symbol.lowercased()) }
      if scope == .number || scope == .all { fields.append(String(element.atomicNumber)) }
      var best = Int.max
      for field in fields {
        if field == key {
          best = 0
        } else if field.hasPrefix(key) {
          best = min(best, 1)
        } else if Self.contains(field, key) {
          best = min(best, 2)
        }
      }
      if best != .max { ranked.append((best, element)) }
    }
    return ranked.enumerated()
      .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
      .map(\.element.element)
  }

  /// Whether `text` holds `part`. Printable ASCII, as symbols and most names are, is compared
  /// byte for byte, which costs far less than `String.contains` (it loads the string-processing
  /// library's searcher); other text keeps `String.contains`, grapheme by grapheme.
  static func contains(_ text: String, _ part: String) -> Bool {
    let isPlain = { (text: String) in text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    guard isPlain(text), isPlain(part) else { return text.contains(part) }
    let text = Array(text.utf8)
    let part = Array(part.utf8)
    guard text.count >= part.count else { return false }
    return (0...(text.count - part.count)).contains {
      text[$0..<$0 + part.count].elementsEqual(part)
    }
  }
}
