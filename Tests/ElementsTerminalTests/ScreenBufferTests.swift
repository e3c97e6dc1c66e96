import ElementsCore
import ElementsData
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

  @Test func aWideCharacterThatDoesNotFitIsLeftOut() {
    #expect(texts("abcdefg\u{4E2D}") == ["a", "b", "c", "d", "e", "f", "g", " "])
  }

  /// Half blocks, braille, box drawing and Greek take a cell a scalar; a combining mark among
  /// them still joins the character before it, and a line longer than the screen is cut.
  @Test func oneColumnScalarsTakeACellEach() {
    #expect(texts("a▀▄β─⠁") == ["a", "▀", "▄", "β", "─", "⠁", " ", " "])
    #expect(texts("▀▀▀▀▀▀▀▀▀▀") == Array(repeating: "▀", count: 8))
    #expect(texts("x▀\u{301}▄") == ["x", "▀\u{301}", "▄", " ", " ", " ", " ", " "])
    #expect(texts("▀中▄") == ["▀", "中", "", "▄", " ", " ", " ", " "])
  }

  /// Every line the chart of nuclides draws at 80 and 200 columns lays out as it does
  /// character by character.
  @Test(arguments: [80, 200])
  func chartLinesLayOutCharacterByCharacter(columns: Int) {
    let style = TerminalStyle(color: true, unicode: true, width: columns, colorDepth: .trueColor)
    let lines = NuclideChartRenderer.render(PeriodicTable.standard.nuclideChart, style: style).lines
    let size = ScreenSize(rows: lines.count, columns: columns)
    let buffer = ScreenBuffer(lines: lines, size: size)
    for (row, line) in lines.enumerated() {
      var expected: [String] = []
      for run in line.runs {
        for character in run.text {
          let width = TextWidth.of(character)
          if width == 0, !expected.isEmpty {
            expected[expected.count - 1].append(character)
          } else if width > 0 {
            expected.append(String(character))
            if width == 2 { expected.append("") }
          }
        }
      }
      expected = Array(expected.prefix(columns))
      expected += Array(repeating: " ", count: columns - expected.count)
      #expect(buffer.cells[row].map(\.text) == expected, "row \(row)")
    }
  }
}
