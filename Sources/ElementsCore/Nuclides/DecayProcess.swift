/// What one NUBASE2020 decay mode does to a nucleus: the family it belongs to and the
/// daughter it leaves.
///
/// NUBASE gives every intensity as a share of all decays. A β-delayed mode (`B-n`, `B-2n`,
/// `B-A`, `B+p`, `B+SF`, ...) is part of its β decay: the β− intensity counts the `B-n`
/// decays too. `B+` is electron capture and positron emission together, so `EC`, `e+` and
/// `EC+B+` listed beside it are parts of it; listed alone, each is the whole β+ decay.
public struct DecayProcess: Sendable, Hashable {
  /// Which decays a mode's intensity is a share of.
  public enum Family: Sendable, Hashable {
    /// β− decay (`B-`) and the modes delayed after it (`B-n`, `B-A`, ...).
    case betaMinus
    /// β+ decay and electron capture (`B+`, `EC`, `e+`, `EC+B+`) and the modes delayed after
    /// them (`B+p`, `B+A`, ...).
    case betaPlus
    /// A mode of its own: α, proton or neutron emission, double β, isomeric transition,
    /// spontaneous fission, cluster emission.
    case own

    /// How many families there are.
    static let count = 3

    /// The family's place among the three, for a list with a value for each.
    var position: Int {
      switch self {
      case .betaMinus: 0
      case .betaPlus: 1
      case .own: 2
      }
    }
  }

  /// What is left after the decay.
  public enum Outcome: Sendable, Hashable {
    /// One daughter nucleus, `protons` and `nucleons` fewer than the parent (negative for
    /// more): β− is (-1, 0), α (2, 4). The daughter is a ground state.
    case daughter(protons: Int, nucleons: Int)
    /// Fission: no single daughter.
    case fission
    /// Emission of one of several clusters (`24Ne+26Ne`): the daughters, each as `protons`
    /// and `nucleons` fewer than the parent, with no measured share of each.
    case clusters([ClusterDaughter])
  }

  /// One of the daughters of an emission of one of several clusters.
  public struct ClusterDaughter: Sendable, Hashable {
    /// Protons fewer than the parent.
    public var protons: Int
    /// Nucleons fewer than the parent.
    public var nucleons: Int

    /// Makes one.
    /// - Parameters:
    ///   - protons: Protons fewer than the parent.
    ///   - nucleons: Nucleons fewer than the parent.
    public init(protons: Int, nucleons: Int) {
      self.protons = protons
      self.nucleons = nucleons
    }
  }

  /// NUBASE's code, e.g. "B-n".
  public var code: String
  /// The family the mode's intensity belongs to.
  public var family: Family
  /// Whether the mode is the family's own first step (`B-`, `B+`, `EC`), rather than a mode
  /// delayed after it.
  public var isFamilyHead: Bool
  /// What is left.
  public var outcome: Outcome

  /// Reads a NUBASE2020 mode code.
  /// - Parameter code: "B-", "B+", "EC", "e+", "EC+B+", "A", "IT", "SF", "p", "2p", "3p",
  ///   "n", "2n", "2B-", "2B+", "B-n", "B-2n", "B-3n", "B-4n", "B-p", "B-d", "B-t", "B-A",
  ///   "B-SF", "B+p", "B+2p", "B+3p", "B+A", "B+pA", "B+SF", a cluster such as "14C", or
  ///   clusters such as "24Ne+26Ne".
  /// - Returns: The process, or `nil` for a code it does not know.
  public init?(code: String) {
    switch code {
    case "B-": self.init(code, .betaMinus, head: true, protons: -1, nucleons: 0)
    case "B+", "EC", "e+", "EC+B+":
      self.init(code, .betaPlus, head: true, protons: 1, nucleons: 0)
    case "A": self.init(code, .own, protons: 2, nucleons: 4)
    case "IT": self.init(code, .own, protons: 0, nucleons: 0)
    case "p": self.init(code, .own, protons: 1, nucleons: 1)
    case "2p": self.init(code, .own, protons: 2, nucleons: 2)
    case "3p": self.init(code, .own, protons: 3, nucleons: 3)
    case "n": self.init(code, .own, protons: 0, nucleons: 1)
    case "2n": self.init(code, .own, protons: 0, nucleons: 2)
    case "2B-": self.init(code, .own, protons: -2, nucleons: 0)
    case "2B+", "2EC": self.init(code, .own, protons: 2, nucleons: 0)
    case "SF":
      self.init(code, .own, outcome: .fission)
    case "B-SF": self.init(code, .betaMinus, outcome: .fission)
    case "B+SF": self.init(code, .betaPlus, outcome: .fission)
    default:
      if code.hasPrefix("B-"), let emitted = Self.emission(code.dropFirst(2)) {
        // β− first (one proton more), then the particles.
        self.init(
          code, .betaMinus, protons: emitted.protons - 1, nucleons: emitted.nucleons)
      } else if code.hasPrefix("B+"), let emitted = Self.emission(code.dropFirst(2)) {
        self.init(
          code, .betaPlus, protons: emitted.protons + 1, nucleons: emitted.nucleons)
      } else if let clusters = Self.clusters(code) {
        if clusters.count == 1 {
          self.init(code, .own, protons: clusters[0].protons, nucleons: clusters[0].nucleons)
        } else {
          self.init(code, .own, outcome: .clusters(clusters))
        }
      } else {
        return nil
      }
    }
  }

  private init(_ code: String, _ family: Family, head: Bool = false, outcome: Outcome) {
    self.code = code
    self.family = family
    isFamilyHead = head
    self.outcome = outcome
  }

  private init(
    _ code: String, _ family: Family, head: Bool = false, protons: Int, nucleons: Int
  ) {
    self.init(
      code, family, head: head, outcome: .daughter(protons: protons, nucleons: nucleons))
  }

  /// The particles emitted after a β decay: "n", "2n", "3n", "4n", "p", "2p", "3p", "d",
  /// "t", "A", "pA", as protons and nucleons.
  private static func emission(_ text: Substring) -> (protons: Int, nucleons: Int)? {
    var protons = 0
    var nucleons = 0
    var count = 0
    for character in text {
      if let digit = character.wholeNumberValue, character.isASCII {
        count = count * 10 + digit
        guard count < 10 else { return nil }
        continue
      }
      let times = max(count, 1)
      count = 0
      switch character {
      case "n": nucleons += times
      case "p":
        protons += times
        nucleons += times
      case "d":
        protons += times
        nucleons += 2 * times
      case "t":
        protons += times
        nucleons += 3 * times
      case "A":
        protons += 2 * times
        nucleons += 4 * times
      default: return nil
      }
    }
    guard count == 0, nucleons > 0 else { return nil }
    return (protons, nucleons)
  }

  /// Clusters written as mass number and symbol, joined by "+": "14C", "24Ne+26Ne".
  private static func clusters(_ code: String) -> [ClusterDaughter]? {
    var clusters: [ClusterDaughter] = []
    for part in code.split(separator: "+", omittingEmptySubsequences: false) {
      let digits = part.prefix { $0.isASCII && $0.isNumber }
      let symbol = part.dropFirst(digits.count)
      guard !digits.isEmpty, digits.count <= 3, let nucleons = Int(digits),
        let protons = ElementSymbols.atomicNumber(symbol: symbol.utf8)
      else { return nil }
      clusters.append(ClusterDaughter(protons: protons, nucleons: nucleons))
    }
    return clusters.isEmpty ? nil : clusters
  }

  /// The daughter of a parent by this process.
  /// - Parameter parent: The decaying nuclide.
  /// - Returns: The daughter (a ground state), or `nil` for fission, several clusters, or a
  ///   daughter with no protons or nucleons left.
  public func daughter(of parent: Nuclide) -> Nuclide? {
    guard case .daughter(let protons, let nucleons) = outcome else { return nil }
    let daughter = Nuclide(
      atomicNumber: parent.atomicNumber - protons, massNumber: parent.massNumber - nucleons)
    guard daughter.atomicNumber >= 1, daughter.massNumber >= daughter.atomicNumber else {
      return nil
    }
    return daughter
  }
}
