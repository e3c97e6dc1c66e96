/// The keys one schema reads: an enum whose raw values number its cases from 0, in order.
protocol EntryKeys: RawRepresentable, CaseIterable where RawValue == Int, AllCases == [Self] {
  /// The key as data files write it.
  var name: String { get }
  /// The keys' names, by raw value. A file's key is found among them by comparing strings: a
  /// reader matches the keys of a file's first entry and reuses the match for every entry with
  /// the same keys, so a faster look-up saves nothing a command can measure.
  static var names: [String] { get }
  /// The keys whose first text value names an entry in messages, such as its name.
  static var labelKeys: [Self] { get }
  /// The keys an element cannot exist without: its number, symbol, name, state and the cell
  /// it is drawn in. An unusable value of any other key is dropped with a warning.
  static var requiredKeys: [Self] { get }
}

/// Warnings about one entry's values, written while the entry is read.
final class DataWarningLog {
  /// The warnings, in the order met.
  var warnings: [DataWarning] = []
}

/// The longest texts entries may hold.
enum EntryReaderLimits {
  /// The longest name a data file may give an element.
  static let name = 64
  /// The longest text any other field may hold.
  static let text = 256
  /// How many bytes of UTF-8 a text may use per character of its limit: room for accents and
  /// other scripts, none for a character built of thousands of combining marks.
  static let bytesPerCharacter = 8
}

/// Reads typed values out of one entry of a data file, throwing errors that name the entry and
/// the key. Shared by the property-list and JSON schemas.
///
/// The entry's keys are matched with the schema's once, when the reader is made, so that
/// reading a field is a look-up by the key's number.
struct EntryReader<Key: EntryKeys> {
  let dictionary: DataDictionary
  private(set) var reference: EntryReference
  /// For each of the schema's keys, by raw value, the position of its entry in the dictionary,
  /// or -1.
  private var positions: [Int]
  /// The entry's keys that are not the schema's, in order.
  let unknownKeys: [String]
  /// Where readers note the values they repaired.
  let log = DataWarningLog()

  /// Makes a reader for one entry.
  /// - Parameters:
  ///   - dictionary: The entry.
  ///   - file: The file's name, for errors.
  ///   - index: The entry's number in the file, from 1, for errors.
  ///   - labelKeys: The keys whose first text value names the entry in errors.
  ///   - sameKeys: A reader of an entry with the same keys in the same order, as a file's
  ///     entries mostly have, whose matching of keys then serves this one too.
  init(
    _ dictionary: DataDictionary, file: String, index: Int, labelKeys: [Key],
    sameKeys: EntryReader? = nil
  ) {
    self.dictionary = dictionary
    if let sameKeys {
      positions = sameKeys.positions
      unknownKeys = sameKeys.unknownKeys
    } else {
      var positions = Array(repeating: -1, count: Key.allCases.count)
      var unknownKeys: [String] = []
      // A dictionary has no two equal keys, so each of the schema's keys matches at most one.
      for (position, entry) in dictionary.entries.enumerated() {
        if let key = Key.names.firstIndex(of: entry.key) {
          positions[key] = position
        } else {
          unknownKeys.append(entry.key)
        }
      }
      self.positions = positions
      self.unknownKeys = unknownKeys
    }
    var label: String?
    for key in labelKeys {
      guard positions[key.rawValue] >= 0 else { continue }
      if case .string(let text) = dictionary.entries[positions[key.rawValue]].value, !text.isEmpty {
        label = text.shownInMessage(limit: 40)
        break
      }
    }
    reference = EntryReference(file: file, index: index, label: label)
  }

  /// This reader without one of the schema's keys, as if the entry did not have it; `nil` for
  /// a key the reader does not have, or one the element cannot exist without.
  /// A key within a value ("isotopes[3].halfLife") names the whole value ("isotopes").
  func without(key name: String) -> EntryReader? {
    let whole = String(name.prefix { $0 != "[" && $0 != "." })
    guard let key = Key.names.firstIndex(of: whole), positions[key] >= 0,
      !Key.requiredKeys.contains(where: { $0.rawValue == key })
    else {
      return nil
    }
    var reader = self
    reader.positions[key] = -1
    return reader
  }

  /// A reader of one value, as if it were an entry with only that key.
  private init(_ key: Key, value: DataValue, reference: EntryReference) {
    dictionary = DataDictionary([(key: key.name, value: value)])
    var positions = Array(repeating: -1, count: Key.allCases.count)
    positions[key.rawValue] = 0
    self.positions = positions
    unknownKeys = []
    self.reference = reference
  }

  /// The value at `key`, treating `null` as absent.
  func value(_ key: Key) -> DataValue? {
    let position = positions[key.rawValue]
    guard position >= 0 else { return nil }
    switch dictionary.entries[position].value {
    case .null: return nil
    case let value: return value
    }
  }

  func invalid(_ key: Key, _ value: DataValue, expected: String) -> ElementsDataError {
    .invalidValue(reference, key: key.name, found: value.summary, expected: expected)
  }

  func required<T>(_ key: Key, _ read: (Key) throws(ElementsDataError) -> T?)
    throws(ElementsDataError) -> T
  {
    guard let value = try read(key) else { throw .missingKey(reference, key: key.name) }
    return value
  }

  /// Text without control characters, at most `limit` characters and at most
  /// `EntryReaderLimits.bytesPerCharacter` times that many bytes; "" counts as absent.
  ///
  /// The byte limit keeps out a text that is one character made of millions of combining
  /// marks: every later measurement of it would take seconds.
  /// - Parameters:
  ///   - key: The key.
  ///   - limit: The most characters.
  ///   - isName: Whether the text names an element: then invisible format characters
  ///     (bidirectional overrides and isolates, zero-width characters) are refused too, so that
  ///     a name never reads differently from what it is.
  func text(_ key: Key, limit: Int = EntryReaderLimits.text, isName: Bool = false)
    throws(ElementsDataError) -> String?
  {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else { throw invalid(key, value, expected: "text") }
    if text.isEmpty { return nil }
    // A text has no more characters than bytes, so only a long one needs counting, and a text
    // over the byte limit is refused before its characters are counted.
    let bytes = text.utf8.count
    if bytes > limit {
      let byteLimit = limit * EntryReaderLimits.bytesPerCharacter
      guard bytes <= byteLimit else {
        throw invalid(
          key, value, expected: "at most \(limit) characters (\(byteLimit) bytes; found \(bytes))")
      }
      if text.count > limit {
        throw invalid(key, value, expected: "at most \(limit) characters")
      }
    }
    if TextSearch.mayHaveUnsafeCharacter(text) {
      if let control = text.unicodeScalars.first(where: { $0.isControlCharacter }) {
        throw invalid(
          key, value, expected: "text without control characters (found \(control.codePointText))"
        )
      }
      if isName, let format = text.unicodeScalars.first(where: { $0.isInvisibleFormatCharacter }) {
        throw invalid(
          key, value,
          expected: "a name without invisible format characters (found \(format.codePointText))")
      }
    }
    return text
  }

  /// A whole number in `range`. Apple's file stores a few integers as strings ("18"); those
  /// are accepted too.
  func integer(_ key: Key, in range: ClosedRange<Int>) throws(ElementsDataError) -> Int? {
    guard let value = value(key) else { return nil }
    let number: Int
    switch value {
    case .integer(let int): number = int
    case .string(let text):
      guard let int = Int(text) else { throw invalid(key, value, expected: "a whole number") }
      number = int
    case .real(let real) where real == real.rounded() && abs(real) < 1e15:
      number = Int(real)
    default:
      throw invalid(key, value, expected: "a whole number")
    }
    guard range.contains(number) else {
      throw invalid(
        key, value, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// A positive, finite measurement; 0 too where `allowsZero` is set.
  func measurement(
    _ key: Key, allowsZero: Bool = false
  ) throws(ElementsDataError) -> Double? {
    guard let value = value(key) else { return nil }
    let number: Double
    switch value {
    case .real(let real): number = real
    case .integer(let int): number = Double(int)
    case .string(let text):
      guard let real = Double(decimal: text.trimmingWhitespace) else {
        throw invalid(key, value, expected: "a number")
      }
      number = real
    default: throw invalid(key, value, expected: "a number")
    }
    guard number.isFinite, number > 0 || (allowsZero && number == 0) else {
      throw invalid(key, value, expected: allowsZero ? "0 or more" : "a positive number")
    }
    return number
  }

  /// "True"/"False" as Apple writes it, or a real boolean.
  func boolean(_ key: Key) throws(ElementsDataError) -> Bool? {
    guard let value = value(key) else { return nil }
    switch value {
    case .boolean(let flag): return flag
    case .string(let text):
      switch text.lowercased() {
      case "true", "yes": return true
      case "false", "no": return false
      default: break
      }
    default: break
    }
    throw invalid(key, value, expected: "True or False")
  }

  /// A list of whole numbers in `range`.
  func integers(_ key: Key, in range: ClosedRange<Int>) throws(ElementsDataError) -> [Int] {
    guard let value = value(key) else { return [] }
    guard case .array(let items) = value, items.count <= 16 else {
      throw invalid(key, value, expected: "a list of at most 16 whole numbers")
    }
    var numbers: [Int] = []
    for item in items {
      guard case .integer(let number) = item, range.contains(number) else {
        throw invalid(
          key, item, expected: "whole numbers from \(range.lowerBound) to \(range.upperBound)")
      }
      numbers.append(number)
    }
    return numbers
  }

  /// Electrons per shell, which must add up to the atomic number (an atom's shells hold all
  /// its electrons); empty when absent.
  func shells(_ key: Key, atomicNumber: Int) throws(ElementsDataError) -> [Int] {
    let shells = try integers(key, in: 0...64)
    if !shells.isEmpty, shells.reduce(0, +) != atomicNumber, let value = value(key) {
      throw invalid(key, value, expected: "electrons per shell adding up to \(atomicNumber)")
    }
    return shells
  }

  /// The period, 1 to 7, which must be the row of an element drawn in rows 1 to 7 (the rows
  /// below them hold the f-block, whose period the row does not give).
  func period(_ key: Key, row: Int) throws(ElementsDataError) -> Int? {
    guard let period = try integer(key, in: 1...7) else { return nil }
    if row <= 7, period != row, let value = value(key) {
      throw invalid(key, value, expected: "the period of the row it is drawn in, \(row)")
    }
    return period
  }

  /// A list of short texts.
  func texts(_ key: Key, limit: Int, isName: Bool = false) throws(ElementsDataError) -> [String] {
    guard let value = value(key) else { return [] }
    guard case .array(let items) = value, items.count <= 16 else {
      throw invalid(key, value, expected: "a list of at most 16 names")
    }
    var texts: [String] = []
    for item in items {
      let single = EntryReader(key, value: item, reference: reference)
      if let text = try single.text(key, limit: limit, isName: isName) { texts.append(text) }
    }
    return texts
  }

  /// A web address that is safe to hand to a browser: http(s), printable ASCII, no spaces.
  ///
  /// Spaces in an address are a common slip with one meaning in a Wikipedia title: they
  /// become underscores, with a warning.
  func webAddress(_ key: Key) throws(ElementsDataError) -> String? {
    guard var text = try text(key, limit: 2048) else { return nil }
    if TextSearch.contains(text, " "), text.hasPrefix("https://") || text.hasPrefix("http://") {
      let repaired = TextSearch.replacing(" ", with: "_", in: text)
      log.warnings.append(
        DataWarning(
          place: reference.description,
          message:
            "\(key.name.quotedForMessage()) is \(DataValue.string(text).summary), an address with spaces;"
            + " read as \(DataValue.string(repaired).summary)"))
      text = repaired
    }
    let printable = text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    guard printable, text.hasPrefix("https://") || text.hasPrefix("http://"), text.count > 8 else {
      throw invalid(key, .string(text), expected: "an http or https address without spaces")
    }
    return text
  }
}

extension Unicode.Scalar {
  /// Whether this is a C0 control, DEL or a C1 control: characters a terminal may interpret.
  public var isControlCharacter: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// Whether this is an invisible character that changes how text around it reads: a format
  /// character (Unicode category Cf: the bidirectional overrides, embeddings and isolates
  /// U+202A-202E and U+2066-2069, the marks U+200E, U+200F and U+061C, the zero-width
  /// characters U+200B-200D, U+2060 and U+FEFF, the soft hyphen, and the rest of Cf), or the
  /// line and paragraph separators U+2028 and U+2029.
  public var isInvisibleFormatCharacter: Bool {
    guard value >= 0xAD else { return false }
    switch properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// Whether a terminal must not receive this character raw: a control character
  /// (``isControlCharacter``) or an invisible format character (``isInvisibleFormatCharacter``).
  public var isUnsafeInTerminal: Bool {
    isControlCharacter || isInvisibleFormatCharacter
  }

  /// "U+001B".
  var codePointText: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension EntryReader {
  /// The most numbers a list of measurements may hold (an element has Z ionization energies).
  static var measurementListLimit: Int { DataFile.largestAtomicNumber }

  /// A list of positive, finite measurements.
  func measurements(_ key: Key) throws(ElementsDataError) -> [Double] {
    guard let value = value(key) else { return [] }
    guard case .array(let items) = value, items.count <= Self.measurementListLimit else {
      throw invalid(
        key, value, expected: "a list of at most \(Self.measurementListLimit) positive numbers")
    }
    var numbers: [Double] = []
    numbers.reserveCapacity(items.count)
    for item in items {
      let number: Double
      switch item {
      case .real(let real): number = real
      case .integer(let int): number = Double(int)
      default: throw invalid(key, item, expected: "positive numbers")
      }
      guard number.isFinite, number > 0 else {
        throw invalid(key, item, expected: "positive numbers")
      }
      numbers.append(number)
    }
    return numbers
  }

  /// A finite number of either sign.
  func signedNumber(_ key: Key) throws(ElementsDataError) -> Double? {
    guard let value = value(key) else { return nil }
    switch value {
    case .real(let real) where real.isFinite: return real
    case .integer(let int): return Double(int)
    default: throw invalid(key, value, expected: "a number")
    }
  }

  /// Two positive numbers, the lower first: `[1.00784, 1.00811]`.
  func interval(_ key: Key) throws(ElementsDataError) -> ClosedRange<Double>? {
    guard let value = value(key) else { return nil }
    let bounds = try measurements(key)
    guard bounds.count == 2, bounds[0] <= bounds[1] else {
      throw invalid(key, value, expected: "two numbers, the lower first (like [1.00784, 1.00811])")
    }
    return bounds[0]...bounds[1]
  }

  /// A CAS registry number: digits, a hyphen, two digits, a hyphen, a check digit.
  func casNumber(_ key: Key) throws(ElementsDataError) -> String? {
    guard let text = try text(key) else { return nil }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, (2...7).contains(parts[0].utf8.count), parts[1].utf8.count == 2,
      parts[2].utf8.count == 1,
      parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } })
    else {
      throw invalid(key, .string(text), expected: "a CAS number like \"7439-89-6\"")
    }
    return text
  }

  /// The isotopes: a list of dictionaries with `massNumber` and optionally `mass`,
  /// `massUncertainty`, `abundance` (percent), `halfLife` with `halfLifeUnit`, `stable` and
  /// `decayModes`. Errors name the key as `isotopes[3].halfLife`.
  func isotopes(_ key: Key) throws(ElementsDataError) -> [Isotope] {
    guard let value = value(key) else { return [] }
    return try records(
      key, value, limit: 1_000, expected: "a list of at most 1000 isotopes"
    ) { (reader: EntryReader<IsotopeKey>) throws(ElementsDataError) in try reader.isotope() }
  }

  /// A list of dictionaries, at most `limit` long, each read by `read` with a reader of its
  /// own keys; an error in one names its place as `key[3].inner`.
  func records<Keys: EntryKeys, Record>(
    _ key: Key, _ value: DataValue, limit: Int, expected: String,
    read: (EntryReader<Keys>) throws(ElementsDataError) -> Record
  ) throws(ElementsDataError) -> [Record] {
    guard case .array(let items) = value, items.count <= limit else {
      throw invalid(key, value, expected: expected)
    }
    var records: [Record] = []
    records.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() {
      guard case .dictionary(let dictionary) = item else {
        throw invalid(key, item, expected: "a list of dictionaries")
      }
      do {
        records.append(try read(EntryReader<Keys>(dictionary, reference: reference)))
      } catch {
        guard case .invalidValue(let place, let inner, let found, let expected) = error else {
          guard case .missingKey(let place, let inner) = error else { throw error }
          throw .missingKey(place, key: "\(key.name)[\(offset + 1)].\(inner)")
        }
        throw .invalidValue(
          place, key: "\(key.name)[\(offset + 1)].\(inner)", found: found, expected: expected)
      }
    }
    return records
  }
}

/// The keys of one isotope in the property-list schema.
enum IsotopeKey: Int, EntryKeys {
  case massNumber, isomer, mass, massUncertainty, massEstimated, abundance, halfLife
  case halfLifeUnit, halfLifeUncertainty, halfLifeRelation, halfLifeEstimated, stable
  case decayModes

  var name: String {
    switch self {
    case .massNumber: "massNumber"
    case .isomer: "isomer"
    case .mass: "mass"
    case .massUncertainty: "massUncertainty"
    case .massEstimated: "massEstimated"
    case .abundance: "abundance"
    case .halfLife: "halfLife"
    case .halfLifeUnit: "halfLifeUnit"
    case .halfLifeUncertainty: "halfLifeUncertainty"
    case .halfLifeRelation: "halfLifeRelation"
    case .halfLifeEstimated: "halfLifeEstimated"
    case .stable: "stable"
    case .decayModes: "decayModes"
    }
  }

  static let names = allCases.map { $0.name }
  static let labelKeys: [Self] = []
  static let requiredKeys: [Self] = [.massNumber]
}

/// The keys of one decay mode: `mode`, `intensity` (percent), `relation` (`=`, `~`, `<`, `>`
/// or `?`), `estimated` and `isomerFeeding` (percent of the mode's decays).
enum DecayModeKey: Int, EntryKeys {
  case mode, intensity, relation, estimated, isomerFeeding

  var name: String {
    switch self {
    case .mode: "mode"
    case .intensity: "intensity"
    case .relation: "relation"
    case .estimated: "estimated"
    case .isomerFeeding: "isomerFeeding"
    }
  }

  static let names = allCases.map { $0.name }
  static let labelKeys: [Self] = []
  static let requiredKeys: [Self] = [.mode]
}

extension EntryReader {
  /// A reader of a dictionary inside an entry, whose errors name that entry.
  init(_ dictionary: DataDictionary, reference: EntryReference) {
    self.init(dictionary, file: reference.file, index: reference.index, labelKeys: [])
    self.reference = reference
  }
}

extension EntryReader where Key == IsotopeKey {
  func isotope() throws(ElementsDataError) -> Isotope {
    let massNumber = try required(.massNumber) { (key) throws(ElementsDataError) in
      try integer(key, in: 1...999)
    }
    var halfLife: HalfLife?
    let unitText = try text(.halfLifeUnit)
    if let value = try measurement(.halfLife) {
      guard let unitText, let unit = HalfLifeUnit(rawValue: unitText) else {
        let units = HalfLifeUnit.allCases.map { $0.rawValue }.joined(separator: ", ")
        throw invalid(
          .halfLifeUnit, unitText.map { .string($0) } ?? .null, expected: "one of: \(units)")
      }
      var relation: HalfLifeRelation?
      if let text = try text(.halfLifeRelation) {
        guard let known = HalfLifeRelation(rawValue: text) else {
          throw invalid(.halfLifeRelation, .string(text), expected: "one of: <, >, ~")
        }
        relation = known
      }
      halfLife = HalfLife(
        value: value, unit: unit, uncertainty: try measurement(.halfLifeUncertainty),
        relation: relation, isEstimated: try boolean(.halfLifeEstimated) ?? false)
    }
    let abundance = try measurement(.abundance)
    if let abundance, abundance > 100 {
      throw invalid(.abundance, .real(abundance), expected: "a percentage up to 100")
    }
    let isomer = try text(.isomer, limit: 2)
    if let isomer, !isomer.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) {
      throw invalid(.isomer, .string(isomer), expected: "a lower-case letter such as \"m\"")
    }
    return Isotope(
      massNumber: massNumber, isomer: isomer, mass: try measurement(.mass),
      massUncertainty: try measurement(.massUncertainty),
      isMassEstimated: try boolean(.massEstimated) ?? false, abundance: abundance,
      halfLife: halfLife, isStable: try boolean(.stable) ?? false,
      decayModes: try decayModes(.decayModes))
  }

  /// The decay modes: dictionaries of `DecayModeKey`, or NUBASE codes as plain texts (then
  /// without intensities).
  func decayModes(_ key: Key) throws(ElementsDataError) -> [DecayMode] {
    guard let value = value(key) else { return [] }
    guard case .array(let items) = value, items.count <= 16 else {
      throw invalid(key, value, expected: "a list of at most 16 decay modes")
    }
    var modes: [DecayMode] = []
    for item in items {
      switch item {
      case .string:
        if let code = try EntryReader<DecayModeKey>(
          DataDictionary([(key: "mode", value: item)]), reference: reference
        ).text(.mode, limit: 16) {
          modes.append(DecayMode(code))
        }
      case .dictionary(let dictionary):
        let reader = EntryReader<DecayModeKey>(dictionary, reference: reference)
        do {
          modes.append(try reader.decayMode())
        } catch {
          guard case .invalidValue(let place, let inner, let found, let expected) = error else {
            guard case .missingKey(let place, let inner) = error else { throw error }
            throw .missingKey(place, key: "\(key.name)[\(modes.count + 1)].\(inner)")
          }
          throw .invalidValue(
            place, key: "\(key.name)[\(modes.count + 1)].\(inner)", found: found,
            expected: expected)
        }
      default:
        throw invalid(key, item, expected: "decay modes (texts or dictionaries)")
      }
    }
    return modes
  }
}

extension EntryReader where Key == DecayModeKey {
  func decayMode() throws(ElementsDataError) -> DecayMode {
    let mode = try required(.mode) { (key) throws(ElementsDataError) in try text(key, limit: 16) }
    var relation: DecayRelation?
    if let text = try text(.relation) {
      guard let known = DecayRelation(rawValue: text) else {
        throw invalid(.relation, .string(text), expected: "one of: =, ~, <, >, ?")
      }
      relation = known
    }
    // ">0" is NUBASE's mark of a mode seen but too weak to measure.
    let intensity = try measurement(.intensity, allowsZero: relation == .greaterThan)
    if let intensity, intensity > 100 {
      throw invalid(.intensity, .real(intensity), expected: "a percentage up to 100")
    }
    let feeding = try measurement(.isomerFeeding)
    if let feeding, feeding > 100 {
      throw invalid(.isomerFeeding, .real(feeding), expected: "a percentage up to 100")
    }
    return DecayMode(
      mode, intensity: intensity, relation: relation,
      isEstimated: try boolean(.estimated) ?? false, isomerFeeding: feeding)
  }
}

extension EntryReader {
  /// A colour as "#rrggbb" (hexadecimal digits, either case; kept lower-case).
  func colour(_ key: Key) throws(ElementsDataError) -> String? {
    guard let text = try text(key, limit: 7) else { return nil }
    let digits = text.utf8.dropFirst()
    guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6,
      digits.allSatisfy({
        UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0
          || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 | 0x20
      })
    else {
      throw invalid(key, .string(text), expected: "a colour like \"#e06633\"")
    }
    return text.lowercased()
  }

  /// Shannon's radii: a list of dictionaries with `charge`, `coordination`, `ionicRadius`
  /// (pm) and optionally `spin` and `crystalRadius`.
  func shannonRadii(_ key: Key) throws(ElementsDataError) -> [ShannonRadius] {
    guard let value = value(key) else { return [] }
    return try records(key, value, limit: 64, expected: "a list of at most 64 radii") {
      (reader: EntryReader<ShannonKey>) throws(ElementsDataError) in try reader.shannonRadius()
    }
  }
}

/// The keys of one Shannon radius.
enum ShannonKey: Int, EntryKeys {
  case charge, coordination, spin, ionicRadius, crystalRadius

  var name: String {
    switch self {
    case .charge: "charge"
    case .coordination: "coordination"
    case .spin: "spin"
    case .ionicRadius: "ionicRadius"
    case .crystalRadius: "crystalRadius"
    }
  }

  static let names = allCases.map { $0.name }
  static let labelKeys: [Self] = []
  static let requiredKeys: [Self] = [.charge, .coordination, .ionicRadius]
}

extension EntryReader where Key == ShannonKey {
  func shannonRadius() throws(ElementsDataError) -> ShannonRadius {
    let charge = try required(.charge) { (key) throws(ElementsDataError) in
      try integer(key, in: -5...9)
    }
    let coordination = try required(.coordination) { (key) throws(ElementsDataError) in
      try text(key, limit: 8)
    }
    let spin = try text(.spin, limit: 8)
    if let spin, spin != "high", spin != "low" {
      throw invalid(.spin, .string(spin), expected: "high or low")
    }
    // Shannon gives a few negative radii (C⁴⁺ in III: −8 pm; H⁺).
    let ionic = try required(.ionicRadius) { (key) throws(ElementsDataError) in
      try signedNumber(key)
    }
    return ShannonRadius(
      charge: charge, coordination: coordination, spin: spin, ionicRadius: ionic,
      crystalRadius: try signedNumber(.crystalRadius))
  }
}
