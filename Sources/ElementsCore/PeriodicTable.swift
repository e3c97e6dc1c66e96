/// All the elements, validated, sorted and indexed once.
///
/// The table is immutable: every list and index is built in the initializer, as Apple's
/// `PeriodicElements` pre-sorted its elements at load.
public struct PeriodicTable: Sendable {
  /// Every element, by atomic number.
  public let elementsByNumber: [AtomicElement]
  /// Every element, alphabetically by name.
  public let elementsByName: [AtomicElement]
  /// Every element, alphabetically by symbol.
  public let elementsBySymbol: [AtomicElement]
  /// The elements under their initial letters, alphabetically.
  public let nameSections: [ElementSection]
  /// The elements under Solid, Liquid, Gas and Artificial, in that order, each by name. States
  /// with no elements are left out.
  public let stateSections: [ElementSection]
  /// Oddities found while loading, for the user to see.
  public let warnings: [DataWarning]
  /// Where the data came from, as errors and warnings name it.
  public let source: String

  /// Lower-cased symbols, names and alternate names, each to its index in `elementsByNumber`.
  let indexByKey: [String: Int]
  /// Atomic numbers to indexes in `elementsByNumber`.
  let indexByNumber: [Int: Int]
  /// Grid cells to indexes in `elementsByNumber`; where two share a cell, the first in the file.
  let indexByPosition: [GridPosition: Int]

  /// The highest atomic number of a known element; higher numbers load with a warning.
  public static let knownElementCount = 118

  /// Validates and indexes elements.
  /// - Parameters:
  ///   - elements: The elements, in file order (errors count entries from 1 in this order).
  ///   - source: The name errors and warnings use for the data, e.g. the file name.
  /// - Throws: ``ElementsDataError`` if the list is empty or two elements share a number,
  ///   a symbol or a name.
  public init(elements: [AtomicElement], source: String = "elements") throws(ElementsDataError) {
    try self.init(elements: elements, source: source, warnings: [])
  }

  init(elements: [AtomicElement], source: String, warnings loadWarnings: [DataWarning])
    throws(ElementsDataError)
  {
    guard !elements.isEmpty else { throw .noElements(file: source) }
    let checked = try Self.validate(elements, source: source)

    let byNumber = elements.sorted { $0.atomicNumber < $1.atomicNumber }
    let nameKeys = byNumber.map { $0.name.lowercased() }
    let nameOrder = byNumber.indices.sorted { nameKeys[$0] < nameKeys[$1] }
    let byName = nameOrder.map { byNumber[$0] }

    var indexByKey: [String: Int] = [:]
    var indexByNumber: [Int: Int] = [:]
    var indexByPosition: [GridPosition: Int] = [:]
    indexByKey.reserveCapacity(byNumber.count * 2)
    for (index, element) in byNumber.enumerated() {
      indexByNumber[element.atomicNumber] = index
      if indexByPosition[element.position] == nil { indexByPosition[element.position] = index }
      indexByKey[element.symbol.lowercased()] = index
      indexByKey[nameKeys[index]] = index
      for alternate in element.alternateNames { indexByKey[alternate.lowercased()] = index }
    }

    var nameSections: [ElementSection] = []
    for element in byName {
      let title = String(element.initial)
      if nameSections.last?.title == title {
        nameSections[nameSections.count - 1].elements.append(element)
      } else {
        nameSections.append(ElementSection(title: title, elements: [element]))
      }
    }

    self.elementsByNumber = byNumber
    self.elementsByName = byName
    self.elementsBySymbol = byNumber.sorted {
      ($0.symbol, $0.atomicNumber) < ($1.symbol, $1.atomicNumber)
    }
    self.nameSections = nameSections
    self.stateSections = PhysicalState.allCases.compactMap { state in
      let members = byName.filter { $0.state == state }
      return members.isEmpty ? nil : ElementSection(title: state.title, elements: members)
    }
    self.indexByKey = indexByKey
    self.indexByNumber = indexByNumber
    self.indexByPosition = indexByPosition
    self.warnings = loadWarnings + checked
    self.source = source
  }

  /// The element with this atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: The element, or `nil` if the data has none with that number.
  public func element(number: Int) -> AtomicElement? {
    indexByNumber[number].map { elementsByNumber[$0] }
  }

  /// The element drawn in this cell of the table.
  /// - Parameter position: A grid cell.
  /// - Returns: The element, or `nil` for an empty cell.
  public func element(at position: GridPosition) -> AtomicElement? {
    indexByPosition[position].map { elementsByNumber[$0] }
  }
}
