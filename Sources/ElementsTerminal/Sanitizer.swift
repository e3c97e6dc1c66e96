import ElementsCore

/// Makes text from data files safe to write to a terminal.
///
/// A data file may hold anything, and a terminal obeys control characters: ESC starts escape
/// sequences that can retitle the window, move the cursor or rewrite the screen. Every string
/// from data passes through ``terminalText(_:)`` before a renderer places it in text output.
public enum Sanitizer {
  /// Makes data text safe for a terminal.
  ///
  /// Every C0 control character (U+0000–U+001F, newline and tab included: data never carries
  /// layout), DEL (U+007F) and every C1 control (U+0080–U+009F) becomes a visible escape such as
  /// `\x1B`; everything else passes unchanged.
  /// - Parameter text: Text from data.
  /// - Returns: The text with each control character written as `\x` and two hex digits.
  public static func terminalText(_ text: String) -> String {
    guard TextSearch.mayHaveControlCharacter(text),
      text.unicodeScalars.contains(where: \.isControlCharacter)
    else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.isControlCharacter {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The visible form of a control character: `\x1B`.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\x" + (hex.count < 2 ? "0" + hex : hex)
  }
}
