/// An amount of a substance given one way (grams, moles or particles) and the other two worked
/// out from its molar mass and the Avogadro constant.
public struct SampleAmount: Sendable, Hashable {
  /// The Avogadro constant, exact since 2019: 6.02214076 × 10²³ per mole.
  public static let avogadro = 6.02214076e23

  /// How the amount was given.
  public enum Given: String, Sendable, Hashable {
    /// A mass in grams.
    case grams
    /// An amount in moles.
    case moles
    /// A number of particles (molecules, ions or atoms).
    case particles
  }

  /// How it was given.
  public let given: Given
  /// The mass in grams.
  public let grams: Double
  /// The amount in moles.
  public let moles: Double
  /// The number of particles.
  public let particles: Double
  /// The significant figures of the number as given.
  public let significantFigures: Int

  /// Works out the amount.
  /// - Parameters:
  ///   - text: The number as given, e.g. "10", "0.25", "6.022e23".
  ///   - given: What the number measures.
  ///   - molarMass: The substance's molar mass in g/mol.
  /// - Throws: A ``StoichiometryError`` for a number that is not positive and finite, or an
  ///   amount whose conversion is not finite or comes to 0.
  public init(_ text: String, given: Given, molarMass: Double) throws(StoichiometryError) {
    guard let value = Double(decimal: text), value > 0 else {
      throw StoichiometryError(
        "--\(given.rawValue) \(text.quotedForMessage()) is not a positive number")
    }
    self.given = given
    significantFigures = GivenAmount.significantFigures(text)
    // Each amount straight from the one given, so that an amount near the smallest numbers a
    // Double holds keeps its digits rather than passing through a rounded one.
    switch given {
    case .grams:
      (grams, moles, particles) = (value, value / molarMass, value * (Self.avogadro / molarMass))
    case .moles: (grams, moles, particles) = (value * molarMass, value, value * Self.avogadro)
    case .particles:
      (grams, moles, particles) = (
        value * (molarMass / Self.avogadro), value / Self.avogadro, value
      )
    }
    guard grams.isFinite, moles.isFinite, particles.isFinite else {
      throw StoichiometryError(
        "--\(given.rawValue) \(text.quotedForMessage()) is too large to convert")
    }
    guard grams > 0, moles > 0, particles > 0 else {
      throw StoichiometryError(
        "--\(given.rawValue) \(text.quotedForMessage()) is too small to convert")
    }
  }
}
