import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The mouse (SGR reports, mode 1006), Ctrl-Z where the stop cannot happen, the signals that
/// end the program, and `elements browse <element>`: the real binary in a pseudo-terminal.
@Suite(.serialized) struct BrowserMouseTests {
  /// A left click at a screen cell (from 0), as the terminal reports it: press and release.
  func click(row: Int, column: Int) -> String {
    "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
  }

  @Test func clicksSelectOpenAndChooseTabsAndTheWheelScrolls() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    #expect(terminal.screen.mouseModes == ["?1000", "?1002", "?1006"])
    terminal.send(click(row: 6, column: 10))
    #expect(terminal.waitFor("▸ ● Antimony"))
    terminal.send(click(row: 6, column: 10))
    #expect(terminal.waitFor("Space flip"), "a click on the selection opens it")
    terminal.send("\u{1B}")
    #expect(terminal.waitFor("▸ ● Antimony"))
    // Several reports in one read: the wheel, three rows a notch.
    terminal.send("\u{1B}[<65;10;5M\u{1B}[<65;10;5M")
    #expect(terminal.waitFor("▸ ● Beryllium"))
    terminal.send("\u{1B}[<64;10;5M")
    #expect(terminal.waitFor("▸ ● Astatine"))
    let table = try #require(terminal.screen.lines[0].range(of: " 5 "))
    terminal.send(
      click(
        row: 0, column: terminal.screen.lines[0].distance(from: "".startIndex, to: table.lowerBound)
      ))
    #expect(terminal.waitFor("[5 Table]"))
    #expect(terminal.waitFor(" 85 At  Astatine"))
    // Iron: period 4, group 8; cells are four columns apart after the two of the labels.
    terminal.send(click(row: 2 + 4, column: 2 + 7 * 4 + 2))
    #expect(terminal.waitFor(" 26 Fe  Iron"))
    terminal.send(click(row: 2 + 4, column: 2 + 7 * 4 + 2))
    #expect(terminal.waitFor("Space flip"))
    #expect(terminal.screen.text.contains("Iron"))
    terminal.send("\u{1B}")
    #expect(terminal.waitFor(" 26 Fe  Iron"))
    terminal.send("1")
    #expect(terminal.waitFor("[1 Name]"))
    // The A-Z index: at 80x24, "LM" shares the ninth row; a click on M jumps there.
    terminal.send(click(row: 2 + 9, column: 79))
    #expect(terminal.waitFor("▸ ● Magnesium"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
    #expect(terminal.screen.mouseModes.isEmpty, "the mouse is left alone again")
  }

  /// A report split between two reads is put together, not taken for Esc and typed keys.
  @Test func aReportSplitBetweenReadsStillClicks() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("▸ ● Actinium"))
    terminal.send("\u{1B}[<0;10")
    terminal.drain(milliseconds: 150)
    terminal.send(";7M")
    #expect(terminal.waitFor("▸ ● Antimony"))
    #expect(terminal.screen.text.contains("[1 Name]"), "no Esc, no keys typed")
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  @Test(arguments: [["ELEMENTS_MOUSE": "0"], [:]])
  func theMouseCanBeLeftAlone(environment: [String: String]) throws {
    let arguments = environment.isEmpty ? ["browse", "--no-mouse"] : []
    let terminal = try PseudoTerminal(arguments, environment: environment)
    #expect(terminal.waitFor("[1 Name]"))
    #expect(terminal.screen.mouseModes.isEmpty)
    #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?1000"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// Every signal that ends the program and can be caught leaves the terminal as it was: its
  /// mode, the main screen, a cursor, no mouse reports.
  @Test(arguments: [
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGABRT, SIGQUIT, SIGTERM,
  ])
  func endingSignalsRestoreTheTerminal(signal: Int32) throws {
    let terminal = try PseudoTerminal()
    let before = terminal.initialMode
    #expect(terminal.waitFor("[1 Name]"))
    #expect(terminal.mode != before)
    kill(terminal.pid, signal)
    let exit = try #require(terminal.waitForExit())
    #expect(exit.signaled && exit.status == signal)
    #expect(terminal.mode == before)
    #expect(!terminal.screen.alternateScreen)
    #expect(terminal.screen.cursorVisible)
    #expect(terminal.screen.mouseModes.isEmpty)
  }

  /// The program is its session's leader, an orphaned process group as under `tmux new-session
  /// elements` or `docker run -it`: the kernel discards Ctrl-Z's stop, so the browser takes the
  /// terminal straight back and goes on in raw mode, on the alternate screen.
  @Test func ctrlZThatCannotStopGoesStraightBack() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("▸ ● Actinium"))
    let raw = terminal.mode
    terminal.send("\u{1A}")  // Ctrl-Z: the line discipline sends SIGTSTP
    terminal.drain(milliseconds: 200)
    #expect(terminal.isRunning)
    #expect(terminal.mode == raw, "raw mode again")
    #expect(terminal.screen.alternateScreen)
    #expect(terminal.screen.mouseModes == ["?1000", "?1002", "?1006"])
    terminal.send("j")
    #expect(terminal.waitFor("▸ ● Aluminium"), "keys work, one at a time, without Enter")
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// A real stop (the shell's job control, here SIGSTOP's cousin sent by hand) and SIGCONT:
  /// the browser takes the terminal back and draws the whole screen.
  @Test func continuingAfterAStopRedraws() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("▸ ● Actinium"))
    kill(terminal.pid, SIGSTOP)
    terminal.drain(milliseconds: 100)
    let before = terminal.output.count
    kill(terminal.pid, SIGCONT)
    #expect(terminal.waitFor { _ in terminal.output.count - before > 1000 }, "a full redraw")
    #expect(terminal.screen.alternateScreen)
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  @Test(arguments: ["Fe", "iron", "26", "Ferrum", "Irn"])
  func browseOpensOnAnElementsTile(query: String) throws {
    let terminal = try PseudoTerminal(["browse", query])
    if query == "Irn" {
      #expect(terminal.waitForExit()?.status == 1)
      #expect(terminal.screen.text.contains("elements: no element matches 'Irn'"))
      return
    }
    #expect(terminal.waitFor("Space flip"))
    #expect(terminal.screen.text.contains("Iron"))
    terminal.send("\u{1B}")
    #expect(terminal.waitFor("▸ ● Iron"), "the lists have it selected")
    terminal.send("5")
    #expect(terminal.waitFor(" 26 Fe  Iron"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }
}
