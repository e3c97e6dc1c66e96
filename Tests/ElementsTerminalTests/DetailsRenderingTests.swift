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
          Cl-35    34.968852694     75.8 %  stable
          Cl-37    36.965902573     24.2 %  stable

          """)
  }

  @Test func allIsotopesAsASCIIText() {
    #expect(
      IsotopeRenderer.text(element(1), details: details(1), selection: .all, style: ascii).encoded(
        ascii)
          == """
          Hydrogen: 7 known isotopes, 2 natural

          Isotope       Mass (Da)  Abundance  Half-life  Decay
          H-1      1.007825031898  99.9855 %  stable
          H-2      2.014101777844   0.0145 %  stable
          H-3       3.01604928132             12.32 y    B-
          H-4         4.026431867             139 ys     n
          H-5         5.035311492             86 ys      2n
          H-6         6.044955437             294 ys
          H-7            7.052749             652 ys

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
            "neutrons": 18,
            "mass": 34.968852694,
            "massUncertainty": 3.8e-08,
            "abundance": 75.8,
            "stable": true,
            "halfLife": null,
            "halfLifeUnit": null,
            "halfLifeSeconds": null,
            "decayModes": []
          },
          {
            "isotope": "Cl-37",
            "massNumber": 37,
            "neutrons": 20,
            "mass": 36.965902573,
            "massUncertainty": 5.5e-08,
            "abundance": 24.2,
            "stable": true,
            "halfLife": null,
            "halfLifeUnit": null,
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
          isotope,massNumber,neutrons,mass,massUncertainty,abundance,stable,halfLife,halfLifeUnit,halfLifeSeconds,decayModes
          Fe-56,56,30,55.934935537,2.87e-07,91.754,true,,,,
          Fe-54,54,28,53.939608189,3.68e-07,5.845,true,,,,
          Fe-57,57,31,56.93539195,2.87e-07,2.119,true,,,,
          Fe-58,58,32,57.933273575,3.39e-07,0.282,true,,,,

          """)
  }

  @Test func decayModesOfUraniumInUnicode() throws {
    let text = IsotopeRenderer.text(
      element(92), details: details(92), selection: .natural, style: plain
    ).encoded(plain)
    #expect(
      text.split(separator: "\n").last
        == "U-234    234.040950296   0.0054 %  245.5 ky   α, SF, 28Mg, 26Ne")
  }

  @Test func sourcesAsText() {
    let lines = SourcesRenderer.text(table, style: plain).encoded(plain).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 79)
    #expect(
      lines.prefix(6).joined(separator: "\n")
        == """
        Field                    Unit         Known  Source
        number                              118/118  mendeleev 1.3.0
        symbol                              118/118  mendeleev 1.3.0
        name                                118/118  mendeleev 1.3.0; IUPAC Red Book
                                                     2005
        alternateNames                       14/118  IUPAC Red Book 2005 (hand table)
        """)
    #expect(
      lines.suffix(4).joined(separator: "\n")
        == """
        naturalIsotopes                      84/118  NUBASE2020 (Kondev et al. 2021),
                                                     via mendeleev 1.3.0 (IUPAC isotopic
                                                     compositions)

        """)
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
            "elements": 118
          },
        """))
    let csv = SourcesRenderer.delimited(table, separator: ",").split(separator: "\n")
    #expect(csv.count == 54)
    #expect(csv[0] == "key,title,unit,numeric,source,known,elements")
    #expect(
      csv[36]
        == "covalentRadius,Covalent radius,pm,true,\"Pyykkö & Atsumi 2009, via mendeleev 1.3.0\",118,118"
    )
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
        │ Heat of fusion                    6.41 kJ/mol                                │
        │ Heat of vaporization              20.41 kJ/mol                               │
        │ Crust abundance                   145 mg/kg                                  │
        │ Sea water abundance               19400 mg/L                                 │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ ISOTOPES                                                                     │
        │ Natural                           Cl-35 75.8 %, Cl-37 24.2 %                 │
        │ Neutrons                          18                                         │
        │ Known isotopes                    25                                         │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ HISTORY AND SOURCES                                                          │
        │ Discovered                        1774 by Carl Wilhelm Scheele               │
        │ Radioactive                       No                                         │
        │ Wikipedia                         https://en.wikipedia.org/wiki/Chlorine     │
        │ Sources                           CIAAW 2021, NIST ASD, CRC Handbook,        │
        │                                   NUBASE2020 and others, via mendeleev       │
        │                                   1.3.0; each field's in `elements sources`  │
        └──────────────────────────────────────────────────────────────────────────────┘
        """.split(separator: "\n").map(String.init))
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
          "discoveryYear": null,
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
          "specificHeat": 0.449,
          "thermalConductivity": 80.4,
          "heatOfFusion": 13.8,
          "heatOfVaporization": 340.0,
          "abundanceCrust": 56300.0,
          "abundanceSea": 0.002,
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
        "number,symbol,name,alternateNames,atomicWeight,atomicWeightKind,state,category,block,group,period,row,column,radioactive,discoveryYear,knownSinceAntiquity,discoveredBy,electronConfiguration,electronShells,meltingPoint,boilingPoint,density,electronegativity,wikipedia,atomicWeightUncertainty,atomicWeightLower,atomicWeightUpper,valenceElectrons,neutrons,ionizationEnergy,ionizationEnergies,electronAffinity,electronAffinityUnbound,commonOxidationStates,oxidationStates,covalentRadius,vanDerWaalsRadius,vanDerWaalsRadiusSource,atomicRadius,atomicRadiusSource,latticeStructure,latticeConstant,specificHeat,thermalConductivity,heatOfFusion,heatOfVaporization,abundanceCrust,abundanceSea,casNumber,knownIsotopes,termSymbol,unpairedElectrons,naturalIsotopes",
        "1,H,Hydrogen,,1.008,standard,Gas,nonmetal,s,1,1,1,1,false,1766,false,Henry Cavendish,1s1,1,13.99,20.271,8.2e-05,2.2,https://en.wikipedia.org/wiki/Hydrogen,0.0002,1.00784,1.00811,1,0,13.5984345997,13.5984345997,0.754195,false,-1 1,-1 1,32.0,120.0,Alvarez 2013,25.0,Slater 1964,hexagonal,375.0,14.304,0.1815,0.117,0.904,1400.0,108000.0,1333-74-0,7,2S1/2,1,1 2",
      ])
  }
}
