extension StyledLine {
  /// A line made from many small pieces (cells, padding, marks), then handed over with
  /// ``finish()``, which leaves the builder empty for the next line. Text of one style goes
  /// into one run, as ``StyledLine/append(_:_:)`` puts it.
  struct Builder {
    private var current = StyledLine()

    /// Makes an empty line.
    init() {}

    /// Adds text at the end.
    /// - Parameters:
    ///   - text: Plain text.
    ///   - style: How it looks.
    mutating func append(_ text: String, _ style: TextStyle = .plain) {
      current.append(text, style)
    }

    /// Adds text cut to fit its columns at the end, as a run of its own that carries the
    /// whole text (``StyledRun/fullText``); text that is whole is added as any other.
    /// - Parameters:
    ///   - text: Plain text, cut to fit.
    ///   - style: How it looks.
    ///   - fullText: The whole text, or `nil` where `text` is whole.
    mutating func append(_ text: String, _ style: TextStyle, fullText: String?) {
      guard let fullText, !text.isEmpty else { return append(text, style) }
      current.runs.append(StyledRun(text, style, fullText: fullText))
    }

    /// Adds one character, given as its scalar, at the end.
    /// - Parameters:
    ///   - scalar: The character.
    ///   - style: How it looks.
    mutating func append(_ scalar: Unicode.Scalar, _ style: TextStyle = .plain) {
      current.append(String(scalar), style)
    }

    /// Adds spaces at the end.
    /// - Parameters:
    ///   - count: How many; none for 0 or less.
    ///   - style: How they look.
    mutating func appendSpaces(_ count: Int, _ style: TextStyle = .plain) {
      current.append(TextWidth.spaces(count), style)
    }

    /// The line made so far.
    var line: StyledLine { current }

    /// The line made; the builder is left empty, ready for the next line.
    mutating func finish() -> StyledLine {
      defer { current = StyledLine() }
      return current
    }

    /// The line made, without the spaces at its end, as
    /// ``StyledLine/trimmed(keepingVisibleSpaces:)`` trims it; the builder is left empty, ready
    /// for the next line.
    /// - Parameter keepingVisibleSpaces: Whether spaces that show (on a background, reversed
    ///   or underlined) are kept.
    /// - Returns: The line.
    mutating func finish(keepingVisibleSpaces: Bool) -> StyledLine {
      finish().trimmed(keepingVisibleSpaces: keepingVisibleSpaces)
    }
  }
}
