/// One chemical element, with every fact the data file gives about it.
///
/// Values that the data does not know are `nil` (or empty), never 0 or "".
///
/// An element is a value, but its facts are kept in one shared object that a copy shares until
/// one of them is changed (copy on write): views copy elements often (a list, a table, the
/// extremes of a heatmap), and a copy costs one reference count rather than one for each of the
/// dozen texts and lists it holds.
public struct AtomicElement: Sendable, Hashable {
  /// Every fact, compared and hashed as a whole.
  private struct Fields: Sendable, Hashable {
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
  }

  /// The facts, shared by copies of an element.
  ///
  /// Unchecked `Sendable`: a `Facts` is changed only through ``AtomicElement``'s setters, and
  /// only when that element holds the one reference to it (else the setter copies it first),
  /// so no two threads ever see one `Facts` change.
  private final class Facts: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var facts: Facts

  /// The facts, copied first if another element shares them: for a setter.
  private var ownFacts: Facts {
    mutating get {
      if !isKnownUniquelyReferenced(&facts) { facts = Facts(facts.fields) }
      return facts
    }
  }

  /// The atomic number: the number of protons.
  public var atomicNumber: Int {
    get { facts.fields.atomicNumber }
    set { ownFacts.fields.atomicNumber = newValue }
  }
  /// The chemical symbol, e.g. "Fe".
  public var symbol: String {
    get { facts.fields.symbol }
    set { ownFacts.fields.symbol = newValue }
  }
  /// The name, in IUPAC spelling for the bundled data ("Aluminium", "Caesium", "Sulfur").
  public var name: String {
    get { facts.fields.name }
    set { ownFacts.fields.name = newValue }
  }
  /// Other names a user may type for this element, e.g. "Aluminum".
  public var alternateNames: [String] {
    get { facts.fields.alternateNames }
    set { ownFacts.fields.alternateNames = newValue }
  }
  /// The standard atomic weight, or the mass number of the longest-lived isotope.
  public var atomicWeight: AtomicWeight? {
    get { facts.fields.atomicWeight }
    set { ownFacts.fields.atomicWeight = newValue }
  }
  /// The state at room temperature, or ``PhysicalState/artificial``.
  public var state: PhysicalState {
    get { facts.fields.state }
    set { ownFacts.fields.state = newValue }
  }
  /// Where the element sits in the drawn table.
  public var position: GridPosition {
    get { facts.fields.position }
    set { ownFacts.fields.position = newValue }
  }
  /// The group, 1 to 18; `nil` for the lanthanides and actinides.
  public var group: Int? {
    get { facts.fields.group }
    set { ownFacts.fields.group = newValue }
  }
  /// The period, 1 to 7.
  public var period: Int? {
    get { facts.fields.period }
    set { ownFacts.fields.period = newValue }
  }
  /// The block: s, p, d or f.
  public var block: Block? {
    get { facts.fields.block }
    set { ownFacts.fields.block = newValue }
  }
  /// The chemical family.
  public var category: ElementCategory? {
    get { facts.fields.category }
    set { ownFacts.fields.category = newValue }
  }
  /// Whether the element has no stable isotope; `nil` if the data does not say.
  public var isRadioactive: Bool? {
    get { facts.fields.isRadioactive }
    set { ownFacts.fields.isRadioactive = newValue }
  }
  /// When it was discovered.
  public var discovery: Discovery? {
    get { facts.fields.discovery }
    set { ownFacts.fields.discovery = newValue }
  }
  /// Who discovered it.
  public var discoveredBy: String? {
    get { facts.fields.discoveredBy }
    set { ownFacts.fields.discoveredBy = newValue }
  }
  /// The ground-state electron configuration in noble-gas shorthand, e.g. "[Ar] 3d6 4s2".
  public var electronConfiguration: String? {
    get { facts.fields.electronConfiguration }
    set { ownFacts.fields.electronConfiguration = newValue }
  }
  /// Electrons per shell, innermost first, e.g. [2, 8, 14, 2]; empty if unknown.
  public var electronShells: [Int] {
    get { facts.fields.electronShells }
    set { ownFacts.fields.electronShells = newValue }
  }
  /// The melting point in kelvin.
  public var meltingPoint: Double? {
    get { facts.fields.meltingPoint }
    set { ownFacts.fields.meltingPoint = newValue }
  }
  /// The boiling point in kelvin.
  public var boilingPoint: Double? {
    get { facts.fields.boilingPoint }
    set { ownFacts.fields.boilingPoint = newValue }
  }
  /// The density in grams per cubic centimetre.
  public var density: Double? {
    get { facts.fields.density }
    set { ownFacts.fields.density = newValue }
  }
  /// The electronegativity on the Pauling scale.
  public var electronegativity: Double? {
    get { facts.fields.electronegativity }
    set { ownFacts.fields.electronegativity = newValue }
  }
  /// The English Wikipedia article about the element.
  public var wikipediaURL: String? {
    get { facts.fields.wikipediaURL }
    set { ownFacts.fields.wikipediaURL = newValue }
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
      Fields(
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
        wikipediaURL: wikipediaURL))
  }

  /// Whether two elements have the same facts.
  public static func == (left: AtomicElement, right: AtomicElement) -> Bool {
    left.facts === right.facts || left.facts.fields == right.facts.fields
  }

  /// Hashes every fact, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(facts.fields)
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
