@testable import ElementsTerminal

extension StyledText {
  /// The text as the command writes it for `style`: SGR codes when it has colour, ASCII when
  /// it has no Unicode, each line ending in a line break (nothing for no lines).
  func encoded(for style: TerminalStyle) -> String {
    isEmpty ? "" : TerminalEncoder(style: style).encode(self) + "\n"
  }
}
