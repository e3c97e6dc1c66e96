/// The chart of nuclides (a Segrè chart): every ground state the table knows, placed by its
/// neutrons N (across) and protons Z (up), with an index from (Z, N) to the nuclide.
///
/// Made once from a table's isotopes; isomers (`Isotope/isomer` set) are left out.
public struct NuclideChart: Sendable {
  /// One ground state on the chart.
  public struct Entry: Sendable, Hashable {
    /// The protons Z.
    public var atomicNumber: Int
    /// The neutrons N.
    public var neutrons: Int
    /// The element's symbol.
    public var symbol: String
    /// The isotope's record: mass, abundance, half-life, decay modes.
    public var isotope: Isotope

    /// Makes an entry.
    /// - Parameters:
    ///   - atomicNumber: Z.
    ///   - neutrons: N.
    ///   - symbol: The element's symbol.
    ///   - isotope: The isotope's record.
    public init(atomicNumber: Int, neutrons: Int, symbol: String, isotope: Isotope) {
      self.atomicNumber = atomicNumber
      self.neutrons = neutrons
      self.symbol = symbol
      self.isotope = isotope
    }

    /// The mass number A.
    public var massNumber: Int { isotope.massNumber }

    /// Whether no decay has been observed.
    public var isStable: Bool { isotope.isStable }

    /// The half-life in seconds: `nil` for a stable nuclide, an unknown half-life, or one
    /// that is not a positive finite number.
    public var halfLifeSeconds: Double? {
      guard !isotope.isStable, let seconds = isotope.halfLife?.seconds, seconds.isFinite,
        seconds > 0
      else { return nil }
      return seconds
    }

    /// The main way it decays: the mode with the largest known intensity, else the first
    /// listed; ``NuclideDecayClass/stable`` for a stable nuclide.
    public var decayClass: NuclideDecayClass {
      if isotope.isStable { return .stable }
      let modes = isotope.decayModes
      guard let first = modes.first else { return .unknown }
      var main = first
      for mode in modes {
        if let intensity = mode.intensity, intensity > (main.intensity ?? -1) { main = mode }
      }
      return NuclideDecayClass(code: main.mode)
    }

    /// The nuclide's name: "U-238".
    public var name: String { symbol + "-" + String(massNumber) }
  }

  /// Every ground state, by Z, then N.
  public let entries: [Entry]
  /// The protons from the lightest element to the heaviest on the chart.
  public let protons: ClosedRange<Int>
  /// The neutrons from the fewest to the most on the chart.
  public let neutrons: ClosedRange<Int>
  /// For each Z in ``protons``, the N range of its entries and the
  /// indexes of its entries in ``entries``.
  private let rows: [(neutrons: ClosedRange<Int>, first: Int, end: Int)?]

  /// The magic numbers of protons and of neutrons: closed nuclear shells.
  public static let magicNumbers = [2, 8, 20, 28, 50, 82, 126]

  /// Makes the chart of a table's ground states.
  /// - Parameter table: The elements.
  public init(table: PeriodicTable) {
    var entries: [Entry] = []
    entries.reserveCapacity(3600)
    for element in table.elementsByNumber {
      for isotope in table.isotopes(of: element) where isotope.isomer == nil {
        entries.append(
          Entry(
            atomicNumber: element.atomicNumber,
            neutrons: isotope.massNumber - element.atomicNumber, symbol: element.symbol,
            isotope: isotope))
      }
    }
    self.init(entries: entries)
  }

  /// Makes a chart of given entries.
  /// - Parameter entries: The nuclides; duplicates of one (Z, N) keep the first.
  public init(entries: [Entry]) {
    var sorted: [Entry] = []
    sorted.reserveCapacity(entries.count)
    var seen = Set<Int>()
    for entry in entries.sorted(by: {
      ($0.atomicNumber, $0.neutrons) < ($1.atomicNumber, $1.neutrons)
    })
    where entry.atomicNumber >= 0 && entry.neutrons >= 0
      && seen.insert(entry.atomicNumber &* 4096 &+ entry.neutrons).inserted
    {
      sorted.append(entry)
    }
    self.entries = sorted
    let zs = sorted.map(\.atomicNumber)
    let ns = sorted.map(\.neutrons)
    protons = (zs.min() ?? 0)...(zs.max() ?? 0)
    neutrons = (ns.min() ?? 0)...(ns.max() ?? 0)
    var rows = [(neutrons: ClosedRange<Int>, first: Int, end: Int)?](
      repeating: nil, count: protons.count)
    var index = 0
    while index < sorted.count {
      let z = sorted[index].atomicNumber
      var end = index
      while end + 1 < sorted.count, sorted[end + 1].atomicNumber == z { end += 1 }
      rows[z - protons.lowerBound] = (sorted[index].neutrons...sorted[end].neutrons, index, end + 1)
      index = end + 1
    }
    self.rows = rows
  }

  /// The nuclide with `z` protons and `n` neutrons, if the chart has it.
  /// - Parameters:
  ///   - z: The protons.
  ///   - n: The neutrons.
  /// - Returns: Its entry, or `nil`.
  public func entry(z: Int, n: Int) -> Entry? {
    index(z: z, n: n).map { entries[$0] }
  }

  /// Where the nuclide with `z` protons and `n` neutrons is in ``entries``, if the chart has it.
  /// - Parameters:
  ///   - z: The protons.
  ///   - n: The neutrons.
  /// - Returns: Its index, or `nil`.
  public func index(z: Int, n: Int) -> Int? {
    guard protons.contains(z), let row = rows[z - protons.lowerBound], row.neutrons.contains(n)
    else { return nil }
    var low = row.first
    var high = row.end
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].neutrons < n { low = middle + 1 } else { high = middle }
    }
    guard low < row.end, entries[low].neutrons == n else { return nil }
    return low
  }

  /// The neutrons of the nuclides with `z` protons, if the chart has any.
  /// - Parameter z: The protons.
  /// - Returns: The lowest to the highest N of that element.
  public func neutrons(z: Int) -> ClosedRange<Int>? {
    protons.contains(z) ? rows[z - protons.lowerBound]?.neutrons : nil
  }

  /// The entries inside a window.
  /// - Parameters:
  ///   - protons: The Z range.
  ///   - neutrons: The N range.
  /// - Returns: The entries with Z and N in the ranges, by Z then N.
  public func entries(protons: ClosedRange<Int>, neutrons: ClosedRange<Int>) -> [Entry] {
    entries.filter { protons.contains($0.atomicNumber) && neutrons.contains($0.neutrons) }
  }
}

/// The main decay mode of a nuclide, as the chart colours it: the classes of NUBASE's codes.
public enum NuclideDecayClass: Sendable, Hashable, CaseIterable {
  /// No decay observed.
  case stable
  /// β− decay ("B-", "2B-", β-delayed "B-n").
  case betaMinus
  /// β+ decay or electron capture ("B+", "EC", "e+", "B+p").
  case betaPlus
  /// α decay ("A").
  case alpha
  /// Spontaneous fission ("SF").
  case fission
  /// Proton emission ("p", "2p").
  case proton
  /// Neutron emission ("n", "2n").
  case neutron
  /// Another mode (cluster decay, "IT"), or none known.
  case unknown

  /// The class of one of NUBASE's decay codes.
  /// - Parameter code: "B-", "A", "EC", "2p", "14C"...
  public init(code: String) {
    if code.hasPrefix("B-") || code.hasPrefix("2B-") {
      self = .betaMinus
    } else if code.hasPrefix("B+") || code.hasPrefix("EC") || code.hasPrefix("e+")
      || code.hasPrefix("2B+") || code.hasPrefix("2EC")
    {
      self = .betaPlus
    } else if code == "A" {
      self = .alpha
    } else if code == "SF" {
      self = .fission
    } else if code == "p" || code == "2p" || code == "3p" {
      self = .proton
    } else if code == "n" || code == "2n" || code == "3n" || code == "4n" {
      self = .neutron
    } else {
      self = .unknown
    }
  }
}
