extension PeriodicTable {
  /// A table's sorted orders and lookup tables, as positions in
  /// ``PeriodicTable/elementsByNumber``.
  ///
  /// Sorted arrays searched by bisection, rather than dictionaries, and the grid of cells read
  /// by row and column: they are as quick for 118 elements, and they are plain arrays of
  /// numbers and strings, which the build tool writes out as literals for the built-in table,
  /// so a command that starts up builds no index at all.
  @_spi(Embedding)
  public struct Index: Sendable, Hashable {
    /// Every element, alphabetically by lower-cased name.
    public var byName: [Int]
    /// Every element, by symbol, then by atomic number.
    public var bySymbol: [Int]
    /// Lower-cased symbols, names and alternate names, in ascending order. Where one key
    /// names two elements, the later one by atomic number has it.
    public var keys: [String]
    /// The element each of ``keys`` names.
    public var keyTargets: [Int]
    /// The element drawn in each cell of the grid, row by row (``GridPosition/rows`` rows of
    /// ``GridPosition/columns``), -1 for an empty cell: see ``cell(_:)``. Where two elements
    /// share a cell, the first by atomic number is drawn and the other left out.
    public var grid: [Int]

    /// Makes an index from its parts, e.g. written out by the build tool.
    /// - Parameters:
    ///   - byName: Positions by name.
    ///   - bySymbol: Positions by symbol.
    ///   - keys: Lookup keys, ascending.
    ///   - keyTargets: The position each key names.
    ///   - grid: The position drawn in each grid cell, -1 for none.
    @inlinable
    public init(byName: [Int], bySymbol: [Int], keys: [String], keyTargets: [Int], grid: [Int]) {
      self.byName = byName
      self.bySymbol = bySymbol
      self.keys = keys
      self.keyTargets = keyTargets
      self.grid = grid
    }

    /// Where a position is in ``grid``: row by row from the top left; `nil` off the grid.
    static func cell(_ position: GridPosition) -> Int? {
      guard (1...GridPosition.rows).contains(position.row),
        (1...GridPosition.columns).contains(position.column)
      else { return nil }
      return (position.row - 1) * GridPosition.columns + position.column - 1
    }

    /// Indexes elements that are sorted by atomic number.
    init(_ byNumber: [AtomicElement]) {
      let names = byNumber.map { $0.name.lowercased() }
      byName = Self.sortedPositions(names)
      // Positions follow atomic numbers, so equal symbols, kept in position order, are by number.
      bySymbol = Self.sortedPositions(byNumber.map { $0.symbol })

      // Every name and symbol a user may type, lower-cased, and the element it names.
      var lookups: [String] = []
      var targets: [Int] = []
      for (position, element) in byNumber.enumerated() {
        lookups.append(element.symbol.lowercased())
        lookups.append(names[position])
        targets.append(position)
        targets.append(position)
        for alternate in element.alternateNames {
          lookups.append(alternate.lowercased())
          targets.append(position)
        }
      }
      // Equal keys stay in the order they were added: the last of each run wins.
      let sorted = Self.sortedPositions(lookups)
      keys = []
      keyTargets = []
      for (rank, position) in sorted.enumerated() {
        let key = lookups[position]
        if rank + 1 < sorted.count, lookups[sorted[rank + 1]] == key {
          continue
        }
        keys.append(key)
        keyTargets.append(targets[position])
      }

      grid = Array(repeating: -1, count: GridPosition.rows * GridPosition.columns)
      for (position, element) in byNumber.enumerated() {
        guard let cell = Self.cell(element.position), grid[cell] < 0 else { continue }
        grid[cell] = position
      }
    }

    /// The positions of `texts` in the order of their texts; equal texts keep their order.
    static func sortedPositions(_ texts: [String]) -> [Int] {
      texts.indices.sorted { (texts[$0], $0) < (texts[$1], $1) }
    }

    /// The first of `0..<count` for which `isAtOrAfter` holds, or `count`; `isAtOrAfter` must be
    /// false up to some point and true from there on.
    static func partitionPoint(_ count: Int, _ isAtOrAfter: (Int) -> Bool) -> Int {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        if isAtOrAfter(middle) { high = middle } else { low = middle + 1 }
      }
      return low
    }
  }
}
