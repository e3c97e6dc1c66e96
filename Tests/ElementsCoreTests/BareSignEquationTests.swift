import ElementsCore
import Testing

/// Ions written the way students write them, with a bare sign (`MnO4-`, `SO42-`, `Fe3+`), and
/// arrows written every way: each read by the textbooks' convention and balanced to the
/// textbook's answer. The answers are the textbooks' (and hand-checked: every element and the
/// charge), written with `^` charges so that they do not lean on the reading under test.
@Suite struct BareSignEquationTests {
  /// Each term as "side coefficient Hill-formula", so that the order of the terms does not
  /// matter.
  func terms(_ balanced: BalancedEquation) -> Set<String> {
    Set(
      balanced.terms.map {
        "\($0.species.side.rawValue) \($0.coefficient) \($0.species.formula?.hill ?? "e-")"
      })
  }

  /// The terms of an answer written with `^` charges and coefficients.
  func terms(answer: String) throws -> Set<String> {
    let equation = try ChemicalEquation(parsing: answer)
    return Set(
      equation.species.map {
        "\($0.side.rawValue) \($0.writtenCoefficient ?? "1") \($0.formula?.hill ?? "e-")"
      })
  }

  /// Formulas with a bare charge: the convention's count and charge.
  @Test(arguments: [
    // One element, digits then the sign: the digits are the charge.
    ("Fe3+", "Fe^3+", 3), ("Ca2+", "Ca^2+", 2), ("Mg2+", "Mg^2+", 2), ("P3-", "P^3-", -3),
    ("Al3+", "Al^3+", 3), ("S2-", "S^2-", -2), ("Sn4+", "Sn^4+", 4), ("Cu+", "Cu^+", 1),
    // Several elements and one digit: a count, and the charge 1.
    ("MnO4-", "MnO4^-", -1), ("NO3-", "NO3^-", -1), ("NH4+", "H4N^+", 1),
    ("ClO4-", "ClO4^-", -1), ("H2PO4-", "H2O4P^-", -1), ("ClO3-", "ClO3^-", -1),
    ("H3O+", "H3O^+", 1), ("Al(OH)4-", "AlH4O4^-", -1),
    // Two or more digits: the last is the charge, the rest a count.
    ("SO42-", "O4S^2-", -2), ("CO32-", "CO3^2-", -2), ("PO43-", "O4P^3-", -3),
    ("Cr2O72-", "Cr2O7^2-", -2), ("S2O82-", "O8S2^2-", -2), ("HPO42-", "HO4P^2-", -2),
    ("Hg22+", "Hg2^2+", 2), ("C2O42-", "C2O4^2-", -2), ("S4O62-", "O6S4^2-", -2),
    ("Zn(OH)42-", "H4O4Zn^2-", -2), ("O22-", "O2^2-", -2),
    // A sign before the digits: the digits are the charge.
    ("Fe+3", "Fe^3+", 3), ("SO4-2", "O4S^2-", -2), ("Mn+2", "Mn^2+", 2),
    // Brackets: the digits after a complex are its charge.
    ("[Fe(CN)6]4-", "C6FeN6^4-", -4), ("[Cu(NH3)4]2+", "CuH12N4^2+", 2),
    ("[Fe(SCN)]2+", "CFeNS^2+", 2),
    // Subscripts are a count; the ASCII digits after them the charge; a run of signs.
    ("SO₄2-", "O4S^2-", -2), ("SO₄-", "O4S^-", -1), ("SO4--", "O4S^2-", -2),
    // ^ and superscripts as written.
    ("SO4^2-", "O4S^2-", -2), ("SO₄²⁻", "O4S^2-", -2), ("Fe³⁺", "Fe^3+", 3),
  ])
  func reads(_ text: String, _ hill: String, _ charge: Int) throws {
    let formula = try ChemicalFormula(parsing: text)
    #expect(formula.hill == hill)
    #expect(formula.charge == charge)
    #expect(formula.readingNote == nil)
  }

  /// Where the convention leaves a doubt, the note says which reading was taken and how to
  /// write the other, in a spelling that reads as that other.
  @Test(arguments: [
    ("O2-", "O^2-", "O2^-"), ("N3-", "N^3-", "N3^-"), ("I3-", "I^3-", "I3^-"),
    ("B12H122-", "B12H12^2-", "B12H122^-"), ("C6H13-", "C6H13^-", "C6H^3-"),
  ])
  func doubts(_ text: String, _ taken: String, _ other: String) throws {
    let formula = try ChemicalFormula(parsing: text)
    #expect(formula.spelling == taken)
    let note = try #require(formula.readingNote)
    #expect(note.hasPrefix("'\(text)' read as \(taken) "))
    #expect(note.hasSuffix(" write \(other)"))
    #expect(try ChemicalFormula(parsing: other).hill != formula.hill)
  }

  /// A reading that cannot be (H³⁺: hydrogen has one electron) gives way to the other, and
  /// the note says why.
  @Test func impossibleReading() throws {
    let trihydrogen = try ChemicalFormula(parsing: "H3+")
    #expect(trihydrogen.hill == "H3^+")
    #expect(trihydrogen.readingNote?.contains("H^3+ is not possible") == true)
  }

  /// Equations with bare signs and arrows of every kind, and their textbook answers.
  @Test(arguments: [
    // Acidic solution.
    ("MnO4- -> Mn2+", "acidic", "MnO4^- + 8 H^+ + 5 e- -> Mn^2+ + 4 H2O"),
    ("Cr2O72- -> Cr3+", "acidic", "Cr2O7^2- + 14 H^+ + 6 e- -> 2 Cr^3+ + 7 H2O"),
    ("NO3- -> NO", "acidic", "NO3^- + 4 H^+ + 3 e- -> NO + 2 H2O"),
    (
      "MnO4- + Fe2+ -> Mn2+ + Fe3+", "acidic",
      "MnO4^- + 5 Fe^2+ + 8 H^+ -> Mn^2+ + 5 Fe^3+ + 4 H2O"
    ),
    (
      "MnO4- + C2O42- -> Mn2+ + CO2", "acidic",
      "2 MnO4^- + 5 C2O4^2- + 16 H^+ -> 2 Mn^2+ + 10 CO2 + 8 H2O"
    ),
    (
      "Cr2O72- + Fe2+ -> Cr3+ + Fe3+", "acidic",
      "Cr2O7^2- + 6 Fe^2+ + 14 H^+ -> 2 Cr^3+ + 6 Fe^3+ + 7 H2O"
    ),
    ("NO3- + Cu -> NO + Cu2+", "acidic", "2 NO3^- + 3 Cu + 8 H^+ -> 2 NO + 3 Cu^2+ + 4 H2O"),
    ("Cu + NO3- -> Cu2+ + NO2", "acidic", "Cu + 2 NO3^- + 4 H^+ -> Cu^2+ + 2 NO2 + 2 H2O"),
    ("ClO3- + Cl- -> Cl2", "acidic", "ClO3^- + 5 Cl^- + 6 H^+ -> 3 Cl2 + 3 H2O"),
    (
      "MnO4- + SO32- -> Mn2+ + SO42-", "acidic",
      "2 MnO4^- + 5 SO3^2- + 6 H^+ -> 2 Mn^2+ + 5 SO4^2- + 3 H2O"
    ),
    (
      "Cr2O72- + I- -> Cr3+ + I2", "acidic",
      "Cr2O7^2- + 6 I^- + 14 H^+ -> 2 Cr^3+ + 3 I2 + 7 H2O"
    ),
    (
      "MnO4- + Cl- -> Mn2+ + Cl2", "acidic",
      "2 MnO4^- + 10 Cl^- + 16 H^+ -> 2 Mn^2+ + 5 Cl2 + 8 H2O"
    ),
    ("IO3- + I- -> I2", "acidic", "IO3^- + 5 I^- + 6 H^+ -> 3 I2 + 3 H2O"),
    ("BrO3- + Br- -> Br2", "acidic", "BrO3^- + 5 Br^- + 6 H^+ -> 3 Br2 + 3 H2O"),
    (
      "H2O2 + Fe2+ -> Fe3+ + H2O", "acidic",
      "H2O2 + 2 Fe^2+ + 2 H^+ -> 2 Fe^3+ + 2 H2O"
    ),
    ("H2O2 -> H2O + O2", "acidic", "2 H2O2 -> 2 H2O + O2"),
    (
      "MnO4- + H2O2 -> Mn2+ + O2", "acidic",
      "2 MnO4^- + 5 H2O2 + 6 H^+ -> 2 Mn^2+ + 5 O2 + 8 H2O"
    ),
    ("Zn + NO3- -> Zn2+ + NH4+", "acidic", "4 Zn + NO3^- + 10 H^+ -> 4 Zn^2+ + NH4^+ + 3 H2O"),
    ("Ag + NO3- -> Ag+ + NO", "acidic", "3 Ag + NO3^- + 4 H^+ -> 3 Ag^+ + NO + 2 H2O"),
    (
      "NO2- + MnO4- -> NO3- + Mn2+", "acidic",
      "5 NO2^- + 2 MnO4^- + 6 H^+ -> 5 NO3^- + 2 Mn^2+ + 3 H2O"
    ),
    (
      "SO2 + MnO4- -> SO42- + Mn2+", "acidic",
      "5 SO2 + 2 MnO4^- + 2 H2O -> 5 SO4^2- + 2 Mn^2+ + 4 H^+"
    ),
    ("Cu + SO42- -> Cu2+ + SO2", "acidic", "Cu + SO4^2- + 4 H^+ -> Cu^2+ + SO2 + 2 H2O"),
    (
      "PbO2 + Mn2+ -> Pb2+ + MnO4-", "acidic",
      "5 PbO2 + 2 Mn^2+ + 4 H^+ -> 5 Pb^2+ + 2 MnO4^- + 2 H2O"
    ),
    ("H2S + NO3- -> S + NO", "acidic", "3 H2S + 2 NO3^- + 2 H^+ -> 3 S + 2 NO + 4 H2O"),
    (
      "ClO3- + SO2 -> Cl- + SO42-", "acidic",
      "ClO3^- + 3 SO2 + 3 H2O -> Cl^- + 3 SO4^2- + 6 H^+"
    ),
    (
      "S2O82- + Mn2+ -> MnO4- + SO42-", "acidic",
      "5 S2O8^2- + 2 Mn^2+ + 8 H2O -> 2 MnO4^- + 10 SO4^2- + 16 H^+"
    ),
    (
      "Cr2O72- + C2H5OH -> Cr3+ + CH3COOH", "acidic",
      "2 Cr2O7^2- + 3 C2H5OH + 16 H^+ -> 4 Cr^3+ + 3 CH3COOH + 11 H2O"
    ),
    // Basic solution.
    ("MnO4- -> MnO2", "basic", "MnO4^- + 2 H2O + 3 e- -> MnO2 + 4 OH^-"),
    (
      "MnO4- + SO32- -> MnO2 + SO42-", "basic",
      "2 MnO4^- + 3 SO3^2- + H2O -> 2 MnO2 + 3 SO4^2- + 2 OH^-"
    ),
    (
      "Cr(OH)3 + ClO3- -> CrO42- + Cl-", "basic",
      "2 Cr(OH)3 + ClO3^- + 4 OH^- -> 2 CrO4^2- + Cl^- + 5 H2O"
    ),
    ("H2O2 -> H2O + O2", "basic", "2 H2O2 -> 2 H2O + O2"),
    ("Cl2 -> Cl- + ClO3-", "basic", "3 Cl2 + 6 OH^- -> 5 Cl^- + ClO3^- + 3 H2O"),
    ("Cl2 -> Cl- + ClO-", "basic", "Cl2 + 2 OH^- -> Cl^- + ClO^- + H2O"),
    ("Br2 -> Br- + BrO3-", "basic", "3 Br2 + 6 OH^- -> 5 Br^- + BrO3^- + 3 H2O"),
    (
      "MnO4- + I- -> MnO2 + I2", "basic",
      "2 MnO4^- + 6 I^- + 4 H2O -> 2 MnO2 + 3 I2 + 8 OH^-"
    ),
    (
      "CrO42- + Fe(OH)2 -> Cr(OH)3 + Fe(OH)3", "basic",
      "CrO4^2- + 3 Fe(OH)2 + 4 H2O -> Cr(OH)3 + 3 Fe(OH)3 + 2 OH^-"
    ),
    (
      "MnO4- + C2O42- -> MnO2 + CO32-", "basic",
      "2 MnO4^- + 3 C2O4^2- + 4 OH^- -> 2 MnO2 + 6 CO3^2- + 2 H2O"
    ),
    (
      "Al + NO3- -> Al(OH)4- + NH3", "basic",
      "8 Al + 3 NO3^- + 5 OH^- + 18 H2O -> 8 Al(OH)4^- + 3 NH3"
    ),
    (
      "Zn + NO3- -> Zn(OH)42- + NH3", "basic",
      "4 Zn + NO3^- + 7 OH^- + 6 H2O -> 4 Zn(OH)4^2- + NH3"
    ),
    (
      "ClO- + Cr(OH)4- -> CrO42- + Cl-", "basic",
      "3 ClO^- + 2 Cr(OH)4^- + 2 OH^- -> 2 CrO4^2- + 3 Cl^- + 5 H2O"
    ),
    ("P4 -> PH3 + H2PO2-", "basic", "P4 + 3 OH^- + 3 H2O -> PH3 + 3 H2PO2^-"),
    // No medium: ions as written.
    ("NH4+ + NO2- -> N2 + H2O", "", "NH4^+ + NO2^- -> N2 + 2 H2O"),
    ("S2O32- + I2 -> S4O62- + I-", "", "2 S2O3^2- + I2 -> S4O6^2- + 2 I^-"),
    ("Sn2+ + Fe3+ -> Sn4+ + Fe2+", "", "Sn^2+ + 2 Fe^3+ -> Sn^4+ + 2 Fe^2+"),
    ("Fe3+ + I- -> Fe2+ + I2", "", "2 Fe^3+ + 2 I^- -> 2 Fe^2+ + I2"),
    ("Ce4+ + Fe2+ -> Ce3+ + Fe3+", "", "Ce^4+ + Fe^2+ -> Ce^3+ + Fe^3+"),
    ("Hg22+ -> Hg + Hg2+", "", "Hg2^2+ -> Hg + Hg^2+"),
    ("Cu+ -> Cu + Cu2+", "", "2 Cu^+ -> Cu + Cu^2+"),
    ("Zn + Cu2+ -> Zn2+ + Cu", "", "Zn + Cu^2+ -> Zn^2+ + Cu"),
    ("Al + Cu2+ -> Al3+ + Cu", "", "2 Al + 3 Cu^2+ -> 2 Al^3+ + 3 Cu"),
    ("Ag+ + CrO42- -> Ag2CrO4", "", "2 Ag^+ + CrO4^2- -> Ag2CrO4"),
    ("Ba2+ + SO42- -> BaSO4", "", "Ba^2+ + SO4^2- -> BaSO4"),
    ("Ca2+ + PO43- -> Ca3(PO4)2", "", "3 Ca^2+ + 2 PO4^3- -> Ca3(PO4)2"),
    ("Al3+ + OH- -> Al(OH)3", "", "Al^3+ + 3 OH^- -> Al(OH)3"),
    ("Ca2+ + F- -> CaF2", "", "Ca^2+ + 2 F^- -> CaF2"),
    ("Fe3+ + SCN- -> [Fe(SCN)]2+", "", "Fe^3+ + SCN^- -> [Fe(SCN)]^2+"),
    ("Cu2+ + NH3 -> [Cu(NH3)4]2+", "", "Cu^2+ + 4 NH3 -> [Cu(NH3)4]^2+"),
    ("Fe2+ + CN- -> [Fe(CN)6]4-", "", "Fe^2+ + 6 CN^- -> [Fe(CN)6]^4-"),
    ("Ag+ + NH3 -> [Ag(NH3)2]+", "", "Ag^+ + 2 NH3 -> [Ag(NH3)2]^+"),
    ("NH4+ + OH- -> NH3 + H2O", "", "NH4^+ + OH^- -> NH3 + H2O"),
    ("CO32- + H+ -> CO2 + H2O", "", "CO3^2- + 2 H^+ -> CO2 + H2O"),
    ("HCO3- + H+ -> CO2 + H2O", "", "HCO3^- + H^+ -> CO2 + H2O"),
    ("H2PO4- + OH- -> HPO42- + H2O", "", "H2PO4^- + OH^- -> HPO4^2- + H2O"),
    ("O2- + H2O -> OH-", "", "O^2- + H2O -> 2 OH^-"),
    ("N3- + H2O -> NH3 + OH-", "", "N^3- + 3 H2O -> NH3 + 3 OH^-"),
    ("Fe+3 + e- -> Fe+2", "", "Fe^3+ + e- -> Fe^2+"),
    ("Ba+2 + SO4-2 -> BaSO4", "", "Ba^2+ + SO4^2- -> BaSO4"),
    // Arrows written every way.
    ("H2 + O2 --> H2O", "", "2 H2 + O2 -> 2 H2O"),
    ("CH4 + O2 ==> CO2 + H2O", "", "CH4 + 2 O2 -> CO2 + 2 H2O"),
    ("C3H8 + O2 => CO2 + H2O", "", "C3H8 + 5 O2 -> 3 CO2 + 4 H2O"),
    ("Al + O2 \u{27F6} Al2O3", "", "4 Al + 3 O2 -> 2 Al2O3"),
    ("Fe2O3 + CO --> Fe + CO2", "", "Fe2O3 + 3 CO -> 2 Fe + 3 CO2"),
    ("Fe3+ + e- --> Fe2+", "", "Fe^3+ + e- -> Fe^2+"),
    (
      "MnO4- + Fe2+ ==> Mn2+ + Fe3+", "acidic",
      "MnO4^- + 5 Fe^2+ + 8 H^+ -> Mn^2+ + 5 Fe^3+ + 4 H2O"
    ),
    ("N2 + H2 <--> NH3", "", "N2 + 3 H2 -> 2 NH3"),
    ("NH4+ + H2O <--> NH3 + H3O+", "", "NH4^+ + H2O -> NH3 + H3O^+"),
    ("CH3COOH + H2O <--> CH3COO- + H3O+", "", "CH3COOH + H2O -> CH3COO^- + H3O^+"),
  ])
  func balances(_ equation: String, _ medium: String, _ answer: String) throws {
    let options = BalanceOptions(medium: RedoxMedium(rawValue: medium))
    let balanced = try EquationBalancer.balance(
      ChemicalEquation(parsing: equation), options: options)
    #expect(terms(balanced) == (try terms(answer: answer)))
  }

  /// The equation printed shows each species as read, and the arrow's kind is kept.
  @Test func shownAsRead() throws {
    let permanganate = try EquationBalancer.balance(
      ChemicalEquation(parsing: "MnO4- -> Mn2+"), options: BalanceOptions(medium: .acidic))
    #expect(permanganate.ascii == "MnO4^- + 8 H^+ + 5 e- -> Mn^2+ + 4 H2O")
    #expect(permanganate.terms[0].text.typeset == "MnO\u{2084}\u{207B}")
    let ammonium = try EquationBalancer.balance(
      ChemicalEquation(parsing: "NH4+ + H2O <--> NH3 + H3O+"))
    #expect(ammonium.ascii == "NH4^+ + H2O <=> NH3 + H3O^+")
    let oxide = try EquationBalancer.balance(ChemicalEquation(parsing: "O2- + H2O -> OH-"))
    #expect(oxide.notes.first?.hasPrefix("'O2-' read as O^2- ") == true)
  }

  /// Arrows that are not one: a second arrow, and `-->` against a species, where its '-'
  /// could be the species' charge.
  @Test(arguments: [
    ("H2 + O2 -> H2O -> H2O2", "a second arrow: an equation has one", 15),
    ("Cl-->Cl2", "put a space before '-->'", 2),
    ("H2 + O2 ==> H2O ==> X", "a second arrow: an equation has one", 16),
  ])
  func badArrows(_ equation: String, _ reason: String, _ column: Int) {
    #expect {
      _ = try ChemicalEquation(parsing: equation)
    } throws: { error in
      guard let error = error as? EquationError else { return false }
      return error.reason.hasPrefix(reason) && error.column == column
    }
  }
}
