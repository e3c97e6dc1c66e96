/// How well each element is known, from the SM-2 state of its quiz cards: what
/// `elements table --color-by mastery` shows.
///
/// A card is *right* when its last answer was right, and *known* when SM-2 has put its next
/// review at least ``knownInterval`` days after the last one, which takes two right answers in
/// a row at least (a wrong answer sets the interval back to 1 day). An element's mastery comes
/// from its answered cards (those never answered do not count): *weak* when none is right,
/// *learning* when some is right and under half are known, *good* from half known, *mastered*
/// when all are known. An element none of whose cards has been answered is *not yet studied*.
/// An element with a card answered right at its last answer is never weak.
public struct QuizMastery: Sendable, Hashable {
  /// The interval, in days, from which a card is known: SM-2's second interval.
  public static let knownInterval = 6

  /// How far an element is learnt.
  public enum Level: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// No card of the element has been answered.
    case notStudied
    /// Cards answered, none right at its last answer.
    case weak
    /// Some card right at its last answer, fewer than half known.
    case learning
    /// Half or more known, not all.
    case good
    /// Every answered card known.
    case mastered

    /// The level of an element's cards.
    /// - Parameters:
    ///   - known: The element's known cards.
    ///   - right: Its cards right at their last answer (the known ones among them).
    ///   - answered: Its answered cards.
    /// - Returns: ``notStudied`` when none is answered, ``weak`` when none is right, else the
    ///   level of the share of known cards.
    public init(known: Int, right: Int, answered: Int) {
      if answered <= 0 {
        self = .notStudied
      } else if right <= 0 && known <= 0 {
        self = .weak
      } else if known * 2 < answered {
        self = .learning
      } else if known < answered {
        self = .good
      } else {
        self = .mastered
      }
    }

    /// The level's word: "not yet studied", "weak", "learning", "good" or "mastered".
    public var word: String {
      switch self {
      case .notStudied: "not yet studied"
      case .weak: "weak"
      case .learning: "learning"
      case .good: "good"
      case .mastered: "mastered"
      }
    }

    /// Orders the levels from not studied to mastered.
    public static func < (left: Level, right: Level) -> Bool { left.rawValue < right.rawValue }
  }

  /// An element's cards: how many have been answered, how many of those were right at their
  /// last answer and how many are known.
  public struct Score: Sendable, Hashable {
    /// The cards known.
    public var known: Int
    /// The cards right at their last answer (the known ones among them).
    public var right: Int
    /// The cards answered at least once.
    public var answered: Int

    /// Makes a score.
    /// - Parameters:
    ///   - known: The cards known.
    ///   - right: The cards right at their last answer.
    ///   - answered: The cards answered at least once.
    public init(known: Int, right: Int, answered: Int) {
      self.known = known
      self.right = right
      self.answered = answered
    }

    /// The level of the score.
    public var level: Level { Level(known: known, right: right, answered: answered) }
  }

  /// A studied element: its atomic number and its score.
  public struct Studied: Sendable, Hashable {
    /// The element's atomic number.
    public var number: Int
    /// Its cards known and answered.
    public var score: Score

    /// Makes a studied element's record.
    /// - Parameters:
    ///   - number: The element's atomic number.
    ///   - score: Its score.
    public init(number: Int, score: Score) {
      self.number = number
      self.score = score
    }
  }

  /// Each studied element, by atomic number.
  public let studied: [Studied]

  /// The mastery of every element the progress has cards for.
  /// - Parameter progress: The quiz's progress; empty progress gives no element studied.
  public init(_ progress: QuizProgress) {
    // One record a card, by number, then the records of each number added up.
    var cards = progress.entries.map { entry in
      Studied(
        number: entry.key.number,
        score: Score(
          known: Self.isKnown(entry.state) ? 1 : 0, right: Self.isRight(entry.state) ? 1 : 0,
          answered: 1))
    }
    cards.sort { $0.number < $1.number }
    var studied: [Studied] = []
    for card in cards {
      if let last = studied.last, last.number == card.number {
        studied[studied.count - 1].score.known += card.score.known
        studied[studied.count - 1].score.right += card.score.right
        studied[studied.count - 1].score.answered += 1
      } else {
        studied.append(card)
      }
    }
    self.studied = studied
  }

  /// Whether a card is known: its interval is at least ``knownInterval`` days.
  /// - Parameter state: The card's SM-2 state.
  /// - Returns: `true` for a known card.
  public static func isKnown(_ state: ReviewState) -> Bool {
    state.repetitions > 0 && state.interval >= knownInterval
  }

  /// Whether a card's last answer was right: SM-2 counts it in the right answers in a row,
  /// which a wrong answer sets back to 0.
  /// - Parameter state: The card's SM-2 state.
  /// - Returns: `true` for a card right at its last answer.
  public static func isRight(_ state: ReviewState) -> Bool {
    state.repetitions > 0
  }

  /// The score of an element.
  /// - Parameter number: Its atomic number.
  /// - Returns: Its score; `nil` when it is not yet studied.
  public func score(number: Int) -> Score? {
    var (low, high) = (0, studied.count)
    while low < high {
      let middle = (low + high) / 2
      if studied[middle].number < number { low = middle + 1 } else { high = middle }
    }
    return low < studied.count && studied[low].number == number ? studied[low].score : nil
  }

  /// The level of an element.
  /// - Parameter number: Its atomic number.
  /// - Returns: Its level, ``Level/notStudied`` when no card of it has been answered.
  public func level(number: Int) -> Level {
    score(number: number)?.level ?? .notStudied
  }
}
