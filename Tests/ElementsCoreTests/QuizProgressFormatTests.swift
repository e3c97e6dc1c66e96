import Testing

@testable import ElementsCore

/// The progress file read from its bytes, against the same rules applied to the file as Swift
/// text (`String`, split into characters): the same progress, or the same error on the same
/// line, for files written by the quiz, edited by hand, or broken.
@Suite struct QuizProgressFormatTests {
  static let header = """
    # Quiz progress, kept by 'elements quiz'.
    elements-quiz 1

    """

  /// Files that differ from what the quiz writes where bytes and characters could part.
  static let files: [String] = [
    header + "name\t26\t2.5\t1\t1\t20785\t20784\nday\t20784\n",
    header + "name\t26\t2.5\t1\t1\t20785\t20784\r\nday\t20784\n",
    "elements-quiz 1\r\nname\t26\t2.5\t1\t1\t20785\t20784\n",
    "\r\n" + header + "symbol\t1\t1.3\t0\t1\t5\t4\n",
    header + "#\u{301} a comment that is not one\n",
    header + "#\u{20E3}\n", header + "# comment\u{301}\nname\t1\t2.5\t0\t1\t2\t1\n",
    "elements-quiz \u{301}1\n", "\u{FEFF}elements-quiz 1\n", "elements-quiz 1\u{301}\n",
    "elements-quiz 2\n", "elements-quiz 1\r\n", "elements-quiz 01\n", "", "\n\n", " \t \n",
    header + "symbol\t26\t2.5\t1\t1\t20785\t20784\nname\t26\t2.5\t1\t1\t20785\t20784\n",
    header + "symbol\t26\t2.5\t1\t1\t20785\t20784\nname\t26\t2.5\t1\t1\t20785\t20784\n"
      + "symbol\t26\t2.5\t1\t1\t20785\t20784\nfoo\n",
    header + "name\t26\t2.5\t1\t1\t20785\t20784\nname\t3\t2.5\t1\t1\t20785\t20784\n"
      + "name\t26\t2.5\t1\t1\t20785\t20784\n",
    header + "name\t26\t2.5\t1\t1\t20785\t20784\nname\t26\t2.5\t1\t1\t20785\t20784\n",
    header + "day\t5\nday\t3\nday\t4\n", header + "day\t5\nday\t3\nday\t5\n",
    header + "day\t5\nday\t5\n", header + "day\t05\n", header + "day\t-0\n", header + "day\t+5\n",
    header + "day\t\n", header + "day\t5\t\n", header + "day\t99999999999999999999\n",
    header + "day\t٣\n", header + "day\t5\u{301}\n", header + "day\u{301}\t5\n",
    header + "name\t-0\t2.5\t1\t1\t20785\t20784\n", header + "name\t-7\t2.5\t1\t1\t20785\t20784\n",
    header + "name\t1000001\t2.5\t1\t1\t20785\t20784\n",
    header + "name\t0\t2.5\t1\t1\t20785\t20784\n", header + "Name\t1\t2.5\t1\t1\t2\t1\n",
    header + "name\t1\t2.5e0\t1\t1\t2\t1\n", header + "name\t1\t2.50\t1\t1\t2\t1\n",
    header + "name\t1\tinf\t1\t1\t2\t1\n", header + "name\t1\tnan\t1\t1\t2\t1\n",
    header + "name\t1\t 2.5\t1\t1\t2\t1\n", header + "name\t1\t0x1p1\t1\t1\t2\t1\n",
    header + "name\t1\t2.2199999999999998\t1\t1\t2\t1\n",
    header + "name\t1\t2.5\t36526\t1\t2\t1\n", header + "name\t1\t2.5\t1\t36525\t2\t10000001\n",
    header + "name\t1\t2.5\t1\t1\t2\t1\t\n", header + "\tname\t1\t2.5\t1\t1\t2\t1\n",
    header + "name\t1\t2.5\t1\t1\t2\t1\r", header + "name\t1\t2.5\t1\t1\t2\t1\r\r\n",
    header + "configuration\t118\t2.5\t1\t1\t2\t1\nposition\t1\t2.5\t1\t1\t2\t1\n"
      + "name\t1\t2.5\t1\t1\t2\t1\nday\t7\nday\t2\n",
    header + "name\t1\t2.5\t1\t1\t2\t1\nname\t1\t2.5\t1\t1\t2\tx\n",
  ]

  /// What the quiz never writes is refused on its line: an atomic number no element has, a
  /// review after the card's due day, a file cut short in its last line, CR LF line ends.
  @Test(arguments: [
    (
      header + "name\t0\t2.5\t1\t1\t20785\t20784\n", 3,
      "the atomic number must be a whole number from 1 to 999, not '0'"
    ),
    (
      header + "name\t1000\t2.5\t1\t1\t20785\t20784\n", 3,
      "the atomic number must be a whole number from 1 to 999, not '1000'"
    ),
    (
      header + "name\t26\t2.5\t1\t1\t20785\t20786\n", 3,
      "the review day 20786 is after the due day 20785"
    ),
    (
      header + "name\t26\t2.5\t1\t1\t20785\t20", 3,
      "the last line does not end with a line break: the file may have been cut short (if you"
        + " edited it, end it with a line break)"
    ),
    (
      "# progress\r\nelements-quiz 1\r\n", 1,
      "its lines end in CR LF; save the file with line feeds (LF) only"
    ),
    (
      header + "name\t26\t2.5\t1\t1\t20785\t20784\r\n", 3,
      "its lines end in CR LF; save the file with line feeds (LF) only"
    ),
  ])
  func refusesWhatTheQuizNeverWrites(_ file: String, _ line: Int, _ reason: String) {
    #expect(throws: StoreError(.quizProgress, .malformed(file: "quiz", line: line, reason: reason)))
    {
      try QuizProgressFormat.decode(Array(file.utf8), file: "quiz")
    }
  }

  @Test(arguments: files)
  func bytesAreReadAsText(_ file: String) {
    let bytes = Array(file.utf8)
    #expect(outcome(bytes) == reference(bytes), "\(file.debugDescription)")
  }

  /// Files mutated at random, byte by byte, from a few that the quiz wrote.
  @Test func mutatedFilesAreReadAsText() {
    var progress = QuizProgress()
    for number in [1, 26, 8, 118, 3] {
      for kind in [QuizKind.name, .configuration, .symbol] {
        progress.record(QuizCardKey(kind: kind, number: number), right: number != 8, today: 9)
      }
    }
    progress.notePractice(on: 3)
    let original = QuizProgressFormat.encode(progress)
    let pieces: [[UInt8]] = [
      [9], [10], [13], [13, 10], [35], [32], [48], [45], [43], [0xCC, 0x81], [0xE2, 0x83, 0xA3],
      Array("day".utf8), Array("name".utf8), Array("elements-quiz 1\n".utf8), [0xFF], [0],
    ]
    var generator = SplitMix64(seed: 42)
    for _ in 0..<3000 {
      var bytes = original
      for _ in 0...Int(generator.next() % 4) {
        let at = Int(generator.next() % UInt64(bytes.count + 1))
        switch generator.next() % 3 {
        case 0 where at < bytes.count: bytes.remove(at: at)
        case 1:
          // A line moved elsewhere: cards and days out of order, or twice.
          let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
          let line = lines[Int(generator.next() % UInt64(lines.count))]
          bytes.insert(contentsOf: line + [10], at: at)
        default:
          bytes.insert(contentsOf: pieces[Int(generator.next() % UInt64(pieces.count))], at: at)
        }
      }
      let (got, expected) = (outcome(bytes), reference(bytes))
      #expect(got == expected, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
      if got != expected { return }
    }
  }

  /// What the decoder makes of the bytes: the progress, or the error's message.
  func outcome(_ bytes: [UInt8]) -> Result<QuizProgress, StoreError> {
    Result { () throws(StoreError) in try QuizProgressFormat.decode(bytes, file: "quiz") }
  }

  /// The file's rules applied to it as Swift text: split into lines and fields of
  /// characters, each field made a `String`, read as numbers with `Int` and `Double`.
  func reference(_ bytes: [UInt8]) -> Result<QuizProgress, StoreError> {
    Result { () throws(StoreError) in
      try StoreError.catching(.quizProgress) { () throws(StoreError.Problem) in
        try readAsText(bytes)
      }
    }
  }

  func readAsText(_ bytes: [UInt8]) throws(StoreError.Problem) -> QuizProgress {
    let file = "quiz"
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .malformed(file: file, line: nil, reason: "the file is not UTF-8 text")
    }
    func quoted(_ text: Substring) -> String { text.quotedForMessage() }
    if let crlf = text.firstIndex(of: "\r\n") {
      throw .malformed(
        file: file, line: text[..<crlf].filter { $0 == "\n" }.count + 1,
        reason: "its lines end in CR LF; save the file with line feeds (LF) only")
    }
    var entries: [QuizCardKey: QuizProgress.Entry] = [:]
    var days: Set<Int> = []
    var sawVersion = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = index + 1
      func failure(_ reason: String) -> StoreError.Problem {
        .malformed(file: file, line: line, reason: reason)
      }
      if raw.allSatisfy({ $0 == " " || $0 == "\t" }) || raw.first == "#" { continue }
      guard sawVersion else {
        guard raw.hasPrefix("elements-quiz ") else {
          throw failure("expected the version line 'elements-quiz 1', found " + quoted(raw))
        }
        let found = String(raw.dropFirst("elements-quiz ".count))
        guard found == "1" else {
          throw .unsupportedVersion(file: file, line: line, version: String(found.prefix(20)))
        }
        sawVersion = true
        continue
      }
      let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields.count == 2, fields[0] == "day" {
        guard let day = Int(fields[1]), String(day) == fields[1], (0...10_000_000).contains(day)
        else {
          throw failure(
            "the day must be a whole number from 0 to 10000000, not " + quoted(fields[1][...]))
        }
        guard days.insert(day).inserted else { throw failure("the day \(day) appears twice") }
        continue
      }
      guard fields.count == 7 else {
        throw failure("expected 7 fields separated by tabs, found \(fields.count)")
      }
      guard let kind = QuizKind(rawValue: fields[0]) else {
        throw failure("unknown card kind " + quoted(fields[0][...]))
      }
      func whole(_ at: Int, _ name: String, _ range: ClosedRange<Int>) throws(StoreError.Problem)
        -> Int
      {
        guard let value = Int(fields[at]), String(value) == fields[at], range.contains(value)
        else {
          throw failure(
            "the \(name) must be a whole number from \(range.lowerBound) to"
              + " \(range.upperBound), not " + quoted(fields[at][...]))
        }
        return value
      }
      let number = try whole(1, "atomic number", 1...999)
      guard let ease = Double(decimal: fields[2]), (1.3...10.0).contains(ease) else {
        throw failure("the ease must be a number from 1.3 to 10.0, not " + quoted(fields[2][...]))
      }
      let repetitions = try whole(3, "repetitions", 0...36_525)
      let interval = try whole(4, "interval", 0...36_525)
      let due = try whole(5, "due day", 0...10_000_000)
      let reviewed = try whole(6, "review day", 0...10_000_000)
      guard reviewed <= due else {
        throw failure("the review day \(reviewed) is after the due day \(due)")
      }
      let key = QuizCardKey(kind: kind, number: number)
      guard entries[key] == nil else {
        throw failure("the \(kind.rawValue) card of element \(number) appears twice")
      }
      entries[key] = QuizProgress.Entry(
        key: key,
        state: ReviewState(ease: ease, repetitions: repetitions, interval: interval, due: due),
        reviewed: reviewed)
    }
    guard sawVersion else {
      throw .malformed(
        file: file, line: nil, reason: "the version line 'elements-quiz 1' is missing")
    }
    guard text.hasSuffix("\n") else {
      throw .malformed(
        file: file, line: text.split(separator: "\n", omittingEmptySubsequences: false).count,
        reason: "the last line does not end with a line break: the file may have been cut short"
          + " (if you edited it, end it with a line break)")
    }
    var progress = QuizProgress()
    progress.entries = entries.values.sorted { $0.key < $1.key }
    progress.practiceDays = days.sorted()
    return progress
  }

  /// The cards' order is the kinds' order, then the numbers', whatever order they were
  /// recorded in, and a file written and read again is the same progress.
  @Test func cardsAreKeptInOrder() throws {
    var progress = QuizProgress()
    let keys = [
      QuizCardKey(kind: .position, number: 3), QuizCardKey(kind: .name, number: 26),
      QuizCardKey(kind: .name, number: 1), QuizCardKey(kind: .configuration, number: 2),
    ]
    for (day, key) in keys.enumerated() { progress.record(key, right: true, today: 10 - day) }
    progress.record(keys[1], right: false, today: 11)
    #expect(progress.entries.map(\.key) == keys.sorted())
    #expect(progress.entries.map(\.key.kind) == [.name, .name, .configuration, .position])
    #expect(progress.entry(for: keys[1])?.state.repetitions == 0)
    #expect(progress.entry(for: QuizCardKey(kind: .symbol, number: 26)) == nil)
    #expect(progress.practiceDays == [7, 8, 9, 10, 11])
    #expect(QuizKind.allCases.map(\.rank) == Array(QuizKind.allCases.indices))
    let read = try QuizProgressFormat.decode(QuizProgressFormat.encode(progress), file: "quiz")
    #expect(read == progress)
  }
}
