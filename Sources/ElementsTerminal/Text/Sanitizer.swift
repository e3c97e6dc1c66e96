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
  /// `\x1B`; every invisible format character (bidirectional overrides and isolates, zero-width
  /// characters, the rest of Unicode's category Cf, and the line and paragraph separators)
  /// becomes one such as `\u{202E}`, so that text never reads differently from what it holds.
  /// Everything else passes unchanged.
  /// - Parameter text: Text from data.
  /// - Returns: The text with each such character written visibly.
  public static func terminalText(_ text: String) -> String {
    terminalText(text, keepingTabsAndLineFeeds: false)
  }

  /// Text for a terminal whose locale is not UTF-8, as standard output is written there:
  /// Latin letters without their accents and anything else beyond ASCII as "?", so that no
  /// byte from 0x80 up (0x9B is CSI on an 8-bit terminal) reaches it. Line feeds are kept.
  /// - Parameter text: Text, already safe by ``terminalText(_:)``.
  /// - Returns: The text in ASCII.
  public static func asciiText(_ text: String) -> String {
    ASCIIFolding.fold(text)
  }

  /// ``terminalText(_:)``, optionally keeping tabs and line feeds as they are: inside a quoted
  /// CSV field they are the data (RFC 4180), and do no harm on a terminal.
  static func terminalText(_ text: String, keepingTabsAndLineFeeds keeping: Bool) -> String {
    guard text.unicodeScalars.contains(where: { $0.isUnsafeInTerminal }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if keeping, scalar == "\t" || scalar == "\n" {
        result.unicodeScalars.append(scalar)
      } else if scalar.isUnsafeInTerminal {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The visible form of a control character, `\x1B`, or of a format character, `\u{202E}`.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    if scalar.value > 0xFF { return "\\u{" + hex + "}" }
    return "\\x" + (hex.count < 2 ? "0" + hex : hex)
  }
}
