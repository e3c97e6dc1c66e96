import ElementsCore

extension TextWidth {
  /// Breaks text into lines of at most `width` columns: the one word wrapper of every view.
  ///
  /// Lines break at spaces (runs of spaces count as one), never between a number and the unit
  /// or mark after it ("2.119 %", "1538 °C", "7.87 ▲"), unless the two together are wider than
  /// a line. A word wider than a line is cut into pieces of `width` columns.
  /// - Parameters:
  ///   - text: Plain text.
  ///   - width: The most columns a line may take; at least 1 is used.
  /// - Returns: The lines, at least one (empty for empty text).
  static func wrapped(_ text: String, to width: Int) -> [String] {
    let width = max(1, width)
    if isSingleSpaced(text), of(text) <= width { return [text] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for group in unbreakableGroups(text) {
      // A number and its unit stay together when they fit a line; else they wrap as words.
      let pieces = of(group) <= width ? [group] : group.split(separator: " ").map(String.init)
      for piece in pieces {
        let pieceWidth = of(piece)
        if !line.isEmpty {
          if lineWidth + 1 + pieceWidth <= width {
            line += " " + piece
            lineWidth += 1 + pieceWidth
            continue
          }
          lines.append(line)
        }
        var rest = piece
        while of(rest) > width {
          let (head, tail) = cut(rest, to: width)
          lines.append(head)
          rest = tail
        }
        line = rest
        lineWidth = of(rest)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// The longest word of the text, in columns: the narrowest it wraps to without cutting a word.
  /// - Parameter text: Plain text.
  /// - Returns: The width of its widest word; 0 for empty text.
  static func widestWord(_ text: String) -> Int {
    text.split(separator: " ").map { of(String($0)) }.max() ?? 0
  }

  /// Whether the text has one space between words and none at its ends: if it fits a line,
  /// it is its own wrapping.
  private static func isSingleSpaced(_ text: String) -> Bool {
    let space = UInt8(ascii: " ")
    var previous = space
    for byte in text.utf8 {
      if byte == space, previous == space { return false }
      previous = byte
    }
    return previous != space
  }

  /// The words of the text, each number joined (by a space) to the unit or mark after it.
  private static func unbreakableGroups(_ text: String) -> [String] {
    var groups: [String] = []
    for word in words(text) {
      // "1538 °C", and "1538 deg C" in ASCII.
      if let last = groups.last,
        (last.last?.isNumber == true && isUnit(word)) || last.hasSuffix(" deg")
      {
        groups[groups.count - 1] = last + " " + word
      } else {
        groups.append(String(word))
      }
    }
    return groups
  }

  /// The words of the text: its pieces between spaces, as `split(separator: " ")` finds them.
  ///
  /// Text whose every character is one scalar that never joins its neighbours (ASCII, Latin,
  /// Greek, the signs and marks of ``of(_:)-(String)``) is split at its space bytes, without
  /// breaking it into grapheme clusters first; other text is split character by character.
  private static func words(_ text: String) -> [Substring] {
    guard isOneColumnAScalar(text) else {
      return text.split(separator: " ")
    }
    return text.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
  }

  /// Whether a word is a unit or a mark that follows a number: "K", "°C", "%", "g/cm³", "▲";
  /// a closing bracket or punctuation after it does not count.
  private static func isUnit(_ word: Substring) -> Bool {
    let bare = String(word.prefix { $0 != ")" && $0 != "]" && $0 != "," && $0 != ";" })
    return bare.first == "°" || units.contains(bare)
  }

  /// The units and marks written after numbers: every unit of the field catalogue, in Unicode
  /// and in ASCII, and the others the views write. A list: a view looks up a few words, fewer
  /// than hashing every unit would pay for.
  private static let units: [String] = {
    var units = [
      "%", "K", "deg", "u", "Da", "g/mol", "eV", "keV", "MeV", "pm", "s", "ms", "min", "h", "d",
      "y", "▲", "▼", "+", "-",
    ]
    // Repeats (many fields share a unit) do not change a lookup's answer; leaving them in
    // saves comparing each unit with all the others.
    for field in ElementField.all {
      guard let unit = field.unit else { continue }
      units.append(unit)
      units.append(ElementField.unitText(unit, unicode: false))
    }
    return units
  }()

  /// The longest start of `text` that fits `width` columns (at least one character), and the
  /// rest.
  private static func cut(_ text: String, to width: Int) -> (String, String) {
    var head = ""
    var used = 0
    var rest = Substring(text)
    while let next = rest.first, head.isEmpty || used + of(next) <= width {
      head.append(next)
      used += of(next)
      rest.removeFirst()
    }
    return (head, String(rest))
  }
}
