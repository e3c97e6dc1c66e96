import ElementsCore

/// The quiz as text: questions, verdicts, the score, and the cards as a list or JSON.
public enum QuizRenderer {
  /// "Question 2/10: Which element has the symbol Fe?".
  /// - Parameters:
  ///   - card: The card.
  ///   - number: Its place in the quiz, from 1.
  ///   - total: The cards in the quiz.
  /// - Returns: One line.
  public static func question(_ card: QuizCard, number: Int, of total: Int) -> StyledText {
    var line = StyledLine("Question \(number)/\(total): ", .bold)
    line.append(Sanitizer.terminalText(card.question))
    return [line]
  }

  /// "Right." or "Wrong: the answer is Iron.", naming the element a wrong answer names instead.
  /// - Parameters:
  ///   - verdict: The verdict.
  ///   - card: The card answered.
  /// - Returns: One line.
  public static func verdict(_ verdict: QuizVerdict, for card: QuizCard) -> StyledText {
    let answer = Sanitizer.terminalText(card.answer)
    switch verdict {
    case .right:
      var line = StyledLine("Right", .bold + .foreground(34))
      line.append(": " + answer + ".")
      return [line]
    case .wrong(let other):
      var line = StyledLine("Wrong", .bold + .foreground(160))
      if let other {
        line.append(
          " (that is " + Sanitizer.terminalText("\(other.name), \(other.symbol)") + ")")
      }
      line.append(": the answer is " + answer + ".")
      return [line]
    }
  }

  /// "Score: 3/4", and when the quiz ended before the last card, how many were not asked.
  /// - Parameters:
  ///   - right: The right answers.
  ///   - asked: The cards answered.
  ///   - total: The cards in the quiz.
  ///   - ending: How a quiz that ends early ended: "input ended", or "ended early" when the
  ///     user ended it.
  /// - Returns: One line.
  public static func score(
    right: Int, asked: Int, of total: Int, ending: String = "input ended"
  ) -> StyledText {
    var line = StyledLine("Score: \(right)/\(asked)", .bold)
    if asked < total {
      let left = total - asked
      line.append(" (\(ending); \(left) card\(left == 1 ? "" : "s") not asked)")
    }
    return [line]
  }

  /// The cards as a numbered list of questions, each followed by its answer.
  /// - Parameters:
  ///   - cards: The cards.
  ///   - style: Unicode and width.
  /// - Returns: Two lines a card, more where a question or an answer wraps to the width.
  public static func cards(_ cards: [QuizCard], style: TerminalStyle) -> StyledText {
    var text = StyledText()
    let arrow = style.unicode ? "\u{2192}" : "->"
    for (index, card) in cards.enumerated() {
      // Each wrapped under itself: the question after its number, the answer after the arrow.
      let number = "\(index + 1). "
      let questionWidth = TextWidth.of(number)
      let question = TextWidth.wrapped(
        Sanitizer.terminalText(card.question), to: max(1, style.width - questionWidth))
      for (line, part) in question.enumerated() {
        text.append(StyledLine((line == 0 ? number : TextWidth.spaces(questionWidth)) + part))
      }
      let answerWidth = 3 + TextWidth.of(arrow) + 1
      let answer = TextWidth.wrapped(
        Sanitizer.terminalText(card.answer), to: max(1, style.width - answerWidth))
      for (line, part) in answer.enumerated() {
        var styled = StyledLine(line == 0 ? "   \(arrow) " : TextWidth.spaces(answerWidth), .dim)
        styled.append(part, .bold)
        text.append(styled)
      }
    }
    return text
  }

  /// The cards as a JSON array of objects with "kind", "number" (the element's atomic number),
  /// "symbol", "name", "question" and "answer".
  /// - Parameter cards: The cards.
  /// - Returns: The JSON text with a trailing line break.
  public static func cardsJSON(_ cards: [QuizCard]) -> String {
    DataFormatter.jsonArray(cards) { card in
      [
        ("kind", .string(card.kind.rawValue)), ("number", .integer(card.element.atomicNumber)),
        ("symbol", .string(card.element.symbol)), ("name", .string(card.element.name)),
        ("question", .string(card.question)), ("answer", .string(card.answer)),
      ]
    }
  }

  /// The progress: a summary line (cards answered, due today, the streak), then a table of
  /// each card, soonest due first: kind, element, interval, next review and ease; a block a
  /// card when the table is wider than the terminal.
  /// - Parameters:
  ///   - progress: The saved progress.
  ///   - table: The table, for the elements' names (a number the data lacks shows alone).
  ///   - today: The day, in days since 1970-01-01.
  ///   - style: Unicode and width.
  /// - Returns: The lines.
  public static func stats(
    _ progress: QuizProgress, in table: PeriodicTable, today: Int, style: TerminalStyle
  ) -> StyledText {
    let count = progress.entries.count
    let streak = progress.streak(today: today)
    let summary =
      "\(count) card\(count == 1 ? "" : "s") answered, \(progress.dueCount(today: today)) due"
      + " today, a streak of \(streak) day\(streak == 1 ? "" : "s")"
    var text = StyledText(
      TextWidth.wrapped(summary, to: max(style.width, 20)).map { StyledLine($0, .bold) })
    guard count > 0 else { return text }
    text.lines += TextWidth.wrapped(
      masterySummary(QuizMastery(progress), in: table, style: style), to: max(style.width, 20)
    ).map { StyledLine($0) }
    var rows = [["Kind", "Element", "Interval", "Next review", "Ease"]]
    for entry in sortedEntries(progress) {
      let element = table.element(number: entry.key.number)
      rows.append([
        entry.key.kind.rawValue,
        element.map { Sanitizer.terminalText("\($0.name) (\($0.symbol))") }
          ?? String(entry.key.number),
        "\(entry.state.interval) day\(entry.state.interval == 1 ? "" : "s")",
        entry.state.due <= today ? "due" : QuizProgress.date(day: entry.state.due),
        MassText.fixed(entry.state.ease, places: 2) ?? "?",
      ])
    }
    text.append(StyledLine())
    let width = max(style.width, 20)
    let table = BalanceRenderer.table(rows, leftAligned: 2, width: .max)
    guard table.contains(where: { TextWidth.of($0.plain) > width }) else {
      text.append(contentsOf: table)
      return text
    }
    // Too narrow for the table: a block a card, its kind and element, then the rest below.
    for row in rows.dropFirst() {
      for (index, line) in TextWidth.wrapped(row[0] + "  " + row[1], to: width - 2).enumerated() {
        text.append(StyledLine(TextWidth.spaces(index == 0 ? 2 : 4) + line, .bold))
      }
      let rest =
        row[2] + ", " + (row[3] == "due" ? "due" : "next review " + row[3]) + ", ease " + row[4]
      for line in TextWidth.wrapped(rest, to: width - 4) {
        text.append(StyledLine("    " + line))
      }
    }
    return text
  }

  /// Each studied element's mastery in a line: "3 elements studied: 1 mastered, 2 weak (to
  /// work on: Li, O)", the elements weak or learning named, at most ten.
  static func masterySummary(
    _ mastery: QuizMastery, in table: PeriodicTable, style: TerminalStyle
  ) -> String {
    let numbers = mastery.studied.map { $0.number }
    var counts = Array(repeating: 0, count: QuizMastery.Level.allCases.count)
    for studied in mastery.studied { counts[studied.score.level.rawValue] += 1 }
    let levels = QuizMastery.Level.allCases.reversed().compactMap { level in
      counts[level.rawValue] > 0 ? "\(counts[level.rawValue]) \(level.word)" : nil
    }
    let weak = mastery.studied.filter { $0.score.level <= .learning }.map { studied in
      table.element(number: studied.number).map { style.display($0.symbol) }
        ?? String(studied.number)
    }
    let named = weak.prefix(10).joined(separator: ", ") + (weak.count > 10 ? ", ..." : "")
    return "\(numbers.count) element\(numbers.count == 1 ? "" : "s") studied: "
      + levels.joined(separator: ", ") + (weak.isEmpty ? "" : " (to work on: \(named))")
  }

  /// The progress as JSON: "cards", "due" and "streak" (counts), "reviews", one object a
  /// card with "kind", "number", "symbol" (null when the data lacks the element), "interval"
  /// (days), "due" (YYYY-MM-DD), "ease", "repetitions" and "lastReview" (YYYY-MM-DD), and
  /// "elements", one object a studied element with "number", "symbol", "known", "right" and
  /// "answered" (its cards known, right at their last answer, and answered) and "level"
  /// ("weak", "learning", "good", "mastered").
  /// - Parameters:
  ///   - progress: The saved progress.
  ///   - table: The table, for the symbols.
  ///   - today: The day, in days since 1970-01-01.
  /// - Returns: The JSON text with a trailing line break.
  public static func statsJSON(_ progress: QuizProgress, in table: PeriodicTable, today: Int)
    -> String
  {
    let reviews = DataFormatter.jsonArray(sortedEntries(progress)) { entry in
      let key = entry.key
      return [
        ("kind", .string(key.kind.rawValue)), ("number", .integer(key.number)),
        ("symbol", table.element(number: key.number).map { .string($0.symbol) } ?? .null),
        ("interval", .integer(entry.state.interval)),
        ("due", .string(QuizProgress.date(day: entry.state.due))),
        ("ease", .number(MassText.fixed(entry.state.ease, places: 2) ?? "0")),
        ("repetitions", .integer(entry.state.repetitions)),
        ("lastReview", .string(QuizProgress.date(day: entry.reviewed))),
      ]
    }
    let mastery = QuizMastery(progress)
    let elements = DataFormatter.jsonArray(mastery.studied) { studied in
      let (number, score) = (studied.number, studied.score)
      return [
        ("number", .integer(number)),
        ("symbol", table.element(number: number).map { .string($0.symbol) } ?? .null),
        ("known", .integer(score.known)), ("right", .integer(score.right)),
        ("answered", .integer(score.answered)),
        ("level", .string(score.level.word)),
      ]
    }
    let indented = reviews.split(separator: "\n").joined(separator: "\n  ")
    let indentedElements = elements.split(separator: "\n").joined(separator: "\n  ")
    return
      "{\n  \"cards\": \(progress.entries.count),\n  \"due\": \(progress.dueCount(today: today)),"
      + "\n  \"streak\": \(progress.streak(today: today)),\n  \"reviews\": \(indented),"
      + "\n  \"elements\": \(indentedElements)\n}\n"
  }

  /// The cards, soonest due first, then by kind and number.
  private static func sortedEntries(_ progress: QuizProgress) -> [QuizProgress.Entry] {
    progress.entries.sorted { ($0.state.due, $0.key) < ($1.state.due, $1.key) }
  }
}
