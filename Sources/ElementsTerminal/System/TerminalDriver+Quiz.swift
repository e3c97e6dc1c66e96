import ElementsCore

/// How a full-screen quiz ended.
public struct QuizScreenOutcome: Sendable, Hashable {
  /// The cards answered right.
  public var right: Int
  /// The cards answered (each saved as it was answered).
  public var answered: Int
  /// The cards in the quiz.
  public var total: Int
  /// Why an answer could not be saved, if one could not: the quiz stopped there.
  public var failure: StoreError?
}

/// The full-screen quiz as the driver runs it: ``QuizScreenState`` and its view, each answer
/// saved through `record` before the next key is read.
struct QuizProgram: ScreenProgram {
  var state: QuizScreenState
  let table: PeriodicTable
  let record: (QuizCard, Bool) -> StoreError?
  /// Why an answer could not be saved; the quiz ends at once.
  var failure: StoreError?

  var isFinished: Bool { state.isFinished || failure != nil }
  var size: ScreenSize { state.size }
  var scrollRegion: ClosedRange<Int>? { nil }
  var pollTimeout: Int32 { -1 }

  mutating func press(_ keys: [Key]) -> Bool {
    var redraw = false
    for key in keys where !isFinished {
      for effect in state.update(.key(key), in: table) {
        switch effect {
        case .redrawAll: redraw = true
        case .record(let card, let right): failure = record(card, right)
        }
      }
    }
    return redraw
  }

  mutating func resize(_ size: ScreenSize) { _ = state.update(.resized(size), in: table) }

  mutating func poll() {}

  func lines(style: TerminalStyle) -> [StyledLine] {
    QuizScreenView.lines(state, table: table, style: style)
  }
}

extension TerminalDriver {
  /// Runs the full-screen quiz until the user closes its score or ends it with Esc, with the
  /// browser's terminal handling: raw mode, the alternate screen, and the terminal restored
  /// however it ends (signals, Ctrl-Z, crashes), as ``run(model:style:opener:favorites:mouse:initialElement:)``
  /// does it.
  /// - Parameters:
  ///   - cards: The cards, in the order to ask them.
  ///   - table: The table, for judging answers and drawing `position` cards.
  ///   - style: Colour and character set; the width is the terminal's.
  ///   - mouse: Whether to ask the terminal for mouse reports (a click places an element).
  ///   - record: Saves one answer (the card, and whether it was right) before the quiz goes
  ///     on; returns why it could not, which ends the quiz.
  /// - Returns: The score, and the failure to save if there was one.
  /// - Throws: ``BrowserError`` if there is no usable terminal.
  public static func runQuiz(
    _ cards: [QuizCard], table: PeriodicTable, style: TerminalStyle, mouse: Bool = true,
    record: @escaping (QuizCard, _ right: Bool) -> StoreError?
  ) throws(BrowserError) -> QuizScreenOutcome {
    try session(mouse: mouse) { size in
      var state = QuizScreenState(cards: cards, table: table, size: size)
      state.mouse = mouse
      return QuizProgram(state: state, table: table, record: record)
    } run: { program in
      loop(&program, style: style)
      return QuizScreenOutcome(
        right: program.state.right, answered: program.state.answered, total: cards.count,
        failure: program.failure)
    }
  }
}
