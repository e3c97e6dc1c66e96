import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The full-screen quiz's reducer: keys in, the state and the answers to save out.
@Suite struct QuizScreenReducerTests {
  let table = PeriodicTable.standard
  let size = ScreenSize(rows: 24, columns: 80)

  func card(_ kind: QuizKind, _ name: String) throws -> QuizCard {
    let element = try #require(table.element(matching: name))
    return try #require(QuizCard(kind, for: element))
  }

  func quiz(_ cards: [QuizCard]) -> QuizScreenState {
    QuizScreenState(cards: cards, table: table, size: size)
  }

  /// Types each character of the text.
  func type(_ text: String, into state: inout QuizScreenState) {
    for character in text { #expect(state.update(.key(.character(character)), in: table) == []) }
  }

  @Test func typingEditsTheAnswerAndEnterJudgesIt() throws {
    let iron = try card(.name, "Fe")
    var state = quiz([iron, try card(.symbol, "Cu")])
    type("Irn", into: &state)
    _ = state.update(.key(.backspace), in: table)
    _ = state.update(.key(.backspace), in: table)
    type("ron", into: &state)
    #expect(state.answer == "Iron")
    #expect(state.update(.key(.enter), in: table) == [.record(iron, right: true)])
    #expect(state.phase == .answered(.right, .text("Iron")))
    #expect((state.right, state.answered) == (1, 1))
    // The answer is shown until Enter goes on; typing does nothing meanwhile.
    type("x", into: &state)
    #expect(state.phase == .answered(.right, .text("Iron")))
    _ = state.update(.key(.enter), in: table)
    #expect(state.phase == .asking)
    #expect(state.current == 1)
    #expect(state.answer.isEmpty)
  }

  @Test func ctrlUClearsAndTheLineIsBounded() throws {
    var state = quiz([try card(.name, "Fe")])
    type("Cobalt", into: &state)
    _ = state.update(.key(.clearLine), in: table)
    #expect(state.answer.isEmpty)
    type(String(repeating: "a", count: QuizScreenState.answerLimit + 5), into: &state)
    #expect(state.answer.count == QuizScreenState.answerLimit)
  }

  /// A full configuration, the longest right answer there is, is taken whole and judged
  /// right: oganesson's (81 characters), and radon's as the tester typed it.
  @Test(arguments: [
    ("Og", "1s2 2s2 2p6 3s2 3p6 3d10 4s2 4p6 4d10 4f14 5s2 5p6 5d10 5f14 6s2 6p6 6d10 7s2 7p6"),
    ("Rn", "1s2 2s2 2p6 3s2 3p6 3d10 4s2 4p6 4d10 4f14 5s2 5p6 5d10 6s2 6p6"),
  ])
  func aFullConfigurationIsTakenWhole(symbol: String, configuration: String) throws {
    let asked = try card(.configuration, symbol)
    var state = quiz([asked])
    type(configuration, into: &state)
    #expect(state.answer == configuration)
    #expect(state.update(.key(.enter), in: table) == [.record(asked, right: true)])
    #expect(state.phase == .answered(.right, .text(configuration)))
  }

  /// A wrong answer names the element it names; the right answer is on the card.
  @Test func aWrongAnswerIsRecordedWrong() throws {
    let iron = try card(.name, "Fe")
    var state = quiz([iron])
    type("Cobalt", into: &state)
    #expect(state.update(.key(.enter), in: table) == [.record(iron, right: false)])
    let cobalt = try #require(table.element(matching: "Co"))
    #expect(state.phase == .answered(.wrong(other: cobalt), .text("Cobalt")))
    _ = state.update(.key(.enter), in: table)
    #expect(state.phase == .finished)
    #expect(!state.endedEarly)
    #expect(!state.isFinished, "the score waits for a key")
    _ = state.update(.key(.character("z")), in: table)
    #expect(state.isFinished)
  }

  /// Esc ends the quiz at once; q does too, but only while no answer is typed (it is a letter
  /// of an answer otherwise).
  @Test(arguments: [[Key.escape], [.character("q")], [.character("a"), .escape], [.interrupt]])
  func escOrQEndsEarly(keys: [Key]) throws {
    var state = quiz([try card(.name, "Fe"), try card(.name, "Cu")])
    for key in keys { #expect(state.update(.key(key), in: table) == []) }
    #expect(state.phase == .finished)
    #expect(state.endedEarly)
    #expect(state.answered == 0)
  }

  @Test func qInAnAnswerIsALetter() throws {
    var state = quiz([try card(.name, "Fe")])
    type("aq", into: &state)
    #expect(state.answer == "aq")
    #expect(state.phase == .asking)
  }

  @Test func positionCardsMoveTheCursorAndPlace() throws {
    let iron = try card(.position, "Fe")
    var state = quiz([iron, try card(.position, "H")])
    #expect(state.cursor == GridPosition(row: 1, column: 1))
    for key in [Key.down, .down, .down] { _ = state.update(.key(key), in: table) }
    for _ in 0..<7 { _ = state.update(.key(.right), in: table) }
    #expect(state.cursor == GridPosition(row: 4, column: 8))
    // Letters move too, and q ends: no answer is typed on the table.
    _ = state.update(.key(.character("l")), in: table)
    _ = state.update(.key(.character("h")), in: table)
    #expect(state.update(.key(.enter), in: table) == [.record(iron, right: true)])
    #expect(state.phase == .answered(.right, .cell(GridPosition(row: 4, column: 8))))
    _ = state.update(.key(.character(" ")), in: table)
    #expect(state.cursor == GridPosition(row: 1, column: 1), "each card starts on hydrogen")
    #expect(state.update(.key(.enter), in: table) == [.record(state.cards[1], right: true)])
    _ = state.update(.key(.character("q")), in: table)
    #expect(state.phase == .finished)
    #expect(!state.endedEarly, "every card was answered")
  }

  /// A click moves the cursor to the cell under it; a click on the cursor's cell places.
  @Test func aClickMovesThenPlaces() throws {
    let iron = try card(.position, "Fe")
    var state = quiz([iron])
    let placement = try #require(QuizScreenView.tablePlacement(state, table: table))
    // At 80 columns a cell is 3 wide with 1 between, after the 2 columns of labels; one line
    // a row, under the group numbers.
    let row = placement.top + 4
    let column = 2 + 7 * 4 + 2
    let click = Key.mouse(MouseEvent(.press(button: 0), row: row, column: column))
    #expect(state.update(.key(click), in: table) == [])
    #expect(state.cursor == GridPosition(row: 4, column: 8))
    #expect(state.update(.key(click), in: table) == [.record(iron, right: true)])
    let outside = Key.mouse(MouseEvent(.press(button: 0), row: 0, column: 0))
    _ = state.update(.key(outside), in: table)
    #expect(state.phase == .finished)
  }

  /// On a screen too small for the card, the keys that would answer it do nothing: only Esc,
  /// q and Ctrl-C act, and a larger size brings the card back.
  @Test(arguments: [
    (QuizKind.position, ScreenSize(rows: 30, columns: 74)),
    (.position, ScreenSize(rows: 18, columns: 80)), (.position, ScreenSize(rows: 20, columns: 60)),
    (.name, ScreenSize(rows: 9, columns: 80)),
  ])
  func aScreenTooSmallForTheCardTakesNoAnswer(kind: QuizKind, size: ScreenSize) throws {
    let iron = try card(kind, "Fe")
    var state = quiz([iron, try card(.symbol, "Cu")])
    _ = state.update(.resized(size), in: table)
    let start = state
    for key in [Key.down, .right, .character("l"), .character("F"), .enter, .character(" ")] {
      #expect(state.update(.key(key), in: table) == [])
    }
    let click = Key.mouse(MouseEvent(.press(button: 0), row: 9, column: 33))
    #expect(state.update(.key(click), in: table) == [])
    #expect(state == start)
    _ = state.update(.resized(self.size), in: table)
    #expect(state.update(.key(.enter), in: table) == [.record(iron, right: false)])
  }

  @Test(arguments: [Key.escape, .interrupt, .character("q")])
  func aScreenTooSmallForTheTableEndsTheQuiz(key: Key) throws {
    var state = quiz([try card(.position, "Fe")])
    _ = state.update(.resized(ScreenSize(rows: 19, columns: 74)), in: table)
    #expect(state.update(.key(key), in: table) == [])
    #expect(state.phase == .finished)
    #expect(state.endedEarly)
  }

  @Test func aQuizWithoutCardsShowsTheScore() {
    var state = quiz([])
    #expect(state.phase == .finished)
    _ = state.update(.key(.enter), in: table)
    #expect(state.isFinished)
  }

  @Test func ctrlLRedrawsAndASizeIsKept() throws {
    var state = quiz([try card(.name, "Fe")])
    #expect(state.update(.key(.redraw), in: table) == [.redrawAll])
    _ = state.update(.resized(ScreenSize(rows: 60, columns: 200)), in: table)
    #expect(state.size == ScreenSize(rows: 60, columns: 200))
  }

  @Test func ctrlUIsDecoded() {
    #expect(KeyDecoder.keys(in: [0x15, 0x61]) == [.clearLine, .character("a")])
    #expect(Key.clearLine.label(unicode: true) == "Ctrl-U")
  }

  @Test func theLineEditorTypesErasesAndClears() {
    #expect(LineEditor.edited("Fe", by: .character("x"), limit: 3) == "Fex")
    #expect(LineEditor.edited("Fex", by: .character("y"), limit: 3) == "Fex")
    #expect(LineEditor.edited("Fe", by: .backspace, limit: 3) == "F")
    #expect(LineEditor.edited("", by: .backspace, limit: 3) == "")
    #expect(LineEditor.edited("Fe", by: .clearLine, limit: 3) == "")
    #expect(LineEditor.edited("Fe", by: .up, limit: 3) == nil)
  }

  /// A line wider than its room shows its end after an ellipsis, in whole characters.
  @Test func theLineEditorShowsTheEndOfALongLine() {
    #expect(LineEditor.visibleEnd(of: "3d6 4s2", room: 7, unicode: true) == "3d6 4s2")
    #expect(LineEditor.visibleEnd(of: "3d6 4s2", room: 5, unicode: true) == "… 4s2")
    #expect(LineEditor.visibleEnd(of: "3d6 4s2", room: 5, unicode: false) == "...s2")
    #expect(LineEditor.visibleEnd(of: "鉄鉄鉄", room: 4, unicode: true) == "…鉄")
  }
}

/// The full-screen quiz's screens, exactly, at small sizes.
@Suite struct QuizScreenViewTests {
  let table = PeriodicTable.standard

  func screen(_ state: QuizScreenState, unicode: Bool = true) -> String {
    var style = TerminalStyle.plain
    style.unicode = unicode
    style.width = state.size.columns
    return StyledText(QuizScreenView.lines(state, table: table, style: style))
      .encodedLines(style).map { String($0.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }

  func card(_ kind: QuizKind, _ name: String) throws -> QuizCard {
    let element = try #require(table.element(matching: name))
    return try #require(QuizCard(kind, for: element))
  }

  @Test func aTextCardAWrongAnswerAndTheScore() throws {
    var state = QuizScreenState(
      cards: [try card(.name, "Fe"), try card(.symbol, "Cu")], table: table,
      size: ScreenSize(rows: 12, columns: 44))
    for character in "Co" { _ = state.update(.key(.character(character)), in: table) }
    #expect(
      screen(state) == """
         Quiz  ░░░░░░░░░░░░░░░░░░░░░░ 0/2  Right: 0

         Question 1/2: Which element has the symbol
         Fe?

         Answer: Co▏





         ⏎ answer   Backspace erase   Ctrl-U clear …
        """)
    _ = state.update(.key(.enter), in: table)
    _ = state.update(.key(.enter), in: table)
    #expect(
      screen(state, unicode: false) == """
         Quiz  ###########----------- 1/2  Right: 0

         Question 2/2: What is the symbol of Copper?

         Answer: _


         Answered so far, the last first:
         x Which element has the symbol Fe?  Co  ->


         Enter answer   Backspace erase   Ctrl-U ...
        """)
    _ = state.update(.key(.escape), in: table)
    #expect(
      screen(state) == """
         Quiz  ███████████░░░░░░░░░░░ 1/2  Right: 0

         Score: 0/1 (ended early; 1 card not asked)

         Every answer is saved: 'elements quiz
         --stats' shows the progress, and missed
         cards come back sooner.

         Answered so far, the last first:
         ✗ Which element has the symbol Fe?  Co  → …

         Press any key to close the quiz
        """)
  }

  /// A long answer at 80 columns is shown by its end, beside the cursor, after an ellipsis.
  @Test func theEndOfALongAnswerStaysInView() throws {
    var state = QuizScreenState(
      cards: [try card(.configuration, "Og")], table: table,
      size: ScreenSize(rows: 24, columns: 80))
    let answer =
      "1s2 2s2 2p6 3s2 3p6 3d10 4s2 4p6 4d10 4f14 5s2 5p6 5d10 5f14 6s2 6p6 6d10 7s2 7p6"
    for character in answer { _ = state.update(.key(.character(character)), in: table) }
    let line = try #require(screen(state).split(separator: "\n").first { $0.contains("Answer:") })
    #expect(
      line
        == " Answer: …s2 3p6 3d10 4s2 4p6 4d10 4f14 5s2 5p6 5d10 5f14 6s2 6p6 6d10 7s2 7p6▏")
    #expect(line.count == 79)
    _ = state.update(.key(.enter), in: table)
    #expect(screen(state).contains("Right"))
  }

  /// A position card at 80x24: the blank table with the cursor; once placed wrongly, the
  /// cell chosen (with a cross) and the right one (highlighted) show their elements.
  @Test func aPositionCardOnTheBlankTable() throws {
    var state = QuizScreenState(
      cards: [try card(.position, "Fe")], table: table, size: ScreenSize(rows: 24, columns: 80))
    _ = state.update(.key(.down), in: table)
    #expect(
      screen(state) == """
         Quiz  ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ 0/1  Right: 0

         Question 1/1: Where is Iron (Fe) on the table?

            1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17  18
         1  ·                                                                   ·
         2[ · ] ·                                           ·   ·   ·   ·   ·   ·
         3  ·   ·                                           ·   ·   ·   ·   ·   ·
         4  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·
         5  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·
         6  ·   ·   *   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·
         7  ·   ·   **  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·

              * 57-71   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·
            ** 89-103   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·

         Cursor: period 2, group 1






         ←↑↓→ move   ⏎ place   Esc end   (or click a cell, then click it again)
        """)
    _ = state.update(.key(.enter), in: table)
    let lines = screen(state).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[6] == " 2 ✗Li  ·                                           ·   ·   ·   ·   ·   ·")
    #expect(
      lines[8] == " 4  ·   ·   ·   ·   ·   ·   · [■Fe] ·   ·   ·   ·   ·   ·   ·   ·   ·   ·")
    #expect(lines[16] == " Wrong (that is Lithium, Li): the answer is period 4, group 8.")
    #expect(lines[23] == " ⏎ the score   Esc end")
  }

  /// The answers so far leave out the card on screen, whose verdict shows above them; the
  /// score, even after Esc on a verdict, lists every answer.
  @Test func theAnswersSoFar() throws {
    var state = QuizScreenState(
      cards: [try card(.name, "Fe"), try card(.name, "Cu"), try card(.name, "Au")], table: table,
      size: ScreenSize(rows: 24, columns: 60))
    for key in [Key.character("x"), .enter, .enter, .character("z"), .enter] {
      _ = state.update(.key(key), in: table)
    }
    var text = screen(state)
    #expect(text.contains(" Wrong: the answer is Copper."))
    #expect(text.contains(" ✗ Which element has the symbol Fe?  x  → Iron"))
    #expect(!text.contains("symbol Cu?  z"))
    _ = state.update(.key(.escape), in: table)
    text = screen(state)
    #expect(text.contains(" Score: 0/2 (ended early; 1 card not asked)"))
    #expect(text.contains(" ✗ Which element has the symbol Cu?  z  → Copper"))
    #expect(text.contains(" ✗ Which element has the symbol Fe?  x  → Iron"))
  }

  /// Too small a screen says so; a position card on a screen too narrow for the table says
  /// what it needs.
  @Test func smallScreensSaySo() throws {
    let tiny = QuizScreenState(
      cards: [try card(.name, "Fe")], table: table, size: ScreenSize(rows: 8, columns: 30))
    #expect(screen(tiny) == "The quiz needs a terminal of\nat least 40x10. Esc ends it.")
    let narrow = QuizScreenState(
      cards: [try card(.position, "Fe")], table: table, size: ScreenSize(rows: 24, columns: 60))
    #expect(screen(narrow).contains("The table needs a terminal of at least 75 columns"))
  }
}
