@_spi(Embedding) import ElementsCore
import ElementsData
import Testing

/// The bundled data, checked against its invariants and against the sources it cites.
@Suite struct BundledDataTests {
  let table = PeriodicTable.standard

  @Test func holdsEveryElementFromHydrogenToOganesson() {
    #expect(table.elementsByNumber.map(\.atomicNumber) == Array(1...118))
    #expect(table.warnings.isEmpty)
  }

  /// The index the build tool wrote out is the one the initializer computes at run time.
  @Test func precomputedIndexMatchesOneComputedAtRunTime() throws {
    let computed = try PeriodicTable(
      elements: table.elementsByNumber.reversed(), source: "Elements.plist")
    #expect(table.precomputedIndex == computed.precomputedIndex)
    #expect(table.elementsByNumber == computed.elementsByNumber)
  }

  /// The coverage compiled in with the table is what counting the elements gives, field by
  /// field; a field the compiled counts lack is counted.
  @Test func compiledCoverageIsTheCountedOne() throws {
    let counted = PeriodicTable(
      validated: table.elementsByNumber, index: table.precomputedIndex, source: "Elements.plist",
      details: { [table] in table.details(number: $0) })
    let fields = ElementField.all
    let compiled = ElementField.coverage(of: fields, in: table)
    #expect(compiled == ElementField.coverage(of: fields, in: counted))
    #expect(
      compiled.count == fields.count && compiled.contains(118) && compiled.contains { $0 < 118 })
    let partial = PeriodicTable(
      validated: table.elementsByNumber, index: table.precomputedIndex, source: "Elements.plist",
      details: { [table] in table.details(number: $0) },
      coverage: { $0 == "number" ? 0 : nil })
    #expect(ElementField.coverage(of: fields, in: partial) == compiled)
  }

  /// Σ mass × abundance of the natural isotopes is the standard atomic weight, for every
  /// element with both: within its uncertainty, or inside the interval for interval elements.
  @Test func compositionsGiveTheStandardAtomicWeights() throws {
    var checked = 0
    for element in table.elementsByNumber {
      guard let weight = table.standardAtomicWeight(of: element), let value = Double(weight.text)
      else { continue }
      let natural = table.details(of: element).naturalIsotopes
      guard !natural.isEmpty else { continue }
      let total = natural.compactMap(\.abundance).reduce(0, +)
      #expect(abs(total - 100) < 0.002, "\(element.symbol): abundances sum to \(total)")
      let sum = natural.reduce(0.0) { $0 + ($1.mass ?? .nan) * ($1.abundance ?? .nan) } / total
      let bounds =
        weight.interval
        ?? (value - (weight.uncertainty ?? 0))...(value + (weight.uncertainty ?? 0))
      checked += 1
      #expect(bounds.contains(sum), "\(element.symbol): \(sum) outside \(bounds)")
    }
    #expect(checked == 84)
  }

  /// Elements known since antiquity sort first by discovery year, and every view reads their
  /// year as "Ancient".
  @Test func ancientElementsComeFirstByDiscoveryYear() throws {
    let field = try #require(ElementField.named("discoveryYear"))
    let sorted = table.sorted(table.elementsByNumber, by: field)
    #expect(sorted.prefix(13).allSatisfy { $0.discovery == .antiquity })
    #expect(sorted[13].symbol == "P")
    let iron = try #require(table.element(number: 26))
    #expect(field.value(of: iron, details: table.details(of: iron)) == .text("Ancient"))
    let reversed = table.sorted(table.elementsByNumber, by: field, reverse: true)
    #expect(reversed.suffix(13).allSatisfy { $0.discovery == .antiquity })
  }

  @Test func symbolsNamesAndCellsAreUnique() {
    #expect(Set(table.elementsByNumber.map { $0.symbol.lowercased() }).count == 118)
    #expect(Set(table.elementsByNumber.map { $0.name.lowercased() }).count == 118)
    #expect(Set(table.elementsByNumber.map(\.position)).count == 118)
  }

  /// IUPAC names and spellings are displayed; the common variants are alternate names.
  @Test func usesCurrentIUPACNames() {
    let names = [
      13: "Aluminium", 16: "Sulfur", 55: "Caesium", 113: "Nihonium", 115: "Moscovium",
      117: "Tennessine", 118: "Oganesson", 110: "Darmstadtium", 112: "Copernicium",
    ]
    for (number, name) in names { #expect(table.element(number: number)?.name == name) }
    #expect(table.element(number: 118)?.symbol == "Og")
    #expect(table.element(number: 113)?.symbol == "Nh")
  }

  /// Apple's layout: lanthanides in row 9 and actinides in row 10, columns 4 to 18.
  @Test func placesTheFBlockInRowsNineAndTen() {
    for number in 57...71 {
      #expect(table.element(number: number)?.position == GridPosition(row: 9, column: number - 53))
    }
    for number in 89...103 {
      #expect(table.element(number: number)?.position == GridPosition(row: 10, column: number - 85))
    }
    #expect(table.element(at: GridPosition(row: 6, column: 3)) == nil)
    #expect(table.element(at: GridPosition(row: 7, column: 18))?.symbol == "Og")
  }

  @Test func statesFollowAppleConventions() {
    let byState = Dictionary(grouping: table.elementsByNumber, by: \.state)
    #expect(byState[.liquid]?.map(\.symbol).sorted() == ["Br", "Hg"])
    #expect(byState[.gas]?.count == 11)
    let artificial = byState[.artificial]!.map(\.atomicNumber).sorted()
    #expect(artificial == [43, 61] + Array(93...118))
  }

  /// Spot values against CIAAW standard atomic weights and the mass numbers of the longest-lived
  /// isotopes.
  @Test(arguments: [
    ("H", "1.008"), ("C", "12.011"), ("O", "15.999"), ("Na", "22.98976928"), ("Fe", "55.845"),
    ("Hg", "200.592"), ("U", "238.02891"), ("Tc", "[97]"), ("Pu", "[244]"), ("Og", "[294]"),
  ])
  func atomicWeights(symbol: String, weight: String) {
    #expect(table.element(matching: symbol)?.atomicWeight?.text == weight)
  }

  @Test func ironHasEveryFact() throws {
    let iron = try #require(table.element(number: 26))
    #expect(iron.symbol == "Fe")
    #expect(iron.state == .solid)
    #expect(iron.group == 8)
    #expect(iron.period == 4)
    #expect(iron.block == .d)
    #expect(iron.category == .transitionMetal)
    #expect(iron.electronConfiguration == "[Ar] 3d6 4s2")
    #expect(iron.electronShells == [2, 8, 14, 2])
    #expect(iron.isRadioactive == false)
    #expect(iron.discovery == .antiquity)
    #expect(iron.wikipediaURL == "https://en.wikipedia.org/wiki/Iron")
    #expect(abs(try #require(iron.meltingPoint) - 1811) < 1)
    #expect(abs(try #require(iron.boilingPoint) - 3134) < 5)
    #expect(abs(try #require(iron.density) - 7.874) < 0.01)
    #expect(try #require(iron.electronegativity) == 1.83)
  }

  /// Mercury's article is "Mercury (element)": "Mercury" is the planet's disambiguation.
  @Test func mercuryLinksToTheElementArticle() {
    #expect(
      table.element(matching: "Hg")?.wikipediaURL
        == "https://en.wikipedia.org/wiki/Mercury_(element)")
  }

  @Test func unknownValuesAreAbsentNotZero() {
    for element in table.elementsByNumber {
      #expect(element.meltingPoint.map { $0 > 0 } ?? true)
      #expect(element.density.map { $0 > 0 } ?? true)
      #expect(element.discoveredBy.map { !$0.isEmpty } ?? true)
      if !element.electronShells.isEmpty {
        #expect(element.electronShells.reduce(0, +) == element.atomicNumber, "\(element.name)")
      }
    }
    let helium = table.element(number: 2)!
    #expect(helium.electronegativity == nil)
  }

  /// Mercury's transition temperature is α-mercury's, the rhombohedral standard state the
  /// lattice gives (CRC: α 4.154 K; 3.95 K is β-mercury's); krypton has the Pauling
  /// electronegativity 3.00 beside xenon's 2.6 (Allen and Huheey 1980).
  @Test func mercuryAndKrypton() throws {
    let mercury = try #require(table.element(matching: "Hg"))
    #expect(table.details(of: mercury).superconductingTemperature == 4.154)
    #expect(table.details(of: mercury).lattice?.type == "rhombohedral")
    #expect(table.element(matching: "Kr")?.electronegativity == 3.0)
    #expect(table.element(matching: "Xe")?.electronegativity == 2.6)
    #expect(table.element(matching: "Ar")?.electronegativity == nil)
  }

  /// WebElements (through pymatgen-core) transposed rhodium's Young's and bulk moduli and
  /// gives zirconium a Young's modulus its own shear modulus and Poisson's ratio rule out;
  /// the data carries ASM's values, which fit E = 2G(1 + ν) within 10 %.
  @Test func elasticModuliOfRhodiumAndZirconiumAreConsistent() throws {
    for (symbol, young, bulk) in [("Rh", 379.0, Optional(276.0)), ("Zr", 94.5, nil)] {
      let details = table.details(of: try #require(table.element(matching: symbol)))
      #expect(details.youngsModulus == young && details.bulkModulus == bulk)
      let shear = try #require(details.shearModulus)
      let poisson = try #require(details.poissonsRatio)
      #expect(abs(2 * shear * (1 + poisson) / young - 1) < 0.1, "\(symbol)")
    }
  }

  /// The transition temperature is the one at ambient pressure: scandium, yttrium, cerium and
  /// lutetium superconduct only under pressure and have none; lanthanum's is α-lanthanum's.
  @Test(arguments: [("Sc", nil), ("Y", nil), ("Ce", nil), ("Lu", nil), ("La", 4.88), ("Nb", 9.25)])
  func superconductsAtAmbientPressure(symbol: String, kelvin: Double?) throws {
    let details = table.details(of: try #require(table.element(matching: symbol)))
    #expect(details.superconductingTemperature == kelvin)
  }

  /// Single values corrected or left out, each against the source DATA-SOURCES.md names:
  /// gallium's thermal expansion and conductivity are the solid's (CRC: 18 µm/(m·K), not
  /// liquid gallium's volumetric 120; 40.6 W/(m·K) at 300 K, not 28.1); white phosphorus, an
  /// insulator, has no resistivity (not a metal's 100 nΩ·m); rhenium's heat of fusion is the
  /// CRC 95th edition's 34.08 kJ/mol (not the 60.43, without a source found, of some web
  /// tables); gold's bulk modulus is the handbooks' 180 GPa (its single-crystal elastic
  /// constants give about 173; not WebElements' 220).
  @Test(
    arguments: [
      ("Ga", "thermalExpansion", 18), ("Ga", "thermalConductivity", 40.6),
      ("P", "electricalResistivity", nil), ("Re", "heatOfFusion", 34.08),
      ("Au", "bulkModulus", 180),
    ] as [(String, String, Double?)])
  func correctedValue(symbol: String, key: String, expected: Double?) throws {
    let element = try #require(table.element(matching: symbol))
    let field = try #require(ElementField.named(key))
    #expect(table.number(field, of: element) == expected)
  }

  /// Discovery years follow one convention: first recognised as new, in the year that was made
  /// known. Black's magnesia, Scheele's baryta and tungstic acid, and Fajans and Göhring's
  /// brevium came before the metals were isolated or the longer-lived isotope found; helium is
  /// Ramsay's preparation, not the 1868 line in the Sun's spectrum.
  @Test(arguments: [
    ("Mg", 1755, "Joseph Black"), ("Ba", 1774, "Carl Wilhelm Scheele"),
    ("W", 1781, "Carl Wilhelm Scheele"), ("Pa", 1913, "Kasimir Fajans, Oswald Helmuth Göhring"),
    ("Rh", 1804, "William Hyde Wollaston"), ("Os", 1804, "Smithson Tennant"),
    ("He", 1895, "William Ramsay, Per Teodor Cleve, Nils Abraham Langlet"),
    ("Se", 1818, "Jöns Jacob Berzelius"), ("Mo", 1778, "Carl Wilhelm Scheele"),
  ])
  func discovery(symbol: String, year: Int, discoverers: String) throws {
    let element = try #require(table.element(matching: symbol))
    #expect(element.discovery == .year(year))
    #expect(element.discoveredBy == discoverers)
  }

  /// The molar volume of a liquid is its atomic weight over the density stored, the liquid's:
  /// bromine 25.75 cm³/mol, not solid bromine's 19.78; mercury 14.82, not 14.09.
  @Test(arguments: [("Br", 25.75), ("Hg", 14.82)])
  func liquidsMolarVolumeIsWeightOverDensity(symbol: String, molarVolume: Double) throws {
    let element = try #require(table.element(matching: symbol))
    let details = table.details(of: element)
    let weight = try #require(element.atomicWeight?.value)
    let density = try #require(element.density)
    #expect(details.molarVolume == molarVolume)
    #expect(abs(weight / density / molarVolume - 1) < 5e-4)
  }

  /// A liquid has no hardness: mercury's Mohs 1.5 is frozen mercury's.
  @Test func liquidsHaveNoHardness() {
    for element in table.elementsByNumber where element.state == .liquid {
      let details = table.details(of: element)
      #expect(details.mohsHardness == nil, "\(element.name)")
      #expect(details.vickersHardness == nil && details.brinellHardness == nil)
    }
  }

  @Test func everyElementHasAWikipediaAddressAndAWeight() {
    for element in table.elementsByNumber {
      #expect(element.wikipediaURL?.hasPrefix("https://en.wikipedia.org/wiki/") == true)
      #expect(element.atomicWeight != nil, "\(element.name)")
    }
  }
}

/// The data cells checked against the tables DATA-SOURCES.md cites for them.
@Suite struct CitedDataCellTests {
  let table = PeriodicTable.standard

  /// Group 3 is Sc, Y, Lu, Lr (IUPAC project 2015-039-2-200): Lu and Lr are group 3 and
  /// block d; La and Ac begin the f block and have no group.
  @Test(
    arguments: [
      ("Sc", 3, Block.d), ("Y", 3, .d), ("Lu", 3, .d), ("Lr", 3, .d), ("La", nil, .f),
      ("Ac", nil, .f), ("Yb", nil, .f), ("No", nil, .f),
    ] as [(String, Int?, Block)])
  func groupThree(symbol: String, group: Int?, block: Block) throws {
    let element = try #require(table.element(matching: symbol))
    #expect(element.group == group)
    #expect(element.block == block)
  }

  /// One electronegativity scale (Allred's 1961 Pauling values, the CRC table's reference):
  /// W above Mo, Pb above Sn, as in every group of the d and p blocks from period 5 to 6.
  @Test(arguments: [
    ("W", 2.36), ("Mo", 2.16), ("Pb", 2.33), ("Sn", 1.96), ("Tl", 2.04), ("Hg", 2.0),
    ("Bi", 2.02), ("Au", 2.54), ("Pt", 2.28),
  ])
  func electronegativity(symbol: String, value: Double) throws {
    #expect(try #require(table.element(matching: symbol)).electronegativity == value)
  }

  /// Heats of vaporization that were 25 °C sublimation enthalpies are absent, not 0.
  @Test(arguments: ["Eu", "Gd", "Tb", "Dy", "Ho", "Er", "Tm", "Yb", "Ga"])
  func noSublimationEnthalpyAsHeatOfVaporization(symbol: String) throws {
    let element = try #require(table.element(matching: symbol))
    #expect(table.details(of: element).heatOfVaporization == nil)
  }

  /// V = M/ρ within 2.5 % for every element with a molar volume, a density and a standard
  /// atomic weight; graphite's molar volume (5.29 cm³/mol) is the ideal crystal's
  /// (2.27 g/cm³), beside the bulk density 2.2.
  @Test func molarVolumeIsWeightOverDensity() throws {
    var checked = 0
    for element in table.elementsByNumber where element.symbol != "C" {
      guard let volume = table.details(of: element).molarVolume, let density = element.density,
        let weight = table.standardAtomicWeight(of: element), let value = Double(weight.text)
      else { continue }
      checked += 1
      #expect(abs(value / density / volume - 1) < 0.025, "\(element.symbol): \(volume)")
    }
    #expect(checked > 70)
  }

  /// Intrinsic Si and Ge resistivities (Sze 2nd ed.), in nΩ·m; technetium's X-ray density.
  @Test(
    arguments: [
      ("Si", "electricalResistivity", 2.3e12), ("Ge", "electricalResistivity", 4.6e8),
      ("Tc", "density", 11.5), ("Th", "specificHeat", 0.118), ("B", "molarVolume", 4.62),
      ("Pd", "molarVolume", 8.868), ("Tm", "molarVolume", 18.12),
    ] as [(String, String, Double)])
  func citedValue(symbol: String, key: String, expected: Double) throws {
    let element = try #require(table.element(matching: symbol))
    let field = try #require(ElementField.named(key))
    #expect(table.number(field, of: element) == expected)
  }

  /// IUPAC's Gold Book: a transition element has, or gives cations with, an incomplete d
  /// sub-shell. Zn, Cd, Hg (d¹⁰ in atom and cations) are not; Cu and Au (Cu²⁺ d⁹, Au³⁺ d⁸)
  /// are; copernicium's chemistry is not established, so it has no category.
  @Test(
    arguments: [
      ("Zn", ElementCategory.postTransitionMetal), ("Cd", .postTransitionMetal),
      ("Hg", .postTransitionMetal), ("Cu", .transitionMetal), ("Au", .transitionMetal),
      ("Cn", nil),
    ] as [(String, ElementCategory?)])
  func groupTwelveIsNotTransitionMetals(symbol: String, category: ElementCategory?) throws {
    let element = try #require(table.element(matching: symbol))
    #expect(element.category == category)
    #expect(element.block == .d)
  }

  /// Rhenium's common oxidation states include +7 (perrhenate) and +4.
  @Test func rheniumCommonOxidationStates() throws {
    let rhenium = try #require(table.element(matching: "Re"))
    #expect(table.details(of: rhenium).oxidationStates.common == [4, 7])
  }

  /// Graphite conducts 1950 W/(m·K) along its layer planes and 5.70 across them at 300 K (CRC,
  /// thermal conductivity of the elements); orthorhombic iodine's cell is a = 727, b = 479,
  /// c = 979 pm (Ashcroft & Mermin). The value is stored with the direction or axes named.
  @Test(
    arguments: [
      ("C", "thermalConductivity", 1950, "thermalConductivityNote", "in graphite's layer planes"),
      ("I", "latticeConstant", 727, "latticeConstantNote", "b = 479 pm, c = 979 pm"),
    ] as [(String, String, Double, String, String)])
  func anisotropicValueNamesItsDirection(
    symbol: String, key: String, expected: Double, noteKey: String, note: String
  ) throws {
    let element = try #require(table.element(matching: symbol))
    let field = try #require(ElementField.named(key))
    let noteField = try #require(ElementField.named(noteKey))
    #expect(table.number(field, of: element) == expected)
    let details = table.details(of: element)
    guard case .text(let written)? = noteField.value(of: element, details: details) else {
      Issue.record("\(symbol): no \(noteKey)")
      return
    }
    #expect(written.contains(note))
  }
}

/// `table --layout la-ac`: the older drawing of group 3.
@Suite struct TableLayoutTests {
  let table = PeriodicTable.standard

  /// La and Ac sit under Y; Ce-Lu and Th-Lr fill the f rows from column 4; the rest stay.
  @Test(arguments: [
    ("La", 6, 3), ("Ac", 7, 3), ("Ce", 9, 4), ("Lu", 9, 17), ("Th", 10, 4), ("Lr", 10, 17),
    ("Y", 5, 3), ("Hf", 6, 4), ("Fe", 4, 8),
  ])
  func laAcPlaces(symbol: String, row: Int, column: Int) throws {
    let drawn = table.laidOut(.laAc)
    let element = try #require(drawn.element(matching: symbol))
    #expect(element.position == GridPosition(row: row, column: column))
    #expect(drawn.element(at: GridPosition(row: row, column: column))?.symbol == symbol)
  }

  /// The IUPAC layout is the data's: La at the start of the f row, group 3 of period 6 empty.
  @Test func iupacIsTheDataLayout() throws {
    let drawn = table.laidOut(.iupac)
    #expect(try #require(drawn.element(matching: "La")).position == GridPosition(row: 9, column: 4))
    #expect(drawn.element(at: GridPosition(row: 6, column: 3)) == nil)
  }
}
