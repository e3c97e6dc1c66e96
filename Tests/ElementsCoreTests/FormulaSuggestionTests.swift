import ElementsCore
import ElementsData
import Testing

/// What `mass` suggests for a formula typed in the wrong case: plausible slips only, never an
/// ordinary word in odd capitals.
@Suite struct FormulaSuggestionTests {
  let table = PeriodicTable.standard

  func suggestions(_ text: String) -> [String] {
    let table = self.table
    return FormulaMass.suggestions(for: text, data: TableMassData(table: table)) { number in
      table.element(number: number).map { table.details(of: $0).oxidationStates.common } ?? []
    }
  }

  /// Ordinary words get no suggestion: `water` would be W At Er, `iron` Ir O N, which no
  /// common oxidation states balance; the others split into no symbols at all.
  @Test(arguments: [
    "water", "Water", "WATER", "salt", "sugar", "hello", "iron", "Iron", "IRON", "xyzzy",
  ])
  func wordsGetNoSuggestion(word: String) {
    #expect(suggestions(word) == [], "\(word)")
    #expect(FormulaMass.isWord(word))
  }

  /// Real slips, with the formula a chemist meant: caps lock, no shift, one letter's case.
  @Test(arguments: [
    ("NACL", ["NaCl"]), ("nacl", ["NaCl"]), ("Nacl", ["NaCl"]), ("NaCL", ["NaCl"]),
    ("naoh", ["NaOH"]), ("NAOH", ["NaOH"]), ("hcl", ["HCl"]), ("kbr", ["KBr"]),
    ("fe", ["Fe"]), ("h2o", ["H2O"]), ("kmno4", ["KMnO4"]), ("fecl3", ["FeCl3"]),
    ("co2", ["CO2", "Co2"]),
  ])
  func slipsGetTheFormula(text: String, expected: [String]) {
    #expect(suggestions(text) == expected, "\(text)")
  }

  /// A word of letters is offered a reading whose charges balance with each element in one of
  /// its common oxidation states: FeO (+2, −2), MgO, ZnS and LiF; a text with a digit is a
  /// formula attempt, offered every reading.
  @Test(arguments: [
    ("feo", ["FeO"]), ("mgo", ["MgO"]), ("zns", ["ZnS"]), ("lif", ["LiF"]),
    ("fe2o3", ["Fe2O3"]),
  ])
  func lettersBalanceDigitsNeedNot(text: String, expected: [String]) {
    #expect(suggestions(text) == expected, "\(text)")
  }

  @Test func wordsAreLettersAlone() {
    #expect(FormulaMass.isWord("NaCl"))
    #expect(!FormulaMass.isWord("H2O"))
    #expect(!FormulaMass.isWord("Na Cl"))
    #expect(!FormulaMass.isWord(""))
  }
}
