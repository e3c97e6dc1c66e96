import ElementsData
import Testing

@testable import ElementsTerminal

/// The overlays over the tab: one of each kind, in layer order, the top one deciding the mode.
@Suite struct OverlayTests {
  let model = BrowserModel(table: .standard)

  func state(after keys: [Key]) -> BrowserState {
    var state = BrowserState(model: model, size: ScreenSize(rows: 24, columns: 80))
    for key in keys { _ = state.press(key, in: model) }
    return state
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let keys: [Key]
    let layers: [Overlay.Layer]
    let mode: BrowserMode
    var testDescription: String { "\(keys) gives \(layers)" }
  }

  static let cases: [Case] = [
    Case(keys: [], layers: [], mode: .lists),
    Case(keys: [.character("/")], layers: [.search], mode: .search),
    Case(keys: [.character("/"), .character("f"), .enter], layers: [.search, .tile], mode: .tile),
    // Closing the tile shows the search it was opened from.
    Case(
      keys: [.character("/"), .character("f"), .enter, .escape], layers: [.search],
      mode: .search),
    Case(keys: [.enter, .character("?")], layers: [.tile, .help], mode: .help),
    Case(keys: [.enter, .character("?"), .escape], layers: [.tile], mode: .tile),
    Case(keys: [.enter, .character("w")], layers: [.tile, .formula], mode: .formula),
    Case(
      keys: [.character("m"), .character("j"), .character("m"), .enter, .character("v")],
      layers: [.tile, .compare], mode: .compare),
  ]

  @Test(arguments: cases) func keysOpenAndCloseOverlaysInLayerOrder(_ test: Case) {
    let state = state(after: test.keys)
    #expect(state.overlays.map(\.layer) == test.layers)
    #expect(state.mode == test.mode)
  }

  /// Setting an overlay keeps the list sorted by layer whatever the order of opening, and
  /// replaces rather than adds a second of the same kind.
  @Test func settingKeepsOneOfEachKindInLayerOrder() {
    var state = BrowserState(model: model, size: ScreenSize(rows: 24, columns: 80))
    state.isShowingHelp = true
    state.tile = TileState(number: 26, isFlipped: false)
    state.search = SearchState()
    state.tile = TileState(number: 27, isFlipped: true)
    #expect(state.overlays.map(\.layer) == [.search, .tile, .help])
    #expect(state.tile == TileState(number: 27, isFlipped: true))
    state.helpScroll = 3
    #expect(state.helpScroll == 3)
    state.isShowingHelp = false
    #expect(state.helpScroll == 0)
    state.helpScroll = 5
    #expect(state.overlays.map(\.layer) == [.search, .tile], "scrolling closed help opens nothing")
  }
}
