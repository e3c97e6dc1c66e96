/// Where a formula's masses come from: the atomic weight of each element and, when known, its
/// isotopes.
///
/// ``FormulaMass`` asks only about the elements a formula contains. ``TableMassData`` answers
/// from a ``PeriodicTable``: CIAAW weights with their uncertainties and the isotopes' masses and
/// abundances where the table has them, the bare weights where it does not.
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
  /// The element's isotopes that occur in nature (with an abundance); by default those of
  /// ``isotopes(ofElement:)``, for sources that can give them more cheaply than all.
  /// - Parameter atomicNumber: The atomic number, 1 to 118.
  /// - Returns: The natural isotopes, in any order.
  func naturalIsotopes(ofElement atomicNumber: Int) -> [MassIsotope]
}

extension FormulaMassData {
  /// The isotopes with an abundance, from ``isotopes(ofElement:)``.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The natural isotopes.
  public func naturalIsotopes(ofElement atomicNumber: Int) -> [MassIsotope] {
    isotopes(ofElement: atomicNumber).filter { $0.abundance != nil }
  }
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
  @inlinable
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
  @inlinable
  public init(massNumber: Int, mass: Double, abundance: Double? = nil) {
    self.massNumber = massNumber
    self.mass = mass
    self.abundance = abundance
  }
}

/// Formula masses from a periodic table: each element's standard atomic weight with its CIAAW
/// uncertainty, and its isotopes' masses and natural abundances, as far as the table has them.
///
/// An element whose standard atomic weight is an interval (H, C, O...) weighs its conventional
/// value (``MassValue/Kind/conventional``); an element without one, its longest-lived isotope's
/// mass number (``MassValue/Kind/massNumber(_:)``). A table without details (a data file that
/// gives only the elements' main fields) has weights without uncertainty and no isotopes: then
/// isotope labels (`D`, `T`, `[13C]`) are errors and a result has no monoisotopic mass or
/// isotope pattern.
public struct TableMassData: FormulaMassData, Sendable {
  /// The table the weights and isotopes come from.
  public let table: PeriodicTable

  /// Makes a source from a table.
  /// - Parameter table: The table whose atomic weights and isotopes are used.
  public init(table: PeriodicTable) {
    self.table = table
  }

  /// The table's atomic weight for the element: a standard or conventional weight with its
  /// uncertainty when the table gives one, or a mass number.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The weight; `nil` when the table has no weight for the element.
  public func weight(ofElement atomicNumber: Int) -> MassValue? {
    guard let element = table.element(number: atomicNumber) else { return nil }
    switch element.atomicWeight {
    case .standard?:
      guard let standard = table.standardAtomicWeight(of: element) else { return nil }
      let value = standard.value
      guard value.isFinite, value > 0 else { return nil }
      let uncertainty = standard.uncertainty.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      return MassValue(
        value: value, uncertainty: uncertainty,
        kind: standard.isConventional ? .conventional : .standard)
    case .massNumber(let number)?:
      return MassValue(value: Double(number), kind: .massNumber(number))
    case nil:
      return nil
    }
  }

  /// The table's isotopes of the element that have a known mass, with their natural abundances
  /// as fractions (the table gives percent).
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The isotopes by mass number; empty when the table has none for the element.
  public func isotopes(ofElement atomicNumber: Int) -> [MassIsotope] {
    guard let element = table.element(number: atomicNumber) else { return [] }
    return Self.masses(table.isotopes(of: element))
  }

  /// The natural isotopes only, which the table reads without decoding every known isotope.
  /// - Parameter atomicNumber: The atomic number.
  /// - Returns: The natural isotopes, abundances as fractions.
  public func naturalIsotopes(ofElement atomicNumber: Int) -> [MassIsotope] {
    guard let element = table.element(number: atomicNumber) else { return [] }
    return Self.masses(table.details(of: element).naturalIsotopes)
  }

  /// Isotopes with a usable mass, abundances from percent to fractions.
  private static func masses(_ isotopes: [Isotope]) -> [MassIsotope] {
    isotopes.compactMap { isotope in
      guard let mass = isotope.mass, mass.isFinite, mass > 0 else { return nil }
      let abundance = isotope.abundance.flatMap { $0.isFinite && $0 > 0 ? $0 / 100 : nil }
      return MassIsotope(massNumber: isotope.massNumber, mass: mass, abundance: abundance)
    }
  }
}
