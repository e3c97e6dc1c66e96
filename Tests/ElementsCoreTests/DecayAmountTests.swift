import ElementsCore
import ElementsData
import Glibc
import Testing

/// The Bateman solution against closed forms, and on real chains.
@Suite struct DecaySystemTests {
  /// Relative difference.
  func close(_ value: Double, _ expected: Double, within tolerance: Double = 1e-12) -> Bool {
    if expected == 0 { return value == 0 }
    return abs(value - expected) <= tolerance * abs(expected)
  }

  @Test(arguments: [1e-30, 1e-10, 0.5, 1, 7.3, 100, 700])
  func singleDecay(_ lambdaTime: Double) {
    let rate = 3.2e-5
    let system = DecaySystem(rates: [rate, 0], transitions: [.init(from: 0, to: 1, fraction: 1)])
    let time = lambdaTime / rate
    let amounts = system.amounts(after: time, from: [1, 0])
    #expect(close(amounts[0], exp(-lambdaTime)))
    // The stable daughter: 1 - e^(-λt), which for small λt is λt, not 0 from cancelling.
    #expect(close(amounts[1], -expm1(-lambdaTime)))
  }

  /// Parent and daughter: N₂ = N₁(0) λ₁/(λ₂-λ₁) (e^(-λ₁t) - e^(-λ₂t)).
  @Test(arguments: [(1.0, 3.0), (2.0, 0.5), (1e-9, 1e3), (1e3, 1e-9), (5.0, 5.000001)])
  func parentAndDaughter(_ first: Double, _ second: Double) {
    let system = DecaySystem(
      rates: [first, second], transitions: [.init(from: 0, to: 1, fraction: 1)])
    for time in [1e-6, 0.01, 0.7, 3.0] {
      let amounts = system.amounts(after: time, from: [1, 0])
      // e^(-λ₁t) - e^(-λ₂t) without cancelling: e^(-λt) expm1(-|λ₂-λ₁|t), λ the smaller.
      let difference =
        first < second
        ? -exp(-first * time) * expm1(-(second - first) * time)
        : exp(-second * time) * expm1(-(first - second) * time)
      let expected = first / (second - first) * difference
      #expect(close(amounts[1], expected, within: 1e-11), "\(first) \(second) \(time)")
    }
  }

  /// Equal decay constants, where Bateman's formula divides by zero: N₂ = λ t e^(-λt).
  @Test func equalRates() {
    let system = DecaySystem(rates: [2, 2], transitions: [.init(from: 0, to: 1, fraction: 1)])
    for time in [1e-8, 0.3, 1, 10] {
      #expect(close(system.amounts(after: time, from: [1, 0])[1], 2 * time * exp(-2 * time)))
    }
  }

  /// Secular equilibrium: a parent 10¹⁸ times longer-lived; after many daughter half-lives
  /// the activities agree, A₂/A₁ = λ₂/(λ₂-λ₁).
  @Test func secularEquilibrium() {
    let parent = 1e-18
    let daughter = 1.0
    let system = DecaySystem(
      rates: [parent, daughter], transitions: [.init(from: 0, to: 1, fraction: 1)])
    let amounts = system.amounts(after: 1e6, from: [1e20, 0])
    #expect(close(amounts[1] * daughter / (amounts[0] * parent), 1, within: 1e-12))
  }

  /// Transient equilibrium: a parent a few times longer-lived; the ratio of activities
  /// settles at λ₂/(λ₂-λ₁).
  @Test func transientEquilibrium() {
    let parent = log(2) / 66.0
    let daughter = log(2) / 6.0
    let system = DecaySystem(
      rates: [parent, daughter], transitions: [.init(from: 0, to: 1, fraction: 1)])
    let amounts = system.amounts(after: 600, from: [1, 0])
    let ratio = amounts[1] * daughter / (amounts[0] * parent)
    #expect(close(ratio, daughter / (daughter - parent), within: 1e-10))
  }

  /// A branching that meets again: atoms are conserved, and each branch carries its share.
  @Test func branchesConserveAtoms() {
    let system = DecaySystem(
      rates: [1, 10, 100, 0],
      transitions: [
        .init(from: 0, to: 1, fraction: 0.64), .init(from: 0, to: 2, fraction: 0.36),
        .init(from: 1, to: 3, fraction: 1), .init(from: 2, to: 3, fraction: 1),
      ])
    for time in [0.0, 1e-3, 0.5, 2, 50] {
      let amounts = system.amounts(after: time, from: [1, 0, 0, 0])
      #expect(close(amounts.reduce(0, +), 1, within: 1e-13))
      #expect(amounts.allSatisfy { $0 >= 0 })
    }
    let early = system.amounts(after: 1e-9, from: [1, 0, 0, 0])
    #expect(close(early[1] / early[2], 0.64 / 0.36, within: 1e-6))
  }

  @Test func timeZeroAndHostileTimes() {
    let system = DecaySystem(rates: [1, 0], transitions: [.init(from: 0, to: 1, fraction: 1)])
    #expect(system.amounts(after: 0, from: [5, 0]) == [5, 0])
    #expect(system.amounts(after: -3, from: [5, 0]) == [5, 0])
    #expect(system.amounts(after: .nan, from: [5, 0]) == [5, 0])
    for time in [Double.infinity, 1e308, .greatestFiniteMagnitude] {
      let amounts = system.amounts(after: time, from: [5, 0])
      #expect(amounts[0] == 0)
      #expect(close(amounts[1], 5))
    }
  }
}

/// Amounts on the real chains.
@Suite struct DecayChainAmountTests {
  let table = PeriodicTable.standard

  func amounts(_ words: String, _ amount: String, after time: String, minimum: Double = 0.1)
    throws -> (DecayChain, [MemberAmount])
  {
    let chain = table.decayChain(of: try table.nuclide(matching: words), minimumPercent: minimum)
    let amounts = try chain.amounts(
      of: try DecayAmount(amount), amountText: amount, after: try DecayTime.seconds(time))
    return (chain, amounts)
  }

  func activity(_ chain: DecayChain, _ amounts: [MemberAmount], _ name: String) -> Double {
    amounts[chain.members.firstIndex { $0.name == name }!].becquerels
  }

  /// U-238 after 10 My: every daughter down to Po-210 in secular equilibrium with it.
  @Test func uranium238SecularEquilibrium() throws {
    let (chain, amounts) = try amounts("U-238", "1g", after: "10My")
    let uranium = activity(chain, amounts, "U-238")
    // 1 g of U-238 is about 12.4 kBq, less what 10 My took away.
    #expect(abs(uranium - 12_440) < 60)
    for name in [
      "Th-234", "Pa-234m", "U-234", "Th-230", "Ra-226", "Rn-222", "Pb-214", "Bi-214",
      "Pb-210", "Bi-210", "Po-210",
    ] {
      let ratio = activity(chain, amounts, name) / uranium
      #expect(abs(ratio - 1) < 1e-3, "\(name): \(ratio)")
    }
    // The ground state Pa-234 gets only Pa-234m's IT: 0.16 % of NUBASE's ~100 % + 0.16 %.
    let groundState = activity(chain, amounts, "Pa-234") / uranium
    #expect(abs(groundState - 0.16 / 100.16) < 1e-6, "\(groundState)")
    // Po-218 sends 0.02 % to At-218, pruned here, so Pb-214 and Po-218 agree but Po-214
    // gets Bi-214's β− share.
    #expect(abs(activity(chain, amounts, "Po-214") / uranium - 1) < 1e-3)
  }

  /// With nothing pruned, the branches that meet again carry their shares: Tl-210 gets
  /// Bi-214's 0.021 % α and Pb-210 is still in equilibrium.
  @Test func uranium238AllBranches() throws {
    let (chain, amounts) = try amounts("U-238", "1mol", after: "10My", minimum: 0)
    let uranium = activity(chain, amounts, "U-238")
    #expect(abs(activity(chain, amounts, "Pb-210") / uranium - 1) < 1e-3)
    let thallium = activity(chain, amounts, "Tl-210") / uranium
    #expect(abs(thallium - 0.00021) < 0.00002)
  }

  /// After one day, the stable end product has a few atoms, not zero and not noise.
  @Test func uranium238EarlyDaughtersArePositive() throws {
    let (chain, amounts) = try amounts("U-238", "1g", after: "1d")
    #expect(amounts.allSatisfy { $0.atoms >= 0 })
    // Th-234 after one day: N λ₁ (1 - e^(-λ₂t))/λ₂.
    let atoms = 1 / chain.members[0].molarMass * SampleAmount.avogadro
    let first = chain.members[0].decayConstant!
    let second = chain.members[1].decayConstant!
    let expected =
      atoms * first / (second - first) * -exp(-first * 86400) * expm1(-(second - first) * 86400)
    #expect(abs(amounts[1].atoms / expected - 1) < 1e-9)
  }

  /// 1 g of Mo-99 after 24 h, by hand: N₁ = N₀ e^(-λ₁t) and, for Tc-99m fed 87.73 % of
  /// the time, N₂ = 0.8773 N₀ λ₁/(λ₂-λ₁) (e^(-λ₁t) - e^(-λ₂t)), with T½ 65.932 h and
  /// 6.0066 h: 13.8156 PBq of Mo-99 and 12.2594 PBq of Tc-99m.
  @Test func molybdenum99FeedsTechnetium99m() throws {
    let (chain, amounts) = try amounts("Mo-99", "1g", after: "24h")
    #expect(chain.members.map(\.name) == ["Mo-99", "Tc-99m", "Tc-99", "Ru-99"])
    let atoms = 1 / 98.9077073 * SampleAmount.avogadro
    let first = log(2) / (65.932 * 3600)
    let second = log(2) / (6.0066 * 3600)
    let time = 86400.0
    let parent = atoms * exp(-first * time)
    let isomer =
      0.8773 * atoms * first / (second - first) * (exp(-first * time) - exp(-second * time))
    #expect(abs(amounts[0].becquerels / (first * parent) - 1) < 1e-9)
    #expect(abs(amounts[1].becquerels / (second * isomer) - 1) < 1e-9)
    #expect(abs(amounts[0].becquerels / 1.38156e16 - 1) < 1e-5)
    #expect(abs(amounts[1].becquerels / 1.22594e16 - 1) < 1e-5)
    // Every atom is somewhere: Mo-99, Tc-99m, Tc-99 or Ru-99.
    #expect(abs(amounts.reduce(0) { $0 + $1.atoms } / atoms - 1) < 1e-12)
  }

  /// C-14 after one half-life: half is left.
  @Test func carbon14HalfLife() throws {
    let (_, amounts) = try amounts("C-14", "1g", after: "5.7ky")
    #expect(abs(amounts[0].grams - 0.5) < 1e-12)
    #expect(abs(amounts[0].grams + amounts[1].grams / 14.003074 * 14.0032419883 - 1) < 1e-4)
  }

  /// K-40 after one half-life: of the decayed half, 89.28 % is Ca-40 and 10.72 % Ar-40.
  @Test func potassium40Branches() throws {
    let (chain, amounts) = try amounts("K-40", "1mol", after: "1.248Gy")
    #expect(abs(amounts[0].moles - 0.5) < 1e-12)
    let calcium = amounts[chain.members.firstIndex { $0.name == "Ca-40" }!].moles
    let argon = amounts[chain.members.firstIndex { $0.name == "Ar-40" }!].moles
    #expect(abs(calcium - 0.5 * 0.8928) < 1e-12)
    #expect(abs(argon - 0.5 * 0.1072) < 1e-12)
  }

  /// An activity as the amount: 1 kBq of Rn-222 is 1000 / λ atoms.
  @Test func activityAsTheAmount() throws {
    let (_, amounts) = try amounts("Rn-222", "1kBq", after: "0s")
    #expect(abs(amounts[0].becquerels - 1000) < 1e-9)
  }

  @Test func activityOfAStableNuclide() throws {
    #expect(throws: NuclideError.activityOfStable(amount: "1Bq", name: "Fe-56")) {
      try amounts("Fe-56", "1Bq", after: "1y")
    }
  }

  @Test func anAmountWhoseAtomsOverflowIsRefused() throws {
    #expect(throws: NuclideError.amountTooLarge("1e308g")) {
      try amounts("U-238", "1e308g", after: "1y")
    }
    #expect(throws: NuclideError.amountTooLarge("1e300mol")) {
      try amounts("C-14", "1e300mol", after: "0s")
    }
    let (_, tiny) = try amounts("U-238", "1e-300g", after: "1y")
    #expect(tiny.allSatisfy { $0.atoms.isFinite && $0.atoms >= 0 })
  }
}

/// Times and amounts as users write them.
@Suite struct DecayQuantityTests {
  @Test(
    arguments: [(String, Double)]([
      ("5730y", 5730 * 31_557_600.0), ("4.463Gy", 4.463e9 * 31_557_600), ("10d", 864_000),
      ("30s", 30), ("2.5 h", 9000), ("1e3 s", 1000), ("0s", 0), ("10 min", 600),
      ("1 year", 31_557_600), ("3 days", 259_200), ("164us", 164e-6), ("2ka", 2 * 31_557_600e3),
      ("-0y", 0), ("1e-300s", 1e-300),
    ]))
  func times(_ text: String, _ seconds: Double) throws {
    #expect(abs(try DecayTime.seconds(text) - seconds) <= 1e-12 * seconds)
  }

  @Test(arguments: ["", "10", "y", "10 parsecs", "1..2y", "nan y", "inf s", "ten d"])
  func malformedTimes(_ text: String) {
    #expect(throws: NuclideError.malformedTime(text)) { try DecayTime.seconds(text) }
  }

  @Test(arguments: ["1e308y", "1e400y", "2e300Yy"])
  func timesTooLong(_ text: String) {
    #expect(throws: NuclideError.timeTooLong(text)) { try DecayTime.seconds(text) }
  }

  @Test(arguments: ["-5y", "-1e3 s", "-0.5d"])
  func negativeTimes(_ text: String) {
    #expect(throws: NuclideError.negativeTime(text)) { try DecayTime.seconds(text) }
  }

  @Test(arguments: [
    ("1g", DecayAmount.grams(1)), ("2.5 mg", .grams(2.5e-3)), ("0.1mol", .moles(0.1)),
    ("3.7e10Bq", .becquerels(3.7e10)), ("5 kBq", .becquerels(5000)), ("1Ci", .becquerels(3.7e10)),
    ("1 µg", .grams(1e-6)),
  ])
  func amounts(_ text: String, _ amount: DecayAmount) throws {
    #expect(try DecayAmount(text) == amount)
  }

  @Test(arguments: ["", "1", "g", "0g", "-1g", "1 stone", "nan g", "1gg"])
  func malformedAmounts(_ text: String) {
    #expect(throws: NuclideError.malformedAmount(text)) { try DecayAmount(text) }
  }

  @Test(arguments: ["1e999g", "1e308kg"])
  func amountsTooLarge(_ text: String) {
    #expect(throws: NuclideError.amountTooLarge(text)) { try DecayAmount(text) }
  }

  @Test func messagesQuoteTheWords() {
    #expect(
      NuclideError.negativeTime("-5y").description
        == "time '-5y' is negative (give a time after the start)")
    #expect(NuclideError.malformedAmount("1 stone").description.hasPrefix("amount '1 stone'"))
    #expect(
      NuclideError.timeTooLong("1e308y").description
        == "time '1e308y' is too long: more seconds than a number holds")
  }
}
