import Testing

@testable import ElementsCore

/// Balancing: textbook equations whose coefficients were checked independently (sympy's null
/// space over the rationals), every way an equation can fail to balance, overflow, and pins.
@Suite struct EquationBalancerTests {
  /// Balances `text` and returns the coefficients in the order of the terms.
  func coefficients(_ text: String, _ options: BalanceOptions = .init()) throws -> [Int] {
    try EquationBalancer.balance(ChemicalEquation(parsing: text), options: options).terms.map {
      $0.coefficient
    }
  }

  /// Why `text` does not balance, or `nil` when it does.
  func failure(_ text: String, _ options: BalanceOptions = .init()) throws -> BalanceError? {
    let equation = try ChemicalEquation(parsing: text)
    do {
      _ = try EquationBalancer.balance(equation, options: options)
      return nil
    } catch { return error }
  }

  /// Combustion, synthesis, precipitation, ionic and classic hard equations.
  @Test(arguments: [
    ("CH4 + O2 -> CO2 + H2O", [1, 2, 1, 2]),
    ("C3H8 + O2 -> CO2 + H2O", [1, 5, 3, 4]),
    ("C6H12O6 + O2 -> CO2 + H2O", [1, 6, 6, 6]),
    ("C8H18 + O2 -> CO2 + H2O", [2, 25, 16, 18]),
    ("Fe + O2 -> Fe2O3", [4, 3, 2]),
    ("H2 + O2 = H2O", [2, 1, 2]),
    ("2 H2 + 5 O2 → H2O", [2, 1, 2]),
    ("AgNO3 + NaCl -> AgCl + NaNO3", [1, 1, 1, 1]),
    ("Pb(NO3)2(aq) + KI(aq) -> PbI2(s) + KNO3(aq)", [1, 2, 1, 2]),
    ("BaCl2 + Na2SO4 -> BaSO4 + NaCl", [1, 1, 1, 2]),
    ("Ag^+ + Cl^- -> AgCl", [1, 1, 1]),
    ("Ag+ + Cl- -> AgCl", [1, 1, 1]),
    ("Na++Cl- -> NaCl", [1, 1, 1]),
    ("Fe^3+ + e- -> Fe^2+", [1, 1, 1]),
    ("MnO4^- + H^+ + e- -> Mn^2+ + H2O", [1, 8, 5, 1, 4]),
    ("Cr2O7^2- + H^+ + e^- -> Cr^3+ + H2O", [1, 14, 6, 2, 7]),
    ("MnO4^- + Fe^2+ + H^+ -> Mn^2+ + Fe^3+ + H2O", [1, 5, 8, 1, 5, 4]),
    ("Cr2O7^2- + Fe^2+ + H^+ -> Cr^3+ + Fe^3+ + H2O", [1, 6, 14, 2, 6, 7]),
    ("Cu + NO3^- + H^+ -> Cu^2+ + NO + H2O", [3, 2, 8, 3, 2, 4]),
    ("MnO4^- + I^- + H2O -> MnO2 + I2 + OH^-", [2, 6, 4, 2, 3, 8]),
    (
      "K4[Fe(CN)6] + KMnO4 + H2SO4 -> KHSO4 + Fe2(SO4)3 + MnSO4 + HNO3 + CO2 + H2O",
      [10, 122, 299, 162, 5, 122, 60, 60, 188]
    ),
    ("Al + H2SO4 -> Al2(SO4)3 + H2", [2, 3, 1, 3]),
    ("KMnO4 + HCl -> KCl + MnCl2 + H2O + Cl2", [2, 16, 2, 2, 8, 5]),
    ("Cu + HNO3 -> Cu(NO3)2 + NO + H2O", [3, 8, 3, 2, 4]),
    ("CuSO4·5H2O -> CuSO4 + H2O", [1, 1, 5]),
    ("Ca3(PO4)2 + SiO2 + C -> CaSiO3 + P4 + CO", [2, 6, 10, 6, 1, 10]),
    ("Zn + NO3^- + H^+ -> Zn^2+ + NH4^+ + H2O", [4, 1, 10, 4, 1, 3]),
    ("ClO^- + Cr(OH)4^- + OH^- -> CrO4^2- + Cl^- + H2O", [3, 2, 2, 2, 3, 5]),
    ("MnO4^- + C2O4^2- + H^+ -> Mn^2+ + CO2 + H2O", [2, 5, 16, 2, 10, 8]),
    ("NH3 + O2 -> NO + H2O", [4, 5, 4, 6]),
    ("FeS2 + O2 -> Fe2O3 + SO2", [4, 11, 2, 8]),
    ("Cr2O7^2- + C2H5OH + H^+ -> Cr^3+ + CH3COOH + H2O", [2, 3, 16, 4, 3, 11]),
    ("[13C]O2 + H2O -> [13C]6H12O6 + O2", [6, 6, 1, 6]),
    ("SO₄²⁻ + Ba²⁺ ⇌ BaSO₄", [1, 1, 1]),
  ])
  func balances(_ text: String, _ expected: [Int]) throws {
    #expect(try coefficients(text) == expected)
  }

  /// The ASCII text of the answer.
  @Test func asciiText() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "Fe + O2 -> Fe2O3"))
    #expect(balanced.ascii == "4 Fe + 3 O2 -> 2 Fe2O3")
    let ionic = try EquationBalancer.balance(
      ChemicalEquation(parsing: "Pb^2+(aq) + I⁻(aq) -> PbI₂(s)"))
    #expect(ionic.ascii == "Pb^2+(aq) + 2 I^-(aq) -> PbI2(s)")
    let table = ionic.atomTable
    #expect(table.map { $0.label } == ["Pb", "I", "charge"])
    #expect(table.last == AtomBalance(label: "charge", reactants: 0, products: 0))
  }

  /// A species written twice on one side is refused by name, at its second place; in two
  /// states, or on both sides, it is not a repeat.
  @Test(arguments: [
    ("Na + Cl2 -> NaCl + NaCl", "'NaCl' is written twice among the products: write it once", 19),
    ("Na+ + Na^+ -> Na", "'Na^+' is written twice among the reactants: write it once", 6),
    ("2 H2 + H2 + O2 -> H2O", "'H2' is written twice among the reactants: write it once", 7),
  ])
  func repeatedSpecies(_ text: String, _ reason: String, _ column: Int) {
    #expect(throws: EquationError(equation: text, reason: reason, column: column)) {
      try ChemicalEquation(parsing: text)
    }
  }

  @Test func notRepeats() throws {
    #expect(try ChemicalEquation(parsing: "H2O(l) + H2O(g) -> H2").species.count == 3)
    #expect(try ChemicalEquation(parsing: "H2O -> H2O").species.count == 2)
  }

  /// An equilibrium arrow is kept: `⇌`, `⇄`, `<=>` and `<->` give `<=>` in ASCII; one-way
  /// arrows give `->`.
  @Test(arguments: [
    ("N2 + 3H2 ⇌ 2NH3", EquationArrow.equilibrium), ("N2 + H2 <=> NH3", .equilibrium),
    ("N2 + H2 <-> NH3", .equilibrium), ("N2 + H2 ⇄ NH3", .equilibrium),
    ("N2 + H2 -> NH3", .forward), ("N2 + H2 = NH3", .forward), ("N2 + H2 → NH3", .forward),
    ("N2 + H2 ⟶ NH3", .forward), ("N2 + H2 => NH3", .forward),
  ])
  func arrows(_ text: String, _ arrow: EquationArrow) throws {
    let equation = try ChemicalEquation(parsing: text)
    #expect(equation.arrow == arrow)
    let balanced = try EquationBalancer.balance(equation)
    #expect(balanced.arrow == arrow)
    #expect(balanced.ascii == "N2 + 3 H2 \(arrow == .forward ? "->" : "<=>") 2 NH3")
  }

  /// Redox skeletons completed with water and H⁺ or OH⁻.
  @Test(arguments: [
    (
      "MnO4^- + Fe^2+ -> Mn^2+ + Fe^3+", RedoxMedium.acidic,
      "MnO4^- + 5 Fe^2+ + 8 H^+ -> Mn^2+ + 5 Fe^3+ + 4 H2O"
    ),
    (
      "MnO4^- + Fe^2+ -> Mn^2+ + Fe^3+", .basic,
      "MnO4^- + 5 Fe^2+ + 4 H2O -> Mn^2+ + 5 Fe^3+ + 8 OH^-"
    ),
    (
      "Cr2O7^2- + Fe^2+ -> Cr^3+ + Fe^3+", .acidic,
      "Cr2O7^2- + 6 Fe^2+ + 14 H^+ -> 2 Cr^3+ + 6 Fe^3+ + 7 H2O"
    ),
    ("Cu + NO3^- -> Cu^2+ + NO", .acidic, "3 Cu + 2 NO3^- + 8 H^+ -> 3 Cu^2+ + 2 NO + 4 H2O"),
    ("MnO4^- + I^- -> MnO2 + I2", .basic, "2 MnO4^- + 6 I^- + 4 H2O -> 2 MnO2 + 3 I2 + 8 OH^-"),
    (
      "ClO^- + Cr(OH)4^- -> CrO4^2- + Cl^-", .basic,
      "3 ClO^- + 2 Cr(OH)4^- + 2 OH^- -> 2 CrO4^2- + 3 Cl^- + 5 H2O"
    ),
    ("MnO4^- -> Mn^2+", .acidic, "MnO4^- + 8 H^+ + 5 e- -> Mn^2+ + 4 H2O"),
    ("Cr2O7^2- -> Cr^3+", .acidic, "Cr2O7^2- + 14 H^+ + 6 e- -> 2 Cr^3+ + 7 H2O"),
    // One species on each side: a half-reaction, water never a redox partner.
    ("H2O2 -> O2", .acidic, "H2O2 -> O2 + 2 H^+ + 2 e-"),
    ("H2O2 -> O2", .basic, "H2O2 + 2 OH^- -> O2 + 2 H2O + 2 e-"),
    ("H2O2 -> H2O", .acidic, "H2O2 + 2 H^+ + 2 e- -> 2 H2O"),
    ("O2 -> H2O", .basic, "O2 + 2 H2O + 4 e- -> 4 OH^-"),
    ("H2 -> H2O", .basic, "H2 + 2 OH^- -> 2 H2O + 2 e-"),
    ("CrO4^2- -> Cr2O7^2-", .acidic, "2 CrO4^2- + 2 H^+ -> Cr2O7^2- + H2O"),
    // Ambiguous with the medium alone: the half-reaction method.
    (
      "H2O2 + MnO4^- -> O2 + Mn^2+", .acidic,
      "5 H2O2 + 2 MnO4^- + 6 H^+ -> 5 O2 + 2 Mn^2+ + 8 H2O"
    ),
    (
      "MnO4^- + H2O2 -> MnO2 + O2", .basic,
      "2 MnO4^- + 3 H2O2 -> 2 MnO2 + 3 O2 + 2 H2O + 2 OH^-"
    ),
    (
      "H2O2 + MnO4^- + H^+ -> O2 + Mn^2+ + H2O", .acidic,
      "5 H2O2 + 2 MnO4^- + 6 H^+ -> 5 O2 + 2 Mn^2+ + 8 H2O"
    ),
  ])
  func completesRedox(_ skeleton: String, _ medium: RedoxMedium, _ expected: String) throws {
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: skeleton), options: BalanceOptions(medium: medium))
    #expect(balanced.ascii == expected)
    #expect(!balanced.notes.isEmpty)
  }

  /// The half-reaction method says so in a note, and takes fixed coefficients.
  @Test func halfReactionMethod() throws {
    let equation = try ChemicalEquation(parsing: "H2O2 + MnO4^- -> O2 + Mn^2+")
    let balanced = try EquationBalancer.balance(equation, options: BalanceOptions(medium: .acidic))
    #expect(
      balanced.notes.contains(
        "from the half-reactions H2O2 -> O2 and MnO4^- -> Mn^2+, combined so that the electrons"
          + " cancel (the skeleton with the medium alone has more than one balance)"))
    let pinned = try EquationBalancer.balance(
      equation,
      options: BalanceOptions(pins: [.init(species: "MnO4^-", coefficient: 4)], medium: .acidic))
    #expect(pinned.ascii == "10 H2O2 + 4 MnO4^- + 12 H^+ -> 10 O2 + 4 Mn^2+ + 16 H2O")
    // Two pairings possible (or none): no half-reactions.
    #expect(
      EquationBalancer.halfReactions(
        try ChemicalEquation(parsing: "Fe^2+ + Fe^3+ -> Fe + Fe2O3").species)
        == nil)
    #expect(
      EquationBalancer.halfReactions(try ChemicalEquation(parsing: "MnO4^- -> O2").species) == nil)
    // Without a medium, the skeleton's balances are all listed.
    #expect(throws: BalanceError.self) { try coefficients("H2O2 + MnO4^- -> O2 + Mn^2+") }
  }

  /// A half-reaction says so in a note; water written as a product makes it a full equation.
  @Test func halfReaction() throws {
    let half = try EquationBalancer.balance(
      ChemicalEquation(parsing: "H2O2 -> O2"), options: BalanceOptions(medium: .acidic))
    #expect(half.notes.last == "a half-reaction: electrons added to balance the charge")
    // Water written as a product: a disproportionation, not a half-reaction.
    let both = try EquationBalancer.balance(
      ChemicalEquation(parsing: "H2O2 -> H2O + O2"), options: BalanceOptions(medium: .acidic))
    #expect(both.ascii == "2 H2O2 -> 2 H2O + O2")
  }

  /// An element on one side only, the charge, and a mix with no solution.
  @Test func impossible() throws {
    #expect(throws: BalanceError.impossible("Cl appears only among the reactants")) {
      try coefficients("NaCl -> Na")
    }
    #expect(throws: BalanceError.impossible("the charge cannot balance (the atoms alone would)")) {
      try coefficients("Fe^2+ -> Fe^3+")
    }
    #expect(throws: BalanceError.self) { try coefficients("H2O -> H2O2") }
  }

  /// A species on the wrong side, one that takes no part.
  @Test func wrongSideAndNoPart() throws {
    #expect(throws: BalanceError.self) { try coefficients("H2 + H2O -> O2") }
    guard case .wrongSide(let names, let hint) = try failure("H2 + H2O -> O2") else {
      Issue.record("not on the wrong side")
      return
    }
    #expect(names == ["H2"])
    #expect(hint.ascii == "2 H2O -> O2 + 2 H2")
    guard case .noPart(let unused, let rest) = try failure("H2 + O2 + N2 -> H2O") else {
      Issue.record("no species without a part")
      return
    }
    #expect(unused == ["N2"])
    #expect(rest?.ascii == "2 H2 + O2 -> 2 H2O")
  }

  /// A species written on both sides is one species: a spectator (its net amount 0) takes no
  /// part, with the balance of the rest; one that reacts is balanced by its net amount.
  @Test func bothSides() throws {
    for text in ["CH4 + O2 + N2 -> CO2 + H2O + N2", "CH4 + O2 + N2(g) -> CO2 + H2O + N2"] {
      guard case .noPart(let unused, let rest) = try failure(text) else {
        Issue.record("\(text): no species without a part")
        continue
      }
      #expect(unused == ["N2"])
      #expect(rest?.ascii == "CH4 + 2 O2 -> CO2 + 2 H2O")
    }
    let excess = try EquationBalancer.balance(ChemicalEquation(parsing: "H2 + O2 -> H2O + H2"))
    #expect(excess.ascii == "2 H2 + O2 -> 2 H2O")
    #expect(
      excess.notes == ["H2 is written on both sides: its net amount is balanced, on one side"])
    let water = try EquationBalancer.balance(
      ChemicalEquation(parsing: "CH4 + O2 + H2O -> CO2 + H2O"))
    #expect(water.ascii == "CH4 + 2 O2 -> CO2 + 2 H2O")
    // Spectator ions, named as read.
    guard
      case .noPart(let ions, let rest) = try failure(
        "Ag+ + NO3- + Na+ + Cl- -> AgCl + Na+ + NO3-")
    else {
      Issue.record("no spectator ions")
      return
    }
    #expect(ions == ["NO3^-", "Na^+"])
    #expect(rest?.ascii == "Ag^+ + Cl^- -> AgCl")
    // In two states it is two species: a change of state.
    #expect(try coefficients("H2O(l) -> H2O(g)") == [1, 1])
    // What the medium supplies, written on both sides.
    let medium = try EquationBalancer.balance(
      ChemicalEquation(parsing: "Cu + NO3^- + H^+ -> Cu^2+ + NO + H^+"),
      options: BalanceOptions(medium: .acidic))
    #expect(medium.ascii == "3 Cu + 2 NO3^- + 8 H^+ -> 3 Cu^2+ + 2 NO + 4 H2O")
  }

  /// Sides that are the same species: nothing reacts.
  @Test(arguments: [
    ("H2 -> H2", ["H2"]), ("e- -> e-", ["e-"]), ("Fe^2+ -> Fe^2+", ["Fe^2+"]),
    ("H2 + O2 -> O2 + H2", ["H2", "O2"]),
  ])
  func nothingReacts(_ text: String, _ names: [String]) throws {
    #expect(throws: BalanceError.nothingReacts(names)) { try coefficients(text) }
    #expect(
      BalanceError.nothingReacts(names).description
        == "nothing reacts: each side is " + names.joined(separator: " + "))
  }

  /// Several balances: each reaction of the basis keeps every written species on the side
  /// it is written on and balances, and the coefficients suggested to fix choose one.
  @Test(arguments: [
    ("C + O2 -> CO + CO2", ["C + O2 -> CO2", "2 C + O2 -> 2 CO"]),
    ("H2 + O2 -> H2O + H2O2", ["H2 + O2 -> H2O2", "2 H2 + O2 -> 2 H2O"]),
    ("CO -> C + CO2 + O2", ["2 CO -> C + CO2", "2 CO -> 2 C + O2"]),
  ])
  func basisOnWrittenSides(_ text: String, _ reactions: [String]) throws {
    let equation = try ChemicalEquation(parsing: text)
    guard case .several(let basis) = try failure(text) else {
      Issue.record("not several balances")
      return
    }
    #expect(Set(basis.map(\.ascii)) == Set(reactions))
    for reaction in basis {
      try EquationBalancer.check(reaction)
      for term in reaction.terms {
        let written = equation.species.first { $0.text == term.species.text }
        #expect(written?.side == term.species.side)
      }
    }
    let pins = try #require(EquationBalancer.suggestedPins(basis))
    #expect(pins.count == 2)
    let chosen = try EquationBalancer.balance(equation, options: BalanceOptions(pins: pins))
    #expect(chosen.terms.count == equation.species.count)
  }

  /// Two independent balances: a basis, and --fix choosing one.
  @Test func severalBalances() throws {
    let text = "H2O2 + MnO4^- + H^+ -> O2 + Mn^2+ + H2O"
    guard case .several(let basis) = try failure(text) else {
      Issue.record("not several balances")
      return
    }
    #expect(basis.count == 2)
    for reaction in basis { try EquationBalancer.check(reaction) }
    let pinned = BalanceOptions(pins: [
      .init(species: "O2", coefficient: 5), .init(species: "MnO4^-", coefficient: 2),
    ])
    #expect(try coefficients(text, pinned) == [5, 2, 6, 5, 2, 8])
    // One pin leaves a balance free: one reaction, said without "more than one".
    let one = BalanceOptions(pins: [.init(species: "O2", coefficient: 5)])
    guard case .fixedLeaveFree(let free) = try failure(text, one) else {
      Issue.record("one pin chose a balance")
      return
    }
    #expect(free.count == 1)
    #expect(
      BalanceError.fixedLeaveFree(free).description
        == "the fixed coefficients leave a balance free: any amount of this reaction can be "
        + "added; fix another coefficient with --fix SPECIES=N")
    let scaled = BalanceOptions(pins: [.init(species: "O2", coefficient: 3)])
    #expect(try coefficients("H2 + O2 -> H2O", scaled) == [6, 3, 6])
    let conflict = BalanceOptions(pins: [
      .init(species: "H2", coefficient: 1), .init(species: "H2O", coefficient: 2),
    ])
    #expect(throws: BalanceError.pinsConflict) { try coefficients("H2 + O2 -> H2O", conflict) }
    #expect(throws: BalanceError.unknownSpecies("N2")) {
      try coefficients(
        "H2 + O2 -> H2O", BalanceOptions(pins: [.init(species: "N2", coefficient: 1)]))
    }
  }

  /// A bare sign after digits is read by the textbooks' convention, not by what balances:
  /// without a medium, a reading that does not balance is an error, never another reading.
  @Test func bareSigns() throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: "Fe3+ + e- -> Fe2+"))
    #expect(balanced.ascii == "Fe^3+ + e- -> Fe^2+")
    #expect(balanced.notes.isEmpty)
    let copper = try EquationBalancer.balance(
      ChemicalEquation(parsing: "3 Cu + 8 H+ + 2 NO3- -> 3 Cu2+ + 2 NO + 4 H2O"))
    #expect(copper.ascii == "3 Cu + 8 H^+ + 2 NO3^- -> 3 Cu^2+ + 2 NO + 4 H2O")
    #expect(
      try failure("Fe3+ -> Fe")
        == .impossible("the charge cannot balance: only the reactants are charged, all positive"))
    // MnO42- is manganate, MnO₄²⁻: with Fe²⁺ alone no reading of it is tried instead.
    #expect(
      try failure("Fe2+ + MnO42- -> Fe3+ + Mn2+")
        == .impossible("O appears only among the reactants"))
  }

  /// Ions written the textbook way (`CO32-`) are read as the count and the charge they hold:
  /// `CO3^2-`, never a charge of 32- nor a count of 32.
  @Test(arguments: [
    ("Ca2+ + CO32- -> CaCO3", "Ca^2+ + CO3^2- -> CaCO3"),
    ("Ba^2+ + SO42- -> BaSO4", "Ba^2+ + SO4^2- -> BaSO4"),
    ("Ag+ + CrO42- -> Ag2CrO4", "2 Ag^+ + CrO4^2- -> Ag2CrO4"),
    ("Fe3+ + O2- -> Fe2O3", "2 Fe^3+ + 3 O^2- -> Fe2O3"),
  ])
  func textbookIons(_ text: String, _ ascii: String) throws {
    let balanced = try EquationBalancer.balance(ChemicalEquation(parsing: text))
    #expect(balanced.ascii == ascii)
  }

  /// Coefficients beyond 64 bits are reported, never wrapped.
  @Test func overflow() throws {
    // H: 999999937·a = 999999929·d; C: 999999893·b = 999999883·d; N: 999999797·c = 999999761·d.
    let text =
      "H999999937 + C999999893 + N999999797 -> H999999929C999999883N999999761"
    #expect(throws: BalanceError.overflow) { try coefficients(text) }
    // Just under: two primes of about 10⁹ give coefficients of about 10¹⁸.
    #expect(
      try coefficients("H999999937 + C999999893 -> H999999929C999999883")
        == [999_999_929 * 999_999_893, 999_999_883 * 999_999_937, 999_999_937 * 999_999_893])
  }

  /// 30 species: a chain of hydrocarbons burnt together has many balances; with all but one
  /// of the fuels' coefficients fixed, one.
  @Test func thirtySpecies() throws {
    let fuels = (1...27).map { "C\($0)H\(2 * $0 + 2)" }
    let text = fuels.joined(separator: " + ") + " + O2 -> CO2 + H2O"
    let equation = try ChemicalEquation(parsing: text)
    #expect(equation.species.count == 30)
    guard case .several(let basis) = try failure(text) else {
      Issue.record("not several balances")
      return
    }
    #expect(basis.count == 27)
    let pins = fuels.map { BalanceOptions.Pin(species: $0, coefficient: 2) }
    let balanced = try EquationBalancer.balance(equation, options: BalanceOptions(pins: pins))
    try EquationBalancer.check(balanced)
    // Σ over n = 1…27 of 2·CnH2n+2 burns with O2 = Σ (3n+1); CO2 = 2Σn; H2O = 2Σ(n+1).
    let sumN = (1...27).reduce(0, +)
    #expect(balanced.terms.last!.coefficient == 2 * (sumN + 27))
    #expect(balanced.terms[28].coefficient == 2 * sumN)
    #expect(balanced.terms[27].coefficient == 3 * sumN + 27)
  }
}
