import ElementsTerminal

extension StyledText {
  /// The text as a terminal with `style` is sent it, every line ending in a line break.
  func encoded(_ style: TerminalStyle) -> String {
    lines.isEmpty ? "" : TerminalEncoder(style: style).encode(self) + "\n"
  }

  /// The lines as a terminal with `style` is sent them, without line breaks.
  func encodedLines(_ style: TerminalStyle) -> [String] {
    let encoder = TerminalEncoder(style: style)
    return lines.map { encoder.encode($0) }
  }
}
