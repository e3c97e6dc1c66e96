import ElementsCore
import Testing

/// Apple's original file and JSON files load; every kind of bad file gets a precise error.
@Suite struct LoadingTests {
  /// Apple's TheElements data loads unchanged, quirks and all.
  @Test func loadsApplesOriginalFile() throws {
    let table = try DataFile.load(path: Fixture.applePlist)
    #expect(table.elementsByNumber.count == 118)
    #expect(table.warnings.isEmpty)
    let oganesson = try #require(table.element(number: 118))
    #expect(oganesson.name == "Ununoctium")
    #expect(oganesson.position == GridPosition(row: 7, column: 18))
    #expect(table.element(number: 117)?.atomicWeight == nil)
    #expect(table.element(number: 89)?.atomicWeight == .massNumber(227))
    #expect(table.element(number: 1)?.atomicWeight == .standard("1.00794"))
    #expect(table.element(number: 6)?.discovery == .antiquity)
    #expect(table.element(number: 11)?.discovery == .year(1807))
    #expect(table.element(number: 90)?.isRadioactive == true)
    #expect(table.element(matching: "aluminum")?.symbol == "Al")
    #expect(table.element(matching: "Uuo")?.atomicNumber == 118)
  }

  /// A table read from a file knows the file; one made in memory does not.
  @Test func aTableKnowsTheFileItWasReadFrom() throws {
    let table = try DataFile.load(path: Fixture.applePlist)
    #expect(table.dataFile == Fixture.applePlist)
    #expect(table.known(in: 1800)?.dataFile == Fixture.applePlist)
    #expect(try PeriodicTable(elements: table.elementsByNumber).dataFile == nil)
  }

  @Test func loadsPeriodicTableJSON() throws {
    let json = """
      {"elements": [
        {"name": "Hydrogen", "symbol": "H", "number": 1, "atomic_mass": 1.008, "category": "diatomic nonmetal",
         "phase": "Gas", "melt": 13.99, "boil": 20.271, "density": 0.08988, "period": 1, "group": 1,
         "xpos": 1, "ypos": 1, "shells": [1], "electron_configuration": "1s1",
         "electronegativity_pauling": 2.2, "discovered_by": "Henry Cavendish",
         "source": "https://en.wikipedia.org/wiki/Hydrogen", "spectral_img": null, "cpk-hex": "ffffff"},
        {"name": "Iron", "symbol": "Fe", "number": 26, "atomic_mass": 55.8452, "category": "transition metal",
         "phase": "Solid", "melt": 1811, "boil": 3134, "density": 7.874, "period": 4, "group": 8,
         "xpos": 8, "ypos": 4, "shells": [2, 8, 14, 2], "electron_configuration": "1s2 2s2 2p6 3s2 3p6 3d6 4s2",
         "electron_configuration_semantic": "[Ar] 3d6 4s2", "source": "https://en.wikipedia.org/wiki/Iron"},
        {"name": "Technetium", "symbol": "Tc", "number": 43, "atomic_mass": 98, "category": "transition metal",
         "phase": "Solid", "xpos": 7, "ypos": 5}
      ]}
      """
    let table = try DataFile.load(bytes: Array(json.utf8), file: "PeriodicTableJSON.json")
    #expect(table.elementsByNumber.map(\.symbol) == ["H", "Fe", "Tc"])
    let hydrogen = try #require(table.element(number: 1))
    #expect(hydrogen.category == .nonmetal)
    #expect(hydrogen.state == .gas)
    #expect(hydrogen.density == 0.000_089_88)
    #expect(hydrogen.discoveredBy == "Henry Cavendish")
    let iron = try #require(table.element(number: 26))
    #expect(iron.electronConfiguration == "[Ar] 3d6 4s2")
    #expect(iron.atomicWeight == .standard("55.8452"))
    #expect(iron.meltingPoint == 1811)
    #expect(table.element(number: 43)?.atomicWeight == .massNumber(98))
    #expect(table.warnings.isEmpty)

    let bare = "[" + json.split(separator: "[", maxSplits: 1)[1].dropLast()
    #expect(
      try DataFile.load(bytes: Array(bare.utf8), file: "bare.json").elementsByNumber.count == 3)
  }

  /// Older versions of Periodic-Table-JSON: categories with a space after them or in the
  /// plural read; shells that leave out a shell and a period that is not the row's are
  /// dropped with a warning; converted values keep 6 significant figures, and a diatomic
  /// element's molar heat is per mole of molecules.
  @Test func readsOlderPeriodicTableJSON() throws {
    let json = """
      [
        {"name": "Hydrogen", "symbol": "H", "number": 1, "atomic_mass": 1.008, "phase": "Gas",
         "category": "diatomic nonmetal", "xpos": 1, "ypos": 1, "density": 0.08988,
         "molar_heat": 28.836, "ionization_energies": [1312.0], "electron_affinity": 72.769},
        {"name": "Oxygen", "symbol": "O", "number": 8, "atomic_mass": 15.999, "phase": "Gas",
         "xpos": 16, "ypos": 2, "density": 1.429, "molar_heat": 29.378},
        {"name": "Iron", "symbol": "Fe", "number": 26, "atomic_mass": 55.845, "phase": "Solid",
         "category": "transition metal ", "xpos": 8, "ypos": 4, "period": 1, "shells": [8, 14, 2],
         "molar_heat": 25.1},
        {"name": "Calcium", "symbol": "Ca", "number": 20, "atomic_mass": 40.078, "phase": "Solid",
         "category": "alkaline earth metals", "xpos": 2, "ypos": 4, "period": 4,
         "shells": [2, 8, 8, 2]}
      ]
      """
    let table = try DataFile.load(bytes: Array(json.utf8), file: "old.json")
    let hydrogen = try #require(table.element(number: 1))
    let details = table.details(of: hydrogen)
    #expect(details.specificHeat == 14.3036)
    #expect(details.ionizationEnergies == [13.5979])
    #expect(details.electronAffinity == 0.754198)
    #expect(table.details(of: try #require(table.element(number: 8))).specificHeat == 0.91812)
    #expect(table.element(number: 8)?.density == 0.001429)
    let iron = try #require(table.element(number: 26))
    #expect(iron.category == .transitionMetal)
    #expect(iron.period == nil)
    #expect(iron.electronShells.isEmpty)
    #expect(table.details(of: iron).specificHeat == 0.449458)
    // Without a discovery year, whether it was known in antiquity is not known either.
    #expect(
      ElementField.knownSinceAntiquity.value(of: iron, details: table.details(of: iron)) == nil)
    let calcium = try #require(table.element(number: 20))
    #expect(calcium.category == .alkalineEarthMetal)
    #expect(calcium.period == 4)
    #expect(calcium.electronShells == [2, 8, 8, 2])
    #expect(
      table.warnings.map(\.description) == [
        "old.json: entry 3 (Iron): 'period' is 1, expected the period of the row it is drawn in,"
          + " 4; the value is ignored",
        "old.json: entry 3 (Iron): 'shells' is an array, expected electrons per shell adding up to"
          + " 26; the value is ignored",
      ])
    let keyed = #"{"Hydrogen": {"name": "Hydrogen", "symbol": "H"}}"#
    #expect(
      throws: ElementsDataError.wrongTopLevel(
        file: "keyed.json", expected: "an array of elements (or an object with 'elements')",
        found: "a dictionary without the key 'elements'")
    ) { try DataFile.load(bytes: Array(keyed.utf8), file: "keyed.json") }
  }

  @Test func loadsOddButUsableDataWithWarnings() throws {
    let bytes = Fixture.plist(entries: [
      Fixture.entry(extra: "<key>colour</key><string>grey</string>"),
      Fixture.entry(
        number: "<integer>119</integer>", symbol: "Uue", name: "Ununennium",
        extra: "<key>colour</key><string>red</string>"),
    ])
    let table = try DataFile.load(bytes: bytes, file: "odd.plist")
    #expect(
      table.warnings.map(\.description) == [
        "odd.plist: entry 1 (Iron): unknown key 'colour' ignored (in 2 entries)",
        "odd.plist: entry 2 (Ununennium): shares row 4, column 8 with entry 1 (Iron); the table shows entry 1",
        "odd.plist: entry 2 (Ununennium): atomic number 119 is above 118, the heaviest known element",
      ])
  }

  @Test(arguments: [
    (
      Fixture.plist("<dict><key>a</key><string>b</string></dict>"),
      "test.plist: expected an array of elements at the top level, found a dictionary"
    ),
    (Fixture.plist("<array/>"), "test.plist: the file contains no elements"),
    (
      Fixture.plist(entries: ["<string>Iron</string>"]),
      "test.plist: entry 1: expected a dictionary, found 'Iron'"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(), Fixture.entry().replacingSymbol("Fe", with: "")]),
      "test.plist: entry 2 (Iron): 'symbol' is '', expected 1 to 3 letters, the first a capital (like \"Fe\")"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(number: "<string>abc</string>")]),
      "test.plist: entry 1 (Iron): 'atomicNumber' is 'abc', expected a whole number"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(number: "<integer>-3</integer>")]),
      "test.plist: entry 1 (Iron): 'atomicNumber' is -3, expected a whole number from 1 to 999"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(number: "<integer>0</integer>")]),
      "test.plist: entry 1 (Iron): 'atomicNumber' is 0, expected a whole number from 1 to 999"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(), Fixture.entry(symbol: "Co", name: "Cobalt")]),
      "test.plist: entry 2 (Cobalt): atomic number 26 is already used by entry 1 (Iron)"
    ),
    (
      Fixture.plist(entries: [
        Fixture.entry(), Fixture.entry(number: "<integer>27</integer>", name: "Cobalt"),
      ]),
      "test.plist: entry 2 (Cobalt): symbol 'Fe' is already used by entry 1 (Iron)"
    ),
    (
      Fixture.plist(entries: [
        Fixture.entry(), Fixture.entry(number: "<integer>27</integer>", symbol: "Co"),
      ]),
      "test.plist: entry 2 (Iron): name 'Iron' is already used by entry 1 (Iron)"
    ),
    // Names and symbols compare without case; an alternate name may repeat its own entry's
    // name but no other entry's; the first entry in the file with a problem is the one named.
    (
      Fixture.plist(entries: [
        Fixture.entry(extra: alternates("Ferrum", "iron")),
        Fixture.entry(number: "<integer>27</integer>", symbol: "Co", name: "Cobalt"),
        Fixture.entry(
          number: "<integer>28</integer>", symbol: "Ni", name: "Nickel",
          extra: alternates("Kupfernickel", "FERRUM")),
        Fixture.entry(number: "<integer>29</integer>", symbol: "Co", name: "Copper"),
      ]),
      "test.plist: entry 3 (Nickel): name 'FERRUM' is already used by entry 1 (Iron)"
    ),
    (
      Fixture.plist(entries: [
        Fixture.entry(),
        Fixture.entry(number: "<integer>27</integer>", symbol: "Co", name: "Cobalt"),
        Fixture.entry(number: "<integer>29</integer>", symbol: "Cu", name: "cobalt"),
        Fixture.entry(number: "<integer>28</integer>", symbol: "Co", name: "Nickel"),
      ]),
      "test.plist: entry 3 (cobalt): name 'cobalt' is already used by entry 2 (Cobalt)"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(state: "Plasma")]),
      "test.plist: entry 1 (Iron): 'state' is 'Plasma', expected Solid, Liquid, Gas or Artificial"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(row: 11)]),
      "test.plist: entry 1 (Iron): 'vertPos' is 11, expected a whole number from 1 to 10"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(name: "Iron&#27;[2J")]),
      "test.plist: entry 1 (Iron?[2J): 'name' is 'Iron?[2J', expected text without control characters (found U+001B)"
    ),
    (
      Fixture.plist(entries: [Fixture.entry(name: String(repeating: "x", count: 500))]),
      "test.plist: entry 1 (\(String(repeating: "x", count: 40))...): 'name' is '\(String(repeating: "x", count: 40))...' (500 characters), expected at most 64 characters"
    ),
  ])
  func rejectsBadFilesPrecisely(bytes: [UInt8], message: String) {
    #expect(Fixture.loadError(bytes) == message)
  }

  /// Only what an element cannot exist without rejects a file; an unusable optional value is
  /// dropped with a warning naming the file, entry and key, and the element loads without it.
  @Test(arguments: [
    (
      "<key>radioactive</key><string>Maybe</string>",
      "test.plist: entry 1 (Iron): 'radioactive' is 'Maybe', expected True or False;"
        + " the value is ignored"
    ),
    (
      "<key>atomicWeight</key><string>heavy</string>",
      "test.plist: entry 1 (Iron): 'atomicWeight' is 'heavy', expected a weight like"
        + " \"55.845\" or \"[98]\"; the value is ignored"
    ),
    (
      "<key>wikipedia</key><string>javascript:alert(1)</string>",
      "test.plist: entry 1 (Iron): 'wikipedia' is 'javascript:alert(1)', expected an http or"
        + " https address without spaces; the value is ignored"
    ),
    (
      "<key>discoveredBy</key><integer>1807</integer>",
      "test.plist: entry 1 (Iron): 'discoveredBy' is 1807, expected text; the value is ignored"
    ),
    (
      "<key>wikipedia</key><string>https://en.wikipedia.org/wiki/Iron ore</string>",
      "test.plist: entry 1 (Iron): 'wikipedia' is 'https://en.wikipedia.org/wiki/Iron ore', an"
        + " address with spaces; read as 'https://en.wikipedia.org/wiki/Iron_ore'"
    ),
  ])
  func dropsUnusableOptionalValues(extra: String, warning: String) throws {
    let bytes = Fixture.plist(entries: [Fixture.entry(extra: extra)])
    #expect(Fixture.loadWarnings(bytes) == [warning])
    let iron = try #require(try DataFile.load(bytes: bytes, file: "test.plist").element(number: 26))
    #expect(iron.name == "Iron")
    #expect(iron.isRadioactive == nil && iron.atomicWeight == nil && iron.discoveredBy == nil)
  }

  /// The repaired address is the one used.
  @Test func repairsAnAddressWithSpaces() throws {
    let bytes = Fixture.plist(entries: [
      Fixture.entry(extra: "<key>wikipedia</key><string>https://e.org/wiki/A b</string>")
    ])
    let table = try DataFile.load(bytes: bytes, file: "test.plist")
    #expect(table.element(number: 26)?.wikipediaURL == "https://e.org/wiki/A_b")
  }

  @Test func namesTheMissingKey() {
    let entry = Fixture.entry().replacingOccurrences(
      of: "<key>symbol</key><string>Fe</string>", with: "")
    #expect(
      Fixture.loadError(Fixture.plist(entries: [entry]))
        == "test.plist: entry 1 (Iron): missing key 'symbol'")
    let nameless = Fixture.entry().replacingOccurrences(
      of: "<key>name</key><string>Iron</string>", with: "")
    #expect(
      Fixture.loadError(Fixture.plist(entries: [nameless]))
        == "test.plist: entry 1 (Fe): missing key 'name'")
  }

  @Test func reportsParseErrorsWithTheirLine() throws {
    let message = try #require(Fixture.loadError(Array("<plist><array><dict>".utf8)))
    #expect(message.hasPrefix("test.plist: line 1: "))
    #expect(
      Fixture.loadError(Array("hello".utf8)) == "test.plist: not a property list or JSON document")
    #expect(Fixture.loadError([]) == "test.plist: the file is empty")
  }

  @Test func refusesFilesOverTheSizeLimitBeforeParsing() {
    let huge = [UInt8](repeating: 0x20, count: DataFile.sizeLimit + 1)
    #expect(
      Fixture.loadError(huge)
        == "test.plist: the file is \(DataFile.sizeLimit + 1) bytes; data files are limited to \(DataFile.sizeLimit) bytes"
    )
  }

  @Test func refusesTooManyEntries() {
    let entries = Array(repeating: "<dict/>", count: DataFile.entryLimit + 1)
    #expect(
      Fixture.loadError(Fixture.plist(entries: entries))
        == "test.plist: the file has 1001 entries; the limit is 1000")
  }

  @Test func explainsUnreadableFiles() {
    #expect(
      throws: ElementsDataError.cannotRead(
        file: "/nonexistent/x.plist", reason: "No such file or directory")
    ) {
      try DataFile.load(path: "/nonexistent/x.plist")
    }
    #expect(throws: ElementsDataError.cannotRead(file: "/tmp", reason: "it is a directory")) {
      try DataFile.load(path: "/tmp")
    }
  }

  @Test func rejectsBadJSONEntries() {
    let missing = #"[{"name": "Iron", "symbol": "Fe", "phase": "Solid", "xpos": 8, "ypos": 4}]"#
    #expect(
      Fixture.loadError(Array(missing.utf8), file: "x.json")
        == "x.json: entry 1 (Iron): missing key 'number'")
    let wrongTop = #"{"element": []}"#
    #expect(
      Fixture.loadError(Array(wrongTop.utf8), file: "x.json")
        == "x.json: expected an array of elements (or an object with 'elements') at the top level,"
        + " found a dictionary without the key 'elements'"
    )
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    replacing(target, with: replacement)
  }

  fileprivate func replacingSymbol(_ symbol: String, with replacement: String) -> String {
    replacing("<string>\(symbol)</string>", with: "<string>\(replacement)</string>")
  }
}

/// An `alternateNames` key and its list, for a plist entry.
private func alternates(_ names: String...) -> String {
  "<key>alternateNames</key><array>" + names.map { "<string>\($0)</string>" }.joined() + "</array>"
}
