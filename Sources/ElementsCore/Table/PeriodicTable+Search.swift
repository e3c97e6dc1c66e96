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
  /// number. What a lookup finds by name counts as an exact match (with the name or all
  /// scope), so search finds what `show` finds: "uuo" and "ununoctium" find Oganesson, as do
  /// alternate names such as "wolfram" for Tungsten. Empty text matches every element.
  /// - Parameters:
  ///   - text: What to look for.
  ///   - scope: Which fields to look in.
  /// - Returns: The matching elements, best first.
  public func search(_ text: String, scope: SearchScope = .all) -> [AtomicElement] {
    let key = Self.normalized(text)
    guard !key.isEmpty else { return elementsByNumber }
    var ranked: [(rank: Int, element: AtomicElement)] = []
    // A name lookup's answer (systematic and current names included) is an exact match; not
    // a symbol's ("ir" in names is Iron first, not Iridium).
    var lookedUp: AtomicElement?
    if scope == .name || scope == .all, Int(key) == nil, let found = element(matching: key),
      found.symbol.lowercased() != key
    {
      lookedUp = found
    }
    for element in elementsByNumber {
      var fields: [String] = []
      if scope == .name || scope == .all {
        fields.append(element.name.lowercased())
        fields += element.alternateNames.map { $0.lowercased() }
      }
      if scope == .symbol || scope == .all { fields.append(element.symbol.lowercased()) }
      if scope == .number || scope == .all { fields.append(String(element.atomicNumber)) }
      var best = element.atomicNumber == lookedUp?.atomicNumber ? 0 : Int.max
      for field in fields {
        if field == key {
          best = 0
        } else if field.hasPrefix(key) {
          best = min(best, 1)
        } else if field.contains(key) {
          best = min(best, 2)
        }
      }
      if best != .max { ranked.append((best, element)) }
    }
    return ranked.enumerated()
      .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
      .map { $0.element.element }
  }
}
