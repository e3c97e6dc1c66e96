/// The facts about an element beyond those every command needs: energies, radii, oxidation
/// states, the uncertainty of the atomic weight, the crystal structure, thermal properties,
/// abundances, the CAS number and the isotopes.
///
/// They are kept apart from ``AtomicElement`` so that commands that do not show them do not pay
/// for them: the built-in table makes them on first use. Values the data does not know are
/// `nil` (or empty), never 0.
public struct ElementDetails: Sendable, Hashable {
  /// Every successive ionization energy known, in electronvolts: the first removes an electron
  /// from the neutral atom, the second from the singly charged ion, and so on.
  public var ionizationEnergies: [Double]
  /// The electron affinity in electronvolts, for elements whose negative ion is bound.
  public var electronAffinity: Double?
  /// Whether the element's singly charged negative ion is not bound (no positive electron
  /// affinity), as for the noble gases; then ``electronAffinity`` is `nil`.
  public var isAnionUnbound: Bool
  /// Whether the element sublimes at 1 atm (carbon, arsenic): then its boiling point is the
  /// temperature at which the solid turns to gas.
  public var sublimes: Bool
  /// The single-bond covalent radius in picometres.
  public var covalentRadius: Double?
  /// The van der Waals radius in picometres.
  public var vanDerWaalsRadius: Double?
  /// Which compilation ``vanDerWaalsRadius`` comes from, e.g. "Alvarez 2013".
  public var vanDerWaalsRadiusSource: String?
  /// The atomic radius in picometres.
  public var atomicRadius: Double?
  /// Which compilation ``atomicRadius`` comes from: "Slater 1964" (empirical) or "Rahm 2016"
  /// (calculated).
  public var atomicRadiusSource: String?
  /// The oxidation states, common and all known.
  public var oxidationStates: OxidationStates
  /// The standard uncertainty of the atomic weight's value, in daltons.
  public var atomicWeightUncertainty: Double?
  /// The interval of the standard atomic weight, for elements whose weight varies in nature
  /// (then the atomic weight is the conventional value).
  public var atomicWeightInterval: ClosedRange<Double>?
  /// The number of valence electrons, derived from the electron configuration.
  public var valenceElectrons: Int?
  /// The neutrons in the most abundant isotope (or the longest-lived one, for elements without
  /// a natural isotopic composition).
  public var neutrons: Int?
  /// The crystal structure of the standard state.
  public var lattice: LatticeStructure?
  /// What qualifies the lattice constant where the cell is not cubic: the other axes, e.g.
  /// "b = 479 pm, c = 979 pm" for orthorhombic iodine.
  public var latticeConstantNote: String?
  /// The specific heat capacity at 25 °C, in J/(g·K).
  public var specificHeat: Double?
  /// The thermal conductivity at 25 °C, in W/(m·K).
  public var thermalConductivity: Double?
  /// The allotrope or direction the thermal conductivity holds for where the element conducts
  /// anisotropically, e.g. "in graphite's layer planes; 5.7 W/(m·K) across them" for carbon.
  public var thermalConductivityNote: String?
  /// The heat of fusion in kJ/mol.
  public var heatOfFusion: Double?
  /// The heat of vaporization in kJ/mol.
  public var heatOfVaporization: Double?
  /// The abundance in the Earth's crust, in mg/kg.
  public var abundanceCrust: Double?
  /// The abundance in sea water, in mg/L.
  public var abundanceSea: Double?
  /// The CAS registry number, e.g. "7439-89-6".
  public var casNumber: String?
  /// The Mohs hardness (dimensionless, 0.2 to 10).
  public var mohsHardness: Double?
  /// The Vickers hardness in MPa.
  public var vickersHardness: Double?
  /// The Brinell hardness in MPa.
  public var brinellHardness: Double?
  /// Young's modulus in GPa.
  public var youngsModulus: Double?
  /// The bulk modulus in GPa.
  public var bulkModulus: Double?
  /// The shear (rigidity) modulus in GPa.
  public var shearModulus: Double?
  /// Poisson's ratio (dimensionless).
  public var poissonsRatio: Double?
  /// The molar volume of the solid in cm³/mol.
  public var molarVolume: Double?
  /// The electrical resistivity near room temperature in nΩ·m.
  public var electricalResistivity: Double?
  /// The coefficient of linear thermal expansion near room temperature in µm/(m·K) (10⁻⁶/K).
  public var thermalExpansion: Double?
  /// The speed of sound in the element in m/s.
  public var speedOfSound: Double?
  /// The metallic radius (coordination number 12) in pm.
  public var metallicRadius: Double?
  /// The superconducting transition temperature in K, for elements that superconduct at ambient pressure.
  public var superconductingTemperature: Double?
  /// The allotrope that every allotrope-dependent value (density, lattice, thermal and
  /// mechanical properties) belongs to, for elements with several, e.g. "graphite".
  public var allotrope: String?
  /// The CPK (Jmol) colour used to draw the element's atoms, as "#rrggbb".
  public var cpkColor: String?
  /// Shannon's ionic radii, by charge, coordination and spin.
  public var shannonRadii: [ShannonRadius]
  /// The known isotopes, by mass number, an isomer ("m") after its ground state.
  ///
  /// The built-in table keeps them as compact text and reads it each time they are asked for
  /// (see `setIsotopes(encoded:count:natural:)`): most views of an element, and all views
  /// across elements but the isotope counts, never need them.
  public var isotopes: [Isotope] {
    get { isotopeStore.isotopes }
    set { isotopeStore = IsotopeStore(list: newValue) }
  }
  /// The isotopes, as a list or as the text of ``Isotope/encode(_:)``.
  private var isotopeStore: IsotopeStore
  /// The neutral atom's ground level (NIST ASD).
  public var groundLevel: TermSymbol?
  /// The ground states of the positive ions NIST ASD knows, by charge.
  ///
  /// The built-in table keeps them as the text of ``IonGroundState/encode(_:)``, read each
  /// time they are asked for: only `elements electrons` of an ion needs them.
  public var ions: [IonGroundState] {
    get { ionStore.ions }
    set { ionStore = IonStore(list: newValue) }
  }
  /// The ions' ground states, as a list or as compact text.
  private var ionStore: IonStore

  /// Makes details; every fact is optional.
  /// - Parameters:
  ///   - ionizationEnergies: Successive ionization energies in eV.
  ///   - electronAffinity: The electron affinity in eV.
  ///   - isAnionUnbound: Whether the negative ion is unbound.
  ///   - sublimes: Whether the element sublimes at 1 atm.
  ///   - covalentRadius: The covalent radius in pm.
  ///   - vanDerWaalsRadius: The van der Waals radius in pm.
  ///   - vanDerWaalsRadiusSource: The compilation of the van der Waals radius.
  ///   - atomicRadius: The atomic radius in pm.
  ///   - atomicRadiusSource: The compilation of the atomic radius.
  ///   - oxidationStates: The oxidation states.
  ///   - atomicWeightUncertainty: The uncertainty of the atomic weight in Da.
  ///   - atomicWeightInterval: The interval of the standard atomic weight.
  ///   - valenceElectrons: The valence electrons.
  ///   - neutrons: The neutrons of the most abundant isotope.
  ///   - lattice: The crystal structure.
  ///   - latticeConstantNote: What qualifies the lattice constant (the other axes).
  ///   - specificHeat: The specific heat capacity in J/(g·K).
  ///   - thermalConductivity: The thermal conductivity in W/(m·K).
  ///   - thermalConductivityNote: The allotrope or direction of the thermal conductivity.
  ///   - heatOfFusion: The heat of fusion in kJ/mol.
  ///   - heatOfVaporization: The heat of vaporization in kJ/mol.
  ///   - abundanceCrust: The crustal abundance in mg/kg.
  ///   - abundanceSea: The abundance in sea water in mg/L.
  ///   - casNumber: The CAS registry number.
  ///   - mohsHardness: The Mohs hardness (dimensionless, 0.2 to 10).
  ///   - vickersHardness: The Vickers hardness.
  ///   - brinellHardness: The Brinell hardness.
  ///   - youngsModulus: Young's modulus.
  ///   - bulkModulus: The bulk modulus.
  ///   - shearModulus: The shear (rigidity) modulus.
  ///   - poissonsRatio: Poisson's ratio (dimensionless).
  ///   - molarVolume: The molar volume of the solid.
  ///   - electricalResistivity: The electrical resistivity near room temperature.
  ///   - thermalExpansion: The coefficient of linear thermal expansion near room temperature.
  ///   - speedOfSound: The speed of sound.
  ///   - metallicRadius: The metallic radius (coordination number 12).
  ///   - superconductingTemperature: The superconducting transition temperature.
  ///   - allotrope: The allotrope of the allotrope-dependent values.
  ///   - cpkColor: The CPK colour, "#rrggbb".
  ///   - shannonRadii: Shannon's ionic radii.
  ///   - isotopes: The isotopes.
  ///   - groundLevel: The neutral atom's ground level.
  ///   - ions: The ground states of positive ions.
  public init(
    ionizationEnergies: [Double] = [],
    electronAffinity: Double? = nil,
    isAnionUnbound: Bool = false,
    sublimes: Bool = false,
    covalentRadius: Double? = nil,
    vanDerWaalsRadius: Double? = nil,
    vanDerWaalsRadiusSource: String? = nil,
    atomicRadius: Double? = nil,
    atomicRadiusSource: String? = nil,
    oxidationStates: OxidationStates = OxidationStates(),
    atomicWeightUncertainty: Double? = nil,
    atomicWeightInterval: ClosedRange<Double>? = nil,
    valenceElectrons: Int? = nil,
    neutrons: Int? = nil,
    lattice: LatticeStructure? = nil,
    latticeConstantNote: String? = nil,
    specificHeat: Double? = nil,
    thermalConductivity: Double? = nil,
    thermalConductivityNote: String? = nil,
    heatOfFusion: Double? = nil,
    heatOfVaporization: Double? = nil,
    abundanceCrust: Double? = nil,
    abundanceSea: Double? = nil,
    casNumber: String? = nil,
    mohsHardness: Double? = nil,
    vickersHardness: Double? = nil,
    brinellHardness: Double? = nil,
    youngsModulus: Double? = nil,
    bulkModulus: Double? = nil,
    shearModulus: Double? = nil,
    poissonsRatio: Double? = nil,
    molarVolume: Double? = nil,
    electricalResistivity: Double? = nil,
    thermalExpansion: Double? = nil,
    speedOfSound: Double? = nil,
    metallicRadius: Double? = nil,
    superconductingTemperature: Double? = nil,
    allotrope: String? = nil,
    cpkColor: String? = nil,
    shannonRadii: [ShannonRadius] = [],
    isotopes: [Isotope] = [],
    groundLevel: TermSymbol? = nil,
    ions: [IonGroundState] = []
  ) {
    self.ionizationEnergies = ionizationEnergies
    self.electronAffinity = electronAffinity
    self.isAnionUnbound = isAnionUnbound
    self.sublimes = sublimes
    self.covalentRadius = covalentRadius
    self.vanDerWaalsRadius = vanDerWaalsRadius
    self.vanDerWaalsRadiusSource = vanDerWaalsRadiusSource
    self.atomicRadius = atomicRadius
    self.atomicRadiusSource = atomicRadiusSource
    self.oxidationStates = oxidationStates
    self.atomicWeightUncertainty = atomicWeightUncertainty
    self.atomicWeightInterval = atomicWeightInterval
    self.valenceElectrons = valenceElectrons
    self.neutrons = neutrons
    self.lattice = lattice
    self.latticeConstantNote = latticeConstantNote
    self.specificHeat = specificHeat
    self.thermalConductivity = thermalConductivity
    self.thermalConductivityNote = thermalConductivityNote
    self.heatOfFusion = heatOfFusion
    self.heatOfVaporization = heatOfVaporization
    self.abundanceCrust = abundanceCrust
    self.abundanceSea = abundanceSea
    self.casNumber = casNumber
    self.mohsHardness = mohsHardness
    self.vickersHardness = vickersHardness
    self.brinellHardness = brinellHardness
    self.youngsModulus = youngsModulus
    self.bulkModulus = bulkModulus
    self.shearModulus = shearModulus
    self.poissonsRatio = poissonsRatio
    self.molarVolume = molarVolume
    self.electricalResistivity = electricalResistivity
    self.thermalExpansion = thermalExpansion
    self.speedOfSound = speedOfSound
    self.metallicRadius = metallicRadius
    self.superconductingTemperature = superconductingTemperature
    self.allotrope = allotrope
    self.cpkColor = cpkColor
    self.shannonRadii = shannonRadii
    self.isotopeStore = IsotopeStore(list: isotopes)
    self.groundLevel = groundLevel
    self.ionStore = IonStore(list: ions)
  }

  /// Gives the details their ions' ground states as the text of ``IonGroundState/encode(_:)``,
  /// read only when ``ions`` is asked for: what the built-in table compiles in.
  /// - Parameter text: The ions' compact text.
  @_spi(Embedding)
  public mutating func setIons(encoded text: String) {
    ionStore = IonStore(text: text)
  }

  /// Gives the details their isotopes as the text of ``Isotope/encode(_:)``, read only when
  /// ``isotopes`` is asked for: what the built-in table compiles in. The count and the natural
  /// isotopes' records are worked out when the table is compiled, so that a list of every
  /// element's facts reads no isotope text.
  /// - Parameters:
  ///   - text: The isotopes' compact text.
  ///   - count: How many ground states the text holds (``knownIsotopeCount``).
  ///   - natural: Those with an abundance, in the same order.
  @_spi(Embedding)
  public mutating func setIsotopes(encoded text: String, count: Int, natural: [Isotope]) {
    isotopeStore = IsotopeStore(text: text, count: count, natural: natural)
  }

  /// The first ionization energy in eV.
  public var firstIonizationEnergy: Double? { ionizationEnergies.first }

  /// The isotopes that occur in nature (those with an abundance), most abundant first. From
  /// the compact text only those records are read, not every known isotope.
  public var naturalIsotopes: [Isotope] {
    isotopeStore.natural.sorted {
      ($0.abundance ?? 0, -$0.massNumber) > ($1.abundance ?? 0, -$1.massNumber)
    }
  }

  /// One isotope: the ground state or the isomer with a mass number. The built-in table reads
  /// only that isotope's record, not the element's whole list.
  /// - Parameters:
  ///   - massNumber: The mass number.
  ///   - isIsomer: Whether the isomer ("m") is wanted rather than the ground state.
  /// - Returns: The isotope, or `nil` if it is not known.
  public func isotope(massNumber: Int, isIsomer: Bool = false) -> Isotope? {
    isotopeStore.isotope(massNumber: massNumber, isIsomer: isIsomer)
  }

  /// How many isotopes are known: their ground states, the isomers (Tc-99m) not counted;
  /// compiled in for the built-in table, so that no isotope is read.
  public var knownIsotopeCount: Int { isotopeStore.count }

  /// Whether nothing is known.
  public var isEmpty: Bool { self == ElementDetails() }
}

/// An element's isotopes, read from their compact text on each use or kept as a list; equal
/// and hashed by the isotopes they hold, whichever the form.
///
/// The lists are plain stored properties, not payloads of an enum: an enum may keep its case in
/// a pointer's spare bits, where a leak checker (the tests under AddressSanitizer) does not see
/// that the built-in table's globals hold them.
private struct IsotopeStore: Sendable, Hashable {
  /// The isotopes as a list, or `nil` when they are kept as their compact text.
  let list: [Isotope]?
  /// The compact text, when there is no list.
  let text: String
  /// With the text: how many isotopes it holds, and those with an abundance, compiled in.
  let textCount: Int
  let textNatural: [Isotope]

  init(list: [Isotope]) {
    self.list = list
    text = ""
    textCount = 0
    textNatural = []
  }

  init(text: String, count: Int, natural: [Isotope]) {
    list = nil
    self.text = text
    textCount = count
    textNatural = natural
  }

  var isotopes: [Isotope] { list ?? Isotope.decode(text) }

  /// The isotope with a mass number, the ground state or the isomer; from the text, only its
  /// record is read.
  func isotope(massNumber: Int, isIsomer: Bool) -> Isotope? {
    guard let list else {
      return Isotope.decode(text, massNumber: massNumber, isIsomer: isIsomer)
    }
    return list.first { $0.massNumber == massNumber && ($0.isomer != nil) == isIsomer }
  }

  /// How many ground states.
  var count: Int { list.map { $0.count { $0.isomer == nil } } ?? textCount }

  /// The isotopes with an abundance, in stored order.
  var natural: [Isotope] { list.map { $0.filter { $0.abundance != nil } } ?? textNatural }

  static func == (lhs: IsotopeStore, rhs: IsotopeStore) -> Bool {
    if lhs.list == nil, rhs.list == nil, lhs.text == rhs.text { return true }
    return lhs.isotopes == rhs.isotopes
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(isotopes)
  }
}

/// An element's oxidation states.
public struct OxidationStates: Sendable, Hashable {
  /// The common ones, ascending, e.g. [2, 3] for iron.
  public var common: [Int]
  /// Every known one, ascending, including the common ones.
  public var all: [Int]

  /// Makes the lists.
  /// - Parameters:
  ///   - common: The common oxidation states.
  ///   - all: Every known oxidation state.
  public init(common: [Int] = [], all: [Int] = []) {
    self.common = common
    self.all = all
  }
}

/// The crystal structure of an element's standard state.
public struct LatticeStructure: Sendable, Hashable {
  /// The lattice type as crystallographers abbreviate it: "bcc", "fcc", "hexagonal",
  /// "diamond", "orthorhombic", ...
  public var type: String?
  /// The lattice constant in picometres (the edge of the cell; for non-cubic cells, a).
  public var constant: Double?

  /// Makes a structure.
  /// - Parameters:
  ///   - type: The lattice type.
  ///   - constant: The lattice constant in pm.
  public init(type: String?, constant: Double?) {
    self.type = type
    self.constant = constant
  }
}

/// One of Shannon's (1976) effective ionic radii: an ion of a charge in a coordination.
public struct ShannonRadius: Sendable, Hashable {
  /// The ion's charge, e.g. 2 for Fe²⁺.
  public var charge: Int
  /// The coordination as Shannon writes it: a Roman numeral ("VI"), with "SQ" for square
  /// planar or "PY" for pyramidal where given.
  public var coordination: String
  /// "high" or "low" spin, where Shannon distinguishes them.
  public var spin: String?
  /// The effective ionic radius in pm.
  public var ionicRadius: Double
  /// The crystal radius in pm.
  public var crystalRadius: Double?

  /// Makes a radius.
  /// - Parameters:
  ///   - charge: The charge.
  ///   - coordination: The coordination.
  ///   - spin: The spin state, if given.
  ///   - ionicRadius: The ionic radius in pm.
  ///   - crystalRadius: The crystal radius in pm.
  public init(
    charge: Int, coordination: String, spin: String? = nil, ionicRadius: Double,
    crystalRadius: Double? = nil
  ) {
    self.charge = charge
    self.coordination = coordination
    self.spin = spin
    self.ionicRadius = ionicRadius
    self.crystalRadius = crystalRadius
  }

  /// "+2 VI high spin: 78 pm", "−2 VI: 140 pm" (`unicode` picks the minus sign).
  /// - Parameter unicode: Whether to write the minus sign as U+2212.
  /// - Returns: The text.
  public func text(unicode: Bool) -> String {
    let sign = charge > 0 ? "+" : charge < 0 ? (unicode ? "−" : "-") : ""
    let spinText = spin.map { " " + $0 + " spin" } ?? ""
    return sign + String(abs(charge)) + " " + coordination + spinText + ": "
      + NumberText.plain(ionicRadius) + " pm"
  }
}

/// The ground states of an element's ions, as a list or as the compact text of
/// ``IonGroundState/encode(_:)`` (the built-in table's), read when asked for.
private struct IonStore: Sendable, Hashable {
  /// The ions as a list, or `nil` when they are kept as text.
  let list: [IonGroundState]?
  /// The compact text, when there is no list.
  let text: String

  init(list: [IonGroundState]) {
    self.list = list
    text = ""
  }

  init(text: String) {
    list = nil
    self.text = text
  }

  var ions: [IonGroundState] { list ?? IonGroundState.decode(text) }

  static func == (lhs: IonStore, rhs: IonStore) -> Bool {
    if lhs.list == nil, rhs.list == nil { return lhs.text == rhs.text }
    return lhs.ions == rhs.ions
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ions)
  }
}
