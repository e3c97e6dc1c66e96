/// The empirical formula from a composition by mass, and with a molar mass the molecular
/// formula.
///
/// Each element's moles per 100 g are its percentage over its atomic weight; divided by the
/// smallest, they are the ratios. The smallest multiplier from 1 to ``maximumMultiplier`` that
/// brings every ratio within ``tolerance`` of a whole number is taken (1.5 needs 2, 1.33 needs
/// 3); when none does, the one that comes closest, with a warning.
public struct EmpiricalFormula: Sendable, Hashable {
  /// How far from a whole number a multiplied ratio may be.
  public static let tolerance = 0.1
  /// The largest multiplier tried.
  public static let maximumMultiplier = 12
  /// How far (as a fraction) from 100 % the percentages may add up to without a warning.
  public static let sumTolerance = 0.01

  /// One element of the composition.
  public struct Part: Sendable, Hashable {
    /// The atomic number.
    public let atomicNumber: Int
    /// The mass percentage (worked out for the element left as the rest).
    public let percent: Double
    /// Whether the percentage is the rest of 100 %.
    public let isRest: Bool
    /// Moles in 100 g.
    public let moles: Double
    /// Moles over the smallest moles.
    public let ratio: Double
    /// The count in the empirical formula.
    public let count: Int

    /// The element's symbol.
    public var symbol: String { ElementSymbols.symbol(atomicNumber) }
  }

  /// The elements, in the order given.
  public let parts: [Part]
  /// The multiplier applied to the ratios.
  public let multiplier: Int
  /// The empirical formula.
  public let formula: ChemicalFormula
  /// Its molar mass in g/mol.
  public let formulaMass: Double
  /// The molecular formula, with a molar mass.
  public let molecular: ChemicalFormula?
  /// How many empirical units the molecular formula has.
  public let units: Int?
  /// The percentages' sum.
  public let total: Double
  /// What the user should check: percentages not adding to 100 %, ratios not near whole
  /// numbers, a molar mass not near a multiple.
  public let warnings: [String]

  /// Reads `SYMBOL=PERCENT` words (`O=rest` for one element left as the rest) and works out
  /// the formula.
  /// - Parameters:
  ///   - words: The words, e.g. ["C=40.0", "H=6.71", "O=53.3"].
  ///   - data: Atomic weights.
  ///   - molarMass: The molar mass in g/mol, for the molecular formula.
  /// - Throws: An ``EmpiricalError`` quoting the word at fault.
  public init(parsing words: [String], data: some FormulaMassData, molarMass: Double? = nil)
    throws(EmpiricalError)
  {
    var numbers: [Int] = []
    var percents: [Double?] = []
    for word in words {
      let pieces = word.split(separator: "=", omittingEmptySubsequences: false)
      guard pieces.count == 2 else {
        throw EmpiricalError("\(word.quotedForMessage()) is not SYMBOL=PERCENT, e.g. 'C=40.0'")
      }
      guard let number = ElementSymbols.atomicNumber(symbol: pieces[0].utf8) else {
        throw EmpiricalError(
          "\(word.quotedForMessage()): \(pieces[0].quotedForMessage()) is not an element symbol")
      }
      guard !numbers.contains(number) else {
        throw EmpiricalError("\(word.quotedForMessage()): \(pieces[0]) is given twice")
      }
      var value = String(pieces[1])
      if value == "rest" {
        guard !percents.contains(where: { $0 == nil }) else {
          throw EmpiricalError("\(word.quotedForMessage()): only one element can be the rest")
        }
        numbers.append(number)
        percents.append(nil)
        continue
      }
      if value.hasSuffix("%") { value.removeLast() }
      guard let percent = Double(decimal: value), percent > 0, percent <= 100 else {
        throw EmpiricalError(
          "\(word.quotedForMessage()): \(pieces[1].quotedForMessage()) is not a percentage from 0 to 100"
        )
      }
      numbers.append(number)
      percents.append(percent)
    }
    guard !numbers.isEmpty else { throw EmpiricalError("no composition: give SYMBOL=PERCENT") }
    let known = percents.compactMap { $0 }.reduce(0, +)
    var warnings: [String] = []
    if let rest = percents.firstIndex(where: { $0 == nil }) {
      guard known < 100 else {
        throw EmpiricalError(
          "nothing is left for \(ElementSymbols.symbol(numbers[rest])): the others make "
            + "\(Self.text(known))%")
      }
      percents[rest] = 100 - known
    } else if abs(known - 100) > 100 * Self.sumTolerance {
      warnings.append("the percentages add up to \(Self.text(known))%, not 100%")
    }
    var moles: [Double] = []
    for (number, percent) in zip(numbers, percents) {
      guard let weight = data.weight(ofElement: number), weight.value > 0 else {
        throw EmpiricalError("the data has no atomic weight for \(ElementSymbols.symbol(number))")
      }
      moles.append(percent! / weight.value)
    }
    let smallest = moles.min()!
    let ratios = moles.map { $0 / smallest }
    func deviation(_ multiplier: Int) -> Double {
      ratios.map { abs($0 * Double(multiplier) - ($0 * Double(multiplier)).rounded()) }.max()!
    }
    var multiplier = (1...Self.maximumMultiplier).first { deviation($0) <= Self.tolerance }
    if multiplier == nil {
      multiplier = (1...Self.maximumMultiplier).min { deviation($0) < deviation($1) }!
      warnings.append(
        "the ratios are not near whole numbers with any multiplier up to "
          + "\(Self.maximumMultiplier); the closest is \(multiplier!)")
    }
    let factor = multiplier!
    let limit = Double(ChemicalFormula.maximumCount)
    // Written so that a ratio that is infinite or not a number (a percentage too small to
    // divide by) fails the test too.
    guard ratios.allSatisfy({ $0 * Double(factor) <= limit }) else {
      throw EmpiricalError(
        "'\(words[moles.firstIndex(of: smallest)!])' is too small beside the others: the formula"
          + " would need over \(ChemicalFormula.maximumCount) atoms of an element")
    }
    var counts = ratios.map { max(1, Int(($0 * Double(factor)).rounded())) }
    // Whole numbers in lowest terms: a ratio list like 2:4 is CH2.
    let divisor = counts.reduce(0) { Self.gcd($0, $1) }
    if divisor > 1 { counts = counts.map { $0 / divisor } }
    parts = numbers.indices.map {
      Part(
        atomicNumber: numbers[$0], percent: percents[$0]!, isRest: words[$0].hasSuffix("=rest"),
        moles: moles[$0], ratio: ratios[$0], count: counts[$0])
    }
    self.multiplier = factor / max(divisor, 1)
    total = percents.compactMap { $0 }.reduce(0, +)
    let text = zip(numbers, counts).map { ElementSymbols.symbol($0) + ($1 == 1 ? "" : String($1)) }
      .joined()
    guard let empirical = try? ChemicalFormula(parsing: text) else {
      throw EmpiricalError("the empirical formula \(text) would have too many atoms")
    }
    formula = empirical
    formulaMass = zip(numbers, counts).reduce(0) { sum, item in
      sum + Double(item.1) * (data.weight(ofElement: item.0)?.value ?? 0)
    }
    guard let molarMass else {
      molecular = nil
      units = nil
      self.warnings = warnings
      return
    }
    guard molarMass.isFinite, molarMass > 0 else {
      throw EmpiricalError("--molar-mass must be a positive number of g/mol")
    }
    let ratio = molarMass / formulaMass
    let whole = Int(max(1, min(ratio.rounded(), 1_000_000)))
    if ratio < 0.5 {
      throw EmpiricalError(
        "the molar mass \(Self.text(molarMass)) g/mol is less than the empirical formula's "
          + "(\(Self.text(formulaMass)) g/mol)")
    }
    if abs(ratio - Double(whole)) > 0.05 * Double(whole) {
      warnings.append(
        "\(Self.text(molarMass)) g/mol is not near a whole multiple of "
          + "\(Self.text(formulaMass)) g/mol (×\(Self.text(ratio)))")
    }
    let molecularText = zip(numbers, counts).map { number, count in
      ElementSymbols.symbol(number) + (count * whole == 1 ? "" : String(count * whole))
    }.joined()
    guard let parsed = try? ChemicalFormula(parsing: molecularText) else {
      throw EmpiricalError("the molecular formula would have too many atoms")
    }
    molecular = parsed
    units = whole
    self.warnings = warnings
  }

  static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

  /// A number with at most 2 decimals, for messages.
  static func text(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    guard rounded.magnitude < 1e15 else { return String(value) }
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

/// Why an empirical formula cannot be worked out: a message quoting the user's words.
public struct EmpiricalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message.
  public let description: String

  /// Makes an error.
  /// - Parameter description: The message.
  public init(_ description: String) { self.description = description }
}
