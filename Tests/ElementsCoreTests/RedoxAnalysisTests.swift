import ElementsCore
import ElementsData
import Testing

/// Oxidation states by the textbook rules, on the bundled data, and what an equation moves.
@Suite struct RedoxAnalysisTests {
  let table = PeriodicTable.standard

  func states(_ formula: String) throws -> String {
    RedoxAnalysis.assign(try ChemicalFormula(parsing: formula)) { table.chemistry(ofElement: $0) }
      .map { "\($0.symbol)\($0.state.signed)" }.joined(separator: " ")
  }

  /// States checked against any general chemistry text.
  @Test(arguments: [
    ("H2O", "H+1 O-2"), ("H2O2", "H+1 O-1"), ("NaH", "H-1 Na+1"), ("OF2", "F-1 O+2"),
    ("KMnO4", "K+1 Mn+7 O-2"), ("MnSO4", "Mn+2 O-2 S+6"), ("Fe2(SO4)3", "Fe+3 O-2 S+6"),
    ("K4[Fe(CN)6]", "C+2 Fe+2 K+1 N-3"), ("KHSO4", "H+1 K+1 O-2 S+6"), ("HNO3", "H+1 N+5 O-2"),
    ("CO2", "C+4 O-2"), ("CH4", "C-4 H+1"), ("C6H12O6", "C0 H+1 O-2"), ("Fe3O4", "Fe+8/3 O-2"),
    ("Cr2O7^2-", "Cr+6 O-2"), ("Cr(OH)4^-", "Cr+3 H+1 O-2"), ("ClO^-", "Cl+1 O-2"),
    ("C2O4^2-", "C+3 O-2"), ("NH4^+", "H+1 N-3"), ("Fe^3+", "Fe+3"), ("O2", "O0"),
    ("KO2", "K+1 O-1/2"), ("CuSO4·5H2O", "Cu+2 H+1 O-2 S+6"),
  ])
  func assigns(_ formula: String, _ expected: String) throws {
    let found = try states(formula)
    #expect(found == expected)
  }

  /// The classic: iron, carbon and nitrogen oxidised, manganese reduced; 1220 electrons.
  @Test func ferrocyanide() throws {
    let equation = try ChemicalEquation(
      parsing: "K4[Fe(CN)6] + KMnO4 + H2SO4 -> KHSO4 + Fe2(SO4)3 + MnSO4 + HNO3 + CO2 + H2O")
    let balanced = try EquationBalancer.balance(equation)
    let redox = try #require(RedoxAnalysis(balanced) { table.chemistry(ofElement: $0) })
    #expect(redox.oxidised.map { $0.symbol } == ["C", "Fe", "N"])
    #expect(redox.reduced.map { $0.symbol } == ["Mn"])
    // 10 Fe: +2 -> +3 (10); 60 C: +2 -> +4 (120); 60 N: -3 -> +5 (480); 122 Mn: +7 -> +2 (610).
    #expect(redox.oxidised.map { $0.electrons } == [Fraction(120), Fraction(10), Fraction(480)])
    #expect(redox.reduced.map { $0.electrons } == [Fraction(610)])
    #expect(redox.electrons == Fraction(610))
  }

  /// A half-reaction: only a reduction; the electrons are those of the equation.
  @Test func halfReaction() throws {
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: "MnO4^- -> Mn^2+"), options: BalanceOptions(medium: .acidic))
    let redox = try #require(RedoxAnalysis(balanced) { table.chemistry(ofElement: $0) })
    #expect(redox.oxidised.isEmpty)
    #expect(redox.reduced.first?.before == [Fraction(7)])
    #expect(redox.reduced.first?.after == [Fraction(2)])
    #expect(redox.electrons == Fraction(5))
  }

  /// One element both oxidised and reduced (disproportionation, comproportionation): each
  /// move on its own, its states and electrons as any text gives them.
  @Test(arguments: [
    ("Cl2 + OH^- -> Cl^- + ClO3^- + H2O", "Cl 0>+5 5", "Cl 0>-1 5", 5),
    ("H2O2 -> H2O + O2", "O -1>0 2", "O -1>-2 2", 2),
    ("NO2 + H2O -> HNO3 + NO", "N +4>+5 2", "N +4>+2 2", 2),
    ("Cu^+ -> Cu + Cu^2+", "Cu +1>+2 1", "Cu +1>0 1", 1),
    ("NaH + H2O -> NaOH + H2", "H -1>0 1", "H +1>0 1", 1),
    ("Ag + Ag^2+ -> Ag^+", "Ag 0>+1 1", "Ag +2>+1 1", 1),
    ("KMnO4 + HCl -> KCl + MnCl2 + H2O + Cl2", "Cl -1>0 10", "Mn +7>+2 10", 10),
  ])
  func bothWays(_ text: String, _ up: String, _ down: String, _ electrons: Int) throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: text))
    let redox = try #require(RedoxAnalysis(balanced) { table.chemistry(ofElement: $0) })
    func line(_ change: StateChange) -> String {
      let before = change.before.map(\.signed).joined(separator: ",")
      let after = change.after.map(\.signed).joined(separator: ",")
      return "\(change.symbol) \(before)>\(after) \(change.electrons)"
    }
    #expect(redox.oxidised.map(line) == [up])
    #expect(redox.reduced.map(line) == [down])
    #expect(redox.electrons == Fraction(electrons))
  }

  /// No state changes: no move either way.
  @Test func notRedox() throws {
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: "NaCl + AgNO3 -> AgCl + NaNO3"))
    let redox = try #require(RedoxAnalysis(balanced) { table.chemistry(ofElement: $0) })
    #expect(redox.oxidised.isEmpty && redox.reduced.isEmpty)
    #expect(redox.electrons == Fraction(0))
  }
}
