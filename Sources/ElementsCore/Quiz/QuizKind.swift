/// What a quiz card asks about an element.
public enum QuizKind: String, Sendable, Hashable, CaseIterable {
  /// The symbol is shown; the name is asked.
  case name
  /// The name is shown; the symbol is asked.
  case symbol
  /// The element is shown; its atomic number is asked.
  case number
  /// The atomic number is shown; the element (name or symbol) is asked.
  case element
  /// The element's group, 1 to 18.
  case group
  /// The element's period, 1 to 7.
  case period
  /// The element's block: s, p, d or f.
  case block
  /// The element's category, e.g. "noble gas".
  case category
  /// The ground-state configuration in noble-gas notation, e.g. "[Ar] 3d6 4s2".
  case configuration
  /// Placing the element on the table with the cursor: a card only a full-screen quiz can ask.
  case position

  /// The kinds a quiz that reads one answer a line can ask, in the order help lists them: all
  /// but ``position``, which the full-screen quiz asks on the table.
  public static let lineKinds: [QuizKind] = allCases.filter { $0 != .position }

  /// The kind's place in ``allCases``, which orders the cards of the progress file.
  var rank: Int {
    switch self {
    case .name: 0
    case .symbol: 1
    case .number: 2
    case .element: 3
    case .group: 4
    case .period: 5
    case .block: 6
    case .category: 7
    case .configuration: 8
    case .position: 9
    }
  }
}
