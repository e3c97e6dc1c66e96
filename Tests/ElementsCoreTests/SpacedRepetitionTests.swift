import ElementsCore
import Testing

/// SM-2 against intervals worked out by hand.
@Suite struct SpacedRepetitionTests {
  let day = 20_000

  @Test func rightAnswersSpreadOut() {
    // Grade 4 leaves the ease at 2.5: 1, 6, then 6 * 2.5 = 15, 15 * 2.5 = 37.5 -> 38.
    var state = ReviewState(newOn: day)
    var intervals: [Int] = []
    for _ in 0..<5 {
      state = SpacedRepetition.review(state, grade: 4, today: day)
      intervals.append(state.interval)
    }
    #expect(intervals == [1, 6, 15, 38, 95])
    #expect(state.ease == 2.5)
    #expect(state.repetitions == 5)
    #expect(state.due == day + 95)
  }

  @Test func perfectAnswersRaiseTheEase() {
    // Grade 5 adds 0.1: 2.6, 2.7, 2.8; the third interval is 6 * 2.8 = 16.8 -> 17.
    var state = ReviewState(newOn: day)
    for _ in 0..<3 { state = SpacedRepetition.review(state, grade: 5, today: day) }
    #expect(abs(state.ease - 2.8) < 1e-9)
    #expect(state.interval == 17)
  }

  @Test func aMissStartsAgainAndLowersTheEase() {
    var state = ReviewState(ease: 2.5, repetitions: 3, interval: 15, due: day)
    state = SpacedRepetition.review(state, grade: 1, today: day)
    // 2.5 + 0.1 - 4 * (0.08 + 4 * 0.02) = 1.96.
    #expect(abs(state.ease - 1.96) < 1e-9)
    #expect(state.repetitions == 0)
    #expect(state.interval == 1)
    #expect(state.due == day + 1)
    state = SpacedRepetition.review(state, grade: 4, today: day + 1)
    state = SpacedRepetition.review(state, grade: 4, today: day + 2)
    state = SpacedRepetition.review(state, grade: 4, today: day + 8)
    // 1, 6, then 6 * 1.96 = 11.76 -> 12: sooner than the 15 days before the miss.
    #expect(state.interval == 12)
    for _ in 0..<5 { state = SpacedRepetition.review(state, grade: 0, today: day) }
    #expect(state.ease == SpacedRepetition.lowestEase)
  }

  @Test func extremeStatesStayInRange() {
    let huge = ReviewState(ease: 1e308, repetitions: .max, interval: .max, due: 0)
    let next = SpacedRepetition.review(huge, grade: 9, today: day)
    #expect(next.interval == SpacedRepetition.longestInterval)
    #expect(next.due == day + SpacedRepetition.longestInterval)
    let broken = ReviewState(ease: .nan, repetitions: 2, interval: 3, due: 0)
    #expect(SpacedRepetition.review(broken, grade: 4, today: day).ease == 2.5)
  }

  @Test func datesAndStreaks() throws {
    #expect(QuizProgress.date(day: 0) == "1970-01-01")
    #expect(QuizProgress.date(day: 20_783) == "2026-11-26")
    #expect(QuizProgress.date(day: 11_016) == "2000-02-29")
    #expect(QuizProgress.date(day: -1) == "1969-12-31")
    var progress = QuizProgress()
    #expect(progress.streak(today: 100) == 0)
    for day in [90, 97, 98, 99] { progress.notePractice(on: day) }
    #expect(progress.streak(today: 100) == 3, "today not practised yet keeps the streak")
    progress.notePractice(on: 100)
    #expect(progress.streak(today: 100) == 4)
    #expect(progress.streak(today: 102) == 0)
    progress.notePractice(on: 1000)
    #expect(progress.practiceDays == [1000], "old days are forgotten")
    progress.record(QuizCardKey(kind: .symbol, number: 26), right: true, today: 1000)
    let read = try QuizProgressFormat.decode(QuizProgressFormat.encode(progress), file: "quiz")
    #expect(read.practiceDays == [1000], "days of practice survive the file")
    #expect(read.entries == progress.entries)
  }
}
