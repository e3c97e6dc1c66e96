import ElementsCore
import ElementsData
import Testing

/// The formula grammar: what is read, and every refusal with its exact message and column.
@Suite struct FormulaParserTests {
  /// Formulas as written, their Hill formula, atom count and charge.
  @Test(arguments: [
    ("H2O", "H2O", 3, 0),
    ("C6H12O6", "C6H12O6", 24, 0),
    ("Co", "Co", 1, 0),
    ("CO", "CO", 2, 0),
    ("NaCl", "ClNa", 2, 0),
    ("K4[Fe(CN)6]", "C6FeK4N6", 17, 0),
    ("AgCuRu4(H)2[CO]12{P(C6H5)3}2", "C48H32AgCuO12P2Ru4", 100, 0),
    ("CuSO4·5H2O", "CuH10O9S", 21, 0),
    ("Al2(SO4)3·18H2O", "Al2H36O30S3", 71, 0),
    ("NH3.BF3", "BF3H3N", 8, 0),
    ("NH3 • BF3", "BF3H3N", 8, 0),
    ("5*H2O", "H10O5", 15, 0),
    ("CuSO4 * 5H2O", "CuH10O9S", 21, 0),
    ("2H2O", "H4O2", 6, 0),
    ("H₂O", "H2O", 3, 0),
    ("C₆H₁₂O₆", "C6H12O6", 24, 0),
    ("[13C]O2", "[13C]O2", 3, 0),
    ("¹³CO2", "[13C]O2", 3, 0),
    ("CO[13C]O", "C[13C]O2", 4, 0),
    ("CDCl3", "CDCl3", 5, 0),
    ("CH3D", "CH3D", 5, 0),
    ("D2O", "D2O", 3, 0),
    ("HTO", "HTO", 3, 0),
    ("[2H]2O", "D2O", 3, 0),
    ("SO4^2-", "O4S^2-", 5, -2),
    ("Fe^3+", "Fe^3+", 1, 3),
    ("NH4^+", "H4N^+", 5, 1),
    ("OH^-", "HO^-", 2, -1),
    ("SO4²⁻", "O4S^2-", 5, -2),
    ("Na⁺", "Na^+", 1, 1),
    ("Na+", "Na^+", 1, 1),
    ("Cl-", "Cl^-", 1, -1),
    ("O--", "O^2-", 1, -2),
    ("[Fe(CN)6]^4-", "C6FeN6^4-", 13, -4),
    ("C^4-", "C^4-", 1, -4),
    ("P8W48O184^40-", "O184P8W48^40-", 240, -40),
    ("Fe^26+", "Fe^26+", 1, 26),
    ("Og", "Og", 1, 0),
    ("Ts2", "Ts2", 2, 0),
  ])
  func reads(formula: String, hill: String, atoms: Int, charge: Int) throws {
    let read = try ChemicalFormula(parsing: formula)
    #expect(read.hill == hill)
    #expect(read.atomCount == atoms)
    #expect(read.charge == charge)
    #expect(read.text == formula)
  }

  /// Each refusal: the exact reason, and the column the caret goes under.
  @Test(arguments: [
    ("", "the formula is empty", 0),
    ("Xx", "'Xx' is not an element symbol", 0),
    ("A", "'A' is not an element symbol", 0),
    ("HA", "'A' is not an element symbol", 1),
    ("a", "'a' is not an element symbol: symbols start with a capital letter", 0),
    ("co2", "'co' is not an element symbol: symbols start with a capital letter", 0),
    ("C[H", "'[' is never closed", 1),
    ("C[H(", "'(' is never closed", 3),
    ("H)2", "')' closes nothing", 1),
    ("(]", "']' cannot close '('", 1),
    ("()", "the group '()' is empty", 0),
    ("H2{}", "the group '{}' is empty", 2),
    ("H0", "a count must be at least 1, not '0'", 1),
    ("0H", "a coefficient must be at least 1, not '0'", 0),
    ("H1000000001", "the count '1000000001' is over the limit of 1000000000", 1),
    ("C:H", "unexpected ':'", 1),
    ("C+a", "unexpected 'a' after the charge", 2),
    ("CuSO4..5H2O", "two joiners in a row ('..')", 6),
    ("CuSO4·*5H2O", "two joiners in a row ('·*')", 6),
    ("CuSO4. .5H2O", "two joiners in a row ('..')", 7),
    ("H2O.", "nothing follows the joiner '.'", 3),
    (".H2O", "unexpected '.'", 0),
    ("5", "an element symbol must follow the coefficient '5'", 1),
    ("H2O ", "a space is allowed only around a joiner (· • . *)", 3),
    (" H2O", "unexpected space", 0),
    ("H2 O", "a space is allowed only around a joiner (· • . *)", 2),
    ("SO4 2-", "a charge is written against its species, with no space: 'SO4^2-'", 3),
    ("Fe  3+", "a charge is written against its species, with no space: 'Fe^3+'", 2),
    ("NO3 -", "a charge is written against its species, with no space: 'NO3^-'", 3),
    ("SO4 123-", "a space is allowed only around a joiner (· • . *)", 3),
    ("5 H2O", "unexpected space", 1),
    ("1.5H2O", "unexpected '.'", 1),
    ("[1C]", "C has no isotope 1: a mass number is at least the atomic number (6)", 0),
    ("[1000C]", "mass number 1000 is too large", 1),
    ("[13]", "an element symbol must follow the mass number '13'", 3),
    ("[13C", "']' must close the isotope label", 4),
    ("[2D]O", "'D' is not an element symbol", 2),
    ("H²", "a superscript mass number must come before an element symbol, as in '¹³C'", 1),
    ("Fe0+", "a charge must be at least 1, not '0'", 2),
    ("Fe3+Cl", "unexpected 'C' after the charge", 4),
    ("Fe++3", "unexpected '3' after the charge", 4),
    ("Xq3+", "'Xq' is not an element symbol", 0),
    ("CO^32-", "charge 32- is more than the 2 atoms can take: at most 4 electrons each", 2),
    ("C^5-", "charge 5- is more than the atom can take: at most 4 electrons each", 1),
    ("Fe^3", "a charge is written '^+', '^-', '^2+' or '^2-'", 4),
    ("Fe^0+", "a charge must be at least 1, not '0'", 3),
    ("Fe^1001+", "the charge is over the limit of 1000", 2),
    ("H^2+", "charge 2+ is more than the 1 electron the atoms have", 1),
    ("Na+.H2O", "unexpected '.' after the charge", 3),
    ("Na²", "a superscript mass number must come before an element symbol, as in '¹³C'", 2),
    ("Fe²", "a superscript mass number must come before an element symbol, as in '¹³C'", 2),
    ("+", "unexpected '+'", 0),
    ("H2O\u{1B}", "unexpected '?'", 3),
  ])
  func refuses(formula: String, reason: String, column: Int) {
    #expect(throws: FormulaError(formula: formula, reason: reason, column: column)) {
      try ChemicalFormula(parsing: formula)
    }
  }

  /// The message quotes the formula and says what kind of problem it is.
  @Test func message() {
    let error = FormulaError(formula: "C[H", reason: "'[' is never closed", column: 1)
    #expect(error.description == "not a formula: 'C[H': '[' is never closed")
  }

  /// Sizes are bounded: long texts, deep brackets and huge totals end in an error at once.
  @Test func limits() {
    let long = String(repeating: "H", count: 1001)
    #expect(
      throws: FormulaError(
        formula: long, reason: "the formula is longer than 1000 characters", column: 1000)
    ) {
      try ChemicalFormula(parsing: long)
    }
    let huge = String(repeating: "H", count: 100_000)
    #expect(
      throws: FormulaError(
        formula: huge, reason: "the formula is longer than 1000 characters", column: 1000)
    ) {
      try ChemicalFormula(parsing: huge)
    }
    #expect(throws: Never.self) {
      try ChemicalFormula(parsing: String(repeating: "H", count: 1000))
    }
    let deep = String(repeating: "(", count: 33) + "H" + String(repeating: ")", count: 33)
    #expect(
      throws: FormulaError(formula: deep, reason: "brackets nest more than 32 deep", column: 32)
    ) {
      try ChemicalFormula(parsing: deep)
    }
    let nested = String(repeating: "(", count: 32) + "H" + String(repeating: ")", count: 32)
    #expect(throws: Never.self) { try ChemicalFormula(parsing: nested) }
    let many = "(H1000000000)1001"
    #expect(
      throws: FormulaError(
        formula: many, reason: "more than 1000000000000 atoms in all", column: 13)
    ) {
      try ChemicalFormula(parsing: many)
    }
    let total = "H1000000000" + String(repeating: "(H1000000000)999", count: 2)
    #expect(
      throws: FormulaError(
        formula: total, reason: "more than 1000000000000 atoms in all", column: 39)
    ) {
      try ChemicalFormula(parsing: total)
    }
    #expect(throws: Never.self) { try ChemicalFormula(parsing: "(H1000000000)999.H") }
    #expect(throws: Never.self) { try ChemicalFormula(parsing: "(H1000000000)1000") }
    let longCount = "H" + String(repeating: "9", count: 30)
    #expect(
      throws: FormulaError(
        formula: longCount,
        reason: "the count '99999999999999999999…' is over the limit of 1000000000", column: 1)
    ) {
      try ChemicalFormula(parsing: longCount)
    }
  }
}

/// Every element 1-118 reads by its IUPAC symbol, alone and with a count.
@Suite struct FormulaSymbolTests {
  @Test func everyElement() throws {
    for element in PeriodicTable.standard.elementsByNumber {
      let formula = try ChemicalFormula(parsing: element.symbol + "2")
      #expect(formula.atoms.map(\.atomicNumber) == [element.atomicNumber])
      #expect(formula.atoms.map(\.symbol) == [element.symbol])
      #expect(formula.atomCount == 2)
    }
    #expect(PeriodicTable.standard.elementsByNumber.count == 118)
  }
}
