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
      balanced, molarMasses: masses(balanced), given: given, conditions: nil)
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
    ("H2O=0.5mol/L*100mL", 0.05), ("H2O=500mmol/L*100mL", 0.05), ("H2O=500mM*100mL", 0.05),
    ("H2O=100mL*0.5M", 0.05), ("H2O=0.1L*0.5mol/L", 0.05),
  ])
  func units(_ text: String, _ moles: Double) throws {
    let amount = try GivenAmount(parsing: text)
    #expect(abs(try amount.moles(molarMass: 18.015, conditions: nil) - moles) < 1e-9)
  }

  /// A gas volume needs --stp; at STP 22.711 L is a mole.
  @Test func gasVolume() throws {
    let amount = try GivenAmount(parsing: "O2=22.711L")
    #expect(throws: StoichiometryError.self) { try amount.moles(molarMass: 32, conditions: nil) }
    #expect(abs(try amount.moles(molarMass: 32, conditions: .stp) - 1) < 1e-4)
    #expect(
      abs(try GivenAmount(parsing: "O2=500mL").moles(molarMass: 32, conditions: .stp) - 0.022016)
        < 1e-5)
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
      conditions: .stp, gases: [false, false, false, true])
    #expect(result.rows.map { $0.litres == nil } == [true, true, true, false])
    #expect(abs(result.rows[3].litres! - 22.711) < 0.001)
    let noSTP = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "Zn=1mol")],
      conditions: nil, gases: [false, false, false, true])
    #expect(noSTP.rows[3].litres == nil)
    let liquid = try EquationBalancer.balance(ChemicalEquation(parsing: "H2O(l) -> H2 + O2"))
    #expect(
      throws: StoichiometryError(
        "--given H2O=1.0L: H2O is marked (l), so a volume is a solution's: give its "
          + "concentration, e.g. H2O=0.1M*1.0L")
    ) {
      try Stoichiometry(
        liquid, molarMasses: masses(liquid), given: [try GivenAmount(parsing: "H2O=1.0L")],
        conditions: .stp)
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
      _ = try Stoichiometry(balanced, molarMasses: masses(balanced), given: given, conditions: nil)
      return
    }
    #expect(
      throws: StoichiometryError(
        "--given: the amounts are too large to work out: those of \(species) pass 1.8e308")
    ) {
      try Stoichiometry(balanced, molarMasses: masses(balanced), given: given, conditions: nil)
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
      balanced, molarMasses: masses(balanced), given: given, conditions: nil, yield: yield)
    #expect(result.limiting == 0)
    #expect(abs(result.rows[2].moles - 4) < 1e-12)
    #expect(abs(result.rows[2].actual! - 3.4) < 1e-12)
    #expect(result.significantFigures == 3)
    #expect(result.countedFigures == 2)
    #expect(result.yieldFigures == 2)
    #expect(throws: StoichiometryError.self) { try Stoichiometry.yield("120%") }
    #expect(throws: StoichiometryError.self) { try Stoichiometry.yield("abc") }
    #expect(throws: StoichiometryError.self) {
      try Stoichiometry(
        balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "N2=1mol")],
        conditions: nil)
    }
  }

  /// Products alone: the reactants needed.
  @Test func productGiven() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "N2 + H2 -> NH3"))
    let result = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "NH3=2mol")],
      conditions: nil)
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
      balanced, molarMasses: masses(balanced), given: given, conditions: nil)
    #expect(result.limiting == 1)
    #expect(result.significantFigures == 3)
    let hydrogen = result.rows[3]
    #expect(abs(hydrogen.moles - 0.00125) < 1e-12)
    #expect(abs(hydrogen.actual! - 0.0020 / 2.016) < 1e-6)
    #expect(abs(hydrogen.percentYield! - 79.4) < 0.1)
    #expect(hydrogen.percentYieldFigures == 3)
    #expect(result.rows[2].percentYield == nil)
    // With --yield as well: both say the actual yield.
    #expect(
      throws: StoichiometryError(
        "--yield and --given H2=0.0020g both give the actual yield (a product given is the "
          + "amount obtained): leave out one")
    ) {
      try Stoichiometry(
        balanced, molarMasses: masses(balanced), given: given, conditions: nil,
        yield: (0.85, 2))
    }
  }

  /// Products only, at a yield: the reactants needed to obtain them.
  @Test func productsAtYield() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "N2 + H2 -> NH3"))
    let result = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "NH3=1.70mol")],
      conditions: nil, yield: (0.85, 2))
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
    let shown = symbol.replacing("\u{0}", with: "?")
    #expect(throws: EmpiricalError("'\(shown)=50': '\(shown)' is not an element symbol")) {
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

  /// The figure rule: at least 3 by default, the strict count with `strict`, or a number.
  @Test(arguments: [
    (FigureRule.helpful, 1, 3), (.helpful, 2, 3), (.helpful, 3, 3), (.helpful, 5, 5),
    (.strict, 1, 1), (.strict, 4, 4), (.fixed(2), 5, 2), (.fixed(6), 1, 6),
  ])
  func figureRule(_ rule: FigureRule, _ counted: Int, _ shown: Int) {
    #expect(rule.figures(counted: counted) == shown)
  }

  /// `--sig` reads "strict" and 1 to 15; anything else is refused quoting it.
  @Test func figureRuleReadings() throws {
    #expect(try FigureRule(parsing: "strict") == .strict)
    #expect(try FigureRule(parsing: "4") == .fixed(4))
    for text in ["0", "16", "-2", "2.5", "", "lots", "1e3"] {
      #expect(
        throws: StoichiometryError(
          "--sig '\(text)' is not 'strict' or a number of figures from 1 to 15")
      ) { try FigureRule(parsing: text) }
    }
  }

  /// `--yield` with few figures does not round the theoretical amounts: only the actual ones.
  @Test func yieldKeepsTheoreticalFigures() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "H2 + O2 -> H2O"))
    let given = [try GivenAmount(parsing: "H2=4.000mol")]
    for rule in [FigureRule.helpful, .strict] {
      let plain = try Stoichiometry(
        balanced, molarMasses: masses(balanced), given: given, conditions: nil, rule: rule)
      let result = try Stoichiometry(
        balanced, molarMasses: masses(balanced), given: given, conditions: nil,
        yield: (0.9, 1), rule: rule)
      #expect(result.significantFigures == 4)
      #expect(result.significantFigures == plain.significantFigures)
    }
    let strict = try Stoichiometry(
      balanced, molarMasses: masses(balanced), given: given, conditions: nil, yield: (0.9, 1),
      rule: .strict)
    #expect(strict.actualFigures == 1)
  }

  /// Gas conditions: the two STPs and any temperature and pressure, by the ideal gas law.
  @Test(arguments: [
    ("25C,1atm", 298.15, 101_325.0, 24.465), ("298.15K, 1 atm", 298.15, 101_325, 24.465),
    ("0 °C, 1 bar", 273.15, 100_000, 22.711), ("77F,760mmHg", 298.15, 101_325, 24.465),
    ("25degC,101.325kPa", 298.15, 101_325, 24.465), ("273.15K,760torr", 273.15, 101_325, 22.414),
    ("100C,100000Pa", 373.15, 100_000, 31.026), ("-40F,1atm", 233.15, 101_325, 19.131),
  ])
  func conditions(_ text: String, _ kelvin: Double, _ pascals: Double, _ volume: Double) throws {
    let conditions = try GasConditions(parsing: text)
    #expect(abs(conditions.kelvin - kelvin) < 1e-9)
    #expect(abs(conditions.pascals - pascals) < 1e-6)
    #expect(abs(conditions.molarVolume - volume) < 0.001)
  }

  /// The STPs: IUPAC's 1 bar (22.711 L/mol) and the older 1 atm (22.414 L/mol).
  @Test func standardConditions() throws {
    #expect(try GasConditions.stp(nil) == .stp)
    #expect(try GasConditions.stp("1atm") == .stpAtmosphere)
    #expect(abs(GasConditions.stp.molarVolume - 22.711) < 0.001)
    #expect(abs(GasConditions.stpAtmosphere.molarVolume - 22.414) < 0.001)
    #expect(throws: StoichiometryError.self) { try GasConditions.stp("2atm") }
  }

  /// Absurd conditions are refused quoting the user's words.
  @Test(arguments: [
    ("-5K,1atm", "'-5K' is below absolute zero (0 K, -273.15 C)"),
    ("-300C,1atm", "'-300C' is below absolute zero (0 K, -273.15 C)"),
    ("0K,1atm", "'0K' is at or below absolute zero"),
    ("25C,0atm", "'0atm' is not a positive pressure"),
    ("25C,-1bar", "'-1bar' is not a positive pressure"),
    ("25,1atm", "no unit in '25' (add K, C or F, e.g. 25K)"),
    ("25C,1", "'1' is not a pressure in bar, atm, kPa, Pa, mmHg or torr, e.g. '1atm'"),
  ])
  func badConditions(_ text: String, _ reason: String) {
    #expect(throws: StoichiometryError("--at '\(text)': " + reason)) {
      try GasConditions(parsing: text)
    }
  }

  /// A volume for a species that is not a gas asks for its concentration, not conditions.
  @Test func volumeOfASolution() throws {
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: "HCl + NaOH -> NaCl + H2O"))
    #expect(
      throws: StoichiometryError(
        "--given HCl=25mL: HCl is not marked (g), so a volume is a solution's: give its "
          + "concentration, e.g. HCl=0.1M*25mL (for a gas, mark it (g))")
    ) {
      try Stoichiometry(
        balanced, molarMasses: masses(balanced), given: [try GivenAmount(parsing: "HCl=25mL")],
        conditions: nil, gases: [false, false, false, false])
    }
  }
}
