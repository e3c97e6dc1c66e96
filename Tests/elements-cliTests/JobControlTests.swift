import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The browser under a real interactive bash with job control, run as the user would, also
/// behind a wrapper (`sh -c`): Ctrl-Z gives the shell a clean terminal, `fg` gives the browser
/// a working one, `kill %1` ends it at once, and a fatal error restores the terminal.
@Suite(.serialized) struct JobControlTests {
  static let binDirectory = URL(fileURLWithPath: Elements.path).deletingLastPathComponent().path

  /// An interactive bash with job control and the prompt "P> ".
  static func bash(mark: String) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      ["--norc", "--noprofile", "-i"], rows: 24, columns: 80,
      environment: [
        "PATH": binDirectory + ":/usr/bin:/bin", "PS1": "P> ", "ELEMENTS_TEST_MARK": mark,
      ],
      program: "/bin/bash")
    terminal.send("PS1='P> '\n")
    #expect(terminal.waitFor("P> "))
    return terminal
  }

  /// The ids of the `elements` processes started with this mark in their environment.
  static func processes(marked mark: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
      guard Int(entry) != nil,
        let command = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8),
        command.hasPrefix("elements"),
        let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
      else { return false }
      return String(decoding: environment, as: UTF8.self).contains("ELEMENTS_TEST_MARK=" + mark)
    }
  }

  /// Whether the screen is the shell's again: normal screen, cursor shown, no mouse reports.
  static func shellHasTheTerminal(_ screen: ScreenEmulator) -> Bool {
    !screen.alternateScreen && screen.cursorVisible && screen.mouseModes.isEmpty
  }

  /// After Ctrl-Z: the screen is the shell's, and the shell lists the job as stopped. (Behind
  /// a wrapper the shell may print its prompt before the browser leaves the alternate screen,
  /// so the job list is asked for afresh.)
  static func stoppedWithACleanTerminal(_ terminal: PseudoTerminal) -> Bool {
    guard terminal.waitFor(timeout: 5, { Self.shellHasTheTerminal($0) }) else { return false }
    terminal.send("clear; jobs\n")
    return terminal.waitFor(timeout: 5) {
      Self.shellHasTheTerminal($0) && $0.text.contains("Stopped")
    }
  }

  @Test(arguments: ["elements browse", "sh -c 'elements browse; echo wrapper-done'"])
  func ctrlZAndFgAgainAndAgain(command: String) throws {
    let mark = UUID().uuidString
    let terminal = try Self.bash(mark: mark)
    terminal.send(command + "\n")
    #expect(terminal.waitFor("[1 Name]"))
    for round in 1...6 {
      terminal.send("\u{1A}")  // Ctrl-Z
      #expect(Self.stoppedWithACleanTerminal(terminal), "round \(round): \(terminal.screen.text)")
      terminal.send("clear; fg\n")
      let back = terminal.waitFor(timeout: 5) { $0.alternateScreen && $0.text.contains("[1 Name]") }
      #expect(back, "round \(round): the browser did not come back")
      // Raw mode: one key, no Enter, no echo.
      terminal.send("2")
      #expect(terminal.waitFor("[2 Number]"), "round \(round): keys do not reach the browser")
      terminal.send("1")
      #expect(terminal.waitFor("[1 Name]"))
    }
    terminal.send("q")
    #expect(terminal.waitFor { Self.shellHasTheTerminal($0) && $0.text.contains("P>") })
    #expect(terminal.waitFor(timeout: 3) { _ in Self.processes(marked: mark).isEmpty })
    terminal.send("exit\n")
    _ = terminal.waitForExit()
  }

  /// `kill %1` on a stopped browser ends it at once, without `fg`, and leaves the shell's
  /// terminal clean.
  @Test(arguments: ["elements browse", "sh -c 'elements browse; echo wrapper-done'"])
  func killEndsAStoppedBrowser(command: String) throws {
    let mark = UUID().uuidString
    let terminal = try Self.bash(mark: mark)
    terminal.send(command + "\n")
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("\u{1A}")
    #expect(Self.stoppedWithACleanTerminal(terminal))
    terminal.send("kill %1\n")
    let ended = terminal.waitFor(timeout: 5) { _ in Self.processes(marked: mark).isEmpty }
    #expect(ended, "the browser still runs after kill %1")
    terminal.drain(milliseconds: 100)
    #expect(Self.shellHasTheTerminal(terminal.screen))
    terminal.send("kill -9 %1 2>/dev/null; exit\n")
    _ = terminal.waitForExit()
  }

  /// A fatal error (a trap, a bad access) restores the terminal before the program dies of it.
  @Test(arguments: [SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGTRAP])
  func aFatalSignalRestoresTheTerminal(signal: Int32) throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    kill(terminal.pid, signal)
    let ended = terminal.waitForExit()
    #expect(ended?.signaled == true && ended?.status == signal, "\(String(describing: ended))")
    #expect(terminal.mode == terminal.initialMode, "the terminal is still raw")
    #expect(Self.shellHasTheTerminal(terminal.screen))
  }
}
