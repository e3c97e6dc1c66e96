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
    let bytes = Array(text.utf8)
    if isSingleSpaced(bytes), of(text) <= width { return [text] }
    let words = words(text, bytes)
    var lines: [String] = []
    // The line being filled, in UTF-8: it becomes a `String` once, when it is full.
    var line: [UInt8] = []
    line.reserveCapacity(bytes.count)
    var lineWidth = 0
    func endLine() {
      lines.append(String(decoding: line, as: UTF8.self))
      line.removeAll(keepingCapacity: true)
      lineWidth = 0
    }
    // Adds the words of a range, a space apart (`piecesWidth` columns in all), to the line, or
    // starts a new line with them; a word wider than a line is cut.
    func add(_ range: Range<Int>, width piecesWidth: Int) {
      if !line.isEmpty {
        if lineWidth + 1 + piecesWidth <= width {
          line.append(UInt8(ascii: " "))
          lineWidth += 1
        } else {
          endLine()
        }
      }
      if line.isEmpty, piecesWidth > width {
        var rest = String(decoding: bytes[words[range.lowerBound].bytes], as: UTF8.self)
        while of(rest) > width {
          let (head, tail) = cut(rest, to: width)
          lines.append(head)
          rest = tail
        }
        line.append(utf8Of: rest)
        lineWidth = of(rest)
        return
      }
      for index in range {
        if index > range.lowerBound { line.append(UInt8(ascii: " ")) }
        line.append(contentsOf: bytes[words[index].bytes])
      }
      lineWidth += piecesWidth
    }
    var start = 0
    while start < words.count {
      // A number and the unit or mark after it form a group ("1538 °C", "1538 deg C"), kept on
      // one line when the group fits; else its words wrap one by one.
      var end = start + 1
      var groupWidth = words[start].width
      while end < words.count,
        (endsInNumber(bytes[words[end - 1].bytes]) && isUnit(bytes[words[end].bytes]))
          || (end - 1 > start && bytes[words[end - 1].bytes].elementsEqual("deg".utf8))
      {
        groupWidth += 1 + words[end].width
        end += 1
      }
      if end == start + 1 || groupWidth <= width {
        add(start..<end, width: groupWidth)
      } else {
        for index in start..<end { add(index..<index + 1, width: words[index].width) }
      }
      start = end
    }
    if !line.isEmpty || lines.isEmpty { endLine() }
    return lines
  }

  /// The longest word of the text, in columns: the narrowest it wraps to without cutting a word.
  /// - Parameter text: Plain text.
  /// - Returns: The width of its widest word; 0 for empty text.
  static func widestWord(_ text: String) -> Int {
    text.split(separator: " ").map { of(String($0)) }.max() ?? 0
  }

  /// Whether the text (its UTF-8) has one space between words and none at its ends: if it
  /// fits a line, it is its own wrapping.
  private static func isSingleSpaced(_ bytes: [UInt8]) -> Bool {
    let space = UInt8(ascii: " ")
    var previous = space
    for byte in bytes {
      if byte == space, previous == space { return false }
      previous = byte
    }
    return previous != space
  }

  /// Whether a word (its UTF-8) ends in a number ("1538", "10⁻⁵"): its last character is a
  /// digit or another numeric character. An ASCII last byte after an ASCII byte (or alone) is a
  /// character of its own, as only CR LF joins two ASCII scalars, so it is read without the
  /// Unicode tables.
  static func endsInNumber(_ word: ArraySlice<UInt8>) -> Bool {
    guard let last = word.last else { return false }
    if last < 0x80, word.dropLast().last.map({ $0 < 0x80 }) ?? true {
      return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last)
    }
    return String(decoding: word, as: UTF8.self).last?.isNumber == true
  }

  /// A word of a text being wrapped: where its UTF-8 lies in the text's, and its columns.
  private struct Word {
    var bytes: Range<Int>
    var width: Int
  }

  /// The words of the text: its pieces between spaces, as `split(separator: " ")` finds them.
  ///
  /// Text whose every character is one scalar that never joins its neighbours (ASCII, Latin,
  /// Greek, the signs and marks of ``of(_:)-(String)``) is split at its space bytes, and a
  /// word's width is its count of scalars, without breaking it into grapheme clusters; other
  /// text is split and measured character by character.
  /// - Parameters:
  ///   - text: The text.
  ///   - bytes: Its UTF-8.
  private static func words(_ text: String, _ bytes: [UInt8]) -> [Word] {
    guard isOneColumnAScalar(text) else {
      let utf8 = text.utf8
      return text.split(separator: " ").map { word in
        let start = utf8.distance(from: utf8.startIndex, to: word.startIndex)
        return Word(bytes: start..<start + word.utf8.count, width: of(word))
      }
    }
    var words: [Word] = []
    // Room for the most words the text can hold (one-byte words a space apart).
    words.reserveCapacity(bytes.count / 2 + 1)
    var start = 0
    var scalars = 0
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: " ") {
        if start < offset { words.append(Word(bytes: start..<offset, width: scalars)) }
        start = offset + 1
        scalars = 0
      } else if byte & 0xC0 != 0x80 {
        // A byte that starts a scalar (not a continuation byte).
        scalars += 1
      }
    }
    if start < bytes.count { words.append(Word(bytes: start..<bytes.count, width: scalars)) }
    return words
  }

  /// Whether a word (its UTF-8) is a unit or a mark that follows a number: "K", "°C", "%",
  /// "g/cm³", "▲"; a closing bracket or punctuation after it does not count.
  /// The word ends at the first of those ASCII marks, and a word that starts with "°" (U+00B0)
  /// is a unit of temperature.
  static func isUnit(_ word: ArraySlice<UInt8>) -> Bool {
    let end = word.firstIndex { $0 == 0x29 || $0 == 0x5D || $0 == 0x2C || $0 == 0x3B }
    let bare = word[..<(end ?? word.endIndex)]
    return bare.starts(with: [0xC2, 0xB0]) || isUnitWord(String(decoding: bare, as: UTF8.self))
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
