extension PeriodicTable {
  /// What the oxidation-state rules need of an element: its common and known oxidation states,
  /// its electronegativity and whether it is a metal.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The facts, or `nil` when the table has no such element.
  public func chemistry(ofElement atomicNumber: Int) -> ElementChemistry? {
    guard let element = element(number: atomicNumber) else { return nil }
    let states = details(of: element).oxidationStates
    let metals: [ElementCategory] = [
      .alkaliMetal, .alkalineEarthMetal, .transitionMetal, .postTransitionMetal, .lanthanide,
      .actinide,
    ]
    return ElementChemistry(
      common: states.common, all: states.all, electronegativity: element.electronegativity,
      isMetal: element.category.map { metals.contains($0) } ?? false)
  }
}
