/// One chemical element, with every fact the data file gives about it.
///
/// Values that the data does not know are `nil` (or empty), never 0 or "".
///
/// An element is a value, but its facts are kept in one shared object that a copy shares until
/// one of them is changed (copy on write): views copy elements often (a list, a table, the
/// extremes of a heatmap), and a copy costs one reference count rather than one for each of the
/// dozen texts and lists it holds.
public struct AtomicElement: Sendable, Hashable {
  /// The facts themselves, shared by copies of an element.
  ///
  /// Unchecked `Sendable`: a `Facts` is changed only through ``AtomicElement``'s setters, and
  /// only when that element holds the one reference to it (else the setter copies it first),
  /// so no two threads ever see one `Facts` change.
  final class Facts: @unchecked Sendable {
    var atomicNumber: Int
    var symbol: String
    var name: String
    var alternateNames: [String]
    var atomicWeight: AtomicWeight?
    var state: PhysicalState
    var position: GridPosition
    var group: Int?
    var period: Int?
    var block: Block?
    var category: ElementCategory?
    var isRadioactive: Bool?
    var discovery: Discovery?
    var discoveredBy: String?
    var electronConfiguration: String?
    var electronShells: [Int]
    var meltingPoint: Double?
    var boilingPoint: Double?
    var density: Double?
    var electronegativity: Double?
    var wikipediaURL: String?

    init(
      atomicNumber: Int,
      symbol: String,
      name: String,
      alternateNames: [String],
      atomicWeight: AtomicWeight?,
      state: PhysicalState,
      position: GridPosition,
      group: Int?,
      period: Int?,
      block: Block?,
      category: ElementCategory?,
      isRadioactive: Bool?,
      discovery: Discovery?,
      discoveredBy: String?,
      electronConfiguration: String?,
      electronShells: [Int],
      meltingPoint: Double?,
      boilingPoint: Double?,
      density: Double?,
      electronegativity: Double?,
      wikipediaURL: String?
    ) {
      self.atomicNumber = atomicNumber
      self.symbol = symbol
      self.name = name
      self.alternateNames = alternateNames
      self.atomicWeight = atomicWeight
      self.state = state
      self.position = position
      self.group = group
      self.period = period
      self.block = block
      self.category = category
      self.isRadioactive = isRadioactive
      self.discovery = discovery
      self.discoveredBy = discoveredBy
      self.electronConfiguration = electronConfiguration
      self.electronShells = electronShells
      self.meltingPoint = meltingPoint
      self.boilingPoint = boilingPoint
      self.density = density
      self.electronegativity = electronegativity
      self.wikipediaURL = wikipediaURL
    }

    /// A copy of every fact, for an element about to change one.
    func copy() -> Facts {
      Facts(
        atomicNumber: atomicNumber,
        symbol: symbol,
        name: name,
        alternateNames: alternateNames,
        atomicWeight: atomicWeight,
        state: state,
        position: position,
        group: group,
        period: period,
        block: block,
        category: category,
        isRadioactive: isRadioactive,
        discovery: discovery,
        discoveredBy: discoveredBy,
        electronConfiguration: electronConfiguration,
        electronShells: electronShells,
        meltingPoint: meltingPoint,
        boilingPoint: boilingPoint,
        density: density,
        electronegativity: electronegativity,
        wikipediaURL: wikipediaURL)
    }
  }

  private var facts: Facts

  /// The facts, copied first if another element shares them: for a setter.
  private var ownFacts: Facts {
    mutating get {
      if !isKnownUniquelyReferenced(&facts) { facts = facts.copy() }
      return facts
    }
  }

  /// The atomic number: the number of protons.
  public var atomicNumber: Int {
    get { facts.atomicNumber }
    set { ownFacts.atomicNumber = newValue }
  }
  /// The chemical symbol, e.g. "Fe".
  public var symbol: String {
    get { facts.symbol }
    set { ownFacts.symbol = newValue }
  }
  /// The name, in IUPAC spelling for the bundled data ("Aluminium", "Caesium", "Sulfur").
  public var name: String {
    get { facts.name }
    set { ownFacts.name = newValue }
  }
  /// Other names a user may type for this element, e.g. "Aluminum".
  public var alternateNames: [String] {
    get { facts.alternateNames }
    set { ownFacts.alternateNames = newValue }
  }
  /// The standard atomic weight, or the mass number of the longest-lived isotope.
  public var atomicWeight: AtomicWeight? {
    get { facts.atomicWeight }
    set { ownFacts.atomicWeight = newValue }
  }
  /// The state at room temperature, or ``PhysicalState/artificial``.
  public var state: PhysicalState {
    get { facts.state }
    set { ownFacts.state = newValue }
  }
  /// Where the element sits in the drawn table.
  public var position: GridPosition {
    get { facts.position }
    set { ownFacts.position = newValue }
  }
  /// The group, 1 to 18; `nil` for the lanthanides and actinides.
  public var group: Int? {
    get { facts.group }
    set { ownFacts.group = newValue }
  }
  /// The period, 1 to 7.
  public var period: Int? {
    get { facts.period }
    set { ownFacts.period = newValue }
  }
  /// The block: s, p, d or f.
  public var block: Block? {
    get { facts.block }
    set { ownFacts.block = newValue }
  }
  /// The chemical family.
  public var category: ElementCategory? {
    get { facts.category }
    set { ownFacts.category = newValue }
  }
  /// Whether the element has no stable isotope; `nil` if the data does not say.
  public var isRadioactive: Bool? {
    get { facts.isRadioactive }
    set { ownFacts.isRadioactive = newValue }
  }
  /// When it was discovered.
  public var discovery: Discovery? {
    get { facts.discovery }
    set { ownFacts.discovery = newValue }
  }
  /// Who discovered it.
  public var discoveredBy: String? {
    get { facts.discoveredBy }
    set { ownFacts.discoveredBy = newValue }
  }
  /// The ground-state electron configuration in noble-gas shorthand, e.g. "[Ar] 3d6 4s2".
  public var electronConfiguration: String? {
    get { facts.electronConfiguration }
    set { ownFacts.electronConfiguration = newValue }
  }
  /// Electrons per shell, innermost first, e.g. [2, 8, 14, 2]; empty if unknown.
  public var electronShells: [Int] {
    get { facts.electronShells }
    set { ownFacts.electronShells = newValue }
  }
  /// The melting point in kelvin.
  public var meltingPoint: Double? {
    get { facts.meltingPoint }
    set { ownFacts.meltingPoint = newValue }
  }
  /// The boiling point in kelvin.
  public var boilingPoint: Double? {
    get { facts.boilingPoint }
    set { ownFacts.boilingPoint = newValue }
  }
  /// The density in grams per cubic centimetre.
  public var density: Double? {
    get { facts.density }
    set { ownFacts.density = newValue }
  }
  /// The electronegativity on the Pauling scale.
  public var electronegativity: Double? {
    get { facts.electronegativity }
    set { ownFacts.electronegativity = newValue }
  }
  /// The English Wikipedia article about the element.
  public var wikipediaURL: String? {
    get { facts.wikipediaURL }
    set { ownFacts.wikipediaURL = newValue }
  }

  /// Makes an element from its facts. The first six are required.
  /// - Parameters:
  ///   - atomicNumber: The atomic number.
  ///   - symbol: The chemical symbol.
  ///   - name: The name.
  ///   - state: The state at room temperature, or artificial.
  ///   - position: The cell in the drawn table.
  ///   - isRadioactive: Whether it has no stable isotope, if known.
  ///   - atomicWeight: The standard atomic weight or mass number.
  ///   - alternateNames: Other names users may type.
  ///   - group: The group, 1 to 18.
  ///   - period: The period, 1 to 7.
  ///   - block: The block.
  ///   - category: The chemical family.
  ///   - discovery: When it was discovered.
  ///   - discoveredBy: Who discovered it.
  ///   - electronConfiguration: The electron configuration.
  ///   - electronShells: Electrons per shell.
  ///   - meltingPoint: The melting point in kelvin.
  ///   - boilingPoint: The boiling point in kelvin.
  ///   - density: The density in g/cm³.
  ///   - electronegativity: The Pauling electronegativity.
  ///   - wikipediaURL: The Wikipedia article URL.
  public init(
    atomicNumber: Int,
    symbol: String,
    name: String,
    state: PhysicalState,
    position: GridPosition,
    isRadioactive: Bool?,
    atomicWeight: AtomicWeight? = nil,
    alternateNames: [String] = [],
    group: Int? = nil,
    period: Int? = nil,
    block: Block? = nil,
    category: ElementCategory? = nil,
    discovery: Discovery? = nil,
    discoveredBy: String? = nil,
    electronConfiguration: String? = nil,
    electronShells: [Int] = [],
    meltingPoint: Double? = nil,
    boilingPoint: Double? = nil,
    density: Double? = nil,
    electronegativity: Double? = nil,
    wikipediaURL: String? = nil
  ) {
    facts = Facts(
      atomicNumber: atomicNumber,
      symbol: symbol,
      name: name,
      alternateNames: alternateNames,
      atomicWeight: atomicWeight,
      state: state,
      position: position,
      group: group,
      period: period,
      block: block,
      category: category,
      isRadioactive: isRadioactive,
      discovery: discovery,
      discoveredBy: discoveredBy,
      electronConfiguration: electronConfiguration,
      electronShells: electronShells,
      meltingPoint: meltingPoint,
      boilingPoint: boilingPoint,
      density: density,
      electronegativity: electronegativity,
      wikipediaURL: wikipediaURL)
  }

  /// Whether two elements have the same facts.
  public static func == (left: AtomicElement, right: AtomicElement) -> Bool {
    if left.facts === right.facts { return true }
    let (a, b) = (left.facts, right.facts)
    return a.atomicNumber == b.atomicNumber
      && a.symbol == b.symbol
      && a.name == b.name
      && a.alternateNames == b.alternateNames
      && a.atomicWeight == b.atomicWeight
      && a.state == b.state
      && a.position == b.position
      && a.group == b.group
      && a.period == b.period
      && a.block == b.block
      && a.category == b.category
      && a.isRadioactive == b.isRadioactive
      && a.discovery == b.discovery
      && a.discoveredBy == b.discoveredBy
      && a.electronConfiguration == b.electronConfiguration
      && a.electronShells == b.electronShells
      && a.meltingPoint == b.meltingPoint
      && a.boilingPoint == b.boilingPoint
      && a.density == b.density
      && a.electronegativity == b.electronegativity
      && a.wikipediaURL == b.wikipediaURL
  }

  /// Hashes every fact, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(facts.atomicNumber)
    hasher.combine(facts.symbol)
    hasher.combine(facts.name)
    hasher.combine(facts.alternateNames)
    hasher.combine(facts.atomicWeight)
    hasher.combine(facts.state)
    hasher.combine(facts.position)
    hasher.combine(facts.group)
    hasher.combine(facts.period)
    hasher.combine(facts.block)
    hasher.combine(facts.category)
    hasher.combine(facts.isRadioactive)
    hasher.combine(facts.discovery)
    hasher.combine(facts.discoveredBy)
    hasher.combine(facts.electronConfiguration)
    hasher.combine(facts.electronShells)
    hasher.combine(facts.meltingPoint)
    hasher.combine(facts.boilingPoint)
    hasher.combine(facts.density)
    hasher.combine(facts.electronegativity)
    hasher.combine(facts.wikipediaURL)
  }

  /// The initial letter its name is listed under, upper-cased ("I" for Iron).
  public var initial: Character {
    name.first.map { Character($0.uppercased()) } ?? "?"
  }
}

extension AtomicElement {
  /// The element's English Wikipedia article: the data's address, or, when the data has none
  /// (Apple's original file has none), one made from the name, as the original app made it.
  ///
  /// The name's spaces become underscores and any other character outside unreserved ASCII is
  /// percent-encoded, so the address is printable ASCII without spaces. "Mercury" goes to
  /// "Mercury_(element)", as the planet has the plain name; the other element names are
  /// their articles' titles (systematic names redirect to the current ones).
  public var wikipediaAddress: String {
    if let wikipediaURL { return wikipediaURL }
    let title = name == "Mercury" ? "Mercury_(element)" : name
    var path = ""
    for byte in title.utf8 {
      switch byte {
      case UInt8(ascii: " "): path += "_"
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "("), UInt8(ascii: ")"):
        path.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        path += "%" + (hex.count < 2 ? "0" + hex : hex)
      }
    }
    return "https://en.wikipedia.org/wiki/" + path
  }
}
