import ElementsCore
import ElementsData
import Testing

/// How well each element is known, from its cards' SM-2 state, and the worksheet's questions.
@Suite struct QuizMasteryTests {
  let table = PeriodicTable.standard
  let today = 20_000

  /// Progress from answers: each card's answers in order, one day apart.
  func progress(_ answers: [(QuizKind, Int, [Bool])]) -> QuizProgress {
    var progress = QuizProgress()
    for (kind, number, rights) in answers {
      for (day, right) in rights.enumerated() {
        progress.record(QuizCardKey(kind: kind, number: number), right: right, today: today + day)
      }
    }
    return progress
  }

  /// A card is known from its second right answer in a row (an interval of 6 days), and a
  /// wrong answer makes it unknown again.
  @Test func aCardIsKnownFromTwoRightAnswersInARow() {
    let answers: [([Bool], Bool)] = [
      ([true], false), ([true, true], true), ([true, true, true], true),
      ([true, true, false], false), ([false, true, true], true), ([false], false),
    ]
    for (rights, known) in answers {
      let state = progress([(.name, 26, rights)]).entries.first!.state
      #expect(QuizMastery.isKnown(state) == known, "\(rights)")
    }
  }

  /// Each word at each side of its boundaries (known, right, answered): weak only with no
  /// card right at its last answer, learning from one right card up to under half known, good
  /// from half known, mastered when all are known.
  @Test(arguments: [
    (0, 0, 0, QuizMastery.Level.notStudied),
    (0, 0, 1, .weak), (0, 0, 3, .weak),
    (0, 1, 1, .learning), (0, 1, 3, .learning), (0, 3, 3, .learning), (1, 1, 3, .learning),
    (2, 2, 5, .learning),
    (1, 1, 2, .good), (3, 3, 5, .good), (2, 3, 3, .good), (2, 2, 3, .good),
    (1, 1, 1, .mastered), (3, 3, 3, .mastered),
  ])
  func eachWordAtItsBoundaries(known: Int, right: Int, answered: Int, level: QuizMastery.Level) {
    #expect(QuizMastery.Level(known: known, right: right, answered: answered) == level)
  }

  /// An element whose cards were answered right at their last answer is never weak, however
  /// few of them are known yet; missed at the last answer, it is weak again.
  @Test(arguments: [
    ([true], QuizMastery.Level.learning), ([true, true], .mastered), ([false], .weak),
    ([false, true], .learning), ([true, false], .weak), ([true, true, false], .weak),
    ([true, true, false, true], .learning), ([false, true, true], .mastered),
  ])
  func anElementAnsweredRightIsNeverWeak(rights: [Bool], level: QuizMastery.Level) {
    let mastery = QuizMastery(progress([(.name, 26, rights)]))
    #expect(mastery.level(number: 26) == level, "\(rights)")
  }

  /// With several cards, one right at its last answer lifts an element out of weak.
  @Test func oneRightCardIsEnoughToBeLearning() {
    let mastery = QuizMastery(
      progress([(.name, 11, [false]), (.symbol, 11, [false]), (.number, 11, [true])]))
    #expect(mastery.score(number: 11) == QuizMastery.Score(known: 0, right: 1, answered: 3))
    #expect(mastery.level(number: 11) == .learning)
  }

  /// An element's score counts its answered cards only; elements without any are not yet
  /// studied, apart from the weak ones.
  @Test func scoresCountAnsweredCards() {
    let mastery = QuizMastery(
      progress([
        (.name, 26, [true, true]), (.symbol, 26, [true]), (.number, 26, [false]),
        (.name, 1, [true, true]), (.symbol, 1, [true, true, true]),
        (.name, 8, [false]),
      ]))
    #expect(mastery.score(number: 26) == QuizMastery.Score(known: 1, right: 2, answered: 3))
    #expect(mastery.level(number: 26) == .learning)
    #expect(mastery.level(number: 1) == .mastered)
    #expect(mastery.level(number: 8) == .weak)
    #expect(mastery.score(number: 2) == nil)
    #expect(mastery.level(number: 2) == .notStudied)
    #expect(QuizMastery(QuizProgress()).studied.isEmpty)
  }

  /// The same elements, count and seed give the same questions in the same order, whether
  /// for the exercise or its key; the table's are in atomic-number order.
  @Test func worksheetsFollowTheirSeed() {
    let elements = table.elementsByNumber
    let first = Worksheet(kind: .symbols, elements: elements, count: 10, seed: 7)
    let again = Worksheet(kind: .symbols, elements: elements, count: 10, seed: 7)
    let other = Worksheet(kind: .symbols, elements: elements, count: 10, seed: 8)
    #expect(first == again)
    #expect(first.cards.count == 10)
    #expect(first.cards != other.cards)
    #expect(first.cards.allSatisfy { $0.kind == .name })
    #expect(first.cards == QuizDeck.cards(for: elements, kinds: [.name], count: 10, seed: 7))
    let table = Worksheet(kind: .table, elements: elements, count: 20, seed: 7)
    let numbers = table.cards.map(\.element.atomicNumber)
    #expect(numbers == numbers.sorted() && numbers.count == 20)
    #expect(table.dependsOnSeed)
  }

  /// Without a count a table has every element and does not depend on the seed; a list has
  /// 20 questions.
  @Test func worksheetCountsDefaultByKind() {
    let elements = table.elementsByNumber
    let whole = Worksheet(kind: .table, elements: elements, count: nil, seed: 1)
    #expect(whole.cards.count == elements.count)
    #expect(!whole.dependsOnSeed)
    #expect(Worksheet(kind: .symbols, elements: elements, count: nil, seed: 1).cards.count == 20)
    let configurations = Worksheet(
      kind: .configurations, elements: Array(elements.prefix(3)), count: nil, seed: 1)
    #expect(configurations.cards.map(\.answer).sorted() == ["1s1", "1s2", "[He] 2s1"])
  }
}
