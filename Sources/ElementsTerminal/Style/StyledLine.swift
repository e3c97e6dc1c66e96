/// How one screen cell looks: a typed value, turned into escape sequences only when the
/// driver writes a frame to the terminal.
public struct CellStyle: Sendable, Hashable {
  /// The text colour; `nil` for the terminal's own.
  public var foreground: CellColor?
  /// The background colour; `nil` for the terminal's own.
  public var background: CellColor?
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
  ///   - foreground: The text colour (a 256-colour palette index, or 24-bit), or `nil`.
  ///   - background: The background colour (a 256-colour palette index, or 24-bit), or `nil`.
  ///   - bold: Bold.
  ///   - dim: Faint.
  ///   - reverse: Reverse video.
  ///   - underline: Underlined.
  public init(
    foreground: CellColor? = nil, background: CellColor? = nil, bold: Bool = false,
    dim: Bool = false,
    reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// The terminal's default look.
  public static let plain = CellStyle()

  /// Whether this is the default look.
  public var isPlain: Bool { self == .plain }

  /// The style the renderers' SGR codes (``SGR/bold``, ``SGR/foreground(_:)`` and the rest)
  /// stand for, applied on top of this one.
  /// - Parameter codes: SGR parameter strings such as "1" or "38;5;172".
  /// - Returns: The combined style.
  func adding(codes: [String]) -> CellStyle {
    var style = self
    for code in codes { style.apply(parameters: Substring(code)) }
    return style
  }

  /// Applies a `;`-separated SGR parameter list, as in `ESC [ parameters m`.
  mutating func apply(parameters: Substring) {
    var numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }[...]
    while let number = numbers.popFirst() {
      switch number {
      case 0: self = .plain
      case 1: bold = true
      case 2: dim = true
      case 4: underline = true
      case 7: reverse = true
      case 22: (bold, dim) = (false, false)
      case 24: underline = false
      case 27: reverse = false
      case 39: foreground = nil
      case 49: background = nil
      case 30...37: foreground = .palette(UInt8(number - 30))
      case 40...47: background = .palette(UInt8(number - 40))
      case 90...97: foreground = .palette(UInt8(number - 90 + 8))
      case 100...107: background = .palette(UInt8(number - 100 + 8))
      case 38, 48:
        // 38;5;n and 48;5;n: a palette colour; 38;2;r;g;b and 48;2;r;g;b: a 24-bit one.
        let color: CellColor?
        switch numbers.popFirst() {
        case 5?: color = numbers.popFirst().flatMap { UInt8(exactly: $0) }.map(CellColor.palette)
        case 2?:
          let parts = (0..<3).map { _ in numbers.popFirst().flatMap { UInt8(exactly: $0) } }
          if let red = parts[0], let green = parts[1], let blue = parts[2] {
            color = .rgb(red: red, green: green, blue: blue)
          } else {
            color = nil
          }
        default: continue
        }
        if number == 38 { foreground = color } else { background = color }
      default: break
      }
    }
  }

  /// The SGR parameters that select this style from the default look, e.g. "1;38;5;172";
  /// empty for ``plain``.
  var sgrParameters: String {
    var parts: [String] = []
    if bold { parts.append("1") }
    if dim { parts.append("2") }
    if underline { parts.append("4") }
    if reverse { parts.append("7") }
    if let foreground { parts.append(foreground.sgrParameters(background: false)) }
    if let background { parts.append(background.sgrParameters(background: true)) }
    return parts.joined(separator: ";")
  }
}

/// A run of text in one style: the unit of a ``StyledLine``.
public struct StyledRun: Sendable, Hashable {
  /// Plain text, already sanitised, without line breaks or escape sequences.
  public var text: String
  /// How it looks.
  public var style: CellStyle

  /// Makes a run.
  /// - Parameters:
  ///   - text: Plain text.
  ///   - style: How it looks.
  public init(_ text: String, _ style: CellStyle = .plain) {
    self.text = text
    self.style = style
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
  public init(_ text: String, _ style: CellStyle = .plain) {
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
  mutating func append(_ text: String, _ style: CellStyle = .plain) {
    guard !text.isEmpty else { return }
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += text
    } else {
      runs.append(StyledRun(text, style))
    }
  }

  /// Adds another line's runs at the end.
  mutating func append(_ line: StyledLine) {
    for run in line.runs { append(run.text, run.style) }
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

  /// A renderer's spans as a styled line: their SGR codes as typed styles.
  /// - Parameter spans: Spans as the renderers build them.
  init(spans: [Span]) {
    runs = []
    for span in spans { append(span.text, CellStyle.plain.adding(codes: span.codes)) }
  }

  /// A line that a shared renderer (``ListRenderer``, ``TableRenderer``, ``TileRenderer``)
  /// returned as text painted with ``SGR/paint(_:_:enabled:)``: its SGR sequences become typed
  /// styles at this one boundary, and any other escape sequence is dropped.
  /// - Parameter painted: One line of renderer output.
  init(painted: String) {
    runs = []
    var style = CellStyle.plain
    var bytes = Substring(painted).utf8[...]
    while let escape = bytes.firstIndex(of: 0x1B) {
      append(String(Substring(bytes[..<escape])), style)
      bytes = bytes[bytes.index(after: escape)...]
      guard let introducer = bytes.first else { break }
      guard introducer == UInt8(ascii: "[") else {
        // Not SGR: drop the escape and the whole character after it.
        let text = Substring(bytes)
        bytes = text.dropFirst().utf8
        continue
      }
      bytes = bytes.dropFirst()
      let end = bytes.firstIndex { (0x40...0x7E).contains($0) } ?? bytes.endIndex
      if end < bytes.endIndex, bytes[end] == UInt8(ascii: "m") {
        style.apply(parameters: Substring(bytes[..<end]))
      }
      bytes = end < bytes.endIndex ? bytes[bytes.index(after: end)...] : bytes[end...]
    }
    append(String(Substring(bytes)), style)
  }

  /// A renderer's multi-line output, one ``StyledLine`` per line, without a final empty line.
  /// - Parameter painted: Renderer output, lines separated by "\n".
  static func lines(painted: String) -> [StyledLine] {
    var lines = painted.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { StyledLine(painted: String(Substring($0))) }
    if lines.last?.runs.isEmpty == true { lines.removeLast() }
    return lines
  }
}
