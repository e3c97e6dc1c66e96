/// Conversions from ASCII number text to numbers, shared by the XML and JSON readers.
enum NumberParsing {
  /// The outcome of reading number text.
  enum Result<Value: Equatable>: Equatable {
    /// The text is a valid number with this value.
    case value(Value)
    /// The text is a valid number that is too large for `Value`.
    case outOfRange
    /// The text is not a number of the expected form.
    case invalid
  }

  /// Reads an integer: an optional sign, then decimal digits or `0x` and hexadecimal digits.
  ///
  /// - Parameters:
  ///   - text: The text, without surrounding whitespace.
  ///   - allowsHexadecimal: Whether `0x`/`0X` followed by hexadecimal digits is accepted.
  /// - Returns: The value, or why there is none.
  static func integer(
    _ text: UnsafeBufferPointer<UInt8>, allowsHexadecimal: Bool
  ) -> Result<Int> {
    var index = 0
    var isNegative = false
    if let sign = text.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      isNegative = sign == UInt8(ascii: "-")
      index = 1
    }
    var radix = 10
    if allowsHexadecimal, text.count - index > 2, text[index] == UInt8(ascii: "0"),
      text[index + 1] | 0x20 == UInt8(ascii: "x")
    {
      radix = 16
      index += 2
    }
    guard index < text.count else { return .invalid }
    var value = 0
    var overflowed = false
    while index < text.count {
      guard let digit = text[index].hexDigitValue, Int(digit) < radix else { return .invalid }
      // Accumulate negative numbers downwards so that Int.min is reachable.
      let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: radix)
      let (next, addOverflow) =
        isNegative
        ? shifted.subtractingReportingOverflow(Int(digit))
        : shifted.addingReportingOverflow(Int(digit))
      overflowed = overflowed || shiftOverflow || addOverflow
      value = next
      index += 1
    }
    return overflowed ? .outOfRange : .value(value)
  }

  /// Tells whether text is a decimal floating-point number: an optional sign, digits with an
  /// optional fraction (at least one digit in all), and an optional exponent.
  ///
  /// - Parameters:
  ///   - text: The text, without surrounding whitespace.
  /// - Returns: `true` if `text` has that form; hexadecimal floats, `nan` and `inf` do not.
  static func isDecimalReal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    func skipDigits() -> Int {
      let start = index
      while index < text.count, text[index].isDigit { index += 1 }
      return index - start
    }
    if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
      index += 1
    }
    var digitCount = skipDigits()
    if index < text.count, text[index] == UInt8(ascii: ".") {
      index += 1
      digitCount += skipDigits()
    }
    guard digitCount > 0 else { return false }
    if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
        index += 1
      }
      guard skipDigits() > 0 else { return false }
    }
    return index == text.count
  }

  /// Reads the text of a property list `<real>`: a decimal number, or `nan`, `inf` or
  /// `infinity` with an optional sign (in any letter case).
  ///
  /// - Parameters:
  ///   - text: The text, without surrounding whitespace.
  /// - Returns: The value; a decimal number too large for `Double` is out of range.
  static func real(_ text: UnsafeBufferPointer<UInt8>) -> Result<Double> {
    if text.count <= 9, text.allSatisfy({ $0 < 0x80 }) {
      switch String(decoding: text, as: UTF8.self).lowercased() {
      case "nan": return .value(.nan)
      case "inf", "+inf", "infinity", "+infinity": return .value(.infinity)
      case "-inf", "-infinity": return .value(-.infinity)
      default: break
      }
    }
    guard isDecimalReal(text) else { return .invalid }
    return finiteDouble(text)
  }

  /// Converts decimal floating-point text, already checked to be well formed, to a `Double`.
  ///
  /// - Parameters:
  ///   - text: ASCII text accepted by `isDecimalReal(_:)` or by the JSON number grammar.
  /// - Returns: The nearest `Double`, or `.outOfRange` if the value is too large to be finite.
  static func finiteDouble(_ text: UnsafeBufferPointer<UInt8>) -> Result<Double> {
    guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
      return .outOfRange
    }
    return .value(value)
  }
}

extension Double {
  /// Reads a finite number written in decimal, as people type one: an optional sign, digits
  /// with an optional point, and an optional exponent ("16", "-3.5", "7.87e3", ".5"). Text that
  /// Swift's own `Double(_:)` reads but a person does not mean as a number is refused:
  /// hexadecimal ("0x10"), "nan", "inf", and numbers beyond `Double`'s range.
  /// - Parameter text: The text, without surrounding whitespace.
  public init?(decimal text: some StringProtocol) {
    var text = String(text)
    let result = text.withUTF8 { bytes -> NumberParsing.Result<Double> in
      NumberParsing.isDecimalReal(bytes) ? NumberParsing.finiteDouble(bytes) : .invalid
    }
    guard case .value(let value) = result else { return nil }
    self = value
  }
}
