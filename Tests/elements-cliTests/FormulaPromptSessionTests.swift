import Foundation
import Testing

/// The browser's formula prompt, driven in a pseudo-terminal as a user would: `w`, a formula
/// typed key by key, its mass read off the screen.
@Suite(.serialized) struct FormulaPromptSessionTests {
  let escape = "\u{1B}", backspace = "\u{7F}"

  @Test func glucoseWeighsAsItIsTyped() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("w")
    #expect(terminal.waitFor(" Formula: ▏"))
    #expect(terminal.waitFor("Type a chemical formula"))
    for key in "C6H12O6" { terminal.send(String(key)) }
    #expect(terminal.waitFor("Molar mass    180.156"))
    #expect(terminal.waitFor(" Formula: C6H12O6▏"))
    let screen = terminal.screen.lines
    #expect(screen[3] == "C6H12O6")
    #expect(screen.contains("  Hill formula  C6H12O6"))
    #expect(screen.contains { $0.hasPrefix("  O            6        95.994   53.28") })
    #expect(screen.allSatisfy { $0.count <= 80 })

    // Incomplete: the parser's message and a caret, not the last mass.
    terminal.send("(")
    #expect(terminal.waitFor("not a formula: 'C6H12O6(': '(' is never closed"))
    #expect(!terminal.screen.text.contains("180.156"))
    #expect(terminal.screen.lines[5] == "         ^")
    terminal.send(backspace)
    #expect(terminal.waitFor("Molar mass    180.156"))

    // Esc goes back to the list as it was; q quits there, not in the prompt.
    terminal.send("q")
    #expect(terminal.waitFor(" Formula: C6H12O6q▏"))
    terminal.send(escape)
    #expect(terminal.waitFor("▸ ● Actinium"))
    #expect(!terminal.screen.text.contains("Formula:"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// From a tile, with a hydrate typed with the middle dot: Enter keeps it, the next formula
  /// replaces it, Esc returns to the tile.
  @Test func fromATileAndBack() throws {
    let terminal = try PseudoTerminal(["browse", "Cu"])
    #expect(terminal.waitFor("Copper"))
    terminal.send("w")
    terminal.send("CuSO4·5H2O")
    #expect(terminal.waitFor("Molar mass    249.677 ± 0.034 g/mol"))
    terminal.send("\r")
    #expect(terminal.waitFor("(kept: typing starts a new one)"))
    terminal.send("H2O")
    #expect(terminal.waitFor("Molar mass    18.0150 ± 0.0014 g/mol"))
    #expect(terminal.waitFor(" Formula: H2O▏"))
    terminal.send(escape)
    #expect(terminal.waitFor { !$0.text.contains("Formula:") && $0.text.contains("Copper") })
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }
}
