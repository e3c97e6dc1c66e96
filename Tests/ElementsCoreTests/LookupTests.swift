import ElementsCore
import ElementsData
import Testing

/// One entry point resolves numbers, symbols, names, spellings and placeholder names.
@Suite struct LookupTests {
  let table = PeriodicTable.standard

  @Test(arguments: ["Fe", "fe", "FE", "iron", "Iron", "IRON", "26", " 26 ", "026"])
  func findsIron(query: String) {
    #expect(table.element(matching: query)?.name == "Iron")
  }

  @Test(arguments: [
    ("Aluminum", "Aluminium"), ("cesium", "Caesium"), ("Sulphur", "Sulfur"),
    ("Ununoctium", "Oganesson"), ("uuo", "Oganesson"), ("Ununtrium", "Nihonium"),
    ("Uut", "Nihonium"), ("Ununbium", "Copernicium"), ("Ununnilium", "Darmstadtium"),
    ("Unununium", "Roentgenium"), ("Ununseptium", "Tennessine"), ("Unnilquadium", "Rutherfordium"),
  ])
  func findsAlternateAndSystematicNames(query: String, name: String) {
    #expect(table.element(matching: query)?.name == name)
  }

  @Test(arguments: ["", "   ", "0", "119", "-1", "Xx", "Unbinilium", "ironx", "Fe26"])
  func findsNothingForOtherWords(query: String) {
    #expect(table.element(matching: query) == nil)
  }

  @Test func suggestsCloseNames() throws {
    #expect(table.suggestions(for: "Irn").first?.name == "Iron")
    #expect(table.suggestions(for: "oxigen").first?.name == "Oxygen")
    #expect(table.suggestions(for: "Aluminim").first?.name == "Aluminium")
    #expect(table.suggestions(for: "qwertyuiop").isEmpty)
  }

  @Test func explainsAMissWithSuggestions() {
    #expect(throws: LookupError.noMatch(query: "Irn", suggestions: ["Iron"])) {
      try table.resolve("Irn")
    }
    let error = LookupError.noMatch(query: "Irn", suggestions: ["Iron"])
    #expect(error.description == "no element matches 'Irn' (did you mean Iron?)")
    let several = LookupError.noMatch(query: "x", suggestions: ["A", "B", "C"])
    #expect(several.description == "no element matches 'x' (did you mean A, B or C?)")
    #expect(
      LookupError.noMatch(query: "zz", suggestions: []).description == "no element matches 'zz'")
  }
}

/// Substring search with a scope, best matches first.
@Suite struct SearchTests {
  let table = PeriodicTable.standard

  @Test func matchesNamesAnywhere() {
    let names = table.search("iron", scope: .name).map(\.name)
    #expect(names == ["Iron"])
    let ium = table.search("ium", scope: .name)
    #expect(ium.count > 60)
    // In the name or in an alternate name: Antimony for Stibium.
    #expect(
      ium.allSatisfy { element in
        ([element.name] + element.alternateNames).contains { $0.lowercased().contains("ium") }
      })
  }

  @Test func ranksExactThenPrefixThenSubstring() {
    let symbols = table.search("c", scope: .symbol).map(\.symbol)
    #expect(symbols.first == "C")
    #expect(symbols.prefix(while: { $0 != "Sc" }).allSatisfy { $0.hasPrefix("C") })
    #expect(symbols.contains("Tc"))
  }

  @Test func searchesNumbersAsText() {
    let numbers = table.search("11", scope: .number).map(\.atomicNumber)
    #expect(numbers == [11, 110, 111, 112, 113, 114, 115, 116, 117, 118])
  }

  @Test func allScopeCombinesFields() {
    let found = table.search("fe", scope: .all).map(\.symbol)
    #expect(found.first == "Fe")
    #expect(table.search("26", scope: .all).first?.symbol == "Fe")
    #expect(table.search("26", scope: .name).isEmpty)
  }

  @Test func emptyTextMatchesEverything() {
    #expect(table.search("", scope: .name).count == 118)
  }
}

/// Misses that say something useful, and search that finds what lookup finds.
@Suite struct HelpfulMissTests {
  @Test(arguments: [
    ("119", "no element has atomic number 119 (atomic numbers run from 1 to 118)"),
    (" 0 ", "no element has atomic number 0 (atomic numbers run from 1 to 118)"),
    ("a", "no element matches 'a' (did you mean Ac, Ag, Al, Am, Ar, As, At or Au?)"),
    ("X", "no element matches 'X' (did you mean Xe?)"),
    ("q", "no element matches 'q'"),
    ("Irn", "no element matches 'Irn' (did you mean Iron?)"),
  ])
  func missesExplainThemselves(query: String, message: String) {
    do {
      _ = try PeriodicTable.standard.resolve(query)
      Issue.record("'\(query)' resolved")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(arguments: [
    ("uuo", "Og"), ("Ununoctium", "Og"), ("wolfram", "W"), ("Oganesson", "Og"), ("sulphur", "S"),
  ])
  func searchFindsWhatLookupFinds(query: String, symbol: String) {
    let found = PeriodicTable.standard.search(query)
    #expect(found.first?.symbol == symbol, "\(found.map(\.symbol))")
    #expect(PeriodicTable.standard.search(query, scope: .name).first?.symbol == symbol)
  }
}
