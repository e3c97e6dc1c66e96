import ElementsCore
import ElementsData
import Testing

/// Configurations, the Aufbau order, term symbols, ions and magnetism. Expected values are
/// NIST ASD's ground configurations and levels (Kramida, Ralchenko, Reader et al., NIST Atomic
/// Spectra Database), as its ionization-energy table lists them.
@Suite struct ElectronTests {
  let table = PeriodicTable.standard

  func structure(_ text: String) throws -> ElectronStructure {
    try table.electronStructure(of: text)
  }

  func error(_ text: String) -> SpeciesError? {
    do {
      _ = try table.electronStructure(of: text)
      return nil
    } catch {
      return error
    }
  }

  @Test func madelungOrder() {
    #expect(
      Subshell.madelungOrder.prefix(19).map(\.description) == [
        "1s", "2s", "2p", "3s", "3p", "4s", "3d", "4p", "5s", "4d", "5p", "6s", "4f", "5d", "6p",
        "7s", "5f", "6d", "7p",
      ])
    #expect(
      ElectronConfiguration.aufbau(electrons: 26).description == "1s2 2s2 2p6 3s2 3p6 3d6 4s2")
    #expect(ElectronConfiguration.aufbau(electrons: 0).electronCount == 0)
  }

  @Test func parsingAndNotation() throws {
    let iron = try #require(ElectronConfiguration(parsing: "[Ar] 3d6 4s2"))
    #expect(iron.electronCount == 26)
    #expect(iron.shells == [2, 8, 14, 2])
    #expect(iron.nobleGasText == "[Ar] 3d6 4s2")
    #expect(iron.energyOrdered.map(\.subshell.description).suffix(2) == ["4s", "3d"])
    #expect(
      ElectronConfiguration(parsing: "[Ar].3d6.4s")
        == ElectronConfiguration(parsing: "[Ar] 3d6 4s1"))
    // Argon's own noble-gas form has the core below it.
    #expect(ElectronConfiguration.aufbau(electrons: 18).nobleGasText == "[Ne] 3s2 3p6")
    #expect(ElectronConfiguration(parsing: "1s3") == nil)
    #expect(ElectronConfiguration(parsing: "3d6 3d2") == nil)
    #expect(ElectronConfiguration(parsing: "4s2 [Ar]") == nil)
    #expect(ElectronConfiguration(parsing: "[Fe] 4s2") == nil)
    #expect(ElectronConfiguration(parsing: "2d1") == nil)
    #expect(ElectronConfiguration(parsing: "") == nil)
  }

  /// The neutral atoms whose measured ground configuration breaks the Madelung order (NIST
  /// ASD, Z ≤ 103).
  @Test func aufbauExceptions() throws {
    let exceptions = try table.elementsByNumber.filter { $0.atomicNumber <= 103 }.filter {
      try structure($0.symbol).isAufbauException
    }
    #expect(
      exceptions.map(\.symbol) == [
        "Cr", "Cu", "Nb", "Mo", "Ru", "Rh", "Pd", "Ag", "La", "Ce", "Gd", "Pt", "Au", "Ac", "Th",
        "Pa", "U", "Np", "Cm", "Lr",
      ])
    let chromium = try structure("Cr")
    #expect(chromium.predicted.nobleGasText == "[Ar] 3d4 4s2")
    #expect(chromium.configuration.nobleGasText == "[Ar] 3d5 4s1")
    #expect(try structure("Lr").configuration.nobleGasText == "[Rn] 5f14 7s2 7p1")
    #expect(try !structure("Fe").isAufbauException)
  }

  /// A dozen ground levels, as NIST ASD gives them.
  @Test func groundTermsAreNISTs() throws {
    let expected: [(String, String, String)] = [
      ("H", "2S1/2", "²S₁/₂"), ("He", "1S0", "¹S₀"), ("C", "3P0", "³P₀"),
      ("N", "4S*3/2", "⁴S°₃/₂"), ("O", "3P2", "³P₂"), ("F", "2P*3/2", "²P°₃/₂"),
      ("Cr", "7S3", "⁷S₃"), ("Fe", "5D4", "⁵D₄"), ("Ni", "3F4", "³F₄"), ("Cu", "2S1/2", "²S₁/₂"),
      ("Gd", "9D*2", "⁹D°₂"), ("U", "5L*6", "⁵L°₆"), ("Pb", "3P0", "³P₀"),
      ("Nb", "6D1/2", "⁶D₁/₂"),
    ]
    for (symbol, ascii, printed) in expected {
      let structure = try structure(symbol)
      #expect(structure.term?.ascii == ascii, "\(symbol)")
      #expect(structure.term?.description == printed, "\(symbol)")
      #expect(structure.termSource == .measured, "\(symbol)")
    }
    // The configurations of the same atoms.
    let configurations = [
      "N": "[He] 2s2 2p3", "Cr": "[Ar] 3d5 4s1", "Cu": "[Ar] 3d10 4s1", "Gd": "[Xe] 4f7 5d1 6s2",
      "U": "[Rn] 5f3 6d1 7s2", "Pd": "[Kr] 4d10", "Nb": "[Kr] 4d4 5s1",
    ]
    for (symbol, text) in configurations {
      #expect(try structure(symbol).configuration.nobleGasText == text, "\(symbol)")
    }
  }

  /// Hund's rules give NIST's LS ground term for every atom with at most one open sub-shell.
  @Test func hundsRulesAgreeWithNIST() throws {
    var checked = 0
    for element in table.elementsByNumber {
      let details = table.details(of: element)
      guard let level = details.groundLevel, case .ls = level.coupling,
        let configuration = element.electronConfiguration.flatMap({
          ElectronConfiguration(parsing: $0)
        }),
        let derived = TermSymbol.hund(configuration)
      else { continue }
      #expect(derived == level, "\(element.symbol): Hund \(derived.ascii), NIST \(level.ascii)")
      checked += 1
    }
    #expect(checked > 60)
  }

  @Test func unpairedElectronsAndMagnetism() throws {
    let counts = [
      "H": 1, "He": 0, "N": 3, "O": 2, "Ne": 0, "Cr": 6, "Fe": 4, "Cu": 1, "Zn": 0, "Gd": 8,
    ]
    for (symbol, unpaired) in counts {
      #expect(try structure(symbol).unpairedElectrons == unpaired, "\(symbol)")
    }
    #expect(try structure("O").magnetism == .paramagnetic)
    #expect(try structure("Zn").magnetism == .diamagnetic)
    #expect(try structure("Fe3+").unpairedElectrons == 5)
    #expect(try structure("Cu+").magnetism == .diamagnetic)
    #expect(try structure("H+").magnetism == nil)
    // The atom's multiplicity 2S + 1 says the same where the term is LS.
    #expect(try structure("Fe").term?.spinUnpaired == 4)
  }

  /// NIST ASD's ion ground states: Fe II 3d6 4s 6D9/2, Fe III 3d6 5D4, Fe IV 3d5 6S5/2,
  /// Cu II 3d10 1S0, Gd IV 4f7 8S°7/2, Na II 2p6 1S0.
  @Test func measuredIons() throws {
    let cases: [(String, String, String)] = [
      ("Fe+", "[Ar] 3d6 4s1", "6D9/2"), ("Fe2+", "[Ar] 3d6", "5D4"), ("Fe3+", "[Ar] 3d5", "6S5/2"),
      ("Cu+", "[Ar] 3d10", "1S0"), ("Gd3+", "[Xe] 4f7", "8S*7/2"), ("Na+", "[He] 2s2 2p6", "1S0"),
    ]
    for (text, configuration, term) in cases {
      let ion = try structure(text)
      #expect(ion.configuration.nobleGasText == configuration, "\(text)")
      #expect(ion.configurationSource == .measured, "\(text)")
      #expect(ion.term?.ascii == term, "\(text)")
      #expect(ion.termSource == .measured, "\(text)")
    }
    // La+ is 5d2 where the textbook rule predicts 5d1 6s1.
    let lanthanum = try structure("La+")
    #expect(lanthanum.configuration.nobleGasText == "[Xe] 5d2")
    #expect(lanthanum.predicted.nobleGasText == "[Xe] 5d1 6s1")
    #expect(lanthanum.isAufbauException)
  }

  @Test func derivedIons() throws {
    let chloride = try structure("Cl-")
    #expect(chloride.configuration.nobleGasText == "[Ne] 3s2 3p6")
    #expect(chloride.configurationSource == .textbookRule)
    #expect(chloride.term?.ascii == "1S0" && chloride.termSource == .hundsRules)
    #expect(
      chloride.isoelectronicSpecies(in: table).map { "\($0.element.symbol)\($0.charge)" } == [
        "Ar0", "K1", "Ca2", "Sc3", "S-2", "P-3",
      ])
    #expect(try structure("O2-").configuration.nobleGasText == "[He] 2s2 2p6")
    #expect(try structure("N3-").unpairedElectrons == 0)
    #expect(try structure("H-").configuration.description == "1s2")
    // The rule for cations: the outer np, then ns, then (n - 1)d, then (n - 2)f.
    let tin = try #require(ElectronConfiguration(parsing: "[Kr] 4d10 5s2 5p2"))
    #expect(tin.removing(2).nobleGasText == "[Kr] 4d10 5s2")
    #expect(tin.removing(4).nobleGasText == "[Kr] 4d10")
    let iron = try #require(ElectronConfiguration(parsing: "[Ar] 3d6 4s2"))
    #expect(iron.removing(3).nobleGasText == "[Ar] 3d5")
    // A bare nucleus has no electrons.
    #expect(try structure("Fe26+").electronCount == 0)
  }

  /// The rule for cations of the f block: 6s, then 5d, then 4f (7s, 6d, 5f for the
  /// actinides), never 5p or 6p of the core. Expected: NIST ASD's ground configurations of Eu IV,
  /// Gd IV, Ce V, Lu IV, U V and Th V, which are also what the rule gives.
  @Test(arguments: [
    ("Eu3+", "[Xe] 4f6"), ("Eu2+", "[Xe] 4f7"), ("Gd3+", "[Xe] 4f7"), ("Ce4+", "[Xe]"),
    ("Ce3+", "[Xe] 4f1"), ("Lu3+", "[Xe] 4f14"), ("Yb3+", "[Xe] 4f13"), ("U4+", "[Rn] 5f2"),
    ("Th4+", "[Rn]"), ("U3+", "[Rn] 5f3"), ("Pu4+", "[Rn] 5f4"),
  ])
  func fBlockCations(text: String, configuration: String) throws {
    let ion = try structure(text)
    #expect(ion.predicted.nobleGasText(charge: ion.charge) == configuration, "rule \(text)")
    #expect(ion.configuration.nobleGasText(charge: ion.charge) == configuration, "\(text)")
    #expect(!ion.isAufbauException, "\(text)")
  }

  /// The rule on configurations alone: Eu loses 6s² then 4f, Gd 6s² then 5d then 4f, U 7s²
  /// then 6d then 5f, Pb 6p² then 6s² (its 4f¹⁴ 5d¹⁰ kept), and the core only after that.
  @Test(arguments: [
    ("[Xe] 4f7 6s2", 3, "[Xe] 4f6"), ("[Xe] 4f7 5d1 6s2", 2, "[Xe] 4f7 5d1"),
    ("[Xe] 4f7 5d1 6s2", 4, "[Xe] 4f6"), ("[Rn] 5f3 6d1 7s2", 4, "[Rn] 5f2"),
    ("[Xe] 4f14 5d10 6s2 6p2", 4, "[Xe] 4f14 5d10"), ("[Xe] 4f1 5d1 6s2", 5, "[Kr] 4d10 5s2 5p5"),
    ("[Ar] 3d10 4s2 4p1", 4, "[Ar] 3d9"),
  ])
  func cationRuleOrder(atom: String, removed: Int, ion: String) throws {
    let configuration = try #require(ElectronConfiguration(parsing: atom))
    #expect(configuration.removing(removed).nobleGasText(charge: removed) == ion)
  }

  /// Every cation of the lanthanides and actinides from 1+ to 4+ is flagged as an exception
  /// exactly where NIST ASD's ground configuration differs from the rule: La II 5d², Ce II
  /// 4f 5d², Ce III 4f², Lu II 6s², Lu III 6s, Ac II 7s², Ac III 7s, Th III 5f 6d, Th IV 5f,
  /// Pa II 5f² 7s², U II 5f³ 7s², U III 5f⁴, Np III 5f⁵, Cm II 5f⁷ 7s², Cm III 5f⁸; and the rule
  /// never reaches into the noble-gas core.
  @Test func fBlockCationExceptionsAreNISTs() throws {
    var exceptions: [String] = []
    for number in Array(57...71) + Array(89...103) {
      for charge in 1...4 {
        let ion = try structure("\(number) \(charge)+")
        let core = number < 89 ? "[Xe]" : "[Rn]"
        if charge <= 3 {
          #expect(
            ion.predicted.nobleGasText(charge: charge).hasPrefix(core), "\(number) \(charge)+")
        }
        if ion.isAufbauException {
          #expect(ion.configurationSource == .measured)
          exceptions.append(ion.element.symbol + "\(charge)+ " + ion.configuration.nobleGasText)
        }
      }
    }
    #expect(
      exceptions == [
        "La1+ [Xe] 5d2", "Ce1+ [Xe] 4f1 5d2", "Ce2+ [Xe] 4f2", "Lu1+ [Xe] 4f14 6s2",
        "Lu2+ [Xe] 4f14 6s1", "Ac1+ [Rn] 7s2", "Ac2+ [Rn] 7s1", "Th2+ [Rn] 5f1 6d1",
        "Th3+ [Rn] 5f1", "Pa1+ [Rn] 5f2 7s2", "U1+ [Rn] 5f3 7s2", "U2+ [Rn] 5f4",
        "Np2+ [Rn] 5f5", "Cm1+ [Rn] 5f7 7s2", "Cm2+ [Rn] 5f8",
      ])
  }

  /// Anions as the literature measures them (Andersen, Phys. Rep. 394, 157 (2004); Walter et
  /// al. 2007 and 2014; Tang et al. 2019; O'Malley and Beck 2009), each an exception to the
  /// Madelung rule, which would put Ca's extra electron in 3d and La's in 4f.
  @Test(arguments: [
    ("Ca-", "[Ar] 4s2 4p1", "2P*1/2"), ("Sr-", "[Kr] 5s2 5p1", "2P*1/2"),
    ("Ba-", "[Xe] 6s2 6p1", "2P*1/2"), ("Sc-", "[Ar] 3d1 4s2 4p1", "1D*2"),
    ("Y-", "[Kr] 4d1 5s2 5p1", "1D*2"), ("La-", "[Xe] 5d2 6s2", "3F2"),
    ("Ce-", "[Xe] 4f1 5d2 6s2", "4H*7/2"), ("Lu-", "[Xe] 4f14 5d1 6s2 6p1", nil),
    ("Th-", "[Rn] 6d3 7s2", "4F3/2"), ("Eu-", "[Xe] 4f7 6s2 6p1", nil),
  ])
  func measuredAnions(text: String, configuration: String, level: String?) throws {
    let ion = try structure(text)
    #expect(ion.configuration.nobleGasText == configuration)
    #expect(ion.configurationSource == .literature)
    #expect(ion.reference != nil)
    #expect(ion.binding == .bound)
    #expect(ion.isAufbauException)
    if let level {
      #expect(ion.term?.ascii == level)
      #expect(ion.termSource == .literature)
    }
  }

  /// Anions that a free atom does not hold (no positive electron affinity, Andersen 2004) are
  /// unbound; the rule's configuration is kept. Two or more extra electrons never bind.
  @Test(arguments: [
    ("Be-", ElectronStructure.Binding.unbound), ("N-", .unbound), ("Mg-", .unbound),
    ("Zn-", .unbound), ("Cd-", .unbound), ("Hg-", .unbound), ("Mn-", .unbound),
    ("He-", .unbound), ("Ne-", .unbound), ("Ar-", .unbound), ("Xe-", .unbound),
    ("Rn-", .unbound), ("Yb-", .unbound), ("Cl-", .bound), ("H-", .bound), ("Fe-", .bound),
    ("O2-", .multiplyCharged), ("N3-", .multiplyCharged), ("Sm-", .unknown),
  ])
  func anionBinding(text: String, binding: ElectronStructure.Binding) throws {
    let ion = try structure(text)
    #expect(ion.binding == binding)
    if binding != .bound { #expect(ion.configurationSource == .textbookRule) }
  }

  /// Neutral atoms and cations have no binding to tell; Ne⁻ has neon's core and a 3s electron.
  @Test func bindingIsForAnions() throws {
    #expect(try structure("Fe").binding == nil)
    #expect(try structure("Fe3+").binding == nil)
    #expect(try structure("Ne-").configuration.nobleGasText == "[Ne] 3s1")
    #expect(try structure("N-").configuration.nobleGasText == "[He] 2s2 2p4")
  }

  @Test func notation() throws {
    let forms = ["Fe3+", "Fe+3", "Fe+++", "Fe³⁺", "Fe^3+", "iron3+", " fe3+ ", "26 3+"]
    for form in forms {
      let ion = try structure(form)
      #expect(ion.element.symbol == "Fe" && ion.charge == 3, "\(form)")
    }
    #expect(try structure("Cl⁻").charge == -1)
    #expect(try structure("O−−").charge == -2)
    #expect(try structure("26").charge == 0)
  }

  @Test func badInputNamesTheUsersWords() {
    #expect(
      error("Fe27+")?.description == "'Fe27+' is not possible: Iron has only 26 electrons to lose")
    #expect(
      error("H2-")?.description
        == "'H2-' is not possible: Hydrogen takes at most 1 extra electron (up to the next noble gas's configuration)"
    )
    #expect(error("Ne-") == nil)
    #expect(error("Ne2-")?.description.contains("takes no second extra electron") == true)
    #expect(error("C5-") != nil)
    #expect(error("C4-") == nil)
    #expect(error("Fe2")?.description.hasPrefix("'Fe2' is not an element or an ion") == true)
    #expect(error("Fe3+-")?.description.hasPrefix("'Fe3+-' is not an element or an ion") == true)
    #expect(error("Fe+3+") != nil)
    #expect(error("3+") != nil)
    #expect(error("") != nil)
    #expect(error("Fe99999999999999999999+") != nil)
    #expect(
      error("Xq3+")?.description == "no element matches 'Xq' in 'Xq3+' (did you mean Xenon?)")
    #expect(error("Xq")?.description == "no element matches 'Xq' (did you mean Xenon?)")
    #expect(
      error("130 3+")?.description
        == "no element has atomic number 130 in '130 3+' (atomic numbers run from 1 to 118)")
    #expect(
      error("Fe0+")?.description
        == "'Fe0+' is not an element or an ion: a charge of 0 is no charge; write the atom alone,"
        + " as in Fe")
    #expect(error("Fe+0") != nil)
  }

  @Test func termSymbolText() throws {
    for text in ["5D4", "4S*3/2", "(1/2,1/2)0", "10D*5/2", "(0,3/2)*3/2"] {
      #expect(TermSymbol(ascii: text)?.ascii == text)
    }
    for text in ["", "5", "5J4", "4S*", "4S3/3", "(1/2)0", "5D-1", "5D4x"] {
      #expect(TermSymbol(ascii: text) == nil, "\(text)")
    }
    #expect(TermSymbol(ascii: "10D*5/2")?.description == "¹⁰D°₅/₂")
  }

  @Test func ionsOfEveryElementReadBack() {
    var count = 0
    for element in table.elementsByNumber {
      let ions = table.details(of: element).ions
      count += ions.count
      for ion in ions {
        #expect(ion.configuration.electronCount == element.atomicNumber - ion.charge)
      }
    }
    #expect(count > 5000)
  }

  @Test func badIonDataIsNamed() {
    let entry = Fixture.entry(
      extra: """
        <key>ions</key><array><dict><key>charge</key><integer>2</integer>
        <key>configuration</key><string>[Ar] 3d5</string></dict></array>
        <key>groundLevel</key><string>5Q</string>
        """)
    let warnings = Fixture.loadWarnings(Fixture.plist(entries: [entry]))
    #expect(
      warnings.contains {
        $0.contains("'ions[1].configuration'") && $0.contains("a configuration of 24 electrons")
      })
    #expect(warnings.contains { $0.contains("'groundLevel'") })
  }

  @Test func repeatedOrMissingIonKeysAreNamedByPlace() {
    let ion =
      "<dict><key>charge</key><integer>2</integer><key>configuration</key><string>[Ar] 3d6</string></dict>"
    let repeated = Fixture.loadWarnings(
      Fixture.plist(entries: [Fixture.entry(extra: "<key>ions</key><array>\(ion)\(ion)</array>")]))
    #expect(
      repeated.contains {
        $0.contains("'ions[2].charge'") && $0.contains("a charge not listed before")
      })
    let missing = Fixture.loadWarnings(
      Fixture.plist(entries: [
        Fixture.entry(
          extra:
            "<key>ions</key><array>\(ion)<dict><key>charge</key><integer>3</integer></dict></array>"
        )
      ]))
    #expect(missing.contains { $0.contains("'ions[2].configuration'") })
  }
}
