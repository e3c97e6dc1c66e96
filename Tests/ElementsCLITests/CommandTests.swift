import ElementsTestSupport
import Foundation
import Testing

/// The commands a user types, run in process: stdout, stderr and exit status.
@Suite struct CommandTests {
  /// The built-in table's JSON (from records compiled in) is the JSON of the same data read
  /// from its plist with `--data` (formatted as the command runs), in a list and in `show`.
  @Test func builtInJSONIsTheDataFilesJSON() throws {
    let plist = Repository.path + "/Resources/Elements.plist"
    for words in [["list", "--format", "json"], ["show", "Fe", "Og", "H", "--format", "json"]] {
      let builtIn = Elements.run(words)
      let fromFile = Elements.run(["--data", plist] + words)
      #expect(builtIn.status == 0 && fromFile.status == 0)
      #expect(builtIn.stdout.count > 1000)
      #expect(builtIn.stdout == fromFile.stdout)
    }
  }

  /// The whole JSON list saved with `--output` is what standard output carries.
  @Test func jsonListSavedIsTheListPrinted() throws {
    let directory = try TemporaryDirectory.make("json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("list.json").path
    let saved = Elements.run(["list", "--format", "json", "--output", file])
    #expect(saved.status == 0 && saved.stdout == "")
    let printed = Elements.run(["list", "--format", "json"])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.stdout)
  }

  @Test(arguments: ["Fe", "fe", "iron", "26"])
  func showFindsIronByAnyName(query: String) throws {
    let run = Elements.run(["show", query])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("Iron"))
    #expect(run.stdout.contains("55.845"))
    #expect(run.stdoutIsPlain, "no escape codes into a pipe")
  }

  @Test func showBackHasEveryFactWithUnits() throws {
    let run = Elements.run(["show", "Fe", "--back"])
    #expect(run.status == 0)
    for fact in [
      "Iron", "26", "Fe", "Solid", "55.845", "Transition metal", "1811.15 K", "3134.15 K",
      "g/cm³", "https://en.wikipedia.org/wiki/Iron", "Ancient",
    ] {
      #expect(run.stdout.contains(fact), "missing \(fact)")
    }
    #expect(Elements.run(["flip", "Fe"]).stdout == run.stdout)
  }

  /// The reflection is decoration for a terminal: into a pipe only when asked for.
  @Test func theReflectionIsForTerminals() throws {
    let piped = Elements.run(["show", "Fe"]).stdout
    let with = Elements.run(["show", "Fe", "--reflection"]).stdout
    #expect(Elements.run(["show", "Fe", "--no-reflection"]).stdout == piped)
    #expect(piped.split(separator: "\n").count == 9)
    #expect(with.split(separator: "\n").count == 13)
    #expect(with.hasPrefix(piped.dropLast()))
  }

  /// The symbol is text in the tile too: `grep Fe` finds it.
  @Test func theSymbolIsFoundByGrep() {
    let lines = Elements.run(["show", "Fe"]).stdout.split(separator: "\n")
    #expect(lines.filter { $0.contains(" Fe ") }.count == 1)
  }

  /// `show Fe Xx Au` shows iron and gold, then reports Xx, like `ls a missing b`.
  @Test func showShowsWhatItFindsAndReportsTheRest() throws {
    let run = Elements.run(["show", "Fe", "Xx", "Au", "--no-reflection"])
    #expect(run.status == 1)
    #expect(run.stdout.contains("Iron") && run.stdout.contains("Gold"))
    #expect(run.stderr == "elements: no element matches 'Xx' (did you mean Xenon?)\n")
    let none = Elements.run(["show", "Xx", "Qq"])
    #expect(none.status == 1)
    #expect(none.stdout == "")
    #expect(none.stderr.split(separator: "\n").count == 2)
    let wiki = Elements.run(["wiki", "Fe", "Xx"])
    #expect(wiki.stdout == "https://en.wikipedia.org/wiki/Iron\n")
    #expect(wiki.status == 1)
  }

  /// One section of the back, by name; without --back it is a usage error.
  @Test func showBackPrintsOneSection() throws {
    let run = Elements.run(["show", "U", "--back", "--section", "isotopes"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("U-238 99.2742 %"))
    #expect(!run.stdout.contains("Melting point"))
    #expect(Elements.run(["flip", "U", "--section", "History"]).stdout.contains("Wikipedia"))
    let alone = Elements.run(["show", "U", "--section", "atom"])
    #expect(alone.status == 2)
    #expect(alone.stderr.hasPrefix("elements: '--section' shows part of the back; add --back\n"))
  }

  @Test func showUnknownElementSuggests() throws {
    let run = Elements.run(["show", "Irn"])
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr == "elements: no element matches 'Irn' (did you mean Iron?)\n")
  }

  /// JSON from `show` is an array whatever the number of names, so a script's shape never
  /// depends on how many words a variable expanded to.
  @Test func showAsJSONParses() throws {
    let run = Elements.run(["show", "Hg", "--format", "json"])
    #expect(run.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 1)
    let object = try #require(array.first)
    #expect(object["name"] as? String == "Mercury")
    #expect(object["number"] as? Int == 80)
    #expect(object["wikipedia"] as? String == "https://en.wikipedia.org/wiki/Mercury_(element)")
    #expect(object["group"] as? Int == 12)
  }

  @Test func listByNameHasSectionsAndEveryElement() throws {
    let run = Elements.run(["list"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Actinium"))
    #expect(run.stdout.contains("Zirconium"))
    let rows = run.stdout.split(separator: "\n").filter { $0.contains("(") && $0.contains(")") }
    #expect(rows.count == 118)
    #expect(run.stdoutIsPlain)
  }

  @Test func listByNumberStartsWithHydrogen() throws {
    let run = Elements.run(["list", "--by", "number"])
    #expect(run.stdout.split(separator: "\n").first?.contains("Hydrogen") == true)
    #expect(run.stdout.split(separator: "\n").last?.contains("Oganesson") == true)
  }

  @Test func listFiltersByLetterAndState() throws {
    let liquids = Elements.run(["list", "--state", "liquid", "--format", "json"])
    let parsed =
      try JSONSerialization.jsonObject(with: Data(liquids.stdout.utf8)) as? [[String: Any]]
    #expect(parsed?.compactMap { $0["name"] as? String } == ["Bromine", "Mercury"])
    let x = Elements.run(["list", "--letter", "x", "--format", "csv"])
    #expect(x.stdout.split(separator: "\n").count == 2)
    #expect(x.stdout.contains("Xenon"))
    let none = Elements.run(["list", "--letter", "q"])
    #expect(none.status == 1)
    #expect(none.stderr == "elements: no elements whose name starts with Q\n")
  }

  @Test func listAsJSONHasTheDocumentedSchema() throws {
    let run = Elements.run(["list", "--by", "number", "--format", "json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 118)
    let iron = array[25]
    for key in [
      "number", "symbol", "name", "alternateNames", "atomicWeight", "atomicWeightKind", "state",
      "category", "block", "group", "period", "row", "column", "radioactive", "discoveryYear",
      "knownSinceAntiquity", "discoveredBy", "electronConfiguration", "electronShells",
      "meltingPoint", "boilingPoint", "density", "electronegativity", "wikipedia",
      "atomicWeightUncertainty", "ionizationEnergies", "oxidationStates", "casNumber",
      "naturalIsotopes",
    ] {
      #expect(iron.keys.contains(key), "missing key \(key)")
    }
    #expect(iron["atomicWeight"] as? Double == 55.845)
    #expect(array[42]["atomicWeightKind"] as? String == "mass number")
    #expect(array[1]["electronegativity"] is NSNull, "unknown values are null")
    #expect(iron["atomicWeightUncertainty"] as? Double == 0.002)
    #expect(iron["naturalIsotopes"] as? [Int] == [56, 54, 57, 58])
  }

  @Test func listAsCSVAndTSV() throws {
    let csv = Elements.run(["list", "--by", "number", "--format", "csv"]).stdout.split(
      separator: "\n")
    #expect(csv.count == 119)
    // Every field of the catalogue, the main ones first, then the details.
    let header = [
      "number", "symbol", "name", "alternateNames", "atomicWeight", "atomicWeightKind", "state",
      "category", "block", "group", "period", "row", "column", "radioactive", "discoveryYear",
      "knownSinceAntiquity", "discoveredBy", "electronConfiguration", "electronShells",
      "meltingPoint", "boilingPoint", "density", "electronegativity", "wikipedia",
      "atomicWeightUncertainty", "atomicWeightLower", "atomicWeightUpper", "valenceElectrons",
      "neutrons", "ionizationEnergy", "ionizationEnergies", "electronAffinity",
      "electronAffinityUnbound", "commonOxidationStates", "oxidationStates", "covalentRadius",
      "vanDerWaalsRadius", "vanDerWaalsRadiusSource", "atomicRadius", "atomicRadiusSource",
      "latticeStructure", "latticeConstant", "latticeConstantNote", "specificHeat",
      "thermalConductivity", "thermalConductivityNote", "heatOfFusion", "heatOfVaporization",
      "abundanceCrust", "abundanceSea", "allotrope",
      "mohsHardness", "vickersHardness", "brinellHardness", "youngsModulus", "bulkModulus",
      "shearModulus", "poissonsRatio", "molarVolume", "electricalResistivity", "thermalExpansion",
      "speedOfSound", "metallicRadius", "superconductingTemperature", "shannonRadii", "cpkColor",
      "casNumber", "knownIsotopes", "termSymbol", "unpairedElectrons", "naturalIsotopes",
    ]
    #expect(csv[0] == header.joined(separator: ","))
    #expect(csv[1].hasPrefix("1,H,Hydrogen,"))
    let tsv = Elements.run(["list", "--by", "number", "--format", "tsv"]).stdout.split(
      separator: "\n")
    #expect(tsv[26].hasPrefix("26\tFe\tIron\t"))
  }

  @Test func wikiPrintsTheAddress() throws {
    let run = Elements.run(["wiki", "mercury", "Fe"])
    #expect(
      run.stdout
        == "https://en.wikipedia.org/wiki/Mercury_(element)\nhttps://en.wikipedia.org/wiki/Iron\n")
  }

  @Test func searchFindsSubstringsInScope() throws {
    let run = Elements.run(["search", "ir", "--format", "csv"])
    let names = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[2] }
    #expect(names.contains("Iridium"))
    #expect(names.contains("Zirconium"))
    #expect(names.first == "Iridium", "symbol Ir is an exact match")
    let none = Elements.run(["search", "zzz"])
    #expect(none.status == 1)
    #expect(none.stderr == "elements: no element matches 'zzz'\n")
    let numbers = Elements.run(["search", "11", "--scope", "number", "--format", "tsv"])
    #expect(numbers.stdout.split(separator: "\n").count == 11)
  }

  @Test func tableFitsEightyColumnsAndMarksHighlights() throws {
    let run = Elements.run(["table", "--highlight", "Fe,Co,Ni"])
    #expect(run.status == 0)
    for line in run.stdout.split(separator: "\n") { #expect(line.count <= 80, "too wide: \(line)") }
    let plain = Elements.run(["table"])
    #expect(plain.stdout != run.stdout, "a highlight shows without colour")
    let bad = Elements.run(["table", "--highlight", "Fe,Xq"])
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("elements: no element matches 'Xq'"))
  }

  @Test func noCommandPrintsTheTableAndAHint() throws {
    let run = Elements.run([])
    #expect(run.status == 0)
    #expect(run.stdout == (Elements.run(["table"])).stdout)
    #expect(run.stderr.contains("elements --help"))
  }
}

/// What scripts rely on: valid output for no match, and no whole table for an empty search.
@Suite struct ScriptFriendlyTests {
  @Test(arguments: [
    (["search", "zzz", "--format", "json"], "[]\n"),
    (["list", "--letter", "Q", "--format", "json"], "[]\n"),
  ])
  func noMatchIsAnEmptyJSONArray(arguments: [String], stdout: String) throws {
    let run = Elements.run(arguments)
    #expect(run.status == 1)
    #expect(run.stdout == stdout)
    #expect(run.stderr.hasPrefix("elements: no element"))
  }

  @Test(arguments: ["csv", "tsv"])
  func noMatchIsTheHeaderRow(format: String) throws {
    let run = Elements.run(["search", "zzz", "--format", format])
    #expect(run.status == 1)
    let separator = format == "csv" ? "," : "\t"
    #expect(run.stdout.hasPrefix("number\(separator)symbol\(separator)name"))
    #expect(run.stdout.split(separator: "\n").count == 1)
  }

  @Test(arguments: ["", "  "])
  func anEmptySearchIsAUsageError(text: String) throws {
    let run = Elements.run(["search", text])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "elements: 'search' needs text to look for, not '\(text)' (to see every element: elements list)\n"
      ))
  }

  /// Search finds what lookup finds: placeholder, current and alternate names.
  @Test(arguments: [("uuo", "Oganesson"), ("ununoctium", "Oganesson"), ("wolfram", "Tungsten")])
  func searchFindsWhatShowFinds(query: String, name: String) throws {
    let run = Elements.run(["search", query])
    #expect(run.status == 0)
    #expect(run.stdout.contains(name))
  }

  /// The back of a tile of data from a file names the file in place of the built-in data's
  /// sources.
  @Test func theBackOfDataFromAFileNamesTheFile() throws {
    let file = Repository.fixtures + "/TheElements-Elements.plist"
    for command in [["show", "Fe", "--back"], ["flip", "Fe", "--section", "history"]] {
      let run = Elements.run(["--data", file] + command, environment: ["COLUMNS": "300"])
      #expect(run.status == 0)
      #expect(run.stdout.contains("│ Data "))
      #expect(run.stdout.contains(file + " (not the built-in data; its sources are the file's)"))
      #expect(!run.stdout.contains("CIAAW") && !run.stdout.contains("cross-checked"))
    }
  }

  /// An Apple-era file has no categories: the table is coloured by state.
  @Test func aFileWithoutCategoriesIsColouredByState() throws {
    let run = Elements.run([
      "--data", Repository.fixtures + "/TheElements-Elements.plist", "table",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Solid") && run.stdout.contains("Artificial"))
    #expect(!run.stdout.contains("unknown"))
  }

  /// Helpful misses: numbers out of range and single letters.
  @Test func missesSayWhatIsThere() throws {
    #expect(
      Elements.run(["show", "119"]).stderr
        == "elements: no element has atomic number 119 (atomic numbers run from 1 to 118)\n")
    #expect(
      Elements.run(["show", "x"]).stderr
        == "elements: no element matches 'x' (did you mean Xe?)\n"
    )
  }

  /// The marks follow the state at the temperature asked for, not at room temperature.
  @Test func listAtATemperatureMarksThatState() throws {
    let run = Elements.run(["list", "--at", "30C", "--state", "liquid"])
    #expect(run.status == 0)
    for name in ["Bromine", "Caesium", "Gallium", "Mercury"] {
      #expect(run.stdout.contains("◒ \(name)"), "\(name) is liquid at 30 °C")
    }
    let hot = Elements.run(["list", "--at", "3000K", "--state", "gas", "--ascii"])
    #expect(hot.stdout.contains("  o Aluminium"))
    #expect(!hot.stdout.contains("* "))
  }

  /// Neptunium (mp 917 K, bp 4175 K, CRC) is liquid at 1000 K; radium (mp 969 K) has no known
  /// boiling point, so its state at 1000 K is unknown and it is not listed.
  @Test func liquidAtAThousandKelvin() throws {
    let run = Elements.run(["list", "--at", "1000K", "--state", "liquid", "--ascii"])
    #expect(run.status == 0)
    #expect(run.stdout.contains(" Neptunium"))
    #expect(!run.stdout.contains(" Radium"))
  }
}

/// `list --fields` keeps the sections of `--by`; the data formats stay flat records.
@Suite struct ListFieldsSectionTests {
  @Test func theTableKeepsTheStateSections() throws {
    let sections = Elements.run(["list", "--by", "state"])
    let table = Elements.run(["list", "--by", "state", "--fields", "name,density"])
    #expect(table.status == 0)
    let headings = ["Solid", "Liquid", "Gas", "Artificial"]
    let listed = sections.stdout.split(separator: "\n").map(String.init).filter(headings.contains)
    let tabled = table.stdout.split(separator: "\n").map(String.init).filter(headings.contains)
    #expect(listed == headings)
    #expect(tabled == listed)
    let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    // One row of titles, then the sections, a blank line before each but the first.
    #expect(lines[0].hasPrefix("Name"))
    #expect(lines[2] == "Solid")
    let liquid = try #require(lines.firstIndex(of: "Liquid"))
    #expect(lines[liquid - 1] == "")
    #expect(lines[liquid + 1].hasPrefix("Bromine"))
    #expect(lines[liquid + 2].hasPrefix("Mercury"))
    // Every element once.
    #expect(lines.filter { $0.hasPrefix("Iron ") }.count == 1)
  }

  @Test func theDataFormatsStayFlat() throws {
    let csv = Elements.run(["list", "--by", "state", "--fields", "symbol", "--format", "csv"])
    let rows = csv.stdout.split(separator: "\n").map(String.init)
    #expect(rows.first == "symbol")
    #expect(rows.count == 119)
    #expect(!rows.contains("Liquid"))
    #expect(rows.firstIndex(of: "Br")! < rows.firstIndex(of: "H")!)
  }

  @Test func sortedByNameTheNameIsShownOnce() throws {
    let run = Elements.run(["list", "--sort", "name"])
    let iron = try #require(run.stdout.split(separator: "\n").first { $0.contains("Fe(26)") })
    #expect(iron.components(separatedBy: "Iron").count == 2, "\(iron)")
    let symbol = Elements.run(["list", "--sort", "symbol"])
    let line = try #require(symbol.stdout.split(separator: "\n").first { $0.contains("Fe(26)") })
    #expect(line.components(separatedBy: "Fe").count == 2, "\(line)")
  }
}
