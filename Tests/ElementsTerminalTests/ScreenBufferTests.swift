import Testing

@testable import ElementsTerminal

/// Laying out styled lines in cells: ASCII a cell a byte, and everything else as characters,
/// whatever follows the ASCII.
@Suite struct ScreenBufferTests {
  let size = ScreenSize(rows: 1, columns: 8)

  func texts(_ line: String) -> [String] {
    ScreenBuffer(lines: [StyledLine(line)], size: size).cells[0].map(\.text)
  }

  @Test func asciiTakesACellAByte() {
    #expect(texts("abc") == ["a", "b", "c", " ", " ", " ", " ", " "])
    #expect(texts("abcdefghij") == ["a", "b", "c", "d", "e", "f", "g", "h"])
  }

  @Test func aCharacterThatExtendsAnASCIILetterStaysInItsCell() {
    #expect(texts("e\u{301}x") == ["e\u{301}", "x", " ", " ", " ", " ", " ", " "])
    // A keycap is an emoji two cells wide, though it starts with an ASCII digit.
    #expect(texts("1\u{FE0F}\u{20E3}!") == ["1\u{FE0F}\u{20E3}", "", "!", " ", " ", " ", " ", " "])
    #expect(texts("ab\u{4E2D}c") == ["a", "b", "\u{4E2D}", "", "c", " ", " ", " "])
  }

  @Test func eachCellCarriesItsRunsStyle() {
    let line = StyledLine([StyledRun("a"), StyledRun("b", TextStyle(bold: true)), StyledRun("c")])
    let cells = ScreenBuffer(lines: [line], size: size).cells[0]
    #expect(cells.prefix(3).map(\.style) == [.plain, TextStyle(bold: true), .plain])
    #expect(cells.prefix(3).map(\.text) == ["a", "b", "c"])
  }

  /// Escape sequences are made only when a frame is written: from the typed styles.
  @Test func stylesBecomeEscapeSequencesOnlyOnOutput() {
    let line = StyledLine([
      StyledRun("a", TextStyle(foreground: 172, bold: true)),
      StyledRun("b", TextStyle(reverse: true)),
      StyledRun("c", TextStyle(background: 117, dim: true, underline: true)),
    ])
    #expect(
      ScreenBuffer(lines: [line], size: size).output(from: nil)
        == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[0m\u{1B}[1;38;5;172ma\u{1B}[0m\u{1B}[7mb"
        + "\u{1B}[0m\u{1B}[2;4;48;5;117mc\u{1B}[0m")
  }

  /// The shared renderers' coloured text becomes typed styles at one boundary.
  @Test func paintedRendererTextBecomesStyledRuns() {
    let line = StyledLine(painted: "x\u{1B}[1;38;5;33mHg\u{1B}[0m \u{1B}[2mdim\u{1B}[0m\u{1B}]junk")
    #expect(
      line.runs == [
        StyledRun("x"), StyledRun("Hg", TextStyle(foreground: 33, bold: true)), StyledRun(" "),
        StyledRun("dim", TextStyle(dim: true)), StyledRun("junk"),
      ])
  }

  @Test func aWideCharacterThatDoesNotFitIsLeftOut() {
    #expect(texts("abcdefg\u{4E2D}") == ["a", "b", "c", "d", "e", "f", "g", " "])
  }
}
