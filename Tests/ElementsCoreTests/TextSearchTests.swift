import Testing

@testable import ElementsCore

/// `TextSearch`'s substring search and replacement, checked against the standard library's
/// own (`firstRange(of:)` and `replacing(_:with:)` of the string-processing library, which the
/// tests may link and the program does not).
@Suite struct TextSearchTests {
  /// Texts with ASCII, accents precomposed and combining, emoji with modifiers, CJK, a CR LF
  /// pair and controls: the graphemes that make character-by-character search differ from a
  /// search on bytes or scalars.
  static let pieces = [
    "a", "b", "ab", "%", "%s", "%%", "'", "\"", " ", "..", ".", "é", "e\u{301}", "e", "\u{301}",
    "👍", "👍🏽", "🏽", "中", "\r\n", "\r", "\n", "\t", "\u{7F}", "ǅ", "",
  ]

  /// Every text of up to three pieces searched for every text of up to two: the same answers
  /// as the standard library's.
  @Test func agreesWithTheStandardLibrary() {
    let pairs = Self.pieces.flatMap { first in Self.pieces.map { first + $0 } }
    let texts = pairs + pairs.flatMap { pair in ["a", "é", "\r", "👍"].map { pair + $0 } }
    for text in texts {
      for part in pairs {
        let mine = TextSearch.firstRange(of: part, in: text[...])
        let theirs = text.firstRange(of: part)
        #expect(mine == theirs, "\(text.debugDescription) \(part.debugDescription)")
        // The standard library's `contains` finds "\n" in "\r\n" and never finds "";
        // `TextSearch.contains` compares characters, as `firstRange(of:)` does.
        #expect(
          TextSearch.contains(text, part) == (theirs != nil),
          "\(text.debugDescription) \(part.debugDescription)")
        guard !part.isEmpty else { continue }
        for replacement in ["", "x", "''", "é"] {
          #expect(
            TextSearch.replacing(part, with: replacement, in: text)
              == text.replacing(part, with: replacement),
            "\(text.debugDescription) \(part.debugDescription) \(replacement.debugDescription)")
        }
      }
    }
  }

  /// Searching a piece of a text finds ranges in the piece, from its start.
  @Test func searchesASubstring() {
    let text = "1..2..3"
    let tail = text[text.index(text.startIndex, offsetBy: 2)...]
    let found = TextSearch.firstRange(of: "..", in: tail)
    #expect(found.map { text[$0] } == "..")
    #expect(found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 4)
    #expect(TextSearch.firstRange(of: "", in: tail) == tail.startIndex..<tail.startIndex)
    #expect(TextSearch.firstRange(of: "x", in: tail) == nil)
  }

  /// An empty target replaces nothing (the standard library's inserts the replacement between
  /// every character; no caller wants that).
  @Test func emptyTargetReplacesNothing() {
    #expect(TextSearch.replacing("", with: "x", in: "abc") == "abc")
  }
}
