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
    if isOneColumnAScalar(text) { return ScalarWrapper(text, width: width).wrapped() }
    let words = text.split(separator: " ")
    let widths = words.map { of(String($0)) }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    // Adds a piece to the line, or starts a new line with it; a piece wider than a line is cut.
    func add(_ piece: Substring, width pieceWidth: Int) {
      if !line.isEmpty {
        if lineWidth + 1 + pieceWidth <= width {
          line.append(" ")
          line.append(contentsOf: piece)
          lineWidth += 1 + pieceWidth
          return
        }
        lines.append(line)
      }
      var rest = String(piece)
      while of(rest) > width {
        let (head, tail) = cut(rest, to: width)
        lines.append(head)
        rest = tail
      }
      line = rest
      lineWidth = of(rest)
    }
    var start = 0
    while start < words.count {
      // A number and the unit or mark after it form a group ("1538 °C", "1538 deg C"), kept on
      // one line when the group fits; else its words wrap one by one.
      var end = start + 1
      var groupWidth = widths[start]
      while end < words.count,
        (endsInNumber(words[end - 1]) && isUnit(words[end]))
          || (end - 1 > start && words[end - 1] == "deg")
      {
        groupWidth += 1 + widths[end]
        end += 1
      }
      if groupWidth <= width {
        var group = String(words[start])
        for index in start + 1..<end {
          group.append(" ")
          group.append(contentsOf: words[index])
        }
        add(Substring(group), width: groupWidth)
      } else {
        for index in start..<end { add(words[index], width: widths[index]) }
      }
      start = end
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

  /// Whether a word ends in a number ("1538", "10⁻⁵"): its last character is a digit or
  /// another numeric character. An ASCII last byte after an ASCII byte (or alone) is a
  /// character of its own, as only CR LF joins two ASCII scalars, so it is read without the
  /// Unicode tables.
  static func endsInNumber(_ word: Substring) -> Bool {
    let bytes = word.utf8
    guard let last = bytes.last else { return false }
    if last < 0x80, bytes.dropLast().last.map({ $0 < 0x80 }) ?? true {
      return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last)
    }
    return word.last?.isNumber == true
  }

  /// Whether a word is a unit or a mark that follows a number: "K", "°C", "%", "g/cm³", "▲";
  /// a closing bracket or punctuation after it does not count.
  static func isUnit(_ word: Substring) -> Bool {
    let bare = String(word.prefix { $0 != ")" && $0 != "]" && $0 != "," && $0 != ";" })
    return bare.first == "°" || units.contains(bare)
  }

  /// ``isUnit(_:)`` for a word given as UTF-8 whose every character is one scalar: the word's
  /// bytes up to a closing bracket or punctuation.
  fileprivate static func isUnit(utf8 word: ArraySlice<UInt8>) -> Bool {
    let bare = word.prefix {
      $0 != UInt8(ascii: ")") && $0 != UInt8(ascii: "]") && $0 != UInt8(ascii: ",")
        && $0 != UInt8(ascii: ";")
    }
    if bare.starts(with: "°".utf8) { return true }
    return units.contains(String(decoding: bare, as: UTF8.self))
  }

  /// The units and marks written after numbers: every unit of the field catalogue, in Unicode
  /// and in ASCII, and the others the views write.
  private static let units: Set<String> = {
    var units: Set<String> = [
      "%", "K", "deg", "u", "Da", "g/mol", "eV", "keV", "MeV", "pm", "s", "ms", "min", "h", "d",
      "y", "▲", "▼", "+", "-",
    ]
    for field in ElementField.all {
      guard let unit = field.unit, units.insert(unit).inserted,
        !unit.utf8.allSatisfy({ $0 < 0x80 })
      else { continue }
      units.insert(ElementField.unitText(unit, unicode: false))
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

/// ``TextWidth/wrapped(_:to:)`` for text whose every character is one scalar one column wide
/// (``TextWidth/isOneColumnAScalar(_:)``), as most of the views' text is: its words, their
/// widths and the cuts of a word wider than a line are found in its UTF-8 bytes, and each line
/// becomes a `String` once, where the general wrapper makes a `String` of each word and
/// appends them one by one. `WrappingReferenceTests` checks the two against the plain way.
private struct ScalarWrapper {
  private let bytes: [UInt8]
  private let width: Int
  /// Each word's byte range, and its width.
  private var words: [Range<Int>] = []
  private var widths: [Int] = []
  /// The lines made so far, and the line being made.
  private var lines: [String] = []
  private var line: [UInt8] = []
  private var lineWidth = 0

  init(_ text: String, width: Int) {
    bytes = Array(text.utf8)
    self.width = width
    // A word's width is its count of scalars: of the bytes that do not continue one.
    var start = 0
    var scalars = 0
    for offset in bytes.indices {
      if bytes[offset] == UInt8(ascii: " ") {
        if start < offset {
          words.append(start..<offset)
          widths.append(scalars)
        }
        start = offset + 1
        scalars = 0
      } else if bytes[offset] & 0xC0 != 0x80 {
        scalars += 1
      }
    }
    if start < bytes.count {
      words.append(start..<bytes.count)
      widths.append(scalars)
    }
  }

  /// The lines, as ``TextWidth/wrapped(_:to:)`` breaks them.
  consuming func wrapped() -> [String] {
    var start = 0
    while start < words.count {
      // A number and the unit or mark after it form a group, as in the general wrapper.
      var end = start + 1
      var groupWidth = widths[start]
      while end < words.count,
        (endsInNumber(words[end - 1]) && TextWidth.isUnit(utf8: bytes[words[end]]))
          || (end - 1 > start && isDeg(words[end - 1]))
      {
        groupWidth += 1 + widths[end]
        end += 1
      }
      if groupWidth <= width {
        add(words[start..<end], width: groupWidth)
      } else {
        for index in start..<end { add(words[index...index], width: widths[index]) }
      }
      start = end
    }
    if !line.isEmpty || lines.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
    return lines
  }

  /// Adds a piece (words one space apart) to the line, or starts a new line with it; a piece
  /// wider than a line is cut into pieces of the line's width.
  private mutating func add(_ piece: ArraySlice<Range<Int>>, width pieceWidth: Int) {
    if !line.isEmpty {
      if lineWidth + 1 + pieceWidth <= width {
        line.append(UInt8(ascii: " "))
        append(piece, to: &line)
        lineWidth += 1 + pieceWidth
        return
      }
      lines.append(String(decoding: line, as: UTF8.self))
    }
    var rest: [UInt8] = []
    append(piece, to: &rest)
    var restWidth = pieceWidth
    while restWidth > width {
      // The first `width` scalars, each a byte and the continuation bytes after it.
      var cut = 0
      for _ in 0..<width {
        cut += 1
        while cut < rest.count, rest[cut] & 0xC0 == 0x80 { cut += 1 }
      }
      lines.append(String(decoding: rest[..<cut], as: UTF8.self))
      rest.removeFirst(cut)
      restWidth -= width
    }
    line = rest
    lineWidth = restWidth
  }

  /// Appends the piece's words to `buffer`, one space apart.
  private func append(_ piece: ArraySlice<Range<Int>>, to buffer: inout [UInt8]) {
    for index in piece.indices {
      if index != piece.startIndex { buffer.append(UInt8(ascii: " ")) }
      buffer.append(contentsOf: bytes[piece[index]])
    }
  }

  /// Whether a word is "deg", which joins the word after it to a number's group ("1538 deg C").
  private func isDeg(_ range: Range<Int>) -> Bool {
    range.count == 3 && bytes[range.lowerBound] == UInt8(ascii: "d")
      && bytes[range.lowerBound + 1] == UInt8(ascii: "e")
      && bytes[range.lowerBound + 2] == UInt8(ascii: "g")
  }

  /// Whether a word ends in a number: its last scalar is a digit or another numeric
  /// character.
  private func endsInNumber(_ range: Range<Int>) -> Bool {
    guard let last = bytes[range].last else { return false }
    if last < 0x80 { return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last) }
    var start = range.upperBound - 1
    while start > range.lowerBound, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    let scalar = String(decoding: bytes[start..<range.upperBound], as: UTF8.self)
    return scalar.last?.isNumber == true
  }
}
