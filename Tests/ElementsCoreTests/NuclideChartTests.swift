import ElementsCore
import ElementsData
import Testing

/// The chart of nuclides' model: ground states placed by Z and N, the index, the decay classes.
@Suite struct NuclideChartTests {
  static func entry(_ z: Int, _ n: Int, stable: Bool = false, modes: [String] = [])
    -> NuclideChart.Entry
  {
    NuclideChart.Entry(
      atomicNumber: z, neutrons: n, symbol: "X\(z)",
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
    var entry = Self.entry(92, 146)
    entry.isotope.decayModes = [DecayMode("SF", intensity: 1), DecayMode("A", intensity: 99)]
    #expect(entry.decayClass == .alpha)
    entry.isotope.decayModes = []
    #expect(entry.decayClass == .unknown)
    #expect(Self.entry(1, 0, stable: true).decayClass == .stable)
  }

  /// A half-life in seconds is never 0, and absent for stable nuclides and unknown ones.
  @Test func halfLifeSeconds() {
    #expect(Self.entry(1, 0, stable: true).halfLifeSeconds == nil)
    #expect(Self.entry(1, 2).halfLifeSeconds == 1)
    var zero = Self.entry(1, 3)
    zero.isotope.halfLife = HalfLife(value: 0, unit: .seconds)
    #expect(zero.halfLifeSeconds == nil)
    zero.isotope.halfLife = nil
    #expect(zero.halfLifeSeconds == nil)
  }
}

/// The built-in chart: every ground state of NUBASE2020, no isomer.
@Suite struct BuiltInNuclideChartTests {
  let chart = NuclideChart(table: .standard)

  @Test func everyGroundStateOnce() {
    let table = PeriodicTable.standard
    let groundStates = table.elementsByNumber.reduce(0) { count, element in
      count + table.isotopes(of: element).count { $0.isomer == nil }
    }
    #expect(chart.entries.count == groundStates)
    #expect(chart.entries.count > 3300)
    #expect(chart.protons == 1...118)
    #expect(chart.neutrons.lowerBound == 0)
    let u238 = chart.entry(z: 92, n: 146)
    #expect(u238?.name == "U-238")
    #expect(u238?.decayClass == .alpha)
    #expect(chart.entry(z: 82, n: 126)?.isStable == true)
    #expect(chart.entry(z: 73, n: 107)?.isotope.isomer == nil, "Ta-180's ground state, not 180m")
  }
}
