/// All the elements, validated, sorted and indexed once.
///
/// The table is immutable: every order and lookup index is built in the initializer, as Apple's
/// `PeriodicElements` pre-sorted its elements at load. The index holds positions in
/// ``elementsByNumber``, so the sorted lists below are read from it, not stored twice; for the
/// built-in table the build tool computes the index ahead of time.
public struct PeriodicTable: Sendable {
  /// Every element, by atomic number.
  public let elementsByNumber: [AtomicElement]
  /// Oddities found while loading, for the user to see.
  public let warnings: [DataWarning]
  /// Where the data came from, as errors and warnings name it.
  public let source: String
  /// The file the data was read from (``DataFile``), as errors name it; `nil` for a table
  /// made in memory, the built-in one among them. The sources the built-in data cites say
  /// nothing about a file's values.
  public let dataFile: String?
  /// The sorted orders and the lookup tables.
  let index: Index
  /// The details of an element by atomic number; see ``details(of:)``.
  let detailsLookUp: @Sendable (Int) -> ElementDetails?
  /// The chart of nuclides compiled in with the table, if it was; see ``nuclideChart``.
  let compiledNuclideChart: (@Sendable (PeriodicTable) -> NuclideChart)?
  /// Each element's isotopes as compiled-in compact text, if the table has it; see
  /// ``isotope(of:)``.
  let compiledIsotopeText: (@Sendable (Int) -> String)?
  /// Each field's coverage by key, counted when the table was compiled; `nil` for a table
  /// loaded at run time.
  let compiledCoverage: (@Sendable (String) -> Int?)?

  /// The highest atomic number of a known element; higher numbers load with a warning.
  public static let knownElementCount = 118

  /// Validates and indexes elements.
  /// - Parameters:
  ///   - elements: The elements, in file order (errors count entries from 1 in this order).
  ///   - details: The details of the elements, by atomic number.
  ///   - source: The name errors and warnings use for the data, e.g. the file name.
  /// - Throws: ``ElementsDataError`` if the list is empty or two elements share a number,
  ///   a symbol or a name.
  public init(
    elements: [AtomicElement], details: [Int: ElementDetails] = [:], source: String = "elements"
  ) throws(ElementsDataError) {
    try self.init(elements: elements, source: source, warnings: [], details: details)
  }

  init(
    elements: [AtomicElement], source: String, warnings loadWarnings: [DataWarning],
    details: [Int: ElementDetails] = [:], dataFile: String? = nil
  ) throws(ElementsDataError) {
    guard !elements.isEmpty else { throw .noElements(file: source) }
    let checked = try Self.validate(elements, source: source)
    // Positions are sorted rather than the elements, which are large to move.
    let byNumber = elements.indices.sorted {
      elements[$0].atomicNumber < elements[$1].atomicNumber
    }.map { elements[$0] }
    self.init(
      validated: byNumber, index: Index(byNumber), source: source,
      warnings: loadWarnings + checked, details: { details[$0] }, dataFile: dataFile)
  }

  /// A table from elements that were validated and indexed before, at build time.
  ///
  /// Nothing is checked: the build tool that writes the built-in data loads it with the
  /// throwing initializer, fails the build on any error or warning, and writes out
  /// ``PeriodicTable/index``. A test compares the result with a table indexed at run time.
  /// - Parameters:
  ///   - elements: The elements, by atomic number: a valid table's ``elementsByNumber``.
  ///   - index: The index of that table.
  ///   - source: The name errors and warnings use for the data.
  ///   - warnings: Oddities found while loading.
  ///   - details: The details of an element by atomic number, made when first asked for.
  ///   - nuclideChart: The chart of nuclides of the table given to it, compiled in when the
  ///     table was; `nil` to make it from the isotopes.
  ///   - isotopeText: Each element's isotopes as the text of `Isotope.encode(_:)`, the same
  ///     the details hold, so that one isotope is read without making the details; `nil` to
  ///     read them from the details.
  ///   - coverage: How many elements have a value for the field with a key, counted when the
  ///     table was compiled (see ``ElementField/coverage(of:in:)``); `nil` to count them.
  ///   - dataFile: The file the data was read from; `nil` for data made in memory.
  @_spi(Embedding)
  public init(
    validated elements: [AtomicElement], index: Index, source: String,
    warnings: [DataWarning] = [],
    details: @escaping @Sendable (Int) -> ElementDetails? = { _ in nil },
    nuclideChart: (@Sendable (PeriodicTable) -> NuclideChart)? = nil,
    isotopeText: (@Sendable (Int) -> String)? = nil,
    coverage: (@Sendable (String) -> Int?)? = nil, dataFile: String? = nil
  ) {
    self.elementsByNumber = elements
    self.index = index
    self.source = source
    self.dataFile = dataFile
    self.warnings = warnings
    self.detailsLookUp = details
    self.compiledNuclideChart = nuclideChart
    self.compiledIsotopeText = isotopeText
    self.compiledCoverage = coverage
  }

  /// The index of this table, for the build tool to write out; see ``init(validated:index:source:warnings:)``.
  @_spi(Embedding)
  public var precomputedIndex: Index { index }

  /// Every element, alphabetically by name.
  public var elementsByName: [AtomicElement] {
    index.byName.map { elementsByNumber[$0] }
  }

  /// Every element, alphabetically by symbol.
  public var elementsBySymbol: [AtomicElement] {
    index.bySymbol.map { elementsByNumber[$0] }
  }

  /// The elements under their initial letters, alphabetically.
  public var nameSections: [ElementSection] {
    var sections: [ElementSection] = []
    var members: [AtomicElement] = []
    var letter: Character?
    for position in index.byName {
      // The initial read from the name alone: the element is copied once, into its section.
      let initial = AtomicElement.initial(of: elementsByNumber[position].name)
      if let letter, initial != letter {
        sections.append(ElementSection(title: String(letter), elements: members))
        members.removeAll()
      }
      letter = initial
      members.append(elementsByNumber[position])
    }
    if let letter { sections.append(ElementSection(title: String(letter), elements: members)) }
    return sections
  }

  /// The elements under Solid, Liquid, Gas and Artificial, in that order, each by name. States
  /// with no elements are left out.
  public var stateSections: [ElementSection] {
    PhysicalState.allCases.compactMap { state in
      // Positions are chosen, then only the members copied.
      let members = index.byName.filter { elementsByNumber[$0].state == state }
        .map { elementsByNumber[$0] }
      return members.isEmpty ? nil : ElementSection(title: state.title, elements: members)
    }
  }

  /// The element with this atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: The element, or `nil` if the data has none with that number.
  public func element(number: Int) -> AtomicElement? {
    let found = Index.partitionPoint(elementsByNumber.count) {
      elementsByNumber[$0].atomicNumber >= number
    }
    guard found < elementsByNumber.count, elementsByNumber[found].atomicNumber == number else {
      return nil
    }
    return elementsByNumber[found]
  }

  /// The element drawn in this cell of the table: read straight from the index's grid.
  /// - Parameter position: A grid cell.
  /// - Returns: The element, or `nil` for an empty cell or one off the grid (rows 1 to
  ///   ``GridPosition/rows``, columns 1 to ``GridPosition/columns``).
  public func element(at position: GridPosition) -> AtomicElement? {
    elementIndex(at: position).map { elementsByNumber[$0] }
  }

  /// Where the element drawn in this cell is in ``elementsByNumber``, for views that read a
  /// field or two of each cell's element without copying the element.
  /// - Parameter position: A grid cell.
  /// - Returns: The index, or `nil` for an empty cell or one off the grid.
  public func elementIndex(at position: GridPosition) -> Int? {
    guard let cell = Index.cell(position) else { return nil }
    let found = index.grid[cell]
    return found < 0 ? nil : found
  }

  /// The element a lower-cased symbol, name or alternate name belongs to.
  func element(key: String) -> AtomicElement? {
    let keys = index.keys
    let found = Index.partitionPoint(keys.count) { keys[$0] >= key }
    guard found < keys.count, keys[found] == key else { return nil }
    return elementsByNumber[index.keyTargets[found]]
  }
}
