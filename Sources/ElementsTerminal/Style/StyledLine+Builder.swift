extension StyledLine {
  /// A line made from many small pieces (cells, padding, marks), run by run: the text of the
  /// run being made is gathered as UTF-8 and becomes a `String` once, when the style changes
  /// or the line is done.
  ///
  /// Appending to a `String` costs a few hundred instructions a piece, whatever its size; the
  /// views whose lines are made of hundreds of pieces (the chart of nuclides, the comparison
  /// and the tables of chosen fields) make them this way. The line is the one that
  /// ``StyledLine/append(_:_:)`` would make from the same pieces; StyledLineBuilderTests
  /// compares the two.
  struct Builder {
    private var runs: [StyledRun] = []
    private var bytes: [UInt8] = []
    private var style = TextStyle.plain

    /// Makes an empty line.
    init() {
      bytes.reserveCapacity(128)
    }

    /// Adds text at the end.
    /// - Parameters:
    ///   - text: Plain text.
    ///   - style: How it looks.
    mutating func append(_ text: String, _ style: TextStyle = .plain) {
      guard !text.isEmpty else { return }
      use(style)
      bytes.append(utf8Of: text)
    }

    /// Adds text cut to fit its columns at the end, as a run of its own that carries the
    /// whole text (``StyledRun/fullText``); text that is whole is added as any other.
    /// - Parameters:
    ///   - text: Plain text, cut to fit.
    ///   - style: How it looks.
    ///   - fullText: The whole text, or `nil` where `text` is whole.
    mutating func append(_ text: String, _ style: TextStyle, fullText: String?) {
      guard let fullText, !text.isEmpty else { return append(text, style) }
      use(style)
      endRun()
      runs.append(StyledRun(text, style, fullText: fullText))
    }

    /// Adds one character, given as its scalar, at the end.
    /// - Parameters:
    ///   - scalar: The character.
    ///   - style: How it looks.
    mutating func append(_ scalar: Unicode.Scalar, _ style: TextStyle = .plain) {
      use(style)
      UTF8.encode(scalar) { bytes.append($0) }
    }

    /// Adds spaces at the end.
    /// - Parameters:
    ///   - count: How many; none for 0 or less.
    ///   - style: How they look.
    mutating func appendSpaces(_ count: Int, _ style: TextStyle = .plain) {
      guard count > 0 else { return }
      use(style)
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// The line made so far.
    var line: StyledLine {
      var builder = self
      return builder.finish()
    }

    /// The line made; the builder is left empty, ready for the next line. The runs are handed
    /// over rather than copied.
    mutating func finish() -> StyledLine {
      endRun()
      let line = StyledLine(runs)
      runs = []
      bytes.removeAll(keepingCapacity: true)
      style = .plain
      return line
    }

    /// The line made, without the spaces at its end, as
    /// ``StyledLine/trimmed(keepingVisibleSpaces:)`` trims it; the builder is left empty, ready
    /// for the next line. The spaces at the end of the run being made are dropped before it
    /// becomes a `String`.
    /// - Parameter keepingVisibleSpaces: Whether spaces that show (on a background, reversed
    ///   or underlined) are kept.
    /// - Returns: The line.
    mutating func finish(keepingVisibleSpaces: Bool) -> StyledLine {
      let visible = style.background != nil || style.reverse || style.underline
      if !(keepingVisibleSpaces && visible) {
        while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
      }
      return finish().trimmed(keepingVisibleSpaces: keepingVisibleSpaces)
    }

    /// Ends the run being made if `style` differs from its style.
    private mutating func use(_ style: TextStyle) {
      guard style != self.style else { return }
      endRun()
      self.style = style
    }

    /// Makes the text gathered so far a run of the current style, if there is any.
    private mutating func endRun() {
      guard !bytes.isEmpty else { return }
      runs.append(StyledRun(String(decoding: bytes, as: UTF8.self), style))
      bytes.removeAll(keepingCapacity: true)
    }
  }
}

extension [UInt8] {
  /// Appends a text's UTF-8: in one copy where its bytes lie together, as a native string's
  /// do, else byte by byte.
  mutating func append(utf8Of text: some StringProtocol) {
    if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
      append(contentsOf: text.utf8)
    }
  }
}
