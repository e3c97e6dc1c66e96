import ElementsTestSupport
import Foundation
import Testing

/// `elements table --color-by mastery`, in process, with its own ELEMENTS_HOME.
@Suite struct MasteryTableTests {
  let home: FavoritesHome

  init() throws { home = try FavoritesHome() }

  var progressFile: String { home.path + "/quiz" }

  func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> RunResult {
    Elements.run(
      arguments, environment: environment.merging(["ELEMENTS_HOME": home.path]) { a, _ in a })
  }

  /// Before the first quiz there is no file: every element is not yet studied, and nothing
  /// is created.
  @Test func noProgressIsNotYetStudied() throws {
    let result = try run(["table", "--color-by", "mastery", "--ascii"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(". not yet studied: 118"))
    #expect(result.stdout.contains("0 of 118 elements studied"))
    #expect(!FileManager.default.fileExists(atPath: progressFile))
  }

  /// Answers in the file colour their elements: hydrogen known twice, iron missed.
  @Test func answersColourTheirElements() throws {
    let content = """
      elements-quiz 1
      name\t1\t2.60\t2\t6\t20790\t20784
      symbol\t1\t2.60\t3\t15\t20799\t20784
      name\t26\t1.96\t0\t1\t20785\t20784

      """
    try Data(content.utf8).write(to: URL(fileURLWithPath: progressFile))
    let result = try run(["table", "--color-by", "mastery", "--ascii"], ["COLUMNS": "80"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(" #H "))
    #expect(result.stdout.contains(" -Fe "))
    #expect(result.stdout.contains("# mastered, all known: 1"))
    #expect(result.stdout.contains("- weak, none right last time: 1"))
    #expect(FileManager.default.contents(atPath: progressFile) == Data(content.utf8))
    let svg = try run(["table", "--color-by", "mastery", "--format", "svg"])
    #expect(svg.status == 0)
    let document = try SVGDocument(svg.stdout)
    #expect(document.text.contains("mastered, all known: 1"))
    #expect(svg.stdout.contains("#87ff87"))
  }

  /// A corrupt file is refused with the quiz's message (exit 5) and left as it was.
  @Test func aCorruptProgressFileIsRefusedAndUntouched() throws {
    let content = "hello\n"
    try Data(content.utf8).write(to: URL(fileURLWithPath: progressFile))
    let result = try run(["table", "--color-by", "mastery"])
    #expect(result.status == 5)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "elements: \(progressFile): line 1: expected the version line 'elements-quiz 1'"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(FileManager.default.contents(atPath: progressFile) == Data(content.utf8))
  }

  @Test func masteryIsNotAScale() throws {
    let result = try run(["table", "--color-by", "mastery", "--log"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'--log' needs a numeric property"))
  }
}

/// `elements worksheet`, in process: the exercise, its key, and bad input.
@Suite struct WorksheetCommandTests {
  /// The numbered questions of a list worksheet: number, symbol, and what follows.
  func items(_ text: String) -> [(number: Int, prompt: String, rest: String)] {
    var found: [(Int, String, String)] = []
    for line in text.split(separator: "\n") {
      // Up to three items a line, each "N. Sy  answer-or-blank".
      let parts = line.split(separator: "    ", omittingEmptySubsequences: true)
      for part in parts {
        let words = part.split(separator: " ", maxSplits: 2)
        guard words.count == 3, words[0].hasSuffix("."), let number = Int(words[0].dropLast())
        else { continue }
        found.append(
          (number, String(words[1]), String(words[2].trimmingCharacters(in: .whitespaces))))
      }
    }
    return found.sorted { $0.0 < $1.0 }
  }

  /// The key of a seed has the exercise's symbols in the same places, and each answer is the
  /// name of its symbol.
  @Test func theKeyAnswersTheExerciseOfTheSameSeed() throws {
    let arguments = ["worksheet", "--kind", "symbols", "--count", "12", "--seed", "42"]
    let exercise = Elements.run(arguments)
    let key = Elements.run(arguments + ["--answers"])
    #expect(exercise.status == 0 && key.status == 0)
    #expect(exercise.stdout.contains("Name: ___"))
    #expect(exercise.stdout.contains("--answers --seed 42"))
    let questions = items(exercise.stdout)
    let answers = items(key.stdout)
    #expect(questions.count == 12)
    #expect(questions.map(\.prompt) == answers.map(\.prompt))
    #expect(questions.allSatisfy { $0.rest.allSatisfy { $0 == "_" } })
    let names = Elements.run(["list", "--format", "tsv", "--fields", "symbol,name"]).stdout
      .split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
    let nameOf = Dictionary(uniqueKeysWithValues: names.map { ($0[0], $0[1]) })
    for answer in answers { #expect(nameOf[answer.prompt] == answer.rest, "\(answer)") }
    // Another seed, other questions.
    let other = Elements.run(
      ["worksheet", "--kind", "symbols", "--count", "12", "--seed", "43"])
    #expect(items(other.stdout).map(\.prompt) != questions.map(\.prompt))
  }

  /// Without --seed the page names the seed it used, and that seed prints its key.
  @Test func aClockSeedIsNamedSoItsKeyCanBePrinted() throws {
    let chosen = ["worksheet", "--kind", "configurations", "--set", "1-36", "--count", "36"]
    let exercise = Elements.run(chosen)
    #expect(exercise.status == 0)
    let seed = try #require(
      exercise.stdout.split(separator: "\n").last { $0.hasPrefix("Seed ") }?
        .dropFirst("Seed ".count).prefix { $0.isNumber })
    let key = Elements.run(chosen + ["--answers", "--seed", String(seed)])
    #expect(key.stdout.contains("The answers to seed \(seed)."))
    let prompts = { (text: String) in
      text.split(separator: "\n").filter { $0.contains("(") && !$0.contains("configurations (") }
        .map { $0.split(separator: ")").dropLast().map { String($0.suffix(4)) } }
    }
    #expect(prompts(exercise.stdout) == prompts(key.stdout))
    #expect(key.stdout.contains("[Ar] 3d⁶ 4s²") || key.stdout.contains("[Ar] 3d6 4s2"))
  }

  /// The table's key writes each symbol under its number.
  @Test func theTableKeyHasTheSymbols() throws {
    let exercise = Elements.run(["worksheet", "--set", "1-10", "--ascii"])
    let key = Elements.run(["worksheet", "--set", "1-10", "--ascii", "--answers"])
    #expect(exercise.stdout.contains("|3  |4  |"))
    #expect(!exercise.stdout.contains("Li"))
    #expect(key.stdout.contains("| Li| Be|"))
    #expect(
      exercise.stdout.split(separator: "\n").count == key.stdout.split(separator: "\n").count)
  }

  /// Every line fits the width, and without a UTF-8 locale the text is ASCII.
  @Test(arguments: ["table", "symbols", "configurations"])
  func textFitsAndFallsBackToASCII(kind: String) throws {
    for columns in [30, 50, 80] {
      let result = Elements.run(
        ["worksheet", "--kind", kind, "--seed", "1", "--answers"],
        environment: ["COLUMNS": "\(columns)", "LC_ALL": "C", "LANG": "C"])
      #expect(result.status == 0)
      for line in result.stdout.split(separator: "\n") {
        #expect(line.count <= columns, "\(kind) \(columns): \(line)")
        #expect(line.allSatisfy { $0.isASCII }, "\(kind): \(line)")
      }
    }
  }

  /// The SVG is an A4 page, 210 by 297 mm, with the questions as real text; a worksheet
  /// longer than a page is a taller sheet at the same scale.
  @Test func theSVGIsAnA4Page() throws {
    let result = Elements.run(["worksheet", "--format", "svg", "--seed", "3"])
    #expect(result.status == 0)
    let document = try SVGDocument(result.stdout)
    #expect(document.text.contains("Fill in the periodic table (118 elements)"))
    #expect(document.text.contains("Name:"))
    let size = result.stdout.split(separator: "\n").first { $0.hasPrefix("<svg") }
    #expect(try #require(size).contains(" width=\"210mm\" height=\"297mm\" viewBox=\"0 0 "))
    let long = Elements.run([
      "worksheet", "--kind", "configurations", "--count", "118", "--seed", "3", "--format", "svg",
    ])
    let longSize = long.stdout.split(separator: "\n").first { $0.hasPrefix("<svg") }
    let millimetres = try #require(longSize).split(separator: "\"")[5]
    #expect(millimetres.hasSuffix("mm") && Double(millimetres.dropLast(2))! > 297)
  }

  @Test func badInputIsRefused() throws {
    let kind = Elements.run(["worksheet", "--kind", "periodic"])
    #expect(kind.status == 2)
    #expect(
      kind.stderr.hasPrefix(
        "elements: invalid value 'periodic' for '--kind' (expected table, symbols or"
          + " configurations)"))
    let empty = Elements.run(["worksheet", "--where", "density>1000"])
    #expect(empty.status == 1)
    #expect(empty.stderr == "elements: no element matches --where 'density>1000'\n")
    let set = Elements.run(["worksheet", "--set", "Irn"])
    #expect(set.status == 1)
    #expect(set.stderr.contains("Irn"))
    let count = Elements.run(["worksheet", "--count", "-3"])
    #expect(count.status == 2)
  }
}
