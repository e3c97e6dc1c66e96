extension DecayChain {
  /// The chain as linear equations: each member's decay constant, and the members each feeds
  /// in the fractions of ``DecayBranch/fraction``. A member whose half-life is not known
  /// counts as stable (see ``Member/decayConstant``); fission, clusters and pruned branches
  /// lead out of the chain.
  public var system: DecaySystem {
    var transitions: [DecaySystem.Transition] = []
    for (position, member) in members.enumerated() {
      for branch in member.branches {
        if case .member(let next) = branch.target {
          transitions.append(.init(from: position, to: next, fraction: branch.fraction))
        }
      }
    }
    return DecaySystem(rates: members.map { $0.decayConstant ?? 0 }, transitions: transitions)
  }

  /// Each member's amount and activity after a time, from an amount of the first member.
  /// - Parameters:
  ///   - amount: The first member's amount at the start.
  ///   - amountText: The amount as the user wrote it, for the error.
  ///   - seconds: The time.
  /// - Returns: One ``MemberAmount`` per member, in the order of ``members``.
  /// - Throws: ``NuclideError/activityOfStable(amount:name:)`` for an activity of a member
  ///   that does not decay at a known rate; ``NuclideError/amountTooLarge(_:)`` when a
  ///   member's atoms, mass or activity are more than a `Double` holds.
  public func amounts(of amount: DecayAmount, amountText: String, after seconds: Double)
    throws(NuclideError) -> [MemberAmount]
  {
    let startAtoms: Double
    switch amount {
    case .grams(let grams): startAtoms = grams / start.molarMass * SampleAmount.avogadro
    case .moles(let moles): startAtoms = moles * SampleAmount.avogadro
    case .becquerels(let becquerels):
      guard let rate = start.decayConstant, rate > 0 else {
        throw .activityOfStable(amount: amountText, name: start.name)
      }
      startAtoms = becquerels / rate
    }
    guard startAtoms.isFinite else { throw .amountTooLarge(amountText) }
    var initial = [Double](repeating: 0, count: members.count)
    initial[0] = startAtoms
    let atoms = system.amounts(after: seconds, from: initial)
    let amounts = zip(members, atoms).map { member, atoms in
      MemberAmount(
        atoms: atoms, moles: atoms / SampleAmount.avogadro,
        grams: atoms / SampleAmount.avogadro * member.molarMass,
        becquerels: atoms * (member.decayConstant ?? 0))
    }
    guard amounts.allSatisfy(\.isFinite) else { throw .amountTooLarge(amountText) }
    return amounts
  }
}

extension DecayChain.Member {
  /// The molar mass in g/mol: the atomic mass in daltons, or the mass number if the mass is
  /// not known.
  public var molarMass: Double { isotope?.mass ?? Double(nuclide.massNumber) }
}

/// How much of one member of a decay chain there is after a time.
public struct MemberAmount: Sendable, Hashable {
  /// The number of atoms.
  public var atoms: Double
  /// The amount in moles.
  public var moles: Double
  /// The mass in grams.
  public var grams: Double
  /// The activity in becquerels (decays per second): 0 for a stable member or one whose
  /// half-life is not known.
  public var becquerels: Double
  /// Whether every number is finite.
  var isFinite: Bool { atoms.isFinite && moles.isFinite && grams.isFinite && becquerels.isFinite }
}
