/// Where a formula's masses come from: the atomic weight of each element and, when known, its
/// isotopes.
///
/// ``FormulaMass`` asks only about the elements a formula contains. ``TableMassData`` answers
/// from a ``PeriodicTable`` alone (weights without uncertainty, no isotopes); a richer source
/// adds CIAAW uncertainties and isotope masses and abundances.
public protocol FormulaMassData {
  /// The atomic weight used for the element in its natural isotopic composition.
  /// - Parameter atomicNumber: The atomic number, 1 to 118.
  /// - Returns: The standard (or conventional) atomic weight with its uncertainty when given,
  ///   or for an element without one the mass number of its longest-lived isotope; `nil` when
  ///   the data has no weight for the element.
  func weight(ofElement atomicNumber: Int) -> MassValue?

  /// The element's isotopes with their masses and natural abundances.
  /// - Parameter atomicNumber: The atomic number, 1 to 118.
  /// - Returns: The isotopes, in any order; empty when the data has no isotope data.
  func isotopes(ofElement atomicNumber: Int) -> [MassIsotope]
}

/// An atomic weight as a formula's mass is computed from it.
public struct MassValue: Sendable, Hashable {
  /// What a weight is.
  public enum Kind: Sendable, Hashable {
    /// A standard atomic weight (CIAAW), for an element of natural isotopic composition.
    case standard
    /// A conventional value CIAAW gives for an element whose standard atomic weight is an
    /// interval (for example H, C, O): good for ordinary use, not a measurement.
    case conventional
    /// No standard atomic weight exists: the mass of the isotope with this mass number (the
    /// longest-lived one) stands in.
    case massNumber(Int)
  }

  /// The weight in daltons (g/mol for a mole).
  public var value: Double
  /// The uncertainty of the weight in daltons, as CIAAW gives it; `nil` when not given.
  public var uncertainty: Double?
  /// Whether the weight is standard, conventional, or a mass number.
  public var kind: Kind

  /// Makes a weight.
  /// - Parameters:
  ///   - value: The weight in daltons.
  ///   - uncertainty: Its uncertainty in daltons, if given.
  ///   - kind: What the weight is.
  public init(value: Double, uncertainty: Double? = nil, kind: Kind) {
    self.value = value
    self.uncertainty = uncertainty
    self.kind = kind
  }
}

/// One isotope of an element, for isotope-labelled atoms, the monoisotopic mass and the isotope
/// pattern.
public struct MassIsotope: Sendable, Hashable {
  /// The mass number: protons plus neutrons.
  public var massNumber: Int
  /// The atomic mass in daltons (AME2020).
  public var mass: Double
  /// The natural abundance as a fraction of 1 (CIAAW), or `nil` when the isotope does not
  /// occur in nature in measurable amounts.
  public var abundance: Double?

  /// Makes an isotope.
  /// - Parameters:
  ///   - massNumber: The mass number.
  ///   - mass: The atomic mass in daltons.
  ///   - abundance: The natural abundance as a fraction, if natural.
  public init(massNumber: Int, mass: Double, abundance: Double? = nil) {
    self.massNumber = massNumber
    self.mass = mass
    self.abundance = abundance
  }
}

/// Formula masses from a periodic table alone: each element's atomic weight as the table gives
/// it, without uncertainty, and no isotope data.
///
/// With this source, isotope labels (`D`, `T`, `[13C]`) are errors and a result has no
/// monoisotopic mass or isotope pattern.
public struct TableMassData: FormulaMassData, Sendable {
  /// The table the weights come from.
  public let table: PeriodicTable

  /// Makes a source from a table.
  /// - Parameter table: The table whose atomic weights are used.
  public init(table: PeriodicTable) {
    self.table = table
  }

  /// The table's atomic weight for the element: a standard weight, or a mass number.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The weight without uncertainty; `nil` when the table has no weight for it.
  public func weight(ofElement atomicNumber: Int) -> MassValue? {
    switch table.element(number: atomicNumber)?.atomicWeight {
    case .standard(let text)?:
      guard let value = Double(text), value.isFinite, value > 0 else { return nil }
      return MassValue(value: value, kind: .standard)
    case .massNumber(let number)?:
      return MassValue(value: Double(number), kind: .massNumber(number))
    case nil:
      return nil
    }
  }

  /// No isotopes: a table holds none.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: An empty array.
  public func isotopes(ofElement atomicNumber: Int) -> [MassIsotope] { [] }
}
