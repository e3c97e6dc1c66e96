import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The Table tab's temperature mode (`t`) and year mode (`y`): keys in, state out.
@Suite struct TableModeReducerTests {
  let model = BrowserModel(table: .standard, currentYear: 2025)
  let size = ScreenSize(rows: 24, columns: 80)

  /// The Table tab after these keys.
  func table(after keys: [Character]) -> BrowserState {
    var state = BrowserState(model: model, size: size)
    _ = state.press(.character("5"), in: model)
    for key in keys { _ = state.press(.character(key), in: model) }
    return state
  }

  /// `t` starts at room temperature, 298 K; `+`/`-` step 10 K, `>`/`<` 100 K; `t` again leaves.
  @Test func temperatureSteps() {
    #expect(table(after: ["t"]).tableMode == .temperature(kelvin: 298))
    #expect(table(after: ["t", "+"]).tableMode == .temperature(kelvin: 308))
    #expect(table(after: ["t", "-", "-"]).tableMode == .temperature(kelvin: 278))
    #expect(table(after: ["t", ">", "+", "<", "<"]).tableMode == .temperature(kelvin: 208))
    #expect(table(after: ["t", "t"]).tableMode == nil)
    #expect(
      table(after: ["t", ">"]).tableColoring == .stateAt(Temperature(kelvin: 398)),
      "the cells are coloured by the state at the temperature")
  }

  /// The temperature stays within 0 K to 6000 K, and a step past an end says so.
  @Test func temperatureIsClamped() {
    let cold = table(after: ["t", "<", "<", "<"])
    #expect(cold.tableMode == .temperature(kelvin: 0))
    #expect(cold.statusText(in: model) == "0 K is absolute zero, the lowest temperature")
    #expect(table(after: ["t", "<", "<", "-"]).tableMode == .temperature(kelvin: 88))
    let hot = table(after: ["t"] + Array(repeating: ">", count: 60) + ["+"])
    #expect(hot.tableMode == .temperature(kelvin: 6000))
    #expect(
      hot.statusText(in: model)
        == "6000 K is the highest temperature here, above every boiling point in the data")
    #expect(table(after: ["t", ">"]).status == nil, "a step within the range says nothing")
  }

  /// `y` starts in 1869; `+`/`-` step a year, `>`/`<` ten; clamped between the earliest
  /// discovery year in the data (phosphorus, 1669) and the current year.
  @Test func yearSteps() {
    #expect(table(after: ["y"]).tableMode == .year(1869))
    #expect(table(after: ["y", "+"]).tableMode == .year(1870))
    #expect(table(after: ["y", ">", ">", "-"]).tableMode == .year(1888))
    #expect(table(after: ["y", "<", "+"]).tableMode == .year(1860))
    #expect(table(after: ["y", "y"]).tableMode == nil)
    let first = table(after: ["y"] + Array(repeating: "<", count: 21))
    #expect(first.tableMode == .year(1669))
    #expect(
      first.statusText(in: model) == "1669 is the first year: the earliest discovery in the data")
    let last = table(after: ["y"] + Array(repeating: ">", count: 20))
    #expect(last.tableMode == .year(2025))
    #expect(last.statusText(in: model) == "2025 is the last year: the year now")
    #expect(model.years == 1669...2025)
  }

  /// One mode at a time: `t` in the year mode goes to the temperature mode, and back.
  @Test func oneModeAtATime() {
    #expect(table(after: ["y", "+", "t"]).tableMode == .temperature(kelvin: 298))
    #expect(table(after: ["t", "+", "y"]).tableMode == .year(1869))
  }

  /// `c` leaves either mode, back to the colours before it; the next `c` cycles on.
  @Test func cLeavesTheModes() {
    for mode: Character in ["t", "y"] {
      let left = table(after: ["c", mode, "+", "c"])
      #expect(left.tableMode == nil)
      #expect(left.coloring == .state)
      #expect(left.statusText(in: model) == "Colours show the state")
      #expect(table(after: ["c", mode, "c", "c"]).coloring == .block)
    }
  }

  /// The step keys without a mode say how to start one; in other tabs `t` and `y` jump.
  @Test func stepsWithoutAModeExplainThemselves() {
    let state = table(after: ["+"])
    #expect(state.tableMode == nil)
    #expect(
      state.statusText(in: model)
        == "Press t (temperature) or y (year) first, then +/- and >/< step")
    var list = BrowserState(model: model, size: size)
    _ = list.press(.character("t"), in: model)
    #expect(list.tableMode == nil)
    #expect(KeyMap.binding(for: .character("t"), in: .lists)?.action == .jumpToLetter)
  }

  /// Data whose elements have no discovery years has no year mode; `y` says why.
  @Test func yearModeNeedsDiscoveryYears() throws {
    let elements = PeriodicTable.standard.elementsByNumber.map { element -> AtomicElement in
      var copy = element
      if case .year? = copy.discovery { copy.discovery = nil }
      return copy
    }
    let table = try PeriodicTable(elements: elements, source: "no years")
    let model = BrowserModel(table: table)
    #expect(model.years == nil)
    var state = BrowserState(model: model, size: size)
    _ = state.press(.character("5"), in: model)
    _ = state.press(.character("y"), in: model)
    #expect(state.tableMode == nil)
    #expect(state.statusText(in: model) == "No element in the data has a discovery year")
  }
}

/// The Table tab's screens in a heatmap and in the modes, at 80x24 without colour.
@Suite struct TableModeViewTests {
  let model = BrowserModel(table: .standard, currentYear: 2025)

  /// The screen's lines joined, trailing spaces removed, as a `"""` literal holds them.
  func screen(_ state: BrowserState) -> String {
    BrowserView.lines(state, model: model, style: .plain).map { line in
      var line = Substring(line.plain)
      while line.last == " " { line.removeLast() }
      return String(line)
    }.joined(separator: "\n")
  }

  /// The Table tab with the cursor on an element, after these keys.
  func table(on number: Int, coloring: TableColoring = .category, after keys: [Character] = [])
    -> BrowserState
  {
    var state = BrowserState(model: model, size: ScreenSize(rows: 24, columns: 80))
    _ = state.press(.character("5"), in: model)
    state.coloring = coloring
    for key in keys { _ = state.press(.character(key), in: model) }
    state.cursor = model.table.element(number: number)!.position
    return state
  }

  func density() throws -> TableColoring {
    .property(try Heatmap(field: ElementField.named("density")!, table: model.table))
  }

  /// A heatmap's summary gives the element's value with its unit, to six digits, and the
  /// legend names the property and its scale.
  @Test func heatmapSummaryGivesTheValue() throws {
    #expect(
      screen(table(on: 26, coloring: try density())) == """
         1  2  3  4 [5 Table] 6  7                                       ? help  q quit
        ────────────────────────────────────────────────────────────────────────────────
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

         26 Fe  Iron  Density: 7.87 g/cm³  55.845  Solid  Transition metal
         Group 8, period 4  [Ar] 3d⁶ 4s²   ⏎ for the tile



         ↑↓←→ move  ⏎ open  * favorite  m mark  c colours  p property  / search  ? help
        """)
  }

  /// Neighbours with close values are told apart: osmium's and iridium's densities, which
  /// three digits would both give as 22.6; a heatmap of the atomic weight gives the weight once.
  @Test func heatmapSummaryTellsNeighboursApart() throws {
    let osmium = screen(table(on: 76, coloring: try density())).split(separator: "\n")
    let iridium = screen(table(on: 77, coloring: try density())).split(separator: "\n")
    #expect(osmium.contains { $0.hasPrefix(" 76 Os  Osmium  Density: 22.5872 g/cm³  190.23") })
    #expect(iridium.contains { $0.hasPrefix(" 77 Ir  Iridium  Density: 22.5622 g/cm³  192.217") })
    let weight = TableColoring.property(
      try Heatmap(field: ElementField.named("atomicWeight")!, table: model.table))
    let lines = screen(table(on: 77, coloring: weight)).split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix(" 77 Ir  Iridium  Atomic weight: 192.217  Solid") })
  }

  /// An element without a value is "unknown", never 0.
  @Test func heatmapSummarySaysUnknown() throws {
    let lines = screen(table(on: 85, coloring: try density())).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[18] == " 85 At  Astatine  Density: unknown  [210]  Solid  Halogen")
  }

  /// By discovery year, iron's summary names its discovery "Ancient", not unknown.
  @Test func heatmapSummarySaysAncient() throws {
    let year = TableColoring.property(
      try Heatmap(field: try #require(ElementField.named("discoveryYear")), table: model.table))
    let lines = screen(table(on: 26, coloring: year)).split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix(" 26 Fe  Iron  Discovery year: Ancient  55.845") })
  }

  /// The temperature mode: cells by the state at 608 K, the legend with the temperature in K
  /// and °C and the state key, the summary with the element's state then, the mode's hints.
  @Test func temperatureMode() {
    #expect(
      screen(table(on: 35, after: ["t", ">", ">", ">", "+"])) == """
         1  2  3  4 [5 Table] 6  7                                       ? help  q quit
        ────────────────────────────────────────────────────────────────────────────────
            1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17  18
         1 ○H                                                                  ○He
         2 ◒Li ●Be                                         ●B  ●C  ○N  ○O  ○F  ○Ne
         3 ◒Na ●Mg                                         ●Al ●Si ○P  ◒S  ○Cl ○Ar
         4 ◒K  ●Ca ●Sc ●Ti ●V  ●Cr ●Mn ●Fe ●Co ●Ni ●Cu ●Zn ◒Ga ●Ge ●As ◒Se[○Br]○Kr
         5 ◒Rb ●Sr ●Y  ●Zr ●Nb ●Mo ●Tc ●Ru ●Rh ●Pd ●Ag ◒Cd ◒In ◒Sn ●Sb ●Te ○I  ○Xe
         6 ◒Cs ●Ba  *  ●Hf ●Ta ●W  ●Re ●Os ●Ir ●Pt ●Au ◒Hg ◒Tl ◒Pb ◒Bi ◒Po ?At ○Rn
         7 ?Fr ●Ra  ** ?Rf ?Db ?Sg ?Bh ?Hs ?Mt ?Ds ?Rg ?Cn ?Nh ?Fl ?Mc ?Lv ?Ts ?Og

              * 57-71  ●La ●Ce ●Pr ●Nd ●Pm ●Sm ●Eu ●Gd ●Tb ●Dy ●Ho ●Er ●Tm ●Yb ●Lu
            ** 89-103  ●Ac ●Th ●Pa ●U  ●Np ●Pu ●Am ●Cm ●Bk ●Cf ●Es ?Fm ?Md ?No ?Lr

           At 608 K (335 °C), 1 atm: the state of each element
           ● solid at 608 K               ◒ liquid at 608 K
           ○ gas at 608 K                 ? unknown at 608 K (no data)

         35 Br  Bromine  Gas at 608 K  79.904  Halogen
         Group 17, period 4  [Ar] 3d¹⁰ 4s² 4p⁵   ⏎ for the tile



         +/- 10 K  >/< 100 K  t/c leave  ↑↓←→ move  ⏎ open  ? help
        """)
  }

  /// The year mode: the elements found after 1869 blank in their places, the count known in
  /// the legend; the cursor on gallium (1875) says when it was found.
  @Test func yearMode() {
    #expect(
      screen(table(on: 31, after: ["y"])) == """
         1  2  3  4 [5 Table] 6  7                                       ? help  q quit
        ────────────────────────────────────────────────────────────────────────────────
            1   2   3   4   5   6   7   8   9   10  11  12  13  14  15  16  17  18
         1 ◇H
         2 ▲Li △Be                                         ◆B  ◇C  ◇N  ◇O
         3 ▲Na △Mg                                         □Al ◆Si ◇P  ◇S  ●Cl
         4 ▲K  △Ca     ■Ti ■V  ■Cr ■Mn ■Fe ■Co ■Ni ■Cu □Zn[   ]    ◆As ◇Se ●Br
         5 ▲Rb △Sr ■Y  ■Zr ■Nb ■Mo     ■Ru ■Rh ■Pd ■Ag □Cd □In □Sn ◆Sb ◆Te ●I
         6 ▲Cs △Ba  *      ■Ta ■W      ■Os ■Ir ■Pt ■Au □Hg □Tl □Pb □Bi
         7          **

              * 57-71  ▼La ▼Ce                         ▼Tb         ▼Er
            ** 89-103      ▽Th     ▽U

           Known in 1869: 62 of 118 elements; the 56 found later are blank.
           ▲ alkali metal            △ alkaline earth metal
           ■ transition metal        □ post-transition metal
           ◆ metalloid               ◇ nonmetal
           ● halogen                 ▼ lanthanide
           ▽ actinide

         31 Ga  Gallium  Discovered 1875, after 1869  69.723  Post-transition metal
         Group 13, period 4  [Ar] 3d¹⁰ 4s² 4p¹   ⏎ for the tile
         +/- 1 year  >/< 10 years  y/c leave  ↑↓←→ move  ⏎ open  ? help
        """)
  }

  /// On the smallest screen there is no room for a legend: the mode's line takes the place of
  /// the summary's second line.
  @Test func theModeLineStaysOnTheSmallestScreen() {
    var state = table(on: 31, after: ["y"])
    _ = state.update(.resized(.minimum), in: model)
    let lines = screen(state).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[14] == "   Known in 1869: 62 of 118 elements; the 56 found")
    _ = state.press(.character("t"), in: model)
    #expect(
      screen(state).split(separator: "\n", omittingEmptySubsequences: false)[13..<15] == [
        " 31 Ga  Gallium  Solid at 298 K  69.723  Post-tra…",
        "   At 298 K (25 °C), 1 atm: the state of each",
      ])
  }

  /// Every element known: the note says all, without "the 0 found later".
  @Test func yearModeWithEveryElementKnown() {
    let text = screen(table(on: 31, after: ["y"] + Array(repeating: ">", count: 20)))
    #expect(text.contains("   Known in 2025: all 118 elements.\n"))
  }
}

/// The heatmap's cells at the terminal's colour depth: 24-bit, the 256-colour cube, or five of
/// the 16 standard colours, for the command and the browser alike.
@Suite struct BrowserHeatmapColorTests {
  let table = PeriodicTable.standard

  @Test(arguments: [ColorDepth.trueColor, .palette256, .ansi16])
  func cellsUseTheTerminalsDepth(_ depth: ColorDepth) throws {
    let heatmap = try Heatmap(field: ElementField.named("density")!, table: table)
    for number in [1, 26, 76, 85] {
      let element = table.element(number: number)!
      let key = TableColoring.property(heatmap).key(for: element, unicode: true, depth: depth)
      let colors = [key.style.foreground, key.style.background].compactMap { $0 }
      #expect(colors.count == 2, "\(element.symbol) at \(depth)")
      for color in colors {
        switch (depth, color) {
        case (.trueColor, .rgb), (.palette256, .palette(16...)), (.ansi16, .palette(..<16)): break
        default: Issue.record("\(element.symbol) at \(depth): \(color)")
        }
      }
    }
  }

  /// The colours are written with the codes the terminal knows: 24-bit as 24-bit, the 16
  /// standard colours as the codes every terminal knows.
  @Test func cellStylesCarryEveryDepth() {
    #expect(
      TerminalEncoder.sgrParameters(Heatmap.style(atFraction: 0, depth: .trueColor))
        == "38;2;255;255;255;48;2;68;1;84")
    #expect(
      TerminalEncoder.sgrParameters(Heatmap.style(atFraction: 0.1, depth: .palette256))
        == "38;5;231;48;5;54")
    #expect(
      TerminalEncoder.sgrParameters(Heatmap.style(atFraction: 0.1, depth: .ansi16)) == "97;45")
    #expect(TerminalEncoder.sgrParameters(Heatmap.unknownStyle(.ansi16)) == "30;47")
  }
}
