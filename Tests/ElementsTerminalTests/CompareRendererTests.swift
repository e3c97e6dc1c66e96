import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// `elements compare`: elements side by side, compared whole.
@Suite struct CompareRendererTests {
  let table = PeriodicTable.standard

  private func elements(_ numbers: [Int]) -> [AtomicElement] {
    numbers.compactMap { table.element(number: $0) }
  }

  /// Three elements side by side at 160 columns: sections, units once per row, numbers
  /// aligned right, the largest and smallest of each measured row marked.
  @Test func threeMetalsAt160() {
    let style = TerminalStyle(color: false, unicode: true, width: 160)
    let text = CompareRenderer.render(elements([26, 29, 79]), in: table, style: style)
      .encoded(style)
    #expect(text == metals)
  }

  /// An element known since antiquity is the earliest discovered: marked smallest.
  @Test func ancientIsTheEarliest() {
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    let text = CompareRenderer.render(elements([26, 27, 28]), in: table, style: style)
      .encoded(style)
    let row = text.split(separator: "\n").first { $0.hasPrefix("Discovery year") }
    #expect(row?.split(separator: " ").dropFirst(2) == ["Ancient", "▼", "1739", "1751", "▲"])
  }

  /// Six elements at 80 columns in ASCII: three a band, the rest below; long texts wrap.
  @Test func sixAt80InASCII() {
    let style = TerminalStyle(color: false, unicode: false, width: 80)
    let text = CompareRenderer.render(elements([1, 2, 43, 92, 118, 85]), in: table, style: style)
      .encoded(style)
    #expect(text == six)
    for line in text.split(separator: "\n") {
      #expect(TextWidth.of(String(line)) <= 80)
      #expect(line.last != " ")
    }
  }

  /// Narrow terminals: every line fits from 20 columns up, the legend of the marks on a line
  /// each (wrapped) where the two do not fit on one.
  @Test func narrowWidthsFit() {
    for width in 20...40 {
      let style = TerminalStyle(color: false, unicode: true, width: width)
      let lines = CompareRenderer.render(elements([26, 27, 28]), in: table, style: style)
        .encoded(style).split(separator: "\n")
      #expect(lines.allSatisfy { TextWidth.of(String($0)) <= width }, "width \(width)")
      if width < 21 {
        #expect(lines.suffix(3) == ["▲ largest", "▼ smallest in the", "row"], "width \(width)")
      } else if width < 32 {
        #expect(lines.suffix(2) == ["▲ largest", "▼ smallest in the row"], "width \(width)")
      } else {
        #expect(lines.last == "▲ largest  ▼ smallest in the row", "width \(width)")
      }
    }
  }

  /// Styles are emphasis only: the header and section titles bold, unknown values dim; the
  /// text is the same whatever the style's colour.
  @Test func stylesAreOnlyEmphasis() {
    let pair = elements([26, 118])
    let colored = CompareRenderer.render(pair, in: table, style: Fixtures.colored)
    #expect(colored.plain == CompareRenderer.render(pair, in: table, style: .plain).plain)
    #expect(colored.lines[0].runs.allSatisfy { $0.style == .bold })
    #expect(colored.lines[2] == StyledLine("Overview", .bold))
    let unknown = colored.lines.first { $0.plain.hasPrefix("Melting point") }
    #expect(unknown?.runs.contains(StyledRun("—", .dim)) == true)
  }

  /// Every row of every section names a field of the catalogue, once: the rows are laid out
  /// section by section from these lists.
  @Test func everyRowIsAField() {
    let keys = CompareRenderer.fields.map(\.key)
    #expect(keys.count == 55)
    #expect(Set(keys).count == keys.count)
    #expect(keys.prefix(3) == ["name", "number", "symbol"])
    #expect(keys.suffix(3) == ["discoveryYear", "discoveredBy", "radioactive"])
  }

  @Test func csvAndTSV() {
    #expect(CompareRenderer.delimited(elements([26, 43]), in: table, separator: ",") == csv)
    #expect(CompareRenderer.delimited(elements([55, 13]), in: table, separator: "\t") == tsv)
  }

  private let metals = """
                                      Fe Iron                     Cu Copper                   Au Gold

    Overview
    Name                              Iron                        Copper                      Gold
    Atomic number                                             26                          29                          79
    Symbol                            Fe                          Cu                          Au
    State                             Solid                       Solid                       Solid
    Atomic weight                                       55.845 ▼                    63.546                  196.966570 ▲
    Category                          Transition metal            Transition metal            Transition metal
    Group                                                      8                          11                          11
    Period                                                     4                           4                           6
    Block                             d                           d                           d
    CAS number                        7439-89-6                   7440-50-8                   7440-57-5
    CPK colour                        #e06633                     #c88033                     #ffd123

    Atom
    Electron configuration            [Ar] 3d⁶ 4s²                [Ar] 3d¹⁰ 4s¹               [Xe] 4f¹⁴ 5d¹⁰ 6s¹
    Electron shells (electrons)       2, 8, 14, 2                 2, 8, 18, 1                 2, 8, 18, 32, 18, 1
    Valence electrons (electrons)                            8 ▼                        11 ▲                        11 ▲
    Common oxidation states           +2, +3                      +2                          +3
    First ionization energy (eV)                     7.9024681                     7.72638 ▼                  9.225554 ▲
    Electron affinity (eV)                               0.151 ▼                     1.235                     2.30863 ▲
    Electronegativity (Pauling)                           1.83 ▼                       1.9                        2.54 ▲
    Covalent radius (pm)                                   116                         112 ▼                       124 ▲
    Van der Waals radius (pm)                              244 ▲                       238                         232 ▼
    Atomic radius (pm)                                     140 ▲                       135 ▼                       135 ▼
    Metallic radius (pm)                                   126 ▼                       128                         144 ▲
    Ionic radii (Shannon) (pm)        +2: IV 63 hs, IVSQ 64 hs,   +1: II 46, IV 60, VI 77;    +1: VI 137; +3: IVSQ 68,
                                      VI 78 hs, VI 61 ls, VIII    +2: IV 57, IVSQ 57, V 65,   VI 85; +5: VI 57
                                      92 hs; +3: IV 49 hs, V 58,  VI 73; +3: VI 54 ls
                                      VI 64.5 hs, VI 55 ls, VIII
                                      78 hs; +4: VI 58.5; +6: IV
                                      25

    Electrons
    Ground-state term symbol          ⁵D₄                         ²S₁/₂                       ²S₁/₂
    Unpaired electrons (electrons)                           4 ▲                         1 ▼                         1 ▼

    Physical
    Melting point (K)                                  1811.15 ▲                   1357.77                     1337.33 ▼
    Boiling point (K)                                  3134.15 ▲                   2833.15 ▼                   3109.15
    Density (g/cm³)                                       7.87 ▼                      8.96                        19.3 ▲
    Molar volume (cm³/mol)                                7.09 ▼                      7.11                       10.21 ▲
    Crystal structure                 bcc                         fcc                         fcc
    Lattice constant (pm)                                  287 ▼                       361                         408 ▲
    Specific heat capacity (J/(g·K))                     0.449 ▲                     0.385                       0.129 ▼
    Thermal conductivity (W/(m·K))                        80.4 ▼                       401 ▲                       318
    Heat of fusion (kJ/mol)                              13.81 ▲                     13.26                       12.55 ▼
    Heat of vaporization (kJ/mol)                          340 ▲                     304.6 ▼                       340 ▲
    Thermal expansion (µm/(m·K))                          11.8 ▼                      16.5 ▲                      14.2
    Electrical resistivity (nΩ·m)                         96.1 ▲                     16.78 ▼                     22.14
    Mohs hardness                                            4 ▲                         3                         2.5 ▼
    Vickers hardness (MPa)                                 608 ▲                       369                         216 ▼
    Brinell hardness (MPa)                                 490                         874 ▲                       245 ▼
    Young's modulus (GPa)                                  211 ▲                       130                          78 ▼
    Bulk modulus (GPa)                                     170                         140 ▼                       180 ▲
    Shear modulus (GPa)                                     82 ▲                        48                          27 ▼
    Poisson's ratio                                       0.29 ▼                      0.34                        0.44 ▲
    Speed of sound (m/s)                                  4910 ▲                      3570                        1740 ▼
    Abundance in the crust (mg/kg)                       56300 ▲                        60                       0.004 ▼
    Abundance in sea water (mg/L)                        0.002 ▲                   0.00025                    0.000004 ▼

    Isotopes
    Natural isotopes (mass numbers,   56, 54, 57, 58              63, 65                      197
    most abundant first)
    Neutrons (most abundant isotope)                        30 ▼                        34                         118 ▲
    Known isotopes                                          32 ▼                        33                          43 ▲

    History and sources
    Discovery year                                       Ancient                     Ancient                     Ancient
    Radioactive                       No                          No                          No

    ▲ largest  ▼ smallest in the row

    """

  private let six = """
                                H Hydrogen        He Helium         Tc Technetium

    Overview
    Name                        Hydrogen          Helium            Technetium
    Atomic number                              1                 2                43
    Symbol                      H                 He                Tc
    State                       Gas               Gas               Artificial
    Atomic weight                        1.008 -        4.002602              [97]
    Category                    Nonmetal          Noble gas         Transition metal
    Group                                      1                18                 7
    Period                                     1                 1                 5
    Block                       s                 s                 d
    CAS number                  1333-74-0         7440-59-7         7440-26-8
    CPK colour                  #ffffff           #d9ffff           #3b9e9e

    Atom
    Electron configuration      1s1               1s2               [Kr] 4d5 5s2
    Electron shells             1                 2                 2, 8, 18, 13, 2
    (electrons)
    Valence electrons                        1 -               2                 7
    (electrons)
    Common oxidation states     -1, +1            -                 +4, +7
    First ionization energy      13.5984345997      24.587389011 +         7.11938
    (eV)
    Electron affinity (eV)            0.754195                 -              0.55 -
    Electronegativity                      2.2 +               -               2.1
    (Pauling)
    Covalent radius (pm)                    32 -              46               128
    Van der Waals radius (pm)              120 -             143               244
    Atomic radius (pm)                      25 -               -               135
    Metallic radius (pm)                     -                 -               136 -
    Ionic radii (Shannon) (pm)  +1: I -38, II     -                 +4: VI 64.5; +5:
                                -18                                 VI 60; +7: IV
                                                                    37, VI 56

    Electrons
    Ground-state term symbol    2S1/2             1S0               6S5/2
    Unpaired electrons                       1                 0 -               5 +
    (electrons)

    Physical
    Melting point (K)                    13.99 -               -           2430.15 +
    Boiling point (K)                   20.271             4.222 -         4535.15 +
    Density (g/cm3)                   0.000082 -        0.000164              11.5
    Molar volume (cm3/mol)                   -                 -              8.63 -
    Crystal structure           hexagonal         hexagonal         hexagonal
    Lattice constant (pm)                  375 +             357               274 -
    Specific heat capacity              14.304 +           5.193                 -
    (J/(g*K))
    Thermal conductivity                0.1815             0.152 -            50.6 +
    (W/(m*K))
    Heat of fusion (kJ/mol)               0.12 -               -             33.29 +
    Heat of vaporization                 0.904              0.08 -             585 +
    (kJ/mol)
    Thermal expansion                          -                 -                 -
    (um/(m*K))
    Electrical resistivity                   -                 -               200 -
    (nOhm*m)
    Superconducting transition               -                 -               7.8 +
    (K)
    Mohs hardness                              -                 -                 -
    Vickers hardness (MPa)                     -                 -                 -
    Brinell hardness (MPa)                     -                 -                 -
    Young's modulus (GPa)                      -                 -                 -
    Bulk modulus (GPa)                         -                 -                 -
    Shear modulus (GPa)                        -                 -                 -
    Poisson's ratio                            -                 -                 -
    Speed of sound (m/s)                       -                 -                 -
    Abundance in the crust                1400 +           0.008 -               -
    (mg/kg)
    Abundance in sea water              108000 +        0.000007 -               -
    (mg/L)

    Isotopes
    Natural isotopes (mass      1, 2              4, 3              -
    numbers, most abundant
    first)
    Neutrons (most abundant                  0 -               2                54
    isotope)
    Known isotopes                           7                 8                40 +

    History and sources
    Discovery year                        1766 -            1895              1937
    Discovered by               Henry Cavendish   William Ramsay,   Carlo Perrier,
                                                  Per Teodor        Emilio Segre
                                                  Cleve, Nils
                                                  Abraham Langlet
    Radioactive                 No                No                Yes

                                U Uranium         Og Oganesson      At Astatine

    Overview
    Name                        Uranium           Oganesson         Astatine
    Atomic number                             92               118                85
    Symbol                      U                 Og                At
    State                       Solid             Artificial        Solid
    Atomic weight                    238.02891             [294] +           [210]
    Category                    Actinide          -                 Halogen
    Group                                      -                18                17
    Period                                     7                 7                 6
    Block                       f                 p                 p
    CAS number                  7440-61-1         54144-19-3        7440-68-8
    CPK colour                  #008fff           -                 #754f45

    Atom
    Electron configuration      [Rn] 5f3 6d1 7s2  [Rn] 5f14 6d10    [Xe] 4f14 5d10
                                                  7s2 7p6           6s2 6p5
    Electron shells             2, 8, 18, 32,     2, 8, 18, 32,     2, 8, 18, 32,
    (electrons)                 21, 9, 2          32, 18, 8         18, 7
    Valence electrons                        -                 8 +               7
    (electrons)
    Common oxidation states     +6                -                 -1, +1
    First ionization energy            6.19405 -               -           9.31751
    (eV)
    Electron affinity (eV)                   -                 -           2.41578 +
    Electronegativity                      1.7 -               -               2.2 +
    (Pauling)
    Covalent radius (pm)                   170 +             157               147
    Van der Waals radius (pm)              271 +               -                 -
    Atomic radius (pm)                     175 +               -                 -
    Metallic radius (pm)                   156 +               -                 -
    Ionic radii (Shannon) (pm)  +3: VI 102.5;     -                 +7: VI 62
                                +4: VI 89, VII
                                95, VIII 100, IX
                                105, XII 117;
                                +5: VI 76, VII
                                84; +6: II 45,
                                IV 52, VI 73,
                                VII 81, VIII 86

    Electrons
    Ground-state term symbol    5L*6              -                 2P*3/2
    Unpaired electrons                       4                 0 -               1
    (electrons)

    Physical
    Melting point (K)                  1408.15                 -                 -
    Boiling point (K)                  4404.15                 -                 -
    Density (g/cm3)                       19.1 +               -                 -
    Molar volume (cm3/mol)               12.49 +               -                 -
    Crystal structure           orthorhombic      -                 -
    Lattice constant (pm)                  285                 -                 -
    Specific heat capacity               0.116 -               -                 -
    (J/(g*K))
    Thermal conductivity                  27.5                 -                 -
    (W/(m*K))
    Heat of fusion (kJ/mol)               9.14                 -                 -
    Heat of vaporization                   417                 -                 -
    (kJ/mol)
    Thermal expansion                       13.9                 -                 -
    (um/(m*K))
    Electrical resistivity                 280 +               -                 -
    (nOhm*m)
    Superconducting transition             0.2 -               -                 -
    (K)
    Mohs hardness                              6                 -                 -
    Vickers hardness (MPa)                  1960                 -                 -
    Brinell hardness (MPa)                  2400                 -                 -
    Young's modulus (GPa)                    208                 -                 -
    Bulk modulus (GPa)                       100                 -                 -
    Shear modulus (GPa)                      111                 -                 -
    Poisson's ratio                         0.23                 -                 -
    Speed of sound (m/s)                    3155                 -                 -
    Abundance in the crust                 2.7                 -                 -
    (mg/kg)
    Abundance in sea water              0.0032                 -                 -
    (mg/L)

    Isotopes
    Natural isotopes (mass      238, 235, 234     -                 -
    numbers, most abundant
    first)
    Neutrons (most abundant                146               176 +             125
    isotope)
    Known isotopes                          29                 3 -              39

    History and sources
    Discovery year                        1789              2002 +            1940
    Discovered by               Martin Heinrich   JINR Dubna, LLNL  Dale R. Corson,
                                Klaproth                            Kenneth Ross
                                                                    MacKenzie,
                                                                    Emilio Segre
    Radioactive                 Yes               Yes               Yes

    + largest  - smallest in the row

    """

  private let csv = """
    field,unit,Fe,Tc
    name,,Iron,Technetium
    number,,26,43
    symbol,,Fe,Tc
    state,,Solid,Artificial
    atomicWeight,,55.845,97
    category,,transition metal,transition metal
    group,,8,7
    period,,4,5
    block,,d,d
    casNumber,,7439-89-6,7440-26-8
    cpkColor,,#e06633,#3b9e9e
    electronConfiguration,,[Ar] 3d6 4s2,[Kr] 4d5 5s2
    electronShells,electrons,2 8 14 2,2 8 18 13 2
    valenceElectrons,electrons,8,7
    commonOxidationStates,,2 3,4 7
    ionizationEnergy,eV,7.9024681,7.11938
    electronAffinity,eV,0.151,0.55
    electronegativity,,1.83,2.1
    covalentRadius,pm,116.0,128.0
    vanDerWaalsRadius,pm,244.0,244.0
    atomicRadius,pm,140.0,135.0
    metallicRadius,pm,126.0,136.0
    shannonRadii,pm,charge=2 coordination=IV spin=high ionicRadius=63.0 crystalRadius=77.0; charge=2 coordination=IVSQ spin=high ionicRadius=64.0 crystalRadius=78.0; charge=2 coordination=VI spin=high ionicRadius=78.0 crystalRadius=92.0; charge=2 coordination=VI spin=low ionicRadius=61.0 crystalRadius=75.0; charge=2 coordination=VIII spin=high ionicRadius=92.0 crystalRadius=106.0; charge=3 coordination=IV spin=high ionicRadius=49.0 crystalRadius=63.0; charge=3 coordination=V ionicRadius=58.0 crystalRadius=72.0; charge=3 coordination=VI spin=high ionicRadius=64.5 crystalRadius=78.5; charge=3 coordination=VI spin=low ionicRadius=55.0 crystalRadius=69.0; charge=3 coordination=VIII spin=high ionicRadius=78.0 crystalRadius=92.0; charge=4 coordination=VI ionicRadius=58.5 crystalRadius=72.5; charge=6 coordination=IV ionicRadius=25.0 crystalRadius=39.0,charge=4 coordination=VI ionicRadius=64.5 crystalRadius=78.5; charge=5 coordination=VI ionicRadius=60.0 crystalRadius=74.0; charge=7 coordination=IV ionicRadius=37.0 crystalRadius=51.0; charge=7 coordination=VI ionicRadius=56.0 crystalRadius=70.0
    termSymbol,,5D4,6S5/2
    unpairedElectrons,electrons,4,5
    meltingPoint,K,1811.15,2430.15
    boilingPoint,K,3134.15,4535.15
    density,g/cm³,7.87,11.5
    allotrope,,,
    molarVolume,cm³/mol,7.09,8.63
    latticeStructure,,bcc,hexagonal
    latticeConstant,pm,287.0,274.0
    specificHeat,J/(g·K),0.449,
    thermalConductivity,W/(m·K),80.4,50.6
    heatOfFusion,kJ/mol,13.81,33.29
    heatOfVaporization,kJ/mol,340.0,585.0
    thermalExpansion,µm/(m·K),11.8,
    electricalResistivity,nΩ·m,96.1,200.0
    superconductingTemperature,K,,7.8
    mohsHardness,,4.0,
    vickersHardness,MPa,608.0,
    brinellHardness,MPa,490.0,
    youngsModulus,GPa,211.0,
    bulkModulus,GPa,170.0,
    shearModulus,GPa,82.0,
    poissonsRatio,,0.29,
    speedOfSound,m/s,4910.0,
    abundanceCrust,mg/kg,56300.0,
    abundanceSea,mg/L,0.002,
    naturalIsotopes,,56 54 57 58,
    neutrons,,30,54
    knownIsotopes,,32,40
    discoveryYear,,Ancient,1937
    discoveredBy,,,"Carlo Perrier, Emilio Segrè"
    radioactive,,false,true

    """

  private let tsv = """
    field	unit	Cs	Al
    name		Caesium	Aluminium
    number		55	13
    symbol		Cs	Al
    state		Solid	Solid
    atomicWeight		132.90545196	26.9815384
    category		alkali metal	post-transition metal
    group		1	13
    period		6	3
    block		s	p
    casNumber		7440-46-2	7429-90-5
    cpkColor		#57178f	#bfa6a6
    electronConfiguration		[Xe] 6s1	[Ne] 3s2 3p1
    electronShells	electrons	2 8 18 18 8 1	2 8 3
    valenceElectrons	electrons	1	3
    commonOxidationStates		1	3
    ionizationEnergy	eV	3.8939057274	5.985769
    electronAffinity	eV	0.471626	0.43283
    electronegativity		0.79	1.61
    covalentRadius	pm	232.0	126.0
    vanDerWaalsRadius	pm	348.0	225.0
    atomicRadius	pm	260.0	125.0
    metallicRadius	pm	265.0	143.0
    shannonRadii	pm	charge=1 coordination=VI ionicRadius=167.0 crystalRadius=181.0; charge=1 coordination=VIII ionicRadius=174.0 crystalRadius=188.0; charge=1 coordination=IX ionicRadius=178.0 crystalRadius=192.0; charge=1 coordination=X ionicRadius=181.0 crystalRadius=195.0; charge=1 coordination=XI ionicRadius=185.0 crystalRadius=199.0; charge=1 coordination=XII ionicRadius=188.0 crystalRadius=202.0	charge=3 coordination=IV ionicRadius=39.0 crystalRadius=53.0; charge=3 coordination=V ionicRadius=48.0 crystalRadius=62.0; charge=3 coordination=VI ionicRadius=53.5 crystalRadius=67.5
    termSymbol		2S1/2	2P*1/2
    unpairedElectrons	electrons	1	1
    meltingPoint	K	301.65	933.473
    boilingPoint	K	944.15	2792.15
    density	g/cm³	1.873	2.7
    allotrope			
    molarVolume	cm³/mol	70.94	10.0
    latticeStructure		bcc	fcc
    latticeConstant	pm	605.0	405.0
    specificHeat	J/(g·K)	0.242	0.897
    thermalConductivity	W/(m·K)	35.9	237.0
    heatOfFusion	kJ/mol	2.09	10.71
    heatOfVaporization	kJ/mol	68.3	284.1
    thermalExpansion	µm/(m·K)		23.1
    electricalResistivity	nΩ·m	205.0	26.5
    superconductingTemperature	K		1.175
    mohsHardness		0.2	2.75
    vickersHardness	MPa		167.0
    brinellHardness	MPa	0.14	245.0
    youngsModulus	GPa	1.7	70.0
    bulkModulus	GPa	1.6	76.0
    shearModulus	GPa		26.0
    poissonsRatio			0.35
    speedOfSound	m/s		5100.0
    abundanceCrust	mg/kg	3.0	82300.0
    abundanceSea	mg/L	0.0003	0.002
    naturalIsotopes		133	27
    neutrons		78	14
    knownIsotopes		42	23
    discoveryYear		1860	1825
    discoveredBy		Robert Bunsen, Gustav Kirchhoff	Hans Christian Ørsted
    radioactive		false	false

    """
}
