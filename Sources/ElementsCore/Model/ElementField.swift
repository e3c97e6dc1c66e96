/// One value of an element's field, as the field catalogue reads it.
public enum FieldValue: Sendable, Hashable {
  /// Yes or no.
  case bool(Bool)
  /// A whole number.
  case integer(Int)
  /// A measured number.
  case number(Double)
  /// A number kept as its published decimal text, e.g. an atomic weight "72.630".
  case decimal(String)
  /// Text.
  case text(String)
  /// A list of texts.
  case texts([String])
  /// A list of whole numbers.
  case integers([Int])
  /// A list of measured numbers.
  case numbers([Double])

  /// The value as one number, for fields that hold one: `nil` for texts and lists.
  public var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    case .decimal(let text): Double(text)
    case .bool, .text, .texts, .integers, .numbers: nil
    }
  }
}

/// One field of the element data: its JSON name, title, unit and source, and how to read it.
///
/// ``ElementField/all`` lists every field that `show --format json` writes, in that order; it
/// drives the list of sources, and reads any numeric field as a `Double` by its name.
public struct ElementField: Sendable {
  /// The name in JSON and CSV output and in data files, e.g. "meltingPoint".
  public let key: String
  /// A title for people, e.g. "Melting point".
  public let title: String
  /// The unit, e.g. "K", "g/cm³", "eV"; `nil` for counts, names and dimensionless values.
  public let unit: String?
  /// Where the bundled values come from, briefly, e.g. "CRC 97th ed. via mendeleev".
  public let source: String
  /// Whether the value is a single number (``value(of:details:)`` gives a ``FieldValue/number``
  /// as ``number(of:details:)`` reads it).
  public let isNumeric: Bool
  /// Reads the value.
  let read: @Sendable (AtomicElement, ElementDetails) -> FieldValue?

  /// Describes a field.
  /// - Parameters:
  ///   - key: The JSON name.
  ///   - title: The title.
  ///   - unit: The unit, if any.
  ///   - source: The source of the bundled values.
  ///   - isNumeric: Whether the value is a single number.
  ///   - read: Reads the value; `nil` when unknown.
  public init(
    key: String, title: String, unit: String? = nil, source: String, isNumeric: Bool,
    read: @escaping @Sendable (AtomicElement, ElementDetails) -> FieldValue?
  ) {
    self.key = key
    self.title = title
    self.unit = unit
    self.source = source
    self.isNumeric = isNumeric
    self.read = read
  }

  /// The field's value for an element.
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details (``PeriodicTable/details(of:)``).
  /// - Returns: The value, or `nil` when the data does not know it. A list field gives a list,
  ///   empty when nothing is known (see ``hasValue(for:details:)``).
  public func value(of element: AtomicElement, details: ElementDetails) -> FieldValue? {
    read(element, details)
  }

  /// Whether the data knows this field for an element: a value that is not an empty list.
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details.
  /// - Returns: Whether there is a value.
  public func hasValue(for element: AtomicElement, details: ElementDetails) -> Bool {
    switch read(element, details) {
    case nil: false
    case .texts(let list)?: !list.isEmpty
    case .integers(let list)?: !list.isEmpty
    case .numbers(let list)?: !list.isEmpty
    default: true
    }
  }

  /// The field's value as a number, for numeric fields.
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details.
  /// - Returns: The number, or `nil` if unknown or the field is not numeric.
  public func number(of element: AtomicElement, details: ElementDetails) -> Double? {
    isNumeric ? value(of: element, details: details)?.number : nil
  }

  /// How many of the table's elements have a value for this field.
  /// - Parameter table: The table.
  /// - Returns: The count.
  public func coverage(in table: PeriodicTable) -> Int {
    table.elementsByNumber.count { hasValue(for: $0, details: table.details(of: $0)) }
  }

  /// The field with a JSON name, e.g. "density".
  /// - Parameter key: The name, as ``key`` spells it.
  /// - Returns: The field, or `nil` if there is none by that name.
  public static func named(_ key: String) -> ElementField? {
    // Read in place (a field holds texts and a closure, so a copy costs), and a key's text
    // compared only when its length matches: no index of the keys to build first.
    let length = key.utf8.count
    return all.withUnsafeBufferPointer { fields in
      for index in fields.indices
      where fields[index].key.utf8.count == length && fields[index].key == key {
        return fields[index]
      }
      return nil
    }
  }
}

extension PeriodicTable {
  /// A numeric field of an element by its JSON name, e.g. `number("covalentRadius", of: iron)`.
  /// - Parameters:
  ///   - key: A field's ``ElementField/key``.
  ///   - element: An element of this table.
  /// - Returns: The number, or `nil` if unknown, not numeric or no such field.
  public func number(_ key: String, of element: AtomicElement) -> Double? {
    ElementField.named(key)?.number(of: element, details: details(of: element))
  }
}

extension ElementField {
  private static let mendeleevCRC97 = "CRC Handbook 97th ed. (2016), via mendeleev 1.3.0"
  private static let mendeleevCRC95 = "CRC Handbook 95th ed. (2014), via mendeleev 1.3.0"
  private static let uncited = "mendeleev 1.3.0 (uncited there)"
  private static let nubase = "NUBASE2020 (Kondev et al. 2021), via mendeleev 1.3.0"

  private static func number(_ value: Double?) -> FieldValue? { value.map(FieldValue.number) }
  private static func integer(_ value: Int?) -> FieldValue? { value.map(FieldValue.integer) }
  private static func text(_ value: String?) -> FieldValue? { value.map(FieldValue.text) }

  /// Every field, in the order of `show --format json`: the 24 fields every element record
  /// has had, then the details.
  public static let all: [ElementField] = [
    ElementField(
      key: "number", title: "Atomic number", source: "mendeleev 1.3.0", isNumeric: true
    ) { element, _ in .integer(element.atomicNumber) },
    ElementField(key: "symbol", title: "Symbol", source: "mendeleev 1.3.0", isNumeric: false) {
      element, _ in .text(element.symbol)
    },
    ElementField(
      key: "name", title: "Name", source: "mendeleev 1.3.0; IUPAC Red Book 2005",
      isNumeric: false
    ) { element, _ in .text(element.name) },
    ElementField(
      key: "alternateNames", title: "Also called", source: "IUPAC Red Book 2005 (hand table)",
      isNumeric: false
    ) { element, _ in .texts(element.alternateNames) },
    ElementField(
      key: "atomicWeight", title: "Atomic weight",
      source: "CIAAW 2021 (2024 for Zr, Gd, Lu); [A]: NUBASE2020", isNumeric: true
    ) { element, _ in
      switch element.atomicWeight {
      case .standard(let text)?: .decimal(text)
      case .massNumber(let number)?: .integer(number)
      case nil: nil
      }
    },
    ElementField(
      key: "atomicWeightKind", title: "Kind of atomic weight", source: "CIAAW 2021",
      isNumeric: false
    ) { element, _ in
      switch element.atomicWeight {
      case .standard?: .text("standard")
      case .massNumber?: .text("mass number")
      case nil: nil
      }
    },
    ElementField(key: "state", title: "State", source: "hand table", isNumeric: false) {
      element, _ in .text(element.state.title)
    },
    ElementField(key: "category", title: "Category", source: "hand table", isNumeric: false) {
      element, _ in element.category.map { .text($0.title) }
    },
    ElementField(key: "block", title: "Block", source: "mendeleev 1.3.0", isNumeric: false) {
      element, _ in element.block.map { .text($0.rawValue) }
    },
    ElementField(key: "group", title: "Group", source: "mendeleev 1.3.0", isNumeric: true) {
      element, _ in integer(element.group)
    },
    ElementField(key: "period", title: "Period", source: "mendeleev 1.3.0", isNumeric: true) {
      element, _ in integer(element.period)
    },
    ElementField(key: "row", title: "Row", source: "computed", isNumeric: true) { element, _ in
      .integer(element.position.row)
    },
    ElementField(key: "column", title: "Column", source: "computed", isNumeric: true) {
      element, _ in .integer(element.position.column)
    },
    ElementField(
      key: "radioactive", title: "Radioactive", source: "hand table (NUBASE2020)",
      isNumeric: false
    ) { element, _ in element.isRadioactive.map(FieldValue.bool) },
    ElementField(
      key: "discoveryYear", title: "Discovery year", source: "mendeleev 1.3.0, corrected",
      isNumeric: true
    ) { element, _ in
      if case .year(let year)? = element.discovery { return .integer(year) }
      return nil
    },
    ElementField(
      key: "knownSinceAntiquity", title: "Known since antiquity", source: "mendeleev 1.3.0",
      isNumeric: false
    ) { element, _ in .bool(element.discovery == .antiquity) },
    ElementField(
      key: "discoveredBy", title: "Discovered by", source: "hand table after mendeleev 1.3.0",
      isNumeric: false
    ) { element, _ in text(element.discoveredBy) },
    ElementField(
      key: "electronConfiguration", title: "Electron configuration",
      source: "mendeleev 1.3.0, checked against NIST ASD", isNumeric: false
    ) { element, _ in text(element.electronConfiguration) },
    ElementField(
      key: "electronShells", title: "Electron shells", unit: "electrons",
      source: "computed from the configuration", isNumeric: false
    ) { element, _ in .integers(element.electronShells) },
    ElementField(
      key: "meltingPoint", title: "Melting point", unit: "K", source: mendeleevCRC97,
      isNumeric: true
    ) { element, _ in number(element.meltingPoint) },
    ElementField(
      key: "boilingPoint", title: "Boiling point", unit: "K", source: mendeleevCRC97,
      isNumeric: true
    ) { element, _ in number(element.boilingPoint) },
    ElementField(
      key: "density", title: "Density", unit: "g/cm³", source: mendeleevCRC95, isNumeric: true
    ) { element, _ in number(element.density) },
    ElementField(
      key: "electronegativity", title: "Electronegativity (Pauling)", source: mendeleevCRC95,
      isNumeric: true
    ) { element, _ in number(element.electronegativity) },
    ElementField(
      key: "wikipedia", title: "Wikipedia", source: "en.wikipedia.org", isNumeric: false
    ) { element, _ in text(element.wikipediaURL) },
    ElementField(
      key: "atomicWeightUncertainty", title: "Atomic weight uncertainty", unit: "Da",
      source: "CIAAW 2021 (2024 for Zr, Gd, Lu)", isNumeric: true
    ) { _, details in number(details.atomicWeightUncertainty) },
    ElementField(
      key: "atomicWeightLower", title: "Atomic weight interval, lower", unit: "Da",
      source: "CIAAW 2021 (Prohaska et al. 2022)", isNumeric: true
    ) { _, details in number(details.atomicWeightInterval?.lowerBound) },
    ElementField(
      key: "atomicWeightUpper", title: "Atomic weight interval, upper", unit: "Da",
      source: "CIAAW 2021 (Prohaska et al. 2022)", isNumeric: true
    ) { _, details in number(details.atomicWeightInterval?.upperBound) },
    ElementField(
      key: "valenceElectrons", title: "Valence electrons", unit: "electrons",
      source: "computed from the configuration (s, p, d blocks)", isNumeric: true
    ) { _, details in integer(details.valenceElectrons) },
    ElementField(
      key: "neutrons", title: "Neutrons (most abundant isotope)",
      source: "computed from NUBASE2020", isNumeric: true
    ) { _, details in integer(details.neutrons) },
    ElementField(
      key: "ionizationEnergy", title: "First ionization energy", unit: "eV",
      source: "NIST ASD, via mendeleev 1.3.0", isNumeric: true
    ) { _, details in number(details.firstIonizationEnergy) },
    ElementField(
      key: "ionizationEnergies", title: "Ionization energies", unit: "eV",
      source: "NIST ASD, via mendeleev 1.3.0", isNumeric: false
    ) { _, details in .numbers(details.ionizationEnergies) },
    ElementField(
      key: "electronAffinity", title: "Electron affinity", unit: "eV",
      source: mendeleevCRC95, isNumeric: true
    ) { _, details in number(details.electronAffinity) },
    ElementField(
      key: "electronAffinityUnbound", title: "Anion unbound",
      source: "Andersen 2004 (hand table)", isNumeric: false
    ) { _, details in
      details.isAnionUnbound ? .bool(true) : details.electronAffinity.map { _ in .bool(false) }
    },
    ElementField(
      key: "commonOxidationStates", title: "Common oxidation states",
      source: "Wikipedia (rev. 1102394064), via mendeleev 1.3.0", isNumeric: false
    ) { _, details in .integers(details.oxidationStates.common) },
    ElementField(
      key: "oxidationStates", title: "Oxidation states",
      source: "Wikipedia (rev. 1102394064), via mendeleev 1.3.0", isNumeric: false
    ) { _, details in .integers(details.oxidationStates.all) },
    ElementField(
      key: "covalentRadius", title: "Covalent radius", unit: "pm",
      source: "Pyykkö & Atsumi 2009, via mendeleev 1.3.0", isNumeric: true
    ) { _, details in number(details.covalentRadius) },
    ElementField(
      key: "vanDerWaalsRadius", title: "Van der Waals radius", unit: "pm",
      source: "Alvarez 2013 (noble gases Vogt 2014), via mendeleev 1.3.0", isNumeric: true
    ) { _, details in number(details.vanDerWaalsRadius) },
    ElementField(
      key: "vanDerWaalsRadiusSource", title: "Van der Waals radius source",
      source: "per element", isNumeric: false
    ) { _, details in text(details.vanDerWaalsRadiusSource) },
    ElementField(
      key: "atomicRadius", title: "Atomic radius", unit: "pm",
      source: "Slater 1964, else Rahm 2016, via mendeleev 1.3.0", isNumeric: true
    ) { _, details in number(details.atomicRadius) },
    ElementField(
      key: "atomicRadiusSource", title: "Atomic radius source", source: "per element",
      isNumeric: false
    ) { _, details in text(details.atomicRadiusSource) },
    ElementField(
      key: "latticeStructure", title: "Crystal structure", source: uncited, isNumeric: false
    ) { _, details in text(details.lattice?.type) },
    ElementField(
      key: "latticeConstant", title: "Lattice constant", unit: "pm", source: uncited,
      isNumeric: true
    ) { _, details in number(details.lattice?.constant) },
    ElementField(
      key: "specificHeat", title: "Specific heat capacity", unit: "J/(g·K)",
      source: mendeleevCRC95, isNumeric: true
    ) { _, details in number(details.specificHeat) },
    ElementField(
      key: "thermalConductivity", title: "Thermal conductivity", unit: "W/(m·K)",
      source: uncited, isNumeric: true
    ) { _, details in number(details.thermalConductivity) },
    ElementField(
      key: "heatOfFusion", title: "Heat of fusion", unit: "kJ/mol", source: uncited,
      isNumeric: true
    ) { _, details in number(details.heatOfFusion) },
    ElementField(
      key: "heatOfVaporization", title: "Heat of vaporization", unit: "kJ/mol", source: uncited,
      isNumeric: true
    ) { _, details in number(details.heatOfVaporization) },
    ElementField(
      key: "abundanceCrust", title: "Abundance in the crust", unit: "mg/kg",
      source: mendeleevCRC95, isNumeric: true
    ) { _, details in number(details.abundanceCrust) },
    ElementField(
      key: "abundanceSea", title: "Abundance in sea water", unit: "mg/L",
      source: mendeleevCRC95, isNumeric: true
    ) { _, details in number(details.abundanceSea) },
    ElementField(key: "casNumber", title: "CAS number", source: uncited, isNumeric: false) {
      _, details in text(details.casNumber)
    },
    ElementField(
      key: "knownIsotopes", title: "Known isotopes", source: nubase, isNumeric: true
    ) { _, details in
      let count = details.knownIsotopeCount
      return count == 0 ? nil : .integer(count)
    },
    ElementField(
      key: "termSymbol", title: "Ground-state term symbol",
      source:
        "NIST ASD ground levels (atoms and ions, with the ions' configurations), via mendeleev 1.3.0",
      isNumeric: false
    ) { _, details in text(details.groundLevel?.ascii) },
    ElementField(
      key: "unpairedElectrons", title: "Unpaired electrons", unit: "electrons",
      source: "computed from the configuration (Hund's rule)", isNumeric: true
    ) { element, _ in
      integer(
        element.electronConfiguration.flatMap { ElectronConfiguration(parsing: $0) }?
          .unpairedElectrons)
    },
    ElementField(
      key: "naturalIsotopes", title: "Natural isotopes (mass numbers, most abundant first)",
      source: nubase + " (IUPAC isotopic compositions)", isNumeric: false
    ) { _, details in .integers(details.naturalIsotopes.map { $0.massNumber }) },
  ]
}
