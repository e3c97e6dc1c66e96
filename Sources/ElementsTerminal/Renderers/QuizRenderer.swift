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

  /// "Score: 3/4", and when input ended before the last card, how many were not asked.
  /// - Parameters:
  ///   - right: The right answers.
  ///   - asked: The cards answered.
  ///   - total: The cards in the quiz.
  /// - Returns: One line.
  public static func score(right: Int, asked: Int, of total: Int) -> StyledText {
    var line = StyledLine("Score: \(right)/\(asked)", .bold)
    if asked < total {
      let left = total - asked
      line.append(" (input ended; \(left) card\(left == 1 ? "" : "s") not asked)")
    }
    return [line]
  }

  /// The cards as a numbered list of questions, each followed by its answer.
  /// - Parameters:
  ///   - cards: The cards.
  ///   - style: Unicode and width.
  /// - Returns: Two lines a card.
  public static func cards(_ cards: [QuizCard], style: TerminalStyle) -> StyledText {
    var text = StyledText()
    let arrow = style.unicode ? "\u{2192}" : "->"
    for (index, card) in cards.enumerated() {
      text.append(StyledLine("\(index + 1). " + Sanitizer.terminalText(card.question)))
      var answer = StyledLine("   \(arrow) ", .dim)
      answer.append(Sanitizer.terminalText(card.answer), .bold)
      text.append(answer)
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
}
