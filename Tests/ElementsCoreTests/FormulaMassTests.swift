import ElementsCore
import ElementsData
import ElementsTestSupport
import Testing

/// Molar masses against hand computation from the embedded weights and reference isotope data.
@Suite struct FormulaMassTests {
  let table = TableMassData.bare
  let builtIn = TableMassData(table: .standard)
  let reference = ReferenceMassData()

  private func weigh(_ text: String, _ data: some FormulaMassData) throws -> FormulaMass {
    try FormulaMass(ChemicalFormula(parsing: text), data: data)
  }

  private func near(_ value: Double?, _ expected: Double, within: Double = 1e-9) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= within
  }

  /// The embedded weights: H 1.008, C 12.011, O 15.999, S 32.06, Cu 63.546.
  static let handComputed: [(String, Double)] = [
    ("H2O", 2 * 1.008 + 15.999),  // 18.015
    ("C6H12O6", 6 * 12.011 + 12 * 1.008 + 6 * 15.999),  // 180.156
    ("CuSO4·5H2O", 63.546 + 32.06 + 9 * 15.999 + 10 * 1.008),  // 249.677
    ("CuSO4 . 5*H2O", 63.546 + 32.06 + 9 * 15.999 + 10 * 1.008),
    ("H₂O", 18.015),
  ]

  @Test(arguments: handComputed)
  func standardWeights(formula: String, expected: Double) throws {
    let mass = try weigh(formula, table)
    #expect(near(mass.molarMass, expected))
    #expect(mass.uncertainty == nil)
    #expect(mass.nonStandardSymbols.isEmpty)
    #expect(mass.monoisotopicMass == nil)
    #expect(mass.isotopePattern.isEmpty)
  }

  /// Textbook molar masses, rounded.
  @Test func roundedValues() throws {
    #expect(near(try weigh("H2O", table).molarMass, 18.015, within: 0.0005))
    #expect(near(try weigh("C6H12O6", table).molarMass, 180.156, within: 0.0005))
    #expect(near(try weigh("CuSO4·5H2O", table).molarMass, 249.68, within: 0.005))
  }

  /// Composition: count × weight per atom, fractions of the atoms' total summing to 1.
  @Test func composition() throws {
    let mass = try weigh("CuSO4·5H2O", table)
    #expect(mass.composition.map(\.atom.label) == ["Cu", "H", "O", "S"])
    #expect(mass.composition.map(\.atom.count) == [1, 10, 9, 1])
    #expect(near(mass.composition[2].mass, 9 * 15.999))
    #expect(near(mass.composition[2].fraction, 9 * 15.999 / 249.677))
    #expect(near(mass.composition.reduce(0) { $0 + $1.fraction }, 1, within: 1e-12))
  }

  /// A number starting a formula multiplies it, and where it is also the mass number of an
  /// isotope of the element after it, the formula read with that isotope is offered.
  @Test func startingNumberThatIsAMassNumber() throws {
    #expect(try weigh("13CO2", builtIn).isotopeReading == "[13C]O2")
    #expect(try weigh("14CO2", builtIn).isotopeReading == "[14C]O2")
    #expect(try weigh("235U", builtIn).isotopeReading == "[235U]")
    #expect(try weigh("10BF3", builtIn).isotopeReading == "[10B]F3")
    #expect(try weigh("13CO2", builtIn).formula.hill == "C13O26")
    // Numbers below 10 count formulas (H-2, H-3 and H-5 are known, but 2H2O is two waters).
    for text in ["2H2O", "3H2O", "5H2O", "2NaCl", "CO2", "014CO2", "99Co", "[13C]O2", "12H2O"] {
      #expect(try weigh(text, builtIn).isotopeReading == nil, "\(text)")
    }
    // Without isotope data no isotope is known.
    #expect(try weigh("13CO2", table).isotopeReading == nil)
  }

  /// A charge takes away (or adds) electron masses: CODATA 2018, 5.48579909065e-4 Da.
  @Test func electrons() throws {
    let sulfate = try weigh("SO4^2-", table)
    #expect(near(sulfate.molarMass, 32.06 + 4 * 15.999 + 2 * 5.48579909065e-4))
    #expect(sulfate.formula.charge == -2)
    let iron = try weigh("Fe^3+", table)
    #expect(near(iron.molarMass, 55.845 - 3 * 5.48579909065e-4))
    #expect(near(try weigh("H^+", reference).monoisotopicMass, 1.00782503223 - 5.48579909065e-4))
  }

  /// Uncertainty: the linear sum of count × each weight's uncertainty.
  @Test func uncertainty() throws {
    #expect(near(try weigh("H2O", reference).uncertainty, 2 * 0.0002 + 0.001))
    #expect(near(try weigh("CHCl3", reference).uncertainty, 0.002 + 0.0002 + 3 * 0.01))
    // Labelled atoms weigh their isotope's mass and add no uncertainty.
    #expect(near(try weigh("D2O", reference).uncertainty, 0.001))
  }

  /// Isotope labels weigh their isotope's mass, from the isotope data.
  @Test func isotopes() throws {
    #expect(near(try weigh("D2O", reference).molarMass, 2 * 2.01410177812 + 15.999))
    #expect(near(try weigh("[13C]O2", reference).molarMass, 13.00335483507 + 2 * 15.999))
    #expect(near(try weigh("¹³CO2", reference).molarMass, 13.00335483507 + 2 * 15.999))
    #expect(near(try weigh("CDCl3", reference).molarMass, 12.011 + 2.01410177812 + 3 * 35.45))
    #expect(near(try weigh("T2O", reference).molarMass, 2 * 3.01604928132 + 15.999))
  }

  /// Monoisotopic mass: each element's most abundant isotope.
  @Test func monoisotopic() throws {
    #expect(near(try weigh("H2O", reference).monoisotopicMass, 2 * 1.00782503223 + 15.99491461957))
    #expect(near(try weigh("D2O", reference).monoisotopicMass, 2 * 2.01410177812 + 15.99491461957))
    #expect(
      near(try weigh("CHCl3", reference).monoisotopicMass, 12 + 1.00782503223 + 3 * 34.968852682))
    #expect(try weigh("H2O", table).monoisotopicMass == nil)
  }

  /// Cl2's pattern: binomial in the chlorine abundances, relative to the strongest peak.
  @Test func isotopePattern() throws {
    let pattern = try weigh("Cl2", reference).isotopePattern
    let (light, heavy) = (0.7576, 0.2424)
    #expect(pattern.count == 3)
    #expect(near(pattern[0].mass, 2 * 34.968852682))
    #expect(near(pattern[1].mass, 34.968852682 + 36.965902602))
    #expect(near(pattern[2].mass, 2 * 36.965902602))
    #expect(near(pattern[0].intensity, 100))
    #expect(near(pattern[1].intensity, 2 * light * heavy / (light * light) * 100))
    #expect(near(pattern[2].intensity, heavy * heavy / (light * light) * 100))
  }

  /// Large formulas get a pattern up to the limit, and none above it.
  @Test func patternLimit() throws {
    let big = try weigh("C30000H60000", reference)
    #expect(big.isotopePattern.count == 8)
    #expect(big.isotopePattern.allSatisfy { $0.intensity > 0 && $0.intensity <= 100 })
    #expect(try weigh("C40000H80000", reference).isotopePattern.isEmpty)
  }

  /// Asked not to, it skips the pattern (the browser's prompt, which never shows it) and
  /// computes everything else the same.
  @Test func withoutThePattern() throws {
    let whole = try weigh("C30000H60000Cl2", reference)
    let bare = try FormulaMass(parsing: "C30000H60000Cl2", data: reference, isotopePattern: false)
    #expect(!whole.isotopePattern.isEmpty)
    #expect(bare.isotopePattern.isEmpty)
    #expect(bare.molarMass == whole.molarMass)
    #expect(bare.uncertainty == whole.uncertainty)
    #expect(bare.monoisotopicMass == whole.monoisotopicMass)
    #expect(bare.composition == whole.composition)
  }

  /// Without a standard atomic weight, the longest-lived isotope's mass (or mass number).
  @Test func nonStandard() throws {
    let fromTable = try weigh("TcO4^-", table)
    #expect(fromTable.nonStandardSymbols == ["Tc"])
    #expect(fromTable.uncertainty == nil)
    #expect(near(fromTable.molarMass, 97 + 4 * 15.999 + 5.48579909065e-4))
    let fromIsotopes = try weigh("Tc", reference)
    #expect(near(fromIsotopes.molarMass, 96.9063667))
    #expect(fromIsotopes.nonStandardSymbols == ["Tc"])
  }

  /// The built-in table: CIAAW weights with their uncertainties (conventional values for the
  /// interval elements), mass numbers, and isotopes with abundances as fractions.
  @Test func builtInTable() throws {
    #expect(
      builtIn.weight(ofElement: 1)
        == MassValue(value: 1.008, uncertainty: 0.0002, kind: .conventional))
    #expect(
      builtIn.weight(ofElement: 26) == MassValue(value: 55.845, uncertainty: 0.002, kind: .standard)
    )
    #expect(builtIn.weight(ofElement: 43) == MassValue(value: 97, kind: .massNumber(97)))
    #expect(builtIn.weight(ofElement: 0) == nil)
    let chlorine = builtIn.isotopes(ofElement: 17).filter { $0.abundance != nil }
    #expect(
      chlorine == [
        MassIsotope(massNumber: 35, mass: 34.968852696, abundance: 75.76 / 100),
        MassIsotope(massNumber: 37, mass: 36.965902575, abundance: 24.24 / 100),
      ])
    #expect(builtIn.isotopes(ofElement: 43).allSatisfy { $0.abundance == nil })
    let hydrate = try weigh("CuSO4·5H2O", builtIn)
    #expect(near(hydrate.molarMass, 249.677, within: 1e-9))
    #expect(near(hydrate.uncertainty, 0.003 + 0.02 + 9 * 0.001 + 10 * 0.0002, within: 1e-12))
    #expect(hydrate.usesConventionalWeights)
    #expect(near(try weigh("D2O", builtIn).molarMass, 2 * 2.01410177812 + 15.999, within: 1e-6))
    #expect(TableMassData.bare.isotopes(ofElement: 17).isEmpty)
  }

  /// Atoms the data cannot weigh: an error at the atom.
  @Test(arguments: [
    ("[13C]O2", "'[13C]' needs isotope masses, which the data does not have", 0, false),
    ("CDCl3", "'D' needs isotope masses, which the data does not have", 1, false),
    ("[300C]", "C has no isotope 300 (the data knows 12-13)", 0, true),
    ("H2[14C]", "C has no isotope 14 (the data knows 12-13)", 2, true),
    ("FeO", "the data has no atomic weight for Fe", 0, true),
  ])
  func cannotWeigh(formula: String, reason: String, column: Int, withIsotopes: Bool) {
    let expected = FormulaError(
      formula: formula, reason: reason, column: column, isDataProblem: true)
    #expect(throws: expected) {
      if withIsotopes {
        _ = try weigh(formula, reference)
      } else {
        _ = try weigh(formula, table)
      }
    }
    #expect(expected.description == "cannot weigh: '\(formula)': \(reason)")
  }
}

/// `BuiltInMassData` answers from values compiled in; `TableMassData` reads the same built-in
/// table at run time. They must agree on every element, and so on every formula.
@Suite struct BuiltInMassDataTests {
  let compiled = BuiltInMassData()
  let table = TableMassData(table: .standard)

  @Test(arguments: 0...120)
  func sameWeightAndIsotopes(number: Int) {
    #expect(compiled.weight(ofElement: number) == table.weight(ofElement: number))
    #expect(compiled.naturalIsotopes(ofElement: number) == table.naturalIsotopes(ofElement: number))
    #expect(compiled.isotopes(ofElement: number) == table.isotopes(ofElement: number))
  }

  @Test func everyElementWithAWeightHasOne() {
    let weighed = (1...118).filter { compiled.weight(ofElement: $0) != nil }
    #expect(weighed.count == 118)
    #expect(compiled.naturalIsotopes(ofElement: 6).map(\.massNumber) == [12, 13])
  }

  @Test(arguments: [
    "C6H12O6", "CuSO4·5H2O", "K4[Fe(CN)6]", "[13C]O2", "D2O", "SO4^2-", "UF6", "Og",
  ])
  func sameMasses(formula: String) throws {
    let parsed = try ChemicalFormula(parsing: formula)
    #expect(try FormulaMass(parsed, data: compiled) == FormulaMass(parsed, data: table))
  }
}
