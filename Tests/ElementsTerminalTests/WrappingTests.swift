import ElementsCore
import Testing

@testable import ElementsTerminal

/// The one word wrapper: lines break at spaces, a number keeps its unit, a word wider than a
/// line is cut.
@Suite struct WrappingTests {
  @Test func breaksAtSpaces() {
    #expect(
      TextWidth.wrapped("Natural isotopes (mass numbers, most abundant first)", to: 20) == [
        "Natural isotopes", "(mass numbers, most", "abundant first)",
      ])
    #expect(TextWidth.wrapped("  double  spaces   here  ", to: 13) == ["double spaces", "here"])
    #expect(TextWidth.wrapped("", to: 5) == [""])
    #expect(TextWidth.wrapped("   ", to: 5) == [""])
  }

  /// Every unit of the field catalogue, in Unicode and in ASCII, is a unit word, and the
  /// views' own units and marks are units, a closing bracket or comma after them or not;
  /// other words are not.
  @Test func knowsEveryUnitOfTheCatalogue() {
    for field in ElementField.all {
      guard let unit = field.unit else { continue }
      for text in [unit, ElementField.unitText(unit, unicode: false)] {
        #expect(TextWidth.isUnitWord(text), "\(field.key): \(text)")
      }
    }
    for unit in ["%", "deg", "g/mol", "keV", "MeV", "ms", "min", "h", "d", "y", "▲", "▼", "+"] {
      #expect(TextWidth.isUnit(unit), "\(unit)")
      #expect(TextWidth.isUnit(unit + "),"), "\(unit)")
    }
    for word in ["by", "kg", "C", "Ohm", "(eV)", "1538", ""] {
      #expect(!TextWidth.isUnit(word), "\(word)")
    }
  }

  /// A word wider than the line is cut into pieces of the line's width; wide characters
  /// count two columns and are never split.
  @Test func cutsLongWords() {
    #expect(
      TextWidth.wrapped("Supercalifragilistic x", to: 8) == ["Supercal", "ifragili", "stic x"])
    #expect(TextWidth.wrapped("元素元素元 x", to: 5) == ["元素", "元素", "元 x"])
    #expect(TextWidth.wrapped("abc", to: 0) == ["a", "b", "c"])
  }

  /// A number and its unit or mark stay on one line.
  @Test func keepsNumbersWithTheirUnits() {
    #expect(TextWidth.wrapped("abundance 2.119 %", to: 15) == ["abundance", "2.119 %"])
    #expect(
      TextWidth.wrapped("1811.15 K (1538 °C)", to: 12) == ["1811.15 K", "(1538 °C)"])
    #expect(
      TextWidth.wrapped("1811.15 K (1538 deg C)", to: 14) == ["1811.15 K", "(1538 deg C)"])
    #expect(TextWidth.wrapped("13.5984345997 ▲", to: 14) == ["13.5984345997", "▲"])
    #expect(TextWidth.wrapped("7.87 g/cm³ x", to: 10) == ["7.87 g/cm³", "x"])
    #expect(TextWidth.wrapped("Fe 7.87 ▲", to: 7) == ["Fe", "7.87 ▲"])
    // A word after a number that is not a unit breaks as any other.
    #expect(TextWidth.wrapped("1807 by Humphry Davy", to: 7) == ["1807 by", "Humphry", "Davy"])
    #expect(TextWidth.wrapped("1807 by Humphry Davy", to: 6) == ["1807", "by", "Humphr", "y Davy"])
  }

  /// Every line fits its width, and the words come back in order.
  @Test func linesFitAndKeepTheWords() {
    let texts = [
      "Density (g/cm³), linear scale: lowest H 0.0000820, highest Os 22.59",
      "Jöns Jacob Berzelius – Åbo, Ørsted → café ⠿⠿⠿ 4.52–9.04 ±0.3 µm",
      "e\u{301}le\u{301}ment 元素 元素元素元素元素元素 🧪 test 2.119 %",
    ]
    for text in texts {
      for width in 1...30 {
        let lines = TextWidth.wrapped(text, to: width)
        for line in lines { #expect(TextWidth.of(line) <= max(width, 2), "\(width): \(line)") }
        #expect(
          lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
      }
    }
  }

  /// A space with a combining mark on it is one character, not a space: the wrapper splits
  /// words where `split(separator: " ")` does, not at every space byte.
  @Test func aSpaceWithACombiningMarkDoesNotSplitAWord() {
    #expect(TextWidth.wrapped("ab \u{301}cd ef", to: 5) == ["ab \u{301}cd", "ef"])
    #expect(TextWidth.wrapped("7.87 g/cm³ 1538 °C", to: 10) == ["7.87 g/cm³", "1538 °C"])
  }
}

/// The wrapper on texts of numbers, units, marks, brackets and words of every kind: every
/// line fits, and the words come back in order.
@Suite struct WrappingPropertyTests {
  @Test func linesFitAndKeepTheWords() {
    let words = [
      "1538", "°C", "K", "(1538", "°C)", "deg", "C", "7.87", "g/cm³", "g/cm3", "▲", "▼", "+",
      "2.119", "%", "%,", "10⁻⁵", "K⁻¹", "by", "Humphry", "Davy", "VI", "64.5", "hs,", "+2:",
      "−4,", "[Ar]", "3d⁶", "4s²", "元素", "e\u{301}", "5\u{301}", "\u{600}5", "🧪",
      "Supercalifragilistic", "J/(g·K)", "J/(g*K)", "pm]", "eV;", "x", "\r\n5", "µΩ·cm", "4", "",
    ]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      // A fixed sequence (splitmix64), so that a failure repeats.
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    for _ in 0..<3_000 {
      let count = next(9)
      let text = (0..<count).map { _ in words[next(words.count)] }
        .joined(separator: next(4) == 0 ? "  " : " ")
      let padded = next(5) == 0 ? " " + text + " " : text
      for width in [1, 2, 3, 5, 8, 12, 16, 26] {
        let lines = TextWidth.wrapped(padded, to: width)
        let context = "\(width): \(padded.debugDescription)"
        for line in lines { #expect(TextWidth.of(line) <= max(width, 2), "\(context)") }
        #expect(
          lines.joined(separator: " ").split(separator: " ").joined()
            == padded.split(separator: " ").joined(), "\(context)")
      }
    }
  }
}
