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
    // The words joined into groups: a number with the unit or mark after it ("1538 °C",
    // "1538 deg C").
    var groups: [String] = []
    for word in text.split(separator: " ") {
      if let last = groups.last,
        (last.last?.isNumber == true && isUnit(word)) || last.hasSuffix(" deg")
      {
        groups[groups.count - 1] = last + " " + word
      } else {
        groups.append(String(word))
      }
    }
    var lines: [String] = []
    var line = ""
    for group in groups {
      // A group that fits a line is kept whole; else its words wrap one by one.
      let pieces = of(group) <= width ? [group] : group.split(separator: " ").map(String.init)
      for piece in pieces {
        if !line.isEmpty {
          if of(line) + 1 + of(piece) <= width {
            line += " " + piece
            continue
          }
          lines.append(line)
        }
        // A word wider than a line is cut into pieces of the line's width.
        var rest = piece
        while of(rest) > width {
          let (head, tail) = cut(rest, to: width)
          lines.append(head)
          rest = tail
        }
        line = rest
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

  /// Whether a word is a unit or a mark that follows a number: "K", "°C", "%", "g/cm³", "▲";
  /// a closing bracket or punctuation after it does not count. The word ends at the first
  /// of those marks, and a word that starts with "°" is a unit of temperature.
  static func isUnit(_ word: some StringProtocol) -> Bool {
    let bare = word.prefix { !")],;".contains($0) }
    return bare.hasPrefix("°") || isUnitWord(String(bare))
  }

  /// Whether a word is one of the units and marks written after numbers: every unit of the
  /// field catalogue, in Unicode and in ASCII (``ElementField/unitText(_:unicode:)``), and the
  /// others the views write. WrappingTests checks that every unit of the catalogue is here.
  static func isUnitWord(_ word: String) -> Bool {
    switch word {
    // Written by the views.
    case "%", "K", "deg", "u", "Da", "g/mol", "eV", "keV", "MeV", "pm", "s", "ms", "min", "h",
      "d", "y", "▲", "▼", "+", "-":
      true
    // The catalogue's other units, and the ASCII forms of those beyond ASCII.
    case "GPa", "MPa", "electrons", "kJ/mol", "m/s", "mg/L", "mg/kg", "J/(g·K)", "J/(g*K)",
      "W/(m·K)", "W/(m*K)", "cm³/mol", "cm3/mol", "g/cm³", "g/cm3", "nΩ·m", "nOhm*m",
      "µm/(m·K)", "um/(m*K)":
      true
    default: false
    }
  }

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
