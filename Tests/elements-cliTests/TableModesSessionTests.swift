import Foundation
import Glibc
import Testing

/// The Table tab's temperature and year modes in the real binary, in a pseudo-terminal.
@Suite(.serialized) struct TableModesSessionTests {
  /// `t` colours by the state at room temperature; `+` and `>` warm the table and bromine
  /// boils; `y` shows the table of 1869, with gallium (1875) still blank; `c` leaves.
  @Test func temperatureAndYearModes() throws {
    let terminal = try PseudoTerminal(["browse", "Br"])
    #expect(terminal.waitFor("Bromine"))
    terminal.send("\u{1B}5")  // close the tile, then the Table tab
    #expect(terminal.waitFor("[5 Table]"))
    #expect(terminal.waitFor { $0.text.contains("[●Br]") })
    terminal.send("t")
    #expect(terminal.waitFor("At 298 K (25 °C), 1 atm: the state of each element"))
    #expect(terminal.screen.text.contains("[◒Br]"), "bromine is a liquid at room temperature")
    #expect(terminal.screen.text.contains(" 35 Br  Bromine  Liquid at 298 K  79.904  Halogen"))
    #expect(terminal.screen.lines[23].hasPrefix(" +/- 10 K  >/< 100 K  t/c leave"))
    terminal.send("+")
    #expect(terminal.waitFor("At 308 K (35 °C)"))
    terminal.send(">")
    #expect(terminal.waitFor("At 408 K (135 °C)"))
    #expect(terminal.screen.text.contains("[○Br]"), "and a gas at 408 K (it boils at 332 K)")
    #expect(terminal.screen.text.contains("Gas at 408 K"))
    terminal.send("y")
    #expect(terminal.waitFor("Known in 1869: 62 of 118 elements; the 56 found later are blank."))
    #expect(terminal.screen.lines[6].contains("□Zn         ◆As"), "gallium and germanium blank")
    terminal.send("+")
    #expect(terminal.waitFor("Known in 1870"))
    terminal.send("c")
    #expect(terminal.waitFor("Colours show the category"))
    #expect(terminal.screen.lines[6].contains("□Ga ◆Ge"))
    #expect(terminal.screen.lines.allSatisfy { $0.count <= 80 })
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }
}
