import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The table coloured by the quiz's mastery: its keys, its legend and the browser's cycle.
@Suite struct MasteryColoringTests {
  let table = PeriodicTable.standard

  /// Iron learning (1 of 3 known), hydrogen mastered, helium good, oxygen weak.
  var mastery: QuizMastery {
    var progress = QuizProgress()
    let answers: [(QuizKind, Int, [Bool])] = [
      (.name, 26, [true, true]), (.symbol, 26, [true]), (.number, 26, [false]),
      (.name, 1, [true, true]), (.name, 2, [true, true]), (.symbol, 2, [false]),
      (.name, 8, [false]),
    ]
    for (kind, number, rights) in answers {
      for (day, right) in rights.enumerated() {
        progress.record(QuizCardKey(kind: kind, number: number), right: right, today: day)
      }
    }
    return QuizMastery(progress)
  }

  @Test func eachLevelHasItsMarkAndColour() {
    let coloring = TableColoring.mastery(mastery)
    let marks = [26, 1, 2, 8, 79].map {
      coloring.key(for: table.element(number: $0)!, unicode: false, depth: .palette256).mark
    }
    #expect(marks == ["+", "#", "=", "-", "."])
    let gold = coloring.key(for: table.element(number: 79)!, unicode: true, depth: .palette256)
    #expect(gold.mark == "·")
    #expect(gold.title == "not yet studied")
    #expect(gold.style.background == TextColor.mastery(.notStudied))
    #expect(coloring.name == "mastery")
  }

  @Test func theLegendCountsEachLevel() {
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    let lines = TableRenderer.legendLines(
      .mastery(mastery), for: table.elementsByNumber, width: 75, style: style)
    #expect(
      Fixtures.text(lines.map(\.plain)) == """
           Mastery: the share of an element's answered quiz cards that are known
           (next review 6 or more days away); 4 of 118 elements studied
           · not yet studied: 114            ○ weak, none right last time: 1
           ◔ learning, under half known: 1   ◑ good, half or more known: 1
           ● mastered, all known: 1
        """)
  }

  /// Before the first quiz every element is not yet studied.
  @Test func noProgressIsAllNotStudied() {
    let coloring = TableColoring.mastery(QuizMastery(QuizProgress()))
    let keys = coloring.legend(for: table.elementsByNumber, unicode: false, depth: .ansi16)
    #expect(keys.map(\.title).first == "not yet studied: 118")
    #expect(keys.dropFirst().allSatisfy { $0.title.hasSuffix(": 0") })
  }

  /// In the browser, `c` comes to mastery after block, and `C` goes back to it.
  @Test func theBrowserCyclesThroughMastery() {
    let model = BrowserModel(table: table, mastery: .success(mastery))
    var state = BrowserState(model: model, size: ScreenSize(rows: 24, columns: 80))
    _ = state.press(.character("5"), in: model)
    for _ in 0..<3 { _ = state.press(.character("c"), in: model) }
    #expect(state.coloring == .mastery(mastery))
    let screen = BrowserView.lines(
      state, model: model, style: TerminalStyle(color: false, unicode: true, width: 80))
    #expect(
      screen.contains { $0.plain.contains("Actinium  Mastery: not yet studied") },
      "\(screen.map(\.plain).joined(separator: "\n"))")
    #expect(
      BrowserView.masteryFact(mastery.score(number: 26))
        == "Mastery: 1 of 3 cards known (learning)")
    _ = state.press(.character("c"), in: model)
    #expect(state.coloring.name == "atomicWeight")
    _ = state.press(.character("C"), in: model)
    #expect(state.coloring == .mastery(mastery))
  }

  /// An unreadable progress file leaves mastery out, and the status line says why.
  @Test func anUnreadableProgressIsPassedBy() {
    let error = StoreError(.quizProgress, .malformed(file: "/h/quiz", line: 1, reason: "bad"))
    let model = BrowserModel(table: table, mastery: .failure(error))
    var state = BrowserState(model: model, size: ScreenSize(rows: 24, columns: 80))
    _ = state.press(.character("5"), in: model)
    for _ in 0..<3 { _ = state.press(.character("c"), in: model) }
    #expect(state.coloring.name == "atomicWeight")
    #expect(state.status == .masteryUnavailable(error))
    // Without a model's mastery, the cycle is as it was.
    let plain = BrowserModel(table: table)
    #expect(
      BrowserState.coloring(after: .block, in: table, backwards: false).name
        == BrowserState.coloring(after: .block, in: plain.table, backwards: false).name)
  }
}
