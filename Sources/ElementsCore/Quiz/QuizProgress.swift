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
    let (a, b) = (left.kind.rank, right.kind.rank)
    return a != b ? a < b : left.number < right.number
  }
}

/// The quiz's progress: each card answered at least once, with its SM-2 state and the day it
/// was last reviewed.
///
/// The cards are kept in key order, the order of the file, and found by binary search: a
/// quiz looks up every card it may ask, which is every kind for every element.
public struct QuizProgress: Sendable, Hashable {
  /// A card answered: its key, its schedule and its last review.
  public struct Entry: Sendable, Hashable {
    /// The card.
    public var key: QuizCardKey
    /// The SM-2 state.
    public var state: ReviewState
    /// The day of the last review, in days since 1970-01-01.
    public var reviewed: Int

    /// Makes an entry.
    /// - Parameters:
    ///   - key: The card.
    ///   - state: The SM-2 state.
    ///   - reviewed: The day of the last review.
    public init(key: QuizCardKey, state: ReviewState, reviewed: Int) {
      self.key = key
      self.state = state
      self.reviewed = reviewed
    }
  }

  /// The cards answered, each once, in key order (``QuizCardKey/<(_:_:)``).
  public internal(set) var entries: [Entry]
  /// The days on which a card was answered, each once, in order, for the streak (the last
  /// ``rememberedDays`` days).
  public internal(set) var practiceDays: [Int]

  /// Progress with no card answered.
  public init() {
    entries = []
    practiceDays = []
  }

  /// The entry of a card.
  /// - Parameter key: The card.
  /// - Returns: Its entry; `nil` when it has not been answered.
  public func entry(for key: QuizCardKey) -> Entry? {
    let index = place(of: key)
    return index < entries.count && !(key < entries[index].key) ? entries[index] : nil
  }

  /// Where a card is in ``entries``, or where it would go: the index of the first entry that
  /// is not before it.
  private func place(of key: QuizCardKey) -> Int {
    var (low, high) = (0, entries.count)
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return low
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
    let index = place(of: key)
    let found = index < entries.count && !(key < entries[index].key)
    let state = found ? entries[index].state : ReviewState(newOn: today)
    let grade = right ? SpacedRepetition.rightGrade : SpacedRepetition.wrongGrade
    let next = SpacedRepetition.review(state, grade: grade, today: today)
    let entry = Entry(key: key, state: next, reviewed: today)
    if found { entries[index] = entry } else { entries.insert(entry, at: index) }
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
    // Where each kind's entries start, by the kind's rank, and where the last ones end: a
    // key is looked for among its kind's entries only, by number.
    var starts: [Int] = []
    var start = 0
    for rank in 0...QuizKind.allCases.count {
      while start < entries.count, entries[start].key.kind.rank < rank { start += 1 }
      starts.append(start)
    }
    var due: [QuizCardKey] = []
    var dueDays: [Int] = []
    var new: [QuizCardKey] = []
    new.reserveCapacity(keys.count)
    for key in keys {
      let rank = key.kind.rank
      var (low, high) = (starts[rank], starts[rank + 1])
      while low < high {
        let middle = (low + high) / 2
        if entries[middle].key.number < key.number { low = middle + 1 } else { high = middle }
      }
      if low < starts[rank + 1], entries[low].key.number == key.number {
        let day = entries[low].state.due
        if day <= today {
          due.append(key)
          dueDays.append(day)
        }
      } else {
        new.append(key)
      }
    }
    guard !due.isEmpty else { return new }
    // The due cards by day, ties in their given order: their places sorted by (day, place).
    let places = due.indices.sorted { (dueDays[$0], $0) < (dueDays[$1], $1) }
    var ordered: [QuizCardKey] = []
    ordered.reserveCapacity(due.count + new.count)
    for place in places { ordered.append(due[place]) }
    ordered += new
    return ordered
  }

  /// Today in days since 1970-01-01, by UTC.
  /// - Parameter seconds: Seconds since 1970-01-01 UTC.
  /// - Returns: The day number.
  public static func day(seconds: Int) -> Int {
    seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  }
}
