import ElementsCore

/// Numbers and formula text as the mass renderers write them.
enum MassText {
  /// The value with exactly `places` decimals: 18.015, 2.000; `nil` for NaN and infinities.
  static func fixed(_ value: Double, places: Int) -> String? {
    if let text = DecimalText.fixed(value, places: places) { return text }
    // Too large to round exactly: the shortest text, padded to the places.
    guard let text = DecimalText.plain(value) else { return nil }
    guard places > 0 else { return text }
    let decimals = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 }
    switch decimals {
    case nil: return text + "." + String(repeating: "0", count: places)
    case let have? where have < places:
      return text + String(repeating: "0", count: places - have)
    default: return text
    }
  }

  /// The value for JSON and CSV: rounded to 9 decimals (as many as fit exactly), trailing
  /// zeros dropped; "null" for NaN and infinities.
  static func data(_ value: Double) -> String {
    var places = 9
    while places >= 0 {
      if let text = DecimalText.rounded(value, places: places) { return text }
      places -= 1
    }
    return DecimalText.plain(value) ?? "null"
  }

  /// Decimals that show an uncertainty to two significant digits (at least `minimum`, at most
  /// 9).
  static func places(forUncertainty uncertainty: Double, minimum: Int) -> Int {
    guard uncertainty > 0, uncertainty.isFinite else { return minimum }
    var places = 0
    var scaled = uncertainty
    while scaled < 10, places < 9 {
      scaled *= 10
      places += 1
    }
    return max(minimum, places)
  }

  /// A formula from the user, safe for a terminal: control characters as visible escapes and,
  /// in ASCII, joiners, subscripts and superscripts as ASCII ("CuSO4.5H2O").
  static func display(_ text: String, unicode: Bool) -> String {
    let safe = Sanitizer.terminalText(text)
    guard !unicode, !safe.utf8.allSatisfy({ $0 < 0x80 }) else { return safe }
    var plain = ""
    for scalar in safe.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0xB7, 0x2022: plain += "."
      case 0x2080...0x2089: plain.unicodeScalars.append(Unicode.Scalar(value - 0x2080 + 0x30)!)
      case 0x2070, 0x2074...0x2079:
        plain.unicodeScalars.append(Unicode.Scalar(value - 0x2070 + 0x30)!)
      case 0xB9: plain += "1"
      case 0xB2: plain += "2"
      case 0xB3: plain += "3"
      case 0x207A: plain += "+"
      case 0x207B: plain += "-"
      default: plain += ASCIIFolding.fold(String(scalar))
      }
    }
    return plain
  }
}
