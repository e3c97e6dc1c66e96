import ElementsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    case nil: return text + "." + TextWidth.repeated("0", count: places)
    case let have? where have < places:
      return text + TextWidth.repeated("0", count: places - have)
    default: return text
    }
  }

  /// The value to `figures` significant figures: 0.179, 14.3, 1500, 6.02e23, 1.20e-5; "?" for
  /// NaN and infinities. Scientific notation below 0.001 and from 10⁷.
  static func significant(_ value: Double, figures: Int) -> String {
    guard value.isFinite else { return "?" }
    guard value != 0 else { return "0" }
    let digits = max(1, min(figures, 15))
    let exponent = Int(log10(abs(value)).rounded(.down))
    if exponent < -3 || exponent >= 7 {
      // Divided by the power of ten in two halves: below 1e-308 the power alone is out of
      // the range of a Double.
      var mantissa =
        value / pow(10, Double(exponent / 2)) / pow(10, Double(exponent - exponent / 2))
      var power = exponent
      var text = DecimalText.fixed(mantissa, places: digits - 1) ?? "?"
      if text.hasPrefix("10") || text.hasPrefix("-10") {
        mantissa /= 10
        power += 1
        text = DecimalText.fixed(mantissa, places: digits - 1) ?? "?"
      }
      return text + "e" + String(power)
    }
    var places = max(0, digits - 1 - exponent)
    // Rounding may carry into the next power of ten: 0.99997 to 4 figures is 1.000.
    if places > 0, (abs(value) * pow(10, Double(places))).rounded() >= pow(10, Double(digits)) {
      places -= 1
    }
    if places == 0 {
      // Whole numbers rounded to the figures: 1234 to 2 figures is 1200.
      let scale = pow(10, Double(exponent + 1 - digits))
      return DecimalText.fixed((value / scale).rounded() * scale, places: 0) ?? "?"
    }
    return DecimalText.fixed(value, places: places) ?? "?"
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

  /// The value for JSON as the shortest text that reads back as it, after rounding to 15
  /// significant digits, so that the last bits of arithmetic do not show: 0.0025, not
  /// 0.0025000000000000005; 1e-300 and 1.797e308 keep their magnitude; "null" for NaN and
  /// infinities.
  static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    guard value != 0 else { return "0" }
    // The shortest text has at most 17 digits; rounding its digits to 15 as text is exact.
    let text = String(describing: abs(value))
    let parts = text.split(separator: "e")
    var exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let mantissa = parts[0]
    let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
    exponent += mantissa.distance(from: mantissa.startIndex, to: point)
    var digits = Array(mantissa.filter { $0 != "." }.utf8.map { Int($0) - 48 })
    while digits.first == 0 {
      digits.removeFirst()
      exponent -= 1
    }
    if digits.count > 15 {
      let roundsUp = digits[15] >= 5
      digits = Array(digits.prefix(15))
      if roundsUp {
        var index = 14
        while index >= 0 {
          digits[index] += 1
          if digits[index] < 10 { break }
          digits[index] = 0
          index -= 1
        }
        if index < 0 {
          digits.insert(1, at: 0)
          digits.removeLast()
          exponent += 1
        }
      }
    }
    let written = "0." + String(digits.map { Character(String($0)) }) + "e" + String(exponent)
    guard let rounded = Double(written), rounded.isFinite,
      let shortest = DecimalText.readable(value < 0 ? -rounded : rounded)
    else { return DecimalText.readable(value) ?? "null" }
    return shortest
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
