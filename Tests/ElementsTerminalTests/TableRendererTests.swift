import ElementsCore
import ElementsTerminal
import Testing

/// The periodic table, compared whole against the expected text.
@Suite struct TableRendererTests {
  /// At 80 columns: symbols with category marks, highlighted cells bracketed, and a legend that
  /// names every mark.
  @Test func categoriesAt80ColumnsWithHighlights() {
    let text = TableRenderer.text(
      Fixtures.table, coloring: .category, highlighted: [26, 79], style: .plain)
    #expect(text == expected + "\n")
    for line in text.split(separator: "\n") {
      #expect(TextWidth.of(String(line)) <= 80)
      #expect(line.last != " ")
    }
  }

  private let expected =
    """
        1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17  18
     1 ◇H                                                                  ○He
     2 ▲Li △Be                                         ◆B  ◇C  ◇N  ◇O  ●F  ○Ne
     3 ▲Na △Mg                                         □Al ◆Si ◇P  ◇S  ●Cl ○Ar
     4 ▲K  △Ca ■Sc ■Ti ■V  ■Cr ■Mn[■Fe]■Co ■Ni ■Cu □Zn □Ga ◆Ge ◆As ◇Se ●Br ○Kr
     5 ▲Rb △Sr ■Y  ■Zr ■Nb ■Mo ■Tc ■Ru ■Rh ■Pd ■Ag □Cd □In □Sn ◆Sb ◆Te ●I  ○Xe
     6 ▲Cs △Ba  *  ■Hf ■Ta ■W  ■Re ■Os ■Ir ■Pt[■Au]□Hg □Tl □Pb □Bi □Po ●At ○Rn
     7 ▲Fr △Ra  ** ■Rf ■Db ■Sg ■Bh ■Hs ?Mt ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts ?Og

          * 57-71  ▼La ▼Ce ▼Pr ▼Nd ▼Pm ▼Sm ▼Eu ▼Gd ▼Tb ▼Dy ▼Ho ▼Er ▼Tm ▼Yb ▼Lu
        ** 89-103  ▽Ac ▽Th ▽Pa ▽U  ▽Np ▽Pu ▽Am ▽Cm ▽Bk ▽Cf ▽Es ▽Fm ▽Md ▽No ▽Lr

       ▲ alkali metal            △ alkaline earth metal
       ■ transition metal        □ post-transition metal
       ◆ metalloid               ◇ nonmetal
       ● halogen                 ○ noble gas
       ▼ lanthanide              ▽ actinide
       ? unknown
    """

  /// ASCII marks, and neighbouring highlights share one bar between them.
  @Test func asciiStatesWithNeighbouringHighlights() {
    let text = TableRenderer.text(
      Fixtures.table, coloring: .state, highlighted: [79, 80], style: Fixtures.ascii)
    #expect(text.utf8.allSatisfy { $0 < 0x80 })
    #expect(
      text.contains(" 6 #Cs #Ba  @  #Hf #Ta #W  #Re #Os #Ir #Pt[#Au|~Hg]#Tl #Pb #Bi #Po #At oRn\n"))
    #expect(text.hasSuffix("\n   # Solid        ~ Liquid       o Gas          + Artificial\n"))
  }

  /// From 93 columns, cells are two lines high and show atomic numbers.
  @Test func wideTablesShowAtomicNumbers() {
    let style = TerminalStyle(color: false, unicode: true, width: 100)
    let text = TableRenderer.text(
      Fixtures.table, coloring: .block, highlighted: [26], style: style)
    #expect(text == wide + "\n")
    for line in text.split(separator: "\n") { #expect(TextWidth.of(String(line)) <= 93) }
  }

  private let wide =
    """
          1    2    3    4    5    6    7    8    9   10   11   12   13   14   15   16   17   18

          1                                                                                    2
     1  ●H                                                                                   ●He
          3    4                                                      5    6    7    8    9   10
     2  ●Li  ●Be                                                    ■B   ■C   ■N   ■O   ■F   ■Ne
         11   12                                                     13   14   15   16   17   18
     3  ●Na  ●Mg                                                    ■Al  ■Si  ■P   ■S   ■Cl  ■Ar
         19   20   21   22   23   24   25 [ 26]  27   28   29   30   31   32   33   34   35   36
     4  ●K   ●Ca  ◆Sc  ◆Ti  ◆V   ◆Cr  ◆Mn [◆Fe] ◆Co  ◆Ni  ◆Cu  ◆Zn  ■Ga  ■Ge  ■As  ■Se  ■Br  ■Kr
         37   38   39   40   41   42   43   44   45   46   47   48   49   50   51   52   53   54
     5  ●Rb  ●Sr  ◆Y   ◆Zr  ◆Nb  ◆Mo  ◆Tc  ◆Ru  ◆Rh  ◆Pd  ◆Ag  ◆Cd  ■In  ■Sn  ■Sb  ■Te  ■I   ■Xe
         55   56        72   73   74   75   76   77   78   79   80   81   82   83   84   85   86
     6  ●Cs  ●Ba   *   ◆Hf  ◆Ta  ◆W   ◆Re  ◆Os  ◆Ir  ◆Pt  ◆Au  ◆Hg  ■Tl  ■Pb  ■Bi  ■Po  ■At  ■Rn
         87   88       104  105  106  107  108  109  110  111  112  113  114  115  116  117  118
     7  ●Fr  ●Ra   **  ◆Rf  ◆Db  ◆Sg  ◆Bh  ◆Hs  ◆Mt  ◆Ds  ◆Rg  ◆Cn  ■Nh  ■Fl  ■Mc  ■Lv  ■Ts  ■Og

                        57   58   59   60   61   62   63   64   65   66   67   68   69   70   71
             * 57-71   ▲La  ▲Ce  ▲Pr  ▲Nd  ▲Pm  ▲Sm  ▲Eu  ▲Gd  ▲Tb  ▲Dy  ▲Ho  ▲Er  ▲Tm  ▲Yb  ◆Lu
                        89   90   91   92   93   94   95   96   97   98   99  100  101  102  103
           ** 89-103   ▲Ac  ▲Th  ▲Pa  ▲U   ▲Np  ▲Pu  ▲Am  ▲Cm  ▲Bk  ▲Cf  ▲Es  ▲Fm  ▲Md  ▲No  ◆Lr

       ● s-block   ■ p-block   ◆ d-block   ▲ f-block
    """

  /// Narrower than the table, it is drawn in panels of fewer groups, one below the other, and
  /// says so: every element is there at any width from 27 columns.
  @Test func narrowTablesComeInPanels() {
    let style = TerminalStyle(color: false, unicode: true, width: 50)
    let text = TableRenderer.text(
      Fixtures.table, coloring: .category, highlighted: [26], style: style)
    #expect(text == panels + "\n")
    for width in [27, 30, 38, 39, 50, 74] {
      let style = TerminalStyle(color: false, unicode: false, width: width)
      let text = TableRenderer.text(
        Fixtures.table, coloring: .state, highlighted: [26], style: style)
      for line in text.split(separator: "\n") {
        #expect(TextWidth.of(String(line)) <= width, "\(width): \(line)")
      }
      for element in Fixtures.table.elementsByNumber {
        #expect(text.contains(element.symbol), "\(width): \(element.symbol)")
      }
    }
  }

  private let panels =
    """
        1   2   3   4   5   6   7   8   9
     1 ◇H
     2 ▲Li △Be
     3 ▲Na △Mg
     4 ▲K  △Ca ■Sc ■Ti ■V  ■Cr ■Mn[■Fe]■Co
     5 ▲Rb △Sr ■Y  ■Zr ■Nb ■Mo ■Tc ■Ru ■Rh
     6 ▲Cs △Ba  *  ■Hf ■Ta ■W  ■Re ■Os ■Ir
     7 ▲Fr △Ra  ** ■Rf ■Db ■Sg ■Bh ■Hs ?Mt

          * 57-71  ▼La ▼Ce ▼Pr ▼Nd ▼Pm ▼Sm
        ** 89-103  ▽Ac ▽Th ▽Pa ▽U  ▽Np ▽Pu

        10  11  12  13  14  15  16  17  18
     1                                 ○He
     2             ◆B  ◇C  ◇N  ◇O  ●F  ○Ne
     3             □Al ◆Si ◇P  ◇S  ●Cl ○Ar
     4 ■Ni ■Cu □Zn □Ga ◆Ge ◆As ◇Se ●Br ○Kr
     5 ■Pd ■Ag □Cd □In □Sn ◆Sb ◆Te ●I  ○Xe
     6 ■Pt ■Au □Hg □Tl □Pb □Bi □Po ●At ○Rn
     7 ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts ?Og

       ▼Eu ▼Gd ▼Tb ▼Dy ▼Ho ▼Er ▼Tm ▼Yb ▼Lu
       ▽Am ▽Cm ▽Bk ▽Cf ▽Es ▽Fm ▽Md ▽No ▽Lr

       The table is in 2 panels, groups 1-9, 10-18, to
       fit 50 columns; nothing is left out, and a
       wider terminal shows it whole.
       ▲ alkali metal
       △ alkaline earth metal
       ■ transition metal
       □ post-transition metal
       ◆ metalloid
       ◇ nonmetal
       ● halogen
       ○ noble gas
       ▼ lanthanide
       ▽ actinide
       ? unknown
    """

  /// Colour is painted on cells, highlights are reversed, and every span is reset.
  @Test func colorPaintsCells() {
    let text = TableRenderer.text(
      Fixtures.table, coloring: .category, highlighted: [26], style: Fixtures.colored)
    #expect(text.contains("\u{1B}[38;5;16;48;5;222m■Sc\u{1B}[0m"))
    #expect(
      text.contains(
        "\u{1B}[1m[\u{1B}[0m\u{1B}[1;7;38;5;16;48;5;222m■Fe\u{1B}[0m\u{1B}[1m]\u{1B}[0m"))
    for line in text.split(separator: "\n") { #expect(Fixtures.endsUncolored(line)) }
    let plain = TableRenderer.text(
      Fixtures.table, coloring: .category, highlighted: [26], style: .plain)
    #expect(stripSGR(text) == plain)
  }
}
