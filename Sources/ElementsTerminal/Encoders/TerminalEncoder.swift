/// Writes styled text for a terminal: each styled run between SGR codes when colour is on,
/// plain text when it is off, folded to ASCII when the terminal shows nothing else. No line
/// ends in spaces, but for those that show (a coloured background) when colour is on.
///
/// The one place that spells escape sequences: SGR codes here, and the cursor moves, screen
/// modes and mouse reports of the full-screen programs in ``TerminalEncoder/Control``.
public struct TerminalEncoder: Sendable {
  /// Whether to write SGR codes.
  public var color: Bool
  /// Whether Unicode may be written; when not, text is folded to ASCII.
  public var unicode: Bool

  /// Makes an encoder for the output a style describes.
  /// - Parameter style: How output may look.
  public init(style: TerminalStyle) {
    color = style.color
    unicode = style.unicode
  }

  /// Makes an encoder.
  /// - Parameters:
  ///   - color: Whether to write SGR codes.
  ///   - unicode: Whether Unicode may be written.
  public init(color: Bool, unicode: Bool) {
    self.color = color
    self.unicode = unicode
  }

  /// The text as the terminal is sent it: lines separated by "\n", without a final line break.
  /// - Parameter text: The styled text.
  /// - Returns: Text with SGR codes when colour is on, none otherwise.
  public func encode(_ text: StyledText) -> String {
    text.lines.map(encode).joined(separator: "\n")
  }

  /// The text as a command writes it to the terminal: ``encode(_:)-(StyledText)`` with a line
  /// break after the last line (nothing at all for empty text).
  /// - Parameter text: The styled text.
  /// - Returns: The text to write.
  public func encodeForOutput(_ text: StyledText) -> String {
    let encoded = encode(text)
    return encoded.isEmpty ? "" : encoded + "\n"
  }

  /// One line as the terminal is sent it, without a line break.
  /// - Parameter line: The styled line.
  /// - Returns: Text with SGR codes when colour is on, none otherwise.
  public func encode(_ line: StyledLine) -> String {
    var out = ""
    for run in line.trimmed(keepingVisibleSpaces: color).runs {
      let text = unicode ? run.text : ASCIIFolding.fold(run.text)
      if color, !run.style.isPlain, !text.isEmpty {
        out += Self.sgr(run.style) + text + Self.resetStyle
      } else {
        out += text
      }
    }
    return out
  }

  /// The SGR sequence that selects a style from the default look, e.g. "ESC[1;38;5;172m";
  /// empty for ``TextStyle/plain``.
  /// - Parameter style: The style.
  /// - Returns: The sequence.
  public static func sgr(_ style: TextStyle) -> String {
    style.isPlain ? "" : "\u{1B}[" + sgrParameters(style) + "m"
  }

  /// The SGR sequence that goes back to the default look.
  public static let resetStyle = "\u{1B}[0m"

  /// The SGR parameters that select a style from the default look, e.g. "1;38;5;172"; empty
  /// for ``TextStyle/plain``.
  /// - Parameter style: The style.
  /// - Returns: The parameters, separated by ";".
  public static func sgrParameters(_ style: TextStyle) -> String {
    var text = ""
    func add(_ part: String) {
      if !text.isEmpty { text += ";" }
      text += part
    }
    if style.bold { add("1") }
    if style.dim { add("2") }
    if style.underline { add("4") }
    if style.reverse { add("7") }
    if let foreground = style.foreground { add(sgrParameters(foreground, background: false)) }
    if let background = style.background { add(sgrParameters(background, background: true)) }
    return text
  }

  /// The SGR parameters that select a colour: a standard colour as the 16-colour codes every
  /// terminal knows (`31`, `104`), the rest as `38;5;n` or `38;2;r;g;b` (48 for a background).
  /// - Parameters:
  ///   - color: The colour.
  ///   - background: Whether it is a background colour.
  /// - Returns: The parameters, separated by ";".
  public static func sgrParameters(_ color: TextColor, background: Bool) -> String {
    switch color {
    case .palette(let index) where index < 8: String((background ? 40 : 30) + Int(index))
    case .palette(let index) where index < 16: String((background ? 100 : 90) + Int(index) - 8)
    case .palette(let index): (background ? "48;5;" : "38;5;") + String(index)
    case .rgb(let red, let green, let blue):
      (background ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
    }
  }
}
