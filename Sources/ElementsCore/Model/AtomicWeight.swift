/// An element's atomic weight: a standard atomic weight, or for an element without one, the mass
/// number of its longest-lived isotope.
public enum AtomicWeight: Sendable, Hashable {
  /// A standard atomic weight, kept as the published decimal text so no digit is lost ("55.845").
  case standard(String)
  /// The mass number of the longest-lived known isotope, written "[98]".
  case massNumber(Int)

  /// The weight as a number, in daltons (unified atomic mass units).
  public var value: Double {
    switch self {
    case .standard(let text): Double(text) ?? .nan
    case .massNumber(let number): Double(number)
    }
  }

  /// The weight as periodic tables print it: "55.845", or "[98]" for a mass number.
  public var text: String {
    switch self {
    case .standard(let text): text
    case .massNumber(let number): "[\(number)]"
    }
  }

  /// Reads a weight as data files write it.
  ///
  /// Accepts a decimal ("55.845"), a bracketed mass number ("[98]"), and Apple's plain integer
  /// ("227"), which Apple's file uses for mass numbers.
  /// - Parameter text: The weight text from a data file.
  /// - Returns: The weight, or `nil` if the text is neither form (e.g. "[Unknown]").
  public init?(dataText text: String) {
    // Bytes, not Characters, are compared: a bracket with a combining mark after it fails to
    // read as a number either way.
    let bytes = text.utf8
    if bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]"), bytes.count > 2 {
      guard let number = Int(text.dropFirst().dropLast()), number > 0 else { return nil }
      self = .massNumber(number)
    } else if let number = Int(text), number > 0 {
      self = .massNumber(number)
    } else if Self.isPlainDecimal(text), let value = Double(text), value > 0 {
      self = .standard(text)
    } else {
      return nil
    }
  }

  /// Makes a weight from a number, as JSON data gives it: whole numbers are mass numbers.
  /// - Parameter value: The weight in daltons.
  /// - Returns: The weight, or `nil` if it is not a positive finite number.
  public init?(number value: Double) {
    guard value.isFinite, value > 0 else { return nil }
    if value == value.rounded(), value < 1000 {
      self = .massNumber(Int(value))
    } else {
      self = .standard(String(value))
    }
  }

  private static func isPlainDecimal(_ text: String) -> Bool {
    var digits = 0
    var dots = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): dots += 1
      default: return false
      }
    }
    return digits > 0 && dots == 1
  }
}
