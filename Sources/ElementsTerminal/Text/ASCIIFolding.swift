/// Text from data brought down to ASCII for terminals that cannot show anything else:
/// "Hans Christian Ørsted" becomes "Hans Christian Orsted".
enum ASCIIFolding {
  /// The text with Latin letters stripped of their accents, typographic punctuation made plain,
  /// combining marks dropped, and any other non-ASCII character written as "?".
  static func fold(_ text: String) -> String {
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        result.unicodeScalars.append(scalar)
      } else if (0xC0...0x17F).contains(value) {
        result += latin[Int(value - 0xC0)]
      } else if let plain = punctuation[value] {
        result += plain
      } else if (0x300...0x36F).contains(value) {
        continue
      } else {
        result += "?"
      }
    }
    return result
  }

  /// U+00C0 to U+017F (Latin-1 letters and Latin Extended-A), each as ASCII.
  private static let latin: [String] = {
    let latin1 =
      "A A A A A A AE C E E E E I I I I D N O O O O O x O U U U U Y Th ss "
      + "a a a a a a ae c e e e e i i i i d n o o o o o / o u u u u y th y"
    let extendedA =
      "A a A a A a C c C c C c C c D d D d E e E e E e E e E e G g G g G g G g H h H h "
      + "I i I i I i I i I i IJ ij J j K k k L l L l L l L l L l N n N n N n n N n "
      + "O o O o O o OE oe R r R r R r S s S s S s S s T t T t T t "
      + "U u U u U u U u U u U u W w Y y Y Z z Z z Z z s"
    return (latin1 + " " + extendedA).split(separator: " ").map(String.init)
  }()

  /// Typographic punctuation and spaces, each as ASCII.
  private static let punctuation: [UInt32: String] = [
    0xA0: " ", 0xAD: "", 0xB0: "deg", 0xB7: ".", 0x2010: "-", 0x2011: "-", 0x2012: "-",
    0x2013: "-", 0x2014: "-", 0x2018: "'", 0x2019: "'", 0x201C: "\"", 0x201D: "\"",
    0x2026: "...", 0x2022: "*", 0x2212: "-",
  ]
}
