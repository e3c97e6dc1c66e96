import ElementsTestSupport
import Foundation
import Glibc
import Testing

/// Scripted sessions of the full-screen browser, like recorded UI tests of the original app:
/// the real binary in a pseudo-terminal, keys in, the screen read back.
@Suite(.serialized) struct BrowserSessionTests {
  let up = "\u{1B}[A", down = "\u{1B}[B", right = "\u{1B}[C", left = "\u{1B}[D", escape = "\u{1B}"

  @Test func everyTabShowsItsList() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    #expect(terminal.screen.lines[2].hasPrefix("A"))
    #expect(terminal.screen.lines[3].hasPrefix("▸ ● Actinium"))
    #expect(terminal.screen.alternateScreen)
    #expect(!terminal.screen.cursorVisible)
    terminal.send("\t")
    #expect(terminal.waitFor("[2 Number]"))
    #expect(terminal.waitFor { $0.text.contains("▸") && $0.text.contains("Actinium") })
    terminal.send("g")
    #expect(terminal.waitFor("▸ ○ Hydrogen"))
    terminal.send("3")
    #expect(terminal.waitFor("[3 Symbol]"))
    #expect(terminal.waitFor("▸ ○ Hydrogen"), "the selected element stays selected")
    terminal.send("g")
    #expect(terminal.waitFor { $0.lines[2].contains("Actinium") && $0.lines[2].contains("Ac(89)") })
    terminal.send("4")
    #expect(terminal.waitFor("[4 State]"))
    #expect(terminal.waitFor { $0.lines[2] == "Solid" })
    terminal.send("\u{1B}[Z")  // Shift-Tab
    #expect(terminal.waitFor("[3 Symbol]"))
    terminal.send("5")
    #expect(terminal.waitFor("[5 Table]"))
    #expect(terminal.waitFor("alkali metal"))
    #expect(terminal.screen.lines.allSatisfy { $0.count <= 80 })
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// Walking down past the bottom scrolls the list by a line at a time. The terminal scrolls
  /// the rows itself, so a step writes a fraction of a full screen; and what the screen shows
  /// is exactly what a full redraw (Ctrl-L) draws.
  @Test func scrollingWritesLittleAndDrawsTheSameScreen() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    let fullScreen = terminal.output.count
    for _ in 0..<22 { terminal.send("j") }
    #expect(terminal.waitFor("▸ ● Cobalt"))
    #expect(!terminal.screen.text.contains("Actinium"), "the list has scrolled")
    var before = terminal.output.count
    terminal.send("j")
    #expect(terminal.waitFor("▸ ◇ Copernicium"))
    terminal.drain(milliseconds: 50)
    let step = terminal.output.count - before
    #expect(step * 4 < fullScreen, "\(step) bytes for one step, \(fullScreen) for the screen")
    for _ in 0..<5 { terminal.send("k") }
    #expect(terminal.waitFor("▸ ● Carbon"))
    let scrolled = terminal.screen.lines
    before = terminal.output.count
    terminal.send("\u{0C}")  // Ctrl-L: draw everything again
    #expect(terminal.waitFor { _ in terminal.output.count - before > fullScreen / 2 })
    terminal.drain(milliseconds: 50)
    #expect(terminal.screen.lines == scrolled)
    // Into the D section: the list scrolls past a blank line and a header at once.
    for _ in 0..<9 { terminal.send("j") }
    #expect(terminal.waitFor("▸ ◇ Dubnium"))
    terminal.drain(milliseconds: 50)
    let crossed = terminal.screen.lines
    before = terminal.output.count
    terminal.send("\u{0C}")
    #expect(terminal.waitFor { _ in terminal.output.count - before > fullScreen / 2 })
    terminal.drain(milliseconds: 50)
    #expect(terminal.screen.lines == crossed)
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  @Test func sectionIndexJumpsToLetters() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    #expect(terminal.screen.lines[2].hasSuffix("AB"), "the index runs down the right edge")
    terminal.send("X")
    #expect(terminal.waitFor("▸ ○ Xenon"))
    terminal.send("Q")  // No element's name starts with Q: the section before, P.
    #expect(terminal.waitFor("▸ ● Palladium"))
    terminal.send("q")
    _ = terminal.waitForExit()
  }

  @Test func searchNarrowsInEveryScope() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("/fe")
    #expect(terminal.waitFor("in [All]"), "everywhere first, like the search command")
    #expect(terminal.waitFor("▸ ● Iron"))
    #expect(terminal.screen.text.contains("◇ Fermium"))
    terminal.send("\u{7F}\u{7F}ir\t")
    #expect(terminal.waitFor("Search: ir"))
    #expect(terminal.waitFor("in All [Name]"))
    #expect(terminal.waitFor("▸ ● Iron"))
    #expect(terminal.screen.text.contains("Zirconium"))
    terminal.send("\t")
    #expect(terminal.waitFor("[Symbol]"))
    #expect(terminal.waitFor("1 found"))
    #expect(terminal.screen.text.contains("▸ ● Iridium"))
    terminal.send("\u{7F}\u{7F}26\t")
    #expect(terminal.waitFor("[Number]"))
    #expect(terminal.waitFor("▸ ● Iron"))
    terminal.send("\t")
    #expect(terminal.waitFor("[All]"))
    terminal.send("\r")
    #expect(terminal.waitFor("Iron"))
    #expect(terminal.waitFor { !$0.text.contains("Search:") })
    terminal.send(escape)
    #expect(terminal.waitFor("Search: 26"))
    terminal.send(escape)
    #expect(terminal.waitFor("[1 Name]"))
    #expect(terminal.waitFor { !$0.text.contains("Search:") })
    terminal.send("q")
    _ = terminal.waitForExit()
  }

  @Test func openFlipAndReturn() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("G")
    #expect(terminal.waitFor("▸ ● Gadolinium"))
    terminal.send("\r")
    #expect(terminal.waitFor("Gadolinium"))
    #expect(terminal.waitFor { $0.text.contains("64") && !$0.text.contains("▸") })
    #expect(terminal.screen.text.contains("Space flip"))
    terminal.send(" ")
    #expect(terminal.waitFor("Atomic number"))
    // The back pages a section at a time: → shows the atom.
    terminal.send("l")
    #expect(terminal.waitFor("Electron configuration"))
    #expect(terminal.screen.text.contains("[Atom]"))
    terminal.send("f")
    #expect(terminal.waitFor { !$0.text.contains("Atomic number") })
    for back in [escape, "\u{7F}", left] {
      terminal.send(back)
      #expect(terminal.waitFor("▸ ● Gadolinium"), "back to the list, same element selected")
      terminal.send("\r")
      #expect(terminal.waitFor("Space flip"))
    }
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  @Test func tableCursorMovesThroughGapsIntoTheFBlock() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("2g5")
    #expect(terminal.waitFor(" 1 H  Hydrogen"))
    terminal.send(right)
    #expect(terminal.waitFor(" 2 He  Helium"))
    terminal.send("jjj" + String(repeating: "h", count: 10))
    #expect(terminal.waitFor(" 26 Fe  Iron"))
    #expect(terminal.screen.text.contains("[■Fe]"))
    terminal.send(String(repeating: down, count: 4))
    #expect(terminal.waitFor(" 61 Pm  Promethium"), "down from period 7 skips the gap row")
    terminal.send("\r")
    #expect(terminal.waitFor("Space flip"))
    #expect(terminal.screen.text.contains("Promethium"))
    terminal.send("q")
    _ = terminal.waitForExit()
  }

  @Test func resizeRedrawsAndUsesTheRoom() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    terminal.resize(rows: 30, columns: 110)
    #expect(terminal.waitFor { $0.lines[0].hasSuffix("? help  q quit") && $0.lines[0].count > 100 })
    #expect(
      terminal.waitFor { $0.text.contains("┌") },
      "a wide screen shows the selected tile beside the list")
    terminal.resize(rows: 10, columns: 40)
    #expect(terminal.waitFor("too small"))
    terminal.resize(rows: 24, columns: 80)
    #expect(terminal.waitFor("▸ ● Actinium"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  @Test func helpListsTheKeys() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("?")
    #expect(terminal.waitFor("Keys"))
    #expect(terminal.screen.text.contains("quit"))
    terminal.send(up)
    #expect(terminal.waitFor("▸ ● Actinium"))
    terminal.send("q")
    _ = terminal.waitForExit()
  }

  /// `o` never waits for the web browser: with `BROWSER` set to a command that does not
  /// return, keys still work, the status line reports the outcome when it comes, and q quits
  /// at once, leaving the command running.
  @Test func theOpenerNeverBlocksTheBrowser() throws {
    let directory = try TemporaryDirectory.make("opener")
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("slow-browser").path
    let pids = directory.appendingPathComponent("pids").path
    try "#!/bin/sh\necho $$ >> '\(pids)'\nexec /bin/sleep 100\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    chmod(script, 0o755)
    func started() -> [pid_t] {
      ((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").split(separator: "\n")
        .compactMap { pid_t($0) }
    }
    defer { for pid in started() { kill(pid, SIGKILL) } }

    // PATH without xdg-open, so that the outcome does not depend on the machine.
    let terminal = try PseudoTerminal(
      columns: 220, environment: ["BROWSER": script, "PATH": directory.path])
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("2g5o")
    #expect(terminal.waitFor(" Opening https://en.wikipedia.org/wiki/Hydrogen"))
    #expect(terminal.waitFor { _ in started().count == 1 })
    terminal.send(right)
    #expect(terminal.waitFor(" 2 He  Helium"), "keys work while the browser command runs")
    #expect(!terminal.screen.text.contains("Opening"), "the next key clears the message")
    kill(started()[0], SIGTERM)
    #expect(
      terminal.waitFor(
        " Could not open https://en.wikipedia.org/wiki/Hydrogen: \(script) was killed by signal 15;"
          + " xdg-open was not found"),
      "the outcome, when it comes")
    terminal.send("o")
    #expect(terminal.waitFor { _ in started().count == 2 })
    let asked = Date()
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
    #expect(Date().timeIntervalSince(asked) < 2, "q quits at once")
    #expect(kill(started()[1], 0) == 0, "the browser command is left to run")
  }

  /// The terminal is left exactly as it was found: the same mode, the main screen, a cursor.
  @Test(arguments: ["q", "Ctrl-C", "SIGTERM", "SIGHUP", "SIGINT"])
  func restoresTheTerminal(ending: String) throws {
    let terminal = try PseudoTerminal()
    let before = terminal.initialMode
    #expect(terminal.waitFor("[1 Name]"))
    #expect(terminal.mode != before, "raw mode while browsing")
    switch ending {
    case "q": terminal.send("q")
    case "Ctrl-C": terminal.send("\u{03}")  // the line discipline turns it into SIGINT
    case "SIGTERM": kill(terminal.pid, SIGTERM)
    case "SIGHUP": kill(terminal.pid, SIGHUP)
    default: kill(terminal.pid, SIGINT)
    }
    let exit = try #require(terminal.waitForExit())
    #expect(exit.signaled == (ending != "q"))
    #expect(terminal.mode == before)
    #expect(!terminal.screen.alternateScreen)
    #expect(terminal.screen.cursorVisible)
  }

  /// A terminal that cannot draw a screen (`TERM=dumb`, or none) gets the table and the hint,
  /// as a pipe does, not the full-screen browser.
  @Test(arguments: ["dumb", ""])
  func aDumbTerminalGetsTheTable(term: String) throws {
    let terminal = try PseudoTerminal([], environment: ["TERM": term])
    #expect(terminal.waitFor("Og"))
    #expect(terminal.waitForExit()?.status == 0)
    #expect(!terminal.screen.text.contains("Name"), "no tab bar")
  }
}
