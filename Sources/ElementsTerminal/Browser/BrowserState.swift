import ElementsCore

/// An open element tile.
public struct TileState: Sendable, Hashable {
  /// The element's atomic number.
  public var number: Int
  /// Whether the back is showing.
  public var isFlipped: Bool
  /// How many lines the tile is scrolled, when it is taller than the screen.
  public var scroll: Int = 0
  /// The section of the back showing, an index into `TileSection.allCases`: the back is
  /// paged a section at a time with the arrow keys.
  public var section: Int = 0
}

/// A live search: the text so far, where it looks, and the selected result.
public struct SearchState: Sendable, Hashable {
  /// What the user has typed.
  public var query: String = ""
  /// Where it looks: everywhere at first, as the `search` command does.
  public var scope: SearchScope = .all
  /// The selected result, an index into the results.
  public var selection: Int = 0
  /// The first result row on screen.
  public var top: Int = 0
}

/// The note of a favorite being edited in the status line.
public struct NoteEditor: Sendable, Hashable {
  /// The favorite's atomic number.
  public var number: Int
  /// The note so far.
  public var text: String
}

/// Everything the browser shows, as a value. Events change it through ``update(_:in:)``; the view
/// draws it; nothing else does either.
public struct BrowserState: Sendable, Hashable {
  /// The active tab.
  public internal(set) var tab: BrowserTab = .name
  /// What is open over the tab, bottom to top: the top one decides the ``mode``.
  public internal(set) var overlays: [Overlay] = []
  /// The screen size the state is laid out for.
  public internal(set) var size: ScreenSize
  /// The selected element of each list tab, an index into its list.
  var selection: [BrowserTab: Int] = [:]
  /// The first visible row of each list tab.
  var top: [BrowserTab: Int] = [:]
  /// The cell under the Table tab's cursor.
  public internal(set) var cursor: GridPosition
  /// What the Table tab's colours show; `c` cycles through ``coloringCycle``.
  public internal(set) var coloring: TableColoring = .category
  /// The Table tab's temperature or year mode, if one is on (`t`, `y`; `c` leaves it).
  public internal(set) var tableMode: TableMode?
  /// The formula prompt's text and result, kept while it is closed for the next `w`.
  public internal(set) var formula = FormulaPrompt()
  /// A message for the status line, cleared by the next key.
  public internal(set) var status: StatusMessage?
  /// The favorites as last read or saved by the driver; the reducer never writes them.
  public internal(set) var favorites = FavoritesList()
  /// Why the favorites could not be read, if they could not; the Favorites tab says so.
  public internal(set) var favoritesError: StoreError?
  /// Set when the user quits.
  public internal(set) var isFinished = false
  /// The elements marked for comparison (`m`), by atomic number, in the order they were marked.
  public internal(set) var marked: [Int] = []
  /// The Nuclides tab's cursor, zoom and colouring.
  public internal(set) var nuclides = NuclideCursor()
  /// The list tabs sorted by a property (`s`, `r`); a tab not here shows its own order.
  var sorts: [BrowserTab: ListSort] = [:]
  /// The atomic number of the element selected when the active tab was opened: the one a
  /// change of tab selects when this tab has none (an empty Favorites tab), so that passing
  /// through it keeps the selection.
  var carried: Int?

  /// The state the browser opens in: the Name tab, first element selected, cursor on Hydrogen;
  /// or, given an element, that element selected in every tab and its tile open.
  /// - Parameters:
  ///   - model: What is browsed.
  ///   - size: The screen size.
  ///   - element: The atomic number of the element to open on, if any; a number not in the
  ///     table is ignored.
  ///
  /// A table without categories (Apple's original file has none) opens coloured by state.
  public init(model: BrowserModel, size: ScreenSize, element: Int? = nil) {
    self.size = size
    cursor = model.table.elementsByNumber.first?.position ?? GridPosition(row: 1, column: 1)
    if !model.table.elementsByNumber.contains(where: { $0.category != nil }) {
      coloring = .state
    }
    guard let number = element, let chosen = model.table.element(number: number) else { return }
    for tab in BrowserTab.allCases where tab.sortOrder != nil {
      self.tab = tab
      select(chosen, in: model)
    }
    self.tab = .name
    cursor = chosen.position
    tile = TileState(number: number, isFlipped: false)
  }

  /// Where the browser is, as far as keys are concerned: the top overlay's mode, or the tab's.
  public var mode: BrowserMode {
    if let top = overlays.last { return top.mode }
    switch tab {
    case .table: return .table
    case .favorites: return .favorites
    case .nuclides: return .nuclides
    default: return .lists
    }
  }

  /// The order `c` cycles the Table tab's colouring in: these three, the quiz's mastery when
  /// its progress could be read, then every numeric property the data has values for, as a
  /// heatmap (see ``coloring(after:in:backwards:mastery:)``).
  public static let coloringCycle: [TableColoring] = [.category, .state, .block]

  /// The colouring after `current` in the cycle: see ``coloring(after:in:backwards:mastery:)``.
  /// - Parameters:
  ///   - current: The colouring now.
  ///   - table: The elements.
  /// - Returns: The next colouring.
  public static func coloring(after current: TableColoring, in table: PeriodicTable)
    -> TableColoring
  {
    coloring(after: current, in: table, backwards: false)
  }

  /// The order Tab cycles a search's scopes in: everywhere first.
  public static let searchScopes: [SearchScope] = [.all, .name, .symbol, .number]

  /// The selected element index of a list tab.
  func selected(in tab: BrowserTab) -> Int { selection[tab] ?? 0 }

  /// The first visible row of a list tab.
  func firstRow(in tab: BrowserTab) -> Int { top[tab] ?? 0 }
}
