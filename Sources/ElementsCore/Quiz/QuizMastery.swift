/// How well each element is known, from the SM-2 state of its quiz cards: what
/// `elements table --color-by mastery` shows.
///
/// A card is *known* when SM-2 has put its next review at least ``knownInterval`` days after
/// the last one, which takes two right answers in a row at least (a wrong answer sets the
/// interval back to 1 day). An element's mastery is the share of its answered cards that are
/// known; its cards never answered do not count. An element none of whose cards has been
/// answered is *not yet studied*, apart from every share.
public struct QuizMastery: Sendable, Hashable {
  /// The interval, in days, from which a card is known: SM-2's second interval.
  public static let knownInterval = 6

  /// How far an element is learnt.
  public enum Level: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// No card of the element has been answered.
    case notStudied
    /// Cards answered, none known.
    case weak
    /// Some known, fewer than half.
    case learning
    /// Half or more known, not all.
    case good
    /// Every answered card known.
    case mastered

    /// The level of a share of known cards.
    /// - Parameters:
    ///   - known: The element's known cards.
    ///   - answered: Its answered cards.
    /// - Returns: ``notStudied`` when none is answered, else the level of the share.
    public init(known: Int, answered: Int) {
      if answered <= 0 {
        self = .notStudied
      } else if known <= 0 {
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

  /// An element's cards: how many have been answered and how many of those are known.
  public struct Score: Sendable, Hashable {
    /// The cards known.
    public var known: Int
    /// The cards answered at least once.
    public var answered: Int

    /// Makes a score.
    /// - Parameters:
    ///   - known: The cards known.
    ///   - answered: The cards answered at least once.
    public init(known: Int, answered: Int) {
      self.known = known
      self.answered = answered
    }

    /// The level of the share.
    public var level: Level { Level(known: known, answered: answered) }
  }

  /// Each studied element's score, by atomic number.
  public let scores: [Int: Score]

  /// The mastery of every element the progress has cards for.
  /// - Parameter progress: The quiz's progress; empty progress gives no element studied.
  public init(_ progress: QuizProgress) {
    var scores: [Int: Score] = [:]
    for (key, entry) in progress.entries {
      var score = scores[key.number] ?? Score(known: 0, answered: 0)
      score.answered += 1
      if Self.isKnown(entry.state) { score.known += 1 }
      scores[key.number] = score
    }
    self.scores = scores
  }

  /// Whether a card is known: its interval is at least ``knownInterval`` days.
  /// - Parameter state: The card's SM-2 state.
  /// - Returns: `true` for a known card.
  public static func isKnown(_ state: ReviewState) -> Bool {
    state.repetitions > 0 && state.interval >= knownInterval
  }

  /// The score of an element.
  /// - Parameter number: Its atomic number.
  /// - Returns: Its score; `nil` when it is not yet studied.
  public func score(number: Int) -> Score? { scores[number] }

  /// The level of an element.
  /// - Parameter number: Its atomic number.
  /// - Returns: Its level, ``Level/notStudied`` when no card of it has been answered.
  public func level(number: Int) -> Level {
    scores[number]?.level ?? .notStudied
  }
}
