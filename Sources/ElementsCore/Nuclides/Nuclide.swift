/// A nuclide: a nucleus with a given number of protons and neutrons, in its ground state or in
/// a long-lived excited state (an isomer, such as tantalum-180m).
public struct Nuclide: Sendable, Hashable, Comparable {
  /// The atomic number Z: the protons.
  public var atomicNumber: Int
  /// The mass number A: protons plus neutrons.
  public var massNumber: Int
  /// Whether this is the isomer ("m") rather than the ground state.
  public var isIsomer: Bool

  /// Makes a nuclide.
  /// - Parameters:
  ///   - atomicNumber: Z.
  ///   - massNumber: A.
  ///   - isIsomer: Whether it is the isomer ("m").
  public init(atomicNumber: Int, massNumber: Int, isIsomer: Bool = false) {
    self.atomicNumber = atomicNumber
    self.massNumber = massNumber
    self.isIsomer = isIsomer
  }

  /// The neutrons N: the mass number minus the atomic number.
  public var neutrons: Int { massNumber - atomicNumber }

  /// The mass number with the isomer's letter: "238", "180m".
  public var massLabel: String { String(massNumber) + (isIsomer ? "m" : "") }

  /// The nuclide's usual name, given its element's symbol: "U-238", "Ta-180m".
  /// - Parameter symbol: The element's symbol.
  /// - Returns: The symbol, a hyphen and the mass label.
  public func name(symbol: String) -> String { symbol + "-" + massLabel }

  /// Orders by atomic number, then mass number, ground state before isomer.
  /// - Parameters:
  ///   - lhs: A nuclide.
  ///   - rhs: Another.
  /// - Returns: Whether `lhs` comes first.
  public static func < (lhs: Nuclide, rhs: Nuclide) -> Bool {
    (lhs.atomicNumber, lhs.massNumber, lhs.isIsomer ? 1 : 0)
      < (rhs.atomicNumber, rhs.massNumber, rhs.isIsomer ? 1 : 0)
  }

  /// Whether an isotope of this nuclide's element is this nuclide.
  /// - Parameter isotope: An isotope of the same element.
  /// - Returns: Whether the mass numbers agree and both are ground states, or both isomers.
  public func matches(_ isotope: Isotope) -> Bool {
    isotope.massNumber == massNumber && (isotope.isomer != nil) == isIsomer
  }
}
