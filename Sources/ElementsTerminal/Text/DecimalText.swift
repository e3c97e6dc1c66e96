/// Decimal numbers as people write them, without Foundation's formatters.
enum DecimalText {
  /// The shortest text that reads back as the value, without an exponent: 7.87, 0.000082, 1811.
  /// - Returns: `nil` for NaN and infinities.
  static func plain(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    // Without an exponent, `description` is already the shortest digits with no zeros ending
    // the fraction, but for a whole number's ".0" and the sign of -0.0.
    let description = value.description
    if !description.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
      if value == 0 { return "0" }
      if description.utf8.count > 2, description.utf8.last == UInt8(ascii: "0"),
        description.utf8.dropLast().last == UInt8(ascii: ".")
      {
        return String(decoding: description.utf8.dropLast(2), as: UTF8.self)
      }
      return description
    }
    // The shortest digits come from `description` ("7.87", "8.2e-05", "1e+16"), which is
    // ASCII; its bytes are moved about here rather than its characters.
    var bytes = Array(description.utf8)
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes.removeFirst() }
    var exponent = 0
    if let marker = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
    {
      var sign = 1
      for byte in bytes[(marker + 1)...] {
        if byte == UInt8(ascii: "-") {
          sign = -1
        } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
        }
      }
      exponent *= sign
      bytes.removeSubrange(marker...)
    }
    let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
    var digits = Array(bytes[..<point])
    if point < bytes.endIndex { digits += bytes[(point + 1)...] }
    var pointPosition = point + exponent
    if pointPosition < 0 {
      digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: -pointPosition), at: 0)
      pointPosition = 0
    }
    if pointPosition > digits.count {
      digits.append(
        contentsOf: repeatElement(UInt8(ascii: "0"), count: pointPosition - digits.count))
    }
    var wholeStart = 0
    while pointPosition - wholeStart > 1, digits[wholeStart] == UInt8(ascii: "0") {
      wholeStart += 1
    }
    var fractionEnd = digits.count
    while fractionEnd > pointPosition, digits[fractionEnd - 1] == UInt8(ascii: "0") {
      fractionEnd -= 1
    }
    var out: [UInt8] = []
    out.reserveCapacity(fractionEnd - wholeStart + 3)
    let isZero = digits[wholeStart..<fractionEnd].allSatisfy { $0 == UInt8(ascii: "0") }
    if negative, !isZero { out.append(UInt8(ascii: "-")) }
    if wholeStart == pointPosition {
      out.append(UInt8(ascii: "0"))
    } else {
      out += digits[wholeStart..<pointPosition]
    }
    if fractionEnd > pointPosition {
      out.append(UInt8(ascii: "."))
      out += digits[pointPosition..<fractionEnd]
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The magnitudes ``readable(_:)`` writes out in full; others take an exponent.
  static let writtenOut = 1e-6..<1e12

  /// The shortest text that reads back as the value, for people: written out as ``plain(_:)``
  /// writes it (7.87, 0.00089, 1811) for zero and magnitudes of ``writtenOut``, and otherwise
  /// with an exponent, so that no number is a long row of zeros: 7.8e19, 6e-16, 1e-300,
  /// -1.797e308, 5e-324.
  /// - Returns: `nil` for NaN and infinities.
  static func readable(_ value: Double) -> String? {
    guard let text = plain(value) else { return nil }
    guard value != 0, !writtenOut.contains(value.magnitude) else { return text }
    // The digits of the plain text, without its sign and point, and the exponent of its
    // first digit that is not 0.
    var bytes = Array(text.utf8)
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes.removeFirst() }
    let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
    if point < bytes.endIndex { bytes.remove(at: point) }
    guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return text }
    let exponent = point - 1 - first
    var digits = bytes[first...]
    while digits.count > 1, digits.last == UInt8(ascii: "0") { digits.removeLast() }
    var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
    out.append(digits.first!)
    if digits.count > 1 {
      out.append(UInt8(ascii: "."))
      out += digits.dropFirst()
    }
    return String(decoding: out, as: UTF8.self) + "e" + String(exponent)
  }

  /// The value rounded to at most `places` decimals, trailing zeros dropped: 1538, -252.879.
  /// - Returns: `nil` for NaN, infinities and magnitudes too large to round exactly.
  static func rounded(_ value: Double, places: Int) -> String? {
    guard var text = fixed(value, places: places) else { return nil }
    guard text.utf8.contains(UInt8(ascii: ".")) else { return text }
    while text.utf8.last == UInt8(ascii: "0") { text.removeLast() }
    if text.utf8.last == UInt8(ascii: ".") { text.removeLast() }
    return text
  }

  /// The value rounded to exactly `places` decimals (0 to 9), trailing zeros kept: 72.066,
  /// 6.70, 24. The digits are written as bytes (`DecimalTextTests` compares them with the
  /// digits of the rounded number made as text).
  /// - Returns: `nil` for NaN, infinities and magnitudes too large to round exactly.
  static func fixed(_ value: Double, places: Int) -> String? {
    let places = min(max(places, 0), 9)
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return nil }
    let units = Int(scaled)
    var magnitude = units.magnitude
    // The digits last first, then reversed.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    var written = 0
    repeat {
      if written == places, places > 0 { bytes.append(UInt8(ascii: ".")) }
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
      written += 1
    } while magnitude > 0 || written <= places
    if units < 0 { bytes.append(UInt8(ascii: "-")) }
    bytes.reverse()
    return String(decoding: bytes, as: UTF8.self)
  }

  /// How many digits follow the decimal point in ``plain(_:)``'s text for the value.
  static func places(_ value: Double) -> Int {
    guard let text = plain(value), let point = text.firstIndex(of: ".") else { return 0 }
    return text.distance(from: point, to: text.endIndex) - 1
  }
}
