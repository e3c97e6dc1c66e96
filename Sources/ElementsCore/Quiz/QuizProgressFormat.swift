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
/// ``QuizKind``; whole numbers as Swift prints them; an atomic number from 1 to
/// ``DataFile/largestAtomicNumber``; an ease from 1.3 to ``largestEase``; repetitions from 0 to
/// ``SpacedRepetition/longestInterval``; an interval from 0 to
/// ``SpacedRepetition/longestInterval``; days from 0 to ``latestDay``, the review day not after
/// the due day. A card appears once. A line `day<TAB><day>` records a day of practice, for the
/// streak; each day appears once. The file ends with a line feed (one cut short does not).
/// Reading stops at the first problem with a ``StoreError`` naming the file and line; nothing
/// is guessed.
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
    var bytes: [UInt8] = []
    for line in banner {
      bytes += line.utf8
      bytes.append(lineFeed)
    }
    bytes += versionPrefix.utf8
    bytes += String(version).utf8
    bytes.append(lineFeed)
    func field(_ text: String) {
      bytes.append(tab)
      bytes += text.utf8
    }
    for entry in progress.entries {
      let state = entry.state
      bytes += entry.key.kind.rawValue.utf8
      field(String(entry.key.number))
      field(String(state.ease))
      field(String(state.repetitions))
      field(String(state.interval))
      field(String(state.due))
      field(String(entry.reviewed))
      bytes.append(lineFeed)
    }
    for day in progress.practiceDays {
      bytes += "day".utf8
      field(String(day))
      bytes.append(lineFeed)
    }
    return bytes
  }
  /// Reads the text of a progress file.
  ///
  /// The lines and fields are read from the bytes as Swift's `String` splits text into
  /// characters: a line feed ends a line unless it follows a carriage return (CR LF is one
  /// character), and a tab is always a character of its own.
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The file's path, as errors name it.
  /// - Returns: The progress.
  /// - Throws: ``StoreError`` for ``StoreError/Store/quizProgress``: the file is
  ///   ``StoreError/Problem/malformed(file:line:reason:)`` or in an
  ///   ``StoreError/Problem/unsupportedVersion(file:line:version:)``.
  public static func decode(_ bytes: [UInt8], file: String) throws(StoreError) -> QuizProgress {
    try StoreError.catching(.quizProgress) { () throws(StoreError.Problem) in
      try decodeProgress(bytes, file: file)
    }
  }

  /// ``decode(_:file:)``'s work, its problem not yet the quiz progress's error.
  private static func decodeProgress(_ bytes: [UInt8], file: String)
    throws(StoreError.Problem) -> QuizProgress
  {
    // ASCII is UTF-8; a file with other bytes is checked whole.
    if bytes.contains(where: { $0 >= 0x80 }), String(validating: bytes, as: UTF8.self) == nil {
      throw .malformed(file: file, line: nil, reason: "the file is not UTF-8 text")
    }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    // The quiz ends lines with LF alone; CR LF is a file saved by another editor.
    if let crlf = bytes.indices.dropLast().first(where: {
      bytes[$0] == carriageReturn && bytes[$0 + 1] == lineFeed
    }) {
      let line = bytes[..<crlf].reduce(1) { $1 == lineFeed ? $0 + 1 : $0 }
      throw .malformed(
        file: file, line: line,
        reason: "its lines end in CR LF; save the file with line feeds (LF) only")
    }
    var progress = QuizProgress()
    var sawVersion = false
    // The cards and days read so far, kept once one comes out of order (a file edited by
    // hand); until then each is after the one before, and appending keeps them in order.
    var keysRead: Set<QuizCardKey>?
    var daysRead: Set<Int>?
    var line = 0
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != lineFeed || (end > 0 && bytes[end - 1] == 0x0D) {
        end += 1
      }
      let raw = start..<end
      start = end + 1
      line += 1
      func failure(_ reason: String) -> StoreError.Problem {
        .malformed(file: file, line: line, reason: reason)
      }
      if raw.allSatisfy({ bytes[$0] == space || bytes[$0] == tab }) || isComment(raw, in: bytes) {
        continue
      }
      guard sawVersion else {
        let raw = text(raw)
        guard raw.hasPrefix(versionPrefix) else {
          throw failure(
            "expected the version line 'elements-quiz 1', found " + raw.quotedForMessage())
        }
        let found = String(raw.dropFirst(versionPrefix.count))
        guard found == String(version) else {
          throw .unsupportedVersion(file: file, line: line, version: String(found.prefix(20)))
        }
        sawVersion = true
        continue
      }
      var fields = Fields(bytes, raw)
      let first = fields.next()
      if fields.count == 2, bytes[first].elementsEqual("day".utf8) {
        let field = fields.next()
        guard let day = wholeNumber(field, in: bytes), (0...latestDay).contains(day) else {
          throw failure(
            "the day must be a whole number from 0 to \(latestDay), not "
              + text(field).quotedForMessage())
        }
        if daysRead == nil, let last = progress.practiceDays.last, day <= last {
          daysRead = Set(progress.practiceDays)
        }
        guard daysRead?.insert(day).inserted ?? true else {
          throw failure("the day \(day) appears twice")
        }
        progress.practiceDays.append(day)
        continue
      }
      guard fields.count == 7 else {
        throw failure("expected 7 fields separated by tabs, found \(fields.count)")
      }
      guard let kind = QuizKind(rawValue: text(first)) else {
        throw failure("unknown card kind " + text(first).quotedForMessage())
      }
      func whole(_ name: String, _ range: ClosedRange<Int>) throws(StoreError.Problem) -> Int {
        let field = fields.next()
        guard let value = wholeNumber(field, in: bytes), range.contains(value) else {
          throw failure(
            "the \(name) must be a whole number from \(range.lowerBound) to"
              + " \(range.upperBound), not " + text(field).quotedForMessage())
        }
        return value
      }
      let number = try whole("atomic number", 1...DataFile.largestAtomicNumber)
      let easeField = fields.next()
      guard let ease = Double(decimal: text(easeField)),
        (SpacedRepetition.lowestEase...largestEase).contains(ease)
      else {
        throw failure(
          "the ease must be a number from \(SpacedRepetition.lowestEase) to \(largestEase),"
            + " not " + text(easeField).quotedForMessage())
      }
      let longest = SpacedRepetition.longestInterval
      let repetitions = try whole("repetitions", 0...longest)
      let interval = try whole("interval", 0...longest)
      let due = try whole("due day", 0...latestDay)
      let reviewed = try whole("review day", 0...latestDay)
      guard reviewed <= due else {
        throw failure("the review day \(reviewed) is after the due day \(due)")
      }
      let key = QuizCardKey(kind: kind, number: number)
      if keysRead == nil, let last = progress.entries.last, !(last.key < key) {
        keysRead = Set(progress.entries.map { $0.key })
      }
      guard keysRead?.insert(key).inserted ?? true else {
        throw failure("the \(kind.rawValue) card of element \(number) appears twice")
      }
      progress.entries.append(
        QuizProgress.Entry(
          key: key,
          state: ReviewState(ease: ease, repetitions: repetitions, interval: interval, due: due),
          reviewed: reviewed))
    }
    guard sawVersion else {
      throw .malformed(
        file: file, line: nil, reason: "the version line 'elements-quiz 1' is missing")
    }
    guard bytes.last == lineFeed else {
      throw .malformed(
        file: file, line: line,
        reason: "the last line does not end with a line break: the file may have been cut short"
          + " (if you edited it, end it with a line break)")
    }
    if keysRead != nil { progress.entries.sort { $0.key < $1.key } }
    if daysRead != nil { progress.practiceDays.sort() }
    return progress
  }

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let tab = UInt8(ascii: "\t")
  private static let space = UInt8(ascii: " ")

  /// Whether a line is a comment: its first character is "#". A "#" followed by a byte
  /// that is not ASCII may be the start of a longer character, which `String` decides.
  private static func isComment(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
    guard !line.isEmpty, bytes[line.lowerBound] == UInt8(ascii: "#") else { return false }
    guard line.count > 1, bytes[line.lowerBound + 1] >= 0x80 else { return true }
    return String(decoding: bytes[line], as: UTF8.self).first == "#"
  }

  /// A whole number written as Swift writes it: digits without a leading zero, with a "-"
  /// before a negative one; `nil` for any other text, and for more than 18 digits.
  private static func wholeNumber(_ field: Range<Int>, in bytes: [UInt8]) -> Int? {
    let negative = !field.isEmpty && bytes[field.lowerBound] == UInt8(ascii: "-")
    let digits = negative ? field.dropFirst() : field
    guard (1...18).contains(digits.count),
      bytes[digits.lowerBound] != UInt8(ascii: "0") || (digits.count == 1 && !negative)
    else { return nil }
    var value = 0
    for index in digits {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return negative ? -value : value
  }

  /// The fields of a line, separated by tabs, read in turn.
  private struct Fields {
    let bytes: [UInt8]
    let line: Range<Int>
    /// How many fields the line has.
    let count: Int
    private var position: Int

    init(_ bytes: [UInt8], _ line: Range<Int>) {
      self.bytes = bytes
      self.line = line
      count = line.reduce(1) { $0 + (bytes[$1] == QuizProgressFormat.tab ? 1 : 0) }
      position = line.lowerBound
    }

    /// The next field; empty after the last.
    mutating func next() -> Range<Int> {
      let start = min(position, line.upperBound)
      var end = start
      while end < line.upperBound, bytes[end] != QuizProgressFormat.tab { end += 1 }
      position = end + 1
      return start..<end
    }
  }
}
