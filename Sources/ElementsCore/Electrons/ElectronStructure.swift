/// Everything `elements electrons` shows of an atom or a single-element ion: its ground
/// configuration and where it comes from, the Aufbau prediction, the ground term, the unpaired
/// electrons and magnetism, the valence electrons and the species with as many electrons.
public struct ElectronStructure: Sendable, Hashable {
  /// Where a configuration or a term symbol comes from.
  public enum Source: String, Sendable, Hashable {
    /// Measured: NIST's Atomic Spectra Database (the neutral atom's configuration is checked
    /// against it when the data is made).
    case measured
    /// A prediction of the data (elements from rutherfordium on).
    case predicted
    /// The literature on negative ions (``AnionGroundState``): measured by photodetachment,
    /// or where no measurement names the configuration, relativistic calculations.
    case literature
    /// Worked out here by the textbook rule: cations lose the outer np and ns electrons
    /// first, then (n − 1)d, then (n − 2)f; anions gain them in the Madelung order.
    case textbookRule
    /// Worked out here from the configuration by Hund's rules.
    case hundsRules
  }

  /// Whether a negative ion holds its extra electrons as a free particle.
  public enum Binding: String, Sendable, Hashable {
    /// Bound: the element's electron affinity is positive, or the literature measures the ion.
    case bound
    /// Not bound: the element has no positive electron affinity, so a free atom holds no
    /// extra electron (He, Be, N, Mg, Mn, Zn, Cd, Hg, Yb and the noble gases).
    case unbound
    /// Two or more extra electrons: no free atom binds them (O²⁻ and N³⁻ exist only where
    /// their surroundings hold them, in ionic solids and solutions).
    case multiplyCharged
    /// Not known from the data.
    case unknown
  }

  /// Para- or diamagnetism.
  public enum Magnetism: String, Sendable, Hashable {
    /// Unpaired electrons: drawn into a magnetic field.
    case paramagnetic
    /// All electrons paired: pushed out of a magnetic field.
    case diamagnetic
  }

  /// The element.
  public let element: AtomicElement
  /// The charge: 0 for the atom.
  public let charge: Int
  /// The ground configuration.
  public let configuration: ElectronConfiguration
  /// Where ``configuration`` comes from.
  public let configurationSource: Source
  /// What the rules predict: for an atom the Aufbau (Madelung) filling, for an ion the
  /// textbook rule applied to the atom's configuration.
  public let predicted: ElectronConfiguration
  /// The ground level's term symbol, where known or derivable.
  public let term: TermSymbol?
  /// Where ``term`` comes from.
  public let termSource: Source?
  /// The valence electrons (by the data's rule; none for the f block).
  public let valenceElectrons: Int?
  /// For a negative ion, whether it is bound; `nil` for atoms and cations.
  public let binding: Binding?
  /// The literature a ``Source/literature`` configuration or term comes from, short.
  public let reference: String?

  /// Whether the ground configuration breaks the rule that predicts it (the Aufbau order for
  /// atoms, the textbook rule for ions), as chromium's 3d⁵ 4s¹ does.
  public var isAufbauException: Bool { configuration != predicted }

  /// The electrons the ion or atom has.
  public var electronCount: Int { configuration.electronCount }

  /// The unpaired electrons, with each sub-shell filled by Hund's rule.
  public var unpairedElectrons: Int { configuration.unpairedElectrons }

  /// Paramagnetic with unpaired electrons, diamagnetic without; `nil` with no electrons.
  public var magnetism: Magnetism? {
    guard electronCount > 0 else { return nil }
    return unpairedElectrons > 0 ? .paramagnetic : .diamagnetic
  }

  /// Makes the structure of an atom or ion of an element.
  /// - Parameters:
  ///   - element: The element.
  ///   - charge: The charge, which ``PeriodicTable/electronStructure(of:)`` has checked.
  ///   - details: The element's details (for its ground level and its ions').
  public init(element: AtomicElement, charge: Int, details: ElementDetails) {
    self.element = element
    self.charge = charge
    let z = element.atomicNumber
    let neutral =
      element.electronConfiguration.flatMap { ElectronConfiguration(parsing: $0) }
      .flatMap { $0.electronCount == z ? $0 : nil }
    let atom = neutral ?? .aufbau(electrons: z)
    let atomSource: Source = neutral == nil ? .textbookRule : (z >= 104 ? .predicted : .measured)
    if charge == 0 {
      configuration = atom
      configurationSource = atomSource
      predicted = .aufbau(electrons: z)
    } else if charge > 0 {
      predicted = atom.removing(charge)
      if let ion = details.ions.first(where: { $0.charge == charge }),
        ion.configuration.electronCount == z - charge
      {
        configuration = ion.configuration
        configurationSource = .measured
      } else {
        configuration = predicted
        configurationSource = .textbookRule
      }
    } else {
      predicted = atom.adding(-charge)
      if charge == -1, let anion = AnionGroundState.of(atomicNumber: z),
        anion.configuration.electronCount == z + 1
      {
        configuration = anion.configuration
        configurationSource = .literature
      } else {
        configuration = predicted
        configurationSource = .textbookRule
      }
    }
    let anion = charge == -1 ? AnionGroundState.of(atomicNumber: z) : nil
    reference = configurationSource == .literature ? anion?.reference : nil
    if charge >= 0 {
      binding = nil
    } else if charge < -1 {
      binding = .multiplyCharged
    } else if anion != nil || (details.electronAffinity ?? 0) > 0 {
      binding = .bound
    } else if details.isAnionUnbound {
      binding = .unbound
    } else {
      binding = .unknown
    }
    let isMeasured = configurationSource == .measured
    let measuredTerm: TermSymbol? =
      charge == 0
      ? details.groundLevel
      : details.ions.first { $0.charge == charge && isMeasured }?.level
    if let measuredTerm {
      term = measuredTerm
      termSource = charge == 0 && z >= 104 ? .predicted : .measured
    } else if configurationSource == .literature, let level = anion?.level {
      term = level
      termSource = .literature
    } else if let derived = TermSymbol.hund(configuration) {
      term = derived
      termSource = .hundsRules
    } else {
      term = nil
      termSource = nil
    }
    if let period = element.period, let block = element.block {
      valenceElectrons = configuration.valenceElectrons(period: period, block: block)
    } else {
      valenceElectrons = nil
    }
  }

  /// The species with as many electrons: the atom with that atomic number, the cations of the
  /// next elements up to 3+, and the closed-shell anions of hydrogen and groups 15 to 17 (N³⁻,
  /// O²⁻, F⁻, …); never this one.
  /// - Parameter table: The table whose elements may be named.
  /// - Returns: The species, the atom first, then cations, then anions, each by charge.
  public func isoelectronicSpecies(in table: PeriodicTable) -> [(
    element: AtomicElement, charge: Int
  )] {
    let electrons = electronCount
    guard electrons > 0 else { return [] }
    var species: [(AtomicElement, Int)] = []
    for charge in [0, 1, 2, 3, -1, -2, -3] where charge != self.charge {
      guard let other = table.element(number: electrons + charge),
        PeriodicTable.allowsCharge(charge, atomicNumber: other.atomicNumber)
      else { continue }
      if charge < 0 {
        let closedShell = other.atomicNumber == 1 ? -1 : other.group.map { $0 - 18 }
        guard let closedShell, (-3)...(-1) ~= closedShell, closedShell == charge else { continue }
      }
      species.append((other, charge))
    }
    return species
  }
}

extension PeriodicTable {
  /// Whether an atom or ion of the element with an atomic number can have that charge: a
  /// cation has at most as many charges as the element has electrons; every element has a
  /// singly charged anion to show, bound or not (see ``ElectronStructure/binding``); more
  /// extra electrons are at most 4, and no more than bring it to the noble gas that ends its
  /// period (so one for hydrogen, and no second one for a noble gas).
  /// - Parameters:
  ///   - charge: The charge.
  ///   - atomicNumber: The element's atomic number.
  /// - Returns: Whether the charge is possible.
  public static func allowsCharge(_ charge: Int, atomicNumber: Int) -> Bool {
    charge >= 0
      ? charge <= atomicNumber
      : charge == -1 || -charge <= mostExtraElectrons(atomicNumber: atomicNumber)
  }

  /// The most extra electrons an anion of the element takes (see ``allowsCharge(_:atomicNumber:)``).
  /// - Parameter atomicNumber: The element's atomic number.
  /// - Returns: 0 to 4.
  public static func mostExtraElectrons(atomicNumber: Int) -> Int {
    let closing = NobleGas.all.first { $0.electrons >= atomicNumber }?.electrons ?? atomicNumber
    return min(4, closing - atomicNumber)
  }

  /// The electron structure of what the user typed: an element ("Fe", "iron", "26") or a
  /// single-element ion ("Fe3+", "Cl-", "O2-").
  /// - Parameter text: The user's words.
  /// - Returns: The structure.
  /// - Throws: ``SpeciesError`` for text that is not an element or ion, an element the table
  ///   lacks, or a charge the element cannot have.
  public func electronStructure(of text: String) throws(SpeciesError) -> ElectronStructure {
    let notation = try SpeciesNotation(text)
    let element: AtomicElement
    do {
      element = try resolve(notation.element)
    } catch {
      throw .noElement(text, error)
    }
    let z = element.atomicNumber
    if notation.charge > z {
      throw .tooFewElectrons(text, element: element.name, electrons: z)
    }
    if !PeriodicTable.allowsCharge(notation.charge, atomicNumber: z) {
      throw .tooManyElectrons(
        text, element: element.name, most: PeriodicTable.mostExtraElectrons(atomicNumber: z))
    }
    return ElectronStructure(
      element: element, charge: notation.charge, details: details(of: element))
  }
}
