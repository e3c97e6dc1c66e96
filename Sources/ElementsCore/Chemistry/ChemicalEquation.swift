/// A chemical equation, read: its species on each side, each a formula in the ``FormulaGrammar``
/// (or an electron), with the state and coefficient the user wrote.
///
/// - Sides are separated by one arrow: `->`, `-->`, `=>`, `==>`, `=`, `→` or `⟶`, or the
///   equilibrium arrows `<=>`, `<->`, `<-->`, `⇌` or `⇄` (``EquationArrow/equilibrium``).
///   `-->` needs a space before it: written against a species (`Cl-->`), its first `-` could
///   be the species' charge.
/// - Species are separated by `+`. A `+` written against a species and followed by a space, the
///   end, another `+` or digits that end the species is part of the species' charge (`Na+ + Cl-`,
///   `Fe^3+ + e-`, `Fe+3 + e-`); a `+` after a space is a separator, and so is the last of a run
///   of `+` written against the next species (`H2+O2`, `Na++Cl-`).
/// - A species may start with a coefficient (`2 H2O`, `2H2O`, `1/2 O2`, `0.5O2`), which is kept
///   as written and otherwise ignored, and end with a state: `(s)`, `(l)`, `(g)` or `(aq)`.
/// - `e-`, `e^-` and `e⁻` are the electron.
/// - A bare sign after digits is read as the formula grammar reads it, by the textbooks'
///   convention: `Fe3+` is Fe³⁺, `MnO4-` MnO₄⁻, `SO42-` SO₄²⁻ (see ``FormulaGrammar``).
public struct ChemicalEquation: Sendable, Hashable {
  /// The most characters (Unicode scalars) an equation may have.
  public static let maximumLength = 4000
  /// The most species an equation may have.
  public static let maximumSpecies = 100

  /// The equation as written.
  public let text: String
  /// The species, the reactants first, each side in the order written.
  public let species: [EquationSpecies]
  /// The kind of arrow written between the sides.
  public let arrow: EquationArrow

  /// The species before the arrow.
  public var reactants: [EquationSpecies] { species.filter { $0.side == .reactants } }
  /// The species after the arrow.
  public var products: [EquationSpecies] { species.filter { $0.side == .products } }

  /// Reads an equation.
  /// - Parameter text: The equation, e.g. "H2 + O2 -> H2O".
  /// - Throws: An ``EquationError`` naming the first problem and its column in `text`.
  public init(parsing text: String) throws(EquationError) {
    self.text = text
    let limit = Self.maximumLength
    guard text.utf8.count <= limit * 4 else {
      throw EquationError(equation: text, reason: "the equation is too long", column: 0)
    }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count <= limit else {
      throw EquationError(
        equation: text, reason: "the equation is longer than \(limit) characters", column: limit)
    }
    var reader = EquationReader(text: text, scalars: scalars)
    (species, arrow) = try reader.read()
  }
}

/// The arrow between an equation's sides: one way, or an equilibrium.
public enum EquationArrow: String, Sendable, Hashable {
  /// `->`, `-->`, `=>`, `==>`, `=`, `→` or `⟶`: shown as `→` (`->` in ASCII).
  case forward
  /// `⇌`, `⇄`, `<=>`, `<->` or `<-->`: shown as `⇌` (`<=>` in ASCII).
  case equilibrium

  /// The arrow in ASCII: "->" or "<=>".
  public var ascii: String { self == .forward ? "->" : "<=>" }
  /// The arrow in Unicode: "→" or "⇌".
  public var unicode: String { self == .forward ? "\u{2192}" : "\u{21CC}" }
}

/// Which side of the arrow a species is on.
public enum EquationSide: String, Sendable, Hashable {
  /// Before the arrow.
  case reactants
  /// After the arrow.
  case products

  /// The other side.
  public var other: EquationSide { self == .reactants ? .products : .reactants }
}

/// One species of an equation as written.
public struct EquationSpecies: Sendable, Hashable {
  /// The species without its coefficient and state, as read: "Fe^3+", "H2O", "e-"; a bare
  /// charge after digits spelled with `^` (``ChemicalFormula/spelling``: "SO4^2-" for "SO42-").
  public let text: String
  /// The formula; `nil` for the electron.
  public let formula: ChemicalFormula?
  /// The state as written: "s", "l", "g" or "aq".
  public let state: String?
  /// The coefficient as written, if any: "2", "1/2".
  public let writtenCoefficient: String?
  /// The side of the arrow.
  public let side: EquationSide
  /// The column (in Unicode scalars) in the equation where the species' formula starts.
  public let column: Int

  /// Whether the species is the electron.
  public var isElectron: Bool { formula == nil }

  /// Makes a species.
  /// - Parameters:
  ///   - text: The formula as read, without coefficient and state.
  ///   - formula: Its formula; `nil` for the electron.
  ///   - state: The state, if written.
  ///   - writtenCoefficient: The coefficient, if written.
  ///   - side: The side.
  ///   - column: Where the formula starts in the equation.
  public init(
    text: String, formula: ChemicalFormula?, state: String? = nil,
    writtenCoefficient: String? = nil, side: EquationSide, column: Int
  ) {
    self.text = text
    self.formula = formula
    self.state = state
    self.writtenCoefficient = writtenCoefficient
    self.side = side
    self.column = column
  }

  /// The species on the other side of the arrow.
  func moved(to side: EquationSide) -> EquationSpecies {
    EquationSpecies(
      text: text, formula: formula, state: state, writtenCoefficient: writtenCoefficient,
      side: side, column: column)
  }
}

/// Why a text is not an equation, and where.
public struct EquationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The equation as the user wrote it.
  public let equation: String
  /// The problem: "no arrow between the reactants and the products".
  public let reason: String
  /// The display column (0-based Unicode scalars) in ``equation`` of the problem.
  public let column: Int

  /// Makes an error.
  /// - Parameters:
  ///   - equation: The equation as written.
  ///   - reason: The problem.
  ///   - column: The 0-based column of the problem.
  public init(equation: String, reason: String, column: Int) {
    self.equation = equation
    self.reason = reason
    self.column = column
  }

  /// One line: "not an equation: 'H2 + O2': no arrow ...".
  public var description: String { "not an equation: \(equation.quotedForMessage()): \(reason)" }
}

/// Reads an equation's scalars: the arrow, then each side's species.
private struct EquationReader {
  let text: String
  let scalars: [Unicode.Scalar]

  func error(_ reason: String, at column: Int) -> EquationError {
    EquationError(equation: text, reason: reason, column: column)
  }

  mutating func read() throws(EquationError) -> ([EquationSpecies], EquationArrow) {
    guard scalars.contains(where: { $0 != " " }) else {
      throw error("the equation is empty", at: 0)
    }
    var arrow: Range<Int>? = nil
    var index = 0
    while index < scalars.count {
      let length = arrowLength(at: index)
      guard length > 0 else {
        index += 1
        continue
      }
      if arrow != nil { throw error("a second arrow: an equation has one", at: index) }
      if length == 3, scalars[index] == "-", index > 0, scalars[index - 1] != " " {
        throw error(
          "put a space before '-->': a '-' written against a species could be its charge "
            + "(write 'Cl- -->' for the ion)", at: index)
      }
      arrow = index..<(index + length)
      index += length
    }
    guard let arrow else {
      throw error(
        "no arrow: write '->' (or '=', '→', '⇌') between the reactants and the products",
        at: scalars.count)
    }
    var species = try side(0..<arrow.lowerBound, .reactants)
    species += try side(arrow.upperBound..<scalars.count, .products)
    guard species.count <= ChemicalEquation.maximumSpecies else {
      throw error(
        "more than \(ChemicalEquation.maximumSpecies) species", at: species[100].column)
    }
    try checkRepeats(species)
    let first = scalars[arrow.lowerBound]
    let equilibrium = first == "<" || first == "\u{21CC}" || first == "\u{21C4}"
    return (species, equilibrium ? .equilibrium : .forward)
  }

  /// Refuses a species written twice on one side (`NaCl + NaCl`, `Na+ + Na^+`), in the same
  /// state: its coefficients could be shared between the two in any way.
  func checkRepeats(_ species: [EquationSpecies]) throws(EquationError) {
    // Each species' side, name and state, in order; an equation holds at most 100 species, so
    // the earlier ones are searched in turn.
    var seen: [(side: EquationSide, name: String, state: String?)] = []
    for item in species {
      let name = SpeciesText(item.text, charge: item.formula?.charge ?? -1).ascii
      let repeated = seen.contains {
        $0.side == item.side && $0.name == name && $0.state == item.state
      }
      if !repeated {
        seen.append((item.side, name, item.state))
        continue
      }
      let side = item.side == .reactants ? "reactants" : "products"
      throw error(
        "\(item.text.quotedForMessage()) is written twice among the \(side): write it once",
        at: item.column)
    }
  }

  /// How many scalars the arrow at `index` takes, or 0 when there is none there.
  func arrowLength(at index: Int) -> Int {
    let scalar = scalars[index]
    let next = index + 1 < scalars.count ? scalars[index + 1] : " "
    switch scalar {
    case "<" where next == "=" || next == "-":
      // <=>, <->, <-->
      let rest = Array(scalars[(index + 1)...].prefix(3))
      if rest.starts(with: [next, ">"]) { return 3 }
      return rest == ["-", "-", ">"] ? 4 : 0
    case "-" where next == ">": return 2
    case "-" where next == "-" && index + 2 < scalars.count && scalars[index + 2] == ">":
      return 3
    case "=" where next == "=":
      return index + 2 < scalars.count && scalars[index + 2] == ">" ? 3 : 1
    case "=": return next == ">" ? 2 : 1
    case "\u{2192}", "\u{21CC}", "\u{27F6}", "\u{21C4}": return 1
    default: return 0
    }
  }

  /// The species of one side.
  func side(_ range: Range<Int>, _ side: EquationSide) throws(EquationError) -> [EquationSpecies] {
    var result: [EquationSpecies] = []
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      guard scalars[index] == "+" else {
        index += 1
        continue
      }
      let before = index > start ? scalars[index - 1] : " "
      if before == " " {
        // After a space (or at the start): a separator.
        result.append(try species(start..<index, side, separatorAt: index))
        index += 1
        start = index
        continue
      }
      var end = index
      while end < range.upperBound, scalars[end] == "+" { end += 1 }
      // A sign before the digits that end a species (`Fe+3`) is its charge.
      var digitsEnd = end
      while end == index + 1, digitsEnd < range.upperBound, Self.isDigit(scalars[digitsEnd]) {
        digitsEnd += 1
      }
      if digitsEnd > end,
        digitsEnd == range.upperBound || scalars[digitsEnd] == " "
          || startsState(at: digitsEnd, before: range.upperBound)
      {
        index = digitsEnd
        continue
      }
      if end == range.upperBound || scalars[end] == " "
        || startsState(at: end, before: range.upperBound)
      {
        index = end
        continue
      }
      // The last of the run starts the next species; the others are a charge.
      result.append(try species(start..<(end - 1), side, separatorAt: end - 1))
      index = end
      start = end
    }
    result.append(try species(start..<range.upperBound, side, separatorAt: nil))
    return result
  }

  /// Whether a state, "(s)", "(l)", "(g)" or "(aq)", starts at `index`.
  func startsState(at index: Int, before end: Int) -> Bool {
    for name in ["(aq)", "(s)", "(l)", "(g)"] {
      let suffix = Array(name.unicodeScalars)
      if index + suffix.count <= end, Array(scalars[index..<(index + suffix.count)]) == suffix {
        return true
      }
    }
    return false
  }

  /// One species from its scalars (spaces around it allowed).
  func species(_ range: Range<Int>, _ side: EquationSide, separatorAt separator: Int?)
    throws(EquationError) -> EquationSpecies
  {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, scalars[lower] == " " { lower += 1 }
    while upper > lower, scalars[upper - 1] == " " { upper -= 1 }
    guard lower < upper else {
      let place =
        separator != nil ? "before the '+'" : side == .reactants ? "before the arrow" : "at the end"
      let column = separator ?? range.upperBound
      throw error("a species is missing \(place)", at: column)
    }
    // A coefficient: digits with an optional fraction or decimal part, then spaces or '*'.
    var coefficient: String? = nil
    if Self.isDigit(scalars[lower]) {
      var end = lower
      while end < upper, Self.isDigit(scalars[end]) || scalars[end] == "/" || scalars[end] == "." {
        end += 1
      }
      // A dot is the formula grammar's joiner: "2.5H2O" is read as the coefficient 2.5 only
      // when a digit follows the dot.
      var numberEnd = end
      while numberEnd > lower, scalars[numberEnd - 1] == "." || scalars[numberEnd - 1] == "/" {
        numberEnd -= 1
      }
      coefficient = String(scalars: scalars[lower..<numberEnd])
      var next = numberEnd
      while next < upper, scalars[next] == " " || scalars[next] == "*" { next += 1 }
      guard next < upper else {
        throw error(
          "a formula must follow the coefficient \((coefficient!).quotedForMessage())", at: next)
      }
      guard numberEnd == end || next > numberEnd else {
        throw error(
          "unexpected \(String(scalars[numberEnd]).quotedForMessage()) after the coefficient",
          at: numberEnd)
      }
      guard !coefficient!.contains("/") || Self.isFraction(coefficient!) else {
        throw error(
          "the coefficient \((coefficient!).quotedForMessage()) is not a number", at: lower)
      }
      lower = next
    }
    // A state at the end.
    var state: String? = nil
    for name in ["aq", "s", "l", "g"] {
      let suffix = Array(("(" + name + ")").unicodeScalars)
      guard upper - lower > suffix.count,
        Array(scalars[(upper - suffix.count)..<upper]) == suffix
      else { continue }
      state = name
      upper -= suffix.count
      while upper > lower, scalars[upper - 1] == " " { upper -= 1 }
      break
    }
    let body = String(scalars: scalars[lower..<upper])
    if ["e-", "e^-", "e\u{207B}", "e^1-", "e\u{00B9}\u{207B}"].contains(body) {
      return EquationSpecies(
        text: "e-", formula: nil, state: state, writtenCoefficient: coefficient, side: side,
        column: lower)
    }
    do {
      let formula = try ChemicalFormula(parsing: body)
      return EquationSpecies(
        text: formula.spelling, formula: formula, state: state,
        writtenCoefficient: coefficient, side: side, column: lower)
    } catch {
      throw self.error(error.reason, at: lower + error.column)
    }
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  static func isFraction(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && !$0.contains(".") }
  }
}
