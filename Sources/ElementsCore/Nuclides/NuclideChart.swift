/// The chart of nuclides (a Segrè chart): every ground state the table knows, placed by its
/// neutrons N (across) and protons Z (up), with an index from (Z, N) to the nuclide.
///
/// Made once from a table's isotopes; isomers (`Isotope/isomer` set) are left out. Each entry
/// keeps what the chart draws (the half-life and the main decay mode); the full record is the
/// table's (`PeriodicTable/isotope(of:)`). The built-in table has its chart compiled in
/// (``PeriodicTable/nuclideChart``).
public struct NuclideChart: Sendable {
  /// One ground state on the chart.
  public struct Entry: Sendable, Hashable {
    /// The protons Z.
    public let atomicNumber: Int
    /// The neutrons N.
    public let neutrons: Int
    /// The half-life in seconds: `nil` for a stable nuclide, an unknown half-life, or one
    /// that is not a positive finite number.
    public let halfLifeSeconds: Double?
    /// The main way it decays (see ``init(atomicNumber:neutrons:isotope:)``);
    /// ``NuclideDecayClass/stable`` for a stable nuclide.
    public let decayClass: NuclideDecayClass

    /// Makes an entry.
    /// - Parameters:
    ///   - atomicNumber: Z.
    ///   - neutrons: N.
    ///   - decayClass: The main decay mode, ``NuclideDecayClass/stable`` if stable.
    ///   - halfLifeSeconds: The half-life in seconds; one that is not a positive finite
    ///     number is taken as unknown.
    @inlinable public init(
      atomicNumber: Int, neutrons: Int, decayClass: NuclideDecayClass, halfLifeSeconds: Double?
    ) {
      self.atomicNumber = atomicNumber
      self.neutrons = neutrons
      self.decayClass = decayClass
      if decayClass != .stable, let seconds = halfLifeSeconds, seconds.isFinite, seconds > 0 {
        self.halfLifeSeconds = seconds
      } else {
        self.halfLifeSeconds = nil
      }
    }

    /// Makes the entry of an isotope's record: its main decay mode is the one with the largest
    /// known intensity, else the first listed.
    /// - Parameters:
    ///   - atomicNumber: Z.
    ///   - neutrons: N.
    ///   - isotope: The isotope's record.
    public init(atomicNumber: Int, neutrons: Int, isotope: Isotope) {
      let decayClass: NuclideDecayClass
      if isotope.isStable {
        decayClass = .stable
      } else if var main = isotope.decayModes.first {
        for mode in isotope.decayModes {
          if let intensity = mode.intensity, intensity > (main.intensity ?? -1) { main = mode }
        }
        decayClass = NuclideDecayClass(code: main.mode)
      } else {
        decayClass = .unknown
      }
      self.init(
        atomicNumber: atomicNumber, neutrons: neutrons, decayClass: decayClass,
        halfLifeSeconds: isotope.halfLife?.seconds)
    }

    /// The mass number A.
    public var massNumber: Int { atomicNumber + neutrons }

    /// Whether no decay has been observed.
    public var isStable: Bool { decayClass == .stable }

    /// The nuclide: its ground state.
    public var nuclide: Nuclide { Nuclide(atomicNumber: atomicNumber, massNumber: massNumber) }
  }

  /// The chart's ground states, by Z, then N: each entry is made from the chart's
  /// columns of numbers when it is read, so that a chart compiled in costs nothing to make.
  public struct Entries: RandomAccessCollection, Sendable {
    /// The entries' Z, N, decay classes' raw values and half-lives (0 for none).
    @usableFromInline let protons: [UInt16]
    @usableFromInline let neutrons: [UInt16]
    @usableFromInline let classes: [UInt8]
    @usableFromInline let halfLives: [Double]

    /// The entries of columns of equal length.
    init(_ columns: Columns) {
      protons = columns.protons
      neutrons = columns.neutrons
      classes = columns.classes
      halfLives = columns.halfLives
    }

    /// The first position: 0.
    @inlinable public var startIndex: Int { 0 }
    /// The position after the last entry.
    @inlinable public var endIndex: Int { protons.count }

    /// The entry at a position.
    /// - Parameter position: A position from ``startIndex`` up to ``endIndex``.
    @inlinable public subscript(position: Int) -> Entry {
      Entry(
        atomicNumber: Int(protons[position]), neutrons: Int(neutrons[position]),
        decayClass: NuclideDecayClass(rawValue: classes[position]) ?? .unknown,
        halfLifeSeconds: halfLives[position])
    }
  }

  /// Every ground state, by Z, then N.
  public let entries: Entries
  /// The elements' symbols by Z, up to the highest Z on the chart; empty where the table has
  /// no element.
  private let symbols: [String]
  /// The protons from the lightest element to the heaviest on the chart.
  public let protons: ClosedRange<Int>
  /// The neutrons from the fewest to the most on the chart.
  public let neutrons: ClosedRange<Int>
  /// For each Z in ``protons``, from the lowest, where its entries start in ``entries``; the
  /// entries of a Z end where the next Z's start (the last at the end).
  private let rowStarts: [Int]

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
            neutrons: isotope.massNumber - element.atomicNumber, isotope: isotope))
      }
    }
    self.init(entries: entries, table: table)
  }

  /// Makes a chart of given entries.
  /// - Parameters:
  ///   - entries: The nuclides; duplicates of one (Z, N) keep the first; those with a Z or an
  ///     N below 0 or above 65535 are left out.
  ///   - table: The table whose elements' symbols name the nuclides; without one, a nuclide
  ///     is named by its Z ("Z92-238").
  public init(entries: [Entry], table: PeriodicTable? = nil) {
    var columns = Columns(protons: [], neutrons: [], classes: [], halfLives: [])
    var last: (z: UInt16, n: UInt16)?
    for entry in entries.sorted(by: {
      ($0.atomicNumber, $0.neutrons) < ($1.atomicNumber, $1.neutrons)
    }) {
      guard let z = UInt16(exactly: entry.atomicNumber), let n = UInt16(exactly: entry.neutrons),
        last.map({ $0 != (z, n) }) ?? true
      else { continue }
      last = (z, n)
      columns.protons.append(z)
      columns.neutrons.append(n)
      columns.classes.append(entry.decayClass.rawValue)
      columns.halfLives.append(entry.halfLifeSeconds ?? 0)
    }
    self.init(columns: columns, table: table)
  }

  /// The chart as the build tool compiles it in: for each entry, by Z then N, its Z, its N,
  /// the raw value of its decay class, and its half-life in seconds (0 where it has none).
  @_spi(Embedding)
  public struct Columns: Sendable, Equatable {
    /// The entries' Z.
    public var protons: [UInt16]
    /// The entries' N.
    public var neutrons: [UInt16]
    /// The raw values of the entries' ``NuclideDecayClass``.
    public var classes: [UInt8]
    /// The entries' half-lives in seconds, 0 where an entry has none.
    public var halfLives: [Double]

    /// Makes columns.
    /// - Parameters:
    ///   - protons: The entries' Z.
    ///   - neutrons: Their N.
    ///   - classes: Their decay classes' raw values.
    ///   - halfLives: Their half-lives in seconds, 0 for none.
    public init(protons: [UInt16], neutrons: [UInt16], classes: [UInt8], halfLives: [Double]) {
      self.protons = protons
      self.neutrons = neutrons
      self.classes = classes
      self.halfLives = halfLives
    }
  }

  /// This chart's entries as `Columns`.
  @_spi(Embedding)
  public var columns: Columns {
    Columns(
      protons: entries.protons, neutrons: entries.neutrons, classes: entries.classes,
      halfLives: entries.halfLives)
  }

  /// The chart of `columns` that a table's chart gave, with the symbols of the table's
  /// elements. A test compares the built-in table's compiled chart with the one its isotopes
  /// make.
  /// - Parameters:
  ///   - columns: The columns of a chart, as `columns` gives them: by Z, then N, no two at
  ///     one place.
  ///   - table: The table, for the symbols.
  @_spi(Embedding)
  public init(columns: Columns, table: PeriodicTable?) {
    var columns = columns
    let count = min(
      columns.protons.count, columns.neutrons.count, columns.classes.count,
      columns.halfLives.count)
    if count < columns.protons.count { columns.protons.removeLast(columns.protons.count - count) }
    entries = Entries(columns)
    let zs = columns.protons
    let ns = columns.neutrons
    protons = Int(zs.first ?? 0)...Int(zs.last ?? 0)
    var fewest = ns.first ?? 0
    var most = fewest
    for n in ns {
      fewest = min(fewest, n)
      most = max(most, n)
    }
    neutrons = Int(fewest)...Int(most)
    var symbols = [String](repeating: "", count: protons.upperBound + 1)
    let elements = table?.elementsByNumber ?? []
    for index in elements.indices where symbols.indices.contains(elements[index].atomicNumber) {
      symbols[elements[index].atomicNumber] = elements[index].symbol
    }
    self.symbols = symbols
    // A Z without entries starts where the next one does: its row is empty.
    var rowStarts = [Int](repeating: count, count: protons.count + 1)
    for index in (0..<count).reversed() {
      rowStarts[Int(zs[index]) - protons.lowerBound] = index
    }
    for row in (0..<protons.count).reversed() where rowStarts[row] > rowStarts[row + 1] {
      rowStarts[row] = rowStarts[row + 1]
    }
    self.rowStarts = rowStarts
  }

  /// The symbol of an entry's element: "U".
  /// - Parameter entry: An entry of this chart.
  /// - Returns: The symbol, or "Z" and the atomic number for an element the table lacks.
  public func symbol(of entry: Entry) -> String {
    let known = symbols.indices.contains(entry.atomicNumber) ? symbols[entry.atomicNumber] : ""
    return known.isEmpty ? "Z" + String(entry.atomicNumber) : known
  }

  /// An entry's name: "U-238".
  /// - Parameter entry: An entry of this chart.
  /// - Returns: The symbol, a hyphen and the mass number.
  public func name(of entry: Entry) -> String {
    symbol(of: entry) + "-" + String(entry.massNumber)
  }

  /// How many entries lie inside a window.
  /// - Parameters:
  ///   - protons: The Z range.
  ///   - neutrons: The N range.
  /// - Returns: The number of entries with Z and N in the ranges.
  public func count(protons: ClosedRange<Int>, neutrons: ClosedRange<Int>) -> Int {
    guard protons.overlaps(self.protons) else { return 0 }
    var count = 0
    for z in protons.clamped(to: self.protons) {
      let row = indexes(z: z)
      guard let first = row.first, let last = row.last else { continue }
      if neutrons.contains(entries[first].neutrons) && neutrons.contains(entries[last].neutrons) {
        count += row.count
      } else {
        count += entries[row].count { neutrons.contains($0.neutrons) }
      }
    }
    return count
  }

  /// The positions in ``entries`` of the nuclides with `z` protons, by N.
  /// - Parameter z: The protons.
  /// - Returns: The range of their indexes; empty if the chart has none.
  public func indexes(z: Int) -> Range<Int> {
    guard protons.contains(z) else { return 0..<0 }
    let row = z - protons.lowerBound
    return rowStarts[row]..<rowStarts[row + 1]
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
    let row = indexes(z: z)
    var low = row.lowerBound
    var high = row.upperBound
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].neutrons < n { low = middle + 1 } else { high = middle }
    }
    guard low < row.upperBound, entries[low].neutrons == n else { return nil }
    return low
  }

  /// The neutrons of the nuclides with `z` protons, if the chart has any.
  /// - Parameter z: The protons.
  /// - Returns: The lowest to the highest N of that element.
  public func neutrons(z: Int) -> ClosedRange<Int>? {
    let row = indexes(z: z)
    guard let first = row.first, let last = row.last else { return nil }
    return entries[first].neutrons...entries[last].neutrons
  }

  /// The isotope records of entries, in their order: each element's isotopes are read once.
  /// - Parameters:
  ///   - entries: Entries of a table's chart, by Z.
  ///   - table: The table.
  /// - Returns: Each entry's ground state's record, or `nil` where the table has none.
  public static func isotopes(of entries: [Entry], in table: PeriodicTable) -> [Isotope?] {
    var isotopes: [Isotope?] = []
    isotopes.reserveCapacity(entries.count)
    var elementIsotopes: [Isotope] = []
    var elementNumber = -1
    for entry in entries {
      if entry.atomicNumber != elementNumber {
        elementIsotopes = table.details(number: entry.atomicNumber)?.isotopes ?? []
        elementNumber = entry.atomicNumber
      }
      isotopes.append(elementIsotopes.first(where: entry.nuclide.matches))
    }
    return isotopes
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
/// The raw values are the codes of the compiled chart (`NuclideChart.Columns`).
public enum NuclideDecayClass: UInt8, Sendable, Hashable, CaseIterable {
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
