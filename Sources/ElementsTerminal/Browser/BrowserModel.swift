import ElementsCore

/// The browser's tabs, like the original app's tab bar.
public enum BrowserTab: Int, Sendable, Hashable, CaseIterable {
  /// The elements by name, in sections A-Z.
  case name
  /// The elements by atomic number.
  case number
  /// The elements by symbol.
  case symbol
  /// The elements in sections by state: solid, liquid, gas, artificial.
  case state
  /// The periodic table, with a cursor.
  case table
  /// The user's favorites, in their saved order.
  case favorites
  /// The chart of nuclides, with a cursor.
  case nuclides

  /// The tab bar's label.
  public var title: String {
    switch self {
    case .name: "Name"
    case .number: "Number"
    case .symbol: "Symbol"
    case .state: "State"
    case .table: "Table"
    case .favorites: "Favorites"
    case .nuclides: "Nuclides"
    }
  }

  /// The list order the tab shows; `nil` for the table and the favorites.
  public var sortOrder: SortOrder? {
    switch self {
    case .name: .name
    case .number: .number
    case .symbol: .symbol
    case .state: .state
    case .table, .favorites, .nuclides: nil
    }
  }
}

/// One line of a list: a section header, the blank line before it, or an element. The rows
/// match ``ListRenderer``'s lines one for one, so the browser shows the same list as `elements list`.
enum ListRow: Sendable, Hashable {
  case blank
  case header(String)
  /// An element, by its index in ``ElementList/elements``.
  case element(Int)

  /// Whether this is a section's header.
  var isHeader: Bool {
    if case .header = self { true } else { false }
  }
}

/// A list as the browser scrolls it: sections flattened into rows, with indexes both ways.
struct ElementList: Sendable {
  let sections: [ElementSection]
  /// Every element, in list order.
  let elements: [AtomicElement]
  let rows: [ListRow]
  /// For each element index, its row.
  let rowOfElement: [Int]
  /// For each element index, its section.
  let sectionOfElement: [Int]

  init(sections: [ElementSection]) {
    self.sections = sections
    var elements: [AtomicElement] = []
    var rows: [ListRow] = []
    var rowOfElement: [Int] = []
    var sectionOfElement: [Int] = []
    for (sectionIndex, section) in sections.enumerated() {
      if !section.title.isEmpty {
        if !rows.isEmpty { rows.append(.blank) }
        rows.append(.header(section.title))
      }
      for element in section.elements {
        rowOfElement.append(rows.count)
        sectionOfElement.append(sectionIndex)
        rows.append(.element(elements.count))
        elements.append(element)
      }
    }
    self.elements = elements
    self.rows = rows
    self.rowOfElement = rowOfElement
    self.sectionOfElement = sectionOfElement
  }

  /// The index of the first element of a section.
  func firstElement(ofSection section: Int) -> Int {
    sectionOfElement.firstIndex(of: section) ?? 0
  }
}

/// What the browser shows, computed once from the table: the four lists and the grid.
public struct BrowserModel: Sendable {
  /// The table being browsed.
  public let table: PeriodicTable
  let lists: [BrowserTab: ElementList]
  /// The occupied cells, row by row.
  let cells: [GridPosition]
  /// The lists' rendered rows, made once per tab and style.
  let listTexts = ListTextCache()
  /// The lists sorted by a property (`s`), made once per sort.
  let sortedLists = SortedLists()
  /// The comparisons of marked elements (`v`), made once per set and style.
  let compareTexts = CompareTexts()
  /// The chart of nuclides of the Nuclides tab, made the first time the tab is drawn.
  let nuclides = NuclideChartCache()
  /// The years the Table tab's year mode moves between: from the earliest discovery year in
  /// the data to the current year; `nil` when no element has a discovery year.
  public let years: ClosedRange<Int>?
  /// How well the quiz's cards are known, for the Table tab's mastery colouring: read from
  /// the quiz's progress when the browser starts, or why it could not be; `nil` when there is
  /// no progress to read (the colouring is then left out of the cycle).
  public let mastery: Result<QuizMastery, StoreError>?

  /// Builds the lists for every tab.
  /// - Parameters:
  ///   - table: The table to browse.
  ///   - currentYear: The last year of the year mode; the clock's year (UTC) by default.
  ///   - mastery: The quiz's mastery, or why its progress could not be read; `nil` leaves the
  ///     mastery colouring out.
  public init(
    table: PeriodicTable, currentYear: Int = BrowserModel.clockYear(),
    mastery: Result<QuizMastery, StoreError>? = nil
  ) {
    self.table = table
    self.mastery = mastery
    self.years = Self.years(in: table, until: currentYear)
    var lists: [BrowserTab: ElementList] = [:]
    for tab in BrowserTab.allCases {
      if let order = tab.sortOrder { lists[tab] = ElementList(sections: order.sections(in: table)) }
    }
    self.lists = lists
    self.cells = table.elementsByNumber.map { $0.position }.sorted()
  }

  func list(for tab: BrowserTab) -> ElementList? { lists[tab] }

  /// The occupied cell nearest to `position` in the given direction, skipping gaps.
  func cell(from position: GridPosition, movingBy step: (rows: Int, columns: Int)) -> GridPosition {
    Self.cell(from: position, movingBy: step, in: cells)
  }

  /// The occupied cell nearest to `position` in the given direction, skipping gaps: the
  /// Table tab's cursor and the quiz's move the same way.
  /// - Parameters:
  ///   - position: The cell the cursor is on.
  ///   - step: A row or a column, up or down.
  ///   - cells: The occupied cells, sorted row by row.
  /// - Returns: The next cell that way, or `position` at the edge.
  static func cell(
    from position: GridPosition, movingBy step: (rows: Int, columns: Int), in cells: [GridPosition]
  ) -> GridPosition {
    if step.columns != 0 {
      let inRow = cells.filter { $0.row == position.row }
      let next =
        step.columns > 0
        ? inRow.first { $0.column > position.column }
        : inRow.last { $0.column < position.column }
      return next ?? position
    }
    let rows = Set(cells.map { $0.row }).sorted()
    let candidates =
      step.rows > 0
      ? rows.filter { $0 > position.row } : rows.filter { $0 < position.row }.reversed()
    guard let row = candidates.first else { return position }
    let inRow = cells.filter { $0.row == row }
    return inRow.min { abs($0.column - position.column) < abs($1.column - position.column) }
      ?? position
  }
}
