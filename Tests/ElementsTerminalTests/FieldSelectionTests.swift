import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// `--fields`: only the named fields, in the order given, in every format.
@Suite struct FieldSelectionTests {
  let table = PeriodicTable.standard

  private func elements(_ numbers: [Int]) -> [AtomicElement] {
    numbers.compactMap { table.element(number: $0) }
  }

  private var fields: [ElementField] {
    get throws { try ElementField.list(parsing: "symbol,density,ionizationEnergy,radioactive") }
  }

  @Test func json() throws {
    #expect(
      DataFormatter.json(elements([26, 85]), in: table, fields: try fields) == """
        [
          {
            "symbol": "Fe",
            "density": 7.87,
            "ionizationEnergy": 7.9024681,
            "radioactive": false
          },
          {
            "symbol": "At",
            "density": null,
            "ionizationEnergy": 9.31751,
            "radioactive": true
          }
        ]

        """)
  }

  @Test func csvAndTSV() throws {
    let pair = elements([26, 85])
    #expect(
      DataFormatter.delimited(pair, in: table, fields: try fields, separator: ",") == """
        symbol,density,ionizationEnergy,radioactive
        Fe,7.87,7.9024681,false
        At,,9.31751,true

        """)
    let names = try ElementField.list(parsing: "name,alternateNames")
    #expect(
      DataFormatter.delimited(elements([13, 55]), in: table, fields: names, separator: "\t") == """
        name\talternateNames
        Aluminium\tAluminum
        Caesium\tCesium

        """)
  }

  /// The ground-level term symbol is written as the tile writes it in every text view (the
  /// `--fields` table, `compare`): ⁵D₄ and ⁴S°₃/₂, or the ASCII form without UTF-8; JSON, CSV
  /// and TSV carry the data's ASCII form ("5D4", "4S*3/2", "3P0"), as documented.
  @Test(arguments: [true, false])
  func termSymbolsAsTheTileWritesThem(unicode: Bool) throws {
    let fields = try ElementField.list(parsing: "symbol,termSymbol")
    let chosen = elements([26, 7, 82])
    let style = TerminalStyle(color: false, unicode: unicode, width: 80)
    let expected = unicode ? ["⁵D₄", "⁴S°₃/₂", "³P₀"] : ["5D4", "4S*3/2", "3P0"]
    for (element, term) in zip(chosen, expected) {
      let details = table.details(of: element)
      let level = try #require(details.groundLevel)
      #expect(FactText.termSymbol(level, unicode: unicode) == term)
      #expect(FactText.value(of: .termSymbol, for: element, details: details, style: style) == term)
    }
    let tableText = FieldTableRenderer.render(chosen, fields: fields, in: table, style: style)
      .encoded(style)
    let compared = CompareRenderer.render(chosen, fields: fields, in: table, style: style)
      .encoded(style)
    for term in expected {
      #expect(tableText.contains(term), "\(tableText)")
      #expect(compared.contains(term), "\(compared)")
    }
    #expect(
      DataFormatter.delimited(chosen, in: table, fields: fields, separator: ",") == """
        symbol,termSymbol
        Fe,5D4
        N,4S*3/2
        Pb,3P0

        """)
    #expect(
      DataFormatter.json(chosen, in: table, fields: fields).contains(#""termSymbol": "4S*3/2""#))
  }

  /// As text, a table: a row per element, a column per field headed by its title and unit,
  /// numbers to the right, long texts wrapping inside their column.
  @Test func textTable() throws {
    let fields = try ElementField.list(
      parsing: "symbol,name,density,ionizationEnergy,discoveredBy,radioactive")
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    #expect(
      FieldTableRenderer.render(elements([1, 26, 85]), fields: fields, in: table, style: style)
        .encoded(style) == """
          Symbol  Name      Density (g/cm³)  First            Discovered by    Radioactive
                                             ionization
                                             energy (eV)
          ──────  ────────  ───────────────  ───────────────  ───────────────  ───────────
          H       Hydrogen         0.000082    13.5984345997  Henry Cavendish  No
          Fe      Iron                 7.87        7.9024681  —                No
          At      Astatine                —          9.31751  Dale R. Corson,  Yes
                                                              Kenneth Ross
                                                              MacKenzie,
                                                              Emilio Segrè

          """)
  }

  /// In sections, the table has one header and columns as wide in every section, each
  /// section's title before its rows; in blocks, the title comes before its blocks.
  @Test func sectionsKeepTheirTitles() throws {
    let fields = try ElementField.list(parsing: "name,density")
    let sections = [
      ElementSection(title: "Liquid", elements: elements([35])),
      ElementSection(title: "Gas", elements: elements([1])),
    ]
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    #expect(
      FieldTableRenderer.render(sections, fields: fields, in: table, style: style)
        .encoded(style) == """
          Name      Density (g/cm³)
          ────────  ───────────────
          Liquid
          Bromine            3.1028

          Gas
          Hydrogen         0.000082

          """)
    let narrow = TerminalStyle(color: false, unicode: true, width: 22)
    let blocks = FieldTableRenderer.render(
      [ElementSection(title: "Liquid", elements: elements([35, 80]))] + sections.suffix(1),
      fields: try ElementField.list(parsing: "name,density,meltingPoint"), in: table,
      style: narrow
    ).encoded(narrow)
    #expect(
      blocks == """
        Liquid
        Br Bromine
          Name       Bromine
          Density    3.1028
          (g/cm³)
          Melting    265.95
          point (K)

        Hg Mercury
          Name       Mercury
          Density    13.5336
          (g/cm³)
          Melting    234.321
          point (K)

        Gas
        H Hydrogen
          Name       Hydrogen
          Density    0.000082
          (g/cm³)
          Melting    13.99
          point (K)

        """)
  }

  /// With room, every title stays on one line and columns widen to hold it; narrowed, titles
  /// break only at their spaces ("Electronegativity" whole), never inside a word.
  @Test func titlesBreakOnlyAtSpaces() throws {
    let fields = try ElementField.list(
      parsing: "name,electronegativity,ionizationEnergy,vanDerWaalsRadius,abundanceCrust")
    let chosen = elements([89, 13])
    let wide = TerminalStyle(color: false, unicode: true, width: 200)
    #expect(
      FieldTableRenderer.render(chosen, fields: fields, in: table, style: wide)
        .encoded(wide) == """
          Name       Electronegativity (Pauling)  First ionization energy (eV)  \
          Van der Waals radius (pm)  Abundance in the crust (mg/kg)
          ─────────  ───────────────────────────  ────────────────────────────  \
          ─────────────────────────  ──────────────────────────────
          Actinium                           1.1                      5.380235  \
                                280                         5.5e-10
          Aluminium                         1.61                      5.985769  \
                                225                           82300

          """)
    let narrow = TerminalStyle(color: false, unicode: true, width: 80)
    #expect(
      FieldTableRenderer.render(chosen, fields: fields, in: table, style: narrow)
        .encoded(narrow) == """
          Name       Electronegativity  First            Van der Waals    Abundance in the
                     (Pauling)          ionization       radius (pm)      crust (mg/kg)
                                        energy (eV)
          ─────────  ─────────────────  ───────────────  ───────────────  ────────────────
          Actinium                 1.1         5.380235              280           5.5e-10
          Aluminium               1.61         5.985769              225             82300

          """)
  }

  /// Narrowed, a column keeps a value's word whole ("Potassium") and the wider columns give
  /// way.
  @Test func valueWordsStayWhole() throws {
    let fields = try ElementField.list(parsing: "name,density,meltingPoint")
    let style = TerminalStyle(color: false, unicode: true, width: 30)
    #expect(
      FieldTableRenderer.render(elements([19, 55]), fields: fields, in: table, style: style)
        .encoded(style) == """
          Name       Density   Melting
                     (g/cm³)   point (K)
          ─────────  ────────  ─────────
          Potassium     0.862     336.65
          Caesium       1.873     301.65

          """)
  }

  /// Too narrow for the table, even with its columns narrowed: a block per element.
  @Test func textBlocksWhenTheTableCannotFit() throws {
    let fields = try ElementField.list(
      parsing: "symbol,name,density,ionizationEnergy,discoveredBy,radioactive")
    let style = TerminalStyle(color: false, unicode: true, width: 44)
    #expect(
      FieldTableRenderer.render(elements([26, 85]), fields: fields, in: table, style: style)
        .encoded(style) == """
          Fe Iron
            Symbol            Fe
            Name              Iron
            Density (g/cm³)   7.87
            First ionization  7.9024681
            energy (eV)
            Discovered by     —
            Radioactive       No

          At Astatine
            Symbol            At
            Name              Astatine
            Density (g/cm³)   —
            First ionization  9.31751
            energy (eV)
            Discovered by     Dale R. Corson, Kenneth
                              Ross MacKenzie, Emilio
                              Segrè
            Radioactive       Yes

          """)
  }

  /// Every line fits, at every width, in colour and without, Unicode and ASCII; colour adds
  /// emphasis only.
  @Test func textFitsEveryWidth() throws {
    let fields = try ElementField.list(
      parsing:
        "symbol,name,density,ionizationEnergy,discoveredBy,radioactive,electronConfiguration,"
        + "abundanceCrust"
    )
    let chosen = elements([1, 26, 85, 118])
    for width in stride(from: 20, through: 160, by: 7) {
      for unicode in [true, false] {
        let style = TerminalStyle(color: false, unicode: unicode, width: width)
        let plain = FieldTableRenderer.render(chosen, fields: fields, in: table, style: style)
          .encoded(style)
        for line in plain.split(separator: "\n") {
          #expect(TextWidth.of(String(line)) <= width, "\(width): \(line)")
          #expect(line.last != " ")
        }
      }
    }
  }

  /// `show` and `compare` with chosen fields: those rows only, in order, without sections;
  /// the extremes still marked.
  @Test func chosenRowsSideBySide() throws {
    let fields = try ElementField.list(parsing: "symbol,density,ionizationEnergy,radioactive")
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    #expect(
      CompareRenderer.render(elements([26, 85]), fields: fields, in: table, style: style)
        .encoded(style) == """
                                      Fe Iron      At Astatine
          Symbol                      Fe           At
          Density (g/cm³)                    7.87            —
          First ionization energy     7.9024681 ▼    9.31751 ▲
          (eV)
          Radioactive                 No           Yes

          ▲ largest  ▼ smallest in the row

          """)
  }
}
