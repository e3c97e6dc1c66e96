import ElementsCore
import ElementsData
import ElementsTerminal
import Testing

/// The renderers of the details: isotopes, sources, the back of the tile in sections, and the
/// full JSON record. Exact output, colour off.
@Suite struct DetailsRenderingTests {
  let table = PeriodicTable.standard
  let plain = TerminalStyle(color: false, unicode: true, width: 80)
  let ascii = TerminalStyle(color: false, unicode: false, width: 80)

  func element(_ number: Int) -> AtomicElement { table.element(number: number)! }
  func details(_ number: Int) -> ElementDetails { table.details(of: element(number)) }

  @Test func naturalIsotopesAsText() {
    #expect(
      IsotopeRenderer.text(element(17), details: details(17), selection: .natural, style: plain)
        .encoded(plain)
          == """
          Chlorine: 2 natural isotopes

          Isotope     Mass (Da)  Abundance  Half-life  Decay
          Cl-35    34.968852696    75.76 %  stable
          Cl-37    36.965902575    24.24 %  stable

          """)
  }

  @Test func allIsotopesAsASCIIText() {
    #expect(
      IsotopeRenderer.text(element(1), details: details(1), selection: .all, style: ascii).encoded(
        ascii)
          == """
          Hydrogen: 7 known isotopes, 2 natural

          Isotope       Mass (Da)  Abundance  Half-life  Decay
          H-1      1.007825031898  99.9885 %  stable
          H-2      2.014101777844   0.0115 %  stable
          H-3      3.016049281323             12.32 y    B- 100 %
          H-4            4.026431             139 ys     n 100 %
          H-5            5.035309             86 ys      2n 100 %
          H-6             6.04496             294 ys
          H-7           7.052754#             652 ys

          """)
  }

  @Test func elementWithoutNaturalIsotopes() {
    #expect(
      IsotopeRenderer.text(element(43), details: details(43), selection: .natural, style: plain)
        .encoded(plain)
        == "Technetium: no isotope occurs in nature (40 known)\n")
    #expect(IsotopeRenderer.json(element(43), details: details(43), selection: .natural) == "[]\n")
  }

  @Test func isotopesAsJSON() {
    #expect(
      IsotopeRenderer.json(element(17), details: details(17), selection: .natural)
        == """
        [
          {
            "isotope": "Cl-35",
            "massNumber": 35,
            "isomer": null,
            "neutrons": 18,
            "mass": 34.968852696,
            "massUncertainty": 4.3e-08,
            "massEstimated": false,
            "abundance": 75.76,
            "stable": true,
            "halfLife": null,
            "halfLifeUnit": null,
            "halfLifeUncertainty": null,
            "halfLifeRelation": null,
            "halfLifeEstimated": false,
            "halfLifeSeconds": null,
            "decayModes": []
          },
          {
            "isotope": "Cl-37",
            "massNumber": 37,
            "isomer": null,
            "neutrons": 20,
            "mass": 36.965902575,
            "massUncertainty": 5.4e-08,
            "massEstimated": false,
            "abundance": 24.24,
            "stable": true,
            "halfLife": null,
            "halfLifeUnit": null,
            "halfLifeUncertainty": null,
            "halfLifeRelation": null,
            "halfLifeEstimated": false,
            "halfLifeSeconds": null,
            "decayModes": []
          }
        ]

        """)
  }

  @Test func isotopesAsCSV() {
    #expect(
      IsotopeRenderer.delimited(
        element(26), details: details(26), selection: .natural, separator: ",")
          == """
          isotope,massNumber,isomer,neutrons,mass,massUncertainty,massEstimated,abundance,stable,halfLife,halfLifeUnit,halfLifeUncertainty,halfLifeRelation,halfLifeEstimated,halfLifeSeconds,decayModes
          Fe-56,56,,30,55.93493554,2.9e-07,false,91.754,true,,,,,false,,
          Fe-54,54,,28,53.93960821,3.2e-07,false,5.845,true,,,,,false,,
          Fe-57,57,,31,56.93539195,2.9e-07,false,2.119,true,,,,,false,,
          Fe-58,58,,32,57.93327354,3.2e-07,false,0.282,true,,,,,false,,

          """)
  }

  /// Branching intensities as NUBASE2020 gives them, exponents kept; a cluster decay with two
  /// partners keeps both.
  @Test func decayModesOfUraniumInUnicode() throws {
    let wide = TerminalStyle(color: false, unicode: true, width: 200)
    let text = IsotopeRenderer.text(
      element(92), details: details(92), selection: .natural, style: wide
    ).encoded(wide)
    #expect(
      text.split(separator: "\n").last.map(String.init)
        == "U-234    234.0409503   0.0054 %  245.5 ky   α 100 %, SF 1.64e-09 %, 28Mg 1.4e-11 %, "
        + "24Ne+26Ne 9e-12 %")
  }

  /// β-delayed emission is not direct emission: Li-11's modes as NUBASE2020 names them.
  @Test func betaDelayedModesOfLithium11() throws {
    let wide = TerminalStyle(color: false, unicode: false, width: 200)
    let text = IsotopeRenderer.text(
      element(3), details: details(3), selection: .all, style: wide
    ).encoded(wide)
    #expect(
      text.split(separator: "\n").first { $0.hasPrefix("Li-11 ") }.map(String.init)
        == "Li-11     11.04372363             8.75 ms    B- 100 %, B-n 86.3 %, B-2n 4.1 %, "
        + "B-3n 1.9 %, B-A 1.7 %, B-d 0.013 %, B-t 0.0093 %")
  }

  /// Tantalum's natural composition includes the isomer Ta-180m and sums to 100 %; Te-123 is
  /// stable without a decay mode.
  @Test func naturalIsomerAndStableTellurium() throws {
    let tantalum = details(73).naturalIsotopes
    #expect(tantalum.map(\.label) == ["181", "180m"])
    #expect(abs(tantalum.compactMap(\.abundance).reduce(0, +) - 100) < 1e-9)
    let tellurium = try #require(details(52).isotopes.first { $0.massNumber == 123 })
    #expect(tellurium.isStable && tellurium.decayModes.isEmpty && tellurium.halfLife == nil)
  }

  /// Each field with its source, the sources it was checked against and how many values
  /// agreed.
  @Test func sourcesAsText() throws {
    let wide = TerminalStyle(color: false, unicode: true, width: 200)
    let lines = SourcesRenderer.text(table, style: wide).encoded(wide).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= ElementField.all.count + 2)
    #expect(
      lines.prefix(3).joined(separator: "\n")
        == """
        Field                       Unit         Known      Agree  Source; checked against
        number                                 118/118             mendeleev 1.3.0
        symbol                                 118/118             mendeleev 1.3.0
        """)
    let heat = lines.first { $0.hasPrefix("heatOfFusion ") }.map(String.init)
    #expect(
      heat
        == "heatOfFusion                kJ/mol      90/118      45/73  CRC Handbook, enthalpy of "
        + "fusion, via chemicals 1.5.2; checked against mendeleev (45/73), within 10 %")
    // A yes-or-no field is known where either answer is, and its source says so.
    let unbound = lines.first { $0.hasPrefix("electronAffinityUnbound ") }.map(String.init)
    #expect(
      unbound
        == "electronAffinityUnbound                 80/118             Andersen 2004 (hand "
        + "table); known where either answer is: true, the anion is not bound; false, an "
        + "electron affinity is given")
    // At 80 columns the source has too little room beside the counts (21 columns), so it goes
    // on the lines under them, indented by 4, wrapped to the width.
    let narrow = SourcesRenderer.text(table, style: plain).encoded(plain).split(separator: "\n")
    #expect(narrow.allSatisfy { TextWidth.of(String($0)) <= 80 })
    #expect(
      narrow.prefix(4).joined(separator: "\n")
        == """
        Field                       Unit         Known      Agree
            Source; checked against
        number                                 118/118
            mendeleev 1.3.0
        """)
    let weight = try #require(narrow.firstIndex { $0.hasPrefix("atomicWeight ") })
    #expect(narrow[weight + 1].hasPrefix("    CIAAW 2021 (2024 for Zr, Gd, Lu); [A]: NUBASE2020;"))
    #expect(narrow[weight + 1].count > 60)
    #expect(narrow[weight + 2].hasPrefix("    ") && narrow[weight + 2].hasSuffix("within 0.01"))
    // Narrower than the four columns aligned (57), a row's cells go a space apart, wrapped.
    for width in [20, 40, 56] {
      let style = TerminalStyle(color: false, unicode: true, width: width)
      let lines = SourcesRenderer.text(table, style: style).encoded(style).split(separator: "\n")
      #expect(lines.allSatisfy { TextWidth.of(String($0)) <= width }, "width \(width)")
      #expect(lines.contains("number 118/118"), "width \(width)")
      #expect(
        lines.contains(width < 29 ? "atomicWeight 118/118" : "atomicWeight 118/118 166/168"),
        "width \(width)")
    }
  }

  @Test func sourcesAsJSONAndCSV() {
    let json = SourcesRenderer.json(table)
    #expect(
      json.hasPrefix(
        """
        [
          {
            "key": "number",
            "title": "Atomic number",
            "unit": null,
            "numeric": true,
            "source": "mendeleev 1.3.0",
            "known": 118,
            "elements": 118,
            "checkedAgainst": null,
            "tolerance": null,
            "agreeing": null,
            "compared": null,
            "data": null
          },
        """))
    let csv = SourcesRenderer.delimited(table, separator: ",").split(separator: "\n")
    #expect(csv.count == ElementField.all.count + 1)
    #expect(
      csv[0]
        == "key,title,unit,numeric,source,known,elements,checkedAgainst,tolerance,agreeing,compared,"
        + "data")
    #expect(
      csv[36]
        == "covalentRadius,Covalent radius,pm,true,\"Pyykkö & Atsumi 2009, via mendeleev 1.3.0\","
        + "118,118,periodictable Cordero 2008 (94/96),20 % (Cordero 2008 is another fit),94,96,")
  }

  /// For data from a file, the coverage is counted over the file and the file is named, in
  /// place of the built-in data's sources and cross-checks.
  @Test func sourcesOfDataFromAFile() throws {
    let iron =
      #"{"name": "Iron", "symbol": "Fe", "number": 26, "phase": "Solid", "xpos": 8, "#
      + #""ypos": 4, "electronegativity_pauling": 1.83}"#
    let fromFile = try DataFile.load(
      bytes: Array(("[" + iron + "]").utf8), file: "Fe\u{1B}[2J.json")
    let lines = SourcesRenderer.text(fromFile, style: plain).encodedLines(plain)
    #expect(
      Array(lines.prefix(5))
        == [
          "Data: Fe\\x1B[2J.json (not the built-in data; its sources are the file's)", "",
          "Field                       Unit       Known",
          "number                                   1/1",
          "symbol                                   1/1",
        ])
    #expect(lines.contains("electronegativity                        1/1"))
    #expect(lines.contains("density                     g/cm³        0/1"))
    #expect(!lines.joined().contains("mendeleev") && !lines.joined().contains("CIAAW"))
    let json = SourcesRenderer.json(fromFile)
    #expect(json.contains(#""source": null,"#) && json.contains(#""data": "Fe\u001b[2J.json""#))
    #expect(!json.contains("mendeleev") && !json.contains(#""compared": 1"#))
    let csv = SourcesRenderer.delimited(fromFile, separator: ",").split(separator: "\n")
    #expect(csv[1] == #"number,Atomic number,,true,,1,1,,,,,Fe\x1B[2J.json"#)
  }

  @Test func backInSections() {
    #expect(
      TileRenderer.back(element(17), details: details(17), style: plain).encodedLines(plain)
        == """
        ┌──────────────────────────────────────────────────────────────────────────────┐
        │ OVERVIEW                                                                     │
        │ Name                              Chlorine                                   │
        │ Atomic number                     17                                         │
        │ Symbol                            Cl                                         │
        │ State                             Gas                                        │
        │ Atomic weight                     35.45 (conventional; 35.446 to 35.457)     │
        │ Category                          Halogen                                    │
        │ Group                             17                                         │
        │ Period                            3                                          │
        │ Block                             p                                          │
        │ CAS number                        7782-50-5                                  │
        │ CPK colour                        #1ff01f                                    │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ ATOM                                                                         │
        │ Electron configuration            [Ne] 3s² 3p⁵                               │
        │ Electron shells                   2, 8, 7                                    │
        │ Valence electrons                 7                                          │
        │ Oxidation states                  −1, +1, +3, +5, +7 (all: −1, +1, +2, +3,   │
        │                                   +4, +5, +6, +7)                            │
        │ Ionization energy                 12.967633 eV (1st of 17 known)             │
        │ Electron affinity                 3.612725 eV                                │
        │ Electronegativity (Pauling, CRC)  3.16                                       │
        │ Covalent radius                   99 pm                                      │
        │ Van der Waals radius              182 pm (Alvarez 2013)                      │
        │ Atomic radius                     100 pm (Slater 1964)                       │
        │ Ionic radii (Shannon, pm)         −1: VI 181; +5: IIIPY 12; +7: IV 8, VI 27  │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ ELECTRONS                                                                    │
        │ Configuration                     [Ne] 3s² 3p⁵                               │
        │ Orbitals                          [Ne] 3s\u{A0}[↑↓] 3p\u{A0}[↑↓][↑↓][↑\u{A0}]               │
        │ Term symbol                       ²P°₃/₂                                     │
        │ Unpaired electrons                1 (paramagnetic)                           │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ PHYSICAL                                                                     │
        │ Melting point                     171.65 K (-101.5 °C)                       │
        │ Boiling point                     239.11 K (-34.04 °C)                       │
        │ Density                           0.002898 g/cm³                             │
        │ Crystal structure                 orthorhombic, a = 624 pm                   │
        │ Specific heat                     0.479 J/(g·K)                              │
        │ Thermal conductivity              0.009 W/(m·K)                              │
        │ Heat of fusion                    6.4 kJ/mol                                 │
        │ Heat of vaporization              20.41 kJ/mol                               │
        │ Crust abundance                   145 mg/kg                                  │
        │ Sea water abundance               19400 mg/L                                 │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ ISOTOPES                                                                     │
        │ Natural                           Cl-35 75.76 %, Cl-37 24.24 %               │
        │ Neutrons                          18                                         │
        │ Known isotopes                    25                                         │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ HISTORY AND SOURCES                                                          │
        │ Discovered                        1774 by Carl Wilhelm Scheele               │
        │ Radioactive                       No                                         │
        │ Wikipedia                         https://en.wikipedia.org/wiki/Chlorine     │
        │ Sources                           CIAAW, NIST ASD, CRC Handbook, NUBASE2020, │
        │                                   Shannon 1976 and others, cross-checked;    │
        │                                   each field's source in `elements sources`  │
        └──────────────────────────────────────────────────────────────────────────────┘
        """.split(separator: "\n").map(String.init))
  }

  /// Data from a file is credited to the file, its name made fit to show, not to the sources
  /// of the built-in data.
  @Test func backOfDataFromAFileNamesTheFile() {
    let lines = TileRenderer.back(
      element(17), details: details(17), sections: [.atom, .history],
      dataFile: "mine\u{1B}[2J.json", style: plain
    ).encodedLines(plain)
    #expect(lines.contains { $0.contains("Electronegativity (Pauling)  ") })
    #expect(
      lines.suffix(3)
        == [
          "│ Data                         mine\\x1B[2J.json (not the built-in data; its    │",
          "│                              sources are the file's)                         │",
          "└──────────────────────────────────────────────────────────────────────────────┘",
        ])
    #expect(!lines.joined().contains("CIAAW") && !lines.joined().contains("CRC"))
  }

  /// The back's longest-lived isotope is the one the bracketed mass number names, with a
  /// half-life NUBASE measured, not an isotope it only estimates (No-261, 3# h).
  @Test(arguments: [
    (102, "No-259, 58 min"), (104, "Rf-267, 2.5 h"), (109, "Mt-278, 6 s"),
    (113, "Nh-286, 12 s"), (115, "Mc-290, 840 ms"), (43, "Tc-97, 4.21 My"),
  ])
  func longestLivedOnTheBack(number: Int, expected: String) throws {
    let lines = TileRenderer.back(
      element(number), details: details(number), sections: [.isotopes], style: plain
    ).encodedLines(plain)
    let row = try #require(lines.first { $0.contains("Longest-lived") })
    #expect(row.contains(expected), "\(row)")
    #expect(!row.contains("#"))
  }

  @Test func oneSectionNarrowAndASCII() {
    let narrow = TerminalStyle(color: false, unicode: false, width: 40)
    #expect(
      TileRenderer.back(element(1), details: details(1), sections: [.atom], style: narrow)
        .encodedLines(narrow)
          == """
          +----------------------------------+
          | ATOM                             |
          | Electron configuration           |
          |   1s1                            |
          | Electron shells                  |
          |   1                              |
          | Valence electrons                |
          |   1                              |
          | Oxidation states                 |
          |   -1, +1                         |
          | Ionization energy                |
          |   13.5984345997 eV               |
          | Electron affinity                |
          |   0.754195 eV                    |
          | Electronegativity (Pauling, CRC) |
          |   2.2                            |
          | Covalent radius                  |
          |   32 pm                          |
          | Van der Waals radius             |
          |   120 pm (Alvarez 2013)          |
          | Atomic radius                    |
          |   25 pm (Slater 1964)            |
          | Ionic radii (Shannon, pm)        |
          |   +1: I -38, II -18              |
          +----------------------------------+
          """.split(separator: "\n").map(String.init))
  }

  @Test func sectionWords() {
    #expect(
      TileSection.words == ["overview", "atom", "electrons", "physical", "isotopes", "history"])
    #expect(TileSection(word: "Atom") == .atom)
    #expect(TileSection(word: "sources") == .history)
    #expect(TileSection(word: "nucleus") == nil)
  }

  /// `show --format json` with the details: at least 40 fields.
  @Test func fullRecordOfIron() {
    let json = DataFormatter.json(element(26), in: table)
    #expect(
      json == """
        {
          "number": 26,
          "symbol": "Fe",
          "name": "Iron",
          "alternateNames": ["Ferrum"],
          "atomicWeight": 55.845,
          "atomicWeightKind": "standard",
          "state": "Solid",
          "category": "transition metal",
          "block": "d",
          "group": 8,
          "period": 4,
          "row": 4,
          "column": 8,
          "radioactive": false,
          "discoveryYear": "Ancient",
          "knownSinceAntiquity": true,
          "discoveredBy": null,
          "electronConfiguration": "[Ar] 3d6 4s2",
          "electronShells": [2, 8, 14, 2],
          "meltingPoint": 1811.15,
          "boilingPoint": 3134.15,
          "density": 7.87,
          "electronegativity": 1.83,
          "wikipedia": "https://en.wikipedia.org/wiki/Iron",
          "atomicWeightUncertainty": 0.002,
          "atomicWeightLower": null,
          "atomicWeightUpper": null,
          "valenceElectrons": 8,
          "neutrons": 30,
          "ionizationEnergy": 7.9024681,
          "ionizationEnergies": [7.9024681, 16.19921, 30.651, 54.91, 75.0, 98.985, 124.9671, 151.06, 233.6, 262.1, 290.9, 330.8, 361.0, 392.2, 456.2, 489.312, 1262.7, 1357.8, 1460.0, 1575.6, 1687.0, 1798.4, 1950.4, 2045.759, 8828.1864, 9277.6886],
          "electronAffinity": 0.151,
          "electronAffinityUnbound": false,
          "commonOxidationStates": [2, 3],
          "oxidationStates": [-4, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7],
          "covalentRadius": 116.0,
          "vanDerWaalsRadius": 244.0,
          "vanDerWaalsRadiusSource": "Alvarez 2013",
          "atomicRadius": 140.0,
          "atomicRadiusSource": "Slater 1964",
          "latticeStructure": "bcc",
          "latticeConstant": 287.0,
          "latticeConstantNote": null,
          "specificHeat": 0.449,
          "thermalConductivity": 80.4,
          "thermalConductivityNote": null,
          "heatOfFusion": 13.81,
          "heatOfVaporization": 340.0,
          "abundanceCrust": 56300.0,
          "abundanceSea": 0.002,
          "allotrope": null,
          "mohsHardness": 4.0,
          "vickersHardness": 608.0,
          "brinellHardness": 490.0,
          "youngsModulus": 211.0,
          "bulkModulus": 170.0,
          "shearModulus": 82.0,
          "poissonsRatio": 0.29,
          "molarVolume": 7.09,
          "electricalResistivity": 96.1,
          "thermalExpansion": 11.8,
          "speedOfSound": 4910.0,
          "metallicRadius": 126.0,
          "superconductingTemperature": null,
          "shannonRadii": [{"charge": 2, "coordination": "IV", "spin": "high", "ionicRadius": 63.0, "crystalRadius": 77.0}, {"charge": 2, "coordination": "IVSQ", "spin": "high", "ionicRadius": 64.0, "crystalRadius": 78.0}, {"charge": 2, "coordination": "VI", "spin": "high", "ionicRadius": 78.0, "crystalRadius": 92.0}, {"charge": 2, "coordination": "VI", "spin": "low", "ionicRadius": 61.0, "crystalRadius": 75.0}, {"charge": 2, "coordination": "VIII", "spin": "high", "ionicRadius": 92.0, "crystalRadius": 106.0}, {"charge": 3, "coordination": "IV", "spin": "high", "ionicRadius": 49.0, "crystalRadius": 63.0}, {"charge": 3, "coordination": "V", "spin": null, "ionicRadius": 58.0, "crystalRadius": 72.0}, {"charge": 3, "coordination": "VI", "spin": "high", "ionicRadius": 64.5, "crystalRadius": 78.5}, {"charge": 3, "coordination": "VI", "spin": "low", "ionicRadius": 55.0, "crystalRadius": 69.0}, {"charge": 3, "coordination": "VIII", "spin": "high", "ionicRadius": 78.0, "crystalRadius": 92.0}, {"charge": 4, "coordination": "VI", "spin": null, "ionicRadius": 58.5, "crystalRadius": 72.5}, {"charge": 6, "coordination": "IV", "spin": null, "ionicRadius": 25.0, "crystalRadius": 39.0}],
          "cpkColor": "#e06633",
          "casNumber": "7439-89-6",
          "knownIsotopes": 32,
          "termSymbol": "5D4",
          "unpairedElectrons": 4,
          "naturalIsotopes": [56, 54, 57, 58]
        }

        """)
    #expect(json.split(separator: "\n").count - 2 >= 40)
  }

  /// CSV with the details: lists joined with spaces, unknown values empty.
  @Test func fullRecordAsCSV() {
    let lines = DataFormatter.delimited([element(1)], in: table, separator: ",")
      .split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "number,symbol,name,alternateNames,atomicWeight,atomicWeightKind,state,category,block,group,period,row,column,radioactive,discoveryYear,knownSinceAntiquity,discoveredBy,electronConfiguration,electronShells,meltingPoint,boilingPoint,density,electronegativity,wikipedia,atomicWeightUncertainty,atomicWeightLower,atomicWeightUpper,valenceElectrons,neutrons,ionizationEnergy,ionizationEnergies,electronAffinity,electronAffinityUnbound,commonOxidationStates,oxidationStates,covalentRadius,vanDerWaalsRadius,vanDerWaalsRadiusSource,atomicRadius,atomicRadiusSource,latticeStructure,latticeConstant,latticeConstantNote,specificHeat,thermalConductivity,thermalConductivityNote,heatOfFusion,heatOfVaporization,abundanceCrust,abundanceSea,allotrope,mohsHardness,vickersHardness,brinellHardness,youngsModulus,bulkModulus,shearModulus,poissonsRatio,molarVolume,electricalResistivity,thermalExpansion,speedOfSound,metallicRadius,superconductingTemperature,shannonRadii,cpkColor,casNumber,knownIsotopes,termSymbol,unpairedElectrons,naturalIsotopes",
        "1,H,Hydrogen,,1.008,standard,Gas,nonmetal,s,1,1,1,1,false,1766,false,Henry Cavendish,1s1,1,13.99,20.271,8.2e-05,2.2,https://en.wikipedia.org/wiki/Hydrogen,0.0002,1.00784,1.00811,1,0,13.5984345997,13.5984345997,0.754195,false,-1 1,-1 1,32.0,120.0,Alvarez 2013,25.0,Slater 1964,hexagonal,375.0,,14.304,0.1815,,0.12,0.904,1400.0,108000.0,,,,,,,,,,,,,,,charge=1 coordination=I ionicRadius=-38.0 crystalRadius=-24.0; charge=1 coordination=II ionicRadius=-18.0 crystalRadius=-4.0,#ffffff,1333-74-0,7,2S1/2,1,1 2",
      ])
  }
}
