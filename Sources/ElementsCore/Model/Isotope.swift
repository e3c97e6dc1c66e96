import Glibc

/// One isotope of an element: its nuclear ground state, or a long-lived excited state, an
/// isomer ("m": tantalum-180m, technetium-99m).
public struct Isotope: Sendable, Hashable {
  /// The mass number A: protons plus neutrons.
  public var massNumber: Int
  /// "m" for a long-lived excited state (an isomer); `nil` for the ground state.
  public var isomer: String?
  /// The atomic mass in daltons.
  public var mass: Double?
  /// The standard uncertainty of ``mass`` in daltons.
  public var massUncertainty: Double?
  /// Whether ``mass`` is estimated from systematics rather than measured (NUBASE's "#").
  public var isMassEstimated: Bool
  /// The natural abundance in percent of the element's atoms, for isotopes that occur in nature.
  public var abundance: Double?
  /// How long half of a sample takes to decay; `nil` for stable isotopes and where unknown.
  public var halfLife: HalfLife?
  /// Whether no decay of the isotope has been observed.
  public var isStable: Bool
  /// The observed decay modes with their branching intensities, in NUBASE's order.
  public var decayModes: [DecayMode]

  /// Makes an isotope.
  /// - Parameters:
  ///   - massNumber: The mass number.
  ///   - isomer: "m" for an isomer, `nil` for the ground state.
  ///   - mass: The atomic mass in Da.
  ///   - massUncertainty: Its uncertainty in Da.
  ///   - isMassEstimated: Whether the mass is estimated.
  ///   - abundance: The natural abundance in percent.
  ///   - halfLife: The half-life.
  ///   - isStable: Whether it is stable.
  ///   - decayModes: The decay modes.
  public init(
    massNumber: Int, isomer: String? = nil, mass: Double? = nil, massUncertainty: Double? = nil,
    isMassEstimated: Bool = false, abundance: Double? = nil, halfLife: HalfLife? = nil,
    isStable: Bool = false, decayModes: [DecayMode] = []
  ) {
    self.massNumber = massNumber
    self.isomer = isomer
    self.mass = mass
    self.massUncertainty = massUncertainty
    self.isMassEstimated = isMassEstimated
    self.abundance = abundance
    self.halfLife = halfLife
    self.isStable = isStable
    self.decayModes = decayModes
  }

  /// The neutrons in the nucleus of an element with atomic number `atomicNumber`.
  /// - Parameter atomicNumber: The element's atomic number.
  /// - Returns: The mass number minus the atomic number.
  public func neutrons(atomicNumber: Int) -> Int { massNumber - atomicNumber }

  /// The mass number with the isomer's letter: "180", "180m".
  public var label: String { String(massNumber) + (isomer ?? "") }
}

/// One way an isotope decays, as NUBASE2020 gives it: the mode and its branching intensity.
public struct DecayMode: Sendable, Hashable {
  /// NUBASE's code: "A" (alpha), "B-", "B+", "EC", "IT", "SF", "p", "n", β-delayed modes
  /// such as "B-n" and "B+p", clusters such as "14C" or "24Ne+26Ne".
  public var mode: String
  /// The share of decays by this mode, in percent; `nil` when observed but not measured.
  public var intensity: Double?
  /// How ``intensity`` is bounded: exactly (within its uncertainty), about, at most, at least,
  /// or unknown.
  public var relation: DecayRelation
  /// Whether the intensity is estimated from systematics (NUBASE's "#").
  public var isEstimated: Bool
  /// The percentage of this mode's decays that leave the daughter in its isomer ("m") rather
  /// than its ground state: Mo-99's β− feeds Tc-99m 87.73 % of the time. `nil` where the
  /// daughter is left in its ground state (NUBASE does not say which state a decay feeds;
  /// the feedings come from a table of their own, see DATA-SOURCES.md).
  public var isomerFeeding: Double?

  /// Makes a decay mode.
  /// - Parameters:
  ///   - mode: NUBASE's code.
  ///   - intensity: The intensity in percent, if measured.
  ///   - relation: The relation of the intensity; unknown without one.
  ///   - isEstimated: Whether the intensity is estimated.
  ///   - isomerFeeding: The percentage of the mode's decays that leave the daughter in its
  ///     isomer, if any do.
  public init(
    _ mode: String, intensity: Double? = nil, relation: DecayRelation? = nil,
    isEstimated: Bool = false, isomerFeeding: Double? = nil
  ) {
    self.mode = mode
    self.intensity = intensity
    self.relation = relation ?? (intensity == nil ? .unknown : .equal)
    self.isEstimated = isEstimated
    self.isomerFeeding = isomerFeeding
  }

}

/// How a decay mode's intensity is bounded, with NUBASE's symbols as raw values.
public enum DecayRelation: String, Sendable, Hashable, CaseIterable {
  /// The measured value, within its uncertainty.
  case equal = "="
  /// About the value.
  case approximately = "~"
  /// Less than the value.
  case lessThan = "<"
  /// More than the value.
  case greaterThan = ">"
  /// Observed, intensity not known.
  case unknown = "?"
}

/// A half-life: a number and the unit NUBASE gives it in, with its uncertainty.
public struct HalfLife: Sendable, Hashable {
  /// The number, e.g. 4.463 for 4.463 Gy.
  public var value: Double
  /// The unit.
  public var unit: HalfLifeUnit
  /// The standard uncertainty of ``value``, in the same unit.
  public var uncertainty: Double?
  /// A bound instead of a value: "<", ">" or "~"; `nil` for a measured value.
  public var relation: HalfLifeRelation?
  /// Whether the value is estimated from systematics (NUBASE's "#").
  public var isEstimated: Bool

  /// Makes a half-life.
  /// - Parameters:
  ///   - value: The number.
  ///   - unit: Its unit.
  ///   - uncertainty: Its uncertainty in the same unit.
  ///   - relation: A bound, if the value is one.
  ///   - isEstimated: Whether it is estimated.
  public init(
    value: Double, unit: HalfLifeUnit, uncertainty: Double? = nil,
    relation: HalfLifeRelation? = nil, isEstimated: Bool = false
  ) {
    self.value = value
    self.unit = unit
    self.uncertainty = uncertainty
    self.relation = relation
    self.isEstimated = isEstimated
  }

  /// The half-life in seconds (years of 365.25 days).
  public var seconds: Double { value * unit.seconds }

  /// "4.463 Gy", "12.32 y", ">45 Py", "~1 s".
  public var text: String {
    (relation?.rawValue ?? "") + "\(NumberText.plain(value)) \(unit.rawValue)"
  }
}

/// A half-life that NUBASE gives as a bound, with its symbols as raw values.
public enum HalfLifeRelation: String, Sendable, Hashable, CaseIterable {
  /// Shorter than the value.
  case lessThan = "<"
  /// Longer than the value.
  case greaterThan = ">"
  /// About the value.
  case approximately = "~"
}

/// The units of half-lives, as NUBASE uses them; the raw values are their symbols.
public enum HalfLifeUnit: String, Sendable, Hashable, CaseIterable {
  /// Yoctoseconds, 10⁻²⁴ s.
  case yoctoseconds = "ys"
  /// Zeptoseconds, 10⁻²¹ s.
  case zeptoseconds = "zs"
  /// Attoseconds, 10⁻¹⁸ s.
  case attoseconds = "as"
  /// Femtoseconds, 10⁻¹⁵ s.
  case femtoseconds = "fs"
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
    case .femtoseconds: return 1e-15
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
  /// per `;`-separated record of twelve `,`-separated fields (mass number, isomer, mass, mass
  /// uncertainty, "e" if the mass is estimated, abundance, half-life, its unit, its
  /// uncertainty, its relation, "e" if it is estimated, "s" if stable), then the decay modes
  /// separated by spaces, each `mode:relation:intensity` with ":e" if estimated and then
  /// ":" and the isomer feeding if the mode has one; empty where unknown. Doubles are written
  /// so that they read back exactly.
  @_spi(Embedding)
  public static func encode(_ isotopes: [Isotope]) -> String {
    isotopes.map(record).joined(separator: ";")
  }

  /// One isotope's record of ``encode(_:)``.
  private static func record(_ isotope: Isotope) -> String {
    let halfLife = isotope.halfLife
    let modes = isotope.decayModes.map { mode -> String in
      let intensity = mode.intensity.map { String($0) } ?? ""
      let feeding = mode.isomerFeeding.map { ":" + String($0) } ?? ""
      return mode.mode + ":" + mode.relation.rawValue + ":" + intensity
        + (mode.isEstimated || !feeding.isEmpty ? ":" : "") + (mode.isEstimated ? "e" : "")
        + feeding
    }
    let fields: [String] = [
      String(isotope.massNumber),
      isotope.isomer ?? "",
      isotope.mass.map { String($0) } ?? "",
      isotope.massUncertainty.map { String($0) } ?? "",
      isotope.isMassEstimated ? "e" : "",
      isotope.abundance.map { String($0) } ?? "",
      halfLife.map { String($0.value) } ?? "",
      halfLife?.unit.rawValue ?? "",
      halfLife?.uncertainty.map { String($0) } ?? "",
      halfLife?.relation?.rawValue ?? "",
      halfLife?.isEstimated == true ? "e" : "",
      isotope.isStable ? "s" : "",
      modes.joined(separator: " "),
    ]
    return fields.joined(separator: ",")
  }

  /// Reads the text ``encode(_:)`` writes. Records that do not read are left out (the build
  /// tool writes only ones that do; a test reads back the built-in table).
  ///
  /// The built-in table decodes an element's isotopes whenever they are asked for, so this
  /// reads the text's UTF-8 bytes in one pass rather than splitting it into substrings.
  @_spi(Embedding)
  public static func decode(_ text: String) -> [Isotope] {
    guard !text.isEmpty else { return [] }
    var text = text
    return text.withUTF8 { decode(bytes: $0) }
  }

  /// The one isotope of ``encode(_:)``'s text with a mass number, its ground state or its
  /// isomer: only that record is read, the others are skipped at their first two fields.
  /// - Parameters:
  ///   - text: The compact text.
  ///   - massNumber: The mass number.
  ///   - isIsomer: Whether the isomer ("m") is wanted rather than the ground state.
  /// - Returns: The isotope, or `nil` if the text has no such record.
  @_spi(Embedding)
  public static func decode(_ text: String, massNumber: Int, isIsomer: Bool) -> Isotope? {
    guard massNumber >= 0 else { return nil }
    var text = text
    return text.withUTF8 { bytes in
      var records = Fields(bytes: bytes, separator: UInt8(ascii: ";"))
      while !records.isAtEnd {
        let range = records.next()
        if leads(bytes[range], massNumber: massNumber, isIsomer: isIsomer) {
          return record(range, in: bytes)
        }
      }
      return nil
    }
  }

  /// Whether a record's first two fields are the mass number and the isomer mark asked for.
  private static func leads(
    _ record: Slice<UnsafeBufferPointer<UInt8>>, massNumber: Int, isIsomer: Bool
  ) -> Bool {
    var number = 0
    var position = record.startIndex
    while position < record.endIndex, case let digit = record[position] &- UInt8(ascii: "0"),
      digit < 10
    {
      number = number &* 10 &+ Int(digit)
      guard number <= massNumber else { return false }
      position += 1
    }
    guard position > record.startIndex, number == massNumber, position < record.endIndex,
      record[position] == UInt8(ascii: ",")
    else { return false }
    let isomerMark = position + 1 < record.endIndex && record[position + 1] != UInt8(ascii: ",")
    return isomerMark == isIsomer
  }

  /// ``decode(_:)`` over UTF-8 bytes.
  private static func decode(bytes: UnsafeBufferPointer<UInt8>) -> [Isotope] {
    var isotopes: [Isotope] = []
    var records = Fields(bytes: bytes, separator: UInt8(ascii: ";"))
    while !records.isAtEnd {
      if let isotope = record(records.next(), in: bytes) { isotopes.append(isotope) }
    }
    return isotopes
  }

  /// The records of the text, the fields of a record, or the parts of a decay mode, one after
  /// another: each ends at a separator or at the end.
  private struct Fields {
    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    var position: Int
    let end: Int

    /// The pieces of the bytes in `range`, the whole buffer by default.
    init(bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, range: Range<Int>? = nil) {
      self.bytes = bytes
      self.separator = separator
      position = range?.lowerBound ?? 0
      end = range?.upperBound ?? bytes.count
    }

    /// Whether a piece is left.
    var isAtEnd: Bool { position > end }

    /// The next piece's range; an empty range at the end once none is left.
    mutating func next() -> Range<Int> {
      guard position <= end else { return end..<end }
      let stop = bytes[position..<end].firstIndex(of: separator) ?? end
      defer { position = stop + 1 }
      return position..<stop
    }
  }

  /// One record of thirteen `,`-separated fields; `nil` if it does not read.
  private static func record(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Isotope?
  {
    func text(_ range: Range<Int>) -> String { string(range, in: bytes) }
    func number(_ range: Range<Int>) -> Double? {
      range.isEmpty ? nil : Double(text(range))
    }
    func flag(_ range: Range<Int>, _ letter: Unicode.Scalar) -> Bool {
      range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: letter)
    }
    var fields = Fields(bytes: bytes, separator: UInt8(ascii: ","), range: range)
    guard let massNumber = Int(text(fields.next())) else { return nil }
    let isomer = fields.next()
    let mass = number(fields.next())
    let massUncertainty = number(fields.next())
    let isMassEstimated = flag(fields.next(), "e")
    let abundance = number(fields.next())
    let halfLifeValue = number(fields.next())
    let halfLifeUnit = unit(fields.next(), in: bytes)
    let halfLifeUncertainty = number(fields.next())
    let halfLifeRelation = fields.next()
    let isHalfLifeEstimated = flag(fields.next(), "e")
    let isStable = flag(fields.next(), "s")
    guard !fields.isAtEnd else { return nil }
    let modesRange = fields.next()
    guard fields.isAtEnd else { return nil }
    var halfLife: HalfLife?
    if let halfLifeValue, let halfLifeUnit {
      halfLife = HalfLife(
        value: halfLifeValue, unit: halfLifeUnit, uncertainty: halfLifeUncertainty,
        relation: HalfLifeRelation(rawValue: text(halfLifeRelation)),
        isEstimated: isHalfLifeEstimated)
    }
    var decayModes: [DecayMode] = []
    var modes = Fields(bytes: bytes, separator: UInt8(ascii: " "), range: modesRange)
    while !modes.isAtEnd {
      let mode = modes.next()
      if !mode.isEmpty, let decayMode = decayMode(mode, in: bytes) {
        decayModes.append(decayMode)
      }
    }
    return Isotope(
      massNumber: massNumber, isomer: isomer.isEmpty ? nil : text(isomer), mass: mass,
      massUncertainty: massUncertainty, isMassEstimated: isMassEstimated, abundance: abundance,
      halfLife: halfLife, isStable: isStable, decayModes: decayModes)
  }

  /// The half-life unit whose symbol is the bytes in `range`. A search of the units' symbols:
  /// `HalfLifeUnit(rawValue:)` first builds a dictionary of all of them, which costs more
  /// than the few records a command reads.
  private static func unit(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> HalfLifeUnit?
  {
    let symbol = bytes[range]
    return HalfLifeUnit.allCases.first { $0.rawValue.utf8.elementsEqual(symbol) }
  }

  /// The text of the bytes in `range`.
  private static func string(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// One decay mode from `mode:relation:intensity[:[e][:feeding]]`, the bytes in `range`.
  private static func decayMode(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> DecayMode?
  {
    var parts = Fields(bytes: bytes, separator: UInt8(ascii: ":"), range: range)
    let code = parts.next()
    guard !parts.isAtEnd else { return nil }
    let relationText = parts.next()
    guard !parts.isAtEnd, !code.isEmpty,
      let relation = DecayRelation(rawValue: string(relationText, in: bytes))
    else { return nil }
    let intensity = parts.next()
    let estimated = parts.isAtEnd ? nil : parts.next()
    let feeding = parts.isAtEnd ? nil : parts.next()
    return DecayMode(
      string(code, in: bytes),
      intensity: intensity.isEmpty ? nil : Double(string(intensity, in: bytes)),
      relation: relation,
      isEstimated: estimated.map { $0.count == 1 && bytes[$0.lowerBound] == UInt8(ascii: "e") }
        ?? false,
      isomerFeeding: feeding.flatMap { $0.isEmpty ? nil : Double(string($0, in: bytes)) })
  }
}
