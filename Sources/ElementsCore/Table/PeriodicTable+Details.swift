extension PeriodicTable {
  /// The details of an element: energies, radii, oxidation states, isotopes and more.
  ///
  /// The built-in table makes an element's details the first time they are asked for; a table loaded from
  /// a file has those the file gives.
  /// - Parameter element: An element of this table.
  /// - Returns: Its details; empty ones (every value `nil`) if the data has none.
  public func details(of element: AtomicElement) -> ElementDetails {
    detailsLookUp(element.atomicNumber) ?? ElementDetails()
  }

  /// The details of the element with an atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: Its details, or `nil` if the data has none for it.
  public func details(number: Int) -> ElementDetails? {
    detailsLookUp(number)
  }

  /// The known isotopes of an element, by mass number.
  /// - Parameter element: An element of this table.
  /// - Returns: Its isotopes; empty if the data has none.
  public func isotopes(of element: AtomicElement) -> [Isotope] {
    details(of: element).isotopes
  }

  /// Whether the data has isotopes of any element: those of `isotopes`, `decay` and the chart
  /// of nuclides. A data file without them (Apple's original plist) has none.
  public var hasIsotopes: Bool {
    compiledIsotopeText != nil
      || elementsByNumber.contains { !(details(number: $0.atomicNumber)?.isotopes.isEmpty ?? true) }
  }

  /// An element's standard atomic weight with its uncertainty and interval.
  /// - Parameter element: An element of this table.
  /// - Returns: The weight, or `nil` for an element without a standard atomic weight (one whose
  ///   ``AtomicElement/atomicWeight`` is a mass number, or unknown).
  public func standardAtomicWeight(of element: AtomicElement) -> StandardAtomicWeight? {
    guard case .standard(let text) = element.atomicWeight else { return nil }
    let details = details(of: element)
    return StandardAtomicWeight(
      text: text, uncertainty: details.atomicWeightUncertainty,
      interval: details.atomicWeightInterval)
  }
}
