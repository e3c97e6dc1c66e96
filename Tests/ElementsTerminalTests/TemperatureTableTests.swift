import ElementsCore
import ElementsData
import ElementsTerminal
import Testing

/// `elements table --at <temperature>` and `--year <year>`, compared whole.
@Suite struct TemperatureTableTests {
  let table = PeriodicTable.standard

  /// At 3000 K: tungsten, osmium, rhenium and tantalum still solid, most metals liquid, much
  /// already gas; elements without the points it needs are "?".
  @Test func statesAt3000K() throws {
    let text = TableRenderer.text(
      table, coloring: .stateAt(try Temperature(parsing: "3000K")), highlighted: [],
      style: .plain)
    #expect(text == at3000)
  }

  /// At 25 °C in ASCII: bromine and mercury liquid, gallium and caesium still solid.
  @Test func statesAtRoomTemperatureInASCII() throws {
    let text = TableRenderer.text(
      table, coloring: .stateAt(try Temperature(parsing: "25C")), highlighted: [],
      style: TerminalStyle(color: false, unicode: false, width: 80))
    #expect(text == atRoom)
  }

  /// The table Mendeleev could have drawn: the elements known in 1869, with a count.
  @Test func knownIn1869() {
    let text = TableRenderer.text(
      table, knownIn: 1869, coloring: .category, highlighted: [], style: .plain)
    #expect(text == in1869)
  }

  /// A heatmap of the elements known in a year, on their own scale.
  @Test func densityOfElementsKnownIn1869() throws {
    let known = try #require(table.known(in: 1869))
    let heatmap = try Heatmap(field: try #require(ElementField.named("density")), table: known)
    let text = TableRenderer.text(
      table, knownIn: 1869, coloring: .property(heatmap), highlighted: [], style: .plain)
    #expect(text == density1869)
  }

  /// Both at once: states at 1000 K of the elements known in 1700.
  @Test func statesIn1700() throws {
    let text = TableRenderer.text(
      table, knownIn: 1700, coloring: .stateAt(try Temperature(parsing: "1000 K")),
      highlighted: [], style: .plain)
    #expect(text == in1700)
  }

  @Test func noElementKnownYet() throws {
    let oganesson = try PeriodicTable(elements: [try #require(table.element(number: 118))])
    #expect(
      TableRenderer.text(
        oganesson, knownIn: 2001, coloring: .state, highlighted: [], style: .plain)
        == "no element was known in 2001\n")
  }

  private let at3000 = """
        1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17  18
     1 ○H                                                                  ○He
     2 ○Li ○Be                                         ◒B  ●C  ○N  ○O  ○F  ○Ne
     3 ○Na ○Mg                                         ○Al ◒Si ○P  ○S  ○Cl ○Ar
     4 ○K  ○Ca ◒Sc ◒Ti ◒V  ○Cr ○Mn ◒Fe ◒Co ◒Ni ○Cu ○Zn ○Ga ◒Ge ○As ○Se ○Br ○Kr
     5 ○Rb ○Sr ◒Y  ◒Zr ◒Nb ◒Mo ◒Tc ◒Ru ◒Rh ◒Pd ○Ag ○Cd ○In ○Sn ○Sb ○Te ○I  ○Xe
     6 ○Cs ○Ba  *  ◒Hf ●Ta ●W  ●Re ●Os ◒Ir ◒Pt ◒Au ○Hg ○Tl ○Pb ○Bi ○Po ?At ○Rn
     7 ?Fr ?Ra  ** ?Rf ?Db ?Sg ?Bh ?Hs ?Mt ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts ?Og

          * 57-71  ◒La ◒Ce ◒Pr ◒Nd ◒Pm ○Sm ○Eu ◒Gd ◒Tb ○Dy ○Ho ◒Er ○Tm ○Yb ◒Lu
        ** 89-103  ◒Ac ◒Th ?Pa ◒U  ◒Np ◒Pu ○Am ?Cm ?Bk ?Cf ?Es ?Fm ?Md ?No ?Lr

       ● solid at 3000 K               ◒ liquid at 3000 K
       ○ gas at 3000 K                 ? unknown at 3000 K (no data)

    """

  private let atRoom = """
        1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17  18
     1 oH                                                                  oHe
     2 #Li #Be                                         #B  #C  oN  oO  oF  oNe
     3 #Na #Mg                                         #Al #Si #P  #S  oCl oAr
     4 #K  #Ca #Sc #Ti #V  #Cr #Mn #Fe #Co #Ni #Cu #Zn #Ga #Ge #As #Se ~Br oKr
     5 #Rb #Sr #Y  #Zr #Nb #Mo #Tc #Ru #Rh #Pd #Ag #Cd #In #Sn #Sb #Te #I  oXe
     6 #Cs #Ba  @  #Hf #Ta #W  #Re #Os #Ir #Pt #Au ~Hg #Tl #Pb #Bi #Po ?At oRn
     7 ?Fr #Ra  @@ ?Rf ?Db ?Sg ?Bh ?Hs ?Mt ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts ?Og

          @ 57-71  #La #Ce #Pr #Nd #Pm #Sm #Eu #Gd #Tb #Dy #Ho #Er #Tm #Yb #Lu
        @@ 89-103  #Ac #Th #Pa #U  #Np #Pu #Am #Cm #Bk #Cf #Es ?Fm ?Md ?No ?Lr

       # solid at 298.15 K               ~ liquid at 298.15 K
       o gas at 298.15 K                 ? unknown at 298.15 K (no data)

    """

  private let in1869 = """
        1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17
     1 ◇H
     2 ▲Li △Be                                         ◆B  ◇C  ◇N  ◇O
     3 ▲Na △Mg                                         □Al ◆Si ◇P  ◇S  ●Cl
     4 ▲K  △Ca     ■Ti ■V  ■Cr ■Mn ■Fe ■Co ■Ni ■Cu □Zn         ◆As ◇Se ●Br
     5 ▲Rb △Sr ■Y  ■Zr ■Nb ■Mo     ■Ru ■Rh ■Pd ■Ag □Cd □In □Sn ◆Sb ◆Te ●I
     6 ▲Cs △Ba  *      ■Ta ■W      ■Os ■Ir ■Pt ■Au □Hg □Tl □Pb □Bi


          * 57-68  ▼La ▼Ce                         ▼Tb         ▼Er
             ** 90-92  ▽Th     ▽U

       ▲ alkali metal            △ alkaline earth metal
       ■ transition metal        □ post-transition metal
       ◆ metalloid               ◇ nonmetal
       ● halogen                 ▼ lanthanide
       ▽ actinide
       Known in 1869: 62 of 118 elements; the 56 found later are blank.

    """

  private let density1869 = """
        1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17
     1 ·H
     2 ·Li ·Be                                         ·B  ·C  ·N  ·O
     3 ·Na ·Mg                                         ·Al ·Si ·P  ·S  ·Cl
     4 ·K  ·Ca     ·Ti ░V  ░Cr ░Mn ░Fe ░Co ░Ni ░Cu ░Zn         ░As ░Se ·Br
     5 ·Rb ·Sr ·Y  ░Zr ░Nb ▒Mo     ▒Ru ▒Rh ▒Pd ▒Ag ░Cd ░In ░Sn ░Sb ░Te ░I
     6 ·Cs ·Ba  *      ▓Ta █W      █Os █Ir █Pt █Au ▒Hg ▒Tl ▒Pb ▒Bi


          * 57-68  ░La ░Ce                         ░Tb         ▒Er
             ** 90-92  ▒Th     █U

       Density (g/cm³), linear scale: lowest H 8.2e-5, highest Os 22.59
        · 8.2e-5–4.52    ░ 4.52–9.03      ▒ 9.03–13.6      ▓ 13.6–18.1
        █ 18.1–22.6
       Known in 1869: 62 of 118 elements; the 56 found later are blank.

    """

  private let in1700 = """
        1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16

     2                                                     ●C
     3                                                         ○P  ○S
     4                             ●Fe         ●Cu ◒Zn         ○As
     5                                         ●Ag         ◒Sn ◒Sb
     6                                         ●Au ○Hg     ◒Pb ◒Bi

       ● solid at 1000 K    ◒ liquid at 1000 K   ○ gas at 1000 K
       Known in 1700: 14 of 118 elements; the 104 found later are blank.

    """
}
