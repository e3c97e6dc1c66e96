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
    let text = CompareRenderer.render(
      elements([26, 29, 79]), in: table,
      style: TerminalStyle(color: false, unicode: true, width: 160))
    #expect(text == metals)
  }

  /// Six elements at 80 columns in ASCII: three a band, the rest below; long texts wrap.
  @Test func sixAt80InASCII() {
    let text = CompareRenderer.render(
      elements([1, 2, 43, 92, 118, 85]), in: table,
      style: TerminalStyle(color: false, unicode: false, width: 80))
    #expect(text == six)
    for line in text.split(separator: "\n") {
      #expect(TextWidth.of(String(line)) <= 80)
      #expect(line.last != " ")
    }
  }

  /// Colour adds emphasis only: without its escape codes the text is the plain one.
  @Test func colorIsOnlyEmphasis() {
    let pair = elements([26, 79])
    let colored = CompareRenderer.render(pair, in: table, style: Fixtures.colored)
    #expect(colored.contains("\u{1B}["))
    #expect(SGR.stripped(colored) == CompareRenderer.render(pair, in: table, style: .plain))
  }

  /// Every row of every section names a field of the catalogue, once: the rows are laid out
  /// section by section from these lists.
  @Test func everyRowIsAField() {
    let keys = CompareRenderer.fields.map(\.key)
    #expect(keys.count == 39)
    #expect(Set(keys).count == keys.count)
    #expect(keys.prefix(3) == ["name", "number", "symbol"])
    #expect(keys.suffix(3) == ["discoveryYear", "discoveredBy", "radioactive"])
  }

  @Test func csvAndTSV() {
    #expect(CompareRenderer.delimited(elements([26, 43]), in: table, separator: ",") == csv)
    #expect(CompareRenderer.delimited(elements([55, 13]), in: table, separator: "\t") == tsv)
  }

  private let metals = """
                                      Fe Iron           Cu Copper         Au Gold

    Overview
    Name                              Iron              Copper            Gold
    Atomic number                                   26                29                   79
    Symbol                            Fe                Cu                Au
    State                             Solid             Solid             Solid
    Atomic weight                             55.845 ▼          63.546           196.966570 ▲
    Category                          transition metal  transition metal  transition metal
    Group                                            8                11                   11
    Period                                           4                 4                    6
    Block                             d                 d                 d
    CAS number                        7439-89-6         7440-50-8         7440-57-5

    Atom
    Electron configuration            [Ar] 3d6 4s2      [Ar] 3d10 4s1     [Xe] 4f14 5d10 6s1
    Electron shells (electrons)       2, 8, 14, 2       2, 8, 18, 1       2, 8, 18, 32, 18, 1
    Valence electrons (electrons)                  8 ▼              11 ▲                 11 ▲
    Common oxidation states           2, 3              2                 3
    First ionization energy (eV)           7.9024681           7.72638 ▼           9.225554 ▲
    Electron affinity (eV)                     0.151 ▼           1.235              2.30863 ▲
    Electronegativity (Pauling)                 1.83 ▼             1.9                  2.4 ▲
    Covalent radius (pm)                         116               112 ▼                124 ▲
    Van der Waals radius (pm)                    244 ▲             238                  232 ▼
    Atomic radius (pm)                           140 ▲             135 ▼                135 ▼

    Electrons
    Ground-state term symbol          5D4               2S1/2             2S1/2
    Unpaired electrons (electrons)                 4 ▲               1 ▼                  1 ▼

    Physical
    Melting point (K)                        1811.15 ▲         1357.77              1337.33 ▼
    Boiling point (K)                        3134.15 ▲         2833.15 ▼            3109.15
    Density (g/cm³)                             7.87 ▼            8.96                 19.3 ▲
    Crystal structure                 bcc               fcc               fcc
    Lattice constant (pm)                        287 ▼             361                  408 ▲
    Specific heat capacity (J/(g·K))           0.449 ▲           0.385                0.129 ▼
    Thermal conductivity (W/(m·K))              80.4 ▼             401 ▲                318
    Heat of fusion (kJ/mol)                     13.8 ▲           13.01                12.68 ▼
    Heat of vaporization (kJ/mol)                340 ▲           304.6 ▼                340 ▲
    Abundance in the crust (mg/kg)             56300 ▲              60                0.004 ▼
    Abundance in sea water (mg/L)              0.002 ▲         0.00025             0.000004 ▼

    Isotopes
    Natural isotopes (mass numbers,   56, 54, 57, 58    63, 65            197
    most abundant first)
    Neutrons (most abundant isotope)              30 ▼              34                  118 ▲
    Known isotopes                                32 ▼              33                   43 ▲

    History and sources
    Radioactive                       no                no                no

    ▲ largest  ▼ smallest in the row

    """

  private let six = """
                                H Hydrogen       He Helium         Tc Technetium

    Overview
    Name                        Hydrogen         Helium            Technetium
    Atomic number                             1                 2                43
    Symbol                      H                He                Tc
    State                       Gas              Gas               Artificial
    Atomic weight                       1.008 -        4.002602              [97]
    Category                    nonmetal         noble gas         transition metal
    Group                                     1                18                 7
    Period                                    1                 1                 5
    Block                       s                s                 d
    CAS number                  1333-74-0        7440-59-7         7440-26-8

    Atom
    Electron configuration      1s1              1s2               [Kr] 4d5 5s2
    Electron shells             1                2                 2, 8, 18, 13, 2
    (electrons)
    Valence electrons                       1 -               2                 7
    (electrons)
    Common oxidation states     -1, 1            -                 4, 7
    First ionization energy     13.5984345997      24.587389011 +         7.11938
    (eV)
    Electron affinity (eV)           0.754195                 -              0.55 -
    Electronegativity                     2.2 +               -               2.1
    (Pauling)
    Covalent radius (pm)                   32 -              46               128
    Van der Waals radius (pm)             120 -             143               244
    Atomic radius (pm)                     25 -             120               135

    Electrons
    Ground-state term symbol    2S1/2            1S0               6S5/2
    Unpaired electrons                      1                 0 -               5 +
    (electrons)

    Physical
    Melting point (K)                   13.99 -               -           2430.15 +
    Boiling point (K)                  20.271             4.222 -         4535.15 +
    Density (g/cm3)                  0.000082 -        0.000164                11
    Crystal structure           hexagonal        hexagonal         hexagonal
    Lattice constant (pm)                 375 +             357               274 -
    Specific heat capacity             14.304 +           5.193                 -
    (J/(g*K))
    Thermal conductivity               0.1815             0.152 -            50.6 +
    (W/(m*K))
    Heat of fusion (kJ/mol)             0.117 -               -              23.8 +
    Heat of vaporization                0.904              0.08 -             585 +
    (kJ/mol)
    Abundance in the crust               1400 +           0.008 -               -
    (mg/kg)
    Abundance in sea water             108000 +        0.000007 -               -
    (mg/L)

    Isotopes
    Natural isotopes (mass      1, 2             4, 3              -
    numbers, most abundant
    first)
    Neutrons (most abundant                 0 -               2                54
    isotope)
    Known isotopes                          7                 8                40 +

    History and sources
    Discovery year                       1766 -            1895              1937
    Discovered by               Henry Cavendish  William Ramsay,   Carlo Perrier,
                                                 Per Teodor        Emilio Segre
                                                 Cleve, Nils
                                                 Abraham Langlet
    Radioactive                 no               no                yes

                                U Uranium         Og Oganesson      At Astatine

    Overview
    Name                        Uranium           Oganesson         Astatine
    Atomic number                             92               118                85
    Symbol                      U                 Og                At
    State                       Solid             Artificial        Solid
    Atomic weight                    238.02891             [294] +           [210]
    Category                    actinide          -                 halogen
    Group                                      -                18                17
    Period                                     7                 7                 6
    Block                       f                 p                 p
    CAS number                  7440-61-1         54144-19-3        7440-68-8

    Atom
    Electron configuration      [Rn] 5f3 6d1 7s2  [Rn] 5f14 6d10    [Xe] 4f14 5d10
                                                  7s2 7p6           6s2 6p5
    Electron shells             2, 8, 18, 32,     2, 8, 18, 32,     2, 8, 18, 32,
    (electrons)                 21, 9, 2          32, 18, 8         18, 7
    Valence electrons                        -                 8 +               7
    (electrons)
    Common oxidation states     6                 -                 -1, 1
    First ionization energy            6.19405 -               -           9.31751
    (eV)
    Electron affinity (eV)                   -                 -           2.41578 +
    Electronegativity                      1.7 -               -               2.2 +
    (Pauling)
    Covalent radius (pm)                   170 +             157               147
    Van der Waals radius (pm)              271 +               -                 -
    Atomic radius (pm)                     175                 -               247 +

    Electrons
    Ground-state term symbol    5L*6              -                 2P*3/2
    Unpaired electrons                       4                 0 -               1
    (electrons)

    Physical
    Melting point (K)                  1408.15                 -                 -
    Boiling point (K)                  4404.15                 -                 -
    Density (g/cm3)                       19.1 +               -                 -
    Crystal structure           orthorhombic      -                 -
    Lattice constant (pm)                  285                 -                 -
    Specific heat capacity               0.116 -               -                 -
    (J/(g*K))
    Thermal conductivity                  27.5                 -                 -
    (W/(m*K))
    Heat of fusion (kJ/mol)               12.6                 -                 -
    Heat of vaporization                   417                 -                 -
    (kJ/mol)
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
    Radioactive                 yes               yes               yes

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
    termSymbol,,5D4,6S5/2
    unpairedElectrons,electrons,4,5
    meltingPoint,K,1811.15,2430.15
    boilingPoint,K,3134.15,4535.15
    density,g/cm³,7.87,11.0
    latticeStructure,,bcc,hexagonal
    latticeConstant,pm,287.0,274.0
    specificHeat,J/(g·K),0.449,
    thermalConductivity,W/(m·K),80.4,50.6
    heatOfFusion,kJ/mol,13.8,23.8
    heatOfVaporization,kJ/mol,340.0,585.0
    abundanceCrust,mg/kg,56300.0,
    abundanceSea,mg/L,0.002,
    naturalIsotopes,,56 54 57 58,
    neutrons,,30,54
    knownIsotopes,,32,40
    discoveryYear,,,1937
    discoveredBy,,,"Carlo Perrier, Emilio Segrè"
    radioactive,,false,true

    """

  private let tsv = """
    field\tunit\tCs\tAl
    name\t\tCaesium\tAluminium
    number\t\t55\t13
    symbol\t\tCs\tAl
    state\t\tSolid\tSolid
    atomicWeight\t\t132.90545196\t26.9815384
    category\t\talkali metal\tpost-transition metal
    group\t\t1\t13
    period\t\t6\t3
    block\t\ts\tp
    casNumber\t\t7440-46-2\t7429-90-5
    electronConfiguration\t\t[Xe] 6s1\t[Ne] 3s2 3p1
    electronShells\telectrons\t2 8 18 18 8 1\t2 8 3
    valenceElectrons\telectrons\t1\t3
    commonOxidationStates\t\t1\t3
    ionizationEnergy\teV\t3.8939057274\t5.985769
    electronAffinity\teV\t0.471626\t0.43283
    electronegativity\t\t0.79\t1.61
    covalentRadius\tpm\t232.0\t126.0
    vanDerWaalsRadius\tpm\t348.0\t225.0
    atomicRadius\tpm\t260.0\t125.0
    termSymbol\t\t2S1/2\t2P*1/2
    unpairedElectrons\telectrons\t1\t1
    meltingPoint\tK\t301.65\t933.473
    boilingPoint\tK\t944.15\t2792.15
    density\tg/cm³\t1.873\t2.7
    latticeStructure\t\tbcc\tfcc
    latticeConstant\tpm\t605.0\t405.0
    specificHeat\tJ/(g·K)\t0.242\t0.897
    thermalConductivity\tW/(m·K)\t35.9\t237.0
    heatOfFusion\tkJ/mol\t2.09\t10.75
    heatOfVaporization\tkJ/mol\t68.3\t284.1
    abundanceCrust\tmg/kg\t3.0\t82300.0
    abundanceSea\tmg/L\t0.0003\t0.002
    naturalIsotopes\t\t133\t27
    neutrons\t\t78\t14
    knownIsotopes\t\t42\t23
    discoveryYear\t\t1860\t1825
    discoveredBy\t\tRobert Bunsen, Gustav Kirchhoff\tHans Christian Ørsted
    radioactive\t\tfalse\tfalse

    """
}
