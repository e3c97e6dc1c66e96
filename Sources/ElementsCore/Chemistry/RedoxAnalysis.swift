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
/// - groups whose states are known, as the formula is written, are taken out first with
///   their counts, and the rest shares the charge left: ammonium (NH₄, +1: N −3, H +1) in
///   brackets or as N and H₄ side by side, ammine (NH₃) and aqua (H₂O) ligands, carbonyls
///   (CO, beside a metal: C +2) and cyanides (CN, −1: C +2, N −3) in brackets, and water or
///   ammonia after a joiner (`·6H2O`); when nothing is left but a charge, the whole formula
///   is scored instead;
/// - fluorine is −1; hydrogen +1, or −1 when every other element is a metal or less
///   electronegative than 2.05 (B, Si, Ge: NaBH₄, SiH₄; not Sb, As or P);
/// - oxygen is −2; a peroxide's −1 or an average between −2 and −1 (K₂S₂O₈: −7/4) costs more
///   than any known state of another element, a superoxide's average between −1 and 0 more,
///   and 0 to +2 more still;
/// - the other elements take their common states from the data, the most electronegative
///   element preferring its negative ones, a metal its lowest positive ones, another nonmetal
///   its highest; other known states cost more (a metal's 0 or negative ones more than the
///   rest), a state between the known ones that is not known more again, and a state beyond
///   the highest or lowest known one is all but ruled out;
/// - one element takes what is left, so that the states add up to the charge, a fraction
///   allowed (Fe₃O₄: +8/3); tried in turn, the cheapest kept: the least electronegative
///   element other than H, O, F and metals of one common state, the least electronegative
///   other than H, O and F, and oxygen;
/// - the most electronegative element having anything but the lowest state costs more, and
///   so does a positive most electronegative element or a negative least electronegative one.
/// The assignment with the lowest cost is taken. An element's atoms in a group and in the rest
/// can differ (N in NH₄NO₃: −3 and +5): each state is kept with its atoms, and electrons are
/// counted from them.
public struct RedoxAnalysis: Sendable, Hashable {
  /// The states in each term of the equation: one entry per element and state, in the order
  /// of the formula's atoms, an element in two states (N in NH₄NO₃) lowest first; empty for
  /// an electron.
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
      guard let formula = term.species.formula else {
        states.append([])
        continue
      }
      let assigned = Self.assign(formula, chemistry: chemistry)
      states.append(assigned)
      for state in assigned {
        let (moles, overflow) = state.count.multipliedReportingOverflow(by: term.coefficient)
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

  /// The oxidation states of a formula's elements, in the formula's (Hill) order: one per
  /// element, or one per state when its atoms differ (N in NH₄NO₃: −3 and +5, lowest first).
  /// - Parameters:
  ///   - formula: The formula.
  ///   - chemistry: The facts of an element by atomic number.
  /// - Returns: The states, each with its atoms in one formula unit.
  public static func assign(_ formula: ChemicalFormula, chemistry: (Int) -> ElementChemistry?)
    -> [ElementState]
  {
    var counts: [Int: Int] = [:]
    var numbers: [Int] = []
    for atom in formula.atoms {
      if counts[atom.atomicNumber] == nil { numbers.append(atom.atomicNumber) }
      counts[atom.atomicNumber, default: 0] += atom.count
    }
    var facts: [Int: ElementChemistry] = [:]
    for number in numbers {
      facts[number] =
        chemistry(number)
        ?? ElementChemistry(common: [], all: [], electronegativity: nil, isMetal: false)
    }
    // Groups of known states first; the rest shares what charge they leave.
    var parts: [Int: [Fraction: Int]] = [:]
    var rest = counts
    var charge = formula.charge
    if numbers.count > 1 {
      let metal = numbers.contains { facts[$0]!.isMetal }
      let groups = KnownGroup.find(in: formula.structure, besideMetal: metal)
      for (group, times) in groups {
        charge -= group.charge * times
        for (number, count, state) in group.atoms {
          rest[number]! -= count * times
          parts[number, default: [:]][Fraction(state), default: 0] += count * times
        }
      }
      // Nothing left but a charge (NH₄ alone, cyanogen (CN)₂): the groups cannot be so.
      if numbers.allSatisfy({ rest[$0]! == 0 }), charge != 0 {
        (parts, rest, charge) = ([:], counts, formula.charge)
      }
    }
    let left = numbers.filter { rest[$0]! > 0 }
    if !left.isEmpty {
      let found = cheapest(
        left, counts: left.map { rest[$0]! }, charge: charge, facts: left.map { facts[$0]! })
      for (number, state) in zip(left, found) {
        parts[number, default: [:]][state, default: 0] += rest[number]!
      }
    }
    return numbers.flatMap { number in
      (parts[number] ?? [:]).sorted { $0.key < $1.key }.map {
        ElementState(atomicNumber: number, state: $0.key, count: $0.value)
      }
    }
  }

  /// The cost of an oxidation state that is all but ruled out (beyond an element's known
  /// states, or another state than the rules give hydrogen and fluorine).
  private static let ruledOut = 1000

  /// What an oxygen state costs: −2 nothing; −1 or an average between −2 and −1 (a peroxide
  /// within) more than any known state of another element; between −1 and 0 (superoxide,
  /// ozonide) more; 0 to +2 (O₂F₂, OF₂) more still; anything else is ruled out.
  private static func oxygenCost(_ state: Fraction) -> Int {
    if state == Fraction(-2) { return 0 }
    if state < Fraction(-2) || Fraction(2) < state { return ruledOut }
    if !(Fraction(-1) < state) { return 20 }
    return state < Fraction(0) ? 30 : 40
  }

  /// The states of the least cost for elements sharing a charge, by the rules of
  /// ``RedoxAnalysis``.
  /// - Parameters:
  ///   - numbers: The elements, distinct.
  ///   - counts: Each one's atoms.
  ///   - charge: The charge they share.
  ///   - facts: Each one's facts.
  /// - Returns: One state per element.
  private static func cheapest(
    _ numbers: [Int], counts: [Int], charge: Int, facts: [ElementChemistry]
  ) -> [Fraction] {
    guard numbers.count > 1 else { return [Fraction(charge, counts[0])] }
    let negativity = facts.map { $0.electronegativity ?? 0 }
    let most = negativity.indices.max { negativity[$0] < negativity[$1] }!
    let least = negativity.indices.min { negativity[$0] < negativity[$1] }!
    let hydride = facts.indices.allSatisfy {
      numbers[$0] == 1 || facts[$0].isMetal || (facts[$0].electronegativity ?? 4) < 2.05
    }
    // Candidates with their costs, per element, cheapest first.
    var candidates: [[(state: Int, cost: Int)]] = []
    var fixedRank: [Int] = []
    for (index, number) in numbers.enumerated() {
      let fact = facts[index]
      switch number {
      case 9:
        candidates.append([(-1, 0)])
        fixedRank.append(0)
      case 1:
        candidates.append([(hydride ? -1 : 1, 0)])
        fixedRank.append(1)
      case 8:
        candidates.append([-2, -1, 0, 1, 2].map { ($0, oxygenCost(Fraction($0))) })
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
        var list: [(state: Int, cost: Int)] = preferred.enumerated().map { ($1, $0) }
        list += otherCommon.enumerated().map { ($1, 3 + $0) }
        let uncommon = rest.enumerated().map { ($1, 6 + min($0, 3)) }
        // A metal's uncommon states of 0 and below last (K⁻, Fe²⁻ are rare).
        let unusual = { (state: Int) in fact.isMetal && state <= 0 }
        list += uncommon.filter { !unusual($0.0) }
        list += uncommon.filter { unusual($0.0) }.map { ($0.0, 15) }
        candidates.append(list)
        fixedRank.append(fact.common.count == 1 && fact.isMetal ? 2 : 4)
      }
    }
    /// What a state costs the element taking what is left.
    func cost(_ state: Fraction, of index: Int) -> Int {
      if state.isInteger,
        let found = candidates[index].first(where: { $0.state == state.numerator })
      {
        return found.cost
      }
      switch numbers[index] {
      case 8: return oxygenCost(state)
      case 1, 9: return ruledOut
      default:
        let known = facts[index].all
        guard let low = known.min(), let high = known.max() else {
          return state.isInteger ? 12 : 8
        }
        if state < Fraction(low) || Fraction(high) < state { return ruledOut }
        return state.isInteger ? 12 : 8
      }
    }
    // The fixed ones first, then by electronegativity, most first. What is left goes to the
    // last, to the last other than H, O and F (a metal of one common state: OsO₄), or to
    // oxygen (a peroxide within: K₂S₂O₈).
    let order = numbers.indices.sorted {
      (fixedRank[$0], -negativity[$0], numbers[$0]) < (fixedRank[$1], -negativity[$1], numbers[$1])
    }
    var remainders = [order.last!]
    for index in [
      numbers.firstIndex(of: 8), order.last { ![1, 8, 9].contains(numbers[$0]) },
    ] {
      if let index, !remainders.contains(index) { remainders.append(index) }
    }
    var best: (cost: Int, states: [Fraction])? = nil
    var chosen = [Int](repeating: 0, count: numbers.count)
    for remainder in remainders {
      let searched = order.filter { $0 != remainder }
      let limit = searched.count > 4 ? 3 : 10
      func search(_ position: Int, sum: Int, cost spent: Int) {
        if let best, spent >= best.cost { return }
        if position == searched.count {
          let state = Fraction(charge - sum, counts[remainder])
          var states = chosen.map { Fraction($0) }
          states[remainder] = state
          var total = spent + cost(state, of: remainder)
          if states.contains(where: { $0 < states[most] }) { total += 10 }
          if Fraction(0) < states[most] || states[least] < Fraction(0) { total += 10 }
          if best == nil || total < best!.cost { best = (total, states) }
          return
        }
        let index = searched[position]
        // Past the sixth element only the first candidate: the search stays small (3⁶ at
        // most) however many elements a formula has.
        for candidate in candidates[index].prefix(position < 6 ? limit : 1) {
          chosen[index] = candidate.state
          let (product, overflow) = candidate.state.multipliedReportingOverflow(
            by: counts[index])
          guard !overflow else { continue }
          search(position + 1, sum: sum &+ product, cost: spent + candidate.cost)
        }
      }
      search(0, sum: 0, cost: 0)
    }
    return best?.states ?? numbers.map { _ in Fraction(0) }
  }
}

/// A group whose states are known from what it is, found in a formula as written.
private struct KnownGroup {
  /// Its atoms: element, count and state.
  let atoms: [(number: Int, count: Int, state: Int)]
  /// Its charge.
  let charge: Int

  static let ammonium = KnownGroup(atoms: [(7, 1, -3), (1, 4, 1)], charge: 1)
  static let ammonia = KnownGroup(atoms: [(7, 1, -3), (1, 3, 1)], charge: 0)
  static let water = KnownGroup(atoms: [(1, 2, 1), (8, 1, -2)], charge: 0)
  static let carbonyl = KnownGroup(atoms: [(6, 1, 2), (8, 1, -2)], charge: 0)
  static let cyanide = KnownGroup(atoms: [(6, 1, 2), (7, 1, -3)], charge: -1)

  /// The groups of a formula with how many of each: NH₄ in brackets or as two atoms in a row;
  /// in brackets NH₃, H₂O, CN, and CO when `besideMetal`; a part after a joiner that is H₂O
  /// or NH₃.
  static func find(in structure: FormulaStructure, besideMetal: Bool) -> [(KnownGroup, Int)] {
    var found: [(KnownGroup, Int)] = []
    func bracketed(_ items: [FormulaStructure.Item]) -> KnownGroup? {
      switch items {
      case [.atom(7, count: 1), .atom(1, count: 4)]: ammonium
      case [.atom(7, count: 1), .atom(1, count: 3)]: ammonia
      case [.atom(1, count: 2), .atom(8, count: 1)]: water
      case [.atom(6, count: 1), .atom(7, count: 1)]: cyanide
      case [.atom(6, count: 1), .atom(8, count: 1)] where besideMetal: carbonyl
      default: nil
      }
    }
    func walk(_ items: [FormulaStructure.Item], times: Int) {
      var position = 0
      while position < items.count {
        switch items[position] {
        case .group(let inner, let count):
          if let group = bracketed(inner) {
            found.append((group, times * count))
          } else {
            walk(inner, times: times * count)
          }
        case .atom(7, count: 1)
        where position + 1 < items.count && items[position + 1] == .atom(1, count: 4):
          found.append((ammonium, times))
          position += 1
        case .atom:
          break
        }
        position += 1
      }
    }
    for (index, part) in structure.parts.enumerated() {
      let whole = part.items
      if index > 0, whole == [.atom(1, count: 2), .atom(8, count: 1)] {
        found.append((water, part.coefficient))
      } else if index > 0, whole == [.atom(7, count: 1), .atom(1, count: 3)] {
        found.append((ammonia, part.coefficient))
      } else {
        walk(whole, times: part.coefficient)
      }
    }
    return found
  }
}

/// One element's oxidation state in one species, and how many of its atoms have it.
public struct ElementState: Sendable, Hashable {
  /// The atomic number.
  public let atomicNumber: Int
  /// The state (a fraction when averaged over atoms, as iron in Fe₃O₄).
  public let state: Fraction
  /// The element's atoms in this state in one formula unit.
  public let count: Int

  /// Makes a state.
  /// - Parameters:
  ///   - atomicNumber: The element.
  ///   - state: Its oxidation state.
  ///   - count: Its atoms in this state.
  public init(atomicNumber: Int, state: Fraction, count: Int = 1) {
    self.atomicNumber = atomicNumber
    self.state = state
    self.count = count
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
