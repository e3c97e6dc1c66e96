/// Where a card stands in its spaced repetition: the SM-2 algorithm's state.
///
/// SM-2 is P. A. Wozniak's algorithm of SuperMemo 2 ("Optimization of learning", 1990). Each
/// card has an easiness factor (2.5 for a new card, never below 1.3), the number of reviews
/// in a row answered right, and the interval to its next review, in days.
public struct ReviewState: Sendable, Hashable {
  /// The easiness factor, 1.3 or more: how fast the interval grows.
  public var ease: Double
  /// Reviews in a row answered right; a wrong answer sets it back to 0.
  public var repetitions: Int
  /// Days from the last review to the next.
  public var interval: Int
  /// The day the card is due, in days since 1970-01-01 (UTC).
  public var due: Int

  /// A card never reviewed: ease 2.5, no repetitions, due on the given day.
  /// - Parameter day: The day it is first due, in days since 1970-01-01.
  public init(newOn day: Int) {
    self.init(ease: SpacedRepetition.initialEase, repetitions: 0, interval: 0, due: day)
  }

  /// A card's state as saved.
  /// - Parameters:
  ///   - ease: The easiness factor.
  ///   - repetitions: Reviews in a row answered right.
  ///   - interval: Days from the last review to the next.
  ///   - due: The day it is due, in days since 1970-01-01.
  public init(ease: Double, repetitions: Int, interval: Int, due: Int) {
    self.ease = ease
    self.repetitions = repetitions
    self.interval = interval
    self.due = due
  }
}

/// The SM-2 schedule: what one review does to a card's ``ReviewState``.
///
/// A review is graded 0 to 5 as in SM-2 (the quiz gives a right answer 4 and a wrong one 1):
/// - a grade of 3 or more is a success: the first interval is 1 day, the second 6, and each
///   later one the last times the easiness factor, rounded up to whole days;
/// - a lower grade starts the card again: no repetitions, an interval of 1 day;
/// - after every review the easiness factor becomes EF + (0.1 - (5 - q) * (0.08 + (5 - q) *
///   0.02)), and never less than 1.3. (Wozniak's text also reads as leaving EF alone after a
///   failure; changing it after every review, as most implementations do, lets a card missed
///   often come back sooner ever after.)
///
/// Intervals are capped at ``longestInterval`` days, so no number overflows.
public enum SpacedRepetition {
  /// The easiness factor of a new card.
  public static let initialEase = 2.5
  /// The lowest easiness factor.
  public static let lowestEase = 1.3
  /// The longest interval, in days (about 100 years).
  public static let longestInterval = 36_525
  /// The grade of a right answer.
  public static let rightGrade = 4
  /// The grade of a wrong answer.
  public static let wrongGrade = 1

  /// The state after a review.
  /// - Parameters:
  ///   - state: The card's state before.
  ///   - grade: The grade, 0 (no idea) to 5 (perfect); values outside are clamped.
  ///   - today: The day of the review, in days since 1970-01-01.
  /// - Returns: The new state, due `interval` days after `today`.
  public static func review(_ state: ReviewState, grade: Int, today: Int) -> ReviewState {
    let quality = min(max(grade, 0), 5)
    var next = state
    if quality >= 3 {
      switch state.repetitions {
      case ...0: next.interval = 1
      case 1: next.interval = 6
      default:
        let grown = (Double(max(state.interval, 1)) * state.ease).rounded(.up)
        next.interval = grown < Double(longestInterval) ? Int(grown) : longestInterval
      }
      next.repetitions = min(state.repetitions, longestInterval) + 1
    } else {
      next.repetitions = 0
      next.interval = 1
    }
    let miss = Double(5 - quality)
    let ease = state.ease + (0.1 - miss * (0.08 + miss * 0.02))
    next.ease = ease.isFinite ? max(lowestEase, ease) : initialEase
    next.interval = min(next.interval, longestInterval)
    next.due = today + next.interval
    return next
  }
}
