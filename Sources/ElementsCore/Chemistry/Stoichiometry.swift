/// An amount of a species as the user gives it: `12.5g`, `500mg`, `1.2kg`, `2mol`, `250mmol`,
/// a gas volume `5.6L` or `250mL` (at the conditions of `--stp` or `--at`), or a solution
/// `0.1M*25mL` (also `mM`, `mol/L`, `mmol/L`, and the volume first).
public struct GivenAmount: Sendable, Hashable {
  /// Molar volume of an ideal gas at STP (273.15 K and 1 bar), in L/mol: R × T / p.
  public static let molarVolumeSTP = GasConditions.stp.molarVolume

  /// What the number measures.
  public enum Unit: Sendable, Hashable {
    /// A mass in grams (mg and kg are converted).
    case grams
    /// An amount in moles (mmol is converted).
    case moles
    /// A gas volume in litres (mL is converted).
    case litres
    /// A solution: the concentration in mol/L times this volume in litres.
    case solution(litres: Double)
  }

  /// The species as written in `--given`.
  public let species: String
  /// The number, in the unit (grams, moles, litres, or mol/L for a solution).
  public let value: Double
  /// The unit.
  public let unit: Unit
  /// The significant figures of the number(s) as written (the fewer of the two for a
  /// solution).
  public let significantFigures: Int
  /// The amount as written, after the `=`.
  public let text: String

  /// Reads `SPECIES=AMOUNT`.
  /// - Parameter text: The option's value, e.g. "Fe=12.5g" or "HCl=0.1M*25mL".
  /// - Throws: A ``StoichiometryError`` quoting the text.
  public init(parsing text: String) throws(StoichiometryError) {
    guard let equals = text.lastIndex(of: "=") else {
      throw StoichiometryError("\(text.quotedForMessage()) is not SPECIES=AMOUNT, e.g. 'Fe=12.5g'")
    }
    species = String(String(text[..<equals]).trimmingWhitespace)
    self.text = String(String(text[text.index(after: equals)...]).trimmingWhitespace)
    guard !species.isEmpty else {
      throw StoichiometryError("\(text.quotedForMessage()) names no species before the '='")
    }
    let amount = self.text.replacingSpaces
    if let star = amount.firstIndex(of: "*") {
      var first = String(amount[..<star])
      var second = String(amount[amount.index(after: star)...])
      if Self.volumeUnits.keys.contains(where: { first.hasSuffix($0) })
        && !Self.concentrationUnits.keys.contains(where: { first.hasSuffix($0) })
      {
        swap(&first, &second)
      }
      let concentration = try Self.number(first, units: Self.concentrationUnits)
      let volume = try Self.number(second, units: Self.volumeUnits)
      value = concentration.value
      unit = .solution(litres: volume.value)
      significantFigures = min(concentration.figures, volume.figures)
      return
    }
    let units = ["g": 1, "mg": 0.001, "kg": 1000, "mol": 1, "mmol": 0.001, "L": 1, "mL": 0.001]
    let parsed = try Self.number(amount, units: units)
    value = parsed.value
    significantFigures = parsed.figures
    switch parsed.unit {
    case "g", "mg", "kg": unit = .grams
    case "mol", "mmol": unit = .moles
    default: unit = .litres
    }
  }

  /// A concentration's units, each with its factor to mol/L.
  static let concentrationUnits = ["M": 1, "mM": 0.001, "mol/L": 1, "mmol/L": 0.001]
  /// A solution's volume units, each with its factor to litres.
  static let volumeUnits = ["L": 1, "mL": 0.001]

  /// A positive number followed by one of `units` (each with its factor to the base unit).
  static func number(_ text: String, units: [String: Double]) throws(StoichiometryError) -> (
    value: Double, unit: String, figures: Int
  ) {
    let names = units.keys.sorted { $0.count > $1.count }
    guard let unit = names.first(where: { text.hasSuffix($0) }) else {
      let list = units.keys.sorted().joined(separator: ", ")
      throw StoichiometryError("\(text.quotedForMessage()) needs a unit: one of \(list)")
    }
    let digits = String(text.dropLast(unit.count))
    guard let value = Double(decimal: digits), value > 0 else {
      throw StoichiometryError(
        "\(text.quotedForMessage()): \(digits.quotedForMessage()) is not a positive number")
    }
    return (value * units[unit]!, unit, significantFigures(digits))
  }

  /// The significant figures of a number as written, by the textbook rule: leading zeros do
  /// not count; with a decimal point every digit after the first non-zero one counts ("100."
  /// has 3, "0.0020" has 2); without one, trailing zeros do not count ("1500" has 2, "90" has
  /// 1). The exponent does not count ("1.50e3" has 3).
  /// - Parameter text: The number.
  /// - Returns: At least 1.
  public static func significantFigures(_ text: String) -> Int {
    let mantissa = text.split(whereSeparator: { $0 == "e" || $0 == "E" }).first ?? ""
    var digits = mantissa.filter { $0.isNumber }.drop { $0 == "0" }
    if !mantissa.contains(".") {
      while digits.last == "0" { digits = digits.dropLast() }
    }
    return max(1, digits.count)
  }

  /// The amount in moles.
  /// - Parameters:
  ///   - molarMass: The species' molar mass in g/mol, needed for a mass.
  ///   - conditions: The conditions gas volumes are at; a volume without them is an error.
  /// - Returns: Moles.
  /// - Throws: A ``StoichiometryError`` for a volume without conditions or a mass without molar
  ///   mass.
  public func moles(molarMass: Double?, conditions: GasConditions?) throws(StoichiometryError)
    -> Double
  {
    switch unit {
    case .moles: return value
    case .grams:
      guard let molarMass, molarMass > 0 else {
        throw StoichiometryError("\(species) has no molar mass: give it in mol")
      }
      return value / molarMass
    case .litres:
      guard let conditions else {
        throw StoichiometryError(
          "\(species)=\(text): a gas volume needs its conditions: add --stp (273.15 K, 1 bar), "
            + "--stp=1atm or --at, e.g. --at 25C,1atm")
      }
      return value / conditions.molarVolume
    case .solution(let litres): return value * litres
    }
  }
}

/// Amounts on a balanced equation: from the given amounts, the limiting reagent, every
/// species' moles, the products' theoretical (and with a yield, actual) amounts, and the excess.
///
/// A given product is the amount actually obtained. With reactants given, the reactants alone
/// set the theoretical amounts (the limiting reagent), and the given product's percent yield
/// is its actual amount over its theoretical one. With products only, the reactants needed to
/// obtain them are worked out (at the yield, if one is given).
public struct Stoichiometry: Sendable, Hashable {
  /// One term's amounts, in moles and grams (grams `nil` without a molar mass).
  public struct Row: Sendable, Hashable {
    /// The given amount in moles, if the species was given.
    public let given: Double?
    /// Moles used or needed (reactant) or formed in theory (product).
    public let moles: Double
    /// Grams used, needed or formed.
    public let grams: Double?
    /// For a given reactant, the moles left over.
    public let excess: Double?
    /// For a product, the moles actually obtained: as given, or from the yield.
    public let actual: Double?
    /// For a product given with reactants, its percent yield: actual over theoretical, × 100.
    public let percentYield: Double?
    /// The significant figures of the percent yield: the fewer of the amounts' and the given
    /// product's.
    public let percentYieldFigures: Int?
    /// For a gas, with gas conditions: the volume of ``moles`` in litres at them.
    public let litres: Double?
  }

  /// One row per term of the equation.
  public let rows: [Row]
  /// The index of the limiting reagent's term, when reactants were given.
  public let limiting: Int?
  /// Moles of reaction: each species' moles are its coefficient times this.
  public let extent: Double
  /// The significant figures the results are shown to: by ``rule``, from the fewest of the
  /// amounts they come from (the reactants given or, without them, the products given; and
  /// the yield where products are needed at it).
  public let significantFigures: Int
  /// The fewest significant figures of those amounts, counted strictly.
  public let countedFigures: Int
  /// The significant figures of the actual amounts from `--yield`: as ``significantFigures``,
  /// with the yield's own figures counted too.
  public let actualFigures: Int
  /// How the figures are chosen.
  public let rule: FigureRule
  /// The conditions gas volumes are at, if any.
  public let conditions: GasConditions?
  /// The yield as a fraction, if given.
  public let yield: Double?
  /// The significant figures the yield was written with, if given.
  public let yieldFigures: Int?

  /// Works out the amounts.
  /// - Parameters:
  ///   - equation: The balanced equation.
  ///   - molarMasses: The molar mass of each term, `nil` where it cannot be weighed.
  ///   - given: The amounts given.
  ///   - conditions: The conditions gas volumes are at, if any.
  ///   - yield: The yield as a fraction (0.85 for 85 %), if given, and its significant figures.
  ///   - gases: Which terms are gases (``isGasAtSTP(_:givenAsVolume:boilingPoint:)``), whose
  ///     volumes are worked out at `conditions`; when empty, those marked `(g)`.
  ///   - rule: How many significant figures to show.
  /// - Throws: A ``StoichiometryError`` for an unknown species or an amount that cannot be
  ///   converted, such as a volume of a species that is not a gas.
  public init(
    _ equation: BalancedEquation, molarMasses: [Double?], given: [GivenAmount],
    conditions: GasConditions?, yield: (value: Double, figures: Int)? = nil, gases: [Bool] = [],
    rule: FigureRule = .helpful
  ) throws(StoichiometryError) {
    let gases = gases.isEmpty ? equation.terms.map { $0.species.state == "g" } : gases
    let species = equation.terms.map { $0.species }
    var givenMoles = [Double?](repeating: nil, count: species.count)
    var givenFigures = [Int](repeating: .max, count: species.count)
    for amount in given {
      let index: Int
      do {
        index = try EquationBalancer.index(of: amount.species, in: species)
      } catch {
        throw StoichiometryError(
          "--given: the equation has no species \(amount.species.quotedForMessage())")
      }
      guard givenMoles[index] == nil else {
        throw StoichiometryError("--given: \(amount.species) is given twice")
      }
      if amount.unit == .litres, !(index < gases.count && gases[index]) {
        let marked = species[index].state.map { "is marked (\($0))" } ?? "is not marked (g)"
        throw StoichiometryError(
          "--given \(amount.species)=\(amount.text): \(amount.species) \(marked), so a volume is a "
            + "solution's: give its concentration, e.g. \(amount.species)=0.1M*\(amount.text)"
            + (species[index].state == nil ? " (for a gas, mark it (g))" : ""))
      }
      givenMoles[index] = try amount.moles(
        molarMass: molarMasses[index], conditions: conditions)
      givenFigures[index] = amount.significantFigures
    }
    let terms = equation.terms
    let reactants = terms.indices.filter {
      terms[$0].species.side == .reactants && givenMoles[$0] != nil
    }
    let products = terms.indices.filter {
      terms[$0].species.side == .products && givenMoles[$0] != nil
    }
    if !reactants.isEmpty, yield != nil, let product = products.first,
      let amount = given.first(where: {
        (try? EquationBalancer.index(of: $0.species, in: species)) == product
      })
    {
      throw StoichiometryError(
        "--yield and --given \(amount.species)=\(amount.text) both give the actual yield (a "
          + "product given is the amount obtained): leave out one")
    }
    var limiting: Int? = nil
    var extent = 0.0
    if !reactants.isEmpty {
      for index in reactants {
        let candidate = givenMoles[index]! / Double(terms[index].coefficient)
        if limiting == nil || candidate < extent {
          extent = candidate
          limiting = index
        }
      }
    } else {
      // Products only, each the amount obtained: the reaction needed to obtain each of them
      // at the yield; the largest.
      for index in products {
        let needed = givenMoles[index]! / Double(terms[index].coefficient) / (yield?.value ?? 1)
        extent = max(extent, needed)
      }
    }
    let sources = reactants.isEmpty ? products : reactants
    // The yield counts for the theoretical amounts only where the reactants needed are
    // worked out at it; otherwise only for the actual amounts.
    let needsYield = reactants.isEmpty ? [yield?.figures ?? .max] : []
    let counted = (sources.map { givenFigures[$0] } + needsYield).min()!
    let countedOrDefault = counted == .max ? FigureRule.helpfulMinimum : counted
    let figures = rule.figures(counted: countedOrDefault)
    rows = terms.indices.map { index in
      let moles = Double(terms[index].coefficient) * extent
      let isProduct = terms[index].species.side == .products
      var excess: Double? = nil
      if !isProduct, let given = givenMoles[index] { excess = max(0, given - moles) }
      var actual = isProduct ? yield.map { moles * $0.value } : nil
      var percent: Double? = nil
      var percentFigures: Int? = nil
      if isProduct, !reactants.isEmpty, let obtained = givenMoles[index] {
        actual = obtained
        percent = moles > 0 ? obtained / moles * 100 : nil
        percentFigures = rule.figures(counted: min(countedOrDefault, givenFigures[index]))
      }
      let isGas = conditions != nil && index < gases.count && gases[index]
      return Row(
        given: givenMoles[index], moles: moles, grams: molarMasses[index].map { $0 * moles },
        excess: excess, actual: actual, percentYield: percent,
        percentYieldFigures: percentFigures,
        litres: isGas ? conditions.map { moles * $0.molarVolume } : nil)
    }
    if let row = rows.firstIndex(where: { row in
      [row.moles, row.grams, row.excess, row.actual, row.percentYield, row.litres].contains {
        !($0?.isFinite ?? true)
      }
    }) {
      throw StoichiometryError(
        "--given: the amounts are too large to work out: those of \(species[row].text) pass"
          + " 1.8e308")
    }
    self.limiting = limiting
    self.extent = extent
    self.significantFigures = figures
    self.countedFigures = countedOrDefault
    self.actualFigures = rule.figures(counted: min(countedOrDefault, yield?.figures ?? .max))
    self.rule = rule
    self.conditions = conditions
    self.yield = yield?.value
    self.yieldFigures = yield?.figures
  }

  /// Whether a species is a gas at STP, as far as the equation and the data tell: marked
  /// `(g)`; given as a volume; or, with no state marked and no charge, made of one element that
  /// boils below 273.15 K (H₂, N₂, O₂, O₃, F₂, Cl₂, the noble gases). A compound with no mark
  /// (CO₂, NH₃, CH₄) cannot be told apart from a liquid or a solid: mark it `(g)`.
  /// - Parameters:
  ///   - species: The species.
  ///   - givenAsVolume: Whether its amount was given as a volume.
  ///   - boilingPoint: An element's boiling point in kelvin, by atomic number, if known.
  /// - Returns: Whether to treat it as a gas.
  public static func isGasAtSTP(
    _ species: EquationSpecies, givenAsVolume: Bool, boilingPoint: (Int) -> Double?
  ) -> Bool {
    if let state = species.state { return state == "g" }
    if givenAsVolume { return true }
    guard let formula = species.formula, formula.charge == 0,
      let first = formula.atoms.first,
      formula.atoms.allSatisfy({ $0.atomicNumber == first.atomicNumber }),
      let boiling = boilingPoint(first.atomicNumber)
    else { return false }
    return boiling < 273.15
  }

  /// Reads a yield: "85%" or "85" (percent: with a percent sign, or over 1), or "0.85" (a
  /// fraction: under 1 without a percent sign). A bare 1 could be either, so it needs its sign:
  /// "1%" or "100%".
  /// - Parameter text: The option's value.
  /// - Returns: The fraction and the significant figures as written.
  /// - Throws: A ``StoichiometryError`` for anything but a number from 0 to 100 %, and for a
  ///   bare 1.
  public static func yield(_ text: String) throws(StoichiometryError) -> (
    value: Double, figures: Int
  ) {
    var digits = String(text.trimmingWhitespace)
    let percent = digits.hasSuffix("%")
    if percent { digits.removeLast() }
    guard let number = Double(decimal: digits), number > 0 else {
      throw StoichiometryError("--yield \(text.quotedForMessage()) is not a percentage, e.g. '85%'")
    }
    guard percent || number != 1 else {
      throw StoichiometryError(
        "--yield \(text.quotedForMessage()) could be 1% or 100%: write '1%' or '100%'")
    }
    let fraction = percent || number > 1 ? number / 100 : number
    guard fraction <= 1 else {
      throw StoichiometryError("--yield \(text.quotedForMessage()) is over 100%")
    }
    return (fraction, GivenAmount.significantFigures(digits))
  }
}

/// Why amounts cannot be worked out: a message quoting the user's words.
public struct StoichiometryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message.
  public let description: String

  /// Makes an error.
  /// - Parameter description: The message.
  public init(_ description: String) { self.description = description }
}

extension String {
  /// The text without any spaces.
  var replacingSpaces: String { filter { $0 != " " } }
}
