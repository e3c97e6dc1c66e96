/// Balances chemical equations with exact integer arithmetic.
///
/// One row per element (each labelled isotope apart) and one for the charge; one column per
/// species, its counts taken positive for a reactant and negative for a product. The balances
/// are the matrix's null space, found by fraction-free Gauss–Jordan elimination over `Int` with
/// every row divided by its greatest common divisor; any overflow stops with
/// ``BalanceError/overflow``. One independent balance, all positive, is the answer, scaled to
/// the smallest whole numbers; the answer's residual is checked before it is returned.
public enum EquationBalancer {
  /// Balances an equation.
  /// - Parameters:
  ///   - equation: The equation, read.
  ///   - options: Pinned coefficients and the redox medium.
  /// - Returns: The balanced equation.
  /// - Throws: A ``BalanceError`` saying why there is no single balance.
  public static func balance(_ equation: ChemicalEquation, options: BalanceOptions = .init())
    throws(BalanceError) -> BalancedEquation
  {
    // Where a bare charge's reading is in doubt, the note says which was taken.
    let readingNotes = equation.species.compactMap { $0.formula?.readingNote }
    do {
      let balanced = try balanceRead(equation.species, options: options)
      return BalancedEquation(terms: balanced.terms, notes: readingNotes + balanced.notes)
        .with(equation.arrow)
    } catch {
      throw error.with(equation.arrow)
    }
  }

  /// Balances species: a species written on both sides as one, by its net
  /// amount; adds water and H⁺ or OH⁻ for a medium, and electrons to a half-reaction that needs
  /// them.
  static func balanceRead(_ written: [EquationSpecies], options: BalanceOptions)
    throws(BalanceError) -> BalancedEquation
  {
    let pairs = bothSides(written)
    if !pairs.isEmpty { return try balanceBothSides(written, pairs, options: options) }
    var species = written
    var free = [Bool](repeating: false, count: species.count)
    var notes: [String] = []
    if let medium = options.medium {
      for addition in medium.species {
        let formula = try! ChemicalFormula(parsing: addition)
        if let present = species.firstIndex(where: { $0.formula?.hill == formula.hill }) {
          free[present] = true
          continue
        }
        species.append(
          EquationSpecies(text: addition, formula: formula, side: .reactants, column: 0))
        free.append(true)
      }
    }
    let pins = try options.pins.map { pin throws(BalanceError) in
      (try index(of: pin.species, in: species), pin.coefficient)
    }
    let halves = options.medium == nil ? nil : halfReactions(written)
    if let halves, halves.count == 1 {
      // Water written with the pair (`H2O2 -> H2O + O2`): a disproportionation, balanced
      // whole when every written species takes part on its side.
      if free[..<written.count].contains(true),
        let whole = try? solve(species, free: free, added: written.count, pins: pins, notes: []),
        keepsSides(whole, written)
      {
        return whole
      }
      if let balanced = try? halfReaction(
        halves[0], species, free: free, written: written.count, pins: pins)
      {
        return balanced
      }
    }
    do {
      return try solve(species, free: free, added: written.count, pins: pins, notes: notes)
    } catch let error where error.isSeveral {
      // The textbook's half-reaction method: each half keeps its changing element, so water
      // is never a redox partner; the halves combine so that the electrons cancel.
      guard let halves, halves.count > 1,
        let balanced = try? solve(
          species, free: free, added: written.count, pins: pins, notes: [],
          rows: halves.map { $0.row(species) }),
        balanced.terms.count(where: { !$0.isAdded }) == written.count
      else { throw error }
      let names = halves.map { half in
        Self.names([half.reactant], species)[0] + " -> " + Self.names([half.product], species)[0]
      }
      notes.append(
        "from the half-reactions " + names.joined(separator: " and ")
          + ", combined so that the electrons cancel (the skeleton with the medium alone has "
          + "more than one balance)")
      return BalancedEquation(terms: balanced.terms, notes: balanced.notes + notes)
    } catch .impossible(let reason) {
      // A half-reaction: electrons on whichever side balances the charge.
      guard options.medium != nil, !species.contains(where: { $0.isElectron }) else {
        throw .impossible(reason)
      }
      species.append(EquationSpecies(text: "e-", formula: nil, side: .reactants, column: 0))
      free.append(true)
      guard
        let balanced = try? solve(species, free: free, added: written.count, pins: pins, notes: [])
      else { throw .impossible(reason) }
      notes.append("a half-reaction: electrons added to balance the charge")
      return BalancedEquation(terms: balanced.terms, notes: balanced.notes + notes)
    }
  }

  /// Whether a balance holds every written species on the side it is written on.
  static func keepsSides(_ balanced: BalancedEquation, _ written: [EquationSpecies]) -> Bool {
    written.allSatisfy { species in
      balanced.terms.contains {
        !$0.isAdded && $0.species.side == species.side && $0.species.text == species.text
          && $0.species.state == species.state
      }
    }
  }

  /// Balances a skeleton of one reactant and one product as a half-reaction: with the medium
  /// and electrons, the changing element kept between the two (so `H2O2 -> O2` gives
  /// `H2O2 -> O2 + 2 H^+ + 2 e-`, not the disproportionation through water).
  /// - Returns: The balance, or `nil` when it leaves out a written species (the water of
  ///   `H2O2 -> H2O + O2`: not a half-reaction).
  static func halfReaction(
    _ half: HalfReaction, _ species: [EquationSpecies], free: [Bool], written: Int,
    pins: [(Int, Int)]
  ) throws(BalanceError) -> BalancedEquation? {
    var species = species
    var free = free
    if !species.contains(where: { $0.isElectron }) {
      species.append(EquationSpecies(text: "e-", formula: nil, side: .reactants, column: 0))
      free.append(true)
    }
    let balanced = try solve(
      species, free: free, added: written, pins: pins, notes: [], rows: [half.row(species)])
    guard balanced.terms.count(where: { !$0.isAdded }) == written else { return nil }
    guard balanced.terms.contains(where: { $0.species.isElectron && $0.isAdded }) else {
      return balanced
    }
    return BalancedEquation(
      terms: balanced.terms,
      notes: balanced.notes + ["a half-reaction: electrons added to balance the charge"])
  }

  /// Finds the species a name means: its text as written or read, its ASCII spelling, its
  /// Hill formula, or another spelling of the same formula (`SO42-` for `SO4^2-`).
  /// - Parameters:
  ///   - name: The name, e.g. "O2", "Fe^3+", "MnO4-".
  ///   - species: The equation's species.
  /// - Returns: The index of the first species it names.
  /// - Throws: ``BalanceError/unknownSpecies(_:)`` when it names none.
  public static func index(of name: String, in species: [EquationSpecies]) throws(BalanceError)
    -> Int
  {
    let named = try? ChemicalFormula(parsing: name)
    let found = species.indices.filter { index in
      let candidate = species[index]
      let charge = candidate.formula?.charge ?? -1
      return candidate.text == name || SpeciesText(candidate.text, charge: charge).ascii == name
        || candidate.formula?.hill == name || candidate.formula?.text == name
        || (candidate.formula != nil && candidate.formula?.hill == named?.hill)
    }
    guard let first = found.first else { throw .unknownSpecies(name) }
    return first
  }

  /// The null space's basis and the answer's checks.
  /// - Parameters:
  ///   - rows: Constraints beyond conservation, one entry per species, each summing to 0.
  static func solve(
    _ species: [EquationSpecies], free: [Bool], added: Int, pins: [(Int, Int)], notes: [String],
    rows: [[Int]] = []
  ) throws(BalanceError) -> BalancedEquation {
    var system = try System(species)
    system.matrix += rows
    system.labels += rows.map { _ in "a half-reaction" }
    let count = species.count
    var vector: [Int]
    var notes = notes
    if pins.isEmpty {
      let basis = try nullSpace(system.matrix, columns: count)
      if basis.isEmpty { throw .impossible(diagnose(system, species: species, free: free)) }
      let unused = (0..<count).filter { column in basis.allSatisfy { $0[column] == 0 } }
      if basis.count > 1 {
        if !unused.isEmpty, !unused.allSatisfy({ free[$0] }) {
          throw .noPart(names(unused.filter { !free[$0] }, species), rest: nil)
        }
        let reactions = writtenSideBasis(
          basis, matrix: system.matrix, columns: count, written: added)
        throw .several(
          reactions.map { vector in equation(vector, species, free: free, added: added) })
      }
      vector = basis[0]
      // The sign that puts most written species on the side they were written on.
      var positive = 0
      var negative = 0
      for column in 0..<count where !free[column] {
        if vector[column] > 0 { positive += 1 }
        if vector[column] < 0 { negative += 1 }
      }
      if negative > positive
        || (negative == positive
          && (vector.indices.first { !free[$0] && vector[$0] != 0 }.map { vector[$0] < 0 }
            ?? false))
      {
        vector = try vector.map { value throws(BalanceError) in try CheckedInteger.negate(value) }
      }
    } else {
      // Pins: a column for the constant and a row x_i - N·t = 0 for each pin.
      var matrix = system.matrix.map { $0 + [0] }
      for (column, value) in pins {
        var row = [Int](repeating: 0, count: count + 1)
        row[column] = 1
        row[count] = try CheckedInteger.negate(value)
        matrix.append(row)
      }
      let basis = try nullSpace(matrix, columns: count + 1)
      guard let solution = basis.first(where: { $0[count] != 0 }) else {
        throw .pinsConflict
      }
      if basis.count > 1 {
        let remaining = basis.filter { $0[count] == 0 }.map { Array($0.prefix(count)) }
        // The reactions still free leave the fixed species out.
        let fixedOut = pins.map { column, _ in
          (0..<count).map { $0 == column ? 1 : 0 }
        }
        let reactions = writtenSideBasis(
          remaining, matrix: system.matrix + fixedOut, columns: count, written: added)
        throw .fixedLeaveFree(reactions.map { equation($0, species, free: free, added: added) })
      }
      vector = solution
      if vector[count] < 0 {
        vector = try vector.map { value throws(BalanceError) in try CheckedInteger.negate(value) }
      }
      let scale = vector[count]
      vector.removeLast()
      if scale != 1 {
        notes.append(
          "the fixed coefficients are multiplied by \(scale) to make every coefficient whole")
      }
    }
    let fixed = (0..<count).filter { !free[$0] }
    let unused = fixed.filter { vector[$0] == 0 }
    let wrong = fixed.filter { vector[$0] < 0 }
    if !wrong.isEmpty {
      throw .wrongSide(
        names(wrong, species), hint: equation(vector, species, free: free, added: added))
    }
    if !unused.isEmpty {
      let rest = equation(vector, species, free: free, added: added)
      throw .noPart(names(unused, species), rest: rest.terms.isEmpty ? nil : rest)
    }
    let balanced = equation(vector, species, free: free, added: added)
    try check(balanced)
    return BalancedEquation(terms: balanced.terms, notes: notes + balanced.notes)
  }

  /// The species' names for a message, as written.
  static func names(_ columns: [Int], _ species: [EquationSpecies]) -> [String] {
    columns.map {
      SpeciesText(species[$0].text, charge: species[$0].formula?.charge ?? -1).ascii
    }
  }

  /// An equation from a vector of the null space: species with a negative entry moved to the
  /// other side, those with 0 left out; added species after the written ones on their side.
  static func equation(
    _ vector: [Int], _ species: [EquationSpecies], free: [Bool], added: Int
  ) -> BalancedEquation {
    var reactants: [BalancedTerm] = []
    var products: [BalancedTerm] = []
    var movedReactants: [BalancedTerm] = []
    var movedProducts: [BalancedTerm] = []
    var addedNames: [String] = []
    for (index, value) in vector.enumerated() where value != 0 && index < species.count {
      var side = species[index].side
      if value < 0 { side = side.other }
      let term = BalancedTerm(
        species: species[index].moved(to: side), coefficient: Int(value.magnitude),
        isAdded: index >= added)
      let moved = value < 0 || index >= added
      if index >= added {
        addedNames.append(SpeciesText(term.species.text, charge: term.charge).ascii)
      }
      switch (side, moved) {
      case (.reactants, false): reactants.append(term)
      case (.products, false): products.append(term)
      case (.reactants, true): movedReactants.append(term)
      case (.products, true): movedProducts.append(term)
      }
    }
    var notes: [String] = []
    let water = addedNames.filter { $0 != "e-" }
    if !water.isEmpty {
      notes.append(water.joined(separator: " and ") + " added to balance the medium")
    }
    return BalancedEquation(
      terms: reactants + movedReactants + products + movedProducts, notes: notes)
  }

  /// The residual check: every element and the charge conserved, computed afresh from the
  /// formulas and the coefficients in 128-bit integers with overflow checked.
  static func check(_ balanced: BalancedEquation) throws(BalanceError) {
    var rows = AtomRows()
    var totals: [Int128] = []
    var charge: Int128 = 0
    for term in balanced.terms {
      let sign: Int128 = term.species.side == .reactants ? 1 : -1
      let coefficient = sign * Int128(term.coefficient)
      guard term.coefficient > 0 else { throw .residual("a coefficient is not positive") }
      for atom in term.species.formula?.atoms ?? [] {
        let amount = try CheckedInteger.multiply(coefficient, Int128(atom.count))
        let (row, isNew) = rows.row(of: atom)
        if isNew { totals.append(0) }
        totals[row] = try CheckedInteger.add(totals[row], amount)
      }
      charge = try CheckedInteger.add(
        charge, try CheckedInteger.multiply(coefficient, Int128(term.charge)))
    }
    if let row = totals.firstIndex(where: { $0 != 0 }) {
      throw .residual(
        "\(ElementSymbols.symbol(rows.keys[row] / 1000)) is off by \(totals[row])")
    }
    guard charge == 0 else { throw .residual("the charge is off by \(charge)") }
  }

  /// "+3", "-2".
  static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }
}

/// What the balancer may be told besides the equation.
public struct BalanceOptions: Sendable, Hashable {
  /// Coefficients the user fixed: a species (as written, in ASCII, or as its Hill formula)
  /// and its coefficient.
  public var pins: [Pin]
  /// The medium in which a redox skeleton is completed with water and H⁺ or OH⁻.
  public var medium: RedoxMedium?

  /// Makes options.
  /// - Parameters:
  ///   - pins: Fixed coefficients.
  ///   - medium: The medium for a redox skeleton, or `nil`.
  public init(pins: [Pin] = [], medium: RedoxMedium? = nil) {
    self.pins = pins
    self.medium = medium
  }

  /// A fixed coefficient.
  public struct Pin: Sendable, Hashable {
    /// The species, as written, in ASCII, or as its Hill formula.
    public var species: String
    /// Its coefficient, at least 1.
    public var coefficient: Int

    /// Makes a pin.
    /// - Parameters:
    ///   - species: The species.
    ///   - coefficient: Its coefficient.
    public init(species: String, coefficient: Int) {
      self.species = species
      self.coefficient = coefficient
    }
  }
}

/// Where a redox skeleton is completed: with H⁺ and water, or with OH⁻ and water.
public enum RedoxMedium: String, Sendable, Hashable, CaseIterable {
  /// Acidic solution: H⁺ and H₂O.
  case acidic
  /// Basic solution: OH⁻ and H₂O.
  case basic

  /// The species the medium supplies, as an equation writes them.
  var species: [String] {
    switch self {
    case .acidic: ["H2O", "H^+"]
    case .basic: ["H2O", "OH^-"]
    }
  }
}

/// Why an equation has no single balance.
public enum BalanceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A number outgrew 64 bits on the way.
  case overflow
  /// No coefficients balance it; the reason names the element or the charge.
  case impossible(String)
  /// These species would need negative coefficients; `hint` is the balance with them moved.
  case wrongSide([String], hint: BalancedEquation)
  /// These species get coefficient 0 (a species written on both sides, a spectator, among
  /// them); `rest` balances the others, when it does.
  case noPart([String], rest: BalancedEquation?)
  /// Every species is written on both sides: these, each side's species.
  case nothingReacts([String])
  /// More than one independent balance; a basis of them.
  case several([BalancedEquation])
  /// The fixed coefficients hold, but these independent reactions can still be added in any
  /// amount.
  case fixedLeaveFree([BalancedEquation])
  /// The fixed coefficients cannot all hold.
  case pinsConflict
  /// A fixed coefficient names no species of the equation.
  case unknownSpecies(String)
  /// The answer failed its residual check (never expected); not printed.
  case residual(String)

  /// Whether the error is that more than one balance is left (exit 7).
  public var isSeveral: Bool {
    switch self {
    case .several, .fixedLeaveFree: true
    default: false
    }
  }

  /// The same error with the equations it carries written with another arrow.
  func with(_ arrow: EquationArrow) -> BalanceError {
    switch self {
    case .wrongSide(let names, let hint): .wrongSide(names, hint: hint.with(arrow))
    case .noPart(let names, let rest): .noPart(names, rest: rest?.with(arrow))
    case .several(let basis): .several(basis.map { $0.with(arrow) })
    case .fixedLeaveFree(let free): .fixedLeaveFree(free.map { $0.with(arrow) })
    default: self
    }
  }

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .overflow:
      "cannot balance: the coefficients outgrow 64-bit integers (more than 9.2 x 10^18)"
    case .impossible(let reason): "cannot balance: " + reason
    case .wrongSide(let names, _):
      names.joined(separator: ", ") + (names.count == 1 ? " belongs" : " belong")
        + " on the other side"
    case .noPart(let names, _):
      names.joined(separator: ", ") + (names.count == 1 ? " takes" : " take")
        + " no part in the reaction"
    case .nothingReacts(let names):
      "nothing reacts: each side is " + names.joined(separator: " + ")
    case .several(let basis):
      "more than one independent balance (\(basis.count)): any mix of these reactions "
        + "balances; fix coefficients with --fix SPECIES=N to choose one"
    case .fixedLeaveFree(let free) where free.count == 1:
      "the fixed coefficients leave a balance free: any amount of this reaction can be added; "
        + "fix another coefficient with --fix SPECIES=N"
    case .fixedLeaveFree(let free):
      "the fixed coefficients leave \(free.count) independent balances free: any mix of these "
        + "reactions can be added; fix more coefficients with --fix SPECIES=N"
    case .pinsConflict: "cannot balance: no balance has the fixed coefficients"
    case .unknownSpecies(let name): "--fix: the equation has no species \(name.quotedForMessage())"
    case .residual(let reason): "the balance found does not check (\(reason)); not printed"
    }
  }
}
