import Testing

@testable import ElementsTerminal

/// Laying out styled lines in cells: ASCII a cell a byte, and everything else as characters,
/// whatever follows the ASCII.
@Suite struct ScreenBufferTests {
  let size = ScreenSize(rows: 1, columns: 8)

  func texts(_ line: String) -> [String] {
    ScreenBuffer(lines: [line], size: size).cells[0].map(\.text)
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

  @Test func stylesApplyToTheCellsAfterThem() {
    let cells = ScreenBuffer(lines: ["a\u{1B}[1mb\u{1B}[0mc"], size: size).cells[0]
    #expect(cells.prefix(3).map(\.style) == ["", "1", ""])
    #expect(cells.prefix(3).map(\.text) == ["a", "b", "c"])
  }

  @Test func aWideCharacterThatDoesNotFitIsLeftOut() {
    #expect(texts("abcdefg\u{4E2D}") == ["a", "b", "c", "d", "e", "f", "g", " "])
  }
}
