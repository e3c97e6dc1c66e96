/// A chemical formula, read: which atoms it holds, how many of each, and its charge.
///
/// Reading needs no data: the grammar (see ``FormulaGrammar``) knows the symbols of elements 1
/// to 118. Masses come later, from ``FormulaMass``.
public struct ChemicalFormula: Sendable, Hashable {
  /// The most characters (Unicode scalars) a formula may have.
  public static let maximumLength = 1000
  /// The deepest brackets may nest.
  public static let maximumDepth = 32
  /// The largest count or coefficient one number may give.
  public static let maximumCount = 1_000_000_000
  /// The most atoms a formula may hold in all.
  public static let maximumAtoms = 1_000_000_000_000
  /// The largest charge, either sign.
  public static let maximumCharge = 1000
  /// The most electrons a formula may gain per atom: 4, as the carbide ion C⁴⁻ has. A negative
  /// charge is at most this many times the atoms (a positive one at most their electrons).
  public static let maximumGainPerAtom = 4

  /// The formula as written.
  public let text: String
  /// The distinct atoms (elements, and isotope-labelled atoms apart) with their counts, in
  /// Hill order.
  public let atoms: [FormulaAtom]
  /// The charge in elementary charges: 2 for `^2+`, -2 for `^2-`, 0 for a neutral formula.
  public let charge: Int
  /// The formula as read: ``text``, with a bare charge after digits or a sign before digits
  /// spelled with `^` by the textbooks' convention (see ``FormulaGrammar``): `SO4^2-` for
  /// `SO42-`, `MnO4^-` for `MnO4-`, `Fe^3+` for `Fe3+` and `Fe+3`.
  public let spelling: String
  /// Which reading of a bare charge was taken and how to write the other, where the
  /// convention leaves a doubt (`O2-` read as the oxide ion, not superoxide); `nil` otherwise.
  public let readingNote: String?

  /// Reads a formula.
  /// - Parameter text: The formula, e.g. "CuSO4·5H2O".
  /// - Throws: A ``FormulaError`` naming the first problem and where it is.
  public init(parsing text: String) throws(FormulaError) {
    var parser = FormulaParser(text)
    let result = try parser.parse()
    self.text = text
    self.atoms = result.atoms.sorted(by: FormulaAtom.hillOrder(hasCarbon: result.hasCarbon))
    self.charge = result.charge
    self.spelling = result.spelling ?? text
    self.readingNote = result.note
  }

  /// How many atoms the formula holds in all.
  public var atomCount: Int { atoms.reduce(0) { $0 + $1.count } }

  /// The formula in Hill order: carbon first, then hydrogen, then the other elements
  /// alphabetically by symbol (all alphabetically when there is no carbon); an isotope-labelled
  /// atom after its element; a count of 1 left out; the charge last as `^2-` or `^+`.
  /// "C6H12O6", "CuH10O9S", "[13C]O2", "O4S^2-".
  public var hill: String {
    var text = ""
    for atom in atoms {
      text += atom.label
      if atom.count != 1 { text += String(atom.count) }
    }
    return text + Self.chargeText(charge)
  }

  /// A charge as the Hill formula writes it: "" for 0, "^+", "^-", "^2+", "^3-".
  /// - Parameter charge: The charge in elementary charges.
  /// - Returns: The text.
  public static func chargeText(_ charge: Int) -> String {
    guard charge != 0 else { return "" }
    let size = charge.magnitude == 1 ? "" : String(charge.magnitude)
    return "^" + size + (charge > 0 ? "+" : "-")
  }
}

/// One kind of atom in a formula and how many of it there are.
public struct FormulaAtom: Sendable, Hashable {
  /// The atomic number, 1 to 118.
  public let atomicNumber: Int
  /// The mass number of an isotope-labelled atom (2 for `D`, 13 for `[13C]`), or `nil` for the
  /// element in its natural isotopic composition.
  public let massNumber: Int?
  /// How many of these atoms the formula holds.
  public let count: Int
  /// The column in the formula where this atom first appears, for errors about it.
  public let column: Int

  /// Makes an atom count.
  /// - Parameters:
  ///   - atomicNumber: The atomic number.
  ///   - massNumber: The mass number of a labelled isotope, or `nil`.
  ///   - count: How many.
  ///   - column: Where it first appears in the formula.
  public init(atomicNumber: Int, massNumber: Int?, count: Int, column: Int) {
    self.atomicNumber = atomicNumber
    self.massNumber = massNumber
    self.count = count
    self.column = column
  }

  /// The element's symbol, e.g. "C" (also for `[13C]`), "H" for `D`.
  public var symbol: String { ElementSymbols.symbol(atomicNumber) }

  /// How the atom is written: "C", "D", "T", "[13C]".
  public var label: String {
    guard let massNumber else { return symbol }
    if atomicNumber == 1, massNumber == 2 { return "D" }
    if atomicNumber == 1, massNumber == 3 { return "T" }
    return "[" + String(massNumber) + symbol + "]"
  }

  /// Hill order: with carbon, C then H first; then by symbol; natural before labelled, and
  /// labelled by mass number.
  static func hillOrder(hasCarbon: Bool) -> (FormulaAtom, FormulaAtom) -> Bool {
    { left, right in
      func rank(_ atom: FormulaAtom) -> Int {
        guard hasCarbon else { return 2 }
        return atom.atomicNumber == 6 ? 0 : atom.atomicNumber == 1 ? 1 : 2
      }
      let (leftRank, rightRank) = (rank(left), rank(right))
      if leftRank != rightRank { return leftRank < rightRank }
      if left.atomicNumber != right.atomicNumber { return left.symbol < right.symbol }
      return (left.massNumber ?? 0) < (right.massNumber ?? 0)
    }
  }
}
