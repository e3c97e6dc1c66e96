extension Int {
  /// A double as a whole number for text, a scale, a bin or a cell, whatever its size: rounded
  /// by `rule`, held to `Int.min...Int.max`, and 0 for NaN. `Int(_:)` traps on a value past
  /// Int64 or not finite; data can hold 1e308.
  /// - Parameters:
  ///   - value: Any double.
  ///   - rule: How a fraction is rounded; toward zero, as `Int(_:)` does, by default.
  public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
    guard !value.isNaN else {
      self = 0
      return
    }
    let whole = value.rounded(rule)
    // 2^63 is exactly representable; every double below it converts.
    if whole >= 9_223_372_036_854_775_808.0 {
      self = .max
    } else if whole < -9_223_372_036_854_775_808.0 {
      self = .min
    } else {
      self = Int(whole)
    }
  }
}

extension Double {
  /// Where the value lies between `low` and `high`, 0 to 1, without overflow however far apart
  /// they are (-1.8e308 to 1.8e308); 0.5 when they are equal or any of them is not a number.
  /// - Parameters:
  ///   - low: The value at 0.
  ///   - high: The value at 1.
  /// - Returns: A finite fraction from 0 to 1.
  public func fraction(from low: Double, to high: Double) -> Double {
    // Halves: the difference of two halves of finite doubles is always finite.
    let span = high / 2 - low / 2
    guard span > 0, span.isFinite, !isNaN else { return 0.5 }
    let place = (self / 2 - low / 2) / span
    return place.isNaN ? 0.5 : Swift.min(1, Swift.max(0, place))
  }
}
