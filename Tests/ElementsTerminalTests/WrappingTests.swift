import ElementsCore
import Testing

@testable import ElementsTerminal

/// Wrapping printable ASCII on its bytes gives the lines that wrapping by characters gives.
@Suite struct WrappingTests {
  /// Texts of words of many lengths, single, double and edge spaces, and one long word.
  static let texts: [String] = {
    var texts = [
      "", " ", "   ", "a", "Natural isotopes (mass numbers, most abundant first)",
      "1s2 2s2 2p6 3s2 3p6 3d6 4s2", "  leading and trailing  ", "double  spaces   here",
      "Supercalifragilisticexpialidocious", "a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh",
      "Henri Moissan, Antoine Lavoisier", "x y z", "ab-cd/ef(gh) ij.kl",
    ]
    // Words of one to nine letters in a rotating pattern.
    var words: [String] = []
    for length in 1...9 { words.append(String(repeating: "w", count: length)) }
    for start in 0..<9 {
      texts.append((0..<7).map { words[(start + $0 * 4) % 9] }.joinedText(separator: " "))
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
