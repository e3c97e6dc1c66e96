/// What the oxidation-state rules need to know of an element, from the data.
public struct ElementChemistry: Sendable, Hashable {
  /// The common oxidation states, ascending.
  public var common: [Int]
  /// Every known oxidation state, ascending.
  public var all: [Int]
  /// The Pauling electronegativity, when known.
  public var electronegativity: Double?
  /// Whether the element is a metal (alkali, alkaline earth, transition, post-transition,
  /// lanthanide or actinide).
  public var isMetal: Bool

  /// Makes an element's facts.
  /// - Parameters:
  ///   - common: The common oxidation states.
  ///   - all: Every known oxidation state.
  ///   - electronegativity: The Pauling electronegativity.
  ///   - isMetal: Whether the element is a metal.
  public init(common: [Int], all: [Int], electronegativity: Double?, isMetal: Bool) {
    self.common = common
    self.all = all
    self.electronegativity = electronegativity
    self.isMetal = isMetal
  }
}

/// Oxidation states in a balanced equation: each element's state in each species, and what
/// is oxidised, what is reduced and how many electrons move.
///
/// A species' states are found by the textbook rules, scored:
/// - an element alone (Fe, O₂, Fe³⁺) has its charge shared over its atoms;
/// - fluorine is −1; hydrogen +1, or −1 when every other element is a metal; oxygen −2
///   (−1 costs more, as in a peroxide);
/// - the other elements take their common states from the data, the most electronegative
///   element preferring its negative ones, a metal its lowest positive ones, another nonmetal
///   its highest; other known states cost more;
/// - the least electronegative element (after the fixed ones) takes what is left, so that the
///   states add up to the charge; a fraction is allowed there (Fe₃O₄: +8/3);
/// - the most electronegative element having anything but the lowest state costs more.
/// The assignment with the lowest cost is taken.
public struct RedoxAnalysis: Sendable, Hashable {
  /// The states in each term of the equation, in the order of its atoms; empty for an
  /// electron.
  public let states: [[ElementState]]
  /// Elements whose state rises, with the electrons they lose.
  public let oxidised: [StateChange]
  /// Elements whose state falls, with the electrons they gain.
  public let reduced: [StateChange]
  /// The electrons moved in the equation as balanced.
  public let electrons: Fraction

  /// Finds the states and the changes.
  /// - Parameters:
  ///   - equation: The balanced equation.
  ///   - chemistry: The facts of an element by atomic number; `nil` when unknown.
  /// - Returns: `nil` when the electron counts outgrow 64-bit integers.
  public init?(_ equation: BalancedEquation, chemistry: (Int) -> ElementChemistry?) {
    var states: [[ElementState]] = []
    // Per element: its atoms in each state on each side (coefficient × count), the states in
    // the order they are met.
    var atoms: [Int: (before: [Atoms], after: [Atoms])] = [:]
    var order: [Int] = []
    for term in equation.terms {
      guard let formula = term.species.readings.first else {
        states.append([])
        continue
      }
      let assigned = Self.assign(formula, chemistry: chemistry)
      states.append(assigned)
      for state in assigned {
        let count = formula.atoms.filter { $0.atomicNumber == state.atomicNumber }.reduce(0) {
          $0 + $1.count
        }
        let (moles, overflow) = count.multipliedReportingOverflow(by: term.coefficient)
        guard !overflow else { return nil }
        if atoms[state.atomicNumber] == nil {
          order.append(state.atomicNumber)
          atoms[state.atomicNumber] = ([], [])
        }
        let added =
          term.species.side == .reactants
          ? Atoms.adding(moles, in: state.state, to: &atoms[state.atomicNumber]!.before)
          : Atoms.adding(moles, in: state.state, to: &atoms[state.atomicNumber]!.after)
        guard added else { return nil }
      }
    }
    var oxidised: [StateChange] = []
    var reduced: [StateChange] = []
    var lost = Fraction(0)
    var gained = Fraction(0)
    for number in order {
      let (before, after) = atoms[number]!
      guard let (rising, falling) = Atoms.transfer(from: before, to: after),
        let lostSum = lost.adding(rising.electrons),
        let gainedSum = gained.adding(falling.electrons)
      else { return nil }
      (lost, gained) = (lostSum, gainedSum)
      let symbol = ElementSymbols.symbol(number)
      if rising.electrons.numerator != 0 {
        oxidised.append(rising.change(symbol))
      }
      if falling.electrons.numerator != 0 {
        reduced.append(falling.change(symbol))
      }
    }
    self.states = states
    self.oxidised = oxidised
    self.reduced = reduced
    electrons = lost < gained ? gained : lost
  }

  /// The oxidation state of each element of a formula, in the formula's (Hill) order.
  /// - Parameters:
  ///   - formula: The formula.
  ///   - chemistry: The facts of an element by atomic number.
  /// - Returns: One state per element.
  public static func assign(_ formula: ChemicalFormula, chemistry: (Int) -> ElementChemistry?)
    -> [ElementState]
  {
    var counts: [Int: Int] = [:]
    var numbers: [Int] = []
    for atom in formula.atoms {
      if counts[atom.atomicNumber] == nil { numbers.append(atom.atomicNumber) }
      counts[atom.atomicNumber, default: 0] += atom.count
    }
    guard numbers.count > 1 else {
      return numbers.map {
        ElementState(atomicNumber: $0, state: Fraction(formula.charge, counts[$0]!))
      }
    }
    let facts = numbers.map {
      chemistry($0) ?? ElementChemistry(common: [], all: [], electronegativity: nil, isMetal: false)
    }
    let negativity = facts.map { $0.electronegativity ?? 0 }
    let most = negativity.indices.max { negativity[$0] < negativity[$1] }!
    let othersMetals = { (index: Int) in
      facts.indices.allSatisfy { $0 == index || facts[$0].isMetal }
    }
    // Candidates with their costs, per element.
    var candidates: [[(state: Int, cost: Int)]] = []
    var fixedRank: [Int] = []
    for (index, number) in numbers.enumerated() {
      let fact = facts[index]
      switch number {
      case 9:
        candidates.append([(-1, 0)])
        fixedRank.append(0)
      case 1:
        candidates.append([(othersMetals(index) ? -1 : 1, 0)])
        fixedRank.append(1)
      case 8:
        candidates.append([(-2, 0), (-1, 4), (0, 12), (1, 12), (2, 12)])
        fixedRank.append(3)
      default:
        var preferred: [Int]
        if index == most {
          preferred = fact.common.filter { $0 < 0 }
        } else if fact.isMetal {
          preferred = fact.common.filter { $0 > 0 }
        } else {
          preferred = fact.common.filter { $0 > 0 }.reversed()
        }
        let otherCommon = fact.common.filter { !preferred.contains($0) }
        let rest = fact.all.filter { !fact.common.contains($0) }.sorted {
          ($0.magnitude, $0) < ($1.magnitude, $1)
        }
        var list: [(Int, Int)] = preferred.enumerated().map { ($1, $0) }
        list += otherCommon.enumerated().map { ($1, 3 + $0) }
        list += rest.enumerated().map { ($1, 6 + $0) }
        candidates.append(Array(list.prefix(10)))
        fixedRank.append(fact.common.count == 1 && fact.isMetal ? 2 : 4)
      }
    }
    // The fixed ones first, then by electronegativity, most first; the last takes the rest.
    let order = numbers.indices.sorted {
      (fixedRank[$0], -negativity[$0], numbers[$0]) < (fixedRank[$1], -negativity[$1], numbers[$1])
    }
    let remainder = order.last!
    let searched = Array(order.dropLast())
    let limit = searched.count > 4 ? 3 : 10
    var best: (cost: Int, states: [Fraction])? = nil
    var chosen = [Int](repeating: 0, count: numbers.count)
    func search(_ position: Int, sum: Int, cost: Int) {
      if let best, cost >= best.cost { return }
      if position == searched.count {
        let left = formula.charge - sum
        let state = Fraction(left, counts[numbers[remainder]]!)
        var total = cost
        if state.isInteger,
          let found = candidates[remainder].first(where: { $0.state == state.numerator })
        {
          total += found.cost
        } else if state.isInteger, facts[remainder].all.contains(state.numerator) {
          total += 9
        } else {
          total += state.isInteger ? 12 : 8
        }
        var states = chosen.map { Fraction($0) }
        states[remainder] = state
        if states.contains(where: { $0 < states[most] }) { total += 10 }
        if best == nil || total < best!.cost { best = (total, states) }
        return
      }
      let index = searched[position]
      // Past the sixth element only the first candidate: the search stays small (3⁶ at
      // most) however many elements a formula has.
      for candidate in candidates[index].prefix(position < 6 ? limit : 1) {
        chosen[index] = candidate.state
        let (product, overflow) = candidate.state.multipliedReportingOverflow(
          by: counts[numbers[index]]!)
        guard !overflow else { continue }
        search(position + 1, sum: sum &+ product, cost: cost + candidate.cost)
      }
    }
    search(0, sum: 0, cost: 0)
    let states = best?.states ?? numbers.map { _ in Fraction(0) }
    return formula.atoms.reduce(into: [ElementState]()) { list, atom in
      guard !list.contains(where: { $0.atomicNumber == atom.atomicNumber }) else { return }
      let index = numbers.firstIndex(of: atom.atomicNumber)!
      list.append(ElementState(atomicNumber: atom.atomicNumber, state: states[index]))
    }
  }
}

/// One element's oxidation state in one species.
public struct ElementState: Sendable, Hashable {
  /// The atomic number.
  public let atomicNumber: Int
  /// The state (a fraction when averaged over atoms, as iron in Fe₃O₄).
  public let state: Fraction

  /// Makes a state.
  /// - Parameters:
  ///   - atomicNumber: The element.
  ///   - state: Its oxidation state.
  public init(atomicNumber: Int, state: Fraction) {
    self.atomicNumber = atomicNumber
    self.state = state
  }

  /// The element's symbol.
  public var symbol: String { ElementSymbols.symbol(atomicNumber) }
}

/// Atoms of one element in one oxidation state, on one side of an equation.
private struct Atoms {
  /// The state.
  let state: Fraction
  /// How many atoms: coefficient × count, summed over the side's species.
  var count: Int

  /// Adds atoms in a state to a side's list, to the entry of that state or a new one.
  /// - Returns: `false` when the count outgrows `Int`.
  static func adding(_ count: Int, in state: Fraction, to list: inout [Atoms]) -> Bool {
    guard let index = list.firstIndex(where: { $0.state == state }) else {
      list.append(Atoms(state: state, count: count))
      return true
    }
    let (sum, overflow) = list[index].count.addingReportingOverflow(count)
    list[index].count = sum
    return !overflow
  }

  /// The atoms whose state moves one way: the states they leave and reach, lowest first, and
  /// the electrons they move (a positive amount).
  struct Moves {
    var before: [Fraction] = []
    var after: [Fraction] = []
    var electrons = Fraction(0)

    /// Adds `count` atoms moving from one state to another.
    /// - Returns: `false` when a number outgrows `Int`.
    mutating func add(_ count: Int, from start: Fraction, to end: Fraction) -> Bool {
      guard let minus = start.negated, let step = end.adding(minus),
        let moved = step.multiplied(by: count),
        let magnitude = moved.numerator < 0 ? moved.negated : moved,
        let sum = electrons.adding(magnitude)
      else { return false }
      electrons = sum
      if before.last != start { before.append(start) }
      if !after.contains(end) { after.append(end) }
      return true
    }

    /// The change these moves make to an element.
    func change(_ symbol: String) -> StateChange {
      StateChange(symbol: symbol, before: before, after: after.sorted(), electrons: electrons)
    }
  }

  /// How an element's atoms move between their states before and after: paired lowest state
  /// with lowest state, which moves the fewest electrons, so that an element both oxidised and
  /// reduced (chlorine to chloride and chlorate, hydrogen peroxide to water and oxygen) shows
  /// both moves, and an element whose states do not change shows none.
  /// - Returns: The moves up (oxidation) and down (reduction), or `nil` when a number outgrows
  ///   `Int`.
  static func transfer(from before: [Atoms], to after: [Atoms]) -> (
    rising: Moves, falling: Moves
  )? {
    var before = before.sorted { $0.state < $1.state }
    var after = after.sorted { $0.state < $1.state }
    var (rising, falling) = (Moves(), Moves())
    var (low, high) = (0, 0)
    while low < before.count, high < after.count {
      let paired = min(before[low].count, after[high].count)
      let (start, end) = (before[low].state, after[high].state)
      if start < end {
        guard rising.add(paired, from: start, to: end) else { return nil }
      } else if end < start {
        guard falling.add(paired, from: start, to: end) else { return nil }
      }
      before[low].count -= paired
      after[high].count -= paired
      if before[low].count == 0 { low += 1 }
      if after[high].count == 0 { high += 1 }
    }
    return (rising, falling)
  }
}

/// How one element's oxidation state changes across an equation.
public struct StateChange: Sendable, Hashable {
  /// The element's symbol.
  public let symbol: String
  /// The states its atoms leave in this change, lowest first.
  public let before: [Fraction]
  /// The states those atoms reach, lowest first.
  public let after: [Fraction]
  /// The electrons it loses (oxidised) or gains (reduced) in the equation as balanced.
  public let electrons: Fraction
}

extension Fraction {
  /// `a + b`, or `nil` when a number outgrows `Int`.
  func adding(_ other: Fraction) -> Fraction? {
    let (denominator, overflow1) = denominator.multipliedReportingOverflow(by: other.denominator)
    let (left, overflow2) = numerator.multipliedReportingOverflow(by: other.denominator)
    let (right, overflow3) = other.numerator.multipliedReportingOverflow(by: self.denominator)
    let (sum, overflow4) = left.addingReportingOverflow(right)
    guard !(overflow1 || overflow2 || overflow3 || overflow4) else { return nil }
    return Fraction(sum, denominator)
  }

  /// `-a`, or `nil` for `Int.min`.
  var negated: Fraction? { numerator == .min ? nil : Fraction(-numerator, denominator) }

  /// `a × n`, or `nil` when a number outgrows `Int`.
  func multiplied(by factor: Int) -> Fraction? {
    let (product, overflow) = numerator.multipliedReportingOverflow(by: factor)
    return overflow ? nil : Fraction(product, denominator)
  }
}
