import ElementsCore
import ElementsData
import Testing

/// Amounts on balanced equations, given amounts in every unit, significant figures, and
/// empirical formulas from compositions.
@Suite struct StoichiometryTests {
  let data = BuiltInMassData()

  func masses(_ balanced: BalancedEquation) -> [Double?] {
    balanced.terms.map { term in
      term.species.formula.flatMap { try? FormulaMass($0, data: data).molarMass }
    }
  }

  /// 10 g of iron with 10 g of oxygen: iron limits; 14.3 g of Fe2O3; 5.70 g of O2 left.
  @Test func limitingReagent() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "Fe + O2 -> Fe2O3"))
    let given = try ["Fe=10.0g", "O2=10.0g"].map { try GivenAmount(parsing: $0) }
    let result = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: given, stp: false)
    #expect(result.limiting == 0)
    #expect(result.significantFigures == 3)
    let ironMoles = 10.0 / 55.845
    #expect(abs(result.extent - ironMoles / 4) < 1e-12)
    #expect(abs(result.rows[2].grams! - 14.297) < 0.001)
    #expect(abs(result.rows[1].excess! * 31.998 - 5.703) < 0.001)
    #expect(result.rows[0].excess == 0)
  }

  /// Every unit converts to the same moles.
  @Test(arguments: [
    ("H2O=18.015g", 1.0), ("H2O=18015mg", 1.0), ("H2O=0.018015kg", 1.0), ("H2O=2mol", 2.0),
    ("H2O=250mmol", 0.25), ("H2O=0.5M*100mL", 0.05), ("H2O=2 M * 0.5 L", 1.0),
  ])
  func units(_ text: String, _ moles: Double) throws {
    let amount = try GivenAmount(parsing: text)
    #expect(abs(try amount.moles(molarMass: 18.015, stp: false) - moles) < 1e-9)
  }

  /// A gas volume needs --stp; at STP 22.711 L is a mole.
  @Test func gasVolume() throws {
    let amount = try GivenAmount(parsing: "O2=22.711L")
    #expect(throws: StoichiometryError.self) { try amount.moles(molarMass: 32, stp: false) }
    #expect(abs(try amount.moles(molarMass: 32, stp: true) - 1) < 1e-4)
    #expect(
      abs(try GivenAmount(parsing: "O2=500mL").moles(molarMass: 32, stp: true) - 0.022016) < 1e-5)
  }

  /// Gases at STP: a (g) mark, a volume given, or an element that boils below 0 °C; a species
  /// marked otherwise is not, and cannot be given as a volume.
  @Test func gasesAtSTP() throws {
    let boiling: [Int: Double] = [1: 20.3, 8: 90.2, 17: 239.1, 35: 332.0]
    func isGas(_ text: String, volume: Bool = false) throws -> Bool {
      let species = try ChemicalEquation(parsing: text + " -> He").species[0]
      return Stoichiometry.isGasAtSTP(species, givenAsVolume: volume) { boiling[$0] }
    }
    #expect(try isGas("H2") && isGas("O2") && isGas("O3") && isGas("Cl2") && isGas("CO2(g)"))
    #expect(try isGas("CO2", volume: true))
    #expect(try !isGas("CO2") && !isGas("Br2") && !isGas("Cl^-") && !isGas("O2(aq)"))
    #expect(try !isGas("HCl") && !isGas("H2O(l)", volume: true))
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: "Zn + HCl -> ZnCl2 + H2(g)"))
    let result = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "Zn=1mol")],
      stp: true, gases: [false, false, false, true])
    #expect(result.rows.map { $0.litres == nil } == [true, true, true, false])
    #expect(abs(result.rows[3].litres! - 22.711) < 0.001)
    let noSTP = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "Zn=1mol")],
      stp: false, gases: [false, false, false, true])
    #expect(noSTP.rows[3].litres == nil)
    let liquid = try EquationBalancer.balance(ChemicalEquation(parsing: "H2O(l) -> H2 + O2"))
    #expect(
      throws: StoichiometryError(
        "--given H2O=1.0L: H2O is marked (l), and a volume at STP is a gas's")
    ) {
      try Stoichiometry(
        liquid, molarMasses: masses(liquid), given: [try GivenAmount(parsing: "H2O=1.0L")],
        stp: true)
    }
  }

  /// Significant figures by the textbook rule (Tro, Zumdahl, Brown): trailing zeros count only
  /// with a decimal point.
  @Test(arguments: [
    ("10", 1), ("10.0", 3), ("0.0250", 3), ("1500", 2), ("1500.", 4), ("90", 1), ("100.", 3),
    ("0.0020", 2), ("1.50e3", 3), ("1500e3", 2), ("0.5", 1), ("007", 1), ("0", 1), ("105", 3),
    ("12.5", 3),
  ])
  func significantFigures(_ text: String, _ figures: Int) {
    #expect(GivenAmount.significantFigures(text) == figures)
  }

  /// Bad amounts are refused with the user's words.
  @Test(arguments: ["Fe", "Fe=", "Fe=10", "Fe=-3g", "Fe=nang", "Fe=10furlongs", "=10g", "Fe=0g"])
  func badAmounts(_ text: String) {
    #expect(throws: StoichiometryError.self) { try GivenAmount(parsing: text) }
  }

  /// Amounts so large that a species' grams or moles pass `Double`'s range are refused,
  /// naming the species, rather than shown as unknown.
  @Test(arguments: [("Zn=1e308g", "ZnCl2"), ("H2=1e308mol", "Zn"), ("Zn=1e300g", nil)])
  func amountsBeyondDouble(_ text: String, _ species: String?) throws {
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: "Zn + HCl -> ZnCl2 + H2"))
    let given = [try GivenAmount(parsing: text)]
    guard let species else {
      _ = try Stoichiometry(balanced, molarMasses: masses(balanced), given: given, stp: false)
      return
    }
    #expect(
      throws: StoichiometryError(
        "--given: the amounts are too large to work out: those of \(species) pass 1.8e308")
    ) {
      try Stoichiometry(balanced, molarMasses: masses(balanced), given: given, stp: false)
    }
  }

  /// A yield is a percentage with a sign or over 1, a fraction under 1; a bare 1 is neither.
  @Test func yieldReadings() throws {
    #expect(try Stoichiometry.yield("85%") == (0.85, 2))
    #expect(try Stoichiometry.yield("85") == (0.85, 2))
    #expect(try Stoichiometry.yield("0.85") == (0.85, 2))
    #expect(try Stoichiometry.yield("1%") == (0.01, 1))
    #expect(try Stoichiometry.yield("100%") == (1, 1))
    #expect(try Stoichiometry.yield("100.%") == (1, 3))
    #expect(try Stoichiometry.yield("90%") == (0.9, 1))
    #expect(try Stoichiometry.yield("100") == (1, 1))
    for text in ["1", "1.0", " 1 "] {
      #expect(throws: StoichiometryError.self, "\(text)") { try Stoichiometry.yield(text) }
    }
  }

  /// Yield: actual amounts, and its figures count.
  @Test func yield() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "H2 + O2 -> H2O"))
    let given = [try GivenAmount(parsing: "H2=4.0mol")]
    let yield = try Stoichiometry.yield("85%")
    let result = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: given, stp: false, yield: yield)
    #expect(result.limiting == 0)
    #expect(abs(result.rows[2].moles - 4) < 1e-12)
    #expect(abs(result.rows[2].actual! - 3.4) < 1e-12)
    #expect(result.significantFigures == 2)
    #expect(result.yieldFigures == 2)
    #expect(throws: StoichiometryError.self) { try Stoichiometry.yield("120%") }
    #expect(throws: StoichiometryError.self) { try Stoichiometry.yield("abc") }
    #expect(throws: StoichiometryError.self) {
      try Stoichiometry(
        balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "N2=1mol")],
        stp: false)
    }
  }

  /// Products alone: the reactants needed.
  @Test func productGiven() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "N2 + H2 -> NH3"))
    let result = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "NH3=2mol")],
      stp: false)
    #expect(result.limiting == nil)
    #expect(result.rows.map { $0.moles } == [1, 3, 2])
  }

  /// A product given with reactants is the amount obtained: its percent yield, the reactants
  /// still setting the limiting reagent and the figures.
  @Test func percentYield() throws {
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: "Zn + HCl -> ZnCl2 + H2"))
    let given = try ["HCl=0.100M*25.0mL", "Zn=1.00g", "H2=0.0020g"].map {
      try GivenAmount(parsing: $0)
    }
    let result = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: given, stp: false)
    #expect(result.limiting == 1)
    #expect(result.significantFigures == 3)
    let hydrogen = result.rows[3]
    #expect(abs(hydrogen.moles - 0.00125) < 1e-12)
    #expect(abs(hydrogen.actual! - 0.0020 / 2.016) < 1e-6)
    #expect(abs(hydrogen.percentYield! - 79.4) < 0.1)
    #expect(hydrogen.percentYieldFigures == 2)
    #expect(result.rows[2].percentYield == nil)
    // With --yield as well: both say the actual yield.
    #expect(
      throws: StoichiometryError(
        "--yield and --given H2=0.0020g both give the actual yield (a product given is the "
          + "amount obtained): leave out one")
    ) {
      try Stoichiometry(
        balanced, molarMasses: masses(balanced), given: given, stp: false,
        yield: (0.85, 2))
    }
  }

  /// Products only, at a yield: the reactants needed to obtain them.
  @Test func productsAtYield() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "N2 + H2 -> NH3"))
    let result = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "NH3=1.70mol")],
      stp: false, yield: (0.85, 2))
    #expect(result.limiting == nil)
    #expect(result.rows.map { $0.moles } == [1, 3, 2])
    #expect(abs(result.rows[2].actual! - 1.7) < 1e-12)
    #expect(result.rows[2].percentYield == nil)
  }

  /// Empirical and molecular formulas from textbook compositions.
  @Test(
    arguments: [
      (["C=40.0", "H=6.71", "O=53.3"], nil, "CH2O", nil),
      (["C=40.0", "H=6.71", "O=53.3"], 180.16, "CH2O", "C6H12O6"),
      (["C=40.0", "H=6.71", "O=rest"], nil, "CH2O", nil),
      (["Fe=69.94", "O=30.06"], nil, "Fe2O3", nil),
      (["C=85.6", "H=14.4"], 28.05, "CH2", "C2H4"),
      (["C=92.3%", "H=7.7%"], 78.11, "CH", "C6H6"),
      (["K=24.75", "Mn=34.77", "O=40.51"], nil, "KMnO4", nil),
    ] as [([String], Double?, String, String?)])
  func empirical(_ words: [String], _ molarMass: Double?, _ formula: String, _ molecular: String?)
    throws
  {
    let result = try EmpiricalFormula(parsing: words, data: data, molarMass: molarMass)
    #expect(result.formula.text == formula)
    #expect(result.molecular?.text == molecular)
    #expect(result.warnings.isEmpty)
  }

  /// Warnings and refusals.
  @Test func empiricalProblems() throws {
    let short = try EmpiricalFormula(parsing: ["C=40", "H=6.7", "O=40"], data: data)
    #expect(short.warnings.first?.contains("86.7%") == true)
    for words in [
      ["C=40", "Xx=60"], ["C40"], ["C=0"], ["C=abc"], ["C=60", "O=rest", "H=rest"],
      ["C=60", "C=40"], ["C=100", "O=rest"], [],
    ] {
      #expect(throws: EmpiricalError.self) { try EmpiricalFormula(parsing: words, data: data) }
    }
  }

  /// Symbols typed wrong (small letters, digits, two symbols, letters outside ASCII) are
  /// refused by name.
  @Test(arguments: ["c", "CO", "1", "é", "C1", "o", "fe", "[", "Zz", "ZZ", "H\u{0}"])
  func empiricalSymbolRefused(_ symbol: String) {
    #expect(throws: EmpiricalError("'\(symbol)=50': '\(symbol)' is not an element symbol")) {
      try EmpiricalFormula(parsing: ["\(symbol)=50", "H=50"], data: data)
    }
  }

  /// A percentage so small beside the others that the counts would be over the formula's limit
  /// (or beyond any number) is refused, quoting it.
  @Test(arguments: ["1e-7", "1e-10", "1e-300", "5e-324"])
  func empiricalRatiosTooFarApart(_ percent: String) {
    #expect(
      throws: EmpiricalError(
        "'C=\(percent)' is too small beside the others: the formula would need over"
          + " 1000000000 atoms of an element")
    ) {
      try EmpiricalFormula(parsing: ["H=99", "C=\(percent)"], data: data)
    }
  }
}
