import ElementsCore

/// Formula masses from the built-in table, read without making it: each element's weight and
/// natural isotopes were worked out by `TableMassData` from the same data when the program
/// was compiled, and are compiled in as values.
///
/// Weighing `C6H12O6` reads three weights and three isotope lists; with `TableMassData` it
/// would first make the whole table and the details of each element. The answers are the same
/// (`BuiltInMassDataTests` compares them for every element). Isotope labels (`[13C]`, `D`) and
/// elements without a standard weight, which need every known isotope, are read from
/// `PeriodicTable.standard`.
public struct BuiltInMassData: FormulaMassData, Sendable {
  /// The built-in table's masses.
  public init() {}

  /// The element's weight, as `TableMassData` gives it for the built-in table.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The weight; `nil` for a number the table does not have.
  public func weight(ofElement atomicNumber: Int) -> MassValue? {
    embeddedMassWeight(atomicNumber)
  }

  /// The element's natural isotopes, as `TableMassData` gives them for the built-in table.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The isotopes with an abundance, as fractions.
  public func naturalIsotopes(ofElement atomicNumber: Int) -> [MassIsotope] {
    embeddedNaturalMassIsotopes(atomicNumber)
  }

  /// Every known isotope of the element, from the built-in table.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The isotopes with a known mass.
  public func isotopes(ofElement atomicNumber: Int) -> [MassIsotope] {
    TableMassData(table: .standard).isotopes(ofElement: atomicNumber)
  }
}
