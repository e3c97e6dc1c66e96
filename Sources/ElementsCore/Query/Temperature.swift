/// A temperature, for `--at`: what state each element is in at it, at 1 atm.
public struct Temperature: Sendable, Hashable {
  /// The temperature in kelvin, 0 or above.
  public let kelvin: Double

  /// A temperature in kelvin.
  /// - Parameter kelvin: The temperature; negative values are raised to 0.
  public init(kelvin: Double) {
    self.kelvin = max(0, kelvin)
  }

  /// Reads a temperature as users write it: a number and a unit, K, C or F (also °C, °F,
  /// in any case), with or without a space: `3000K`, `25C`, `77F`, `-40C`, `298.15 K`.
  /// - Parameter text: The user's text.
  /// - Throws: ``TemperatureError`` quoting the text: no number, no or an unknown unit, below
  ///   absolute zero.
  public init(parsing text: String) throws(TemperatureError) {
    let rest = text.trimmingWhitespace
    let numberEnd =
      rest.firstIndex { !($0.isASCII && ($0.isNumber || "+-.eE".contains($0))) } ?? rest.endIndex
    // An "e" right before the unit is part of no number ("1e" is not one): Double rejects it.
    let numberText = rest[..<numberEnd]
    let unitText = rest[numberEnd...].trimmingWhitespace
    guard text.utf8.count <= 64, !numberText.isEmpty, let value = Double(numberText), value.isFinite
    else {
      throw TemperatureError(
        message: "not a temperature: " + text.quotedForMessage()
          + " (write it as 3000K, 25C, 77F or 298.15 K)")
    }
    let kelvin: Double
    switch unitText.lowercased() {
    case "k": kelvin = value
    case "c", "°c", "degc": kelvin = value + 273.15
    case "f", "°f", "degf": kelvin = (value - 32) * 5 / 9 + 273.15
    case "":
      throw TemperatureError(
        message: "no unit in " + text.quotedForMessage() + " (add K, C or F, e.g. "
          + String(numberText) + "K)")
    default:
      throw TemperatureError(
        message: "unknown unit " + unitText.quotedForMessage() + " in "
          + text.quotedForMessage() + " (use K, C or F)")
    }
    // Rounding may leave -40 F a hair from its kelvin; below absolute zero is an error.
    guard kelvin > -1e-9 else {
      throw TemperatureError(
        message: text.quotedForMessage() + " is below absolute zero (0 K, -273.15 C)")
    }
    self.kelvin = max(0, (kelvin * 1e9).rounded() / 1e9)
  }
}

/// A temperature that cannot be read.
public struct TemperatureError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One line quoting the user's text.
  public let message: String

  /// Makes an error.
  /// - Parameter message: The message.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension AtomicElement {
  /// The state at a temperature at 1 atm (101.325 kPa), from the melting and boiling points:
  /// solid below the melting point, liquid from it to the boiling point, gas from the boiling
  /// point up.
  ///
  /// Carbon and arsenic do not melt at 1 atm: their boiling point is a sublimation point (see
  /// DATA-SOURCES.md), so they are solid below it. Helium does not freeze at 1 atm: liquid below
  /// its boiling point. Otherwise a missing point makes the state unknown wherever it would
  /// decide it; nothing is guessed.
  /// - Parameter temperature: The temperature.
  /// - Returns: ``PhysicalState/solid``, ``PhysicalState/liquid`` or ``PhysicalState/gas``, or
  ///   `nil` when the data cannot tell.
  public func state(at temperature: Temperature) -> PhysicalState? {
    let kelvin = temperature.kelvin
    if let boilingPoint, kelvin >= boilingPoint { return .gas }
    if let meltingPoint {
      if kelvin < meltingPoint { return .solid }
      return boilingPoint == nil ? nil : .liquid
    }
    guard boilingPoint != nil else { return nil }
    switch atomicNumber {
    case 6, 33: return .solid
    case 2: return .liquid
    default: return nil
    }
  }

  /// Whether the element was known in a year: known since antiquity, or discovered in or
  /// before it. An element without a discovery in the data counts as not known.
  /// - Parameter year: The year (Common Era).
  /// - Returns: Whether it was known then.
  public func isKnown(in year: Int) -> Bool {
    switch discovery {
    case .antiquity?: true
    case .year(let found)?: found <= year
    case nil: false
    }
  }
}

extension PeriodicTable {
  /// The table as it stood in a year: only the elements known then (see
  /// ``AtomicElement/isKnown(in:)``), in their places, with their details.
  /// - Parameter year: The year.
  /// - Returns: The smaller table, or `nil` if no element was known then.
  public func known(in year: Int) -> PeriodicTable? {
    let kept = elementsByNumber.filter { $0.isKnown(in: year) }
    guard !kept.isEmpty else { return nil }
    return PeriodicTable(
      validated: kept, index: Index(kept), source: source, warnings: warnings,
      details: detailsLookUp, dataFile: dataFile)
  }
}
