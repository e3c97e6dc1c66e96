/// What the progress says about practice: the cards due and the streak of days.
extension QuizProgress {
  /// The most days of practice the file remembers, for the streak.
  public static let rememberedDays = 400

  /// Notes that the quiz was practised on a day, forgetting days older than
  /// ``rememberedDays``.
  /// - Parameter day: The day, in days since 1970-01-01.
  public mutating func notePractice(on day: Int) {
    let index = Self.daysBefore(day + 1, in: practiceDays)
    if index == 0 || practiceDays[index - 1] != day { practiceDays.insert(day, at: index) }
    practiceDays.removeAll { $0 <= day - Self.rememberedDays }
  }

  /// The cards due on a day or before.
  /// - Parameter today: The day, in days since 1970-01-01.
  /// - Returns: How many cards are due.
  public func dueCount(today: Int) -> Int {
    entries.reduce(0) { $0 + ($1.state.due <= today ? 1 : 0) }
  }

  /// The days in a row, up to today, with practice: counted back from today, or from
  /// yesterday when today has none yet (the streak is not broken until the day is over).
  /// - Parameter today: The day, in days since 1970-01-01.
  /// - Returns: The streak, 0 when neither today nor yesterday had practice.
  public func streak(today: Int) -> Int {
    // The days are in order and each once: the streak is the run of days, one apart, that
    // ends with the last day up to today.
    var index = Self.daysBefore(today + 1, in: practiceDays)
    guard index > 0, practiceDays[index - 1] >= today - 1 else { return 0 }
    var count = 1
    index -= 1
    while index > 0, practiceDays[index - 1] == practiceDays[index] - 1 {
      count += 1
      index -= 1
    }
    return count
  }

  /// How many of the days, in order, are before a day: where the day is or would go.
  private static func daysBefore(_ day: Int, in days: [Int]) -> Int {
    var (low, high) = (0, days.count)
    while low < high {
      let middle = (low + high) / 2
      if days[middle] < day { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// A day as its date, YYYY-MM-DD, in the proleptic Gregorian calendar (Howard Hinnant's
  /// civil-from-days algorithm).
  /// - Parameter day: Days since 1970-01-01.
  /// - Returns: The date, e.g. "2026-11-26".
  public static func date(day: Int) -> String {
    let shifted = day + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(dayOfMonth))"
  }
}
