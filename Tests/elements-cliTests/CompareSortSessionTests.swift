import Foundation
import Glibc
import Testing

/// Marking elements, comparing them side by side and sorting a list, in the real binary in a
/// pseudo-terminal.
@Suite(.serialized) struct CompareSortSessionTests {
  /// Fe, Co and Ni marked on the Number tab, then `v`: the comparison of `elements compare`,
  /// fitted to 80 columns; q closes it back to the list, and q again quits.
  @Test func marksIronCobaltNickelAndComparesThem() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("2g" + String(repeating: "j", count: 25))
    #expect(terminal.waitFor("▸ ● Iron"))
    terminal.send("mjmjm")
    #expect(terminal.waitFor("▸ ● Nickel         Ni(28)   58.6934        [3]"))
    #expect(terminal.screen.text.contains("  ● Iron           Fe(26)   55.845         [1]"))
    terminal.send("v")
    #expect(terminal.waitFor("3 side by side"))
    let lines = terminal.screen.lines
    #expect(lines[2] == "                            Fe Iron           Co Cobalt         Ni Nickel")
    #expect(lines[9].hasPrefix("Atomic weight                       55.845 ▼       58.933194 ▲"))
    #expect(lines.allSatisfy { $0.count <= 80 })
    terminal.send("\u{1B}[F")  // End
    #expect(terminal.waitFor("▲ largest  ▼ smallest in the row"))
    #expect(terminal.screen.lines[2].hasPrefix("                            Fe Iron"), "names stay")
    terminal.send("q")
    #expect(terminal.waitFor("▸ ● Nickel"))
    terminal.send("s")
    #expect(terminal.waitFor("Atomic weight, lowest first"))
    #expect(
      terminal.screen.text.contains("▸ ● Nickel         Ni(28)   58.6934        [3]"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }
}
