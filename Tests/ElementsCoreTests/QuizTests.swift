import ElementsCore
import ElementsData
import Testing

/// Quiz cards, how answers are judged, and the seeded shuffle.
@Suite struct QuizTests {
  let table = PeriodicTable.standard

  func card(_ kind: QuizKind, _ query: String) throws -> QuizCard {
    let element = try #require(table.element(matching: query))
    return try #require(QuizCard(kind, for: element))
  }

  @Test func splitMixMatchesTheReferenceSequence() {
    // The first outputs of the reference C implementation (Vigna's splitmix64.c) from seed 0.
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func cardsAskWhatTheDataHas() throws {
    let iron = try card(.configuration, "Fe")
    #expect(iron.question == "What is the noble-gas configuration of Iron (Fe)?")
    #expect(iron.answer == "[Ar] 3d6 4s2")
    #expect(try card(.name, "Fe").answer == "Iron")
    #expect(try card(.block, "Fe").answer == "d")
    #expect(try card(.group, "Fe").answer == "8")
    let lanthanum = try #require(table.element(matching: "Ce"))
    #expect(QuizCard(.group, for: lanthanum) == nil, "the data gives cerium no group")
    #expect(QuizCard(.position, for: lanthanum)?.answer == "period 6, f-block, 2nd cell")
  }

  /// A position card asks where the element is, answers in words, and is judged by the cell
  /// chosen on the table: a wrong cell names the element in it.
  @Test func positionCardsAreJudgedByTheCell() throws {
    let iron = try card(.position, "Fe")
    #expect(iron.question == "Where is Iron (Fe) on the table?")
    #expect(iron.answer == "period 4, group 8")
    #expect(iron.verdict(at: GridPosition(row: 4, column: 8), in: table) == .right)
    let cobalt = try #require(table.element(matching: "Co"))
    #expect(iron.verdict(at: cobalt.position, in: table) == .wrong(other: cobalt))
    #expect(iron.verdict(at: GridPosition(row: 1, column: 5), in: table) == .wrong(other: nil))
    #expect(iron.verdict(for: "period 4, group 8", in: table) == .wrong(other: nil))
    #expect(try card(.position, "U").answer == "period 7, f-block, 4th cell")
    #expect(try card(.position, "Lu").answer == "period 6, group 3")
    #expect(try card(.position, "H").answer == "period 1, group 1")
  }

  @Test(arguments: [
    (QuizKind.name, "Fe", "iron", true), (.name, "Fe", "IRON", true), (.name, "Fe", " Iron ", true),
    (.name, "Fe", "Irn", false), (.name, "Fe", "Fe", false), (.name, "Fe", "26", false),
    (.name, "Al", "aluminum", true), (.name, "Cs", "Cesium", true), (.name, "S", "sulphur", true),
    (.symbol, "Iron", "fe", true), (.symbol, "Iron", "Iron", false), (.symbol, "Iron", "F", false),
    (.element, "26", "fe", true), (.element, "26", "Iron", true), (.element, "26", "26", false),
    (.element, "13", "Aluminum", true), (.element, "26", "Ir", false),
    (.number, "Fe", "26", true), (.number, "Fe", " 026 ", true), (.number, "Fe", "27", false),
    (.group, "Fe", "8", true), (.group, "Fe", "VIII", false), (.period, "Fe", "4", true),
    (.block, "Fe", "D", true), (.block, "Fe", "d-block", true), (.block, "Fe", "s", false),
    (.category, "Ne", "Noble Gas", true), (.category, "Ca", "alkaline-earth metal", true),
    (.category, "Ne", "halogen", false),
    (.configuration, "Fe", "[ar] 3d6 4s2", true), (.configuration, "Fe", "[Ar] 4s2 3d6", true),
    (.configuration, "Fe", "1s2 2s2 2p6 3s2 3p6 3d6 4s2", true),
    (.configuration, "Fe", "[Ar] 3d5 4s2", false), (.configuration, "Fe", "iron", false),
    (.configuration, "Fe", "[Ar] 3d⁶ 4s²", true), (.configuration, "Fe", "[Ar]3d6 4s2", true),
    (.configuration, "Fe", "[Ar]3d⁶4s²", true), (.configuration, "Fe", "[Ar].3d6  4s2", true),
    (.configuration, "Fe", "[Ar]\t3d6 . 4s2", true), (.configuration, "Fe", "[Ar] 3d⁵ 4s²", false),
    (.configuration, "Fe", "1s² 2s² 2p⁶ 3s² 3p⁶ 3d⁶ 4s²", true),
    (.configuration, "Fe", "[Ar] 3d6 4s2 ]", false), (.configuration, "Fe", "[Ar]]", false),
    (.configuration, "Fe", "[Ar]3d64s2", false), (.configuration, "Fe", "[Ar] 3d⁶⁶ 4s²", false),
    (.name, "Fe", "", false),
  ])
  func judgesAnswers(kind: QuizKind, element: String, reply: String, right: Bool) throws {
    #expect(try card(kind, element).verdict(for: reply, in: table).isRight == right)
  }

  @Test func aWrongElementIsNamed() throws {
    let verdict = try card(.symbol, "Iron").verdict(for: "Ir", in: table)
    #expect(verdict == .wrong(other: table.element(matching: "Ir")))
    #expect(try card(.name, "Fe").verdict(for: "Irn", in: table) == .wrong(other: nil))
  }

  @Test func aSeedDecidesTheCardsAndTheirOrder() {
    let elements = Array(table.elementsByNumber.prefix(36))
    let first = QuizDeck.cards(for: elements, kinds: QuizKind.lineKinds, count: 10, seed: 1)
    let again = QuizDeck.cards(for: elements, kinds: QuizKind.lineKinds, count: 10, seed: 1)
    let other = QuizDeck.cards(for: elements, kinds: QuizKind.lineKinds, count: 10, seed: 2)
    #expect(first.count == 10)
    #expect(first == again)
    #expect(first != other)
    #expect(first.allSatisfy { $0.element.atomicNumber <= 36 })
    let all = QuizDeck.cards(for: elements, kinds: [.name, .symbol], count: 1000, seed: 1)
    #expect(all.count == 72, "every card once")
    #expect(Set(all).count == 72)
  }

  @Test func dueCardsComeFirstAndAnsweredOnesWait() {
    let keys = [QuizKind.name, .symbol, .number].map { QuizCardKey(kind: $0, number: 26) }
    var progress = QuizProgress()
    progress.record(keys[0], right: true, today: 100)  // due again in a day or more
    progress.record(keys[2], right: false, today: 90)  // due long ago
    #expect(progress.order(keys, today: 100) == [keys[2], keys[1]])
    let later = progress.order(keys, today: 10_000)
    #expect(later == [keys[2], keys[0], keys[1]], "the longest overdue first, then new ones")
  }

  @Test func onlyTheCardsAskedForAreMadeAndKeysWithoutDataAreSkipped() throws {
    let iron = try #require(table.element(matching: "Fe"))
    let keys = [
      QuizCardKey(kind: .name, number: 200),  // no such element among those given
      QuizCardKey(kind: .name, number: 26), QuizCardKey(kind: .symbol, number: 26),
      QuizCardKey(kind: .number, number: 26),
    ]
    let cards = QuizDeck.cards(keys, of: [iron], count: 2)
    #expect(cards.map(\.kind) == [.name, .symbol])
    #expect(QuizDeck.cards(keys, of: [iron], count: 0).isEmpty)
  }

  @Test func theShuffleReachesEveryOrder() {
    var seen: Set<[Int]> = []
    for seed in 0..<200 as Range<UInt64> {
      var items = [1, 2, 3]
      var generator = SplitMix64(seed: seed)
      QuizDeck.shuffle(&items, using: &generator)
      seen.insert(items)
    }
    #expect(seen.count == 6)
  }
}
