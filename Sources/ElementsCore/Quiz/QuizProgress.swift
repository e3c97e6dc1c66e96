/// A card as the progress file knows it: its kind and its element's atomic number.
public struct QuizCardKey: Sendable, Hashable, Comparable {
  /// What the card asks.
  public var kind: QuizKind
  /// The element's atomic number.
  public var number: Int

  /// Makes a key.
  /// - Parameters:
  ///   - kind: What the card asks.
  ///   - number: The element's atomic number.
  public init(kind: QuizKind, number: Int) {
    self.kind = kind
    self.number = number
  }

  /// The card's key.
  /// - Parameter card: A card.
  public init(_ card: QuizCard) { self.init(kind: card.kind, number: card.element.atomicNumber) }

  /// Kinds in `QuizKind.allCases` order, then by number.
  public static func < (left: QuizCardKey, right: QuizCardKey) -> Bool {
    let order = QuizKind.allCases
    let (a, b) = (order.firstIndex(of: left.kind) ?? 0, order.firstIndex(of: right.kind) ?? 0)
    return a != b ? a < b : left.number < right.number
  }
}

/// The quiz's progress: each card answered at least once, with its SM-2 state and the day it
/// was last reviewed.
public struct QuizProgress: Sendable, Hashable {
  /// A card's schedule and its last review.
  public struct Entry: Sendable, Hashable {
    /// The SM-2 state.
    public var state: ReviewState
    /// The day of the last review, in days since 1970-01-01.
    public var reviewed: Int

    /// Makes an entry.
    /// - Parameters:
    ///   - state: The SM-2 state.
    ///   - reviewed: The day of the last review.
    public init(state: ReviewState, reviewed: Int) {
      self.state = state
      self.reviewed = reviewed
    }
  }

  /// The cards answered, by key.
  public var entries: [QuizCardKey: Entry]
  /// The days on which a card was answered, for the streak (the last
  /// ``rememberedDays`` days).
  public var practiceDays: Set<Int>

  /// Progress with no card answered.
  public init() {
    entries = [:]
    practiceDays = []
  }

  /// Records an answer: the card is rescheduled by ``SpacedRepetition``, and the day counts
  /// for the streak.
  /// - Parameters:
  ///   - key: The card.
  ///   - right: Whether the answer was right.
  ///   - today: The day, in days since 1970-01-01.
  /// - Returns: The card's new state.
  @discardableResult
  public mutating func record(_ key: QuizCardKey, right: Bool, today: Int) -> ReviewState {
    let state = entries[key]?.state ?? ReviewState(newOn: today)
    let grade = right ? SpacedRepetition.rightGrade : SpacedRepetition.wrongGrade
    let next = SpacedRepetition.review(state, grade: grade, today: today)
    entries[key] = Entry(state: next, reviewed: today)
    notePractice(on: today)
    return next
  }

  /// The order a quiz asks its cards in: the due ones first (the longest overdue first, ties
  /// in the given order), then new ones in the given order; cards answered and not yet due are
  /// left out.
  /// - Parameters:
  ///   - keys: The cards the quiz may ask, in their shuffled order.
  ///   - today: The day, in days since 1970-01-01.
  /// - Returns: The keys to ask, in order.
  public func order(_ keys: [QuizCardKey], today: Int) -> [QuizCardKey] {
    var due: [(day: Int, place: Int, key: QuizCardKey)] = []
    var new: [QuizCardKey] = []
    for (place, key) in keys.enumerated() {
      if let entry = entries[key] {
        if entry.state.due <= today { due.append((entry.state.due, place, key)) }
      } else {
        new.append(key)
      }
    }
    due.sort { ($0.day, $0.place) < ($1.day, $1.place) }
    return due.map(\.key) + new
  }

  /// Today in days since 1970-01-01, by UTC.
  /// - Parameter seconds: Seconds since 1970-01-01 UTC.
  /// - Returns: The day number.
  public static func day(seconds: Int) -> Int {
    seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  }
}
