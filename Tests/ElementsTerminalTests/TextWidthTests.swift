import Testing

@testable import ElementsTerminal

/// The scalars `TextWidth.of` counts without breaking text into grapheme clusters take the
/// width the cluster-by-cluster reading gives, alone and between letters, and a scalar that
/// joins them to a mark or a selector sends the text to the slow reading.
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

/// `TextWidth.repeated(_:count:)`, which makes repeated text from its bytes in one step,
/// against the plain way, `String(repeating:count:)`.
@Suite struct RepeatedTextTests {
  /// Texts of one and several bytes, several scalars, a combining mark on its own and after a
  /// letter, an emoji sequence, CR LF, and nothing.
  static let texts = [" ", "─", "-", "▮", "ab", "e\u{301}", "\u{301}", "👩‍🔬", "\r\n", "", "░▒"]

  @Test(arguments: texts)
  func agreesWithStringRepeating(_ text: String) {
    for count in [-3, 0, 1, 2, 7, 80, 201] {
      let repeated = TextWidth.repeated(text, count: count)
      let plain = String(repeating: text, count: max(0, count))
      #expect(repeated == plain, "\(text.debugDescription) x \(count)")
      #expect(Array(repeated.utf8) == Array(plain.utf8), "\(text.debugDescription) x \(count)")
    }
  }

  @Test func spacesAreRepeatedSpaces() {
    #expect(TextWidth.spaces(5) == "     ")
    #expect(TextWidth.spaces(0).isEmpty && TextWidth.spaces(-1).isEmpty)
  }
}
