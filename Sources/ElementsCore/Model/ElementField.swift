/// One field of the element data: its JSON name, title, unit and source, and how to read it.
///
/// ``ElementField/all`` lists every field that `show --format json` writes, in that order; it
/// drives the list of sources, and reads any numeric field as a `Double` by its name.
public struct ElementField: Sendable, Hashable {
  /// The name in JSON and CSV output and in data files, e.g. "meltingPoint".
  public let key: String
  /// A title for people, e.g. "Melting point".
  public let title: String
  /// The unit, e.g. "K", "g/cm³", "eV"; `nil` for counts, names and dimensionless values.
  public let unit: String?
  /// Where the bundled values come from, briefly, e.g. "CRC 97th ed. via mendeleev".
  public let source: String
  /// Whether the value is a single number (``value(of:details:)`` gives a ``Value/number``
  /// as ``number(of:details:)`` reads it).
  public let isNumeric: Bool
  /// Reads the value.
  let read: @Sendable (AtomicElement, ElementDetails) -> Value?

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
    read: @escaping @Sendable (AtomicElement, ElementDetails) -> Value?
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
  public func value(of element: AtomicElement, details: ElementDetails) -> Value? {
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
    case .radii(let list)?: !list.isEmpty
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
    Self.coverage(of: [self], in: table)[0]
  }

  /// How many of the table's elements have a value for each field: as counted when the table
  /// was compiled, for the built-in table; else each element's details read once for all the
  /// fields.
  /// - Parameters:
  ///   - fields: The fields.
  ///   - table: The table.
  /// - Returns: Each field's count, in the order of `fields`.
  public static func coverage(of fields: [ElementField], in table: PeriodicTable) -> [Int] {
    if let compiled = table.compiledCoverage {
      let counts = fields.compactMap { compiled($0.key) }
      if counts.count == fields.count { return counts }
    }
    var counts = Array(repeating: 0, count: fields.count)
    for element in table.elementsByNumber {
      let details = table.details(of: element)
      for index in fields.indices where fields[index].hasValue(for: element, details: details) {
        counts[index] += 1
      }
    }
    return counts
  }

  /// The field with a JSON name, e.g. "density".
  /// - Parameter key: The name, as ``key`` spells it.
  /// - Returns: The field, or `nil` if there is none by that name.
  public static func named(_ key: String) -> ElementField? {
    all.first { $0.key == key }
  }

  /// Whether the field is read from ``AtomicElement`` alone (one of ``record``), so its value
  /// needs no ``ElementDetails``.
  public var isElementField: Bool { ElementField.record.contains(self) }

  /// Whether two fields are the same field of the catalogue: keys are unique.
  public static func == (left: ElementField, right: ElementField) -> Bool {
    left.key == right.key
  }

  /// Hashes the key, as `==` compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
  }
}

extension ElementField {
  /// The unit as text for people: as the catalogue writes it, or in ASCII ("g/cm3",
  /// "J/(g*K)"); `nil` for a field without a unit.
  /// - Parameter unicode: Whether the output may hold characters beyond ASCII.
  /// - Returns: The unit's text.
  public func unitText(unicode: Bool) -> String? {
    unit.map { ElementField.unitText($0, unicode: unicode) }
  }

  /// A unit of the catalogue ("g/cm³", "J/(g·K)", "K") as text for people: unchanged, or in
  /// ASCII "g/cm3" and "J/(g*K)".
  /// - Parameters:
  ///   - unit: The unit, as the catalogue writes it.
  ///   - unicode: Whether the output may hold characters beyond ASCII.
  /// - Returns: The unit's text.
  public static func unitText(_ unit: String, unicode: Bool) -> String {
    guard !unicode, !unit.utf8.allSatisfy({ $0 < 0x80 }) else { return unit }
    var text = ""
    for scalar in unit.unicodeScalars {
      switch scalar {
      case "³": text += "3"
      case "·": text += "*"
      case "Ω": text += "Ohm"
      case "µ": text += "u"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}

/// How the bundled values of a field were cross-checked by the data generator
/// (`Scripts/make-elements-data.py`) against other sources.
public struct FieldCheck: Sendable, Hashable {
  /// The other sources, each with its agreeing and compared counts, e.g.
  /// "pymatgen (78/88); molmass (76/87)".
  public var checkedAgainst: String
  /// The tolerance within which two values agree, e.g. "10 K or 1 %".
  public var tolerance: String
  /// How many comparisons agreed.
  public var agreeing: Int
  /// How many values were compared.
  public var compared: Int

  /// Describes a check.
  /// - Parameters:
  ///   - checkedAgainst: The other sources with their counts.
  ///   - tolerance: The tolerance.
  ///   - agreeing: The comparisons that agreed.
  ///   - compared: The comparisons made.
  public init(checkedAgainst: String, tolerance: String, agreeing: Int, compared: Int) {
    self.checkedAgainst = checkedAgainst
    self.tolerance = tolerance
    self.agreeing = agreeing
    self.compared = compared
  }
}

extension ElementField {
  /// How the built-in table's values of this field were cross-checked, if they were: the
  /// generator's own counts (the isotope fields combine those of masses, half-lives and
  /// abundances).
  public var bundledCheck: FieldCheck? {
    switch key {
    case "knownIsotopes":
      guard let masses = Self.bundledCheck(key: "isotopeMass"),
        let halfLives = Self.bundledCheck(key: "halfLife")
      else { return Self.bundledCheck(key: "isotopeMass") ?? Self.bundledCheck(key: "halfLife") }
      return FieldCheck(
        checkedAgainst: masses.checkedAgainst + "; " + halfLives.checkedAgainst,
        tolerance: masses.tolerance + "; " + halfLives.tolerance,
        agreeing: masses.agreeing + halfLives.agreeing,
        compared: masses.compared + halfLives.compared)
    case "naturalIsotopes": return Self.bundledCheck(key: "abundance")
    default: return Self.bundledCheck(key: key)
    }
  }
}

extension PeriodicTable {
  /// A numeric field of an element, e.g. `number(.covalentRadius, of: iron)`.
  /// - Parameters:
  ///   - field: The field.
  ///   - element: An element of this table.
  /// - Returns: The number, or `nil` if unknown or the field is not numeric.
  public func number(_ field: ElementField, of element: AtomicElement) -> Double? {
    field.number(of: element, details: details(of: element))
  }
}

extension ElementField {
  private static let mendeleevCRC97 = "CRC Handbook 97th ed. (2016), via mendeleev 1.3.0"
  private static let mendeleevCRC95 = "CRC Handbook 95th ed. (2014), via mendeleev 1.3.0"
  private static let uncited = "mendeleev 1.3.0 (uncited there)"
  private static let nubase = "NUBASE2020 (Kondev et al. 2021), its file via pynucastro 3.1.0"
  private static let pymatgen = "pymatgen-core 2026.10.16 (WebElements and CRC data)"

  private static func measured(_ value: Double?) -> Value? { value.map(Value.number) }
  private static func whole(_ value: Int?) -> Value? { value.map(Value.integer) }
  private static func written(_ value: String?) -> Value? { value.map(Value.text) }

  /// The fields of every element record, in the order of `list --format json`: read from
  /// ``AtomicElement`` alone.
  public static let record: [ElementField] = [
    number, symbol, name, alternateNames, atomicWeight, atomicWeightKind, state, category, block,
    group, period, row, column, radioactive, discoveryYear, knownSinceAntiquity, discoveredBy,
    electronConfiguration, electronShells, meltingPoint, boilingPoint, density, electronegativity,
    wikipedia,
  ]

  /// Every field, in the order of `show --format json`: ``record``, then the details.
  public static let all: [ElementField] =
    record + [
      atomicWeightUncertainty, atomicWeightLower, atomicWeightUpper, valenceElectrons, neutrons,
      ionizationEnergy, ionizationEnergies, electronAffinity, electronAffinityUnbound,
      commonOxidationStates, oxidationStates, covalentRadius, vanDerWaalsRadius,
      vanDerWaalsRadiusSource, atomicRadius, atomicRadiusSource, latticeStructure, latticeConstant,
      latticeConstantNote, specificHeat, thermalConductivity, thermalConductivityNote,
      heatOfFusion, heatOfVaporization, abundanceCrust,
      abundanceSea, allotrope, mohsHardness, vickersHardness, brinellHardness, youngsModulus,
      bulkModulus, shearModulus, poissonsRatio, molarVolume, electricalResistivity,
      thermalExpansion, speedOfSound, metallicRadius, superconductingTemperature, shannonRadii,
      cpkColor, casNumber, knownIsotopes, termSymbol, unpairedElectrons, naturalIsotopes,
    ]

  /// Atomic number.
  public static let number = ElementField(
    key: "number", title: "Atomic number", source: "mendeleev 1.3.0", isNumeric: true
  ) { element, _ in .integer(element.atomicNumber) }

  /// Symbol.
  public static let symbol = ElementField(
    key: "symbol", title: "Symbol", source: "mendeleev 1.3.0", isNumeric: false
  ) {
    element, _ in .text(element.symbol)
  }

  /// Name.
  public static let name = ElementField(
    key: "name", title: "Name", source: "mendeleev 1.3.0; IUPAC Red Book 2005",
    isNumeric: false
  ) { element, _ in .text(element.name) }

  /// Also called.
  public static let alternateNames = ElementField(
    key: "alternateNames", title: "Also called", source: "IUPAC Red Book 2005 (hand table)",
    isNumeric: false
  ) { element, _ in .texts(element.alternateNames) }

  /// Atomic weight.
  public static let atomicWeight = ElementField(
    key: "atomicWeight", title: "Atomic weight",
    source: "CIAAW 2021 (2024 for Zr, Gd, Lu); [A]: NUBASE2020", isNumeric: true
  ) { element, _ in
    switch element.atomicWeight {
    case .standard(let text)?: .decimal(text)
    case .massNumber(let number)?: .integer(number)
    case nil: nil
    }
  }

  /// Kind of atomic weight.
  public static let atomicWeightKind = ElementField(
    key: "atomicWeightKind", title: "Kind of atomic weight", source: "CIAAW 2021",
    isNumeric: false
  ) { element, _ in
    switch element.atomicWeight {
    case .standard?: .text("standard")
    case .massNumber?: .text("mass number")
    case nil: nil
    }
  }

  /// State.
  public static let state = ElementField(
    key: "state", title: "State", source: "hand table", isNumeric: false
  ) {
    element, _ in .text(element.state.title)
  }

  /// Category.
  public static let category = ElementField(
    key: "category", title: "Category", source: "hand table", isNumeric: false
  ) {
    element, _ in element.category.map { .text($0.title) }
  }

  /// Block.
  public static let block = ElementField(
    key: "block", title: "Block", source: "mendeleev 1.3.0", isNumeric: false
  ) {
    element, _ in element.block.map { .text($0.rawValue) }
  }

  /// Group.
  public static let group = ElementField(
    key: "group", title: "Group", source: "mendeleev 1.3.0", isNumeric: true
  ) {
    element, _ in whole(element.group)
  }

  /// Period.
  public static let period = ElementField(
    key: "period", title: "Period", source: "mendeleev 1.3.0", isNumeric: true
  ) {
    element, _ in whole(element.period)
  }

  /// Row.
  public static let row = ElementField(
    key: "row", title: "Row", source: "computed", isNumeric: true
  ) { element, _ in
    .integer(element.position.row)
  }

  /// Column.
  public static let column = ElementField(
    key: "column", title: "Column", source: "computed", isNumeric: true
  ) {
    element, _ in .integer(element.position.column)
  }

  /// Radioactive.
  public static let radioactive = ElementField(
    key: "radioactive", title: "Radioactive", source: "hand table (NUBASE2020)",
    isNumeric: false
  ) { element, _ in element.isRadioactive.map(Value.bool) }

  /// Discovery year.
  public static let discoveryYear = ElementField(
    key: "discoveryYear", title: "Discovery year",
    source: "mendeleev 1.3.0, corrected; the year the element was first recognised as new "
      + "(not isolated); \"Ancient\" for elements known since antiquity",
    isNumeric: true
  ) { element, _ in
    switch element.discovery {
    case .year(let year)?: .integer(year)
    case .antiquity?: .text("Ancient")
    case nil: nil
    }
  }

  /// The words a numeric field may hold instead of a number, each coming before every number
  /// (as elements known since antiquity sort first by discovery year): "Ancient" for the
  /// discovery year, none for other fields.
  public var wordsBeforeNumbers: [String] { key == "discoveryYear" ? ["Ancient"] : [] }

  /// Known since antiquity.
  public static let knownSinceAntiquity = ElementField(
    key: "knownSinceAntiquity", title: "Known since antiquity", source: "mendeleev 1.3.0",
    isNumeric: false
  ) { element, _ in element.discovery.map { .bool($0 == .antiquity) } }

  /// Discovered by.
  public static let discoveredBy = ElementField(
    key: "discoveredBy", title: "Discovered by", source: "hand table after mendeleev 1.3.0",
    isNumeric: false
  ) { element, _ in written(element.discoveredBy) }

  /// Electron configuration.
  public static let electronConfiguration = ElementField(
    key: "electronConfiguration", title: "Electron configuration",
    source: "mendeleev 1.3.0, checked against NIST ASD", isNumeric: false
  ) { element, _ in written(element.electronConfiguration) }

  /// Electron shells.
  public static let electronShells = ElementField(
    key: "electronShells", title: "Electron shells", unit: "electrons",
    source: "computed from the configuration", isNumeric: false
  ) { element, _ in .integers(element.electronShells) }

  /// Melting point.
  public static let meltingPoint = ElementField(
    key: "meltingPoint", title: "Melting point", unit: "K", source: mendeleevCRC97,
    isNumeric: true
  ) { element, _ in measured(element.meltingPoint) }

  /// Boiling point.
  public static let boilingPoint = ElementField(
    key: "boilingPoint", title: "Boiling point", unit: "K", source: mendeleevCRC97,
    isNumeric: true
  ) { element, _ in measured(element.boilingPoint) }

  /// Density.
  public static let density = ElementField(
    key: "density", title: "Density", unit: "g/cm³", source: mendeleevCRC95, isNumeric: true
  ) { element, _ in measured(element.density) }

  /// Electronegativity (Pauling).
  public static let electronegativity = ElementField(
    key: "electronegativity", title: "Electronegativity (Pauling)", source: mendeleevCRC95,
    isNumeric: true
  ) { element, _ in measured(element.electronegativity) }

  /// Wikipedia.
  public static let wikipedia = ElementField(
    key: "wikipedia", title: "Wikipedia", source: "en.wikipedia.org", isNumeric: false
  ) { element, _ in written(element.wikipediaURL) }

  /// Atomic weight uncertainty.
  public static let atomicWeightUncertainty = ElementField(
    key: "atomicWeightUncertainty", title: "Atomic weight uncertainty", unit: "Da",
    source: "CIAAW 2021 (2024 for Zr, Gd, Lu)", isNumeric: true
  ) { _, details in measured(details.atomicWeightUncertainty) }

  /// Atomic weight interval, lower.
  public static let atomicWeightLower = ElementField(
    key: "atomicWeightLower", title: "Atomic weight interval, lower", unit: "Da",
    source: "CIAAW 2021 (Prohaska et al. 2022)", isNumeric: true
  ) { _, details in measured(details.atomicWeightInterval?.lowerBound) }

  /// Atomic weight interval, upper.
  public static let atomicWeightUpper = ElementField(
    key: "atomicWeightUpper", title: "Atomic weight interval, upper", unit: "Da",
    source: "CIAAW 2021 (Prohaska et al. 2022)", isNumeric: true
  ) { _, details in measured(details.atomicWeightInterval?.upperBound) }

  /// Valence electrons.
  public static let valenceElectrons = ElementField(
    key: "valenceElectrons", title: "Valence electrons", unit: "electrons",
    source: "computed from the configuration (s, p, d blocks)", isNumeric: true
  ) { _, details in whole(details.valenceElectrons) }

  /// Neutrons (most abundant isotope).
  public static let neutrons = ElementField(
    key: "neutrons", title: "Neutrons (most abundant isotope)",
    source: "computed from NUBASE2020", isNumeric: true
  ) { _, details in whole(details.neutrons) }

  /// First ionization energy.
  public static let ionizationEnergy = ElementField(
    key: "ionizationEnergy", title: "First ionization energy", unit: "eV",
    source: "NIST ASD, via mendeleev 1.3.0", isNumeric: true
  ) { _, details in measured(details.firstIonizationEnergy) }

  /// Ionization energies.
  public static let ionizationEnergies = ElementField(
    key: "ionizationEnergies", title: "Ionization energies", unit: "eV",
    source: "NIST ASD, via mendeleev 1.3.0", isNumeric: false
  ) { _, details in .numbers(details.ionizationEnergies) }

  /// Electron affinity.
  public static let electronAffinity = ElementField(
    key: "electronAffinity", title: "Electron affinity", unit: "eV",
    source: mendeleevCRC95 + "; La-Lu, Ga, In, Hf, Re, Os, Tl: later measurements via "
      + "pymatgen-core", isNumeric: true
  ) { _, details in measured(details.electronAffinity) }

  /// Anion unbound.
  public static let electronAffinityUnbound = ElementField(
    key: "electronAffinityUnbound", title: "Anion unbound",
    source: "Andersen 2004 (hand table); known where either answer is: true, the anion is "
      + "not bound; false, an electron affinity is given", isNumeric: false
  ) { _, details in
    details.isAnionUnbound ? .bool(true) : details.electronAffinity.map { _ in .bool(false) }
  }

  /// Common oxidation states.
  public static let commonOxidationStates = ElementField(
    key: "commonOxidationStates", title: "Common oxidation states",
    source: "Wikipedia (rev. 1102394064), via mendeleev 1.3.0", isNumeric: false
  ) { _, details in .integers(details.oxidationStates.common) }

  /// Oxidation states.
  public static let oxidationStates = ElementField(
    key: "oxidationStates", title: "Oxidation states",
    source: "Wikipedia (rev. 1102394064), via mendeleev 1.3.0", isNumeric: false
  ) { _, details in .integers(details.oxidationStates.all) }

  /// Covalent radius.
  public static let covalentRadius = ElementField(
    key: "covalentRadius", title: "Covalent radius", unit: "pm",
    source: "Pyykkö & Atsumi 2009, via mendeleev 1.3.0", isNumeric: true
  ) { _, details in measured(details.covalentRadius) }

  /// Van der Waals radius.
  public static let vanDerWaalsRadius = ElementField(
    key: "vanDerWaalsRadius", title: "Van der Waals radius", unit: "pm",
    source: "Alvarez 2013 (noble gases Vogt 2014), via mendeleev 1.3.0", isNumeric: true
  ) { _, details in measured(details.vanDerWaalsRadius) }

  /// Van der Waals radius source.
  public static let vanDerWaalsRadiusSource = ElementField(
    key: "vanDerWaalsRadiusSource", title: "Van der Waals radius source",
    source: "per element", isNumeric: false
  ) { _, details in written(details.vanDerWaalsRadiusSource) }

  /// Atomic radius.
  public static let atomicRadius = ElementField(
    key: "atomicRadius", title: "Atomic radius", unit: "pm",
    source: "Slater 1964 (empirical; none for noble gases), via mendeleev 1.3.0",
    isNumeric: true
  ) { _, details in measured(details.atomicRadius) }

  /// Atomic radius source.
  public static let atomicRadiusSource = ElementField(
    key: "atomicRadiusSource", title: "Atomic radius source", source: "per element",
    isNumeric: false
  ) { _, details in written(details.atomicRadiusSource) }

  /// Crystal structure.
  public static let latticeStructure = ElementField(
    key: "latticeStructure", title: "Crystal structure", source: uncited, isNumeric: false
  ) { _, details in written(details.lattice?.type) }

  /// Lattice constant.
  public static let latticeConstant = ElementField(
    key: "latticeConstant", title: "Lattice constant", unit: "pm",
    source: uncited + "; I: Ashcroft & Mermin; Li at 78 K; Na, K, Rb, Cs at 5 K", isNumeric: true
  ) { _, details in measured(details.lattice?.constant) }

  /// Lattice constant note: the other axes of a non-cubic cell.
  public static let latticeConstantNote = ElementField(
    key: "latticeConstantNote", title: "Lattice constant note", source: "per element",
    isNumeric: false
  ) { _, details in written(details.latticeConstantNote) }

  /// Specific heat capacity.
  public static let specificHeat = ElementField(
    key: "specificHeat", title: "Specific heat capacity", unit: "J/(g·K)",
    source: mendeleevCRC95, isNumeric: true
  ) { _, details in measured(details.specificHeat) }

  /// Thermal conductivity.
  public static let thermalConductivity = ElementField(
    key: "thermalConductivity", title: "Thermal conductivity", unit: "W/(m·K)",
    source: uncited + "; C, K, Ga: CRC Handbook; Br, Te: pymatgen-core", isNumeric: true
  ) { _, details in measured(details.thermalConductivity) }

  /// Thermal conductivity note: the allotrope or direction of an anisotropic conductor.
  public static let thermalConductivityNote = ElementField(
    key: "thermalConductivityNote", title: "Thermal conductivity note", source: "per element",
    isNumeric: false
  ) { _, details in written(details.thermalConductivityNote) }

  /// Heat of fusion.
  public static let heatOfFusion = ElementField(
    key: "heatOfFusion", title: "Heat of fusion", unit: "kJ/mol",
    source: "CRC Handbook, enthalpy of fusion, via chemicals 1.5.2", isNumeric: true
  ) { _, details in measured(details.heatOfFusion) }

  /// Heat of vaporization.
  public static let heatOfVaporization = ElementField(
    key: "heatOfVaporization", title: "Heat of vaporization", unit: "kJ/mol",
    source: uncited + "; K, Se, Cd, Te, Bi: CRC Handbook", isNumeric: true
  ) { _, details in measured(details.heatOfVaporization) }

  /// Abundance in the crust.
  public static let abundanceCrust = ElementField(
    key: "abundanceCrust", title: "Abundance in the crust", unit: "mg/kg",
    source: mendeleevCRC95, isNumeric: true
  ) { _, details in measured(details.abundanceCrust) }

  /// Abundance in sea water.
  public static let abundanceSea = ElementField(
    key: "abundanceSea", title: "Abundance in sea water", unit: "mg/L",
    source: mendeleevCRC95, isNumeric: true
  ) { _, details in measured(details.abundanceSea) }

  /// Allotrope.
  public static let allotrope = ElementField(
    key: "allotrope", title: "Allotrope", source: "hand table (standard state)",
    isNumeric: false
  ) { _, details in written(details.allotrope) }

  /// Mohs hardness.
  public static let mohsHardness = ElementField(
    key: "mohsHardness", title: "Mohs hardness", source: pymatgen,
    isNumeric: true
  ) { _, details in measured(details.mohsHardness) }

  /// Vickers hardness.
  public static let vickersHardness = ElementField(
    key: "vickersHardness", title: "Vickers hardness", unit: "MPa", source: pymatgen,
    isNumeric: true
  ) { _, details in measured(details.vickersHardness) }

  /// Brinell hardness.
  public static let brinellHardness = ElementField(
    key: "brinellHardness", title: "Brinell hardness", unit: "MPa",
    source: pymatgen + "; palladium's and silver's × 10, gold's ÷ 10 (slipped decimal points)",
    isNumeric: true
  ) { _, details in measured(details.brinellHardness) }

  /// Young's modulus.
  public static let youngsModulus = ElementField(
    key: "youngsModulus", title: "Young's modulus", unit: "GPa",
    source: pymatgen
      + "; silicon's left out (47 GPa against 130–188 GPa); zirconium's and rhodium's"
      + " from ASM (94.5 and 379 GPa)",
    isNumeric: true
  ) { _, details in measured(details.youngsModulus) }

  /// Bulk modulus.
  public static let bulkModulus = ElementField(
    key: "bulkModulus", title: "Bulk modulus", unit: "GPa",
    source: pymatgen + "; rhodium's from Goodfellow (276 GPa), gold's the handbook 180 GPa",
    isNumeric: true
  ) { _, details in measured(details.bulkModulus) }

  /// Shear modulus.
  public static let shearModulus = ElementField(
    key: "shearModulus", title: "Shear modulus", unit: "GPa", source: pymatgen,
    isNumeric: true
  ) { _, details in measured(details.shearModulus) }

  /// Poisson's ratio.
  public static let poissonsRatio = ElementField(
    key: "poissonsRatio", title: "Poisson's ratio", source: pymatgen,
    isNumeric: true
  ) { _, details in measured(details.poissonsRatio) }

  /// Molar volume.
  public static let molarVolume = ElementField(
    key: "molarVolume", title: "Molar volume", unit: "cm³/mol",
    source: pymatgen + "; Br, Hg: atomic weight over the liquid's density", isNumeric: true
  ) { _, details in measured(details.molarVolume) }

  /// Electrical resistivity.
  public static let electricalResistivity = ElementField(
    key: "electricalResistivity", title: "Electrical resistivity", unit: "nΩ·m", source: pymatgen,
    isNumeric: true
  ) { _, details in measured(details.electricalResistivity) }

  /// Thermal expansion.
  public static let thermalExpansion = ElementField(
    key: "thermalExpansion", title: "Thermal expansion", unit: "µm/(m·K)",
    source: pymatgen + "; magnesium's and gallium's from the CRC Handbook",
    isNumeric: true
  ) { _, details in measured(details.thermalExpansion) }

  /// Speed of sound.
  public static let speedOfSound = ElementField(
    key: "speedOfSound", title: "Speed of sound", unit: "m/s", source: pymatgen,
    isNumeric: true
  ) { _, details in measured(details.speedOfSound) }

  /// Metallic radius.
  public static let metallicRadius = ElementField(
    key: "metallicRadius", title: "Metallic radius", unit: "pm", source: pymatgen,
    isNumeric: true
  ) { _, details in measured(details.metallicRadius) }

  /// Superconducting transition.
  public static let superconductingTemperature = ElementField(
    key: "superconductingTemperature", title: "Superconducting transition", unit: "K",
    source: pymatgen + "; lanthanum's (α-La) from superconductors.org",
    isNumeric: true
  ) { _, details in measured(details.superconductingTemperature) }

  /// Ionic radii (Shannon).
  public static let shannonRadii = ElementField(
    key: "shannonRadii", title: "Ionic radii (Shannon)", unit: "pm",
    source: "Shannon 1976, via pymatgen-core 2026.10.16",
    isNumeric: false
  ) { _, details in details.shannonRadii.isEmpty ? nil : .radii(details.shannonRadii) }

  /// CPK colour.
  public static let cpkColor = ElementField(
    key: "cpkColor", title: "CPK colour", source: "Jmol colours, via pymatgen-core 2026.10.16",
    isNumeric: false
  ) { _, details in written(details.cpkColor) }

  /// CAS number.
  public static let casNumber = ElementField(
    key: "casNumber", title: "CAS number", source: uncited, isNumeric: false
  ) {
    _, details in written(details.casNumber)
  }

  /// Known isotopes.
  public static let knownIsotopes = ElementField(
    key: "knownIsotopes", title: "Known isotopes", source: nubase, isNumeric: true
  ) { _, details in
    let count = details.knownIsotopeCount
    return count == 0 ? nil : .integer(count)
  }

  /// The atom's ground-state term symbol, in the data's ASCII form ("5D4", "4S*3/2").
  public static let termSymbol = ElementField(
    key: "termSymbol", title: "Ground-state term symbol",
    source: "NIST ASD ground levels (atoms and ions, with the ions' configurations), via "
      + "mendeleev 1.3.0",
    isNumeric: false
  ) { _, details in written(details.groundLevel?.ascii) }

  /// Unpaired electrons of the ground configuration, each sub-shell filled by Hund's rule.
  public static let unpairedElectrons = ElementField(
    key: "unpairedElectrons", title: "Unpaired electrons", unit: "electrons",
    source: "computed from the configuration (Hund's rule)", isNumeric: true
  ) { element, _ in
    whole(
      element.electronConfiguration.flatMap { ElectronConfiguration(parsing: $0) }?
        .unpairedElectrons)
  }

  /// Natural isotopes (mass numbers, most abundant first); unknown for an element the data
  /// has no isotopes of.
  public static let naturalIsotopes = ElementField(
    key: "naturalIsotopes", title: "Natural isotopes (mass numbers, most abundant first)",
    source: "CIAAW isotopic compositions: NUBASE2020's (CIAAW 2013); interval elements "
      + "CIAAW's representative ones (NIST, via molmass); Gd CIAAW 2024", isNumeric: false
  ) { _, details in
    details.knownIsotopeCount == 0
      ? nil : .integers(details.naturalIsotopes.map { $0.massNumber })
  }
}

extension ElementField {
  /// One value of an element's field, as the field catalogue reads it.
  public enum Value: Sendable, Hashable {
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
    /// Shannon's ionic radii.
    case radii([ShannonRadius])

    /// The value as one number, for fields that hold one: `nil` for texts and lists.
    public var number: Double? {
      switch self {
      case .integer(let value): Double(value)
      case .number(let value): value
      case .decimal(let text): Double(text)
      case .bool, .text, .texts, .integers, .numbers, .radii: nil
      }
    }
  }
}
