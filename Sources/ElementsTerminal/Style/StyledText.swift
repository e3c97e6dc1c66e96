import ElementsCore

/// How a run of text looks: typed colours and emphasis, turned into escape sequences or SVG
/// attributes only by an encoder at the edge (``TerminalEncoder``, ``SVGEncoder``).
public struct TextStyle: Sendable, Hashable {
  /// The text colour; `nil` for the terminal's own.
  public var foreground: TextColor?
  /// The background colour; `nil` for the terminal's own.
  public var background: TextColor?
  /// Bold.
  public var bold = false
  /// Faint.
  public var dim = false
  /// Reverse video.
  public var reverse = false
  /// Underlined.
  public var underline = false

  /// Makes a style.
  /// - Parameters:
  ///   - foreground: The text colour, or `nil` for the terminal's own.
  ///   - background: The background colour, or `nil` for the terminal's own.
  ///   - bold: Bold.
  ///   - dim: Faint.
  ///   - reverse: Reverse video.
  ///   - underline: Underlined.
  public init(
    foreground: TextColor? = nil, background: TextColor? = nil, bold: Bool = false,
    dim: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// The terminal's default look.
  public static let plain = TextStyle()
  /// Bold.
  public static let bold = TextStyle(bold: true)
  /// Faint, for reflections, notes and unknown values.
  public static let dim = TextStyle(dim: true)
  /// Reverse video, for highlighted cells.
  public static let reverse = TextStyle(reverse: true)
  /// Underlined.
  public static let underline = TextStyle(underline: true)

  /// Text in a colour.
  /// - Parameter color: The text colour.
  public static func foreground(_ color: TextColor) -> TextStyle { TextStyle(foreground: color) }

  /// Black text on a background colour, as the table's pastel cells are drawn.
  /// - Parameter color: The background colour.
  public static func cell(_ color: TextColor) -> TextStyle {
    TextStyle(foreground: .black, background: color)
  }

  /// Whether this is the default look.
  public var isPlain: Bool { self == .plain }

  /// Both styles at once: the emphasis of either, and the colours of `right` where it has them.
  public static func + (left: TextStyle, right: TextStyle) -> TextStyle {
    TextStyle(
      foreground: right.foreground ?? left.foreground,
      background: right.background ?? left.background,
      bold: left.bold || right.bold, dim: left.dim || right.dim,
      reverse: left.reverse || right.reverse, underline: left.underline || right.underline)
  }
}

/// A run of text in one style: the unit of a ``StyledLine``.
public struct StyledRun: Sendable, Hashable {
  /// Plain text, already sanitised, without line breaks or escape sequences.
  public var text: String
  /// How it looks.
  public var style: TextStyle
  /// The whole text where ``text`` is cut to fit its columns (an element's name in a table's
  /// cell, "Rutherfo…"), already sanitised: a picture draws it in full, in type small enough
  /// for the columns ``text`` takes, while a terminal shows ``text``; `nil` where ``text`` is
  /// whole.
  public var fullText: String?

  /// Makes a run.
  /// - Parameters:
  ///   - text: Plain text.
  ///   - style: How it looks.
  ///   - fullText: The whole text where `text` is cut to fit its columns, or `nil`.
  public init(_ text: String, _ style: TextStyle = .plain, fullText: String? = nil) {
    self.text = text
    self.style = style
    self.fullText = fullText
  }
}

/// One screen line as the browser's view returns it: runs of text, each with a typed style.
public struct StyledLine: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The runs, left to right.
  public var runs: [StyledRun]

  /// Makes a line of runs.
  /// - Parameter runs: The runs, left to right.
  public init(_ runs: [StyledRun] = []) { self.runs = runs }

  /// Makes a line of one run.
  /// - Parameters:
  ///   - text: Plain text.
  ///   - style: How it looks.
  public init(_ text: String, _ style: TextStyle = .plain) {
    runs = text.isEmpty ? [] : [StyledRun(text, style)]
  }

  /// Makes an unstyled line.
  /// - Parameter value: Plain text.
  public init(stringLiteral value: String) { self.init(value) }

  /// The line's text without its styles: what it reads as.
  public var plain: String {
    runs.count == 1 ? runs[0].text : runs.map { $0.text }.joined()
  }

  /// The line's width in terminal cells.
  var width: Int { runs.reduce(0) { $0 + TextWidth.of($1.text) } }

  /// Adds text at the end.
  /// - Parameters:
  ///   - text: Plain text.
  ///   - style: How it looks.
  mutating func append(_ text: String, _ style: TextStyle = .plain) {
    guard !text.isEmpty else { return }
    if let last = runs.last, last.style == style, last.fullText == nil {
      runs[runs.count - 1].text += text
    } else {
      runs.append(StyledRun(text, style))
    }
  }

  /// Adds another line's runs at the end.
  mutating func append(_ line: StyledLine) {
    for run in line.runs { append(run.text, run.style) }
  }

  /// The line without the spaces at its end.
  /// - Parameter keepingVisibleSpaces: Whether to keep spaces that show: those with a
  ///   background, reversed or underlined.
  /// - Returns: The trimmed line.
  public func trimmed(keepingVisibleSpaces: Bool) -> StyledLine {
    var runs = self.runs
    while let last = runs.last {
      let style = last.style
      if keepingVisibleSpaces, style.background != nil || style.reverse || style.underline {
        break
      }
      let text = String(last.text.trimmingTrailingSpaces)
      if text.isEmpty {
        runs.removeLast()
      } else {
        runs[runs.count - 1].text = text
        break
      }
    }
    return StyledLine(runs)
  }

  /// Two lines, one after the other.
  static func + (left: StyledLine, right: StyledLine) -> StyledLine {
    var line = left
    line.append(right)
    return line
  }

  /// The part of the line from screen column `start`, at most `width` columns wide; a wide
  /// character cut by either edge becomes spaces.
  /// - Parameters:
  ///   - start: The first column kept, from 0.
  ///   - width: How many columns to keep.
  /// - Returns: The cut line.
  func columns(from start: Int, width: Int) -> StyledLine {
    var line = StyledLine()
    var column = 0
    let end = start + width
    for run in runs {
      guard column < end else { break }
      var text = ""
      for character in run.text {
        let size = TextWidth.of(character)
        defer { column += size }
        if column >= start, column + size <= end {
          text.append(character)
        } else if column < end, column + size > start {
          text += TextWidth.spaces(min(column + size, end) - max(column, start))
        }
      }
      line.append(text, run.style)
    }
    return line
  }

  /// The same text with every style removed: what a screen without colour shows.
  var unstyled: StyledLine {
    runs.allSatisfy({ $0.style.isPlain }) ? self : StyledLine(plain)
  }

}

/// What every renderer returns: lines of runs of text, each run with a typed style.
///
/// Encoders at the edge write it out: ``TerminalEncoder`` as text for a terminal (SGR codes,
/// or none, folded to ASCII where needed), ``SVGEncoder`` as an SVG picture; the browser lays
/// the same lines into its screen.
public struct StyledText: Sendable, Hashable, ExpressibleByArrayLiteral {
  /// The lines, top to bottom, without line breaks.
  public var lines: [StyledLine]

  /// Makes text of lines.
  /// - Parameter lines: The lines, top to bottom.
  public init(_ lines: [StyledLine] = []) { self.lines = lines }

  /// Makes text of lines written as a list.
  /// - Parameter elements: The lines, top to bottom.
  public init(arrayLiteral elements: StyledLine...) { lines = elements }

  /// Unstyled text, a line per line of `text`.
  /// - Parameter text: Plain text, lines separated by "\n".
  public init(plain text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      StyledLine(String($0))
    }
  }

  /// The text without its styles, lines separated by "\n": what it reads as.
  public var plain: String { lines.map(\.plain).joined(separator: "\n") }

  /// The width of the widest line, in terminal cells.
  public var width: Int { lines.map(\.width).max() ?? 0 }

  /// Whether there are no lines.
  public var isEmpty: Bool { lines.isEmpty }

  /// Adds a line at the end.
  /// - Parameter line: The line.
  public mutating func append(_ line: StyledLine) { lines.append(line) }

  /// Adds another text's lines at the end.
  /// - Parameter text: The lines to add.
  public mutating func append(contentsOf text: StyledText) { lines += text.lines }

  /// Adds lines at the end.
  /// - Parameter lines: The lines to add.
  public mutating func append(contentsOf lines: [StyledLine]) { self.lines += lines }

  /// Two texts, one below the other.
  public static func + (top: StyledText, bottom: StyledText) -> StyledText {
    StyledText(top.lines + bottom.lines)
  }
}
