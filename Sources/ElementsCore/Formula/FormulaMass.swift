/// A formula's molar mass, its uncertainty, its composition by mass and, with isotope data, its
/// monoisotopic mass and isotope pattern.
///
/// Computed from the ``FormulaMassData`` of the formula's own elements only:
/// - An element of natural composition weighs its standard (or conventional) atomic weight; an
///   element without one weighs its longest-lived isotope: that isotope's mass when the data
///   has it, else its mass number (``nonStandardSymbols`` names such elements).
/// - An isotope-labelled atom (`D`, `[13C]`) weighs its isotope's mass, which needs isotope data.
/// - A charge z takes away z electron masses (CODATA 2018), or adds them for a negative charge.
/// - The uncertainty is the sum, over the elements, of count × the atomic weight's uncertainty:
///   CIAAW uncertainties describe the spread of natural isotopic compositions, which is neither
///   Gaussian nor independent between samples, so they are added linearly (a worst case), not
///   in quadrature. Isotope masses (AME2020) are known to better than 10⁻⁶ Da and add nothing.
///   The uncertainty is `nil` when any element's weight comes without one.
public struct FormulaMass: Sendable, Hashable {
  /// The mass of the electron in daltons (CODATA 2018: 5.48579909065 × 10⁻⁴).
  public static let electronMass = 5.48579909065e-4
  /// The most atoms for which the isotope pattern is computed.
  public static let maximumPatternAtoms = 100_000

  /// The formula weighed.
  public let formula: ChemicalFormula
  /// The molar mass in g/mol (numerically the mass in daltons).
  public let molarMass: Double
  /// The molar mass's uncertainty in g/mol, or `nil` when the weights used do not give one.
  public let uncertainty: Double?
  /// Each kind of atom's share, in Hill order.
  public let composition: [FormulaComponent]
  /// Symbols of the elements weighed by an isotope because they have no standard atomic
  /// weight (Tc, Pm, most above Bi); empty when every weight is standard.
  public let nonStandardSymbols: [String]
  /// Whether any weight used is a conventional value (for elements whose standard atomic weight
  /// is an interval).
  public let usesConventionalWeights: Bool
  /// The mass of the formula made of each element's most abundant isotope (labelled atoms as
  /// labelled), in daltons; `nil` without isotope data for every element.
  public let monoisotopicMass: Double?
  /// The most intense peaks of the isotope pattern, by mass; empty without isotope data or for
  /// a formula of more than ``maximumPatternAtoms`` atoms.
  public let isotopePattern: [IsotopePeak]
  /// The isotope that the number starting the formula may have been meant to name, as the
  /// formula with the number read as an isotope label: "13CO2" is weighed as 13 × CO₂, but
  /// carbon has an isotope of mass number 13, so this is "[13C]O2". `nil` when the formula
  /// does not start with a number from 10 to 999 followed by an element (a smaller number more
  /// often counts formulas, as in 2H2O or 5H2O), or the data knows no isotope of that element
  /// with that mass number.
  public let isotopeReading: String?

  /// Reads and weighs a formula: ``ChemicalFormula/init(parsing:)`` then
  /// ``init(_:data:isotopePattern:)``.
  /// - Parameters:
  ///   - text: The formula as written.
  ///   - data: Atomic weights and isotopes.
  ///   - isotopePattern: Whether to compute the isotope pattern (the costly part for a large
  ///     formula); without it ``isotopePattern`` is empty.
  /// - Throws: A ``FormulaError``: the formula's first problem, or an atom the data cannot weigh.
  public init(parsing text: String, data: some FormulaMassData, isotopePattern: Bool = true)
    throws(FormulaError)
  {
    try self.init(ChemicalFormula(parsing: text), data: data, isotopePattern: isotopePattern)
  }

  /// Weighs a formula.
  /// - Parameters:
  ///   - formula: The formula, read.
  ///   - data: Atomic weights and isotopes.
  ///   - isotopePattern: Whether to compute the isotope pattern; without it
  ///     ``isotopePattern`` is empty.
  /// - Throws: A ``FormulaError`` pointing at an atom the data cannot weigh: an element without
  ///   any weight, a labelled isotope without isotope data, or an isotope the data does not know.
  public init(_ formula: ChemicalFormula, data: some FormulaMassData, isotopePattern: Bool = true)
    throws(FormulaError)
  {
    var components: [FormulaComponent] = []
    var sum = 0.0
    var uncertainty: Double? = 0
    var nonStandard: [String] = []
    var conventional = false
    var monoisotopic: Double? = 0
    var distributions: [IsotopeDistribution] = []
    var patternPossible = isotopePattern && formula.atomCount <= Self.maximumPatternAtoms
    for atom in formula.atoms {
      let atomMass: Double
      var mostAbundant: Double?
      var peaks: [MassIsotope] = []
      if let massNumber = atom.massNumber {
        let isotopes = data.isotopes(ofElement: atom.atomicNumber)
        guard !isotopes.isEmpty else {
          throw FormulaError(
            formula: formula.text,
            reason:
              "\(atom.label.quotedForMessage()) needs isotope masses, which the data does not have",
            column: atom.column, isDataProblem: true)
        }
        guard let isotope = isotopes.first(where: { $0.massNumber == massNumber }) else {
          let numbers = isotopes.map { $0.massNumber }
          throw FormulaError(
            formula: formula.text,
            reason: "\(atom.symbol) has no isotope \(massNumber) (the data knows "
              + "\(numbers.min()!)-\(numbers.max()!))",
            column: atom.column, isDataProblem: true)
        }
        atomMass = isotope.mass
        mostAbundant = isotope.mass
        peaks = [MassIsotope(massNumber: massNumber, mass: isotope.mass, abundance: 1)]
      } else {
        guard let weight = data.weight(ofElement: atom.atomicNumber) else {
          throw FormulaError(
            formula: formula.text, reason: "the data has no atomic weight for \(atom.symbol)",
            column: atom.column, isDataProblem: true)
        }
        switch weight.kind {
        case .massNumber(let number):
          nonStandard.append(atom.symbol)
          uncertainty = nil
          let longestLived = data.isotopes(ofElement: atom.atomicNumber).first {
            $0.massNumber == number
          }
          atomMass = longestLived?.mass ?? weight.value
          if let longestLived {
            mostAbundant = longestLived.mass
            peaks = [MassIsotope(massNumber: number, mass: longestLived.mass, abundance: 1)]
          }
        case .standard, .conventional:
          // Only the natural isotopes matter here: not every known one is read.
          let natural = data.naturalIsotopes(ofElement: atom.atomicNumber).filter {
            ($0.abundance ?? 0) > 0
          }
          if weight.kind == .conventional { conventional = true }
          atomMass = weight.value
          if let known = uncertainty, let own = weight.uncertainty {
            uncertainty = known + Double(atom.count) * own
          } else {
            uncertainty = nil
          }
          mostAbundant = natural.max { ($0.abundance ?? 0) < ($1.abundance ?? 0) }?.mass
          peaks = natural
        }
      }
      let mass = Double(atom.count) * atomMass
      sum += mass
      components.append(
        FormulaComponent(atom: atom, atomMass: atomMass, mass: mass, fraction: 0))
      if let known = monoisotopic, let mostAbundant {
        monoisotopic = known + Double(atom.count) * mostAbundant
      } else {
        monoisotopic = nil
      }
      // The pattern needs the peaks of every atom, within 100 mass numbers of each other;
      // their span is measured only while a pattern is still possible.
      if patternPossible, let first = peaks.first {
        var low = first.massNumber
        var high = first.massNumber
        for peak in peaks {
          low = min(low, peak.massNumber)
          high = max(high, peak.massNumber)
        }
        if high - low <= 100,
          IsotopeDistribution.expectedWidth(of: peaks, count: atom.count)
            <= IsotopeDistribution.widthLimit
        {
          distributions.append(IsotopeDistribution(peaks).power(atom.count))
        } else {
          patternPossible = false
        }
      } else {
        patternPossible = false
      }
    }
    for position in components.indices {
      components[position].fraction = sum > 0 ? components[position].mass / sum : 0
    }
    let electrons = Double(formula.charge) * Self.electronMass
    self.formula = formula
    self.molarMass = sum - electrons
    self.uncertainty = uncertainty
    self.composition = components
    self.nonStandardSymbols = nonStandard
    self.usesConventionalWeights = conventional
    self.monoisotopicMass = monoisotopic.map { $0 - electrons }
    if patternPossible, let first = distributions.first {
      let whole = distributions.dropFirst().reduce(first) { $0.convolved(with: $1) }
      self.isotopePattern = whole.strongestPeaks(shift: -electrons)
    } else {
      self.isotopePattern = []
    }
    self.isotopeReading = Self.isotopeReading(of: formula.text, data: data)
  }

  /// The formula with its starting number read as the mass number of the element after it
  /// ("13CO2" as "[13C]O2"), when the data knows that isotope.
  private static func isotopeReading(of text: String, data: some FormulaMassData) -> String? {
    let bytes = Array(text.utf8)
    let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    guard (2...3).contains(digits.count), digits.first != UInt8(ascii: "0"),
      let massNumber = Int(String(decoding: digits, as: UTF8.self)), bytes.count > digits.count
    else { return nil }
    let first = bytes[digits.count]
    let next = bytes.count > digits.count + 1 ? bytes[digits.count + 1] : 0
    // A symbol is a capital letter and the small letter after it, if any.
    let second = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next) ? next : 0
    guard let atomicNumber = ElementSymbols.atomicNumber(first, second),
      data.isotopes(ofElement: atomicNumber).contains(where: { $0.massNumber == massNumber })
    else { return nil }
    let symbolLength = second == 0 ? 1 : 2
    let symbol = String(
      decoding: bytes[digits.count..<(digits.count + symbolLength)], as: UTF8.self)
    let rest = String(decoding: bytes[(digits.count + symbolLength)...], as: UTF8.self)
    return "[\(massNumber)\(symbol)]" + rest
  }
}

/// One kind of atom's share of a formula's mass.
public struct FormulaComponent: Sendable, Hashable {
  /// The atom and its count.
  public let atom: FormulaAtom
  /// The mass of one such atom in daltons: its atomic weight, or its isotope's mass.
  public let atomMass: Double
  /// The atoms' mass together: count × ``atomMass``, in g/mol.
  public let mass: Double
  /// ``mass`` as a fraction of the atoms' total (electrons left out), so that the fractions of
  /// a formula sum to 1.
  public internal(set) var fraction: Double
}

/// One peak of an isotope pattern: all isotopic compositions of the same nominal mass together.
public struct IsotopePeak: Sendable, Hashable {
  /// The abundance-weighted mean mass of the peak in daltons, less electron masses for a charge
  /// (a mass, not m/z).
  public let mass: Double
  /// The intensity relative to the strongest peak, which is 100.
  public let intensity: Double
}
