/// The temperature and pressure gas volumes are taken at: IUPAC's STP, the older STP of
/// 1 atm, or any conditions the user names, with the molar volume of an ideal gas, R × T / p.
public struct GasConditions: Sendable, Hashable {
  /// The molar gas constant, exact since 2019: 8.314462618 J/(mol·K).
  public static let gasConstant = 8.314462618
  /// One standard atmosphere in pascals.
  public static let atmosphere = 101_325.0

  /// Which conditions these are.
  public enum Kind: Sendable, Hashable {
    /// IUPAC's STP: 273.15 K and 1 bar.
    case stp
    /// The older STP many textbooks still use: 273.15 K and 1 atm.
    case stpAtmosphere
    /// Conditions the user gave with `--at`, as written.
    case given(String)
  }

  /// Which conditions these are.
  public let kind: Kind
  /// The temperature in kelvin.
  public let kelvin: Double
  /// The pressure in pascals.
  public let pascals: Double

  /// IUPAC's STP: 273.15 K and 1 bar (22.711 L/mol).
  public static let stp = GasConditions(kind: .stp, kelvin: 273.15, pascals: 100_000)
  /// The older STP: 273.15 K and 1 atm (22.414 L/mol).
  public static let stpAtmosphere = GasConditions(
    kind: .stpAtmosphere, kelvin: 273.15, pascals: atmosphere)

  /// Conditions from their numbers.
  /// - Parameters:
  ///   - kind: Which conditions these are.
  ///   - kelvin: The temperature in kelvin.
  ///   - pascals: The pressure in pascals.
  public init(kind: Kind, kelvin: Double, pascals: Double) {
    self.kind = kind
    self.kelvin = kelvin
    self.pascals = pascals
  }

  /// The molar volume of an ideal gas at these conditions, in L/mol.
  public var molarVolume: Double { Self.gasConstant * kelvin / pascals * 1000 }

  /// Reads `--stp`'s value: none or "1bar" for IUPAC's STP, "1atm" for the older one.
  /// - Parameter text: The value after `--stp=`, or `nil` for a bare `--stp`.
  /// - Returns: The conditions.
  /// - Throws: A ``StoichiometryError`` for any other value.
  public static func stp(_ text: String?) throws(StoichiometryError) -> GasConditions {
    guard let text else { return .stp }
    switch text.replacingSpaces.lowercased() {
    case "1bar", "bar", "iupac": return .stp
    case "1atm", "atm": return .stpAtmosphere
    default:
      throw StoichiometryError(
        "--stp=\(text): STP is 1 bar (--stp) or the older 1 atm (--stp=1atm)")
    }
  }

  /// Reads `--at TEMPERATURE,PRESSURE`: "25C,1atm", "298.15K, 100kPa", "77F,760mmHg". A
  /// temperature is read as ``Temperature/init(parsing:)`` reads it (K, C or F, also °C and
  /// degC); a pressure is in bar, atm, kPa, Pa, mmHg or torr.
  /// - Parameter text: The option's value.
  /// - Returns: The conditions.
  /// - Throws: A ``StoichiometryError`` quoting the text for anything else, a temperature at
  ///   or below absolute zero, or a pressure that is not positive.
  public init(parsing text: String) throws(StoichiometryError) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).replacingSpaces
    }
    guard parts.count == 2 else {
      throw StoichiometryError(
        "--at \(text.quotedForMessage()) is not TEMPERATURE,PRESSURE, e.g. '25C,1atm' or '298.15K,100kPa'"
      )
    }
    let pressures: [(String, Double)] = [
      ("kPa", 1000), ("Pa", 1), ("bar", 100_000), ("atm", Self.atmosphere),
      ("mmHg", Self.atmosphere / 760), ("torr", Self.atmosphere / 760),
      ("Torr", Self.atmosphere / 760),
    ]
    let kelvin: Double
    do throws(TemperatureError) {
      kelvin = try Temperature(parsing: parts[0]).kelvin
    } catch {
      throw StoichiometryError("--at \(text.quotedForMessage()): \(error.message)")
    }
    guard kelvin > 0 else {
      throw StoichiometryError(
        "--at \(text.quotedForMessage()): \(parts[0].quotedForMessage()) is at or below absolute zero"
      )
    }
    guard
      let (name, factor) = pressures.first(where: {
        parts[1].hasSuffix($0.0) && parts[1].count > $0.0.count
      }),
      let value = Double(decimal: String(parts[1].dropLast(name.count))), value.isFinite
    else {
      throw StoichiometryError(
        "--at \(text.quotedForMessage()): \(parts[1].quotedForMessage()) is not a pressure in bar, atm, kPa, Pa, mmHg or torr, "
          + "e.g. '1atm'")
    }
    let pascals = value * factor
    guard pascals > 0, pascals.isFinite else {
      throw StoichiometryError(
        "--at \(text.quotedForMessage()): \(parts[1].quotedForMessage()) is not a positive pressure"
      )
    }
    guard (Self.gasConstant * kelvin / pascals * 1000).isNormal else {
      throw StoichiometryError(
        "--at \(text.quotedForMessage()): an ideal gas has no molar volume a number can hold at these conditions"
      )
    }
    self.init(kind: .given(String(text.trimmingWhitespace)), kelvin: kelvin, pascals: pascals)
  }
}
