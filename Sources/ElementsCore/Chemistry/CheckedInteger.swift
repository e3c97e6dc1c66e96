/// Integer arithmetic for the balancer that stops at an overflow instead of wrapping: every
/// operation checks and throws ``BalanceError/overflow``.
enum CheckedInteger {
  /// `a + b`.
  static func add<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) throws(BalanceError) -> T {
    let (value, overflow) = a.addingReportingOverflow(b)
    guard !overflow else { throw .overflow }
    return value
  }

  /// `a - b`.
  static func subtract<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) throws(BalanceError)
    -> T
  {
    let (value, overflow) = a.subtractingReportingOverflow(b)
    guard !overflow else { throw .overflow }
    return value
  }

  /// `a × b`.
  static func multiply<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) throws(BalanceError)
    -> T
  {
    let (value, overflow) = a.multipliedReportingOverflow(by: b)
    guard !overflow else { throw .overflow }
    return value
  }

  /// `-a`.
  static func negate<T: FixedWidthInteger & SignedInteger>(_ a: T) throws(BalanceError) -> T {
    guard a != .min else { throw .overflow }
    return -a
  }

  /// The greatest common divisor of the magnitudes, 0 for (0, 0); `T.max` stands for the
  /// one result that does not fit, the magnitude of `T.min`.
  static func gcd<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) -> T {
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x % y) }
    return x > T.Magnitude(T.max) ? T.max : T(x)
  }

  /// The least common multiple of two positive numbers.
  static func lcm<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) throws(BalanceError) -> T {
    try multiply(a / gcd(a, b), b)
  }

  /// Divides every entry by the greatest common divisor of them all (nothing for all zeros).
  static func reduce<T: FixedWidthInteger & SignedInteger>(_ row: inout [T]) {
    var divisor: T = 0
    for value in row where value != 0 {
      divisor = gcd(divisor, value)
      if divisor == 1 { return }
    }
    guard divisor > 1 else { return }
    for index in row.indices { row[index] /= divisor }
  }

  /// A 128-bit number as an `Int`.
  static func narrow(_ value: Int128) throws(BalanceError) -> Int {
    guard let narrow = Int(exactly: value) else { throw .overflow }
    return narrow
  }
}

/// An exact fraction with a positive denominator, in lowest terms; arithmetic checks for
/// overflow. Used for oxidation states (Fe₃O₄ has iron at +8/3).
public struct Fraction: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The numerator.
  public let numerator: Int
  /// The denominator, at least 1.
  public let denominator: Int

  /// Makes a fraction in lowest terms.
  /// - Parameters:
  ///   - numerator: The numerator.
  ///   - denominator: The denominator, not 0.
  public init(_ numerator: Int, _ denominator: Int = 1) {
    let divisor = max(1, CheckedInteger.gcd(numerator, denominator))
    let sign = denominator < 0 ? -1 : 1
    self.numerator = sign * (numerator / divisor)
    self.denominator = sign * (denominator / divisor)
  }

  /// Whether the fraction is a whole number.
  public var isInteger: Bool { denominator == 1 }

  /// "3", "-2", "8/3", "-1/2".
  public var description: String {
    denominator == 1 ? String(numerator) : "\(numerator)/\(denominator)"
  }

  /// The fraction with a sign always shown: "+3", "-2", "0", "+8/3".
  public var signed: String { numerator > 0 ? "+" + description : description }

  /// Orders by value.
  public static func < (left: Fraction, right: Fraction) -> Bool {
    let (leftProduct, leftOverflow) = left.numerator.multipliedReportingOverflow(
      by: right.denominator)
    let (rightProduct, rightOverflow) = right.numerator.multipliedReportingOverflow(
      by: left.denominator)
    guard leftOverflow || rightOverflow else { return leftProduct < rightProduct }
    return Double(left.numerator) / Double(left.denominator)
      < Double(right.numerator) / Double(right.denominator)
  }
}
