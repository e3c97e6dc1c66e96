import ElementsCore

/// The full-screen quiz's screen: a header with the progress bar and the score so far, the
/// question (the words of ``QuizRenderer/question(_:number:of:)``), the answer line or, for a
/// `position` card, the blank table with the cursor, the verdict
/// (``QuizRenderer/verdict(_:for:)``), and the keys on the last row. After the last card, or
/// Esc, the score.
enum QuizScreenView {
  /// The smallest screen the quiz draws on; below it, it says so.
  static let minimum = ScreenSize(rows: 10, columns: 40)
  /// The widths tried for the table, widest first: each is just under the width from which
  /// ``TableGeometry`` gives its cells another line, so a short screen gets a shorter table.
  private static let tableWidths = [182, 119, 92]

  /// The screen.
  /// - Parameters:
  ///   - state: The quiz.
  ///   - table: The table, for `position` cards.
  ///   - style: Colour and character set, at the screen's width.
  /// - Returns: One line a row.
  static func lines(_ state: QuizScreenState, table: PeriodicTable, style: TerminalStyle)
    -> [StyledLine]
  {
    let size = state.size
    guard fits(size) else {
      let message =
        "The quiz needs a terminal of at least \(minimum.columns)x\(minimum.rows). Esc ends it."
      return TextWidth.wrapped(message, to: size.columns).prefix(size.rows).map { StyledLine($0) }
    }
    var lines = [header(state, style: style), StyledLine()]
    if let card = state.card {
      lines += cardLines(card, state: state, table: table, style: style)
    } else {
      lines += scoreLines(state, style: style)
    }
    // Room to spare (a tall screen, a card without the table) lists the answers so far.
    // The card on screen, once answered, shows its own verdict above; the score lists them all.
    var earlier = state.history[...]
    if state.card != nil, case .answered = state.phase { earlier = earlier.dropLast() }
    let room = size.rows - 1 - lines.count - 3
    if room > 0, !earlier.isEmpty {
      lines += [StyledLine(), StyledLine(" Answered so far, the last first:", .dim)]
      lines += earlier.reversed().prefix(room).map {
        historyLine($0, table: table, style: style)
      }
    }
    lines = Array(lines.prefix(size.rows - 1))
    lines += Array(repeating: StyledLine(), count: size.rows - 1 - lines.count)
    lines.append(
      BrowserView.fit(
        [StyledRun(" " + hints(state, table: table, style: style), .dim)], style: style))
    return lines
  }

  /// Whether the screen shows the card asked or answered, and so what its keys act on: it is
  /// at least ``minimum`` and, while a `position` card is asked, holds the table. A smaller
  /// screen says what the card needs instead.
  /// - Parameters:
  ///   - state: The quiz.
  ///   - table: The table, for `position` cards.
  /// - Returns: `false` while the card is not on the screen.
  static func showsCard(_ state: QuizScreenState, table: PeriodicTable) -> Bool {
    guard fits(state.size) else { return false }
    guard state.phase == .asking, state.card?.kind == .position else { return true }
    return tablePlacement(state, table: table) != nil
  }

  /// Whether a screen is at least ``minimum``.
  private static func fits(_ size: ScreenSize) -> Bool {
    size.rows >= minimum.rows && size.columns >= minimum.columns
  }

  /// " Quiz  ██████░░░░░░  3/10  Right: 2".
  static func header(_ state: QuizScreenState, style: TerminalStyle) -> StyledLine {
    let total = state.cards.count
    let done = state.answered
    let counts = " \(done)/\(total)"
    let score = "  Right: \(state.right)"
    let room = style.width - TextWidth.of(" Quiz  ") - TextWidth.of(counts + score) - 1
    let bar = min(40, max(0, room))
    let filled = total == 0 ? bar : done * bar / total
    let marks = style.unicode ? ("█", "░") : ("#", "-")
    return BrowserView.fit(
      [
        StyledRun(" Quiz  ", .bold),
        StyledRun(TextWidth.repeated(marks.0, count: filled), .foreground(34)),
        StyledRun(TextWidth.repeated(marks.1, count: bar - filled), .dim),
        StyledRun(counts), StyledRun(score, .dim),
      ], style: style)
  }

  /// The question, then the answer line or the table, then the verdict once answered.
  private static func cardLines(
    _ card: QuizCard, state: QuizScreenState, table: PeriodicTable, style: TerminalStyle
  ) -> [StyledLine] {
    var lines = question(card, state: state, style: style)
    lines.append(StyledLine())
    var verdict: QuizVerdict?
    var reply: QuizScreenState.Reply?
    if case .answered(let given, let answer) = state.phase { (verdict, reply) = (given, answer) }
    if card.kind == .position {
      lines += tableLines(card, state: state, table: table, reply: reply, style: style)
      lines.append(StyledLine())
      if verdict == nil, showsCard(state, table: table),
        let element = table.element(at: state.cursor)
      {
        lines.append(
          BrowserView.fit(
            [StyledRun(" Cursor: " + QuizCard.place(element), .dim)], style: style))
      }
    } else {
      let typed: String
      if case .text(let text)? = reply { typed = text } else { typed = state.answer }
      let cursor = verdict == nil ? (style.unicode ? "▏" : "_") : ""
      // The end of a long answer stays in view, beside the cursor.
      let text = LineEditor.visibleEnd(
        of: Sanitizer.terminalText(typed),
        room: max(1, style.width - TextWidth.of(" Answer: ") - 2), unicode: style.unicode)
      lines.append(
        BrowserView.fit(
          [StyledRun(" Answer: ", .bold), StyledRun(text), StyledRun(cursor)], style: style))
      lines.append(StyledLine())
    }
    if let verdict {
      lines += wrapped(QuizRenderer.verdict(verdict, for: card).lines, style: style)
    }
    return lines
  }

  /// "Question 3/10: …", wrapped to the screen.
  private static func question(_ card: QuizCard, state: QuizScreenState, style: TerminalStyle)
    -> [StyledLine]
  {
    wrapped(
      QuizRenderer.question(card, number: state.current + 1, of: state.cards.count).lines,
      style: style)
  }

  /// Lines wider than the screen, wrapped at spaces (their styles kept on the first line).
  private static func wrapped(_ lines: [StyledLine], style: TerminalStyle) -> [StyledLine] {
    lines.flatMap { line -> [StyledLine] in
      guard line.width > style.width - 1 else {
        return [StyledLine([StyledRun(" ")] + line.runs)]
      }
      return TextWidth.wrapped(line.plain, to: style.width - 2).map { StyledLine(" " + $0) }
    }
  }

  /// The blank table: every cell a dot, the cursor's cell in reverse video. Once answered, the
  /// element's cell shows it, highlighted, and a wrong cell shows its element with a cross.
  private static func tableLines(
    _ card: QuizCard, state: QuizScreenState, table: PeriodicTable,
    reply: QuizScreenState.Reply?, style: TerminalStyle
  ) -> [StyledLine] {
    guard let placement = tablePlacement(state, table: table) else {
      return TextWidth.wrapped(
        "The table needs a terminal of at least \(narrowTableWidth(table)) columns and"
          + " \(narrowTableRows(state, table: table)) rows: make it larger, or press Esc to end"
          + " the quiz.", to: style.width - 2
      ).map { StyledLine(" " + $0) }
    }
    var masked = Set(table.elementsByNumber.map(\.atomicNumber))
    var highlighted: Set<Int> = []
    var marks: [Int: String] = [:]
    if case .cell(let chosen)? = reply {
      masked.remove(card.element.atomicNumber)
      highlighted.insert(card.element.atomicNumber)
      if let other = table.element(at: chosen), other != card.element {
        masked.remove(other.atomicNumber)
        marks[other.atomicNumber] = style.unicode ? "✗" : "x"
      }
    } else if let element = table.element(at: state.cursor) {
      highlighted.insert(element.atomicNumber)
    }
    var tableStyle = style
    tableStyle.width = placement.width
    return TableRenderer.draw(
      table, coloring: .category, highlighted: highlighted, style: tableStyle, splits: false,
      marks: marks, masked: masked
    ).body
  }

  /// Where a `position` card's table goes: its first screen row, and the width its layout is
  /// chosen for (the screen's, or less on a screen too short for the taller cells); `nil`
  /// when even the smallest table does not fit.
  static func tablePlacement(_ state: QuizScreenState, table: PeriodicTable)
    -> (top: Int, width: Int)?
  {
    guard let card = state.card, card.kind == .position else { return nil }
    var style = TerminalStyle.plain
    style.width = state.size.columns
    let top = 2 + question(card, state: state, style: style).count + 1
    // Below the table: a blank line, the cursor's place or two lines of verdict, the keys.
    let room = state.size.rows - top - 4
    for width in [state.size.columns] + tableWidths where width <= state.size.columns {
      let geometry = TableGeometry(table, width: width, coloring: .category)
      if geometry.width <= state.size.columns,
        BrowserView.bodyLineCount(geometry, table: table) <= room
      {
        return (top, width)
      }
    }
    return nil
  }

  /// The columns the smallest table takes.
  private static func narrowTableWidth(_ table: PeriodicTable) -> Int {
    TableGeometry(table, width: 0, coloring: .category).width
  }

  /// The rows a screen needs for the smallest table.
  private static func narrowTableRows(_ state: QuizScreenState, table: PeriodicTable) -> Int {
    let geometry = TableGeometry(table, width: 0, coloring: .category)
    return BrowserView.bodyLineCount(geometry, table: table) + 8
  }

  /// The cell of a `position` card's table under a screen cell, as ``lines(_:table:style:)``
  /// draws it.
  /// - Returns: The cell, or `nil` where no element's cell is.
  static func tableCell(atRow row: Int, column: Int, state: QuizScreenState, table: PeriodicTable)
    -> GridPosition?
  {
    guard let placement = tablePlacement(state, table: table) else { return nil }
    let geometry = TableGeometry(table, width: placement.width, coloring: .category)
    return BrowserView.tableCell(
      atBodyLine: row - placement.top, x: column, geometry: geometry, table: table)
  }

  /// A card answered: ✓ or ✗, the question, the answer given and, when it was wrong, the
  /// right one.
  private static func historyLine(
    _ answer: QuizScreenState.Answer, table: PeriodicTable, style: TerminalStyle
  ) -> StyledLine {
    let given: String
    switch answer.reply {
    case .text(let text): given = text.isEmpty ? "(nothing)" : text
    case .cell(let cell):
      given = table.element(at: cell).map { "\($0.symbol), " + QuizCard.place($0) } ?? "?"
    }
    let right = answer.verdict.isRight
    let mark = right ? (style.unicode ? "✓" : "+") : (style.unicode ? "✗" : "x")
    var runs = [
      StyledRun(" " + mark + " ", .bold + .foreground(right ? 34 : 160)),
      StyledRun(Sanitizer.terminalText(answer.card.question) + "  "),
      StyledRun(Sanitizer.terminalText(given), .dim),
    ]
    if !right {
      runs.append(StyledRun("  " + (style.unicode ? "→" : "->") + " "))
      runs.append(StyledRun(Sanitizer.terminalText(answer.card.answer), .bold))
    }
    return BrowserView.fit(runs, style: style)
  }

  /// The score, why the quiz ended early, and where the progress is.
  private static func scoreLines(_ state: QuizScreenState, style: TerminalStyle)
    -> [StyledLine]
  {
    var lines = wrapped(
      QuizRenderer.score(
        right: state.right, asked: state.answered, of: state.cards.count, ending: "ended early"
      ).lines, style: style)
    lines.append(StyledLine())
    lines += wrapped(
      [
        StyledLine(
          state.answered == 0
            ? "No card was answered."
            : "Every answer is saved: 'elements quiz --stats' shows"
              + " the progress, and missed cards come back sooner.", .dim)
      ], style: style)
    return lines
  }

  /// The keys that work now.
  private static func hints(_ state: QuizScreenState, table: PeriodicTable, style: TerminalStyle)
    -> String
  {
    let enter = Key.enter.label(unicode: style.unicode)
    switch state.phase {
    case .finished:
      return "Press any key to close the quiz"
    case .answered:
      let next = state.current + 1 < state.cards.count ? "next card" : "the score"
      return "\(enter) \(next)   Esc end"
    case .asking:
      if state.card?.kind == .position {
        guard showsCard(state, table: table) else { return "Esc end" }
        let arrows = style.unicode ? "←↑↓→" : "arrows"
        return "\(arrows) move   \(enter) place   Esc end"
          + (state.mouse ? "   (or click a cell, then click it again)" : "")
      }
      return "\(enter) answer   Backspace erase   Ctrl-U clear   Esc end"
    }
  }
}
