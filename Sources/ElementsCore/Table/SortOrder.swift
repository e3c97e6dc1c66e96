/// The orders the element lists come in, like the original app's four tabs.
public enum SortOrder: String, Sendable, Hashable, CaseIterable {
  /// Alphabetical, in sections by initial letter.
  case name
  /// By atomic number, one list.
  case number
  /// Alphabetical by symbol, one list.
  case symbol
  /// In sections Solid, Liquid, Gas, Artificial, each by name.
  case state

  /// The tab title: "Name", "Number", "Symbol", "State".
  public var title: String {
    switch self {
    case .name: "Name"
    case .number: "Number"
    case .symbol: "Symbol"
    case .state: "State"
    }
  }

  /// The table's elements in this order.
  /// - Parameter table: The table to list.
  /// - Returns: Sections with headers for ``name`` and ``state``; one untitled section otherwise.
  public func sections(in table: PeriodicTable) -> [ElementSection] {
    switch self {
    case .name: table.nameSections
    case .number: [ElementSection(title: "", elements: table.elementsByNumber)]
    case .symbol: [ElementSection(title: "", elements: table.elementsBySymbol)]
    case .state: table.stateSections
    }
  }
}
