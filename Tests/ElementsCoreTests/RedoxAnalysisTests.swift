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
    ("KO2", "K+1 O-1/2"), ("CuSO4·5H2O", "Cu+2 H+1 O-2 S+6"), ("FeS2", "Fe+2 S-1"),
  ])
  func assigns(_ formula: String, _ expected: String) throws {
    let found = try states(formula)
    #expect(found == expected)
  }

  /// Groups taken out as written: ammonium (N −3) beside an oxoanion, ammine and aqua
  /// ligands, water of crystallisation, carbonyls (the metal 0) and cyanides (C +2); an element
  /// in two states listed twice, lowest first.
  @Test(arguments: [
    ("(NH4)2SO4", "H+1 N-3 O-2 S+6"), ("NH4ClO4", "Cl+7 H+1 N-3 O-2"),
    ("NH4MnO4", "H+1 Mn+7 N-3 O-2"), ("NH4HCO3", "C+4 H+1 N-3 O-2"),
    ("NH4VO3", "H+1 N-3 O-2 V+5"), ("(NH4)2MoO4", "H+1 Mo+6 N-3 O-2"),
    ("(NH4)2C2O4", "C+3 H+1 N-3 O-2"), ("NH4Fe(SO4)2", "Fe+3 H+1 N-3 O-2 S+6"),
    ("(NH4)2Fe(SO4)2", "Fe+2 H+1 N-3 O-2 S+6"), ("(NH4)2Fe(SO4)2·6H2O", "Fe+2 H+1 N-3 O-2 S+6"),
    ("[Cu(NH3)4]SO4", "Cu+2 H+1 N-3 O-2 S+6"), ("(NH4)2Cr2O7", "Cr+6 H+1 N-3 O-2"),
    ("NH4NO2", "H+1 N-3 N+3 O-2"), ("NH4NO3", "H+1 N-3 N+5 O-2"),
    ("MgNH4PO4", "H+1 Mg+2 N-3 O-2 P+5"), ("[Co(NH3)6]Cl3", "Cl-1 Co+3 H+1 N-3"),
    ("[Fe(H2O)6]^3+", "Fe+3 H+1 O-2"), ("CaCl2·8NH3", "Ca+2 Cl-1 H+1 N-3"),
    ("Ni(CO)4", "C+2 Ni0 O-2"), ("Cr(CO)6", "C+2 Cr0 O-2"), ("Fe(CO)5", "C+2 Fe0 O-2"),
    ("K3[Fe(CN)6]", "C+2 Fe+3 K+1 N-3"), ("Na2[Fe(CN)5NO]", "C+2 Fe+2 N-3 N+3 Na+1 O-2"),
    ("KCN", "C+2 K+1 N-3"), ("(CN)2", "C+3 N-3"), ("NH4^+", "H+1 N-3"),
  ])
  func groups(_ formula: String, _ expected: String) throws {
    let found = try states(formula)
    #expect(found == expected)
  }

  /// High states the data lists as known but not common win over a peroxide; a state beyond
  /// an element's known ones loses to an oxygen average between −2 and −1 (a peroxide within).
  @Test(arguments: [
    ("MnO4^2-", "Mn+6 O-2"), ("K2MnO4", "K+1 Mn+6 O-2"), ("NaBiO3", "Bi+5 Na+1 O-2"),
    ("OsO4", "O-2 Os+8"), ("K2FeO4", "Fe+6 K+1 O-2"), ("K2S2O8", "K+1 O-7/4 S+6"),
    ("H2SO5", "H+1 O-8/5 S+6"), ("CrO5", "Cr+6 O-6/5"), ("Na2O2", "Na+1 O-1"),
    ("BaO2", "Ba+2 O-1"), ("S4O6^2-", "O-2 S+5/2"), ("KO2", "K+1 O-1/2"), ("OF2", "F-1 O+2"),
  ])
  func highStatesAndPeroxides(_ formula: String, _ expected: String) throws {
    let found = try states(formula)
    #expect(found == expected)
  }

  /// Hydrogen is −1 beside metals and elements less electronegative than 2.05 (B, Si, Ge);
  /// beside P, As and Sb it keeps +1, as textbooks teach.
  @Test(arguments: [
    ("NaBH4", "B+3 H-1 Na+1"), ("B2H6", "B+3 H-1"), ("SiH4", "H-1 Si+4"), ("GeH4", "Ge+4 H-1"),
    ("LiAlH4", "Al+3 H-1 Li+1"), ("PH3", "H+1 P-3"), ("AsH3", "As-3 H+1"), ("SbH3", "H+1 Sb-3"),
    ("NH4BH4", "B+3 H-1 H+1 N-3"), ("CH3Cl", "C-2 H+1 Cl-1"),
  ])
  func hydrides(_ formula: String, _ expected: String) throws {
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
    #expect(redox.oxidised.map(line) == [up])
    #expect(redox.reduced.map(line) == [down])
    #expect(redox.electrons == Fraction(electrons))
  }

  /// Textbook redox reactions whose species hold ammonium, high states, peroxides or
  /// hydrides: what rises, what falls, and the electrons.
  @Test(arguments: [
    ("(NH4)2Cr2O7 -> Cr2O3 + N2 + H2O", nil, ["N -3>0 6"], ["Cr +6>+3 6"], 6),
    ("NH4NO3 -> N2O + H2O", nil, ["N -3>+1 4"], ["N +5>+1 4"], 4),
    ("NH4NO2 -> N2 + H2O", nil, ["N -3>0 3"], ["N +3>0 3"], 3),
    (
      "NH4ClO4 + Al -> Al2O3 + AlCl3 + NO + H2O", nil, ["N -3>+2 15", "Al 0>+3 9"],
      ["Cl +7>-1 24"], 24
    ),
    ("MnO4^2- -> MnO4^- + MnO2", RedoxMedium.acidic, ["Mn +6>+7 2"], ["Mn +6>+4 2"], 2),
    ("K2MnO4 + H2O -> KMnO4 + MnO2 + KOH", nil, ["Mn +6>+7 2"], ["Mn +6>+4 2"], 2),
    (
      "NaBiO3 + Mn(NO3)2 + HNO3 -> NaMnO4 + Bi(NO3)3 + NaNO3 + H2O", nil, ["Mn +2>+7 10"],
      ["Bi +5>+3 10"], 10
    ),
    ("K2S2O8 + KI -> K2SO4 + I2", nil, ["I -1>0 2"], ["O -7/4>-2 2"], 2),
    ("NaBH4 + H2O -> NaBO2 + H2", nil, ["H -1>0 4"], ["H +1>0 4"], 4),
  ])
  func reactions(
    _ text: String, _ medium: RedoxMedium?, _ up: [String], _ down: [String],
    _ electrons: Int
  ) throws {
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: text), options: BalanceOptions(medium: medium))
    let redox = try #require(RedoxAnalysis(balanced) { table.chemistry(ofElement: $0) })
    #expect(redox.oxidised.map(line) == up)
    #expect(redox.reduced.map(line) == down)
    #expect(redox.electrons == Fraction(electrons))
  }

  /// No state changes: no move either way. Acid–base, precipitation, complex formation and
  /// a metal carbonyl's formation.
  @Test(arguments: [
    "NaCl + AgNO3 -> AgCl + NaNO3", "(NH4)2SO4 + NaOH -> Na2SO4 + NH3 + H2O",
    "CuSO4 + NH3 -> [Cu(NH3)4]SO4", "Ni + CO -> Ni(CO)4", "Cr + CO -> Cr(CO)6",
    "FeSO4 + KCN -> K4[Fe(CN)6] + K2SO4", "NH4Cl + NaOH -> NaCl + NH3 + H2O",
  ])
  func notRedox(_ text: String) throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: text))
    let redox = try #require(RedoxAnalysis(balanced) { table.chemistry(ofElement: $0) })
    #expect(redox.oxidised.isEmpty && redox.reduced.isEmpty)
    #expect(redox.electrons == Fraction(0))
  }

  /// A change as one line: "N -3>+1 4".
  func line(_ change: StateChange) -> String {
    let before = change.before.map(\.signed).joined(separator: ",")
    let after = change.after.map(\.signed).joined(separator: ",")
    return "\(change.symbol) \(before)>\(after) \(change.electrons)"
  }
}
