/// A time written as a number and a unit: `5730y`, `4.463Gy`, `10d`, `30s`, `2.5 h`.
public enum DecayTime {
  /// The units a time may be written in, with their length in seconds: NUBASE's half-life
  /// units (`ys` to `Yy`) and a few spellings people use.
  static let units: [String: Double] = {
    var units: [String: Double] = [:]
    for unit in HalfLifeUnit.allCases { units[unit.rawValue] = unit.seconds }
    let year = HalfLifeUnit.years.seconds
    for (name, seconds) in [
      ("µs", 1e-6), ("sec", 1), ("second", 1), ("seconds", 1), ("minute", 60),
      ("minutes", 60), ("hr", 3600), ("hour", 3600), ("hours", 3600), ("day", 86400),
      ("days", 86400), ("yr", year), ("year", year), ("years", year), ("a", year),
      ("ka", year * 1e3), ("Ma", year * 1e6), ("Ga", year * 1e9),
    ] {
      units[name] = seconds
    }
    return units
  }()

  /// Reads a time.
  /// - Parameter text: A number and a unit, with or without a space between.
  /// - Returns: The time in seconds, finite and not negative.
  /// - Throws: ``NuclideError/malformedTime(_:)`` for text that does not read;
  ///   ``NuclideError/negativeTime(_:)`` for a negative time; ``NuclideError/timeTooLong(_:)``
  ///   for one of more seconds than a `Double` holds. Zero, also written `-0y`, is a time.
  public static func seconds(_ text: String) throws(NuclideError) -> Double {
    guard let (number, unit) = splitQuantity(text), let length = units[unit],
      let value = Double(number)
    else { throw .malformedTime(text) }
    // The number is digits with a sign, a point and an exponent: never NaN. -0 is zero.
    guard value >= 0 else { throw .negativeTime(text) }
    let seconds = value.magnitude * length
    guard seconds.isFinite else { throw .timeTooLong(text) }
    return seconds
  }
}

/// An amount of a nuclide as given: a mass, a number of moles, or an activity.
public enum DecayAmount: Sendable, Hashable {
  /// A mass in grams.
  case grams(Double)
  /// An amount of substance in moles.
  case moles(Double)
  /// An activity in becquerels (decays per second).
  case becquerels(Double)

  /// The units an amount may be written in, each with what it measures and its size.
  static let units: [String: DecayAmount] = [
    "kg": .grams(1e3), "g": .grams(1), "mg": .grams(1e-3), "ug": .grams(1e-6),
    "µg": .grams(1e-6), "ng": .grams(1e-9), "pg": .grams(1e-12),
    "kmol": .moles(1e3), "mol": .moles(1), "mmol": .moles(1e-3), "umol": .moles(1e-6),
    "µmol": .moles(1e-6), "nmol": .moles(1e-9),
    "Bq": .becquerels(1), "kBq": .becquerels(1e3), "MBq": .becquerels(1e6),
    "GBq": .becquerels(1e9), "TBq": .becquerels(1e12), "PBq": .becquerels(1e15),
    "Ci": .becquerels(3.7e10), "mCi": .becquerels(3.7e7), "uCi": .becquerels(3.7e4),
    "µCi": .becquerels(3.7e4), "nCi": .becquerels(37),
  ]

  /// Reads an amount: `1g`, `2.5 mg`, `0.1mol`, `3.7e10Bq`, `5 kBq`, `1 µCi`.
  /// - Parameter text: A positive number and a unit.
  /// - Returns: The amount in grams, moles or becquerels.
  /// - Throws: ``NuclideError/malformedAmount(_:)`` for text that does not read or a number
  ///   that is not positive; ``NuclideError/amountTooLarge(_:)`` for an amount too large to
  ///   hold.
  public init(_ text: String) throws(NuclideError) {
    guard let (number, unit) = splitQuantity(text), let size = Self.units[unit],
      let value = Double(number), value > 0
    else { throw .malformedAmount(text) }
    switch size {
    case .grams(let scale): self = .grams(value * scale)
    case .moles(let scale): self = .moles(value * scale)
    case .becquerels(let scale): self = .becquerels(value * scale)
    }
    guard value * size.magnitude < .infinity else { throw .amountTooLarge(text) }
  }

  /// The number, whatever it measures.
  var magnitude: Double {
    switch self {
    case .grams(let value), .moles(let value), .becquerels(let value): value
    }
  }
}

/// A quantity as the user wrote it, with one space between its number and its unit, as
/// the time and amount readers split them: "5730y" gives "5730 y", "1e9y" gives "1e9 y".
/// - Parameter text: The words of a time or an amount.
/// - Returns: The number, a space and the unit; the trimmed text when it does not split.
public func spacedQuantity(_ text: String) -> String {
  guard let (number, unit) = splitQuantity(text) else { return String(text.trimmingWhitespace) }
  return number + " " + unit
}

/// Splits "4.463Gy" or "4.463 Gy" into its number ("4.463") and unit ("Gy"); the number is
/// plain decimal digits with an optional sign, point and exponent.
/// - Parameter text: The words.
/// - Returns: The number and unit, or `nil` if either is missing or the text is too long.
func splitQuantity(_ text: String) -> (number: String, unit: String)? {
  let trimmed = text.trimmingWhitespace
  guard trimmed.count <= 40 else { return nil }
  var number = ""
  var rest = Substring(trimmed)
  var previous: Character?
  while let character = rest.first {
    let isNumberPart =
      character.isASCII
      && (character.isNumber || character == "."
        || ((character == "-" || character == "+") && (previous == nil || previous == "e"))
        || (character == "e" && previous?.isNumber == true
          && rest.dropFirst().first.map { $0.isNumber || $0 == "-" || $0 == "+" } == true))
    guard isNumberPart else { break }
    number.append(character)
    previous = character
    rest = rest.dropFirst()
  }
  let unit = rest.trimmingWhitespace
  guard number.contains(where: \.isNumber), !unit.isEmpty else { return nil }
  return (number, String(unit))
}
