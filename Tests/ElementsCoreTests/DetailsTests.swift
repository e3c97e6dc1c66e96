@_spi(Embedding) import ElementsCore
import ElementsData
import Testing

/// The details of the bundled data, spot-checked against the sources they cite, and their
/// invariants.
@Suite struct BundledDetailsTests {
  let table = PeriodicTable.standard

  func details(_ number: Int) -> ElementDetails {
    table.details(of: table.element(number: number)!)
  }

  /// NIST ASD: H 13.598434599702 eV, He 24.587389011 eV.
  @Test func firstIonizationEnergiesAreNISTs() {
    #expect(abs(details(1).firstIonizationEnergy! - 13.598) < 0.001)
    #expect(abs(details(2).firstIonizationEnergy! - 24.587) < 0.001)
    #expect(details(2).ionizationEnergies.count == 2)
    #expect(details(26).ionizationEnergies.count == 26)
  }

  /// CRC: Cl 3.612725 eV; the noble gases have no bound anion.
  @Test func electronAffinities() {
    #expect(abs(details(17).electronAffinity! - 3.613) < 0.001)
    for number in [2, 10, 18, 36, 54, 86] {
      #expect(details(number).electronAffinity == nil)
      #expect(details(number).isAnionUnbound)
    }
    #expect(!details(17).isAnionUnbound)
    // Leimbach et al. 2020; estimates (Po, Og) are left out.
    #expect(details(85).electronAffinity == 2.41578)
    #expect(details(84).electronAffinity == nil && details(118).electronAffinity == nil)
  }

  /// Pyykkö & Atsumi 2009: C 75 pm; Fe is body-centred cubic; O's weight is an interval.
  @Test func radiiLatticeAndWeights() throws {
    #expect(details(6).covalentRadius == 75)
    #expect(details(26).lattice?.type == "bcc")
    #expect(details(26).lattice?.constant == 287)
    let hydrogen = try #require(table.standardAtomicWeight(of: table.element(number: 1)!))
    #expect(hydrogen.text == "1.008")
    #expect(hydrogen.isConventional)
    #expect(hydrogen.interval == 1.00784...1.00811)
    let iron = try #require(table.standardAtomicWeight(of: table.element(number: 26)!))
    #expect(iron.value == 55.845 && iron.uncertainty == 0.002 && !iron.isConventional)
    #expect(table.standardAtomicWeight(of: table.element(number: 43)!) == nil)
    let intervals = table.elementsByNumber.filter {
      table.standardAtomicWeight(of: $0)?.isConventional == true
    }
    #expect(
      intervals.map(\.symbol) == [
        "H", "Li", "B", "C", "N", "O", "Mg", "Si", "S", "Cl", "Ar", "Br", "Tl", "Pb",
      ])
    #expect(details(26).oxidationStates.common == [2, 3])
    #expect(details(26).casNumber == "7439-89-6")
  }

  /// Decay modes as dictionaries with intensity, relation and estimate; half-lives with their
  /// uncertainty and bound; an isomer.
  @Test func readsDecayModesAndHalfLifeDetails() throws {
    let extra = """
      <key>isotopes</key><array>
        <dict><key>massNumber</key><integer>180</integer><key>isomer</key><string>m</string>
          <key>abundance</key><real>0.01201</real><key>stable</key><true/></dict>
        <dict><key>massNumber</key><integer>60</integer><key>halfLife</key><real>2.62</real>
          <key>halfLifeUnit</key><string>My</string>
          <key>halfLifeUncertainty</key><real>0.04</real>
          <key>halfLifeRelation</key><string>~</string>
          <key>halfLifeEstimated</key><true/>
          <key>decayModes</key><array>
            <dict><key>mode</key><string>B-</string><key>intensity</key><real>100</real>
              <key>relation</key><string>=</string>
              <key>isomerFeeding</key><real>87.73</real></dict>
            <dict><key>mode</key><string>B-n</string><key>relation</key><string>?</string></dict>
            <dict><key>mode</key><string>SF</string><key>intensity</key><real>5.44e-5</real>
              <key>relation</key><string>&lt;</string><key>estimated</key><true/></dict>
          </array></dict>
      </array>
      """
    let table = try DataFile.load(
      bytes: Fixture.plist(entries: [Fixture.entry(extra: extra)]), file: "test.plist")
    #expect(table.warnings.isEmpty)
    let isotopes = table.details(of: try #require(table.element(number: 26))).isotopes
    #expect(isotopes.first?.label == "180m")
    #expect(
      isotopes.last?.halfLife
        == HalfLife(
          value: 2.62, unit: .megayears, uncertainty: 0.04, relation: .approximately,
          isEstimated: true))
    #expect(
      isotopes.last?.decayModes == [
        DecayMode("B-", intensity: 100, relation: .equal, isomerFeeding: 87.73),
        DecayMode("B-n", relation: .unknown),
        DecayMode("SF", intensity: 5.44e-5, relation: .lessThan, isEstimated: true),
      ])
    #expect(Isotope.decode(Isotope.encode(isotopes)) == isotopes)
  }

  /// CIAAW/NUBASE2020: Cl-35 75.76 %, Cl-37 24.24 %; U-238 4.463 Gy (NUBASE2020).
  @Test func isotopes() throws {
    let chlorine = details(17).naturalIsotopes
    #expect(chlorine.map(\.massNumber) == [35, 37])
    // CIAAW's representative composition (chlorine's standard weight is an interval).
    #expect(chlorine.map(\.abundance) == [75.76, 24.24])
    let u238 = try #require(details(92).isotopes.first { $0.massNumber == 238 })
    #expect(u238.halfLife == HalfLife(value: 4.463, unit: .gigayears, uncertainty: 0.003))
    #expect(abs(u238.halfLife!.seconds / HalfLifeUnit.years.seconds - 4.463e9) < 1e3)
    #expect(u238.decayModes.first == DecayMode("A", intensity: 100))
    // NUBASE2020 gives U-238's spontaneous fission as 5.44e-5 %, not 5.44 %.
    #expect(u238.decayModes.first { $0.mode == "SF" }?.intensity == 5.44e-5)
    let hydrogen = details(1).isotopes
    #expect(hydrogen.first?.isStable == true && hydrogen.first?.halfLife == nil)
    #expect(hydrogen.first?.mass == 1.007825031898)
  }

  /// The longest-lived isotope of an element without a natural one is the isotope of its
  /// bracketed mass number, whose half-life NUBASE measured: nobelium's No-259 (58 min), not the
  /// No-261 of an estimated 3 h that has never been made.
  @Test(arguments: 1...118) func longestLivedIsTheBracketedIsotope(number: Int) throws {
    let element = try #require(table.element(number: number))
    let details = details(number)
    guard details.naturalIsotopes.isEmpty, case .massNumber(let bracket)? = element.atomicWeight
    else { return }
    let longest = try #require(details.longestLivedIsotope(weight: element.atomicWeight))
    #expect(longest.massNumber == bracket && longest.isomer == nil)
    #expect(longest.halfLife?.isEstimated == false)
  }

  /// Without a mass number to name it, the longest half-life NUBASE measured wins over a longer
  /// estimated one; only estimates left, the longest estimate; isomers are not chosen.
  @Test func longestLivedPrefersMeasuredHalfLives() {
    func isotope(_ number: Int, _ seconds: Double, estimated: Bool, isomer: String? = nil)
      -> Isotope
    {
      Isotope(
        massNumber: number, isomer: isomer,
        halfLife: HalfLife(value: seconds, unit: .seconds, isEstimated: estimated))
    }
    let measured = ElementDetails(isotopes: [
      isotope(258, 10, estimated: false), isotope(259, 60, estimated: false),
      isotope(259, 9000, estimated: false, isomer: "m"), isotope(261, 10800, estimated: true),
    ])
    #expect(measured.longestLivedIsotope(weight: nil)?.massNumber == 259)
    #expect(measured.longestLivedIsotope(weight: .standard("259.1"))?.massNumber == 259)
    #expect(measured.longestLivedIsotope(weight: .massNumber(258))?.massNumber == 258)
    #expect(
      measured.longestLivedIsotope(weight: nil, where: { $0.massNumber != 259 })?.massNumber
        == 258)
    let estimated = ElementDetails(isotopes: [
      isotope(290, 5, estimated: true), isotope(291, 2, estimated: true),
    ])
    #expect(estimated.longestLivedIsotope(weight: nil)?.massNumber == 290)
    #expect(ElementDetails().longestLivedIsotope(weight: .massNumber(1)) == nil)
  }

  /// Every natural composition sums to 100 % and the neutrons are those of the most abundant
  /// isotope.
  @Test(arguments: 1...118) func invariants(number: Int) throws {
    let details = details(number)
    let natural = details.naturalIsotopes
    if !natural.isEmpty {
      let total = natural.reduce(0) { $0 + ($1.abundance ?? 0) }
      #expect(abs(total - 100) < 0.05, "Z=\(number): \(total)")
      #expect(natural[0].massNumber - number == details.neutrons)
    }
    #expect(details.neutrons != nil)
    #expect(!details.isotopes.isEmpty)
    #expect(Isotope.decode(Isotope.encode(details.isotopes)) == details.isotopes)
    #expect(!(details.isAnionUnbound && details.electronAffinity != nil))
    // One isotope read alone from the compact text is the one of the whole list.
    for isotope in details.isotopes {
      #expect(
        details.isotope(massNumber: isotope.massNumber, isIsomer: isotope.isomer != nil)
          == isotope)
    }
  }

  /// One record read from the compact text: the ground state or the isomer asked for, and
  /// nothing for a mass number that has neither, or whose digits only begin another's.
  @Test func oneIsotopeFromTheCompactText() {
    let isotopes = [
      Isotope(massNumber: 18, halfLife: HalfLife(value: 1, unit: .seconds)),
      Isotope(massNumber: 180, isStable: true),
      Isotope(massNumber: 180, isomer: "m", isStable: true),
      Isotope(massNumber: 181, abundance: 99.988, isStable: true),
    ]
    let text = Isotope.encode(isotopes)
    #expect(Isotope.decode(text, massNumber: 18, isIsomer: false) == isotopes[0])
    #expect(Isotope.decode(text, massNumber: 180, isIsomer: false) == isotopes[1])
    #expect(Isotope.decode(text, massNumber: 180, isIsomer: true) == isotopes[2])
    #expect(Isotope.decode(text, massNumber: 181, isIsomer: false) == isotopes[3])
    for (massNumber, isIsomer) in [
      (1, false), (18, true), (181, true), (1800, false), (-18, false),
    ] {
      #expect(Isotope.decode(text, massNumber: massNumber, isIsomer: isIsomer) == nil)
    }
    #expect(Isotope.decode("", massNumber: 1, isIsomer: false) == nil)
    #expect(Isotope.decode(";;,", massNumber: 1, isIsomer: false) == nil)
  }
}

/// How the loader reads the details from data files.
@Suite struct DetailsLoadingTests {
  @Test func readsDetailsFromAPropertyList() throws {
    let extra = """
      <key>ionizationEnergies</key><array><real>7.9</real><real>16.2</real></array>
      <key>electronAffinityUnbound</key><true/>
      <key>atomicWeight</key><string>55.845</string>
      <key>atomicWeightUncertainty</key><real>0.002</real>
      <key>atomicWeightInterval</key><array><real>55.8</real><real>55.9</real></array>
      <key>casNumber</key><string>7439-89-6</string>
      <key>latticeStructure</key><string>bcc</string>
      <key>oxidationStates</key><array><integer>-2</integer><integer>3</integer></array>
      <key>isotopes</key><array>
        <dict><key>massNumber</key><integer>56</integer><key>abundance</key><real>91.754</real>
          <key>stable</key><true/></dict>
        <dict><key>massNumber</key><integer>60</integer><key>halfLife</key><real>2.62</real>
          <key>halfLifeUnit</key><string>My</string>
          <key>decayModes</key><array><string>B-</string></array></dict>
      </array>
      """
    let table = try DataFile.load(
      bytes: Fixture.plist(entries: [Fixture.entry(extra: extra)]), file: "test.plist")
    #expect(table.warnings.isEmpty)
    let iron = try #require(table.element(number: 26))
    let details = table.details(of: iron)
    #expect(details.ionizationEnergies == [7.9, 16.2])
    #expect(details.isAnionUnbound)
    #expect(details.casNumber == "7439-89-6")
    #expect(details.lattice == LatticeStructure(type: "bcc", constant: nil))
    #expect(details.oxidationStates == OxidationStates(common: [], all: [-2, 3]))
    #expect(
      details.isotopes == [
        Isotope(massNumber: 56, abundance: 91.754, isStable: true),
        Isotope(
          massNumber: 60, halfLife: HalfLife(value: 2.62, unit: .megayears),
          decayModes: [DecayMode("B-")]),
      ])
    #expect(
      table.standardAtomicWeight(of: iron)
        == StandardAtomicWeight(text: "55.845", uncertainty: 0.002, interval: 55.8...55.9))
  }

  @Test(arguments: [
    (
      "<key>isotopes</key><array><dict><key>massNumber</key><integer>60</integer>"
        + "<key>decayModes</key><array><dict><key>mode</key><string>B-</string>"
        + "<key>relation</key><string>≈</string></dict></array></dict></array>",
      "test.plist: entry 1 (Iron): 'isotopes[1].decayModes[1].relation' is '≈', expected one "
        + "of: =, ~, <, >, ?"
    ),
    (
      "<key>isotopes</key><array><dict><key>massNumber</key><integer>60</integer>"
        + "<key>decayModes</key><array><dict><key>mode</key><string>B-</string>"
        + "<key>isomerFeeding</key><real>150</real></dict></array></dict></array>",
      "test.plist: entry 1 (Iron): 'isotopes[1].decayModes[1].isomerFeeding' is 150.0, expected"
        + " a percentage up to 100"
    ),
    (
      "<key>isotopes</key><array><dict><key>massNumber</key><integer>56</integer>"
        + "<key>halfLife</key><real>2</real><key>halfLifeUnit</key><string>weeks</string>"
        + "</dict></array>",
      "test.plist: entry 1 (Iron): 'isotopes[1].halfLifeUnit' is 'weeks', expected one of: "
        + "ys, zs, as, fs, ps, ns, us, ms, s, min, h, d, y, ky, My, Gy, Ty, Py, Ey, Zy, Yy"
    ),
    (
      "<key>casNumber</key><string>7439-89</string>",
      "test.plist: entry 1 (Iron): 'casNumber' is '7439-89', expected a CAS number like "
        + "\"7439-89-6\""
    ),
    (
      "<key>atomicWeightInterval</key><array><real>2</real><real>1</real></array>",
      "test.plist: entry 1 (Iron): 'atomicWeightInterval' is an array, expected two numbers, "
        + "the lower first (like [1.00784, 1.00811])"
    ),
    (
      "<key>ionizationEnergies</key><array><real>-1</real></array>",
      "test.plist: entry 1 (Iron): 'ionizationEnergies' is -1.0, expected positive numbers"
    ),
  ])
  func badDetailsNameTheEntryAndKey(extra: String, message: String) {
    // Optional values: the file loads without the bad one, with a warning naming it.
    #expect(
      Fixture.loadWarnings(Fixture.plist(entries: [Fixture.entry(extra: extra)]))
        == [message + "; the value is ignored"])
  }

  /// Periodic-Table-JSON gives energies in kJ/mol.
  @Test func readsDetailsFromPeriodicTableJSON() throws {
    let json = """
      {"elements": [{"number": 1, "symbol": "H", "name": "Hydrogen", "phase": "Gas",
        "ypos": 1, "xpos": 1, "atomic_mass": 1.008, "ionization_energies": [1312.0],
        "electron_affinity": 72.769, "molar_heat": 28.836},
       {"number": 2, "symbol": "He", "name": "Helium", "phase": "Gas", "ypos": 1, "xpos": 18,
        "electron_affinity": -48}]}
      """
    let table = try DataFile.load(bytes: Array(json.utf8), file: "t.json")
    let hydrogen = try #require(table.details(number: 1))
    #expect(abs(hydrogen.firstIonizationEnergy! - 13.598) < 0.001)
    #expect(abs(hydrogen.electronAffinity! - 0.754) < 0.001)
    // 28.836 J/(mol·K) per mole of H₂ molecules: 14.30 J/(g·K).
    #expect(abs(hydrogen.specificHeat! - 14.304) < 0.01)
    #expect(table.details(number: 2)?.isAnionUnbound == true)
  }
}

/// The byte-level isotope decoder against the plain one it replaced, which split the text into
/// substrings: the same isotopes from the built-in text and from malformed records.
@Suite struct IsotopeDecodingTests {
  /// The plain reading of ``Isotope/encode(_:)``'s text.
  static func plainDecode(_ text: String) -> [Isotope] {
    guard !text.isEmpty else { return [] }
    return text.split(separator: ";", omittingEmptySubsequences: false).compactMap { record in
      let fields = record.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count == 13, let massNumber = Int(fields[0]) else { return nil }
      var halfLife: HalfLife?
      if let value = Double(fields[6]), let unit = HalfLifeUnit(rawValue: String(fields[7])) {
        halfLife = HalfLife(
          value: value, unit: unit, uncertainty: Double(fields[8]),
          relation: HalfLifeRelation(rawValue: String(fields[9])), isEstimated: fields[10] == "e")
      }
      let modes = fields[12].split(separator: " ").compactMap { token -> DecayMode? in
        let parts = token.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[0].isEmpty,
          let relation = DecayRelation(rawValue: String(parts[1]))
        else { return nil }
        return DecayMode(
          String(parts[0]), intensity: Double(parts[2]), relation: relation,
          isEstimated: parts.count > 3 && parts[3] == "e",
          isomerFeeding: parts.count > 4 ? Double(parts[4]) : nil)
      }
      return Isotope(
        massNumber: massNumber, isomer: fields[1].isEmpty ? nil : String(fields[1]),
        mass: Double(fields[2]), massUncertainty: Double(fields[3]),
        isMassEstimated: fields[4] == "e", abundance: Double(fields[5]), halfLife: halfLife,
        isStable: fields[11] == "s", decayModes: modes)
    }
  }

  /// The built-in details keep their isotopes as text; equal to, and hashed like, the same
  /// details holding the list.
  @Test func encodedAndDecodedFormsAgree() throws {
    let table = PeriodicTable.standard
    let details = table.details(of: try #require(table.element(number: 26)))
    var copy = details
    copy.isotopes = details.isotopes
    #expect(copy == details)
    #expect(copy.hashValue == details.hashValue)
    var none = ElementDetails()
    none.setIsotopes(encoded: "", count: 0, natural: [])
    #expect(none == ElementDetails())
    #expect(none.isEmpty)
    var encoded = ElementDetails()
    encoded.setIsotopes(
      encoded: Isotope.encode(details.isotopes), count: details.isotopes.count, natural: [])
    #expect(encoded.isotopes == details.isotopes)
    #expect(encoded != ElementDetails())
  }

  /// The built-in text reads as the plain reading does, and the count and natural isotopes
  /// compiled in with it are those of the list.
  @Test(arguments: 1...118) func builtInText(number: Int) throws {
    let table = PeriodicTable.standard
    let details = table.details(of: try #require(table.element(number: number)))
    let text = Isotope.encode(details.isotopes)
    #expect(Isotope.decode(text) == Self.plainDecode(text))
    var decoded = ElementDetails()
    decoded.isotopes = details.isotopes
    #expect(details.knownIsotopeCount == decoded.knownIsotopeCount)
    #expect(details.naturalIsotopes == decoded.naturalIsotopes)
  }

  @Test(arguments: [
    "", ";", ";;", "1,2", "x,,,,,,,,,,,,", "1,,,,,,,,,,,,", "2,,2.0,,,,3,h,,,,s,A:=:100  B-:?:",
    "2,m,2.0,,e,,3,h,0.1,<,e,s,A:=:100 B-:?: ", "3,,1,2,,3,4,y,,,,x,A:=:;",
    ";4,,,,,,,,,,,,", "5,,,,,,,,,,,,,", "6,,,,,7,,,,,,,", "7,,,,,,,ms,,,,,",
    "8,a,b,c,d,e,f,g,h,i,j,k,l",
    "9,,1e-5,0.5,,100,12.3,ky,,~,,s, A:~:1 ;10,,,,,,,,,,,,B:=:x", "+11,,,,,,,,,,,,",
    "12,,,,,,,,,,,ss,", "é,,,,,,,,,,,,", "13,,,,,,,,,,,,A::1 :=:2 B:=:3:e A:=",
    "14,,,,,,,,,,,,B-:=:100::87.73 B-:=:100:e:50 B+:~:1::", "15,,,,,,,,,,,,B-:=:100::x",
  ])
  func malformedText(text: String) {
    #expect(Isotope.decode(text) == Self.plainDecode(text))
  }
}
