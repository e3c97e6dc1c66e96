import ElementsCore
import ElementsData
import Foundation
import Testing

@testable import ElementsTerminal

/// The browser's Nuclides tab: the cursor, the zoom, the colours, the decay chain.
@Suite struct NuclidesBrowserTests {
  let model = BrowserModel(table: .standard)

  func state(_ keys: [Key], size: ScreenSize = ScreenSize(rows: 24, columns: 80)) -> BrowserState {
    var state = BrowserState(model: model, size: size)
    for key in keys { _ = state.press(key, in: model) }
    return state
  }

  func screen(_ state: BrowserState) -> [String] {
    BrowserView.lines(state, model: model, style: .plain).map(\.plain)
  }

  /// The tab keeps the element selected in the others, at its most abundant natural isotope
  /// (Fe-56), or its longest-lived for one with none in nature (Ac-227, the list's first;
  /// No-259, its bracketed mass number); the
  /// arrows then move a neutron and a proton at a time, within the chart.
  @Test func arrowsMoveThroughTheChart() {
    let iron = state(
      [.character("2"), .home] + Array(repeating: .down, count: 25) + [.character("7")])
    #expect(iron.tab == .nuclides && iron.mode == .nuclides)
    #expect(iron.nuclides.z == 26 && iron.nuclides.n == 30, "Fe-56")
    let actinium = state([.character("7")])
    #expect(actinium.nuclides.z == 89 && actinium.nuclides.n == 138, "Ac-227")
    // Nobelium's longest-lived is its bracketed No-259, not No-261 of an estimated 3 h.
    let nobelium = state(
      [.character("2"), .home] + Array(repeating: .down, count: 101) + [.character("7")])
    #expect(nobelium.nuclides.z == 102 && nobelium.nuclides.n == 157, "No-259")
    let right = state([.character("7"), .character("9")] + [.right])
    #expect(right.nuclides.z == 89 && right.nuclides.n == 139, "from Ac-227 to Ac-228")
    let up = state([.character("7"), .up])
    #expect(up.nuclides.z == 90 && up.nuclides.n == 138, "Th-228")
    let down = state([.character("7"), .down, .down])
    #expect(down.nuclides.z == 87 && down.nuclides.n == 138, "Fr-225")
    let paged = state([.character("7"), .pageDown])
    #expect(paged.nuclides.z == 79)
    let top = state([.character("7")] + Array(repeating: .pageUp, count: 5))
    #expect(top.nuclides.z == 118, "no higher than oganesson")
    let home = state([.character("7"), .home])
    #expect(home.nuclides.n == 116, "Ac-205, the lightest actinium")
    let end = state([.character("7"), .end])
    #expect(end.nuclides.n == 148, "Ac-237")
  }

  @Test func zoomAndColours() {
    #expect(state([.character("7"), .character("+")]).nuclides.zoom == 1)
    #expect(state([.character("7"), .character("+"), .character("=")]).nuclides.zoom == 2)
    #expect(
      state([.character("7")] + Array(repeating: .character("+"), count: 5)).nuclides.zoom == 2)
    #expect(
      state([.character("7"), .character("+"), .character("-"), .character("-")]).nuclides.zoom == 0
    )
    #expect(state([.character("7"), .character("c")]).nuclides.coloring == .mode)
    #expect(
      state([.character("7"), .character("c"), .character("c")]).nuclides.coloring == .halfLife)
  }

  /// The summary line names the nuclide with its half-life, modes and abundance.
  @Test func summaryLine() {
    let toUranium: [Key] = [.character("7"), .up, .up, .up]
    let lines = screen(state(toUranium + Array(repeating: .right, count: 6)))
    #expect(lines[2] == " U-236  Z 92  N 144  23.42 My  α 100 %, SF 9.4e-08 %")
    let uranium = screen(state(toUranium + Array(repeating: .right, count: 8)))
    #expect(uranium[2].hasPrefix(" U-238  Z 92  N 146  4.463 Gy  abundance 99.2742 %  α 100 %"))
  }

  /// The chart shows ground states; a ground state with a known isomer names it in the
  /// summary line.
  @Test func summaryLineNamesTheIsomer() {
    var state = BrowserState(model: model, size: ScreenSize(rows: 24, columns: 160))
    _ = state.press(.character("7"), in: model)
    state.nuclides.z = 43
    state.nuclides.n = 56
    let lines = screen(state)
    #expect(lines[2].hasPrefix(" Tc-99  Z 43  N 56  211.1 ky  β− 100 %  isomer Tc-99m 6.0066 h"))
  }

  /// Symbols at the closest zoom: the cursor's nuclide is on screen, every line fits.
  @Test(arguments: [
    ScreenSize(rows: 24, columns: 80), ScreenSize(rows: 60, columns: 200), ScreenSize.minimum,
  ])
  func everyZoomFits(size: ScreenSize) {
    for zoom in 0...2 {
      let shown = state(
        [.character("7")] + Array(repeating: .character("+"), count: zoom), size: size)
      let lines = screen(shown)
      #expect(lines.count == size.rows)
      #expect(lines.allSatisfy { TextWidth.of($0) <= size.columns })
      if zoom == 2 { #expect(lines.contains { $0.contains("Ac227") }) }
    }
  }

  /// Enter opens the decay chain, Esc closes it; a mouse click selects a nuclide, a second
  /// opens its chain.
  @Test func decayChainAndMouse() {
    let open = state([.character("7"), .enter])
    #expect(open.mode == .decay)
    let lines = screen(open)
    #expect(lines[2] == " Decay chain of Ac-227")
    #expect(lines[4] == " Ac-227  21.772 y")
    #expect(lines[5] == " ├─ β− 98.62 % → Th-227  18.693 d")
    #expect(state([.character("7"), .enter, .escape]).mode == .nuclides)
    var zoomed = state([.character("7"), .character("+"), .character("+")])
    let window = BrowserView.nuclideLayout(zoomed, model: model, style: .plain).window
    // Ac-228's cell: the screen row of Z 89 (after the tab bar, its rule and the summary),
    // and the column of N 139 (after the margin).
    let row = 3 + window.protons.upperBound - 89
    let column = 5 + (139 - window.neutrons.lowerBound) * 7 + 2
    func click(_ state: inout BrowserState) {
      _ = state.update(
        .key(.mouse(MouseEvent(.press(button: 0), row: row, column: column))), in: model)
    }
    click(&zoomed)
    #expect(zoomed.nuclides.z == 89 && zoomed.nuclides.n == 139)
    #expect(zoomed.mode == .nuclides)
    click(&zoomed)
    #expect(zoomed.decayChain == DecayChainView(z: 89, n: 139))
  }

  /// For data without isotopes the tab says so, naming the file, instead of an empty chart.
  @Test func dataWithoutIsotopes() throws {
    let file = Fixtures.applePlist
    let model = BrowserModel(table: try DataFile.load(path: SystemPath(file)))
    var state = BrowserState(model: model, size: ScreenSize(rows: 24, columns: 200))
    for key in [Key.character("7"), .right, .up, .character("+"), .enter] {
      _ = state.press(key, in: model)
    }
    let lines = BrowserView.lines(state, model: model, style: .plain).map(\.plain)
    #expect(
      lines.contains(
        " \(file): the chart of nuclides needs isotope data, which the data does not have"))
    #expect(!lines.contains { $0.contains("Half-life:") })
  }
}
