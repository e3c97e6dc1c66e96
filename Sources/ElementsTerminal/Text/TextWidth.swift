/// How many terminal columns text occupies, and how to cut it to fit.
///
/// Works on plain text only: measure before adding SGR sequences.
public enum TextWidth {
  /// Columns the text occupies on a terminal.
  ///
  /// Combining marks, format characters (such as the zero-width joiner) and control characters
  /// take 0 columns; East Asian wide and fullwidth characters and emoji take 2; everything else
  /// takes 1. A grapheme cluster counts as its widest scalar.
  /// - Parameter text: Plain text, without escape sequences.
  /// - Returns: The number of columns.
  public static func of(_ text: String) -> Int { width(of: text) }

  /// Columns a part of a text occupies on a terminal, as ``of(_:)-(String)`` counts them.
  static func of(_ text: Substring) -> Int { width(of: text) }

  /// Columns text occupies, grapheme cluster by grapheme cluster: ``of(_:)-(String)``, for a
  /// string or a part of one.
  private static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// Whether a scalar takes one column and never joins its neighbours into a cluster, so that
  /// text made of such scalars can be measured and laid out scalar by scalar (the SVG
  /// encoder's text does).
  static func isOneColumnAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x370..<0x400, 0x2010..<0x2028, 0x2030..<0x205F, 0x2070,
      0x2074..<0x208F, 0x2090..<0x209D, 0x2190..<0x2300, 0x23CE, 0x2800..<0x2900:
      true
    case 0x2500..<0x2600: value != 0x25FD && value != 0x25FE
    default: false
    }
  }

  /// Cuts text to at most `width` columns, ending with "…" (or "..." in ASCII) when cut.
  /// - Parameters:
  ///   - text: Plain text.
  ///   - width: The most columns the result may take.
  ///   - unicode: Whether the ellipsis may be "…".
  /// - Returns: The text itself if it fits; otherwise its longest prefix that fits with the
  ///   ellipsis after it.
  public static func truncate(_ text: String, to width: Int, unicode: Bool) -> String {
    guard of(text) > width else { return text }
    let ellipsis = unicode ? "…" : "..."
    let room = width - of(ellipsis)
    guard room >= 0 else { return String(ellipsis.prefix(max(0, width))) }
    var result = ""
    var used = 0
    for character in text {
      let columns = of(character)
      if used + columns > room { break }
      result.append(character)
      used += columns
    }
    return result + ellipsis
  }

  /// Columns one grapheme cluster occupies.
  static func of(_ character: Character) -> Int {
    var widest = 0
    var hasEmojiSelector = false
    for scalar in character.unicodeScalars {
      widest = max(widest, of(scalar))
      if scalar.value == 0xFE0F { hasEmojiSelector = true }
    }
    if hasEmojiSelector, let first = character.unicodeScalars.first, first.properties.isEmoji {
      return 2
    }
    return widest
  }

  /// Columns one scalar occupies on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  /// Whether a scalar is in the East Asian Wide and Fullwidth ranges (Unicode's
  /// EastAsianWidth.txt, abridged to blocks).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
      0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      true
    default: false
    }
  }

  /// `count` spaces (none for a count below 1).
  static func spaces(_ count: Int) -> String { repeated(" ", count: count) }

  /// `text` written `count` times; nothing for a count below 1.
  static func repeated(_ text: String, count: Int) -> String {
    String(repeating: text, count: max(0, count))
  }

  /// Pads text with spaces on the right to `width` columns.
  static func padded(_ text: String, to width: Int) -> String {
    let missing = width - of(text)
    return missing > 0 ? text + spaces(missing) : text
  }

  /// Pads text with spaces on the left to `width` columns.
  static func rightAligned(_ text: String, to width: Int) -> String {
    let missing = width - of(text)
    return missing > 0 ? spaces(missing) + text : text
  }

  /// Centres text in `width` columns, the odd space going to the right.
  static func centered(_ text: String, in width: Int) -> String {
    let missing = max(0, width - of(text))
    let left = missing / 2
    return spaces(left) + text
      + spaces(missing - left)
  }
}
