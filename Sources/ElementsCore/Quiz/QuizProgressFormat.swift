/// The quiz's progress file: UTF-8 text, a version line, one card a line.
///
/// ```
/// # Quiz progress, kept by 'elements quiz'. One card per line, fields separated by tabs:
/// # kind, atomic number, ease, repetitions, interval (days), due day, last review day.
/// elements-quiz 1
/// name    26    2.5    2    6    20425    20419
/// day    20419
/// ```
///
/// Days count from 1970-01-01 (UTC). Blank lines and lines starting with `#` are ignored; the
/// first other line is the version line. Each card has exactly seven fields: a kind of
/// ``QuizKind``; whole numbers as Swift prints them; an ease from 1.3 to
/// ``largestEase``; repetitions from 0 to ``SpacedRepetition/longestInterval``; an interval
/// from 0 to ``SpacedRepetition/longestInterval``; days from 0 to ``latestDay``. A card appears
/// once. A line `day<TAB><day>` records a day of practice, for the streak; each day appears
/// once. Reading stops at the first problem with a ``QuizError`` naming the file and line;
/// nothing is guessed.
public enum QuizProgressFormat {
  /// The format version this program reads and writes.
  public static let version = 1
  /// The largest progress file that is read or written, 4 MiB.
  public static let sizeLimit = 4 << 20
  /// The largest ease a file may hold.
  public static let largestEase = 10.0
  /// The latest day a file may hold (the year 29349).
  public static let latestDay = 10_000_000

  private static let versionPrefix = "elements-quiz "
  private static let banner = [
    "# Quiz progress, kept by 'elements quiz'. One card per line, fields separated by tabs:",
    "# kind, atomic number, ease, repetitions, interval (days), due day, last review day.",
    "# A line 'day<TAB><day>' is a day of practice. Days count from 1970-01-01 (UTC).",
  ]

  /// Writes progress as the text of the file, cards in ``QuizCardKey`` order, then the days
  /// of practice in order.
  /// - Parameter progress: The progress.
  /// - Returns: The file's bytes, ending with a line feed.
  public static func encode(_ progress: QuizProgress) -> [UInt8] {
    var text = banner.joined(separator: "\n") + "\n" + versionPrefix + "\(version)\n"
    for key in progress.entries.keys.sorted() {
      guard let entry = progress.entries[key] else { continue }
      let state = entry.state
      text +=
        [
          key.kind.rawValue, String(key.number), String(state.ease), String(state.repetitions),
          String(state.interval), String(state.due), String(entry.reviewed),
        ].joined(separator: "\t") + "\n"
    }
    for day in progress.practiceDays.sorted() {
      text += "day\t\(day)\n"
    }
    return Array(text.utf8)
  }

  /// Reads the text of a progress file.
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The file's path, as errors name it.
  /// - Returns: The progress.
  /// - Throws: ``QuizError/malformed(file:line:reason:)`` or
  ///   ``QuizError/unsupportedVersion(file:line:version:)``.
  public static func decode(_ bytes: [UInt8], file: String) throws(QuizError) -> QuizProgress {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .malformed(file: file, line: nil, reason: "the file is not UTF-8 text")
    }
    var progress = QuizProgress()
    var sawVersion = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = index + 1
      func failure(_ reason: String) -> QuizError {
        .malformed(file: file, line: line, reason: reason)
      }
      if raw.allSatisfy({ $0 == " " || $0 == "\t" }) || raw.first == "#" { continue }
      guard sawVersion else {
        guard raw.hasPrefix(versionPrefix) else {
          throw failure("expected the version line 'elements-quiz 1', found " + quoted(raw))
        }
        let found = String(raw.dropFirst(versionPrefix.count))
        guard found == String(version) else {
          throw .unsupportedVersion(file: file, line: line, version: String(found.prefix(20)))
        }
        sawVersion = true
        continue
      }
      let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields.count == 2, fields[0] == "day" {
        guard let day = Int(fields[1]), String(day) == fields[1], (0...latestDay).contains(day)
        else {
          throw failure(
            "the day must be a whole number from 0 to \(latestDay), not "
              + quoted(fields[1][...]))
        }
        guard progress.practiceDays.insert(day).inserted else {
          throw failure("the day \(day) appears twice")
        }
        continue
      }
      guard fields.count == 7 else {
        throw failure("expected 7 fields separated by tabs, found \(fields.count)")
      }
      guard let kind = QuizKind(rawValue: fields[0]) else {
        throw failure("unknown card kind " + quoted(fields[0][...]))
      }
      func whole(_ at: Int, _ name: String, _ range: ClosedRange<Int>) throws(QuizError) -> Int {
        guard let value = Int(fields[at]), String(value) == fields[at], range.contains(value)
        else {
          throw failure(
            "the \(name) must be a whole number from \(range.lowerBound) to"
              + " \(range.upperBound), not " + quoted(fields[at][...]))
        }
        return value
      }
      let number = try whole(1, "atomic number", -1_000_000...1_000_000)
      guard let ease = Double(fields[2]), ease.isFinite,
        (SpacedRepetition.lowestEase...largestEase).contains(ease)
      else {
        throw failure(
          "the ease must be a number from \(SpacedRepetition.lowestEase) to \(largestEase),"
            + " not " + quoted(fields[2][...]))
      }
      let longest = SpacedRepetition.longestInterval
      let repetitions = try whole(3, "repetitions", 0...longest)
      let interval = try whole(4, "interval", 0...longest)
      let due = try whole(5, "due day", 0...latestDay)
      let reviewed = try whole(6, "review day", 0...latestDay)
      let key = QuizCardKey(kind: kind, number: number)
      guard progress.entries[key] == nil else {
        throw failure("the \(kind.rawValue) card of element \(number) appears twice")
      }
      progress.entries[key] = QuizProgress.Entry(
        state: ReviewState(ease: ease, repetitions: repetitions, interval: interval, due: due),
        reviewed: reviewed)
    }
    guard sawVersion else {
      throw .malformed(
        file: file, line: nil, reason: "the version line 'elements-quiz 1' is missing")
    }
    return progress
  }

  /// Text from the file in quotes, cut, control characters shown as "?".
  private static func quoted(_ text: Substring) -> String { ElementField.quoted(String(text)) }
}
