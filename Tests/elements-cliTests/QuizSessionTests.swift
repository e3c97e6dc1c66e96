import ElementsTestSupport
import Foundation
import Glibc
import Testing

/// The full-screen quiz in a pseudo-terminal: answers typed and placed, the progress file
/// read back, and the terminal left as it was found.
@Suite(.serialized) struct QuizSessionTests {
  let down = "\u{1B}[B", right = "\u{1B}[C", escape = "\u{1B}"
  /// A fresh ELEMENTS_HOME, so that no test sees another's progress.
  let home: FavoritesHome

  init() throws { home = try FavoritesHome() }

  /// The quiz on a terminal of this size.
  func quiz(_ arguments: [String], rows: Int = 24, columns: Int = 80) throws -> PseudoTerminal {
    try PseudoTerminal(
      ["quiz"] + arguments, rows: rows, columns: columns,
      environment: ["ELEMENTS_HOME": home.path])
  }

  /// The card lines of the progress file.
  func progressLines() throws -> [String] {
    try String(contentsOfFile: home.path + "/quiz", encoding: .utf8).split(separator: "\n")
      .map(String.init).filter {
        !$0.hasPrefix("#") && !$0.hasPrefix("elements-quiz") && !$0.hasPrefix("day\t")
      }
  }

  /// A typed answer (with a typo erased) and a position placed one cell short: each verdict
  /// shows at once, each answer is saved, and the score is printed when the quiz closes.
  @Test(arguments: [(24, 80), (60, 200)])
  func answersAreSavedAndTheScoreShown(rows: Int, columns: Int) throws {
    let terminal = try quiz(
      ["--ask", "symbol,position", "--set", "Fe", "--seed", "1"], rows: rows, columns: columns)
    for number in 1...2 {
      #expect(terminal.waitFor("Question \(number)/2"))
      #expect(terminal.screen.alternateScreen)
      if terminal.screen.text.contains("Question \(number)/2: What is the symbol of Iron?") {
        terminal.send("Fx\u{7F}e\r")
        #expect(terminal.waitFor("Right: Fe."))
      } else {
        #expect(terminal.screen.text.contains("Where is Iron (Fe) on the table?"))
        let period4 = terminal.screen.lines.filter { $0.hasPrefix(" 4 ") }
        #expect(period4.count == 1)
        #expect(period4.allSatisfy { !$0.contains("Fe") && $0.contains("·") }, "a blank table")
        // From hydrogen: down to potassium, then right to manganese, a group short.
        terminal.send(String(repeating: down, count: 3) + String(repeating: right, count: 6))
        #expect(terminal.waitFor("Cursor: period 4, group 7"))
        terminal.send("\r")
        #expect(
          terminal.waitFor("Wrong (that is Manganese, Mn): the answer is period 4, group 8."))
      }
      #expect(terminal.screen.lines.allSatisfy { $0.count <= columns })
      terminal.send("\r")
    }
    #expect(terminal.waitFor("Score: 1/2"))
    #expect(terminal.waitFor("Press any key to close the quiz"))
    terminal.send("x")
    #expect(terminal.waitForExit()?.status == 0)
    #expect(!terminal.screen.alternateScreen)
    #expect(terminal.screen.text.contains("Score: 1/2"), "the score stays on the screen")
    let lines = try progressLines().sorted()
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("position\t26\t1.96\t0\t1\t"), "missed: tomorrow")
    #expect(lines[1].hasPrefix("symbol\t26\t2.5\t1\t1\t"), "known: again in a day")
  }

  /// A click moves the cursor to a cell; a second click on it places the element there.
  @Test func aClickPlacesTheElement() throws {
    let terminal = try quiz(["--ask", "position", "--set", "Fe"])
    #expect(terminal.waitFor("Where is Iron (Fe) on the table?"))
    // At 80 columns, iron's cell (group 8) starts at column 32 (1-based); row 4 of the table
    // is screen row 9, under the header, the question and the group numbers.
    terminal.send("\u{1B}[<0;33;9M\u{1B}[<0;33;9m")
    #expect(terminal.waitFor("Cursor: period 4, group 8"))
    terminal.send("\u{1B}[<0;33;9M\u{1B}[<0;33;9m")
    #expect(terminal.waitFor("Right: period 4, group 8."))
    terminal.send("\r")
    #expect(terminal.waitFor("Score: 1/1"))
    terminal.send("\r")
    #expect(terminal.waitForExit()?.status == 0)
    #expect(try progressLines().count == 1)
  }

  /// On a screen too small for the table, a position card says the size it needs and takes no
  /// answer; the guide and the help give the same size, and at that size the card works.
  @Test func aScreenTooSmallForTheTableTakesNoAnswer() throws {
    let terminal = try quiz(["--ask", "position", "--set", "Fe"], rows: 30, columns: 74)
    #expect(terminal.waitFor("press Esc to end the quiz."))
    #expect(terminal.screen.lines.last?.trimmingCharacters(in: .whitespaces) == "Esc end")
    #expect(!terminal.screen.text.contains("Cursor:"))
    let message = Self.words(terminal.screen.text)
    let match = try #require(
      try Regex("at least ([0-9]+) columns and ([0-9]+) rows").firstMatch(in: message))
    let columns = try #require(match.output[1].substring.flatMap { Int($0) })
    let rows = try #require(match.output[2].substring.flatMap { Int($0) })
    let guide = Self.words(
      try String(contentsOfFile: Repository.path + "/docs/GUIDE.md", encoding: .utf8))
    #expect(guide.contains("card needs \(columns)x\(rows)"))
    let help = Self.words(try Elements.run(["quiz", "--help"]).stdout)
    #expect(help.contains("table needs \(columns)x\(rows)"))
    // Neither the keys nor the mouse answer the card.
    terminal.send(down + right + "\r \u{1B}[<0;33;9M\u{1B}[<0;33;9m")
    #expect(!terminal.waitFor(timeout: 1) { $0.text.contains("the answer is") })
    terminal.resize(rows: rows, columns: columns)
    #expect(terminal.waitFor("Cursor: period 1, group 1"))
    terminal.send("\r")
    #expect(terminal.waitFor("Wrong (that is Hydrogen, H)"))
    terminal.send("\r")
    #expect(terminal.waitFor("Score: 0/1"))
    terminal.send("\r")
    #expect(terminal.waitForExit()?.status == 0)
    #expect(try progressLines().count == 1)
  }

  /// The words of a text, one space apart.
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Esc in the middle ends the quiz: the score of what was answered, and every answer
  /// given is kept.
  @Test func escEndsEarlyAndKeepsTheProgress() throws {
    let terminal = try quiz(["--ask", "name", "--set", "1-10", "--count", "5", "--seed", "3"])
    #expect(terminal.waitFor("Question 1/5"))
    terminal.send("Nothing\r")
    #expect(terminal.waitFor("Wrong"))
    terminal.send("\r")
    #expect(terminal.waitFor("Question 2/5"))
    terminal.send("Hel")
    #expect(terminal.waitFor("Answer: Hel"))
    terminal.send(escape)
    #expect(terminal.waitFor("Score: 0/1 (ended early; 4 cards not asked)"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
    #expect(try progressLines().count == 1)
  }

  /// The terminal is left exactly as it was found, however the quiz ends: the same mode, the
  /// main screen, a cursor; a signal mid-quiz keeps the answers already given.
  @Test(arguments: ["Esc", "Ctrl-C", "SIGTERM", "SIGHUP"])
  func restoresTheTerminal(ending: String) throws {
    let terminal = try quiz(["--ask", "symbol", "--set", "Fe,Cu", "--seed", "2"])
    let before = terminal.initialMode
    #expect(terminal.waitFor("Question 1/2"))
    terminal.send("Xx\r")
    #expect(terminal.waitFor("Wrong"))
    #expect(terminal.mode != before, "raw mode while the quiz runs")
    switch ending {
    case "Esc":
      terminal.send(escape)
      #expect(terminal.waitFor("Score: 0/1"))
      terminal.send(" ")
    case "Ctrl-C": terminal.send("\u{03}")  // the line discipline turns it into SIGINT
    case "SIGTERM": kill(terminal.pid, SIGTERM)
    default: kill(terminal.pid, SIGHUP)
    }
    let exit = try #require(terminal.waitForExit())
    #expect(exit.signaled == (ending != "Esc"))
    #expect(terminal.mode == before)
    #expect(!terminal.screen.alternateScreen)
    #expect(terminal.screen.cursorVisible)
    #expect(try progressLines().count == 1, "the answer given is saved")
  }

  /// A fatal error restores the terminal before the quiz dies of it, as the browser does.
  @Test(arguments: [SIGSEGV, SIGILL])
  func aCrashRestoresTheTerminal(signal: Int32) throws {
    let terminal = try quiz(["--ask", "position", "--set", "Fe"])
    #expect(terminal.waitFor("Where is Iron (Fe) on the table?"))
    kill(terminal.pid, signal)
    let ended = terminal.waitForExit()
    #expect(ended?.signaled == true && ended?.status == signal)
    #expect(terminal.mode == terminal.initialMode, "the terminal is still raw")
    #expect(JobControlTests.shellHasTheTerminal(terminal.screen))
  }

  /// Ctrl-Z under a shell with job control gives the shell a clean terminal; `fg` brings the
  /// quiz back where it was, and it takes keys again.
  @Test func ctrlZAndFg() throws {
    let mark = UUID().uuidString
    let terminal = try JobControlTests.bash(mark: mark)
    terminal.send("ELEMENTS_HOME='\(home.path)' elements quiz --ask symbol --set Fe\n")
    #expect(terminal.waitFor("Question 1/1"))
    terminal.send("F")
    #expect(terminal.waitFor("Answer: F"))
    terminal.send("\u{1A}")  // Ctrl-Z
    #expect(JobControlTests.stoppedWithACleanTerminal(terminal), "\(terminal.screen.text)")
    terminal.send("clear; fg\n")
    #expect(terminal.waitFor { $0.alternateScreen && $0.text.contains("Answer: F") })
    terminal.send("e\r")
    #expect(terminal.waitFor("Right: Fe."))
    terminal.send("\r")
    #expect(terminal.waitFor("Press any key"))
    terminal.send(" ")
    #expect(
      terminal.waitFor {
        JobControlTests.shellHasTheTerminal($0) && $0.text.contains("Score: 1/1")
      })
    terminal.send("exit\n")
    _ = terminal.waitForExit()
    #expect(try progressLines().count == 1)
  }

  /// `--plain` keeps the line quiz on a terminal: questions and verdicts printed, one answer
  /// a line, no full screen; so does a terminal that cannot draw one.
  @Test(arguments: [(["--plain"], "xterm-256color"), ([], "dumb")])
  func theLineQuizOnATerminal(options: [String], term: String) throws {
    let terminal = try PseudoTerminal(
      ["quiz", "--ask", "symbol", "--set", "Fe"] + options,
      environment: ["ELEMENTS_HOME": home.path, "TERM": term])
    #expect(terminal.waitFor("Question 1/1: What is the symbol of Iron?"))
    #expect(!terminal.screen.alternateScreen)
    terminal.send("fe\r")
    #expect(terminal.waitFor("Right: Fe."))
    #expect(terminal.waitFor("Score: 1/1"))
    #expect(terminal.waitForExit()?.status == 0)
    #expect(try progressLines().count == 1)
  }
}
