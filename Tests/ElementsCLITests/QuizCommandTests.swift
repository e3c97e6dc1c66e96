import ElementsTestSupport
import Foundation
import Testing

/// `elements quiz`, in process, answers on standard input.
@Suite struct QuizCommandTests {
  /// A fresh ELEMENTS_HOME, so that no test sees another's progress.
  let home: FavoritesHome

  init() throws { home = try FavoritesHome() }

  /// Runs `elements` in process with this test's ELEMENTS_HOME.
  func run(_ arguments: [String], input: String? = nil) -> RunResult {
    Elements.run(arguments, environment: ["ELEMENTS_HOME": home.path], input: input)
  }

  /// The progress file's path.
  var progressFile: String { home.path + "/quiz" }

  /// The card lines of the progress file.
  func progressLines() throws -> [String] {
    try String(contentsOfFile: progressFile, encoding: .utf8).split(separator: "\n")
      .map(String.init).filter {
        !$0.hasPrefix("#") && !$0.hasPrefix("elements-quiz") && !$0.hasPrefix("day\t")
      }
  }

  /// The cards of a seeded run, as JSON objects.
  func cards(_ arguments: [String]) throws -> [[String: Any]] {
    let result = run(["quiz", "--cards", "--format", "json"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(json as? [[String: Any]])
  }

  @Test func cardsAreReproducibleWithASeed() throws {
    let first = try cards(["--seed", "1", "--count", "10"])
    let again = try cards(["--seed", "1", "--count", "10"])
    let other = try cards(["--seed", "2", "--count", "10"])
    #expect(first.count == 10)
    #expect(first.map { $0["question"] as? String } == again.map { $0["question"] as? String })
    #expect(first.map { $0["question"] as? String } != other.map { $0["question"] as? String })
    for card in first {
      #expect(card["kind"] is String && card["answer"] is String && card["number"] is Int)
    }
  }

  @Test func aScriptedRunJudgesEachAnswer() throws {
    let deck = try cards(["--seed", "7", "--count", "4", "--ask", "name", "--set", "1-36"])
    let answers = deck.compactMap { $0["answer"] as? String }
    #expect(answers.count == 4)
    // Right in upper case, right as given, a near miss, and a wrong element.
    let replies = [answers[0].uppercased(), answers[1], String(answers[2].dropLast()), "Gold"]
    let result = run(
      ["quiz", "--seed", "7", "--count", "4", "--ask", "name", "--set", "1-36"],
      input: replies.joined(separator: "\n") + "\n")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    #expect(lines[0] == "Question 1/4: " + (deck[0]["question"] as? String ?? ""))
    #expect(lines[1] == "Right: \(answers[0]).")
    #expect(lines[3] == "Right: \(answers[1]).")
    #expect(lines[5] == "Wrong: the answer is \(answers[2]).")
    #expect(lines[7] == "Wrong (that is Gold, Au): the answer is \(answers[3]).")
    #expect(lines[8] == "Score: 2/4")
  }

  @Test func alternateSpellingsAreRight() throws {
    let arguments = ["quiz", "--ask", "element", "--set", "13,16,55", "--seed", "3"]
    let deck = try cards(Array(arguments.dropFirst()))
    let spelling = ["Aluminium": "aluminum", "Sulfur": "SULPHUR", "Caesium": "cesium"]
    let replies = deck.compactMap { spelling[$0["answer"] as? String ?? ""] }
    #expect(replies.count == 3)
    let result = run(arguments, input: replies.joined(separator: "\n"))
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("Score: 3/3\n"))
  }

  @Test func theEndOfInputEndsTheQuizAndKeepsTheScore() throws {
    let deck = try cards(["--seed", "5", "--count", "3", "--ask", "number"])
    let first = try #require(deck.first?["answer"] as? String)
    let result = run(
      ["quiz", "--seed", "5", "--count", "3", "--ask", "number"], input: first + "\n")
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("Score: 1/1 (input ended; 2 cards not asked)\n"))
    let silent = run(["quiz", "--seed", "5", "--count", "3"], input: "")
    #expect(silent.stdout.hasSuffix("Score: 0/0 (input ended; 3 cards not asked)\n"))
  }

  @Test func answersMayEndInCRLFOrNothingAndBeHuge() throws {
    let deck = try cards(["--seed", "9", "--count", "3", "--ask", "symbol"])
    let answers = deck.compactMap { $0["answer"] as? String }
    let input = answers[0] + "\r\n" + String(repeating: "x", count: 300_000) + "\n" + answers[2]
    let result = run(
      ["quiz", "--seed", "9", "--count", "3", "--ask", "symbol"], input: input)
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("Score: 2/3\n"))
    #expect(result.stdout.count < 1000, "the long answer is not echoed")
  }

  @Test func badInputIsRefused() throws {
    let kind = run(["quiz", "--ask", "colour"])
    #expect(kind.status == 2)
    #expect(
      kind.stderr.hasPrefix(
        "elements: unknown card kind 'colour' for '--ask' (expected name, symbol, number,"
          + " element, group, period, block, category, configuration or position)"))
    // Answers from a pipe cannot place an element on the table.
    let position = run(["quiz", "--ask", "position"], input: "Fe\n")
    #expect(position.status == 2)
    #expect(
      position.stderr.hasPrefix(
        "elements: '--ask position' places elements on the table, which only the full-screen"
          + " quiz does (a terminal, without --plain); ask name, symbol,"))
    let plainCards = run(["quiz", "--plain", "--cards"])
    #expect(plainCards.status == 2)
    let empty = run(["quiz", "--where", "group=19"])
    #expect(empty.status == 1)
    #expect(empty.stderr == "elements: no element matches --where 'group=19'\n")
    let noCards = run(["quiz", "--ask", "group", "--set", "58-70", "--cards"])
    #expect(noCards.status == 1)
    let open = run(["quiz", "--cards", "--set", "H-"])
    #expect(
      open.stderr.hasPrefix(
        "elements: '--set' range 'H-' needs an element at each end, e.g. 1-36 or H-Kr\n"))
    let unknown = run(["quiz", "--cards", "--set", "Fe,Xx"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.hasPrefix("elements: no element matches 'Xx'"))
    let json = run(["quiz", "--format", "json"])
    #expect(json.status == 2)
  }

  @Test(arguments: [
    ([""], "'--ask' needs a card kind"), (["  "], "'--ask' needs a card kind"),
    ([","], "'--ask' ',' has an empty card kind"),
    (["name,"], "'--ask' 'name,' has an empty card kind"),
    (["name", "--ask", ",symbol"], "'--ask' ',symbol' has an empty card kind"),
  ])
  func anEmptyCardKindIsRefused(words: [String], message: String) {
    let expected =
      " (expected name, symbol, number, element, group, period, block, category,"
      + " configuration or position)\n"
    let empty = run(["quiz", "--cards", "--ask"] + words)
    #expect(empty.status == 2, "\(words)")
    #expect(empty.stderr.hasPrefix("elements: " + message + expected), "\(words)")
  }

  @Test(arguments: [
    ["--count", "0"], ["--count", "x"], ["--seed", "-1"], ["--set", "36-1"], ["--set", "H-"],
    ["--set", "-Kr"], ["--set", "Fe,-"],
  ])
  func aBadCountSeedOrSetIsAUsageError(bad: [String]) {
    let result = run(["quiz", "--cards"] + bad)
    #expect(result.status == 2, "\(bad)")
    #expect(result.stderr.split(separator: "\n").count == 3, "one line, usage, hint: \(bad)")
  }

  @Test func progressIsKeptAndCardsAreRescheduled() throws {
    let arguments = ["--seed", "1", "--count", "2", "--ask", "symbol", "--set", "1-10"]
    let deck = try cards(arguments)
    let first = try #require(deck.first?["answer"] as? String)
    let result = run(["quiz"] + arguments, input: first + "\nnothing\n")
    #expect(result.stdout.hasSuffix("Score: 1/2\n"))
    let today = Int(Date().timeIntervalSince1970) / 86_400
    let numbers = deck.compactMap { $0["number"] as? Int }
    // Right: ease 2.5, 1 repetition, 1 day. Wrong: ease 2.5 + 0.1 - 4 * 0.16 = 1.96, none.
    #expect(
      try progressLines()
        == [
          "symbol\t\(numbers[0])\t2.5\t1\t1\t\(today + 1)\t\(today)",
          "symbol\t\(numbers[1])\t1.96\t0\t1\t\(today + 1)\t\(today)",
        ].sorted {
          ($0.split(separator: "\t")[1].count, $0) < ($1.split(separator: "\t")[1].count, $1)
        })
    // Neither is due today: the next run asks two new cards.
    let next = try cards(arguments).compactMap { $0["number"] as? Int }
    #expect(next.count == 2)
    #expect(Set(next).isDisjoint(with: numbers))
    // Once every card is answered and none is due, the quiz says so.
    let all = ["--ask", "symbol", "--set", "1-3", "--count", "5"]
    _ = run(["quiz"] + all, input: "a\nb\nc\n")
    let none = run(["quiz"] + all, input: "")
    #expect(none.status == 0)
    #expect(
      none.stdout.hasPrefix(
        "Nothing is due: every card chosen has been answered, and the next is due on "))
  }

  @Test(arguments: [
    ("elements-quiz 1\nname\t26\tabc\t0\t0\t0\t0\n", "line 2: the ease must be a number"),
    ("elements-quiz 2\n", "line 1: format version '2' is not supported"),
    ("hello\n", "line 1: expected the version line 'elements-quiz 1', found 'hello'"),
    ("elements-quiz 1\nname\t26\t2.5\t0\t0\t0\n", "line 2: expected 7 fields"),
    ("elements-quiz 1\ncolour\t26\t2.5\t0\t0\t0\t0\n", "line 2: unknown card kind 'colour'"),
    (
      "elements-quiz 1\nname\t1\t2.5\t0\t0\t0\t0\nname\t1\t2.5\t0\t0\t0\t0\n",
      "line 3: the name card of element 1 appears twice"
    ),
    (
      "elements-quiz 1\nname\t1\t2.5\t0\t-1\t0\t0\n",
      "line 2: the interval must be a whole number from 0"
    ),
    (
      "elements-quiz 1\nname\t1\t2.5\t0\t0\t99999999999999999999\t0\n",
      "line 2: the due day must be"
    ),
    ("elements-quiz 1\nname\t1\t1e308\t0\t0\t0\t0\n", "line 2: the ease must be"),
    ("elements-quiz 1\nname\t1\t2.5\t0\t0\t0\t0\u{1B}[2J\n", "line 2: the review day must be"),
  ])
  func corruptProgressIsRefusedAndUntouched(content: String, problem: String) throws {
    try Data(content.utf8).write(to: URL(fileURLWithPath: progressFile))
    for arguments in [
      ["quiz", "--count", "1"], ["quiz", "--cards"], ["quiz", "--reset", "--yes"],
    ] {
      let result = run(arguments)
      #expect(result.status == 5, "\(arguments)")
      #expect(result.stderr.hasPrefix("elements: \(progressFile): \(problem)"), "\(result.stderr)")
      #expect(result.stderr.hasSuffix(".bad')\n"))
      #expect(result.stderr.split(separator: "\n").count == 1)
      #expect(!result.stderr.contains("\u{1B}"))
      #expect(!result.stdout.contains("Question"))
    }
    #expect(FileManager.default.contents(atPath: progressFile) == Data(content.utf8))
  }

  @Test func hostileProgressFilesAreRefused() throws {
    try FileManager.default.createDirectory(atPath: progressFile, withIntermediateDirectories: true)
    let directory = run(["quiz"])
    #expect(directory.status == 5)
    #expect(
      directory.stderr
        == "elements: \(progressFile): cannot read the quiz progress: it is a directory\n")
    try FileManager.default.removeItem(atPath: progressFile)
    try Data(count: 5 << 20).write(to: URL(fileURLWithPath: progressFile))
    let huge = run(["quiz"])
    #expect(huge.status == 5)
    #expect(huge.stderr.contains("a quiz progress file is limited to 4194304 bytes"))
    #expect(FileManager.default.contents(atPath: progressFile)?.count == 5 << 20)
  }

  @Test func resetAsksOrNeedsYes() throws {
    _ = run(["quiz", "--count", "2", "--ask", "number"], input: "1\n2\n")
    let before = try #require(FileManager.default.contents(atPath: progressFile))
    let refused = run(["quiz", "--reset"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasPrefix(
        "elements: 'quiz --reset' would forget the progress of all 2 cards; add --yes"))
    #expect(FileManager.default.contents(atPath: progressFile) == before)
    let reset = run(["quiz", "--reset", "--yes"])
    #expect(reset.status == 0)
    #expect(reset.stdout == "Forgot the progress of all 2 cards.\n")
    #expect(try progressLines().isEmpty)
    #expect(
      run(["quiz", "--reset", "--yes"]).stdout == "There is no quiz progress to forget.\n")
    #expect(run(["quiz", "--yes"]).status == 2)
  }

  /// A day of practice is kept in the file, so the streak counts it on the next run.
  @Test func aQuizRunCountsTowardsTheStreak() throws {
    let quiz = run(["quiz", "--seed", "2", "--count", "1"], input: "nothing\n")
    #expect(quiz.status == 0)
    let today = Int(Date().timeIntervalSince1970) / 86_400
    let file = try String(contentsOfFile: progressFile, encoding: .utf8)
    #expect(file.hasSuffix("day\t\(today)\n"))
    #expect(
      run(["quiz", "--stats"]).stdout.hasPrefix(
        "1 card answered, 0 due today, a streak of 1 day\n"))
  }

  @Test func statsShowEachCardAndTheStreak() throws {
    let empty = run(["quiz", "--stats"])
    #expect(empty.stdout == "0 cards answered, 0 due today, a streak of 0 days\n")
    try home.writeTwoCardsAnswered()
    let written = FileManager.default.contents(atPath: progressFile)
    let text = run(["quiz", "--stats"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "2 cards answered, 1 due today, a streak of 2 days")
    #expect(lines[1] == "2 elements studied: 1 mastered, 1 weak (to work on: Au)")
    #expect(lines[3] == "  Kind    Element    Interval  Next review  Ease")
    #expect(lines[4] == "  name    Gold (Au)     1 day          due  1.96")
    #expect(
      lines[5].hasPrefix("  symbol  Iron (Fe)    6 days   20") && lines[5].hasSuffix("  2.50"))
    let json = run(["quiz", "--stats", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["cards"] as? Int == 2)
    #expect(object["due"] as? Int == 1)
    #expect(object["streak"] as? Int == 2)
    let reviews = try #require(object["reviews"] as? [[String: Any]])
    #expect(reviews.map { $0["symbol"] as? String } == ["Au", "Fe"])
    #expect(reviews[1]["interval"] as? Int == 6)
    #expect((reviews[1]["due"] as? String)?.count == 10)
    let elements = try #require(object["elements"] as? [[String: Any]])
    #expect(elements.map { $0["symbol"] as? String } == ["Fe", "Au"])
    #expect(elements.map { $0["level"] as? String } == ["mastered", "weak"])
    #expect(elements.map { $0["known"] as? Int } == [1, 0])
    #expect(FileManager.default.contents(atPath: progressFile) == written)
    #expect(run(["quiz", "--stats", "--cards"]).status == 2)
  }

  /// The options that choose cards mean nothing to --reset and --stats: each one given is
  /// named in a usage error, and the progress is left as it was.
  @Test func resetAndStatsRefuseTheOptionsThatChooseCards() throws {
    try home.writeTwoCardsAnswered()
    let written = FileManager.default.contents(atPath: progressFile)
    for (words, message) in [
      (["--reset", "--yes", "--seed", "3"], "'--seed' chooses the cards of a quiz, and --reset"),
      (["--reset", "--yes", "--count", "2"], "'--count' chooses the cards of a quiz, and --reset"),
      (["--reset", "--ask", "name", "--yes"], "'--ask' chooses the cards of a quiz, and --reset"),
      (
        ["--reset", "--yes", "--set", "Fe", "--where", "group=8"],
        "'--where' and '--set' choose the cards of a quiz, and --reset asks none; leave them out"
      ),
      (
        ["--stats", "--seed", "1", "--count", "3", "--ask", "name"],
        "'--ask', '--count' and '--seed' choose the cards of a quiz, and --stats asks none"
      ),
    ] {
      let result = run(["quiz"] + words)
      #expect(result.status == 2, "\(words)")
      #expect(result.stderr.hasPrefix("elements: " + message), "\(words): \(result.stderr)")
    }
    #expect(FileManager.default.contents(atPath: progressFile) == written)
  }
}
