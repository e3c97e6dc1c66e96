/// Digits and signs written raised (superscripts: charges, mass numbers, electron counts) or
/// lowered (subscripts: counts of atoms), and read back.
///
/// Unicode keeps the superscript 1, 2 and 3 in Latin-1 (U+00B9, U+00B2, U+00B3) and the others
/// from U+2070; the subscripts run from U+2080 to U+2089.
public enum ScriptDigits {
  private static let superscripts: [Unicode.Scalar] = [
    "\u{2070}", "\u{B9}", "\u{B2}", "\u{B3}", "\u{2074}", "\u{2075}", "\u{2076}", "\u{2077}",
    "\u{2078}", "\u{2079}",
  ]

  /// The text with its ASCII digits and signs raised: "3+" becomes "³⁺", "-5" becomes "⁻⁵";
  /// other characters are kept.
  /// - Parameter text: Any text.
  /// - Returns: The raised text.
  public static func raised(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "0"..."9": result.unicodeScalars.append(superscripts[Int(scalar.value) - 0x30])
      case "+": result.unicodeScalars.append("\u{207A}")
      case "-": result.unicodeScalars.append("\u{207B}")
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text with its ASCII digits lowered: "H2O" becomes "H₂O"; other characters are kept.
  /// - Parameter text: Any text.
  /// - Returns: The lowered text.
  public static func lowered(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let digit = asciiDigit(scalar), let lowered = Unicode.Scalar(0x2080 + UInt32(digit)) {
        result.unicodeScalars.append(lowered)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The value of an ASCII digit; `nil` for any other scalar.
  public static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
    ("0"..."9").contains(scalar) ? Int(scalar.value) - 0x30 : nil
  }

  /// The value of a superscript digit; `nil` for any other scalar.
  public static func superscriptDigit(_ scalar: Unicode.Scalar) -> Int? {
    superscripts.firstIndex(of: scalar)
  }

  /// The value of a subscript digit; `nil` for any other scalar.
  public static func subscriptDigit(_ scalar: Unicode.Scalar) -> Int? {
    (0x2080...0x2089).contains(scalar.value) ? Int(scalar.value) - 0x2080 : nil
  }

  /// +1 for a superscript plus, -1 for a superscript minus; `nil` for any other scalar.
  public static func superscriptSign(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar {
    case "\u{207A}": 1
    case "\u{207B}": -1
    default: nil
    }
  }
}
