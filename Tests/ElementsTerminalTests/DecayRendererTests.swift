import ElementsCore
import ElementsData
import ElementsTerminal
import Testing

/// `elements decay` output: the tree, the amounts table and JSON, compared whole.
@Suite struct DecayRendererTests {
  let table = PeriodicTable.standard

  func chain(_ words: String, minimum: Double = 0.1) throws -> DecayChain {
    table.decayChain(of: try table.nuclide(matching: words), minimumPercent: minimum)
  }

  /// The thorium series: one line a step, a tree where Bi-212 branches, the pruned count.
  @Test func thoriumSeries() throws {
    let chain = try chain("Th-232")
    let text = DecayRenderer.text(chain, style: .plain, unpruning: "--min 0 shows every branch")
      .encoded(.plain)
    #expect(
      text == """
        Th-232  14.0 Gy
        α 100 % → Ra-228  5.75 y
        β− 100 % → Ac-228  6.15 h
        β− 100 % → Th-228  1.9125 y
        α 100 % → Ra-224  3.6316 d
        α 100 % → Rn-220  55.6 s
        α 100 % → Po-216  144.0 ms
        α 100 % → Pb-212  10.627 h
        β− 100 % → Bi-212  60.55 min
        ├─ β− 64.06 % → Po-212  294.4 ns
        │  α 100 % → Pb-208  stable
        └─ α 35.94 % → Tl-208  3.053 min
           β− 100 % → Pb-208  stable
        5 branches below 0.1 % pruned (--min 0 shows every branch)

        """)
    // Where there is no option to give (the browser), the count alone.
    #expect(
      DecayRenderer.text(chain, style: .plain).encoded(.plain).hasSuffix(
        "\n5 branches below 0.1 % pruned\n"))
  }

  /// A member the data does not hold is said to be missing from the data, whichever data it
  /// is, not from the source of the built-in data.
  @Test func aMemberNotInTheData() throws {
    var thorium = try chain("Th-232")
    thorium.members[1].isotope = nil
    let text = DecayRenderer.text(thorium, style: .plain).encoded(.plain)
    #expect(text.contains("α 100 % → Ra-228  not in the data\n"))
    #expect(!text.contains("NUBASE"))
  }

  /// K-40 in ASCII: β− and EC/β+.
  @Test func potassiumInASCII() throws {
    let text = DecayRenderer.text(try chain("K-40"), style: Fixtures.ascii).encoded(Fixtures.ascii)
    #expect(
      text == """
        K-40  1.248 Gy
        +- B- 89.28 % -> Ca-40  stable
        `- EC/B+ 10.72 % -> Ar-40  stable

        """)
  }

  /// A nuclide reached again is not followed again: its line points above.
  @Test func reconvergingBranchesReferBack() throws {
    let text = DecayRenderer.text(try chain("Bi-214", minimum: 0), style: .plain).encoded(.plain)
    #expect(
      text == """
        Bi-214  19.9 min
        ├─ β− 99.976 % → Po-214  163.47 µs
        │  α 100 % → Pb-210  22.20 y
        │  ├─ β− 100 % → Bi-210  5.012 d
        │  │  ├─ β− 100 % → Po-210  138.376 d
        │  │  │  α 100 % → Pb-206  stable
        │  │  └─ α 0.000132 % → Tl-206  4.202 min
        │  │     β− 100 % → Pb-206  stable
        │  └─ α 1.9e-06 % → Hg-206  8.32 min
        │     β− 100 % → Tl-206  4.202 min  ↑ above
        ├─ α 0.021 % → Tl-210  1.30 min
        │  ├─ β− 99.991 % → Pb-210  22.20 y  ↑ above
        │  └─ β−n 0.009 % → Pb-209  3.235 h
        │     β− 100 % → Bi-209  20.1 Ey
        │     α 100 % → Tl-205  stable
        └─ β−α ~0.003 % → Pb-210  22.20 y  ↑ above

        """)
  }

  @Test func stableNuclide() throws {
    let text = DecayRenderer.text(try chain("Pb-208"), style: .plain).encoded(.plain)
    #expect(text == "Pb-208 is stable: it does not decay.\n")
  }

  /// C-14 after one half-life: half the mass, and the activity of what is left.
  @Test func amountsTable() throws {
    let chain = try chain("C-14")
    let amounts = try chain.amounts(
      of: try DecayAmount("1g"), amountText: "1g", after: try DecayTime.seconds("5.7ky"))
    let text = DecayRenderer.amountsText(
      chain, amounts: amounts, amountText: "1g", timeText: "5.7ky", style: .plain
    ).encoded(.plain)
    #expect(
      text == """
        After 5.7 ky, from 1 g of C-14:
        Nuclide  Half-life  Mass      Atoms     Activity
        ───────  ─────────  ────────  ────────  ─────────
        C-14     5.70 ky    500.0 mg  2.150e22  82.86 GBq
        N-14     stable     500.0 mg  2.150e22          —

        """)
  }

  /// Too narrow for the table: a block per member, every value kept.
  @Test func amountsInBlocksWhenNarrow() throws {
    let chain = try chain("C-14")
    let amounts = try chain.amounts(
      of: try DecayAmount("1g"), amountText: "1g", after: try DecayTime.seconds("5.7ky"))
    let style = TerminalStyle(color: false, unicode: true, width: 40)
    let text = DecayRenderer.amountsText(
      chain, amounts: amounts, amountText: "1g", timeText: "5.7ky", style: style
    ).encoded(.plain)
    #expect(text.contains("  Activity   82.86 GBq\n"))
    #expect(text.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= 40 })
  }

  /// Lines never pass the width.
  @Test(arguments: [20, 40, 60])
  func fitsTheWidth(_ width: Int) throws {
    let style = TerminalStyle(color: false, unicode: true, width: width)
    for line in DecayRenderer.text(try chain("U-238", minimum: 0), style: style).lines {
      #expect(line.plain.count <= max(20, width))
    }
    // The note on pruned branches wraps too.
    for line in DecayRenderer.text(try chain("U-238"), style: style).lines {
      #expect(line.plain.count <= max(20, width))
    }
  }

  /// The JSON carries the chain and, with amounts, the numbers.
  @Test func json() throws {
    let chain = try chain("K-40")
    let amounts = try chain.amounts(
      of: .moles(1), amountText: "1mol", after: try DecayTime.seconds("1.248Gy"))
    let json = DataFormatter.decayJSON(
      chain, amounts: amounts, timeText: "1.248Gy", seconds: 1.248e9 * 31_557_600,
      amountText: "1mol")
    #expect(json.hasPrefix("{\n  \"nuclide\": \"K-40\",\n  \"minimumPercent\": 0.1,\n"))
    #expect(json.contains("\"mode\": \"B-\","))
    #expect(json.contains("\"percent\": 89.28,"))
    #expect(json.contains("\"daughter\": \"Ar-40\""))
    #expect(json.contains("\"moles\": 0.5,"))
    #expect(json.contains("\"after\": {\n    \"text\": \"1.248Gy\","))
    #expect(json.hasSuffix("}\n"))
  }

  /// `isotopes` and the tile's back suggest the chain of the most abundant natural isotope
  /// that decays, or for an element with none natural the longest-lived, the isotope of its
  /// bracketed mass number (meitnerium's [278], not the tentative Mt-277); none for iron.
  @Test(arguments: [
    ("U", "U-238"), ("K", "K-40"), ("Tc", "Tc-97"), ("Fe", nil), ("Th", "Th-232"),
    ("Mt", "Mt-278"),
  ])
  func decaySuggestion(_ symbol: String, _ expected: String?) throws {
    let element = try #require(table.element(matching: symbol))
    let isotope = IsotopeRenderer.decaySuggestion(element, details: table.details(of: element))
    #expect(isotope.map { symbol + "-" + $0.label } == expected)
  }

  @Test func quantitiesGetASpaceBeforeTheirUnit() {
    #expect(spacedQuantity("5730y") == "5730 y")
    #expect(spacedQuantity(" 4.463Gy ") == "4.463 Gy")
    #expect(spacedQuantity("1e9y") == "1e9 y")
    #expect(spacedQuantity("2.5 mol") == "2.5 mol")
    #expect(spacedQuantity("mol") == "mol")
  }
}
