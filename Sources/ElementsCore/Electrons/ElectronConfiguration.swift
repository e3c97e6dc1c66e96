/// How an atom's or ion's electrons occupy its sub-shells, such as iron's
/// 1s² 2s² 2p⁶ 3s² 3p⁶ 3d⁶ 4s².
public struct ElectronConfiguration: Sendable, Hashable, CustomStringConvertible {
  /// One sub-shell with its electrons.
  public struct Occupancy: Sendable, Hashable {
    /// The sub-shell.
    public var subshell: Subshell
    /// Its electrons, 1 to the sub-shell's capacity.
    public var electrons: Int

    /// The electrons with no partner in their orbital when they spread over the orbitals as
    /// Hund's rule has them: one per orbital first, then pairs.
    public var unpaired: Int {
      electrons <= subshell.orbitals ? electrons : subshell.capacity - electrons
    }

    /// Whether the sub-shell is full.
    public var isFull: Bool { electrons == subshell.capacity }
  }

  /// The occupied sub-shells in shell order (by n, then l).
  public let occupancies: [Occupancy]

  /// Makes a configuration from electrons per sub-shell; empty sub-shells are left out.
  /// - Parameter counts: Electrons per sub-shell, each at most its capacity.
  /// - Returns: `nil` if a count is negative or above its sub-shell's capacity.
  public init?(_ counts: [Subshell: Int]) {
    self.init(occupancies: counts.map { Occupancy(subshell: $0.key, electrons: $0.value) })
  }

  /// Makes a configuration from sub-shells with their electrons, each sub-shell at most once;
  /// empty ones are left out. `nil` if a count is negative or above its sub-shell's capacity.
  private init?(occupancies list: [Occupancy]) {
    guard list.allSatisfy({ $0.electrons >= 0 && $0.electrons <= $0.subshell.capacity }) else {
      return nil
    }
    occupancies = list.filter { $0.electrons > 0 }.sorted { $0.subshell < $1.subshell }
  }

  /// Reads a configuration as the data writes it: "1s2 2s2 2p4", "[Ar] 3d6 4s2", or with dots
  /// between the parts as NIST writes them ("[Ar].3d6.4s2"); a count of 1 may be left out.
  /// A core in brackets is a noble gas's (He to Og) ground configuration.
  /// - Parameter text: The configuration.
  /// - Returns: `nil` for text that is not one, or names a sub-shell twice.
  public init?(parsing text: String) {
    // Read in UTF-8: every part that can be valid is ASCII, and any other byte fails it.
    let (space, dot) = (UInt8(ascii: " "), UInt8(ascii: "."))
    let parts = text.utf8.split { $0 == space || $0 == dot }
    guard !parts.isEmpty, parts.count <= 40 else { return nil }
    var list: [Occupancy] = []
    for (offset, part) in parts.enumerated() {
      if part.first == UInt8(ascii: "[") {
        guard offset == 0, part.last == UInt8(ascii: "]"),
          let gas = NobleGas.all.first(where: {
            part.dropFirst().dropLast().elementsEqual($0.symbol.utf8)
          })
        else { return nil }
        list += gas.configuration.occupancies
        continue
      }
      // A digit and a letter name the sub-shell ("3d"); one or two digits may follow.
      guard part.count >= 2, let subshell = Subshell(name: part.prefix(2)),
        !list.contains(where: { $0.subshell == subshell })
      else { return nil }
      let digits = part.dropFirst(2)
      guard digits.count <= 2, digits.allSatisfy({ $0 < 0x80 }) else { return nil }
      let count = digits.isEmpty ? 1 : Int(String(decoding: digits, as: UTF8.self))
      guard let count, count >= 1 else { return nil }
      list.append(Occupancy(subshell: subshell, electrons: count))
    }
    self.init(occupancies: list)
  }

  /// The ground configuration the Aufbau principle predicts: sub-shells filled in the Madelung
  /// order (n + l, then n), each before the next.
  /// - Parameter electrons: How many electrons, 0 to 168.
  /// - Returns: The configuration (empty for 0 or fewer electrons; full shells up to 8s for more
  ///   than 168).
  public static func aufbau(electrons: Int) -> ElectronConfiguration {
    ElectronConfiguration().adding(electrons)
  }

  /// The empty configuration: no electrons.
  private init() { occupancies = [] }

  /// The electrons in all.
  public var electronCount: Int { occupancies.reduce(0) { $0 + $1.electrons } }

  /// The electrons in one sub-shell.
  /// - Parameter subshell: A sub-shell.
  /// - Returns: Its electrons, 0 if it is empty.
  public func electrons(in subshell: Subshell) -> Int {
    occupancies.first { $0.subshell == subshell }?.electrons ?? 0
  }

  /// The occupied sub-shells in the order they fill (the Madelung order, roughly their
  /// energies): 4s before 3d.
  public var energyOrdered: [Occupancy] {
    occupancies.sorted { Subshell.fillsBefore($0.subshell, $1.subshell) }
  }

  /// Electrons per shell (n = 1, 2, …), up to the outermost occupied one.
  public var shells: [Int] {
    guard let outer = occupancies.map(\.subshell.n).max() else { return [] }
    var shells = Array(repeating: 0, count: outer)
    for occupancy in occupancies { shells[occupancy.subshell.n - 1] += occupancy.electrons }
    return shells
  }

  /// The unpaired electrons when each sub-shell's electrons follow Hund's rule.
  public var unpairedElectrons: Int { occupancies.reduce(0) { $0 + $1.unpaired } }

  /// The partly filled sub-shells.
  public var openSubshells: [Occupancy] { occupancies.filter { !$0.isFull } }

  /// The largest noble gas whose ground configuration this one contains and that has fewer
  /// electrons: the core the noble-gas notation writes in brackets for an atom (neon is
  /// [He] 2s² 2p⁶).
  public var nobleGasCore: NobleGas? { nobleGasCore(charge: 0) }

  /// The noble-gas core of an atom (charge 0) or an ion with this configuration: as
  /// ``nobleGasCore``, except that an ion with exactly a noble gas's electrons is that gas
  /// alone, as textbooks write ions (O²⁻, F⁻, Na⁺ and Al³⁺ are [Ne]).
  /// - Parameter charge: The charge of the atom or ion.
  /// - Returns: The core; `nil` for fewer electrons than helium's.
  public func nobleGasCore(charge: Int) -> NobleGas? {
    NobleGas.all.last { gas in
      (gas.electrons < electronCount || (charge != 0 && gas.electrons == electronCount))
        && gas.configuration.occupancies.allSatisfy { electrons(in: $0.subshell) == $0.electrons }
    }
  }

  /// The sub-shells outside the noble-gas core, in shell order.
  public var outsideCore: [Occupancy] { outside(nobleGasCore) }

  /// The sub-shells outside a core, in shell order.
  /// - Parameter core: The core; `nil` for none.
  /// - Returns: The sub-shells the core does not fill.
  public func outside(_ core: NobleGas?) -> [Occupancy] {
    guard let core = core?.configuration else { return occupancies }
    return occupancies.filter { core.electrons(in: $0.subshell) == 0 }
  }

  /// Plain text: every sub-shell in shell order with explicit counts, "1s2 2s2 2p4".
  public var description: String {
    occupancies.map { "\($0.subshell)\($0.electrons)" }.joined(separator: " ")
  }

  /// Plain text in noble-gas notation, "[Ar] 3d6 4s2".
  public var nobleGasText: String { nobleGasText(charge: 0) }

  /// Plain text in noble-gas notation for an atom (charge 0) or an ion with this
  /// configuration, its core as ``nobleGasCore(charge:)`` finds it: "[Ar] 3d6" for Fe²⁺,
  /// "[Ne]" for O²⁻.
  /// - Parameter charge: The charge of the atom or ion.
  /// - Returns: The text; every sub-shell written out when there is no core.
  public func nobleGasText(charge: Int) -> String {
    guard let core = nobleGasCore(charge: charge) else { return description }
    var text = "[\(core.symbol)]"
    for occupancy in outside(core) { text += " \(occupancy.subshell)\(occupancy.electrons)" }
    return text
  }

  /// The configuration with electrons taken away by the textbook rule for cations: the outer
  /// shell's p and s electrons first (np, then ns), then the (n − 1)d electrons, then the
  /// (n − 2)f ones; with those gone, the next shell in the same order. So europium
  /// ([Xe] 4f⁷ 6s²) loses 6s² then a 4f electron for Eu³⁺, [Xe] 4f⁶, never a 5p electron of
  /// its core; gadolinium loses 6s², then 5d¹; iron loses 4s² before 3d. See
  /// ``removalOrder(_:_:)``.
  /// - Parameter count: How many electrons to remove.
  /// - Returns: The ion's configuration (empty once every electron is gone).
  public func removing(_ count: Int) -> ElectronConfiguration {
    var list = occupancies.sorted { ElectronConfiguration.removalOrder($0.subshell, $1.subshell) }
    var left = count
    for index in list.indices where left > 0 {
      let taken = min(left, list[index].electrons)
      list[index].electrons -= taken
      left -= taken
    }
    return ElectronConfiguration(occupancies: list)!
  }

  /// Whether the cation rule takes electrons from `a` before `b`: a sub-shell belongs with
  /// the outer shell it lies under (n for s and p, n + 1 for d, n + 2 for f, n + 3 for g: 6s,
  /// 6p, 5d and 4f together), the outermost of those first, and within one of them the
  /// highest n first, then the highest l (6p, 6s, 5d, 4f).
  /// - Parameters:
  ///   - a: A sub-shell.
  ///   - b: Another.
  /// - Returns: `true` when `a` loses its electrons first.
  public static func removalOrder(_ a: Subshell, _ b: Subshell) -> Bool {
    func outerShell(_ subshell: Subshell) -> Int { subshell.n + max(0, subshell.l - 1) }
    return (outerShell(a), a.n, a.l) > (outerShell(b), b.n, b.l)
  }

  /// The configuration with electrons added in the Madelung order, into the first sub-shells
  /// with room: the rule for anions.
  /// - Parameter count: How many electrons to add.
  /// - Returns: The ion's configuration.
  public func adding(_ count: Int) -> ElectronConfiguration {
    var list = occupancies
    var left = max(0, count)
    for subshell in Subshell.madelungOrder where left > 0 {
      let index: Int
      if let found = list.firstIndex(where: { $0.subshell == subshell }) {
        index = found
      } else {
        list.append(Occupancy(subshell: subshell, electrons: 0))
        index = list.count - 1
      }
      let placed = min(left, subshell.capacity - list[index].electrons)
      list[index].electrons += placed
      left -= placed
    }
    return ElectronConfiguration(occupancies: list)!
  }

  /// Valence electrons by the rule the data uses for elements: the s and p electrons of the
  /// outer shell n (the period), and for the d block also the (n − 1)d electrons; none is
  /// derived for the f block.
  /// - Parameters:
  ///   - period: The element's period (its outer shell).
  ///   - block: The element's block.
  /// - Returns: The count, or `nil` for the f block.
  public func valenceElectrons(period: Int, block: Block) -> Int? {
    let outer = occupancies.filter { $0.subshell.n == period && $0.subshell.l <= 1 }
      .reduce(0) { $0 + $1.electrons }
    switch block {
    case .s, .p: return outer
    case .d: return outer + (Subshell(n: period - 1, l: 2).map { electrons(in: $0) } ?? 0)
    case .f: return nil
    }
  }
}

/// A noble gas, whose ground configuration is a core in noble-gas notation.
public struct NobleGas: Sendable, Hashable {
  /// Its symbol, e.g. "Ar".
  public let symbol: String
  /// Its electrons (its atomic number).
  public let electrons: Int

  /// Its ground configuration (all of them follow the Aufbau order), made when asked for.
  public var configuration: ElectronConfiguration { .aufbau(electrons: electrons) }

  init(symbol: String, electrons: Int) {
    self.symbol = symbol
    self.electrons = electrons
  }

  /// He, Ne, Ar, Kr, Xe, Rn and Og, lightest first.
  public static let all: [NobleGas] = [
    NobleGas(symbol: "He", electrons: 2), NobleGas(symbol: "Ne", electrons: 10),
    NobleGas(symbol: "Ar", electrons: 18), NobleGas(symbol: "Kr", electrons: 36),
    NobleGas(symbol: "Xe", electrons: 54), NobleGas(symbol: "Rn", electrons: 86),
    NobleGas(symbol: "Og", electrons: 118),
  ]
}
