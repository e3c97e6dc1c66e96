import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// `DecimalText.plain` moves the bytes of `description` about; it gives what moving its
/// characters gives (the reading below, the way it was first written), for every number the
/// built-in data holds and for numbers at the edges of the notation.
@Suite struct DecimalTextTests {
  static let edges: [Double] = [
    0, -0.0, 1, -1, 0.5, -0.5, 7.874, 1811, 1e-5, 8.2e-05, 1.5e-7, -2.5e-10, 1e15, 1e16,
    1.2345e16, 6.02214076e23, -1e22, 123_456_789_012_345_680, 0.1 + 0.2, 1 / 3,
    .leastNonzeroMagnitude,
    .greatestFiniteMagnitude, 100, 1e21, 9.999999999999999e22,
  ]

  @Test(arguments: edges) func plainAtTheEdges(value: Double) {
    #expect(DecimalText.plain(value) == Self.byCharacters(value))
  }

  @Test func plainForEveryBuiltInNumber() {
    let table = PeriodicTable.standard
    var count = 0
    for element in table.elementsByNumber {
      let details = table.details(of: element)
      for field in ElementField.all {
        guard case .number(let value)? = field.value(of: element, details: details) else {
          continue
        }
        count += 1
        #expect(DecimalText.plain(value) == Self.byCharacters(value), "\(field.key) \(value)")
      }
      for isotope in details.isotopes {
        for value in [isotope.mass, isotope.abundance, isotope.massUncertainty].compactMap({ $0 }) {
          count += 1
          #expect(DecimalText.plain(value) == Self.byCharacters(value))
        }
      }
    }
    #expect(count > 5000)
    #expect(DecimalText.plain(.nan) == nil && DecimalText.plain(.infinity) == nil)
  }

  /// `fixed` writes its digits as bytes and `rounded` drops its trailing zeros; they give what
  /// making the rounded number's digits as text gives (the reading below, the way they were
  /// first written).
  @Test(arguments: 0...9) func fixedAndRoundedAsByText(places: Int) {
    let values =
      Self.edges + [
        72.066, 180.156, 249.677, 6.7138, 53.2846, 0.0005, -0.0005, 0.9999999, 99.995, 1e-9,
        -12.5, 2.5, 0.125, 1_234_567.891, 5.48579909065e-4, 248.934150, 1538, -252.879, 7.87,
      ]
    for value in values {
      let rounded = Self.roundedByText(value, places)
      #expect(DecimalText.rounded(value, places: places) == rounded, "\(value)")
      let padded = rounded.map { text -> String in
        guard places > 0 else { return text }
        let decimals = text.firstIndex(of: ".").map {
          text.distance(from: $0, to: text.endIndex) - 1
        }
        return (decimals == nil ? text + "." : text)
          + String(repeating: "0", count: places - (decimals ?? 0))
      }
      #expect(DecimalText.fixed(value, places: places) == padded, "\(value)")
    }
  }

  /// The value rounded to `places` decimals, its digits made as text, trailing zeros dropped.
  private static func roundedByText(_ value: Double, _ places: Int) -> String? {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return nil }
    let units = Int(scaled)
    let magnitude = abs(units)
    var fraction = String(magnitude % scale)
    fraction = places > 0 ? String(repeating: "0", count: places - fraction.count) + fraction : ""
    while fraction.last == "0" { fraction.removeLast() }
    let body = String(magnitude / scale) + (fraction.isEmpty ? "" : "." + fraction)
    return units < 0 ? "-" + body : body
  }

  /// The plain reading: the characters of `description`, the point moved by the exponent.
  static func byCharacters(_ value: Double) -> String? {
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
}

/// Significant figures, where rounding carries into the next power of ten.
@Suite struct SignificantFiguresTests {
  @Test(arguments: [
    (0.999_986, "1.000"), (9.9996, "10.00"), (99.996, "100.0"), (999.96, "1000"),
    (0.999_94, "0.9999"), (1.5, "1.500"), (1234.5, "1235"), (0.179_04, "0.1790"),
    (6.022e23, "6.022e23"), (9.9996e-5, "1.000e-4"),
  ])
  func fourFigures(_ value: Double, _ text: String) {
    #expect(MassText.significant(value, figures: 4) == text)
  }
}
