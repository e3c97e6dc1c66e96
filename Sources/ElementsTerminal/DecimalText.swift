/// Decimal numbers as people write them, without Foundation's formatters.
enum DecimalText {
  /// The shortest text that reads back as the value, without an exponent: 7.87, 0.000082, 1811.
  /// - Returns: `nil` for NaN and infinities.
  static func plain(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    var text = Substring(value.description)
    let negative = text.first == "-"
    if negative { text.removeFirst() }
    var exponent = 0
    if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = Int(text[text.index(after: marker)...]) ?? 0
      text = text[..<marker]
    }
    let point = text.firstIndex(of: ".") ?? text.endIndex
    let integerDigits = text[..<point]
    let fractionDigits = point == text.endIndex ? "" : text[text.index(after: point)...]
    var digits = Array(integerDigits + fractionDigits)
    var pointPosition = integerDigits.count + exponent
    if pointPosition < 0 {
      digits.insert(contentsOf: repeatElement("0", count: -pointPosition), at: 0)
      pointPosition = 0
    }
    if pointPosition > digits.count {
      digits.append(contentsOf: repeatElement("0", count: pointPosition - digits.count))
    }
    var whole = String(digits[..<pointPosition])
    var fraction = String(digits[pointPosition...])
    while whole.count > 1, whole.first == "0" { whole.removeFirst() }
    if whole.isEmpty { whole = "0" }
    while fraction.last == "0" { fraction.removeLast() }
    let body = fraction.isEmpty ? whole : whole + "." + fraction
    return negative && body != "0" ? "-" + body : body
  }

  /// The value rounded to at most `places` decimals, trailing zeros dropped: 1538, -252.879.
  /// - Returns: `nil` for NaN, infinities and magnitudes too large to round exactly.
  static func rounded(_ value: Double, places: Int) -> String? {
    let places = min(max(places, 0), 9)
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return nil }
    let units = Int(scaled)
    let magnitude = abs(units)
    var fraction = String(magnitude % scale)
    if places > 0 {
      fraction = String(repeating: "0", count: places - fraction.count) + fraction
    } else {
      fraction = ""
    }
    while fraction.last == "0" { fraction.removeLast() }
    let body = String(magnitude / scale) + (fraction.isEmpty ? "" : "." + fraction)
    return units < 0 ? "-" + body : body
  }

  /// How many digits follow the decimal point in ``plain(_:)``'s text for the value.
  static func places(_ value: Double) -> Int {
    guard let text = plain(value), let point = text.firstIndex(of: ".") else { return 0 }
    return text.distance(from: point, to: text.endIndex) - 1
  }
}
