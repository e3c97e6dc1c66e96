import ElementsCore
import ElementsData
import Testing

/// Reading nuclides as users write them.
@Suite struct NuclideParsingTests {
  let table = PeriodicTable.standard

  @Test(arguments: [
    "U-238", "238U", "uranium-238", "U238", "u-238", "Uranium 238", "URANIUM-238", "238-U",
    " U-238 ", "238 uranium",
  ])
  func uranium238(_ words: String) throws {
    #expect(try table.nuclide(matching: words) == Nuclide(atomicNumber: 92, massNumber: 238))
  }

  @Test(arguments: [
    ("C14", 6, 14), ("c-14", 6, 14), ("14C", 6, 14), ("carbon-14", 6, 14),
    ("aluminum-26", 13, 26), ("aluminium-26", 13, 26), ("caesium-137", 55, 137),
    ("cesium-137", 55, 137), ("Cs137", 55, 137),
  ])
  func otherSpellings(_ words: String, _ protons: Int, _ mass: Int) throws {
    #expect(try table.nuclide(matching: words) == Nuclide(atomicNumber: protons, massNumber: mass))
  }

  /// A small "m" after the mass number is molybdenum's when a small letter follows it.
  @Test func smallMAfterTheMassIsAnElement() throws {
    #expect(try table.nuclide(matching: "100mo") == Nuclide(atomicNumber: 42, massNumber: 100))
  }

  @Test(arguments: ["Ta-180m", "180mTa", "ta180m", "tantalum-180m", "180m-Ta"])
  func isomer(_ words: String) throws {
    let nuclide = try table.nuclide(matching: words)
    #expect(nuclide == Nuclide(atomicNumber: 73, massNumber: 180, isIsomer: true))
    #expect(table.name(of: nuclide) == "Ta-180m")
  }

  @Test func unknownMassNumberNamesTheWordsAndTheKnownRange() {
    #expect(throws: NuclideError.self) { try table.nuclide(matching: "U-999") }
    do {
      _ = try table.nuclide(matching: "U-999")
    } catch {
      #expect(error.description.contains("U-999"))
      #expect(error.description.contains("'U-999'"))
      #expect(error.description.contains("U-"))
    }
  }

  @Test func unknownElementSuggests() {
    do {
      _ = try table.nuclide(matching: "Urnaium-238")
      Issue.record("no error")
    } catch {
      #expect(error == .unknownElement(query: "Urnaium", suggestions: ["Uranium"]))
      #expect(error.description == "no element matches 'Urnaium' (did you mean Uranium?)")
    }
  }

  @Test(arguments: ["", "U", "238", "U-", "-238", "U-238-5", "U+238", "U-23x", "U-1234567"])
  func malformed(_ words: String) {
    do {
      _ = try table.nuclide(matching: words)
      Issue.record("\(words) read")
    } catch {
      #expect(error == .malformed(query: words))
    }
  }

  @Test func anIsomerThatIsNotKnown() {
    #expect(throws: NuclideError.self) { try table.nuclide(matching: "Fe-56m") }
  }
}

/// What each NUBASE2020 mode leaves behind.
@Suite struct DecayProcessTests {
  let parent = Nuclide(atomicNumber: 50, massNumber: 120)

  @Test(arguments: [
    ("B-", 51, 120), ("B+", 49, 120), ("EC", 49, 120), ("e+", 49, 120), ("EC+B+", 49, 120),
    ("A", 48, 116), ("IT", 50, 120), ("p", 49, 119), ("2p", 48, 118), ("3p", 47, 117),
    ("n", 50, 119), ("2n", 50, 118), ("2B-", 52, 120), ("2B+", 48, 120),
    ("B-n", 51, 119), ("B-2n", 51, 118), ("B-3n", 51, 117), ("B-4n", 51, 116),
    ("B-p", 50, 119), ("B-d", 50, 118), ("B-t", 50, 117), ("B-A", 49, 116),
    ("B+p", 48, 119), ("B+2p", 47, 118), ("B+3p", 46, 117), ("B+A", 47, 116),
    ("B+pA", 46, 115), ("14C", 44, 106), ("24Ne", 40, 96), ("34Si", 36, 86),
  ])
  func daughter(_ code: String, _ protons: Int, _ mass: Int) throws {
    let process = try #require(DecayProcess(code: code))
    #expect(process.daughter(of: parent) == Nuclide(atomicNumber: protons, massNumber: mass))
  }

  @Test(arguments: ["SF", "B-SF", "B+SF"])
  func fissionHasNoDaughter(_ code: String) throws {
    let process = try #require(DecayProcess(code: code))
    #expect(process.outcome == .fission)
    #expect(process.daughter(of: parent) == nil)
  }

  @Test func severalClustersListEachDaughter() throws {
    let process = try #require(DecayProcess(code: "24Ne+26Ne"))
    #expect(
      process.outcome
        == .clusters([.init(protons: 10, nucleons: 24), .init(protons: 10, nucleons: 26)]))
  }

  @Test(arguments: ["", "B", "Q", "B-x", "14Xx", "B-10n", "+", "24Ne+"])
  func unknownCodes(_ code: String) {
    #expect(DecayProcess(code: code) == nil)
  }

  @Test func familiesAndHeads() throws {
    #expect(DecayProcess(code: "B-n")?.family == .betaMinus)
    #expect(DecayProcess(code: "B-n")?.isFamilyHead == false)
    #expect(DecayProcess(code: "EC")?.family == .betaPlus)
    #expect(DecayProcess(code: "EC")?.isFamilyHead == true)
    #expect(DecayProcess(code: "A")?.family == .own)
  }
}

/// The decay series, checked against the published series (the four actinide series tables
/// of the "Decay chain" article, and NUBASE2020 for the branchings).
@Suite struct DecayChainTests {
  let table = PeriodicTable.standard

  func chain(_ words: String, minimum: Double = 0.1) throws -> DecayChain {
    table.decayChain(of: try table.nuclide(matching: words), minimumPercent: minimum)
  }

  /// Every step as "U-238 A Th-234", in the chain's order.
  func steps(_ chain: DecayChain) -> [String] {
    chain.members.flatMap { member in
      member.branches.compactMap { branch -> String? in
        guard case .member(let next) = branch.target else { return nil }
        return member.name + " " + branch.code + " " + chain.members[next].name
      }
    }
  }

  func names(_ chain: DecayChain) -> [String] { chain.members.map(\.name) }

  @Test func uranium238() throws {
    let chain = try chain("U-238")
    #expect(
      names(chain) == [
        "U-238", "Th-234", "Pa-234m", "Pa-234", "U-234", "Th-230", "Ra-226", "Rn-222", "Po-218",
        "Pb-214", "Bi-214", "Po-214", "Pb-210", "Bi-210", "Po-210", "Pb-206",
      ])
    #expect(chain.members.last?.isStable == true)
    #expect(steps(chain).contains("Bi-214 B- Po-214"))
    // Th-234 feeds the isomer Pa-234m, whose β− goes to U-234 and whose IT (0.16 %) to the
    // ground state Pa-234, which β− decays to U-234 too.
    for step in ["Th-234 B- Pa-234m", "Pa-234m B- U-234", "Pa-234m IT Pa-234", "Pa-234 B- U-234"] {
      #expect(steps(chain).contains(step), "\(step)")
    }
    #expect(!steps(chain).contains("Th-234 B- Pa-234"))
    let isomer = try #require(chain.members.first { $0.name == "Pa-234m" })
    #expect(isomer.nuclide == Nuclide(atomicNumber: 91, massNumber: 234, isIsomer: true))
    #expect(isomer.halfLife == HalfLife(value: 1.159, unit: .minutes, uncertainty: 0.011))
    #expect(isomer.branches.map(\.percent) == [100, 0.16])
    #expect(isomer.branches.map(\.relation) == [.approximately, .equal])
    // NUBASE's ~100 % and 0.16 % are scaled to add up to 1.
    #expect(abs(isomer.branches[1].fraction - 0.16 / 100.16) < 1e-15)
    // U-238's SF and 2β−, Po-218's β−, Bi-214's α, Pb-210's and Bi-210's α are below 0.1 %.
    #expect(chain.prunedBranches >= 6)
  }

  /// With nothing pruned, Bi-214's α branch (Tl-210) and Po-218's β− branch (At-218) meet
  /// the main line again at Pb-210 and Bi-214; each nuclide is still one member.
  @Test func uranium238Reconverges() throws {
    let chain = try chain("U-238", minimum: 0)
    let steps = steps(chain)
    #expect(steps.contains("Bi-214 A Tl-210"))
    #expect(steps.contains("Tl-210 B- Pb-210"))
    #expect(steps.contains("Po-214 A Pb-210"))
    #expect(steps.contains("Po-218 B- At-218"))
    #expect(steps.contains("At-218 A Bi-214"))
    #expect(Set(names(chain)).count == chain.members.count)
    // Parents before daughters.
    for (position, member) in chain.members.enumerated() {
      for branch in member.branches {
        if case .member(let next) = branch.target { #expect(next > position) }
      }
    }
    #expect(chain.prunedBranches == 0)
  }

  /// Mo-99's β− is two branches: 87.73 % to the isomer Tc-99m (ICRP 107), the rest to the
  /// ground state Tc-99.
  @Test func molybdenum99() throws {
    let chain = try chain("Mo-99")
    #expect(names(chain) == ["Mo-99", "Tc-99m", "Tc-99", "Ru-99"])
    let branches = chain.start.branches
    #expect(branches.map(\.percent) == [87.73, 12.27])
    #expect(branches.map(\.fraction) == [0.8773, 0.1227])
    #expect(branches.map(\.toIsomer) == [true, false])
    #expect(branches.map(\.code) == ["B-", "B-"])
    #expect(
      steps(chain) == ["Mo-99 B- Tc-99m", "Mo-99 B- Tc-99", "Tc-99m IT Tc-99", "Tc-99 B- Ru-99"])
  }

  @Test func technetium99m() throws {
    let chain = try chain("Tc-99m", minimum: 0)
    #expect(names(chain) == ["Tc-99m", "Tc-99", "Ru-99"])
    #expect(steps(chain) == ["Tc-99m IT Tc-99", "Tc-99m B- Ru-99", "Tc-99 B- Ru-99"])
  }

  /// Cs-137 feeds Ba-137m 94.399 % of the time; Sn-113's ground-state share (0.002 %) is
  /// pruned as a branch of its own.
  @Test func feedingsOfIsomers() throws {
    #expect(try chain("Cs-137").start.branches.map(\.percent) == [94.399, 5.601])
    #expect(
      try steps(chain("Cs-137")) == ["Cs-137 B- Ba-137m", "Cs-137 B- Ba-137", "Ba-137m IT Ba-137"])
    let tin = try chain("Sn-113")
    #expect(steps(tin) == ["Sn-113 B+ In-113m", "In-113m IT In-113"])
    #expect(tin.prunedBranches == 1)
    #expect(try steps(chain("Sn-113", minimum: 0)).contains("Sn-113 B+ In-113"))
  }

  /// A data file whose isotopes lack the isomer keeps the feeding's whole mode on the ground
  /// state.
  @Test func aFeedingWhoseIsomerIsUnknownGoesToTheGroundState() throws {
    var technetium = table.details(of: table.element(number: 43)!).isotopes
    technetium.removeAll { $0.isomer != nil }
    let molybdenum = table.details(of: table.element(number: 42)!).isotopes
    #expect(molybdenum.first { $0.massNumber == 99 }?.decayModes.first?.isomerFeeding == 87.73)
    var elements: [AtomicElement] = []
    var details: [Int: ElementDetails] = [:]
    for number in [42, 43, 44] {
      let element = table.element(number: number)!
      elements.append(element)
      var entry = table.details(of: element)
      if number == 43 { entry.isotopes = technetium }
      details[number] = entry
    }
    let small = try PeriodicTable(elements: elements, details: details)
    let chain = small.decayChain(of: Nuclide(atomicNumber: 42, massNumber: 99))
    #expect(chain.start.branches.map(\.percent) == [100])
    #expect(chain.start.branches.map(\.toIsomer) == [false])
  }

  @Test func uranium235() throws {
    let chain = try chain("U-235")
    let steps = steps(chain)
    for step in [
      "U-235 A Th-231", "Th-231 B- Pa-231", "Pa-231 A Ac-227", "Ac-227 B- Th-227",
      "Ac-227 A Fr-223", "Th-227 A Ra-223", "Fr-223 B- Ra-223", "Ra-223 A Rn-219",
      "Rn-219 A Po-215", "Po-215 A Pb-211", "Pb-211 B- Bi-211", "Bi-211 A Tl-207",
      "Bi-211 B- Po-211", "Tl-207 B- Pb-207", "Po-211 A Pb-207",
    ] {
      #expect(steps.contains(step), "\(step)")
    }
    #expect(chain.members.filter(\.isStable).map(\.name) == ["Pb-207"])
  }

  @Test func thorium232() throws {
    let chain = try chain("Th-232")
    #expect(
      steps(chain) == [
        "Th-232 A Ra-228", "Ra-228 B- Ac-228", "Ac-228 B- Th-228", "Th-228 A Ra-224",
        "Ra-224 A Rn-220", "Rn-220 A Po-216", "Po-216 A Pb-212", "Pb-212 B- Bi-212",
        "Bi-212 B- Po-212", "Bi-212 A Tl-208", "Po-212 A Pb-208", "Tl-208 B- Pb-208",
      ])
  }

  /// Bi-212: 64.06 % β−, 35.94 % α; its β−α (0.014 %) is pruned and counted with the β−.
  @Test func bismuth212() throws {
    let chain = try chain("Bi-212")
    let branches = chain.start.branches
    #expect(branches.map(\.code) == ["B-", "A"])
    #expect(branches.map(\.percent) == [64.06, 35.94])
    #expect(chain.start.prunedBranches == 1)
    let all = try self.chain("Bi-212", minimum: 0).start.branches
    #expect(all.map(\.code) == ["B-", "A", "B-A"])
    #expect(abs(all[0].percent! - 64.046) < 1e-9)
    #expect(steps(try self.chain("Bi-212", minimum: 0)).contains("Bi-212 B-A Pb-208"))
  }

  @Test func neptunium237() throws {
    let chain = try chain("Np-237")
    let steps = steps(chain)
    for step in [
      "Np-237 A Pa-233", "Pa-233 B- U-233", "U-233 A Th-229", "Th-229 A Ra-225",
      "Ra-225 B- Ac-225", "Ac-225 A Fr-221", "Fr-221 A At-217", "At-217 A Bi-213",
      "Bi-213 B- Po-213", "Bi-213 A Tl-209", "Po-213 A Pb-209", "Tl-209 B- Pb-209",
      "Pb-209 B- Bi-209", "Bi-209 A Tl-205",
    ] {
      #expect(steps.contains(step), "\(step)")
    }
    #expect(chain.members.last?.name == "Tl-205")
    #expect(chain.members.filter(\.isStable).map(\.name) == ["Tl-205"])
  }

  @Test func radon222() throws {
    let chain = try chain("Rn-222")
    #expect(
      names(chain) == [
        "Rn-222", "Po-218", "Pb-214", "Bi-214", "Po-214", "Pb-210", "Bi-210", "Po-210",
        "Pb-206",
      ])
  }

  @Test func carbon14() throws {
    let chain = try chain("C-14")
    #expect(steps(chain) == ["C-14 B- N-14"])
    #expect(chain.members[1].isStable)
    #expect(chain.start.halfLife?.text == "5.7 ky")
  }

  /// K-40: β− 89.28 % to Ca-40, EC/β+ 10.72 % to Ar-40.
  @Test func potassium40() throws {
    let chain = try chain("K-40")
    #expect(steps(chain) == ["K-40 B- Ca-40", "K-40 B+ Ar-40"])
    #expect(chain.start.branches.map(\.percent) == [89.28, 10.72])
    #expect(chain.start.branches.map(\.fraction) == [0.8928, 0.1072])
  }

  @Test func stableNuclideHasNoBranches() throws {
    let chain = try chain("Fe-56")
    #expect(chain.members.count == 1)
    #expect(chain.start.isStable)
    #expect(chain.start.branches.isEmpty)
    #expect(chain.start.decayConstant == 0)
  }

  /// N-17: β− 100 % of which β−n 95.1 %: only 4.9 % reach O-17.
  @Test func delayedModesComeOutOfTheirBetaDecay() throws {
    let chain = try chain("N-17")
    let branches = chain.start.branches
    #expect(branches.map(\.code) == ["B-n", "B-"])
    #expect(abs(branches[1].percent! - 4.9) < 1e-9)
    #expect(steps(chain).contains("N-17 B-n O-16"))
  }

  /// Fission and emission of one of several clusters end their branch.
  @Test func fissionAndClustersEndABranch() throws {
    let chain = try chain("Th-232", minimum: 0)
    let targets = chain.start.branches.map(\.target)
    #expect(targets.contains(.fission))
    #expect(
      targets.contains(
        .clusters(
          [
            Nuclide(atomicNumber: 80, massNumber: 208), Nuclide(atomicNumber: 80, massNumber: 206),
          ], names: ["Hg-208", "Hg-206"])))
  }

  /// U-238's fractions add up to 1 although NUBASE's intensities add up to a little more.
  @Test func fractionsNeverExceedOne() throws {
    for member in try chain("U-238", minimum: 0).members {
      #expect(member.branches.reduce(0) { $0 + $1.fraction } <= 1 + 1e-12)
    }
  }
}

/// Whether a table has isotopes, and the error that says it has none.
@Suite struct IsotopeDataTests {
  @Test func theBuiltInTableHasIsotopesAndApplesPlistHasNone() throws {
    #expect(PeriodicTable.standard.hasIsotopes)
    let original = try DataFile.load(path: Fixture.applePlist)
    #expect(!original.hasIsotopes)
    let error = NuclideError.noIsotopeData(source: original.source, use: "decay")
    #expect(
      error.description
        == Fixture.applePlist + ": decay needs isotope data, which the data does not have")
  }
}
