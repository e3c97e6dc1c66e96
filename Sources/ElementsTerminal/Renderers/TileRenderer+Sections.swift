import ElementsCore

/// A section of the back of an element's tile; see
/// ``TileRenderer/back(_:details:sections:dataFile:style:)``.
public enum TileSection: String, Sendable, Hashable, CaseIterable {
  /// Name, number, symbol, state, atomic weight with its uncertainty, place in the table, CAS
  /// number.
  case overview
  /// Electrons, oxidation states, ionization energy, electron affinity, electronegativity,
  /// radii.
  case atom
  /// The ground-state configuration, the orbital boxes, the term symbol, the unpaired
  /// electrons and any exception to the Aufbau order.
  case electrons
  /// Melting and boiling points, density, crystal structure, thermal properties, abundances.
  case physical
  /// The natural isotopes, the neutron count, how many isotopes are known.
  case isotopes
  /// Discovery, radioactivity, the Wikipedia article, and where the data come from.
  case history

  /// The title shown at the top of the section, e.g. "Atom".
  public var title: String {
    switch self {
    case .overview: "Overview"
    case .atom: "Atom"
    case .electrons: "Electrons"
    case .physical: "Physical"
    case .isotopes: "Isotopes"
    case .history: "History and sources"
    }
  }

  /// The words users type for the sections, in order: "overview", "atom", "electrons",
  /// "physical", "isotopes", "history".
  public static var words: [String] { allCases.map { $0.rawValue } }

  /// The section a user's word names, in any case; "sources" also names ``history``.
  /// - Parameter word: The word, e.g. "Atom".
  /// - Returns: The section, or `nil` if the word names none.
  public init?(word: String) {
    let lowered = word.lowercased()
    if lowered == "sources" {
      self = .history
    } else if let section = TileSection(rawValue: lowered) {
      self = section
    } else {
      return nil
    }
  }
}

extension TileRenderer {
  /// Rows shown only where the data has a value: most elements have one form, no known
  /// superconductivity at ambient pressure, and (the gases, the synthetic elements) no
  /// measured mechanical or electrical properties, so "—" there would say nothing.
  static let onlyWhenKnown: Set<String> = [
    "Allotrope", "Superconducts below", "Metallic radius", "Ionic radii (Shannon, pm)",
    "Molar volume", "Thermal expansion", "Electrical resistivity", "Mohs hardness",
    "Vickers hardness", "Brinell hardness", "Young's modulus", "Bulk modulus", "Shear modulus",
    "Poisson's ratio", "Speed of sound",
  ]

  /// The rows of one section of the back; `dataFile` names the file the data was read from,
  /// `nil` for the built-in data.
  static func sectionFacts(
    _ section: TileSection, element: AtomicElement, details: ElementDetails,
    dataFile: String?, style: TerminalStyle
  ) -> [Fact] {
    let unicode = style.unicode
    func measured(_ value: Double?, _ unit: String) -> String? {
      value.flatMap(DecimalText.readable).map {
        $0 + " " + ElementField.unitText(unit, unicode: unicode)
      }
    }
    switch section {
    case .overview:
      var facts = [Fact(label: "Name", value: style.display(element.name))]
      let aliases = element.alternateNames.map(style.display).joined(separator: ", ")
      if !aliases.isEmpty { facts.append(Fact(label: "Also called", value: aliases)) }
      facts += [
        Fact(label: "Atomic number", value: String(element.atomicNumber)),
        Fact(label: "Symbol", value: style.display(element.symbol)),
        Fact(label: "State", value: element.state.title),
        Fact(label: "Atomic weight", value: weightText(element, details: details, style: style)),
        Fact(label: "Category", value: FactText.category(element.category)),
        Fact(label: "Group", value: element.group.map(String.init)),
        Fact(label: "Period", value: element.period.map(String.init)),
        Fact(label: "Block", value: element.block?.rawValue),
        Fact(label: "CAS number", value: details.casNumber.map(style.display)),
        Fact(label: "CPK colour", value: details.cpkColor.map(style.display)),
      ]
      return facts
    case .atom:
      let energies = details.ionizationEnergies
      var ionization = measured(energies.first, "eV")
      if let text = ionization, energies.count > 1 {
        ionization = text + " (1st of \(energies.count) known)"
      }
      let affinity =
        details.isAnionUnbound
        ? "none (the anion is not bound)" : measured(details.electronAffinity, "eV")
      return [
        Fact(
          label: "Electron configuration", value: FactText.configuration(element, style: style)),
        Fact(label: "Electron shells", value: FactText.shells(element)),
        Fact(label: "Valence electrons", value: details.valenceElectrons.map(String.init)),
        Fact(
          label: "Oxidation states", value: oxidationText(details.oxidationStates, unicode: unicode)
        ),
        Fact(label: "Ionization energy", value: ionization),
        Fact(label: "Electron affinity", value: affinity),
        Fact(
          label: "Electronegativity (Pauling" + (dataFile == nil ? ", CRC)" : ")"),
          value: FactText.decimal(element.electronegativity)),
        Fact(label: "Covalent radius", value: measured(details.covalentRadius, "pm")),
        Fact(
          label: "Van der Waals radius",
          value: withSource(
            measured(details.vanDerWaalsRadius, "pm"), details.vanDerWaalsRadiusSource, style: style
          )),
        Fact(
          label: "Atomic radius",
          value: withSource(
            measured(details.atomicRadius, "pm"), details.atomicRadiusSource, style: style)),
        Fact(label: "Metallic radius", value: measured(details.metallicRadius, "pm")),
        Fact(
          label: "Ionic radii (Shannon, pm)",
          value: FactText.shannonRadii(details.shannonRadii, style: style)),
      ].filter { $0.value != nil || !onlyWhenKnown.contains($0.label) }
    case .electrons:
      return electronFacts(element, details: details, style: style)
    case .physical:
      var lattice = details.lattice?.type.map(style.display)
      if let constant = measured(details.lattice?.constant, "pm") {
        lattice = withSource(
          (lattice.map { $0 + ", " } ?? "") + "a = " + constant, details.latticeConstantNote,
          style: style)
      }
      return [
        Fact(
          label: "Melting point",
          value: FactText.temperature(element.meltingPoint, unicode: unicode)),
        // Carbon and arsenic turn from solid to gas at 1 atm: no boiling point, a sublimation
        // point.
        Fact(
          label: details.sublimes ? "Sublimes at" : "Boiling point",
          value: FactText.temperature(element.boilingPoint, unicode: unicode)),
        Fact(label: "Density", value: FactText.density(element.density, unicode: unicode)),
        Fact(label: "Allotrope", value: details.allotrope.map(style.display)),
        Fact(label: "Molar volume", value: measured(details.molarVolume, "cm³/mol")),
        Fact(label: "Crystal structure", value: lattice),
        Fact(label: "Specific heat", value: measured(details.specificHeat, "J/(g·K)")),
        Fact(
          label: "Thermal conductivity",
          value: withSource(
            measured(details.thermalConductivity, "W/(m·K)"), details.thermalConductivityNote,
            style: style)),
        Fact(label: "Heat of fusion", value: measured(details.heatOfFusion, "kJ/mol")),
        Fact(label: "Heat of vaporization", value: measured(details.heatOfVaporization, "kJ/mol")),
        Fact(label: "Thermal expansion", value: measured(details.thermalExpansion, "µm/(m·K)")),
        Fact(
          label: "Electrical resistivity", value: measured(details.electricalResistivity, "nΩ·m")),
        Fact(
          label: "Superconducts below",
          value: FactText.temperature(details.superconductingTemperature, unicode: unicode)),
        Fact(label: "Mohs hardness", value: FactText.decimal(details.mohsHardness)),
        Fact(label: "Vickers hardness", value: measured(details.vickersHardness, "MPa")),
        Fact(label: "Brinell hardness", value: measured(details.brinellHardness, "MPa")),
        Fact(label: "Young's modulus", value: measured(details.youngsModulus, "GPa")),
        Fact(label: "Bulk modulus", value: measured(details.bulkModulus, "GPa")),
        Fact(label: "Shear modulus", value: measured(details.shearModulus, "GPa")),
        Fact(label: "Poisson's ratio", value: FactText.decimal(details.poissonsRatio)),
        Fact(label: "Speed of sound", value: measured(details.speedOfSound, "m/s")),
        Fact(label: "Crust abundance", value: measured(details.abundanceCrust, "mg/kg")),
        Fact(label: "Sea water abundance", value: measured(details.abundanceSea, "mg/L")),
      ].filter { $0.value != nil || !onlyWhenKnown.contains($0.label) }
    case .isotopes:
      let symbol = style.display(element.symbol)
      let naturalIsotopes = details.naturalIsotopes
      let natural = naturalIsotopes.map { isotope in
        "\(symbol)-\(isotope.massNumber) "
          + (isotope.abundance.flatMap(DecimalText.readable).map { $0 + " %" } ?? "")
      }.joined(separator: ", ")
      // Without any isotope of the element in the data, which are natural is not known.
      let listed = details.knownIsotopeCount > 0 ? (natural.isEmpty ? "none" : natural) : nil
      var facts = [Fact(label: "Natural", value: listed)]
      if naturalIsotopes.isEmpty,
        let longest = details.longestLivedIsotope(weight: element.atomicWeight)
      {
        facts.append(
          Fact(
            label: "Longest-lived",
            value: "\(symbol)-\(longest.massNumber), "
              + IsotopeRenderer.halfLife(longest, style: style)))
      }
      if let isotope = IsotopeRenderer.decaySuggestion(element, details: details) {
        facts.append(
          Fact(label: "Decay chain", value: "elements decay \(symbol)-\(isotope.label)"))
      }
      facts += [
        Fact(label: "Neutrons", value: details.neutrons.map(String.init)),
        Fact(
          label: "Known isotopes",
          value: details.knownIsotopeCount == 0 ? nil : String(details.knownIsotopeCount)),
      ]
      return facts
    case .history:
      return [
        Fact(label: "Discovered", value: FactText.discovery(element, style: style)),
        Fact(label: "Radioactive", value: FactText.yesNo(element.isRadioactive)),
        .wikipedia(element, style: style),
        sourcesFact(dataFile: dataFile, style: style),
      ]
    }
  }

  /// The built-in data's sources, or the file the data was read from, whose sources are its
  /// own.
  private static func sourcesFact(dataFile: String?, style: TerminalStyle) -> Fact {
    guard let dataFile else {
      return Fact(
        label: "Sources",
        value: "CIAAW, NIST ASD, CRC Handbook, NUBASE2020, Shannon 1976 and others, "
          + "cross-checked; each field's source in `elements sources`")
    }
    return Fact(label: "Data", value: dataFileText(dataFile, style: style))
  }

  /// "FILE (not the built-in data; its sources are the file's)", the name made fit to show.
  /// - Parameters:
  ///   - dataFile: The file the data was read from.
  ///   - style: How output may look.
  /// - Returns: The text.
  static func dataFileText(_ dataFile: String, style: TerminalStyle) -> String {
    style.display(dataFile) + " (not the built-in data; its sources are the file's)"
  }

  /// "55.845 ± 0.002", "1.008 (conventional; 1.00784 to 1.00811)", "[98] (mass number)".
  private static func weightText(
    _ element: AtomicElement, details: ElementDetails, style: TerminalStyle
  ) -> String? {
    guard var text = FactText.weight(element, style: style) else { return nil }
    if case .massNumber = element.atomicWeight { return text + " (mass number)" }
    if let interval = details.atomicWeightInterval,
      let lower = DecimalText.readable(interval.lowerBound),
      let upper = DecimalText.readable(interval.upperBound)
    {
      return text + " (conventional; " + lower + " to " + upper + ")"
    }
    if let uncertainty = details.atomicWeightUncertainty.flatMap(DecimalText.readable) {
      text += (style.unicode ? " ± " : " +/- ") + uncertainty
    }
    return text
  }

  /// "+2, +3 (all: −4, −2, −1, 0, +1, +2, +3, +4, +5, +6, +7)".
  private static func oxidationText(_ states: OxidationStates, unicode: Bool) -> String? {
    func signed(_ value: Int) -> String {
      value > 0 ? "+\(value)" : value < 0 ? (unicode ? "−" : "-") + String(-value) : "0"
    }
    let common = states.common.map(signed).joined(separator: ", ")
    let all = states.all.map(signed).joined(separator: ", ")
    if all.isEmpty || states.all == states.common { return common.isEmpty ? nil : common }
    return common.isEmpty ? "all: " + all : common + " (all: " + all + ")"
  }

  /// "244 pm (Alvarez 2013)".
  private static func withSource(_ value: String?, _ source: String?, style: TerminalStyle)
    -> String?
  {
    guard let value else { return nil }
    guard let source else { return value }
    return value + " (" + style.display(source) + ")"
  }
}

extension TileRenderer {
  /// The rows of the Electrons section: the noble-gas configuration, the orbital boxes outside
  /// the core, the term symbol, the unpaired electrons with the magnetism, and for an exception
  /// to the Aufbau order the configuration it predicts.
  static func electronFacts(_ element: AtomicElement, details: ElementDetails, style: TerminalStyle)
    -> [Fact]
  {
    let unicode = style.unicode
    let structure = ElectronStructure(element: element, charge: 0, details: details)
    var facts = [
      Fact(
        label: "Configuration",
        value: ElectronRenderer.nobleGasText(structure.configuration, charge: 0, unicode: unicode)),
      Fact(label: "Orbitals", value: ElectronRenderer.compactBoxes(structure, unicode: unicode)),
      Fact(
        label: "Term symbol",
        value: structure.term.map { FactText.termSymbol($0, unicode: unicode) }),
      Fact(
        label: "Unpaired electrons",
        value: structure.magnetism.map { "\(structure.unpairedElectrons) (\($0.rawValue))" }),
    ]
    if structure.isAufbauException {
      facts.append(
        Fact(
          label: "Aufbau predicts",
          value: ElectronRenderer.nobleGasText(structure.predicted, charge: 0, unicode: unicode)))
    }
    return facts
  }
}
