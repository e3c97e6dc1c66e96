import Glibc

/// The nuclides a nuclide decays through, down to stable ones, with each step's mode and
/// branching, from NUBASE2020's decay modes.
///
/// Each nuclide appears once, as one ``Member``; its ``DecayBranch``es point at their
/// daughters by index, so chains that part and meet again (Bi-212 through Po-212 or Tl-208 to
/// Pb-208) make a graph, not a tree. ``members`` come parents before daughters.
///
/// Branching percentages are shares of all the parent's decays, as NUBASE gives them. A
/// β-delayed mode (`B-n`, `B-A`, `B+p`) is part of its β decay, so the β branch that leads to
/// the β daughter itself is the β intensity less the delayed modes shown beside it. Branches
/// whose percentage is below the minimum are pruned and counted; a delayed mode that is pruned
/// is counted with its β branch, whose percentage is then NUBASE's for the whole β decay (Bi-212:
/// β− 64.06 %, α 35.94 %). A branch whose intensity NUBASE does not know is never pruned.
///
/// A mode that leaves part of its daughters in their isomer (``DecayMode/isomerFeeding``: Mo-99's
/// β− feeds Tc-99m 87.73 % of the time) is two branches, one to the isomer and one to the
/// ground state, each with its share of the mode's percentage; a share below the minimum is
/// pruned.
public struct DecayChain: Sendable, Hashable {
  /// The start and every nuclide it decays through, parents before daughters; `members[0]`
  /// is the start.
  public var members: [Member]
  /// Branches below this percentage were pruned.
  public var minimumPercent: Double

  /// One nuclide of the chain.
  public struct Member: Sendable, Hashable {
    /// The nuclide.
    public var nuclide: Nuclide
    /// Its name: "U-238".
    public var name: String
    /// Its data; `nil` if the table does not know the nuclide.
    public var isotope: Isotope?
    /// The ways it decays that are shown, by percentage, largest first.
    public var branches: [DecayBranch]
    /// How many of its branches were pruned for being below the minimum.
    public var prunedBranches: Int

    /// Whether no decay of the nuclide has been observed.
    public var isStable: Bool { isotope?.isStable ?? false }

    /// The half-life, if known.
    public var halfLife: HalfLife? { isStable ? nil : isotope?.halfLife }

    /// The decay constant λ = ln 2 / half-life, per second: 0 for a stable nuclide, `nil` when
    /// the half-life is not known.
    public var decayConstant: Double? {
      if isStable { return 0 }
      guard let seconds = halfLife?.seconds, seconds > 0, seconds.isFinite else { return nil }
      return 0.693_147_180_559_945_3 / seconds
    }
  }

  /// Where a branch leads.
  public enum Target: Sendable, Hashable {
    /// A member of the chain, by index into ``DecayChain/members``.
    case member(Int)
    /// A member that is already among the parent's own ancestors (only in inconsistent data):
    /// the branch is shown but followed no further.
    case loop(Int)
    /// Spontaneous fission: no single daughter.
    case fission
    /// One of several clusters is emitted; these are the possible daughters and their names,
    /// with no share of each known.
    case clusters([Nuclide], names: [String])
    /// A mode code that is not understood, or a daughter with no nucleus left.
    case undetermined
  }

  /// One way a member decays.
  public struct DecayBranch: Sendable, Hashable {
    /// NUBASE's code ("B-", "A", "B-n", "14C") and what it does; `nil` for a code that is not
    /// understood.
    public var process: DecayProcess?
    /// NUBASE's code.
    public var code: String
    /// The share of the parent's decays that take this branch, in percent; `nil` when NUBASE
    /// gives no intensity.
    public var percent: Double?
    /// How ``percent`` is bounded (exactly, about, at most, at least).
    public var relation: DecayRelation
    /// Whether the intensity is estimated from systematics.
    public var isEstimated: Bool
    /// The fraction of the parent's decays that the amounts over time send this way: the
    /// percentage over 100, an equal share of what known intensities leave for those without
    /// one, scaled down if the fractions add up to more than 1.
    public var fraction: Double
    /// Whether the daughter is left in its isomer ("m") rather than its ground state.
    public var toIsomer: Bool
    /// Where it leads.
    public var target: Target
  }

  /// The total number of pruned branches.
  public var prunedBranches: Int { members.reduce(0) { $0 + $1.prunedBranches } }

  /// The first member.
  public var start: Member { members[0] }
}

extension PeriodicTable {
  /// The decay chain of a nuclide, down to stable nuclides.
  /// - Parameters:
  ///   - nuclide: The start, e.g. from ``nuclide(matching:)``.
  ///   - minimumPercent: Branches of a smaller percentage are pruned (and counted); 0 keeps
  ///     every branch.
  /// - Returns: The chain; a stable nuclide's has one member with no branches.
  public func decayChain(of nuclide: Nuclide, minimumPercent: Double = 0.1) -> DecayChain {
    var builder = DecayChainBuilder(table: self, minimumPercent: minimumPercent)
    return builder.build(from: nuclide)
  }
}

/// Builds a ``DecayChain``: walks the daughters depth first, then orders the members parents
/// before daughters.
struct DecayChainBuilder {
  let table: PeriodicTable
  let minimumPercent: Double
  private var members: [DecayChain.Member] = []

  init(table: PeriodicTable, minimumPercent: Double) {
    self.table = table
    self.minimumPercent = minimumPercent.isFinite ? max(0, minimumPercent) : 0
  }

  mutating func build(from start: Nuclide) -> DecayChain {
    _ = member(start)
    var next = 0
    while next < members.count {
      expand(next)
      next += 1
    }
    return DecayChain(members: topologicallyOrdered(), minimumPercent: minimumPercent)
  }

  /// The index of a nuclide's member, added if new.
  private mutating func member(_ nuclide: Nuclide) -> Int {
    if let found = index(of: nuclide) { return found }
    members.append(
      DecayChain.Member(
        nuclide: nuclide, name: table.name(of: nuclide), isotope: table.isotope(of: nuclide),
        branches: [],
        prunedBranches: 0))
    return members.count - 1
  }

  /// The index of a nuclide's member, if it has one. A chain has tens of members, so a search
  /// costs less than hashing.
  private func index(of nuclide: Nuclide) -> Int? {
    members.firstIndex { $0.nuclide == nuclide }
  }

  /// Works out a member's branches and adds its daughters.
  private mutating func expand(_ position: Int) {
    let parent = members[position]
    guard let isotope = parent.isotope, !isotope.isStable else { return }
    let modes = isotope.decayModes
    let processes = modes.map { DecayProcess(code: $0.mode) }
    // The β families' totals: the β− head's intensity; for β+, the largest of B+, EC, e+ and
    // EC+B+ (B+ is EC and e+ together; alone, each is the whole).
    // Each family's head, by `DecayProcess.Family.position`.
    var heads = [Int?](repeating: nil, count: DecayProcess.Family.count)
    for (offset, process) in processes.enumerated() {
      guard let process, process.isFamilyHead else { continue }
      if let current = heads[process.family.position] {
        let better =
          (modes[offset].intensity ?? -1) > (modes[current].intensity ?? -1)
          || (modes[offset].intensity == modes[current].intensity && process.code == "B+")
        if better { heads[process.family.position] = offset }
      } else {
        heads[process.family.position] = offset
      }
    }
    var branches: [DecayChain.DecayBranch] = []
    var feedings: [Double?] = []
    var pruned = 0
    var shownDelayed = [Double?](repeating: nil, count: DecayProcess.Family.count)
    for (offset, mode) in modes.enumerated() {
      let process = processes[offset]
      if let process, process.isFamilyHead, heads[process.family.position] != offset {
        continue
      }
      if let percent = mode.intensity, percent < minimumPercent {
        pruned += 1
        continue
      }
      if let process, process.family != .own, !process.isFamilyHead {
        // A delayed mode: its decays are counted in its β family's total.
        if heads[process.family.position] == nil {
          // No β head is listed: the delayed mode is a branch of its own.
        } else {
          shownDelayed[process.family.position] =
            (shownDelayed[process.family.position] ?? 0) + (mode.intensity ?? 0)
        }
      }
      branches.append(
        DecayChain.DecayBranch(
          process: process, code: mode.mode, percent: mode.intensity, relation: mode.relation,
          isEstimated: mode.isEstimated, fraction: 0, toIsomer: false, target: .undetermined))
      feedings.append(mode.isomerFeeding)
    }
    // The heads lose the delayed modes shown beside them.
    for offset in branches.indices {
      guard let process = branches[offset].process, process.isFamilyHead,
        let delayed = shownDelayed[process.family.position],
        let percent = branches[offset].percent
      else { continue }
      branches[offset].percent = max(0, percent - delayed)
    }
    assignFractions(&branches, modes: modes, processes: processes, heads: heads)
    branches = splitByIsomer(branches, feedings: feedings, from: parent.nuclide, pruned: &pruned)
    branches.sort { ($0.percent ?? -1) > ($1.percent ?? -1) }
    for offset in branches.indices {
      branches[offset].target = target(of: branches[offset], from: parent.nuclide, at: position)
    }
    members[position].branches = branches
    members[position].prunedBranches = pruned
  }

  /// The fractions the amounts over time use.
  private func assignFractions(
    _ branches: inout [DecayChain.DecayBranch], modes: [DecayMode],
    processes: [DecayProcess?], heads: [Int?]
  ) {
    // What the known intensities leave, shared by the branches without one.
    var known = 0.0
    for (offset, mode) in modes.enumerated() {
      let process = processes[offset]
      let counts =
        process == nil || process?.family == .own || heads[process!.family.position] == offset
        || heads[process!.family.position] == nil
      if counts, let intensity = mode.intensity { known += intensity }
    }
    let unknownCount = branches.filter { $0.percent == nil }.count
    let share = unknownCount == 0 ? 0 : max(0, 100 - known) / Double(unknownCount)
    var total = 0.0
    for offset in branches.indices {
      branches[offset].fraction = (branches[offset].percent ?? share) / 100
      total += branches[offset].fraction
    }
    if total > 1 {
      for offset in branches.indices { branches[offset].fraction /= total }
    }
  }

  /// The branches with each mode that feeds its daughter's isomer made two: to the isomer and
  /// to the ground state, each with its share; a share below the minimum is pruned and counted.
  /// A feeding whose isomer the table does not know is left out.
  private func splitByIsomer(
    _ branches: [DecayChain.DecayBranch], feedings: [Double?], from parent: Nuclide,
    pruned: inout Int
  ) -> [DecayChain.DecayBranch] {
    var out: [DecayChain.DecayBranch] = []
    for (branch, feeding) in zip(branches, feedings) {
      guard let feeding, feeding > 0, let daughter = branch.process?.daughter(of: parent),
        table.isotope(
          of: Nuclide(
            atomicNumber: daughter.atomicNumber, massNumber: daughter.massNumber, isIsomer: true))
          != nil
      else {
        out.append(branch)
        continue
      }
      let share = min(feeding, 100) / 100
      for (toIsomer, part) in [(true, share), (false, 1 - share)] where part > 0 {
        var piece = branch
        piece.toIsomer = toIsomer
        piece.percent = branch.percent.map { Self.tidy($0 * part) }
        piece.fraction = Self.tidy(branch.fraction * part)
        if let percent = piece.percent, percent < minimumPercent {
          pruned += 1
          continue
        }
        out.append(piece)
      }
    }
    return out
  }

  /// A share rounded to 12 significant digits, so that 100 % less 87.73 % is 12.27 %, not
  /// 12.269999999999996 %.
  static func tidy(_ value: Double) -> Double {
    guard value != 0, value.isFinite else { return value }
    let scale = pow(10, 11 - floor(log10(abs(value))))
    guard scale.isFinite, scale > 0 else { return value }
    return (value * scale).rounded() / scale
  }

  /// Where a branch leads, adding its daughter as a member.
  private mutating func target(
    of branch: DecayChain.DecayBranch, from parent: Nuclide, at position: Int
  ) -> DecayChain.Target {
    guard let process = branch.process else { return .undetermined }
    switch process.outcome {
    case .fission: return .fission
    case .clusters(let clusters):
      let daughters = clusters.compactMap { cluster -> Nuclide? in
        let daughter = Nuclide(
          atomicNumber: parent.atomicNumber - cluster.protons,
          massNumber: parent.massNumber - cluster.nucleons)
        return daughter.atomicNumber >= 1 && daughter.massNumber >= daughter.atomicNumber
          ? daughter : nil
      }
      return .clusters(daughters, names: daughters.map(table.name(of:)))
    case .daughter:
      guard var daughter = process.daughter(of: parent) else { return .undetermined }
      daughter.isIsomer = branch.toIsomer
      if let existing = index(of: daughter), reaches(from: existing, to: position) {
        return .loop(existing)
      }
      return .member(member(daughter))
    }
  }

  /// Whether `target` is reachable from `source` along the branches known so far.
  private func reaches(from source: Int, to target: Int) -> Bool {
    var seen = [Bool](repeating: false, count: members.count)
    seen[source] = true
    var stack = [source]
    while let current = stack.popLast() {
      if current == target { return true }
      for branch in members[current].branches {
        if case .member(let next) = branch.target, !seen[next] {
          seen[next] = true
          stack.append(next)
        }
      }
    }
    return false
  }

  /// The members with parents before daughters, ties in the order they were found (depth of
  /// the walk, largest branches first); indices in the branches renumbered.
  private func topologicallyOrdered() -> [DecayChain.Member] {
    var incoming = [Int](repeating: 0, count: members.count)
    for member in members {
      for branch in member.branches {
        if case .member(let next) = branch.target { incoming[next] += 1 }
      }
    }
    // A depth-first order of discovery, largest branches first, breaks ties.
    var rank = [Int](repeating: Int.max, count: members.count)
    var counter = 0
    func visit(_ node: Int) {
      guard rank[node] == Int.max else { return }
      rank[node] = counter
      counter += 1
      for branch in members[node].branches {
        if case .member(let next) = branch.target { visit(next) }
      }
    }
    visit(0)
    var ready = [0]
    var order: [Int] = []
    while !ready.isEmpty {
      let pick = ready.indices.min { rank[ready[$0]] < rank[ready[$1]] }!
      let node = ready.remove(at: pick)
      order.append(node)
      for branch in members[node].branches {
        guard case .member(let next) = branch.target else { continue }
        incoming[next] -= 1
        if incoming[next] == 0 { ready.append(next) }
      }
    }
    var newIndex = [Int](repeating: 0, count: members.count)
    for (position, node) in order.enumerated() { newIndex[node] = position }
    return order.map { node in
      var member = members[node]
      for offset in member.branches.indices {
        switch member.branches[offset].target {
        case .member(let next): member.branches[offset].target = .member(newIndex[next])
        case .loop(let next): member.branches[offset].target = .loop(newIndex[next])
        default: break
        }
      }
      return member
    }
  }
}
