import Glibc

/// How the entries of a data document turn into elements. Two schemas are understood: Apple's
/// property-list schema (TheElements' keys and ours beside them) and the JSON schema of the
/// Periodic-Table-JSON dataset.
enum ElementSchema {
  case propertyList
  case periodicTableJSON

  /// Reads every entry of the document.
  /// - Returns: The elements in file order, and warnings about oddities.
  func elements(in root: DataValue, file: String) throws(ElementsDataError)
    -> (elements: [AtomicElement], details: [ElementDetails], warnings: [DataWarning])
  {
    let entries = try Self.entries(of: root, file: file, allowsWrapper: self == .periodicTableJSON)
    switch self {
    case .propertyList:
      return try Self.elements(of: entries, file: file, warnsOfUnknownKeys: true) {
        (entry: EntryReader<PropertyListKey>) throws(ElementsDataError) in
        (try Self.propertyListElement(entry), try Self.propertyListDetails(entry))
      }
    case .periodicTableJSON:
      return try Self.elements(of: entries, file: file, warnsOfUnknownKeys: false) {
        (entry: EntryReader<PeriodicTableJSONKey>) throws(ElementsDataError) in
        let element = try Self.jsonElement(entry)
        return (element, try Self.jsonDetails(entry, element: element))
      }
    }
  }

  /// Reads every entry with a schema's keys.
  private static func elements<Key: EntryKeys>(
    of entries: [DataValue], file: String, warnsOfUnknownKeys: Bool,
    _ element: (EntryReader<Key>) throws(ElementsDataError) -> (AtomicElement, ElementDetails)
  ) throws(ElementsDataError)
    -> (elements: [AtomicElement], details: [ElementDetails], warnings: [DataWarning])
  {
    var elements: [AtomicElement] = []
    elements.reserveCapacity(entries.count)
    var details: [ElementDetails] = []
    details.reserveCapacity(entries.count)
    var unknownKeys: [(key: String, count: Int, first: EntryReference)] = []
    var dropped: [DataWarning] = []
    var previous: EntryReader<Key>?
    for (offset, entry) in entries.enumerated() {
      let reference = EntryReference(file: file, index: offset + 1)
      guard case .dictionary(let dictionary) = entry else {
        throw .entryNotADictionary(reference, found: entry.summary)
      }
      // Entries mostly have the same keys in the same order: those are matched with the
      // schema's once, for the first entry of a run.
      let hasSameKeys = previous?.dictionary.hasSameKeys(as: dictionary) ?? false
      let reader = EntryReader<Key>(
        dictionary, file: file, index: offset + 1, labelKeys: Key.labelKeys,
        sameKeys: hasSameKeys ? previous : nil)
      // An unusable optional value (a number where text belongs, an address that is no
      // address) is dropped with a warning, and the entry read again without it; only what
      // the element cannot exist without rejects the file.
      var current = reader
      var read: (AtomicElement, ElementDetails)
      while true {
        do {
          read = try element(current)
          break
        } catch {
          guard case .invalidValue(let place, let key, let found, let expected) = error,
            let without = current.without(key: key)
          else {
            throw error
          }
          dropped.append(
            DataWarning(
              place: place.description,
              message:
                "\(key.quotedForMessage()) is \(found), expected \(expected); the value is ignored")
          )
          current = without
        }
      }
      dropped += current.log.warnings
      elements.append(read.0)
      details.append(read.1)
      if warnsOfUnknownKeys {
        for key in reader.unknownKeys {
          if let seen = unknownKeys.firstIndex(where: { $0.key == key }) {
            unknownKeys[seen].count += 1
          } else {
            unknownKeys.append((key, 1, reader.reference))
          }
        }
      }
      previous = reader
    }
    let warnings = unknownKeys.map { unknown in
      DataWarning(
        place: unknown.first.description,
        message: "unknown key \(unknown.key.quotedForMessage()) ignored"
          + (unknown.count > 1 ? " (in \(unknown.count) entries)" : ""))
    }
    return (elements, details, dropped + warnings)
  }

  private static func entries(of root: DataValue, file: String, allowsWrapper: Bool)
    throws(ElementsDataError) -> [DataValue]
  {
    var list = root
    if allowsWrapper, case .dictionary(let dictionary) = root, let inner = dictionary["elements"] {
      list = inner
    }
    guard case .array(let entries) = list else {
      let expected =
        allowsWrapper
        ? "an array of elements (or an object with 'elements')" : "an array of elements"
      var found = list.summary
      if allowsWrapper, case .dictionary = list { found += " without the key 'elements'" }
      throw .wrongTopLevel(file: file, expected: expected, found: found)
    }
    guard !entries.isEmpty else { throw .noElements(file: file) }
    guard entries.count <= DataFile.entryLimit else {
      throw .tooManyEntries(file: file, count: entries.count, limit: DataFile.entryLimit)
    }
    return entries
  }

  // MARK: Apple's property-list schema

  /// The keys of Apple's property-list schema, and ours beside them; others load with a
  /// warning.
  enum PropertyListKey: Int, EntryKeys {
    case atomicNumber, atomicWeight, discoveryYear, group, horizPos, name, period, radioactive
    case state, symbol, vertPos, alternateNames, block, boilingPoint, category, density
    case discoveredBy, electronConfiguration, electronShells, electronegativity, meltingPoint
    case wikipedia
    // Details (see ElementDetails).
    case ionizationEnergy, ionizationEnergies, electronAffinity, electronAffinityUnbound,
      covalentRadius, vanDerWaalsRadius, vanDerWaalsRadiusSource, atomicRadius
    case atomicRadiusSource, oxidationStates, commonOxidationStates, atomicWeightUncertainty,
      atomicWeightInterval, valenceElectrons, neutrons, latticeStructure
    case latticeConstant, latticeConstantNote, specificHeat, thermalConductivity,
      thermalConductivityNote, heatOfFusion, heatOfVaporization,
      abundanceCrust, abundanceSea, casNumber, isotopes, sublimes
    case groundLevel, ions
    case mohsHardness, vickersHardness, brinellHardness, youngsModulus, bulkModulus
    case shearModulus, poissonsRatio, molarVolume, electricalResistivity, thermalExpansion
    case speedOfSound, metallicRadius, superconductingTemperature, allotrope, cpkColor
    case shannonRadii

    var name: String {
      switch self {
      case .atomicNumber: "atomicNumber"
      case .atomicWeight: "atomicWeight"
      case .discoveryYear: "discoveryYear"
      case .group: "group"
      case .horizPos: "horizPos"
      case .name: "name"
      case .period: "period"
      case .radioactive: "radioactive"
      case .state: "state"
      case .symbol: "symbol"
      case .vertPos: "vertPos"
      case .alternateNames: "alternateNames"
      case .block: "block"
      case .boilingPoint: "boilingPoint"
      case .category: "category"
      case .density: "density"
      case .discoveredBy: "discoveredBy"
      case .electronConfiguration: "electronConfiguration"
      case .electronShells: "electronShells"
      case .electronegativity: "electronegativity"
      case .meltingPoint: "meltingPoint"
      case .wikipedia: "wikipedia"
      case .ionizationEnergy: "ionizationEnergy"
      case .ionizationEnergies: "ionizationEnergies"
      case .electronAffinity: "electronAffinity"
      case .electronAffinityUnbound: "electronAffinityUnbound"
      case .sublimes: "sublimes"
      case .covalentRadius: "covalentRadius"
      case .vanDerWaalsRadius: "vanDerWaalsRadius"
      case .vanDerWaalsRadiusSource: "vanDerWaalsRadiusSource"
      case .atomicRadius: "atomicRadius"
      case .atomicRadiusSource: "atomicRadiusSource"
      case .oxidationStates: "oxidationStates"
      case .commonOxidationStates: "commonOxidationStates"
      case .atomicWeightUncertainty: "atomicWeightUncertainty"
      case .atomicWeightInterval: "atomicWeightInterval"
      case .valenceElectrons: "valenceElectrons"
      case .neutrons: "neutrons"
      case .latticeStructure: "latticeStructure"
      case .latticeConstant: "latticeConstant"
      case .latticeConstantNote: "latticeConstantNote"
      case .specificHeat: "specificHeat"
      case .thermalConductivity: "thermalConductivity"
      case .thermalConductivityNote: "thermalConductivityNote"
      case .heatOfFusion: "heatOfFusion"
      case .heatOfVaporization: "heatOfVaporization"
      case .abundanceCrust: "abundanceCrust"
      case .abundanceSea: "abundanceSea"
      case .casNumber: "casNumber"
      case .isotopes: "isotopes"
      case .groundLevel: "groundLevel"
      case .ions: "ions"
      case .mohsHardness: "mohsHardness"
      case .vickersHardness: "vickersHardness"
      case .brinellHardness: "brinellHardness"
      case .youngsModulus: "youngsModulus"
      case .bulkModulus: "bulkModulus"
      case .shearModulus: "shearModulus"
      case .poissonsRatio: "poissonsRatio"
      case .molarVolume: "molarVolume"
      case .electricalResistivity: "electricalResistivity"
      case .thermalExpansion: "thermalExpansion"
      case .speedOfSound: "speedOfSound"
      case .metallicRadius: "metallicRadius"
      case .superconductingTemperature: "superconductingTemperature"
      case .allotrope: "allotrope"
      case .cpkColor: "cpkColor"
      case .shannonRadii: "shannonRadii"
      }
    }

    static let names = allCases.map { $0.name }
    static let labelKeys: [Self] = [.name, .symbol]
    static let requiredKeys: [Self] = [.atomicNumber, .symbol, .name, .state, .vertPos, .horizPos]
  }

  private static func propertyListElement(_ entry: EntryReader<PropertyListKey>)
    throws(ElementsDataError) -> AtomicElement
  {
    var element = try entry.requiredCore(
      number: .atomicNumber, symbol: .symbol, name: .name, state: .state,
      row: .vertPos, column: .horizPos)
    element.atomicWeight = try entry.atomicWeight(.atomicWeight)
    element.discovery = try entry.discovery(.discoveryYear)
    element.isRadioactive = try entry.boolean(.radioactive)
    element.alternateNames = try entry.texts(
      .alternateNames, limit: EntryReaderLimits.name, isName: true)
    element.group = try entry.integer(.group, in: 1...18)
    element.period = try entry.period(.period, row: element.position.row)
    element.block = try entry.block(.block)
    element.category = try entry.category(.category)
    element.discoveredBy = try entry.text(.discoveredBy)
    element.electronConfiguration = try entry.text(.electronConfiguration)
    element.electronShells = try entry.shells(
      .electronShells, atomicNumber: element.atomicNumber)
    element.meltingPoint = try entry.measurement(.meltingPoint)
    element.boilingPoint = try entry.measurement(.boilingPoint)
    element.density = try entry.measurement(.density)
    element.electronegativity = try entry.measurement(.electronegativity)
    element.wikipediaURL = try entry.webAddress(.wikipedia)
    return element
  }

  private static func propertyListDetails(_ entry: EntryReader<PropertyListKey>)
    throws(ElementsDataError) -> ElementDetails
  {
    var details = ElementDetails()
    details.ionizationEnergies = try entry.measurements(.ionizationEnergies)
    if details.ionizationEnergies.isEmpty, let first = try entry.measurement(.ionizationEnergy) {
      details.ionizationEnergies = [first]
    } else if let first = try entry.measurement(.ionizationEnergy),
      first != details.ionizationEnergies.first
    {
      throw entry.invalid(
        .ionizationEnergy, .real(first),
        expected: "the first of ionizationEnergies (\(details.ionizationEnergies[0]))")
    }
    details.electronAffinity = try entry.measurement(.electronAffinity)
    details.isAnionUnbound = try entry.boolean(.electronAffinityUnbound) ?? false
    details.sublimes = try entry.boolean(.sublimes) ?? false
    details.covalentRadius = try entry.measurement(.covalentRadius)
    details.vanDerWaalsRadius = try entry.measurement(.vanDerWaalsRadius)
    details.vanDerWaalsRadiusSource = try entry.text(.vanDerWaalsRadiusSource)
    details.atomicRadius = try entry.measurement(.atomicRadius)
    details.atomicRadiusSource = try entry.text(.atomicRadiusSource)
    details.oxidationStates = OxidationStates(
      common: try entry.integers(.commonOxidationStates, in: -5...9),
      all: try entry.integers(.oxidationStates, in: -5...9))
    details.atomicWeightUncertainty = try entry.measurement(.atomicWeightUncertainty)
    details.atomicWeightInterval = try entry.interval(.atomicWeightInterval)
    details.valenceElectrons = try entry.integer(.valenceElectrons, in: 1...32)
    details.neutrons = try entry.integer(.neutrons, in: 0...300)
    let latticeType = try entry.text(.latticeStructure)
    let latticeConstant = try entry.measurement(.latticeConstant)
    if latticeType != nil || latticeConstant != nil {
      details.lattice = LatticeStructure(type: latticeType, constant: latticeConstant)
    }
    details.latticeConstantNote = try entry.text(.latticeConstantNote)
    details.specificHeat = try entry.measurement(.specificHeat)
    details.thermalConductivity = try entry.measurement(.thermalConductivity)
    details.thermalConductivityNote = try entry.text(.thermalConductivityNote)
    details.heatOfFusion = try entry.measurement(.heatOfFusion)
    details.heatOfVaporization = try entry.measurement(.heatOfVaporization)
    details.abundanceCrust = try entry.measurement(.abundanceCrust)
    details.abundanceSea = try entry.measurement(.abundanceSea)
    details.casNumber = try entry.casNumber(.casNumber)
    details.isotopes = try entry.isotopes(.isotopes)
    details.groundLevel = try entry.termSymbol(.groundLevel)
    if let number = try entry.integer(.atomicNumber, in: 1...999) {
      details.ions = try entry.ions(.ions, atomicNumber: number)
    }
    details.mohsHardness = try entry.measurement(.mohsHardness)
    details.vickersHardness = try entry.measurement(.vickersHardness)
    details.brinellHardness = try entry.measurement(.brinellHardness)
    details.youngsModulus = try entry.measurement(.youngsModulus)
    details.bulkModulus = try entry.measurement(.bulkModulus)
    details.shearModulus = try entry.measurement(.shearModulus)
    details.poissonsRatio = try entry.measurement(.poissonsRatio)
    details.molarVolume = try entry.measurement(.molarVolume)
    details.electricalResistivity = try entry.measurement(.electricalResistivity)
    details.thermalExpansion = try entry.measurement(.thermalExpansion)
    details.speedOfSound = try entry.measurement(.speedOfSound)
    details.metallicRadius = try entry.measurement(.metallicRadius)
    details.superconductingTemperature = try entry.measurement(.superconductingTemperature)
    details.allotrope = try entry.text(.allotrope, limit: 40)
    details.cpkColor = try entry.colour(.cpkColor)
    details.shannonRadii = try entry.shannonRadii(.shannonRadii)
    return details
  }

  // MARK: The Periodic-Table-JSON schema

  /// The keys of the Periodic-Table-JSON dataset that are read; others are ignored.
  enum PeriodicTableJSONKey: Int, EntryKeys {
    case number, symbol, name, phase, ypos, xpos, atomicMass, group, period, block, category
    case discoveredBy, electronConfigurationSemantic, electronConfiguration, shells, melt, boil
    case density, electronegativityPauling, source, ionizationEnergies, electronAffinity
    case molarHeat

    var name: String {
      switch self {
      case .number: "number"
      case .symbol: "symbol"
      case .name: "name"
      case .phase: "phase"
      case .ypos: "ypos"
      case .xpos: "xpos"
      case .atomicMass: "atomic_mass"
      case .group: "group"
      case .period: "period"
      case .block: "block"
      case .category: "category"
      case .discoveredBy: "discovered_by"
      case .electronConfigurationSemantic: "electron_configuration_semantic"
      case .electronConfiguration: "electron_configuration"
      case .shells: "shells"
      case .melt: "melt"
      case .boil: "boil"
      case .density: "density"
      case .electronegativityPauling: "electronegativity_pauling"
      case .source: "source"
      case .ionizationEnergies: "ionization_energies"
      case .electronAffinity: "electron_affinity"
      case .molarHeat: "molar_heat"
      }
    }

    static let names = allCases.map { $0.name }
    static let labelKeys: [Self] = [.name, .symbol]
    static let requiredKeys: [Self] = [.number, .symbol, .name, .phase, .ypos, .xpos]
  }

  private static func jsonElement(_ entry: EntryReader<PeriodicTableJSONKey>)
    throws(ElementsDataError) -> AtomicElement
  {
    var element = try entry.requiredCore(
      number: .number, symbol: .symbol, name: .name, state: .phase, row: .ypos, column: .xpos)
    element.atomicWeight = try entry.atomicWeight(.atomicMass)
    element.group = try entry.integer(.group, in: 1...18)
    element.period = try entry.period(.period, row: element.position.row)
    element.block = try entry.block(.block)
    element.category = try entry.jsonCategory(.category)
    element.discoveredBy = try entry.text(.discoveredBy)
    element.electronConfiguration = try entry.text(.electronConfigurationSemantic)
    if element.electronConfiguration == nil {
      element.electronConfiguration = try entry.text(.electronConfiguration)
    }
    element.electronShells = try entry.shells(.shells, atomicNumber: element.atomicNumber)
    element.meltingPoint = try entry.measurement(.melt)
    element.boilingPoint = try entry.measurement(.boil)
    // The dataset gives the density of gases in g/L, of everything else in g/cm³.
    element.density = try entry.measurement(.density).map {
      element.state == .gas ? converted($0 / 1000) : $0
    }
    element.electronegativity = try entry.measurement(.electronegativityPauling)
    element.wikipediaURL = try entry.webAddress(.source)
    return element
  }

  /// kJ/mol per eV: the Faraday constant in kC/mol (CODATA 2018, exact).
  static let kilojoulesPerMolePerElectronvolt = 96.485_332_12

  /// The elements whose molecules have two atoms (H₂, N₂, O₂, F₂, Cl₂, Br₂, I₂): the dataset
  /// gives their molar heat capacity per mole of molecules.
  static let diatomicElements: Set<Int> = [1, 7, 8, 9, 17, 35, 53]

  /// A value converted from the file's unit, to 6 significant figures: the dataset's values
  /// have no more, and a conversion's last binary digits are noise (0.001429 g/cm³, not
  /// 0.0014290000000000001).
  static func converted(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let scale = pow(10, 5 - (log10(value.magnitude)).rounded(.down))
    guard scale.isFinite, scale > 0 else { return value }
    let rounded = (value * scale).rounded() / scale
    return rounded.isFinite ? rounded : value
  }

  /// The details the Periodic-Table-JSON dataset gives: its ionization energies and electron
  /// affinity in kJ/mol (converted to eV; an affinity of 0 or below marks an unbound anion),
  /// and its molar heat capacity in J/(mol·K) (divided by the atomic weight, or for the
  /// diatomic elements by twice it, as the dataset gives theirs per mole of molecules).
  private static func jsonDetails(
    _ entry: EntryReader<PeriodicTableJSONKey>, element: AtomicElement
  ) throws(ElementsDataError) -> ElementDetails {
    var details = ElementDetails()
    let perEV = kilojoulesPerMolePerElectronvolt
    details.ionizationEnergies = try entry.measurements(.ionizationEnergies).map {
      converted($0 / perEV)
    }
    if let affinity = try entry.signedNumber(.electronAffinity) {
      if affinity > 0 {
        details.electronAffinity = converted(affinity / perEV)
      } else {
        details.isAnionUnbound = true
      }
    }
    if let molar = try entry.measurement(.molarHeat), case .standard = element.atomicWeight,
      let weight = element.atomicWeight?.value, weight > 0
    {
      let atoms = diatomicElements.contains(element.atomicNumber) ? 2.0 : 1.0
      details.specificHeat = converted(molar / (atoms * weight))
    }
    return details
  }
}

extension EntryReader {
  /// The atomic number, symbol, name, state and grid position every element must have.
  func requiredCore(
    number numberKey: Key, symbol symbolKey: Key, name nameKey: Key,
    state stateKey: Key, row rowKey: Key, column columnKey: Key
  ) throws(ElementsDataError) -> AtomicElement {
    let number = try required(numberKey) { (key) throws(ElementsDataError) in
      try integer(key, in: 1...DataFile.largestAtomicNumber)
    }
    let symbol = try required(symbolKey) { (key) throws(ElementsDataError) in try self.symbol(key) }
    let name = try required(nameKey) { (key) throws(ElementsDataError) in
      try text(key, limit: EntryReaderLimits.name, isName: true)
    }
    let state = try required(stateKey) { (key) throws(ElementsDataError) in try self.state(key) }
    let row = try required(rowKey) { (key) throws(ElementsDataError) in
      try integer(key, in: 1...GridPosition.rows)
    }
    let column = try required(columnKey) { (key) throws(ElementsDataError) in
      try integer(key, in: 1...GridPosition.columns)
    }
    return AtomicElement(
      atomicNumber: number, symbol: symbol, name: name, state: state,
      position: GridPosition(row: row, column: column), isRadioactive: nil)
  }

  /// One to three ASCII letters, the first a capital: "Fe", "Uuo".
  func symbol(_ key: Key) throws(ElementsDataError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, (1...3).contains(text.utf8.count),
      text.utf8.first.map({ (0x41...0x5A).contains($0) }) == true,
      text.utf8.dropFirst().allSatisfy({ (0x61...0x7A).contains($0) })
    else {
      throw invalid(key, value, expected: "1 to 3 letters, the first a capital (like \"Fe\")")
    }
    return text
  }

  func state(_ key: Key) throws(ElementsDataError) -> PhysicalState? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else {
      throw invalid(key, value, expected: "a state name")
    }
    guard let state = PhysicalState(userText: text) else {
      throw .unknownState(reference, key: key.name, found: value.summary)
    }
    return state
  }

  /// "55.845", "[98]", Apple's "227", or a number; Apple's "[Unknown]" counts as absent.
  func atomicWeight(_ key: Key) throws(ElementsDataError) -> AtomicWeight? {
    guard let value = value(key) else { return nil }
    switch value {
    case .string(let text) where Self.isUnknownMarker(text):
      return nil
    case .string(let text):
      if let weight = AtomicWeight(dataText: text) { return weight }
    case .real(let number):
      if let weight = AtomicWeight(number: number) { return weight }
    case .integer(let number) where number > 0:
      return .massNumber(number)
    default: break
    }
    throw invalid(key, value, expected: "a weight like \"55.845\" or \"[98]\"")
  }

  /// "1807", "1807 A.D.", "Ancient"; Apple's "[Undiscovered]" counts as absent.
  func discovery(_ key: Key) throws(ElementsDataError) -> Discovery? {
    guard let value = value(key) else { return nil }
    switch value {
    case .string(let text) where Self.isUnknownMarker(text):
      return nil
    case .string(let text):
      if let discovery = Discovery(dataText: text) { return discovery }
    case .integer(let year) where year > 0:
      return .year(year)
    default: break
    }
    throw invalid(key, value, expected: "a year like \"1807\" or \"Ancient\"")
  }

  func block(_ key: Key) throws(ElementsDataError) -> Block? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, let block = Block(rawValue: text.lowercased()) else {
      throw invalid(key, value, expected: "s, p, d or f")
    }
    return block
  }

  func category(_ key: Key) throws(ElementsDataError) -> ElementCategory? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, let category = ElementCategory(rawValue: text) else {
      let names = ElementCategory.allCases.map { $0.rawValue }.joined(separator: ", ")
      throw invalid(key, value, expected: "one of: \(names)")
    }
    return category
  }

  /// Periodic-Table-JSON's categories: ours, plus "diatomic nonmetal", "polyatomic nonmetal"
  /// and "unknown, probably ..." (read as absent).
  func jsonCategory(_ key: Key) throws(ElementsDataError) -> ElementCategory? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else { throw invalid(key, value, expected: "text") }
    // The dataset's versions write a category with a space after it, or in the plural.
    let lowered = text.trimmingWhitespace.lowercased()
    if lowered.hasPrefix("unknown") { return nil }
    if lowered.hasSuffix("nonmetal") || lowered.hasSuffix("nonmetals") { return .nonmetal }
    let singular = lowered.hasSuffix("s") ? String(lowered.dropLast()) : lowered
    guard let category = ElementCategory(rawValue: lowered) ?? ElementCategory(rawValue: singular)
    else {
      throw invalid(key, value, expected: "a known category such as \"noble gas\"")
    }
    return category
  }

  /// Whether a text is one that data files use for "not known", in any case: "[Unknown]",
  /// "unknown", "[Undiscovered]", "undiscovered".
  static func isUnknownMarker(_ text: String) -> Bool {
    // Every marker starts with "[" or "u", and only "U" and "u" lower-case to "u": most texts,
    // numbers and years, need not be lower-cased to tell.
    guard let first = text.utf8.first,
      first == UInt8(ascii: "[") || first == UInt8(ascii: "u") || first == UInt8(ascii: "U")
    else { return false }
    switch text.lowercased() {
    case "[unknown]", "unknown", "[undiscovered]", "undiscovered": return true
    default: return false
    }
  }
}
