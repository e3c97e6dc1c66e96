import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The Table tab's heatmap keys: `C` steps back through the colourings, `p` picks a property by
/// name with completion, `L` turns the scale logarithmic.
@Suite struct TableHeatmapKeysTests {
  let model = BrowserModel(table: .standard)

  func table(size: ScreenSize = ScreenSize(rows: 24, columns: 80)) -> BrowserState {
    var state = BrowserState(model: model, size: size)
    _ = state.press(.character("5"), in: model)
    return state
  }

  func type(_ text: String, into state: inout BrowserState) {
    for character in text { _ = state.press(.character(character), in: model) }
  }

  func heatmapKey(_ state: BrowserState) -> String? {
    guard case .property(let heatmap) = state.coloring else { return nil }
    return heatmap.field.key + (heatmap.logarithmic ? " log" : "")
  }

  /// `C` goes back: from category to the last heatmap, and back again to category; `c` then
  /// `C` returns to where it was.
  @Test func capitalCGoesBackwards() {
    var state = table()
    _ = state.press(.character("C"), in: model)
    let last = BrowserState.heatmapFields.last { field in
      (try? Heatmap(field: field, table: model.table))?.hasValues == true
    }
    #expect(heatmapKey(state) == last?.key)
    _ = state.press(.character("c"), in: model)
    #expect(state.coloring == .category)
    _ = state.press(.character("c"), in: model)
    _ = state.press(.character("c"), in: model)
    #expect(state.coloring == .block)
    _ = state.press(.character("C"), in: model)
    #expect(state.coloring == .state)
  }

  /// `p` opens the prompt; Tab completes as far as the names agree; Enter colours by the
  /// property; the summary gives its value.
  @Test func thePromptCompletesAndChooses() {
    var state = table()
    _ = state.press(.character("p"), in: model)
    #expect(state.mode == .property)
    type("melt", into: &state)
    _ = state.press(.tab, in: model)
    #expect(state.propertyPrompt?.text == "meltingPoint")
    let screen = BrowserView.lines(state, model: model, style: .plain).map(\.plain)
    #expect(screen.contains { $0.hasPrefix(" Colour by property: meltingPoint") })
    _ = state.press(.enter, in: model)
    #expect(state.propertyPrompt == nil)
    #expect(heatmapKey(state) == "meltingPoint")
    #expect(state.mode == .table)
  }

  /// Tab stops where the names part ("de" gives "densit..." only if all agree); a name that
  /// matches nothing says so and Enter keeps the prompt open; Esc closes it unchanged; `q`
  /// is typed, not quit.
  @Test func thePromptRefusesWhatItCannotName() {
    var state = table()
    _ = state.press(.character("p"), in: model)
    type("q", into: &state)
    #expect(!state.isFinished)
    let screen = BrowserView.lines(state, model: model, style: .plain).map(\.plain)
    #expect(screen.contains { $0.hasPrefix(" No property starts with 'q'") })
    _ = state.press(.enter, in: model)
    #expect(state.propertyPrompt?.text == "q")
    _ = state.press(.backspace, in: model)
    #expect(state.propertyPrompt?.text == "")
    _ = state.press(.escape, in: model)
    #expect(state.propertyPrompt == nil)
    #expect(state.coloring == .category)
  }

  /// The completion of a prompt: the common part of every match, whatever case was typed.
  @Test func completionIsTheCommonPrefix() {
    var prompt = PropertyPrompt(candidates: ["boilingPoint", "density", "densityLiquid"])
    prompt.text = "DE"
    #expect(prompt.completed == "density")
    #expect(prompt.chosen == nil)
    prompt.text = "density"
    #expect(prompt.chosen == "density")
    prompt.text = "b"
    #expect(prompt.chosen == "boilingPoint")
  }

  /// `L` toggles a heatmap's scale, says so, and refuses where it cannot be logarithmic.
  @Test func capitalLTogglesTheLogScale() throws {
    var state = table()
    _ = state.press(.character("L"), in: model)
    #expect(state.coloring == .category)
    #expect(state.statusText(in: model)?.hasPrefix("L turns a heatmap's scale logarithmic") == true)
    _ = state.press(.character("p"), in: model)
    type("density", into: &state)
    _ = state.press(.enter, in: model)
    _ = state.press(.character("L"), in: model)
    #expect(heatmapKey(state) == "density log")
    #expect(state.statusText(in: model)?.contains("on a logarithmic scale") == true)
    let legend = BrowserView.lines(state, model: model, style: .plain).map(\.plain)
    #expect(legend.contains { $0.contains("Density (g/cm³), logarithmic scale") })
    _ = state.press(.character("L"), in: model)
    #expect(heatmapKey(state) == "density")
    // A density of 0: no logarithmic scale.
    var iron = try #require(model.table.element(number: 26))
    iron.density = 0
    let odd = BrowserModel(table: try PeriodicTable(elements: [iron]))
    state.coloring = .property(
      try Heatmap(field: try #require(ElementField.named("density")), table: odd.table))
    _ = state.update(.key(.character("L")), in: odd)
    #expect(heatmapKey(state) == "density")
    #expect(
      state.statusText(in: odd)
        == "--log needs values above 0, and the value of density for Iron is 0")
  }

  /// At 120x40 the category legend shows: laid out across the screen when it does not fit
  /// under the table's width.
  @Test func theCategoryLegendShowsAt120x40() {
    let state = table(size: ScreenSize(rows: 40, columns: 120))
    let screen = BrowserView.lines(state, model: model, style: .plain).map(\.plain)
    #expect(screen.contains { $0.contains("▲ alkali metal") && $0.contains("■ transition metal") })
    #expect(screen.contains { $0.contains("? unknown") })
    #expect(screen.contains { $0.hasPrefix(" 89 Ac  Actinium") })
  }
}

/// Wide screens: from 183 columns every cell has the symbol and number, the name, the weight
/// and a heatmap's value, in the command and the browser alike.
@Suite struct WideTableTests {
  let table = PeriodicTable.standard

  @Test func theCommandAt200ColumnsShowsNamesAndWeights() throws {
    let style = TerminalStyle(color: false, unicode: true, width: 200)
    let text = TableRenderer.text(table, coloring: .category, highlighted: [26], style: style)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { TextWidth.of($0) <= 200 })
    let iron = try #require(lines.firstIndex { $0.hasPrefix(" 4 ▲K     19") })
    #expect(lines[iron].contains("[■Fe    26]"))
    #expect(lines[iron + 1].contains("Manganese[Iron     ]Cobalt"))
    #expect(lines[iron + 2].contains(" 54.938043[55.845   ]58.933194"))
    #expect(lines.contains { $0.contains("Rutherfo…") })
    #expect(lines.contains { $0.contains("18.998403") })
  }

  @Test func aHeatmapAt200ColumnsAddsItsValue() throws {
    let density = try Heatmap(field: try #require(ElementField.named("density")), table: table)
    let style = TerminalStyle(color: false, unicode: true, width: 200)
    let text = TableRenderer.text(
      table, coloring: .property(density), highlighted: [], style: style)
    let lines = text.split(separator: "\n").map(String.init)
    let osmium = try #require(lines.firstIndex { $0.contains("█Os    76") })
    #expect(lines[osmium + 1].contains("Osmium    Iridium"))
    #expect(lines[osmium + 3].contains("22.59     22.56"))
  }

  @Test func theBrowserAt200x60ShowsTheSameCells() {
    let model = BrowserModel(table: table)
    var state = BrowserState(model: model, size: ScreenSize(rows: 60, columns: 200))
    _ = state.press(.character("5"), in: model)
    let screen = BrowserView.lines(state, model: model, style: .plain).map(\.plain)
    #expect(screen.contains { $0.contains("Hydrogen") && $0.contains("Helium") })
    #expect(screen.contains { $0.contains("1.008") && $0.contains("4.002602") })
    #expect(screen.contains { $0.contains("▲ alkali metal") })
    // The cell under the mouse is the cell drawn there.
    let line = screen.firstIndex { $0.contains("Iron      Cobalt") }!
    let text = Array(screen[line])
    let column = (0..<text.count).first { String(text[$0..<min(text.count, $0 + 4)]) == "Iron" }!
    let cell = BrowserView.tableCell(atLine: line - 2, column: column, state: state, model: model)
    #expect(cell == GridPosition(row: 4, column: 8))
  }
}

/// In ASCII `*` means the favorite alone: solid, halogen and the f-block's pointers each have
/// a glyph of their own.
@Suite struct ASCIIPointerTests {
  @Test func eachMeaningHasItsOwnGlyph() {
    let pointer = TableRenderer.fBlockPointers(.standard, unicode: false)[6]?.mark
    let glyphs = [
      Mark.favorite(unicode: false), Mark.of(PhysicalState.solid, unicode: false),
      Mark.of(ElementCategory.halogen, unicode: false), pointer ?? "",
    ]
    #expect(glyphs == ["*", "#", "+", "@"])
    #expect(Set(glyphs).count == 4)
  }

  @Test func pointersAreNotStars() {
    let style = TerminalStyle(color: false, unicode: false, width: 80)
    let text = TableRenderer.text(
      PeriodicTable.standard, coloring: .category, highlighted: [], style: style)
    #expect(text.contains(" 6 !Cs :Ba  @  #Hf"))
    #expect(text.contains("   @ 57-71  ^La"))
    #expect(text.contains("  @@ 89-103  ~Ac"))
  }
}
