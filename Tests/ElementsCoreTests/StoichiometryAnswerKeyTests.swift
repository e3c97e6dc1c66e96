import ElementsCore
import ElementsData
import Testing

/// Twenty classic stoichiometry problems with their answer-key numbers: grams to grams, the
/// limiting reagent, percent yield, gas volumes at both STPs and at 25 °C and 1 atm
/// (24.47 L/mol), and titrations with molarity times volume. The answers are worked by hand
/// with the standard atomic weights (H 1.008, C 12.011, N 14.007, O 15.999, Na 22.990,
/// Mg 24.305, Al 26.982, Cl 35.45, K 39.098, Ca 40.078, Fe 55.845, Zn 65.38, Ag 107.87),
/// written to the figures an answer key gives; a result passes within half a unit of the
/// key's last digit.
@Suite struct StoichiometryAnswerKeyTests {
  /// What a problem asks for.
  enum Asked: Sendable {
    /// Grams used, needed or formed in theory.
    case grams
    /// Moles used, needed or formed in theory.
    case moles
    /// Litres of gas at the problem's conditions.
    case litres
    /// Grams of a reactant left over.
    case leftOver
    /// Grams actually obtained (from the yield).
    case actualGrams
    /// Percent yield of a product given with the reactants.
    case percentYield
  }

  /// One problem: the equation, the amounts given, the conditions (`stp`, `stp=1atm` or an
  /// `--at` value), the yield, the species asked for, what is asked, the key's answer, and the
  /// limiting reagent where there is one.
  struct Problem: Sendable, CustomTestStringConvertible {
    var equation: String
    var given: [String]
    var conditions: String? = nil
    var yield: String? = nil
    var species: String
    var asked: Asked
    var key: String
    var limiting: String? = nil

    var testDescription: String { "\(equation) \(given) → \(species) \(key)" }
  }

  static let problems: [Problem] = [
    // Grams to grams.
    Problem(
      equation: "Fe + O2 -> Fe2O3", given: ["Fe=10g"], species: "Fe2O3", asked: .grams,
      key: "14.3", limiting: "Fe"),
    Problem(
      equation: "H2 + O2 -> H2O", given: ["H2=4.00g"], species: "H2O", asked: .grams,
      key: "35.7"),
    Problem(
      equation: "CH4 + O2 -> CO2 + H2O", given: ["CH4=16.0g"], species: "CO2", asked: .grams,
      key: "43.9"),
    Problem(
      equation: "C3H8 + O2 -> CO2 + H2O", given: ["C3H8=44.1g"], species: "O2", asked: .grams,
      key: "160."),
    Problem(
      equation: "C3H8 + O2 -> CO2 + H2O", given: ["C3H8=44.1g"], species: "H2O", asked: .grams,
      key: "72.1"),
    Problem(
      equation: "Fe2O3 + CO -> Fe + CO2", given: ["Fe2O3=1.00kg"], species: "Fe", asked: .grams,
      key: "699"),
    // Products given alone: the reactants needed.
    Problem(
      equation: "CO2 + H2O -> C6H12O6 + O2", given: ["C6H12O6=180.g"], species: "CO2",
      asked: .grams, key: "264"),
    // Limiting reagent.
    Problem(
      equation: "N2 + H2 -> NH3", given: ["N2=28.0g", "H2=6.00g"], species: "NH3",
      asked: .grams, key: "33.8", limiting: "H2"),
    Problem(
      equation: "Na + Cl2 -> NaCl", given: ["Na=53.7g", "Cl2=65.8g"], species: "NaCl",
      asked: .grams, key: "108", limiting: "Cl2"),
    Problem(
      equation: "Al + Fe2O3 -> Al2O3 + Fe", given: ["Al=27.0g", "Fe2O3=80.0g"], species: "Fe",
      asked: .grams, key: "55.9", limiting: "Al"),
    // Percent yield and actual yield.
    Problem(
      equation: "CaCO3 -> CaO + CO2", given: ["CaCO3=50.0g", "CaO=25.0g"], species: "CaO",
      asked: .percentYield, key: "89.2", limiting: "CaCO3"),
    Problem(
      equation: "H2 + O2 -> H2O", given: ["H2=4.00g", "O2=64.0g", "H2O=30.0g"], species: "H2O",
      asked: .percentYield, key: "83.9", limiting: "H2"),
    Problem(
      equation: "C + O2 -> CO2", given: ["C=12.0g"], yield: "85.0%", species: "CO2",
      asked: .actualGrams, key: "37.4"),
    // Gas volumes: 22.414 L/mol at 1 atm, 22.711 L/mol at 1 bar, 24.47 L/mol at 25 °C, 1 atm.
    Problem(
      equation: "CaCO3 -> CaO + CO2(g)", given: ["CaCO3=50.0g"], conditions: "stp=1atm",
      species: "CO2", asked: .litres, key: "11.2"),
    Problem(
      equation: "CaCO3 -> CaO + CO2(g)", given: ["CaCO3=50.0g"], conditions: "stp",
      species: "CO2", asked: .litres, key: "11.3"),
    Problem(
      equation: "KClO3 -> KCl + O2", given: ["KClO3=12.25g"], conditions: "stp=1atm",
      species: "O2", asked: .litres, key: "3.36"),
    Problem(
      equation: "Zn + HCl -> ZnCl2 + H2", given: ["H2=2.24L"], conditions: "stp=1atm",
      species: "Zn", asked: .grams, key: "6.53"),
    Problem(
      equation: "H2 + O2 -> H2O", given: ["O2=24.47L"], conditions: "25C,1atm", species: "O2",
      asked: .grams, key: "32.0"),
    // Titration and precipitation with molarity × volume; a gas at 25 °C and 1 atm.
    Problem(
      equation: "H2SO4 + NaOH -> Na2SO4 + H2O", given: ["H2SO4=0.150M*20.0mL"],
      species: "NaOH", asked: .grams, key: "0.240"),
    Problem(
      equation: "HCl + NaOH -> NaCl + H2O", given: ["NaOH=0.100M*25.0mL"], species: "HCl",
      asked: .moles, key: "0.00250"),
    Problem(
      equation: "AgNO3 + NaCl -> AgCl + NaNO3", given: ["AgNO3=0.200mol/L*50.0mL"],
      species: "AgCl", asked: .grams, key: "1.43"),
    Problem(
      equation: "Mg + HCl -> MgCl2 + H2", given: ["Mg=2.43g", "HCl=1.00M*100.mL"],
      conditions: "25C,1atm", species: "H2", asked: .litres, key: "1.22", limiting: "HCl"),
    Problem(
      equation: "Mg + HCl -> MgCl2 + H2", given: ["Mg=2.43g", "HCl=1.00M*100.mL"],
      species: "Mg", asked: .leftOver, key: "1.21", limiting: "HCl"),
  ]

  /// Each problem's answer, within half a unit of the key's last digit.
  @Test(arguments: problems)
  func answer(_ problem: Problem) throws {
    let data = BuiltInMassData()
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: problem.equation))
    let masses = balanced.terms.map { term in
      term.species.formula.flatMap { try? FormulaMass($0, data: data).molarMass }
    }
    let conditions: GasConditions? =
      switch problem.conditions {
      case nil: nil
      case "stp": .stp
      case "stp=1atm": .stpAtmosphere
      case let text?: try GasConditions(parsing: text)
      }
    let gases = balanced.terms.map { term in
      term.species.state == "g" || ["H2", "O2", "Cl2", "N2"].contains(term.species.text)
    }
    let result = try Stoichiometry(
      balanced, molarMasses: masses,
      given: problem.given.map { try GivenAmount(parsing: $0) }, conditions: conditions,
      yield: try problem.yield.map { try Stoichiometry.yield($0) }, gases: gases)
    let species = balanced.terms.map { $0.species }
    let index = try EquationBalancer.index(of: problem.species, in: species)
    let row = result.rows[index]
    let value: Double? =
      switch problem.asked {
      case .grams: row.grams
      case .moles: row.moles
      case .litres: row.litres
      case .leftOver: row.excess.flatMap { excess in masses[index].map { excess * $0 } }
      case .actualGrams: row.actual.flatMap { actual in masses[index].map { actual * $0 } }
      case .percentYield: row.percentYield
      }
    let key = try #require(Double(problem.key))
    let unit = Self.lastDigitUnit(problem.key)
    let answer = try #require(value)
    #expect(abs(answer - key) <= unit / 2 * 1.0001, "got \(answer)")
    if let limiting = problem.limiting {
      #expect(result.limiting.map { species[$0].text } == limiting)
    }
  }

  /// The value of one unit in the last digit written: 0.1 for "14.3", 1 for "699" and "160.",
  /// 0.00001 for "0.00250".
  static func lastDigitUnit(_ text: String) -> Double {
    guard let point = text.firstIndex(of: ".") else { return 1 }
    let decimals = text.distance(from: point, to: text.endIndex) - 1
    var unit = 1.0
    for _ in 0..<decimals { unit /= 10 }
    return unit
  }
}
