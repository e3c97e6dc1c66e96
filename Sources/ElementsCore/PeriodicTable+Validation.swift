extension PeriodicTable {
  /// Checks the invariants every table keeps: unique atomic numbers, unique symbols, unique
  /// names. Returns warnings for what is odd but usable: two elements in one cell, atomic
  /// numbers above 118.
  static func validate(_ elements: [AtomicElement], source: String) throws(ElementsDataError)
    -> [DataWarning]
  {
    func reference(_ offset: Int) -> EntryReference {
      EntryReference(file: source, index: offset + 1, label: elements[offset].name)
    }
    // Numbers and cells are compared through sorted positions rather than dictionaries: as
    // quick for a table's entries, and without a dictionary type to set up at run time.
    let firstByNumber = firstOfEqual(elements.count) { elements[$0].atomicNumber }
    let firstByPosition = firstOfEqual(elements.count) { elements[$0].position }
    var firstBySymbol: [String: Int] = [:]
    var firstByName: [String: Int] = [:]
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
      for name in [element.name] + element.alternateNames {
        if let first = firstByName.updateValue(offset, forKey: name.lowercased()), first != offset {
          throw .duplicateName(reference(offset), name: name, firstEntry: reference(first))
        }
      }
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

  /// For each of `0..<count`, the first of `0..<count` with an equal key: itself, or an earlier
  /// one.
  private static func firstOfEqual<Key: Comparable>(_ count: Int, key: (Int) -> Key) -> [Int] {
    let order = (0..<count).sorted { (key($0), $0) < (key($1), $1) }
    var first = Array(0..<count)
    for (rank, offset) in order.enumerated().dropFirst() {
      let previous = order[rank - 1]
      if key(offset) == key(previous) { first[offset] = first[previous] }
    }
    return first
  }
}
