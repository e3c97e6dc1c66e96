import Foundation
import Glibc
import Testing

/// The Nuclides tab in the real binary, in a pseudo-terminal, at 80x24 and 200x60.
@Suite(.serialized) struct NuclidesSessionTests {
  /// From uranium's tile: the tab opens on U-238; the arrows move, `+` zooms to symbols,
  /// Enter opens the decay chain and Esc closes it; `c` colours by mode; a click selects.
  @Test func browseTheChart() throws {
    let terminal = try PseudoTerminal(["browse", "U"])
    #expect(terminal.waitFor("Uranium"))
    terminal.send("\u{1B}7")  // close the tile, then the Nuclides tab
    #expect(terminal.waitFor("[7 Nuclides]"))
    #expect(terminal.waitFor { $0.lines[2].hasPrefix(" U-2") })
    // The nuclide nearest N 146 of the element selected: uranium's first in the Name list is
    // itself, at the cursor's neutron number.
    #expect(terminal.screen.text.contains(" 82▸┤"))
    #expect(terminal.screen.text.contains("Half-life:"))
    terminal.send("\u{1B}[C")  // →
    #expect(terminal.waitFor(" U-239  Z 92  N 147"))
    terminal.send("++")
    #expect(terminal.waitFor { $0.text.contains("U239") && $0.text.contains("Np240") })
    terminal.send("\r")
    #expect(terminal.waitFor("Decay chain of U-239"))
    #expect(terminal.waitFor("β− 100 % → Np-239"))
    terminal.send("\u{1B}")
    #expect(terminal.waitFor { !$0.text.contains("Decay chain") && $0.text.contains("U239") })
    terminal.send("c")
    #expect(terminal.waitFor("Decay:"))
    #expect(terminal.screen.lines.allSatisfy { $0.count <= 80 })
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// At 200x60 the whole chart uses the room: more than forty lines of it.
  @Test func wideScreen() throws {
    let terminal = try PseudoTerminal(["browse"], rows: 60, columns: 200)
    #expect(terminal.waitFor("1 Name"))
    terminal.send("7")
    #expect(terminal.waitFor("[7 Nuclides]"))
    #expect(terminal.waitFor("Half-life:"))
    let chartLines = terminal.screen.lines.filter { $0.hasPrefix("    │") || $0.contains("▸┤") }
    #expect(chartLines.count > 40)
    #expect(terminal.screen.lines.allSatisfy { $0.count <= 200 })
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }
}
