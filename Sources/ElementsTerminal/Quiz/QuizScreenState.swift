import ElementsCore

/// What happens to the full-screen quiz: a key, or a new screen size.
enum QuizScreenEvent: Sendable, Hashable {
  /// A key was pressed.
  case key(Key)
  /// The terminal has a new size.
  case resized(ScreenSize)
}

/// Something the driver does for the full-screen quiz, outside the pure state.
enum QuizScreenEffect: Sendable, Hashable {
  /// Save the answer to a card, right or wrong, before anything else happens.
  case record(QuizCard, right: Bool)
  /// Draw the whole screen again (Ctrl-L).
  case redrawAll
}

/// The full-screen quiz as a value: the card asked, the answer typed or the cell chosen, the
/// verdict shown, the score. ``update(_:in:)`` is its one reducer: it never draws and never
/// saves; an answer comes out as a ``QuizScreenEffect/record(_:right:)`` effect.
///
/// Keys: while a card is asked, typing edits the answer (Backspace, Ctrl-U clears) and Enter
/// gives it; on a `position` card the arrows (or h j k l, Home, End, PgUp, PgDn) move the
/// cursor over the table, a click moves it, and Enter, Space or a second click places the
/// element. Then Enter or Space goes on to the next card. Esc ends the quiz early, and so does
/// q while no answer is typed; after the score, any key closes the quiz. While the screen is
/// too small for the card (``QuizScreenView/showsCard(_:table:)``), only Esc, q and Ctrl-C act,
/// ending the quiz, until a larger size brings the card back.
struct QuizScreenState: Sendable, Hashable {
  /// Where the quiz is.
  enum Phase: Sendable, Hashable {
    /// The current card is asked.
    case asking
    /// The current card was answered: the verdict, and what was answered.
    case answered(QuizVerdict, Reply)
    /// The score is shown.
    case finished
  }

  /// An answer: words typed, or a cell of the table.
  enum Reply: Sendable, Hashable {
    /// Words typed.
    case text(String)
    /// A cell chosen on the table.
    case cell(GridPosition)
  }

  /// A card answered: what was answered, and the verdict.
  struct Answer: Sendable, Hashable {
    /// The card.
    var card: QuizCard
    /// What was answered.
    var reply: Reply
    /// The verdict.
    var verdict: QuizVerdict
  }

  /// The most Unicode scalars an answer takes: about twice the longest right answer,
  /// oganesson's full configuration (`1s2 2s2 … 7s2 7p6`, 81), for the spaces a person types
  /// between its parts; and a bound on the work a key can cause.
  static let answerLimit = 160

  /// The cards, in the order asked.
  let cards: [QuizCard]
  /// The table's occupied cells, row by row, for the cursor.
  let cells: [GridPosition]
  /// The screen's size.
  var size: ScreenSize
  /// The index of the card asked or just answered.
  var current = 0
  /// Where the quiz is.
  var phase = Phase.asking
  /// The answer typed so far.
  var answer = ""
  /// Where the cursor starts on every `position` card: the table's first cell, hydrogen's.
  let firstCell: GridPosition
  /// The cell under the cursor on a `position` card.
  var cursor: GridPosition
  /// The cards answered right.
  var right = 0
  /// The cards answered.
  var answered = 0
  /// The cards answered, in order, for the list a tall screen shows.
  var history: [Answer] = []
  /// Whether the user ended the quiz before its last card.
  var endedEarly = false
  /// Whether the quiz is closed: the driver gives the terminal back.
  var isFinished = false
  /// Whether the terminal reports the mouse, so that the keys' line offers clicks.
  var mouse = true

  /// Starts a quiz on its first card; a quiz without cards shows the score at once.
  /// - Parameters:
  ///   - cards: The cards, in the order to ask them.
  ///   - table: The table the `position` cards are placed on.
  ///   - size: The screen's size.
  init(cards: [QuizCard], table: PeriodicTable, size: ScreenSize) {
    self.cards = cards
    cells = table.elementsByNumber.map { $0.position }.sorted()
    self.size = size
    firstCell = cells.first ?? GridPosition(row: 1, column: 1)
    cursor = firstCell
    if cards.isEmpty { phase = .finished }
  }

  /// The card asked or just answered; `nil` once the score is shown.
  var card: QuizCard? {
    guard phase != .finished, cards.indices.contains(current) else { return nil }
    return cards[current]
  }

  /// Handles one event.
  /// - Parameters:
  ///   - event: A key or a size.
  ///   - table: The table, for judging answers and for where the mouse points.
  /// - Returns: What the driver must do: save an answer, draw everything again.
  mutating func update(_ event: QuizScreenEvent, in table: PeriodicTable) -> [QuizScreenEffect] {
    switch event {
    case .resized(let size):
      self.size = size
      return []
    case .key(let key):
      if key == .redraw { return [.redrawAll] }
      return press(key, in: table)
    }
  }

  private mutating func press(_ key: Key, in table: PeriodicTable) -> [QuizScreenEffect] {
    // While the card is not on the screen, only the keys that end the quiz act.
    if phase != .finished, !QuizScreenView.showsCard(self, table: table) {
      if key == .escape || key == .interrupt || key == .character("q") { end() }
      return []
    }
    switch phase {
    case .finished:
      // Any key closes the score; the mouse only with a click.
      if case .mouse(let mouse) = key, !Self.isClick(mouse) { return [] }
      isFinished = true
    case .answered:
      switch key {
      case .escape, .interrupt, .character("q"): end()
      case .enter, .character(" "): next()
      case .mouse(let mouse) where Self.isClick(mouse): next()
      default: break
      }
    case .asking:
      guard let card else { return [] }
      if key == .escape || key == .interrupt {
        end()
        return []
      }
      if card.kind == .position { return place(key, card: card, in: table) }
      switch key {
      case .character("q") where answer.isEmpty: end()
      case .enter: return judge(card, .text(answer), in: table)
      default:
        if let edited = LineEditor.edited(answer, by: key, limit: Self.answerLimit) {
          answer = edited
        }
      }
    }
    return []
  }

  /// A key on a `position` card: the cursor moves, or the element is placed.
  private mutating func place(_ key: Key, card: QuizCard, in table: PeriodicTable)
    -> [QuizScreenEffect]
  {
    guard phase == .asking else { return [] }
    func move(_ rows: Int, _ columns: Int) {
      cursor = BrowserModel.cell(from: cursor, movingBy: (rows, columns), in: cells)
    }
    switch key {
    case .up, .character("k"): move(-1, 0)
    case .down, .character("j"): move(1, 0)
    case .left, .character("h"): move(0, -1)
    case .right, .character("l"): move(0, 1)
    case .pageUp: cursor = cells.first { $0.column == cursor.column } ?? cursor
    case .pageDown: cursor = cells.last { $0.column == cursor.column } ?? cursor
    case .home: cursor = cells.first { $0.row == cursor.row } ?? cursor
    case .end: cursor = cells.last { $0.row == cursor.row } ?? cursor
    case .enter, .character(" "): return judge(card, .cell(cursor), in: table)
    case .character("q"): end()
    case .mouse(let mouse) where Self.isClick(mouse):
      guard
        let cell = QuizScreenView.tableCell(
          atRow: mouse.row, column: mouse.column, state: self, table: table)
      else { return [] }
      if cell == cursor { return judge(card, .cell(cell), in: table) }
      cursor = cell
    default: break
    }
    return []
  }

  /// Judges an answer, counts it and shows the verdict; the answer is saved at once.
  private mutating func judge(_ card: QuizCard, _ reply: Reply, in table: PeriodicTable)
    -> [QuizScreenEffect]
  {
    let verdict =
      switch reply {
      case .text(let text): card.verdict(for: text, in: table)
      case .cell(let cell): card.verdict(at: cell, in: table)
      }
    answered += 1
    if verdict.isRight { right += 1 }
    history.append(Answer(card: card, reply: reply, verdict: verdict))
    phase = .answered(verdict, reply)
    return [.record(card, right: verdict.isRight)]
  }

  /// On to the next card, or the score after the last.
  private mutating func next() {
    current += 1
    answer = ""
    cursor = firstCell
    phase = current < cards.count ? .asking : .finished
  }

  /// Esc or q: the score, now. Every answer given is already saved.
  private mutating func end() {
    endedEarly = answered < cards.count
    phase = .finished
  }

  /// Whether a mouse report is a left click.
  private static func isClick(_ mouse: MouseEvent) -> Bool { mouse.action == .press(button: 0) }
}
