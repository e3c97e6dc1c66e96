@_spi(Embedding) import ElementsCore
import ElementsData
import Testing

/// The chart of nuclides' model: ground states placed by Z and N, the index, the decay classes.
@Suite struct NuclideChartTests {
  static func entry(_ z: Int, _ n: Int, stable: Bool = false, modes: [String] = [])
    -> NuclideChart.Entry
  {
    NuclideChart.Entry(
      atomicNumber: z, neutrons: n,
      isotope: Isotope(
        massNumber: z + n, halfLife: stable ? nil : HalfLife(value: 1, unit: .seconds),
        isStable: stable, decayModes: modes.map { DecayMode($0, intensity: 100) }))
  }

  @Test func indexFindsEveryEntryAndNothingElse() {
    let chart = NuclideChart(entries: [
      Self.entry(2, 2, stable: true), Self.entry(1, 0, stable: true), Self.entry(2, 4),
      Self.entry(1, 1), Self.entry(2, 1),
    ])
    #expect(
      chart.entries.map { [$0.atomicNumber, $0.neutrons] } == [
        [1, 0], [1, 1], [2, 1], [2, 2], [2, 4],
      ])
    #expect(chart.protons == 1...2)
    #expect(chart.neutrons == 0...4)
    for entry in chart.entries {
      #expect(chart.entry(z: entry.atomicNumber, n: entry.neutrons) == entry)
    }
    // A gap in a row (He-5), and places off the chart.
    #expect(chart.entry(z: 2, n: 3) == nil)
    #expect(chart.entry(z: 3, n: 1) == nil)
    #expect(chart.entry(z: 0, n: 0) == nil)
    #expect(chart.entry(z: 1, n: -1) == nil)
    #expect(chart.neutrons(z: 2) == 1...4)
    #expect(chart.neutrons(z: 9) == nil)
    #expect(chart.indexes(z: 2) == 2..<5)
    #expect(chart.indexes(z: 9).isEmpty)
    // Places beyond what the chart's columns hold are left out.
    let far = NuclideChart(entries: [
      Self.entry(1, 70_000), Self.entry(70_000, 1), Self.entry(1, 1),
    ])
    #expect(far.entries.map { [$0.atomicNumber, $0.neutrons] } == [[1, 1]])
    // Without a table, a nuclide is named by its Z.
    #expect(chart.entries.map(chart.name) == ["Z1-1", "Z1-2", "Z2-3", "Z2-4", "Z2-6"])
    // The count of a window is the number of its entries.
    for protons in [0...0, 1...1, 1...2, 2...9, 3...5] {
      for neutrons in [0...0, 0...4, 1...3, 2...2, 4...9, 5...5] {
        #expect(
          chart.count(protons: protons, neutrons: neutrons)
            == chart.entries(protons: protons, neutrons: neutrons).count)
      }
    }
  }

  /// The main mode is the one with the largest intensity; β-delayed modes count as β.
  @Test(arguments: [
    ("B-", NuclideDecayClass.betaMinus), ("B-n", .betaMinus), ("2B-", .betaMinus),
    ("B+", .betaPlus), ("EC", .betaPlus), ("e+", .betaPlus), ("B+p", .betaPlus),
    ("A", .alpha), ("SF", .fission), ("p", .proton), ("2p", .proton), ("n", .neutron),
    ("2n", .neutron), ("14C", .unknown), ("IT", .unknown),
  ])
  func decayClasses(code: String, expected: NuclideDecayClass) {
    #expect(NuclideDecayClass(code: code) == expected)
  }

  @Test func mainModeIsTheMostIntense() {
    func decayClass(_ modes: [DecayMode]) -> NuclideDecayClass {
      NuclideChart.Entry(
        atomicNumber: 92, neutrons: 146,
        isotope: Isotope(massNumber: 238, decayModes: modes)
      ).decayClass
    }
    #expect(decayClass([DecayMode("SF", intensity: 1), DecayMode("A", intensity: 99)]) == .alpha)
    #expect(decayClass([DecayMode("IT"), DecayMode("SF")]) == .unknown, "the first listed")
    #expect(decayClass([DecayMode("IT"), DecayMode("SF", intensity: 3)]) == .fission)
    #expect(decayClass([]) == .unknown)
    #expect(Self.entry(1, 0, stable: true).decayClass == .stable)
    #expect(Self.entry(1, 0, stable: true).isStable)
    #expect(!Self.entry(1, 1).isStable)
  }

  /// A half-life in seconds is never 0, and absent for stable nuclides and unknown ones.
  @Test func halfLifeSeconds() {
    #expect(Self.entry(1, 0, stable: true).halfLifeSeconds == nil)
    #expect(Self.entry(1, 2).halfLifeSeconds == 1)
    func seconds(_ halfLife: HalfLife?) -> Double? {
      NuclideChart.Entry(
        atomicNumber: 1, neutrons: 3,
        isotope: Isotope(massNumber: 4, halfLife: halfLife)
      ).halfLifeSeconds
    }
    #expect(seconds(HalfLife(value: 0, unit: .seconds)) == nil)
    #expect(seconds(HalfLife(value: -1, unit: .seconds)) == nil)
    #expect(seconds(HalfLife(value: .infinity, unit: .seconds)) == nil)
    #expect(seconds(HalfLife(value: 1e300, unit: .yottayears)) == nil, "overflows to infinity")
    #expect(seconds(nil) == nil)
    #expect(seconds(HalfLife(value: 2, unit: .minutes)) == 120)
    let stableWithHalfLife = NuclideChart.Entry(
      atomicNumber: 1, neutrons: 0, decayClass: .stable, halfLifeSeconds: 5)
    #expect(stableWithHalfLife.halfLifeSeconds == nil)
  }
}

/// The built-in chart: every ground state of NUBASE2020, no isomer.
@Suite struct BuiltInNuclideChartTests {
  let chart = NuclideChart(table: .standard)

  @Test func everyGroundStateOnce() throws {
    let table = PeriodicTable.standard
    let groundStates = table.elementsByNumber.reduce(0) { count, element in
      count + table.isotopes(of: element).count { $0.isomer == nil }
    }
    #expect(chart.entries.count == groundStates)
    #expect(chart.entries.count > 3300)
    #expect(chart.protons == 1...118)
    #expect(chart.neutrons.lowerBound == 0)
    let u238 = chart.entry(z: 92, n: 146)
    #expect(u238.map(chart.name) == "U-238")
    #expect(u238?.decayClass == .alpha)
    #expect(chart.entry(z: 82, n: 126)?.isStable == true)
    let ta180 = try #require(chart.entry(z: 73, n: 107))
    #expect(table.isotope(of: ta180.nuclide)?.isomer == nil, "Ta-180's ground state, not 180m")
  }

  /// The chart compiled in with the built-in table is the one its isotopes make.
  @Test func compiledChartIsTheOneTheIsotopesMake() throws {
    let compiled = PeriodicTable.standard.nuclideChart
    #expect(Array(compiled.entries) == Array(chart.entries))
    #expect(compiled.protons == chart.protons)
    #expect(compiled.neutrons == chart.neutrons)
    for entry in chart.entries.prefix(300) {
      #expect(compiled.entry(z: entry.atomicNumber, n: entry.neutrons) == entry)
    }
    #expect(
      Array(NuclideChart(columns: chart.columns, table: .standard).entries)
        == Array(chart.entries))
  }

  /// One isotope of the built-in table, read from the compiled text alone, is the one of its
  /// element's details.
  @Test func isotopeOfANuclideIsTheDetailsOne() {
    let table = PeriodicTable.standard
    for element in table.elementsByNumber {
      for isotope in table.isotopes(of: element) {
        let nuclide = Nuclide(
          atomicNumber: element.atomicNumber, massNumber: isotope.massNumber,
          isIsomer: isotope.isomer != nil)
        #expect(table.isotope(of: nuclide) == isotope)
      }
    }
    #expect(table.isotope(of: Nuclide(atomicNumber: 92, massNumber: 999)) == nil)
    #expect(table.isotope(of: Nuclide(atomicNumber: 200, massNumber: 400)) == nil)
  }

  /// A table read from a file makes its chart from its isotopes.
  @Test func loadedTableMakesItsChart() throws {
    let table = try PeriodicTable(
      elements: [PeriodicTable.standard.elementsByNumber[0]],
      details: [
        1: ElementDetails(isotopes: [
          Isotope(massNumber: 1, isStable: true),
          Isotope(
            massNumber: 3, halfLife: HalfLife(value: 12.32, unit: .years),
            decayModes: [DecayMode("B-", intensity: 100)]),
        ])
      ])
    let chart = table.nuclideChart
    #expect(chart.entries.map(chart.name) == ["H-1", "H-3"])
    #expect(table.nuclideChart.entry(z: 1, n: 2)?.decayClass == .betaMinus)
  }

  /// Each entry's record, read an element at a time.
  @Test func isotopesOfEntries() {
    let entries = chart.entries(protons: 91...92, neutrons: 140...146)
    let isotopes = NuclideChart.isotopes(of: entries, in: .standard)
    #expect(isotopes.count == entries.count)
    for (entry, isotope) in zip(entries, isotopes) {
      #expect(isotope?.massNumber == entry.massNumber)
      #expect(isotope?.isomer == nil)
      #expect(isotope == PeriodicTable.standard.isotope(of: entry.nuclide))
    }
  }
}
