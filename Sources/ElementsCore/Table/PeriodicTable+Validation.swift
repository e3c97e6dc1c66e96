extension PeriodicTable {
  /// Checks the invariants every table keeps: unique atomic numbers, unique symbols, unique
  /// names. Returns warnings for what is odd but usable: two elements in one cell, a cell off
  /// the grid (only elements made in code can have one: data files are checked), atomic
  /// numbers above 118.
  static func validate(_ elements: [AtomicElement], source: String) throws(ElementsDataError)
    -> [DataWarning]
  {
    func reference(_ offset: Int) -> EntryReference {
      EntryReference(file: source, index: offset + 1, label: elements[offset].name)
    }
    // Numbers and cells are compared through sorted positions rather than dictionaries: as
    // quick for a table's entries, and without a dictionary type to set up at run time.
    // The keys are read out first, so that sorting does not copy whole elements.
    let firstByNumber = firstOfEqual(elements.map { $0.atomicNumber })
    let firstByPosition = firstInSameCell(elements.map { $0.position })
    var firstBySymbol: [String: Int] = [:]
    var firstByName: [String: Int] = [:]
    firstBySymbol.reserveCapacity(elements.count)
    firstByName.reserveCapacity(elements.count * 2)
    var warnings: [DataWarning] = []
    for (offset, element) in elements.enumerated() {
      if firstByNumber[offset] != offset {
        throw .duplicateNumber(
          reference(offset), number: element.atomicNumber,
          firstEntry: reference(firstByNumber[offset]))
      }
      if let first = firstBySymbol.updateValue(offset, forKey: element.symbol.lowercased()) {
        throw .duplicateSymbol(
          reference(offset), symbol: element.symbol, firstEntry: reference(first))
      }
      // The name, then the alternate names, without making an array of them all.
      func checkName(_ name: String) throws(ElementsDataError) {
        if let first = firstByName.updateValue(offset, forKey: name.lowercased()), first != offset {
          throw .duplicateName(reference(offset), name: name, firstEntry: reference(first))
        }
      }
      try checkName(element.name)
      for name in element.alternateNames { try checkName(name) }
      if firstByPosition[offset] != offset {
        let first = firstByPosition[offset]
        let cell = "row \(element.position.row), column \(element.position.column)"
        let other = reference(first)
        warnings.append(
          DataWarning(
            place: reference(offset).description,
            message:
              "shares \(cell) with entry \(other.index) (\(other.label ?? "?")); the table shows entry \(other.index)"
          ))
      }
      if Index.cell(element.position) == nil {
        warnings.append(
          DataWarning(
            place: reference(offset).description,
            message:
              "row \(element.position.row), column \(element.position.column) is off the grid "
              + "(rows 1-\(GridPosition.rows), columns 1-\(GridPosition.columns)); the table does not show it"
          ))
      }
      if element.atomicNumber > knownElementCount {
        warnings.append(
          DataWarning(
            place: reference(offset).description,
            message:
              "atomic number \(element.atomicNumber) is above \(knownElementCount), the heaviest known element"
          ))
      }
    }
    return warnings
  }

  /// For each of `positions`, the first in the same cell: itself, or an earlier one. Positions
  /// on the grid, as data files' are, are found through a table of its cells, without sorting.
  private static func firstInSameCell(_ positions: [GridPosition]) -> [Int] {
    let rows = 1...GridPosition.rows
    let columns = 1...GridPosition.columns
    guard positions.allSatisfy({ rows.contains($0.row) && columns.contains($0.column) }) else {
      return firstOfEqual(positions)
    }
    var firstInCell = [Int](repeating: -1, count: GridPosition.rows * GridPosition.columns)
    return positions.indices.map { offset in
      let position = positions[offset]
      let cell = (position.row - 1) * GridPosition.columns + (position.column - 1)
      if firstInCell[cell] < 0 { firstInCell[cell] = offset }
      return firstInCell[cell]
    }
  }

  /// For each position of `keys`, the first position with an equal key: itself, or an earlier
  /// one.
  private static func firstOfEqual<Key: Comparable>(_ keys: [Key]) -> [Int] {
    var first = Array(keys.indices)
    // Keys that already ascend strictly (atomic numbers usually do) are all different.
    if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) { return first }
    let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    for (rank, offset) in order.enumerated().dropFirst() {
      let previous = order[rank - 1]
      if keys[offset] == keys[previous] { first[offset] = first[previous] }
    }
    return first
  }
}
