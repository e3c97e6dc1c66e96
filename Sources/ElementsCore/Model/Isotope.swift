/// One isotope of an element (its nuclear ground state).
public struct Isotope: Sendable, Hashable {
  /// The mass number A: protons plus neutrons.
  public var massNumber: Int
  /// The atomic mass in daltons.
  public var mass: Double?
  /// The standard uncertainty of ``mass`` in daltons.
  public var massUncertainty: Double?
  /// The natural abundance in percent of the element's atoms, for isotopes that occur in nature.
  public var abundance: Double?
  /// How long half of a sample takes to decay; `nil` for stable isotopes and where unknown.
  public var halfLife: HalfLife?
  /// Whether no decay of the isotope has been observed.
  public var isStable: Bool
  /// The main decay modes as NUBASE writes them: "A" (alpha), "B-", "B+", "EC", "SF", "p", ...
  public var decayModes: [String]

  /// Makes an isotope.
  /// - Parameters:
  ///   - massNumber: The mass number.
  ///   - mass: The atomic mass in Da.
  ///   - massUncertainty: Its uncertainty in Da.
  ///   - abundance: The natural abundance in percent.
  ///   - halfLife: The half-life.
  ///   - isStable: Whether it is stable.
  ///   - decayModes: The decay modes.
  public init(
    massNumber: Int, mass: Double? = nil, massUncertainty: Double? = nil,
    abundance: Double? = nil, halfLife: HalfLife? = nil, isStable: Bool = false,
    decayModes: [String] = []
  ) {
    self.massNumber = massNumber
    self.mass = mass
    self.massUncertainty = massUncertainty
    self.abundance = abundance
    self.halfLife = halfLife
    self.isStable = isStable
    self.decayModes = decayModes
  }

  /// The neutrons in the nucleus of an element with atomic number `atomicNumber`.
  /// - Parameter atomicNumber: The element's atomic number.
  /// - Returns: The mass number minus the atomic number.
  public func neutrons(atomicNumber: Int) -> Int { massNumber - atomicNumber }
}

/// A half-life: a number and the unit NUBASE gives it in.
public struct HalfLife: Sendable, Hashable {
  /// The number, e.g. 4.463 for 4.463 Gy.
  public var value: Double
  /// The unit.
  public var unit: HalfLifeUnit

  /// Makes a half-life.
  /// - Parameters:
  ///   - value: The number.
  ///   - unit: Its unit.
  public init(value: Double, unit: HalfLifeUnit) {
    self.value = value
    self.unit = unit
  }

  /// The half-life in seconds (years of 365.25 days).
  public var seconds: Double { value * unit.seconds }

  /// "4.463 Gy", "12.32 y", "190 ms".
  public var text: String { "\(NumberText.plain(value)) \(unit.rawValue)" }
}

/// The units of half-lives, as NUBASE uses them; the raw values are their symbols.
public enum HalfLifeUnit: String, Sendable, Hashable, CaseIterable {
  /// Yoctoseconds, 10⁻²⁴ s.
  case yoctoseconds = "ys"
  /// Zeptoseconds, 10⁻²¹ s.
  case zeptoseconds = "zs"
  /// Attoseconds, 10⁻¹⁸ s.
  case attoseconds = "as"
  /// Picoseconds, 10⁻¹² s.
  case picoseconds = "ps"
  /// Nanoseconds, 10⁻⁹ s.
  case nanoseconds = "ns"
  /// Microseconds, 10⁻⁶ s.
  case microseconds = "us"
  /// Milliseconds.
  case milliseconds = "ms"
  /// Seconds.
  case seconds = "s"
  /// Minutes.
  case minutes = "min"
  /// Hours.
  case hours = "h"
  /// Days.
  case days = "d"
  /// Years (365.25 days).
  case years = "y"
  /// Thousands of years.
  case kiloyears = "ky"
  /// Millions of years.
  case megayears = "My"
  /// Billions of years.
  case gigayears = "Gy"
  /// 10¹² years.
  case terayears = "Ty"
  /// 10¹⁵ years.
  case petayears = "Py"
  /// 10¹⁸ years.
  case exayears = "Ey"
  /// 10²¹ years.
  case zettayears = "Zy"
  /// 10²⁴ years.
  case yottayears = "Yy"

  /// One of this unit in seconds.
  public var seconds: Double {
    let year = 31_557_600.0
    switch self {
    case .yoctoseconds: return 1e-24
    case .zeptoseconds: return 1e-21
    case .attoseconds: return 1e-18
    case .picoseconds: return 1e-12
    case .nanoseconds: return 1e-9
    case .microseconds: return 1e-6
    case .milliseconds: return 1e-3
    case .seconds: return 1
    case .minutes: return 60
    case .hours: return 3600
    case .days: return 86400
    case .years: return year
    case .kiloyears: return year * 1e3
    case .megayears: return year * 1e6
    case .gigayears: return year * 1e9
    case .terayears: return year * 1e12
    case .petayears: return year * 1e15
    case .exayears: return year * 1e18
    case .zettayears: return year * 1e21
    case .yottayears: return year * 1e24
    }
  }
}

/// Numbers as the data writes them: without a trailing ".0".
enum NumberText {
  /// "75", "13.598434599702", "1.4e-11".
  static func plain(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

extension Isotope {
  /// A compact text form of a list of isotopes, for the build tool to compile in: one isotope
  /// per `;`-separated record of eight `,`-separated fields (mass number, mass, mass
  /// uncertainty, abundance, half-life, its unit, "s" if stable, decay modes separated by
  /// spaces), empty where unknown. Doubles are written so that they read back exactly.
  @_spi(Embedding)
  public static func encode(_ isotopes: [Isotope]) -> String {
    isotopes.map { isotope in
      [
        String(isotope.massNumber),
        isotope.mass.map { String($0) } ?? "",
        isotope.massUncertainty.map { String($0) } ?? "",
        isotope.abundance.map { String($0) } ?? "",
        isotope.halfLife.map { String($0.value) } ?? "",
        isotope.halfLife?.unit.rawValue ?? "",
        isotope.isStable ? "s" : "",
        isotope.decayModes.joined(separator: " "),
      ].joined(separator: ",")
    }.joined(separator: ";")
  }

  /// Reads the text ``encode(_:)`` writes. Records that do not read are left out (the build
  /// tool writes only ones that do; a test reads back the built-in table).
  ///
  /// The built-in table decodes an element's isotopes whenever its details are made, so this
  /// reads the text's UTF-8 bytes in one pass rather than splitting it into substrings: views
  /// across all elements (a heatmap, `--where`) make every element's details.
  @_spi(Embedding)
  public static func decode(_ text: String) -> [Isotope] {
    guard !text.isEmpty else { return [] }
    var text = text
    return text.withUTF8 { decode(bytes: $0) }
  }

  /// ``decode(_:)`` over UTF-8 bytes.
  private static func decode(bytes: UnsafeBufferPointer<UInt8>) -> [Isotope] {
    var isotopes: [Isotope] = []
    var fields: [Range<Int>] = []
    fields.reserveCapacity(8)
    var fieldStart = 0
    for position in 0...bytes.count {
      let byte = position < bytes.count ? bytes[position] : UInt8(ascii: ";")
      guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") else { continue }
      fields.append(fieldStart..<position)
      fieldStart = position + 1
      guard byte == UInt8(ascii: ";") else { continue }
      if let isotope = record(fields, in: bytes) { isotopes.append(isotope) }
      fields.removeAll(keepingCapacity: true)
    }
    return isotopes
  }

  /// One record from the ranges of its fields.
  private static func record(_ fields: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>)
    -> Isotope?
  {
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    func number(_ range: Range<Int>) -> Double? {
      range.isEmpty ? nil : Double(text(range))
    }
    guard fields.count == 8, let massNumber = Int(text(fields[0])) else { return nil }
    var halfLife: HalfLife?
    if let value = number(fields[4]), let unit = HalfLifeUnit(rawValue: text(fields[5])) {
      halfLife = HalfLife(value: value, unit: unit)
    }
    let stable = fields[6]
    var decayModes: [String] = []
    var modeStart = fields[7].lowerBound
    for position in fields[7].lowerBound...fields[7].upperBound
    where position == fields[7].upperBound || bytes[position] == UInt8(ascii: " ") {
      if position > modeStart { decayModes.append(text(modeStart..<position)) }
      modeStart = position + 1
    }
    return Isotope(
      massNumber: massNumber, mass: number(fields[1]), massUncertainty: number(fields[2]),
      abundance: number(fields[3]), halfLife: halfLife,
      isStable: stable.count == 1 && bytes[stable.lowerBound] == UInt8(ascii: "s"),
      decayModes: decayModes)
  }
}
