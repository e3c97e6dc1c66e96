import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// `elements table --color-by <numeric property>`: heatmaps, compared whole.
@Suite struct HeatmapTests {
  let table = PeriodicTable.standard

  private func heatmap(_ key: String, log: Bool = false, in table: PeriodicTable) throws -> Heatmap
  {
    try Heatmap(field: try #require(ElementField.named(key)), logarithmic: log, table: table)
  }

  /// At 80 columns: shading marks beside the symbols, no values, a legend that reads without
  /// colour; the highlighted element bracketed.
  @Test func densityAt80Columns() throws {
    let text = TableRenderer.text(
      table, coloring: .property(try heatmap("density", in: table)), highlighted: [26],
      style: .plain)
    #expect(text == densityAt80)
    #expect(text.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= 80 })
  }

  /// From 120 columns the values show under the symbols; ASCII marks and units.
  @Test func densityAt160ColumnsInASCII() throws {
    let text = TableRenderer.text(
      table, coloring: .property(try heatmap("density", in: table)), highlighted: [79],
      style: TerminalStyle(color: false, unicode: false, width: 160))
    #expect(text == densityAt160)
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
  }

  /// A logarithmic scale spreads values over orders of magnitude; a long legend line wraps.
  @Test func logarithmicAbundance() throws {
    let text = TableRenderer.text(
      table, coloring: .property(try heatmap("abundanceCrust", log: true, in: table)),
      highlighted: [], style: .plain)
    #expect(text == abundanceAt80)
  }

  /// Viridis in 24-bit, 256 and 16 colours; unknown values grey, never a low colour; the text
  /// light on the dark end and dark on the light end.
  @Test(arguments: [
    (ColorDepth.trueColor, 80, 0, "c80t"), (.palette256, 80, 0, "c80p"), (.ansi16, 80, 0, "c80s"),
    (.trueColor, 160, 26, "c160t"),
  ])
  func colors(depth: ColorDepth, width: Int, highlighted: Int, name: String) throws {
    let small = try PeriodicTable(
      elements: [1, 26, 76, 85].compactMap { table.element(number: $0) })
    let text = TableRenderer.text(
      small, coloring: .property(try heatmap("density", in: small)), highlighted: [highlighted],
      style: TerminalStyle(color: true, unicode: true, width: width, colorDepth: depth))
    #expect(text == colored[name])
  }

  /// Colour is never the only signal: with colour, each cell keeps its shading mark, drawn in
  /// the cell's text colour; the legend shows each level's colour whole, as a swatch before
  /// its mark, which a dark mark drawn over the colour would hide.
  @Test func legendSwatchesShowTheColour() throws {
    let coloring = TableColoring.property(try heatmap("density", in: table))
    let style = TerminalStyle(color: true, unicode: true, width: 80, colorDepth: .trueColor)
    let lines = TableRenderer.render(table, coloring: coloring, highlighted: [], style: style)
      .lines
    let osmium = try #require(lines.first { $0.plain.contains("Os") })
    let mark = try #require(osmium.runs.first { $0.text.contains("█Os") })
    #expect(mark.style.background != nil && mark.style.foreground != mark.style.background)
    let legend = try #require(lines.first { $0.plain.contains("18.1–22.6") })
    let runs = legend.runs
    let swatch = try #require(runs.indices.dropLast().first { runs[$0 + 1].text.hasPrefix("█") })
    #expect(runs[swatch].text == " " && runs[swatch].style.background != nil)
    #expect(runs[swatch + 1].style.background == nil)
  }

  /// At 60 columns the heatmap is drawn in two panels, as the plain table is, with the same
  /// note; the legend fits the panels' width.
  @Test func densityAt60ColumnsInPanels() throws {
    let text = TableRenderer.text(
      table, coloring: .property(try heatmap("density", in: table)), highlighted: [26],
      style: TerminalStyle(color: false, unicode: true, width: 60))
    #expect(text == densityAt60)
  }

  /// At 40 columns in ASCII: brackets at the panels' edges (H, Ba, Og, Lr), the summary and
  /// the scale wrapped to the panels' width.
  @Test func electronegativityAt40ColumnsInASCII() throws {
    let text = TableRenderer.text(
      table, coloring: .property(try heatmap("electronegativity", in: table)),
      highlighted: [1, 56, 103, 118], style: TerminalStyle(color: false, unicode: false, width: 40))
    #expect(text == electronegativityAt40)
  }

  /// No line of a heatmap is wider than the terminal, at any width the plain table fits (and
  /// a little narrower): several properties, linear and logarithmic, in colour and without, in
  /// Unicode and ASCII, with highlighted elements at the panels' edges, and in a year.
  @Test(arguments: [
    25, 30, 34, 38, 40, 45, 50, 56, 60, 66, 70, 74, 75, 80, 92, 100, 111, 119, 120, 160, 200,
  ])
  func everyLineFits(width: Int) throws {
    let properties: [(String, Bool)] = [
      ("density", false), ("electronegativity", false), ("ionizationEnergy", false),
      ("abundanceCrust", true), ("meltingPoint", false), ("discoveryYear", false),
    ]
    for (key, log) in properties {
      let coloring = TableColoring.property(try heatmap(key, log: log, in: table))
      for (color, unicode) in [(false, true), (true, true), (false, false), (true, false)] {
        let style = TerminalStyle(color: color, unicode: unicode, width: width)
        let texts = [
          TableRenderer.render(
            table, coloring: coloring, highlighted: [1, 9, 10, 26, 57, 103, 118], style: style),
          TableRenderer.render(
            table, knownIn: 1869, coloring: coloring, highlighted: [26], style: style),
        ]
        for text in texts {
          for line in text.lines {
            #expect(
              line.trimmed(keepingVisibleSpaces: color).width <= width,
              "\(key) at \(width), colour \(color), Unicode \(unicode): \(line)")
          }
        }
      }
    }
  }

  @Test(arguments: [
    ([:], ColorDepth.ansi16), (["TERM": "xterm"], .ansi16),
    (["TERM": "xterm-256color"], .palette256), (["TERM": "screen-256color"], .palette256),
    (["COLORTERM": "truecolor", "TERM": "xterm"], .trueColor),
    (["COLORTERM": "24bit"], .trueColor), (["COLORTERM": "yes", "TERM": "xterm"], .palette256),
  ])
  func colorDepthFromEnvironment(environment: [String: String], depth: ColorDepth) {
    #expect(ColorDepth(environment: environment) == depth)
  }

  /// Elements known since antiquity have a discovery year of "Ancient": their own mark,
  /// colour and legend entry, first, as they sort first; not "no value".
  @Test(arguments: [true, false])
  func ancientElementsHaveTheirOwnKey(unicode: Bool) throws {
    let heatmap = try heatmap("discoveryYear", in: table)
    let iron = try #require(table.element(number: 26))
    let key = heatmap.key(for: iron, unicode: unicode, depth: .trueColor)
    #expect(key.mark == (unicode ? "«" : "<") && key.title == "Ancient")
    #expect(key.style == Heatmap.labelStyle(.trueColor))
    #expect(key.style != Heatmap.unknownStyle(.trueColor))
    let legend = heatmap.legendKeys(unicode: unicode, depth: .palette256)
    #expect(legend.first?.title == "Ancient: 13")
    #expect(legend.count == Heatmap.steps + 1)
    #expect(!legend.contains { $0.title.hasPrefix("no value") })
    #expect(heatmap.cellTexts(in: table, width: 5)[26] == "Anc.")
    #expect(heatmap.cellTexts(in: table, width: 7)[26] == "Ancient")
    let text = TableRenderer.text(
      table, coloring: .property(heatmap), highlighted: [],
      style: TerminalStyle(color: false, unicode: unicode, width: 120))
    #expect(text.contains(unicode ? "« Ancient: 13" : "< Ancient: 13"))
    #expect(text.contains(unicode ? "«Fe" : "<Fe"))
    #expect(!text.contains("no value"))
  }

  @Test func defaultDepthKeepsTodaysPalette() {
    #expect(TerminalStyle(color: true, unicode: true, width: 80).colorDepth == .palette256)
  }

  @Test func rejectsTextPropertiesAndLogOfZero() throws {
    #expect(throws: ElementFieldError.self) { try self.heatmap("name", in: self.table) }
    var iron = try #require(table.element(number: 26))
    iron.density = 0
    let odd = try PeriodicTable(elements: [iron])
    #expect(
      throws: ElementFieldError(
        message: "--log needs values above 0, and the value of density for Iron is 0")
    ) { try self.heatmap("density", log: true, in: odd) }
  }

  @Test(arguments: [
    (0.000082, 4, Int.max, "8.2e-5"), (461_000, 3, 5, "461k"), (22.59, 4, Int.max, "22.59"),
    (1811, 3, 5, "1811"), (1_200_000, 3, 5, "1.2M"), (0.00125, 3, 5, "0.001"),
    (0.00125, 3, 6, "0.0013"), (0, 3, 5, "0"), (4.5e-13, 3, 5, "5e-13"), (7.874, 3, 5, "7.87"),
  ])
  func compactNumbers(value: Double, digits: Int, width: Int, text: String) {
    #expect(Heatmap.text(value, digits: digits, width: width) == text)
  }

  private let densityAt80 = """
        1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17  18
     1 ·H                                                                  ·He
     2 ·Li ·Be                                         ·B  ·C  ·N  ·O  ·F  ·Ne
     3 ·Na ·Mg                                         ·Al ·Si ·P  ·S  ·Cl ·Ar
     4 ·K  ·Ca ·Sc ·Ti ░V  ░Cr ░Mn[░Fe]░Co ░Ni ░Cu ░Zn ░Ga ░Ge ░As ░Se ·Br ·Kr
     5 ·Rb ·Sr ·Y  ░Zr ░Nb ▒Mo ▒Tc ▒Ru ▒Rh ▒Pd ▒Ag ░Cd ░In ░Sn ░Sb ░Te ░I  ·Xe
     6 ·Cs ·Ba  *  ▒Hf ▓Ta █W  █Re █Os █Ir █Pt █Au ▒Hg ▒Tl ▒Pb ▒Bi ▒Po ?At ·Rn
     7 ?Fr ░Ra  ** ?Rf ?Db ?Sg ?Bh ?Hs ?Mt ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts ?Og

          * 57-71  ░La ░Ce ░Pr ░Nd ░Pm ░Sm ░Eu ░Gd ░Tb ░Dy ░Ho ▒Er ▒Tm ░Yb ▒Lu
        ** 89-103  ▒Ac ▒Th ▓Pa █U  █Np █Pu ▓Am ▒Cm ▓Bk ▓Cf ?Es ?Fm ?Md ?No ?Lr

       Density (g/cm³), linear scale: lowest H 8.2e-5, highest Os 22.59
        · 8.2e-5–4.52           ░ 4.52–9.03             ▒ 9.03–13.6
        ▓ 13.6–18.1             █ 18.1–22.6            ? no value (grey): 22

    """

  private let densityAt160 = """
        1     2     3     4     5     6     7     8     9     10    11    12    13    14    15    16    17    18
     1 .H                                                                                                    .He
       8e-5                                                                                                  2e-4
     2 .Li   .Be                                                               .B    .C    .N    .O    .F    .Ne
       0.534 1.85                                                              2.34  2.2   0.001 0.001 0.002 8e-4
     3 .Na   .Mg                                                               .Al   .Si   .P    .S    .Cl   .Ar
       0.97  1.74                                                              2.7   2.33  1.82  2.07  0.003 0.002
     4 .K    .Ca   .Sc   .Ti   :V    :Cr   :Mn   :Fe   :Co   :Ni   :Cu   :Zn   :Ga   :Ge   :As   :Se   .Br   .Kr
       0.862 1.54  2.99  4.51  6     7.15  7.3   7.87  8.86  8.9   8.96  7.13  5.91  5.32  5.75  4.81  3.1   0.003
     5 .Rb   .Sr   .Y    :Zr   :Nb   +Mo   +Tc   +Ru   +Rh   +Pd   +Ag   :Cd   :In   :Sn   :Sb   :Te   :I    .Xe
       1.53  2.64  4.47  6.52  8.57  10.2  11.5  12.37 12.4  12    10.5  8.69  7.31  7.29  6.68  6.23  4.93  0.005
     6 .Cs   .Ba    @    +Hf   *Ta   #W    #Re   #Os   #Ir   #Pt  [#Au  ]+Hg   +Tl   +Pb   +Bi   +Po   ?At   .Rn
       1.87  3.62        13.3  16.4  19.3  20.8  22.59 22.56 21.5 [19.3 ]13.5  11.8  11.3  9.79  9.2   -     0.009
     7 ?Fr   :Ra    @@   ?Rf   ?Db   ?Sg   ?Bh   ?Hs   ?Mt   ?Ds   ?Rg   ?Cn   ?Nh   ?Fl   ?Mc   ?Lv   ?Ts   ?Og
       -     5           -     -     -     -     -     -     -     -     -     -     -     -     -     -     -

                @ 57-71  :La   :Ce   :Pr   :Nd   :Pm   :Sm   :Eu   :Gd   :Tb   :Dy   :Ho   +Er   +Tm   :Yb   +Lu
                         6.15  6.77  6.773 7.01  7.26  7.52  5.24  7.9   8.23  8.55  8.8   9.07  9.32  6.9   9.84
              @@ 89-103  +Ac   +Th   *Pa   #U    #Np   #Pu   *Am   +Cm   *Bk   *Cf   ?Es   ?Fm   ?Md   ?No   ?Lr
                         10    11.7  15.4  19.1  20.2  19.7  13.7  13.5  14.8  15.1  -     -     -     -     -

       Density (g/cm3), linear scale: lowest H 8.2e-5, highest Os 22.59
        . 8.2e-5..4.52          : 4.52..9.03            + 9.03..13.6            * 13.6..18.1
        # 18.1..22.6           ? no value (grey): 22

    """

  private let densityAt60 = """
        1   2   3   4   5   6   7   8   9
     1 ·H
     2 ·Li ·Be
     3 ·Na ·Mg
     4 ·K  ·Ca ·Sc ·Ti ░V  ░Cr ░Mn[░Fe]░Co
     5 ·Rb ·Sr ·Y  ░Zr ░Nb ▒Mo ▒Tc ▒Ru ▒Rh
     6 ·Cs ·Ba  *  ▒Hf ▓Ta █W  █Re █Os █Ir
     7 ?Fr ░Ra  ** ?Rf ?Db ?Sg ?Bh ?Hs ?Mt

          * 57-71  ░La ░Ce ░Pr ░Nd ░Pm ░Sm
        ** 89-103  ▒Ac ▒Th ▓Pa █U  █Np █Pu

        10  11  12  13  14  15  16  17  18
     1                                 ·He
     2             ·B  ·C  ·N  ·O  ·F  ·Ne
     3             ·Al ·Si ·P  ·S  ·Cl ·Ar
     4 ░Ni ░Cu ░Zn ░Ga ░Ge ░As ░Se ·Br ·Kr
     5 ▒Pd ▒Ag ░Cd ░In ░Sn ░Sb ░Te ░I  ·Xe
     6 █Pt █Au ▒Hg ▒Tl ▒Pb ▒Bi ▒Po ?At ·Rn
     7 ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts ?Og

       ░Eu ░Gd ░Tb ░Dy ░Ho ▒Er ▒Tm ░Yb ▒Lu
       ▓Am ▒Cm ▓Bk ▓Cf ?Es ?Fm ?Md ?No ?Lr

       The table is in 2 panels, groups 1-9, 10-18, to fit 60
       columns; nothing is left out, and a wider terminal shows
       it whole.
       Density (g/cm³), linear scale:
       lowest H 8.2e-5, highest Os 22.59
        · 8.2e-5–4.52
        ░ 4.52–9.03
        ▒ 9.03–13.6
        ▓ 13.6–18.1
        █ 18.1–22.6
       ? no value (grey): 22

    """

  private let electronegativityAt40 = """
        1   2   3   4   5   6   7   8   9
     1[+H ]
     2 .Li :Be
     3 .Na .Mg
     4 .K  .Ca :Sc :Ti :V  :Cr :Mn :Fe :Co
     5 .Rb .Sr .Y  .Zr :Nb +Mo +Tc +Ru +Rh
     6 .Cs[.Ba] @  .Hf :Ta +W  :Re +Os +Ir
     7 .Fr .Ra  @@ ?Rf ?Db ?Sg ?Bh ?Hs ?Mt

          @ 57-71  .La .Ce .Pr .Nd ?Pm .Sm
        @@ 89-103  .Ac .Th :Pa :U  .Np .Pu

        10  11  12  13  14  15  16  17  18
     1                                 ?He
     2             +B  +C  *N  #O  #F  ?Ne
     3             :Al :Si +P  +S  *Cl ?Ar
     4 :Ni :Cu :Zn :Ga :Ge +As +Se *Br *Kr
     5 +Pd :Ag :Cd :In :Sn +Sb +Te +I  +Xe
     6 +Pt +Au :Hg +Tl +Pb +Bi :Po +At ?Rn
     7 ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts[?Og]

       ?Eu .Gd ?Tb .Dy .Ho .Er .Tm ?Yb .Lu
       ?Am ?Cm ?Bk ?Cf ?Es ?Fm ?Md ?No[?Lr]

       The table is in 2 panels, groups 1-9,
       10-18, to fit 40 columns; nothing is
       left out, and a wider terminal shows
       it whole.
       Electronegativity (Pauling), linear
       scale: lowest Fr 0.7, highest F 3.98
        . 0.7..1.36
        : 1.36..2.01
        + 2.01..2.67
        * 2.67..3.32
        # 3.32..3.98
       ? no value (grey): 32

    """

  private let abundanceAt80 = """
        1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17  18
     1 █H                                                                  ▒He
     2 ▓Li ▓Be                                         ▓B  █C  ▓N  █O  █F  ▒Ne
     3 █Na █Mg                                         █Al █Si █P  █S  █Cl ▓Ar
     4 █K  █Ca ▓Sc █Ti █V  ▓Cr █Mn █Fe ▓Co ▓Ni ▓Cu ▓Zn ▓Ga ▓Ge ▓As ▓Se ▓Br ▒Kr
     5 ▓Rb █Sr ▓Y  █Zr ▓Nb ▓Mo ?Tc ▒Ru ▒Rh ▒Pd ▓Ag ▓Cd ▓In ▓Sn ▓Sb ▒Te ▓I  ▒Xe
     6 ▓Cs █Ba  *  ▓Hf ▓Ta ▓W  ▒Re ▒Os ▒Ir ▒Pt ▒Au ▓Hg ▓Tl ▓Pb ▒Bi ·Po ?At ·Rn
     7 ?Fr ░Ra  ** ?Rf ?Db ?Sg ?Bh ?Hs ?Mt ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts ?Og

          * 57-71  ▓La ▓Ce ▓Pr ▓Nd ?Pm ▓Sm ▓Eu ▓Gd ▓Tb ▓Dy ▓Ho ▓Er ▓Tm ▓Yb ▓Lu
        ** 89-103  ·Ac ▓Th ░Pa ▓U  ?Np ?Pu ?Am ?Cm ?Bk ?Cf ?Es ?Fm ?Md ?No ?Lr

       Abundance in the crust (mg/kg), logarithmic scale: lowest Rn 4e-13,
       highest O 461k
        · 4e-13–1.64e-9         ░ 1.64e-9–6.71e-6       ▒ 6.71e-6–0.0275
        ▓ 0.0275–113            █ 113–461k             ? no value (grey): 30

    """

  private let colored: [String: String] = [
    "c80t": """
    \u{1B}[2m    1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17\u{1B}[0m
     1 \u{1B}[38;2;255;255;255;48;2;68;1;84m·H \u{1B}[0m


     4                             \u{1B}[38;2;255;255;255;48;2;48;108;142m░Fe\u{1B}[0m

     6                             \u{1B}[38;2;0;0;0;48;2;253;231;37m█Os\u{1B}[0m                                 \u{1B}[38;2;0;0;0;48;2;168;168;168m?At\u{1B}[0m

       Density (g/cm³), linear scale: lowest H 8.2e-5, highest Os 22.59
       \u{1B}[38;2;255;255;255;48;2;72;36;116m \u{1B}[0m· 8.2e-5–4.52         \u{1B}[38;2;255;255;255;48;2;53;95;141m \u{1B}[0m░ 4.52–9.03           \u{1B}[38;2;255;255;255;48;2;35;144;140m \u{1B}[0m▒ 9.03–13.6
       \u{1B}[38;2;0;0;0;48;2;70;190;111m \u{1B}[0m▓ 13.6–18.1           \u{1B}[38;2;0;0;0;48;2;187;223;43m \u{1B}[0m█ 18.1–22.6           \u{1B}[38;2;0;0;0;48;2;168;168;168m?\u{1B}[0m no value (grey): 1

    """,
    "c80p": """
    \u{1B}[2m    1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17\u{1B}[0m
     1 \u{1B}[38;5;231;48;5;53m·H \u{1B}[0m


     4                             \u{1B}[38;5;231;48;5;60m░Fe\u{1B}[0m

     6                             \u{1B}[38;5;16;48;5;220m█Os\u{1B}[0m                                 \u{1B}[38;5;16;48;5;248m?At\u{1B}[0m

       Density (g/cm³), linear scale: lowest H 8.2e-5, highest Os 22.59
       \u{1B}[38;5;231;48;5;54m \u{1B}[0m· 8.2e-5–4.52         \u{1B}[38;5;231;48;5;60m \u{1B}[0m░ 4.52–9.03           \u{1B}[38;5;231;48;5;30m \u{1B}[0m▒ 9.03–13.6
       \u{1B}[38;5;16;48;5;71m \u{1B}[0m▓ 13.6–18.1           \u{1B}[38;5;16;48;5;148m \u{1B}[0m█ 18.1–22.6           \u{1B}[38;5;16;48;5;248m?\u{1B}[0m no value (grey): 1

    """,
    "c80s": """
    \u{1B}[2m    1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17\u{1B}[0m
     1 \u{1B}[97;45m·H \u{1B}[0m


     4                             \u{1B}[97;44m░Fe\u{1B}[0m

     6                             \u{1B}[30;103m█Os\u{1B}[0m                                 \u{1B}[30;47m?At\u{1B}[0m

       Density (g/cm³), linear scale: lowest H 8.2e-5, highest Os 22.59
       \u{1B}[97;45m \u{1B}[0m· 8.2e-5–4.52         \u{1B}[97;44m \u{1B}[0m░ 4.52–9.03           \u{1B}[30;46m \u{1B}[0m▒ 9.03–13.6
       \u{1B}[30;42m \u{1B}[0m▓ 13.6–18.1           \u{1B}[30;103m \u{1B}[0m█ 18.1–22.6           \u{1B}[30;47m?\u{1B}[0m no value (grey): 1

    """,
    "c160t": """
    \u{1B}[2m    1     2     3     4     5     6     7     8     9     10    11    12    13    14    15    16    17\u{1B}[0m
     1 \u{1B}[38;2;255;255;255;48;2;68;1;84m·H   \u{1B}[0m
       \u{1B}[38;2;255;255;255;48;2;68;1;84m8e-5 \u{1B}[0m


     4                                          \u{1B}[1m[\u{1B}[0m\u{1B}[1;7;38;2;255;255;255;48;2;48;108;142m░Fe  \u{1B}[0m\u{1B}[1m]\u{1B}[0m
                                                \u{1B}[1m[\u{1B}[0m\u{1B}[1;7;38;2;255;255;255;48;2;48;108;142m7.87 \u{1B}[0m\u{1B}[1m]\u{1B}[0m

     6                                           \u{1B}[38;2;0;0;0;48;2;253;231;37m█Os  \u{1B}[0m                                                 \u{1B}[38;2;0;0;0;48;2;168;168;168m?At  \u{1B}[0m
                                                 \u{1B}[38;2;0;0;0;48;2;253;231;37m22.6 \u{1B}[0m                                                 \u{1B}[38;2;0;0;0;48;2;168;168;168m—    \u{1B}[0m

       Density (g/cm³), linear scale: lowest H 8.2e-5, highest Os 22.59
       \u{1B}[38;2;255;255;255;48;2;72;36;116m \u{1B}[0m· 8.2e-5–4.52         \u{1B}[38;2;255;255;255;48;2;53;95;141m \u{1B}[0m░ 4.52–9.03           \u{1B}[38;2;255;255;255;48;2;35;144;140m \u{1B}[0m▒ 9.03–13.6           \u{1B}[38;2;0;0;0;48;2;70;190;111m \u{1B}[0m▓ 13.6–18.1
       \u{1B}[38;2;0;0;0;48;2;187;223;43m \u{1B}[0m█ 18.1–22.6           \u{1B}[38;2;0;0;0;48;2;168;168;168m?\u{1B}[0m no value (grey): 1

    """,
  ]
}
