import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// Marking elements to compare (`m`, `v`, `x`) and sorting the lists by a property (`s`, `r`):
/// reducer and view, without a terminal.
@Suite struct CompareSortBrowserTests {
  let model = BrowserModel(table: .standard)
  let size = ScreenSize(rows: 24, columns: 80)
  let plain = TerminalStyle(color: false, unicode: true, width: 80)

  /// The Number tab with the selection on an element.
  func numberTab(at number: Int) -> [Key] {
    [.character("2"), .home] + Array(repeating: .down, count: number - 1)
  }

  func state(after keys: [Key], from start: BrowserState? = nil) -> BrowserState {
    var state = start ?? BrowserState(model: model, size: size)
    for key in keys { _ = state.press(key, in: model) }
    return state
  }

  /// The screen as a user reads it: trailing spaces removed, one line a row.
  func screen(_ state: BrowserState, style: TerminalStyle? = nil) -> String {
    BrowserView.lines(state, model: model, style: style ?? plain).map { line in
      var line = Substring(line.plain)
      while line.last == " " { line.removeLast() }
      return String(line)
    }.joined(separator: "\n")
  }

  /// Fe, Co and Ni marked on the Number tab, Ni selected.
  var ironCobaltNickel: [Key] {
    numberTab(at: 26) + [.character("m"), .down, .character("m"), .down, .character("m")]
  }

  @Test func marksUpToFourAndRefusesAFifth() {
    let keys =
      numberTab(at: 1) + [
        .character("m"), .down, .character("m"), .down, .character("m"), .down, .character("m"),
        .down,
        .character("m"),
      ]
    let refused = state(after: keys)
    #expect(refused.marked == [1, 2, 3, 4])
    #expect(refused.status == .markLimit(elementNumber: 5, limit: 4))
    #expect(
      refused.statusText(in: model)
        == "Not marked Boron (B): 4 are marked, the most compared; m on one unmarks it")
    // Unmarking one makes room again.
    let swapped = state(after: [.up, .up, .character("m"), .end, .character("m")], from: refused)
    #expect(swapped.marked == [1, 2, 4, 118])
  }

  @Test func markTwiceUnmarksAndXClearsAll() {
    let once = state(after: numberTab(at: 26) + [.character("m")])
    #expect(once.marked == [26])
    #expect(once.statusText(in: model) == "Marked Iron (Fe) to compare; 1 marked")
    let twice = state(after: [.character("m")], from: once)
    #expect(twice.marked == [])
    #expect(twice.status == .unmarked(elementNumber: 26, count: 0))
    let cleared = state(after: ironCobaltNickel + [.character("x")])
    #expect(cleared.marked == [])
    #expect(cleared.statusText(in: model) == "Unmarked all 3")
    #expect(
      state(after: [.character("x")]).statusText(in: model)
        == "No elements are marked; m marks one")
  }

  /// `m` works on the table's cursor, an open tile and a favorite too; marks survive tab
  /// switches.
  @Test func marksFromTheTableATileAndFavorites() {
    var start = BrowserState(model: model, size: size)
    var list = FavoritesList()
    list.add(Favorite(model.table.element(number: 79)!))
    start.favoritesLoaded(.success(list))
    let marked = state(
      after: [
        .character("5"), .home, .right, .character("m"), .enter, .character("n"),
        .character("m"), .escape, .character("6"), .character("m"), .character("1"),
      ],
      from: start)
    #expect(marked.marked == [2, 3, 79])
    #expect(marked.tab == .name)
  }

  @Test func openingNeedsTwoMarks() {
    let none = state(after: [.character("v")])
    #expect(none.compare == nil)
    #expect(
      none.statusText(in: model)
        == "Mark two to four elements with m, then press v to compare them")
    let one = state(after: numberTab(at: 26) + [.character("m"), .character("v")])
    #expect(one.compare == nil)
    #expect(one.status == .compareNeedsTwo(marked: 1))
    let open = state(after: ironCobaltNickel + [.character("v")])
    #expect(open.mode == .compare)
    // It scrolls, to its end and back, and Esc, Backspace or q goes back where it was.
    let end = state(after: [.end], from: open)
    #expect(end.compare?.scroll == end.maxCompareScroll(in: model))
    #expect(end.maxCompareScroll(in: model) > 0)
    #expect(state(after: [.up], from: end).compare?.scroll == end.maxCompareScroll(in: model) - 1)
    #expect(state(after: [.pageDown, .home], from: open).compare?.scroll == 0)
    for key in [Key.escape, .backspace, .character("q")] {
      let closed = state(after: [key], from: open)
      #expect(closed.mode == .lists && !closed.isFinished)
      #expect(closed.marked == [26, 27, 28])
    }
  }

  /// `s` cycles off, then each numeric property, then off; `r` turns it round; the selected
  /// element stays selected throughout.
  @Test func sortCycleAndReverseKeepTheSelection() {
    let iron = numberTab(at: 26)
    let weight = state(after: iron + [.character("s")])
    #expect(weight.sort(of: .number) == ListSort(field: .atomicWeight))
    #expect(weight.selectedElement(in: model)?.symbol == "Fe")
    let density = state(after: iron + Array(repeating: .character("s"), count: 9))
    #expect(density.sort(of: .number) == ListSort(field: .density))
    #expect(density.selectedElement(in: model)?.symbol == "Fe")
    #expect(density.sort(of: .name) == nil, "each tab keeps its own order")
    let reversed = state(after: [.character("r")], from: density)
    #expect(reversed.sort(of: .number) == ListSort(field: .density, reverse: true))
    #expect(reversed.selectedElement(in: model)?.symbol == "Fe")
    #expect(reversed.statusText(in: model) == "Sorted by density (g/cm³), highest first")
    // The densest first, unknown values last.
    let top = state(after: [.home], from: reversed)
    #expect(top.selectedElement(in: model)?.symbol == "Os")
    #expect(state(after: [.end], from: reversed).selectedElement(in: model)?.symbol == "Og")
    // Round the whole cycle, back to the tab's own order.
    var off = weight
    var presses = 0
    while off.sort(of: .number) != nil, presses <= ListSort.cycle.count {
      off = state(after: [.character("s")], from: off)
      presses += 1
    }
    #expect(presses == ListSort.cycle.count, "every numeric property but the number has values")
    #expect(off.sort(of: .number) == nil)
    #expect(off.selectedElement(in: model)?.symbol == "Fe")
    #expect(off.statusText(in: model) == "In number order again")
    #expect(
      state(after: [.character("r")]).statusText(in: model)
        == "Press s to sort the list by a property first")
  }

  /// A sorted Name tab has no letter sections: no index, and letters do not jump.
  @Test func aSortedNameListHidesItsIndex() {
    let sorted = state(after: [.character("s"), .home])
    let lines = screen(sorted).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "Atomic weight, lowest first")
    // The weight, which every row shows, is not shown twice.
    #expect(lines[3] == "▸ ○ Hydrogen       H(1)     1.008")
    #expect(lines[4] == "  ○ Helium         He(2)    4.002602")
    #expect(state(after: [.character("I")], from: sorted).selectedElement(in: model)?.symbol == "H")
  }

  @Test func markedListScreen() {
    #expect(
      screen(state(after: ironCobaltNickel)) == """
         1 [2 Number] 3  4  5  6  7                                      ? help  q quit
        ────────────────────────────────────────────────────────────────────────────────
          ○ Oxygen         O(8)     15.999
          ○ Fluorine       F(9)     18.998403162
          ○ Neon           Ne(10)   20.1797
          ● Sodium         Na(11)   22.98976928
          ● Magnesium      Mg(12)   24.305
          ● Aluminium      Al(13)   26.9815384
          ● Silicon        Si(14)   28.085
          ● Phosphorus     P(15)    30.973761998
          ● Sulfur         S(16)    32.06
          ○ Chlorine       Cl(17)   35.45
          ○ Argon          Ar(18)   39.95
          ● Potassium      K(19)    39.0983
          ● Calcium        Ca(20)   40.078
          ● Scandium       Sc(21)   44.955907
          ● Titanium       Ti(22)   47.867
          ● Vanadium       V(23)    50.9415
          ● Chromium       Cr(24)   51.9961
          ● Manganese      Mn(25)   54.938043
          ● Iron           Fe(26)   55.845         [1]
          ● Cobalt         Co(27)   58.933194      [2]
        ▸ ● Nickel         Ni(28)   58.6934        [3]
         Marked Nickel (Ni) to compare; 3 marked, v to compare
        """)
  }

  @Test func compareScreen() {
    #expect(
      screen(state(after: ironCobaltNickel + [.character("v")])) == """
         1 [2 Number] 3  4  5  6  7                                      ? help  q quit
        ────────────────────────────────────────────────────────────────────────────────
                                    Fe Iron           Co Cobalt         Ni Nickel

        Overview
        Name                        Iron              Cobalt            Nickel
        Atomic number                             26                27                28
        Symbol                      Fe                Co                Ni
        State                       Solid             Solid             Solid
        Atomic weight                       55.845 ▼       58.933194 ▲         58.6934
        Category                    Transition metal  Transition metal  Transition metal
        Group                                      8                 9                10
        Period                                     4                 4                 4
        Block                       d                 d                 d
        CAS number                  7439-89-6         7440-48-4         7440-02-0
        CPK colour                  #e06633           #f090a0           #50d050

        Atom
        Electron configuration      [Ar] 3d⁶ 4s²      [Ar] 3d⁷ 4s²      [Ar] 3d⁸ 4s²
        Electron shells             2, 8, 14, 2       2, 8, 15, 2       2, 8, 16, 2
        (electrons)
        Valence electrons                        8 ▼               9                10 ▲
        (electrons)
         ↓ 71 more  3 side by side  Esc close
        """)
  }

  @Test func sortedListScreen() {
    #expect(
      screen(
        state(after: ironCobaltNickel + Array(repeating: .character("s"), count: 9)))
          == """
           1 [2 Number] 3  4  5  6  7                                      ? help  q quit
          ────────────────────────────────────────────────────────────────────────────────
          Density (g/cm³), lowest first
            ● Cerium         Ce(58)       6.77 g/cm³  140.116
            ● Praseodymium   Pr(59)      6.773 g/cm³  140.90766
            ● Ytterbium      Yb(70)        6.9 g/cm³  173.045
            ● Neodymium      Nd(60)       7.01 g/cm³  144.242
            ● Zinc           Zn(30)      7.134 g/cm³  65.38
            ● Chromium       Cr(24)       7.15 g/cm³  51.9961
            ◇ Promethium     Pm(61)       7.26 g/cm³  [145]
            ● Tin            Sn(50)      7.287 g/cm³  118.710
            ● Manganese      Mn(25)        7.3 g/cm³  54.938043
            ● Indium         In(49)       7.31 g/cm³  114.818
            ● Samarium       Sm(62)       7.52 g/cm³  150.36
            ● Iron           Fe(26)       7.87 g/cm³  55.845         [1]
            ● Gadolinium     Gd(64)        7.9 g/cm³  157.249
            ● Terbium        Tb(65)       8.23 g/cm³  158.925354
            ● Dysprosium     Dy(66)       8.55 g/cm³  162.500
            ● Niobium        Nb(41)       8.57 g/cm³  92.90637
            ● Cadmium        Cd(48)       8.69 g/cm³  112.414
            ● Holmium        Ho(67)        8.8 g/cm³  164.930329
            ● Cobalt         Co(27)       8.86 g/cm³  58.933194      [2]
          ▸ ● Nickel         Ni(28)        8.9 g/cm³  58.6934        [3]
           Sorted by density (g/cm³), lowest first
          """)
  }

  /// In ASCII, the marks and the comparison's extremes still read.
  @Test func marksInASCII() {
    let ascii = TerminalStyle(color: false, unicode: false, width: 80)
    let marked = screen(state(after: ironCobaltNickel), style: ascii)
    #expect(marked.contains("> # Nickel         Ni(28)   58.6934        [3]"))
    let table = screen(state(after: ironCobaltNickel + [.character("5")]), style: ascii)
    #expect(table.contains(" 4 !K  :Ca #Sc #Ti #V  #Cr #Mn 1Fe 2Co[3Ni]#Cu =Zn =Ga"))
  }

  /// The marks stay in the table's cells in the temperature and year modes, the count before
  /// their hints; the formula prompt, where `m` is typed, does not count them.
  @Test func marksShowInTheTableModes() {
    let temperature = screen(state(after: ironCobaltNickel + [.character("5"), .character("t")]))
      .split(separator: "\n")
    #expect(
      temperature.contains(
        " 4 ●K  ●Ca ●Sc ●Ti ●V  ●Cr ●Mn 1Fe 2Co[3Ni]●Cu ●Zn ●Ga ●Ge ●As ●Se ◒Br ○Kr"))
    #expect(
      temperature.last == " 3 marked  +/- 10 K  >/< 100 K  t/c leave  ↑↓←→ move  ⏎ open  ? help")
    let year = screen(state(after: ironCobaltNickel + [.character("5"), .character("y")]))
      .split(separator: "\n")
    #expect(year.contains(" 4 ▲K  △Ca     ■Ti ■V  ■Cr ■Mn 1Fe 2Co[3Ni]■Cu □Zn         ◆As ◇Se ●Br"))
    #expect(
      year.last == " 3 marked  +/- 1 year  >/< 10 years  y/c leave  ↑↓←→ move  ⏎ open  ? help")
    let formula = screen(state(after: ironCobaltNickel + [.character("w")]))
    #expect(formula.split(separator: "\n").last == " Formula: ▏   ↑↓ scroll  Esc close")
  }
}
