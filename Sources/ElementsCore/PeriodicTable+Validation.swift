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
    var firstByNumber: [Int: Int] = [:]
    var firstBySymbol: [String: Int] = [:]
    var firstByName: [String: Int] = [:]
    var firstByPosition: [GridPosition: Int] = [:]
    var warnings: [DataWarning] = []
    for (offset, element) in elements.enumerated() {
      if let first = firstByNumber.updateValue(offset, forKey: element.atomicNumber) {
        throw .duplicateNumber(
          reference(offset), number: element.atomicNumber, firstEntry: reference(first))
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
      if let first = firstByPosition[element.position] {
        let cell = "row \(element.position.row), column \(element.position.column)"
        let other = reference(first)
        warnings.append(
          DataWarning(
            place: reference(offset).description,
            message:
              "shares \(cell) with entry \(other.index) (\(other.label ?? "?")); the table shows entry \(other.index)"
          ))
      } else {
        firstByPosition[element.position] = offset
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
}
