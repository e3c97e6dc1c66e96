/// One chemical element, with every fact the data file gives about it.
///
/// Values that the data does not know are `nil` (or empty), never 0 or "".
public struct AtomicElement: Sendable, Hashable {
  /// The atomic number: the number of protons.
  public var atomicNumber: Int
  /// The chemical symbol, e.g. "Fe".
  public var symbol: String
  /// The name, in IUPAC spelling for the bundled data ("Aluminium", "Caesium", "Sulfur").
  public var name: String
  /// Other names a user may type for this element, e.g. "Aluminum".
  public var alternateNames: [String]
  /// The standard atomic weight, or the mass number of the longest-lived isotope.
  public var atomicWeight: AtomicWeight?
  /// The state at room temperature, or ``PhysicalState/artificial``.
  public var state: PhysicalState
  /// Where the element sits in the drawn table.
  public var position: GridPosition
  /// The group, 1 to 18; `nil` for the lanthanides and actinides.
  public var group: Int?
  /// The period, 1 to 7.
  public var period: Int?
  /// The block: s, p, d or f.
  public var block: Block?
  /// The chemical family.
  public var category: ElementCategory?
  /// Whether the element has no stable isotope; `nil` if the data does not say.
  public var isRadioactive: Bool?
  /// When it was discovered.
  public var discovery: Discovery?
  /// Who discovered it.
  public var discoveredBy: String?
  /// The ground-state electron configuration in noble-gas shorthand, e.g. "[Ar] 3d6 4s2".
  public var electronConfiguration: String?
  /// Electrons per shell, innermost first, e.g. [2, 8, 14, 2]; empty if unknown.
  public var electronShells: [Int]
  /// The melting point in kelvin.
  public var meltingPoint: Double?
  /// The boiling point in kelvin.
  public var boilingPoint: Double?
  /// The density in grams per cubic centimetre.
  public var density: Double?
  /// The electronegativity on the Pauling scale.
  public var electronegativity: Double?
  /// The English Wikipedia article about the element.
  public var wikipediaURL: String?

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

  /// The initial letter its name is listed under, upper-cased ("I" for Iron).
  public var initial: Character { Self.initial(of: name) }

  /// The initial letter a name is listed under, upper-cased; "?" for an empty name.
  static func initial(of name: String) -> Character {
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
