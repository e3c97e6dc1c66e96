import ElementsCore
import Testing

@testable import ElementsTerminal

/// Wrapping printable ASCII on its bytes, and text of one-column scalars on its scalars, gives
/// the lines that wrapping by characters gives.
@Suite struct WrappingTests {
  /// Texts of words of many lengths, single, double and edge spaces, and one long word.
  static let texts: [String] = {
    var texts = [
      "", " ", "   ", "a", "Natural isotopes (mass numbers, most abundant first)",
      "1s2 2s2 2p6 3s2 3p6 3d6 4s2", "  leading and trailing  ", "double  spaces   here",
      "Supercalifragilisticexpialidocious", "a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh",
      "Henri Moissan, Antoine Lavoisier", "x y z", "ab-cd/ef(gh) ij.kl",
      // One column a scalar, not ASCII: units, Latin letters, dashes, arrows, braille.
      "Density (g/cm³), linear scale: lowest H 0.0000820, highest Os 22.59",
      "Jöns Jacob Berzelius – Åbo, Ørsted → café ⠿⠿⠿ 4.52–9.04 ±0.3 µm",
      "ÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅÅ",
      // Not one column a scalar: combining marks, wide characters, emoji (read by characters).
      "e\u{301}le\u{301}ment 元素 元素元素元素元素元素 🧪 test",
    ]
    // Words of one to nine letters in a rotating pattern.
    var words: [String] = []
    for length in 1...9 { words.append(String(repeating: "w", count: length)) }
    for start in 0..<9 {
      texts.append((0..<7).map { words[(start + $0 * 4) % 9] }.joined(separator: " "))
    }
    return texts
  }()

  @Test(arguments: texts)
  func asByCharacters(text: String) {
    for width in 0...30 {
      #expect(
        TextWidth.wrapped(text, to: width) == TextWidth.wrappedByCharacters(text, to: width),
        "width \(width)")
    }
  }
}
