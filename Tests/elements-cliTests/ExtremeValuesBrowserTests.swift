import ElementsTestSupport
import Foundation
import Testing

/// The browser over data whose numbers are as extreme as a double allows, on a real
/// terminal: it shows every screen and restores the terminal.
@Suite(.serialized) struct ExtremeValuesBrowserTests {
  /// The browser's every tab and screen at 120×40 over the mixed file and the file of
  /// numbers past Int64; the terminal is restored when it ends.
  @Test(arguments: [0, 10]) func theBrowserShowsEveryScreen(extreme: Int) throws {
    let file = try ExtremeData.dataFile(name: "browse\(extreme)") { element, key in
      extreme == 0
        ? ExtremeData.extremes[(element + key) % ExtremeData.extremes.count]
        : ExtremeData.extremes[extreme]
    }
    defer { try? FileManager.default.removeItem(atPath: file) }
    for (rows, columns) in [(40, 120), (60, 200), (24, 80)] {
      let terminal = try PseudoTerminal(
        ["--data", file, "browse"], rows: rows, columns: columns)
      #expect(terminal.waitFor("[1 Name]"))
      for tab in ["1", "2", "3", "4", "5", "6"] {
        terminal.send(tab)
        terminal.drain(milliseconds: 60)
        terminal.send("\r \u{1B}[C\u{1B}[C\u{1B}[C\u{1B}")
        terminal.drain(milliseconds: 60)
      }
      for _ in 0..<40 {
        terminal.send("c")
        terminal.drain(milliseconds: 20)
      }
      terminal.send("ty")
      terminal.drain(milliseconds: 60)
      #expect(terminal.isRunning, "\(columns)x\(rows): the browser died")
      terminal.send("q")
      let ended = terminal.waitForExit()
      #expect(
        ended?.status == 0 && ended?.signaled == false,
        "\(columns)x\(rows): \(String(describing: ended))")
      #expect(
        terminal.mode == terminal.initialMode, "\(columns)x\(rows): the terminal is not restored")
    }
  }
}
