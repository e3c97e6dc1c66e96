import Testing

@testable import ElementsTerminal

/// The scalars `TextWidth.isOneColumnAlone` accepts take one column, alone and between
/// letters, and never join a neighbour; marks and selectors are measured by cluster.
@Suite struct TextWidthTests {
  static let counted: [UInt32] = (0...0x2FFF).filter { TextWidth.isOneColumnAlone($0) }

  @Test func countedScalarsTakeOneColumn() throws {
    #expect(Self.counted.count > 1000)
    for value in Self.counted {
      let scalar = try #require(Unicode.Scalar(value))
      let text = String(Character(scalar))
      #expect(TextWidth.of(Character(scalar)) == 1, "U+\(String(value, radix: 16))")
      #expect(TextWidth.of(text) == 1)
      #expect(TextWidth.of("a" + text + "b") == 3)
      #expect(Array("a\(text)b").count == 3, "U+\(String(value, radix: 16)) joins a neighbour")
    }
  }

  @Test func marksAndSelectorsAreMeasuredByCluster() {
    #expect(TextWidth.of("e\u{301}–") == 2)
    #expect(TextWidth.of("‼\u{FE0F}") == 2)
    #expect(TextWidth.of("→ 漢") == 4)
    #expect(TextWidth.of("4.52–9.04") == 9)
    #expect(TextWidth.of("H₂O ⠁⠂") == 6)
  }
}

/// Spaces and repeated text, with counts below 1 giving nothing.
@Suite struct RepeatedTextTests {
  @Test func spacesAreRepeatedSpaces() {
    #expect(TextWidth.spaces(5) == "     ")
    #expect(TextWidth.spaces(0).isEmpty && TextWidth.spaces(-1).isEmpty)
    #expect(TextWidth.repeated("─", count: 3) == "───")
    #expect(TextWidth.repeated("ab", count: -3).isEmpty)
  }
}
