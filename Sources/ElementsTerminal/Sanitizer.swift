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
    guard mayHaveControl(text), text.unicodeScalars.contains(where: isControl) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the text has a byte that may start a control character: a C0 control, DEL, or 0xC2,
  /// which leads the C1 controls (and other Latin-1 characters). Checking bytes is quicker than
  /// decoding scalars, and almost all text has none of these.
  private static func mayHaveControl(_ text: String) -> Bool {
    let isSuspect = { (byte: UInt8) in byte < 0x20 || byte == 0x7F || byte == 0xC2 }
    return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSuspect) }
      ?? text.utf8.contains(where: isSuspect)
  }

  /// Whether the scalar is a C0 control, DEL or a C1 control.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The visible form of a control character: `\x1B`.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\x" + (hex.count < 2 ? "0" + hex : hex)
  }
}
