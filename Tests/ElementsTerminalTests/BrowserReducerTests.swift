import ElementsCore
import ElementsData
import Foundation
import Testing

@testable import ElementsTerminal

/// Key decoding: what a terminal sends, as keys.
@Suite struct KeyDecoderTests {
  @Test func decodesArrowsPagesAndControls() {
    let bytes: [UInt8] = Array(
      "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}OA\u{1B}[Z\r\t\u{7F}\u{03}"
        .utf8)
    #expect(
      KeyDecoder.keys(in: bytes) == [
        .up, .down, .right, .left, .pageUp, .pageDown, .home, .end, .up, .backTab, .enter, .tab,
        .backspace, .interrupt,
      ])
  }

  /// Mouse reports (SGR, mode 1006) among keys, several in one read: press, release, wheel;
  /// a read that ends inside a report holds those bytes back for the next.
  @Test func decodesMouseReports() {
    #expect(
      KeyDecoder.keys(in: Array("\u{1B}[<0;3;4M\u{1B}[<0;3;4mj\u{1B}[<65;1;1M\u{1B}[<32;5;5M".utf8))
        == [
          .mouse(MouseEvent(.press(button: 0), row: 3, column: 2)),
          .mouse(MouseEvent(.release, row: 3, column: 2)), .character("j"),
          .mouse(MouseEvent(.wheelDown, row: 0, column: 0)),
          .mouse(MouseEvent(.drag, row: 4, column: 4)),
        ])
    let split = KeyDecoder.keysHoldingIncomplete(in: Array("k\u{1B}[<0;12".utf8))
    #expect(split.keys == [.character("k")])
    #expect(split.rest == Array("\u{1B}[<0;12".utf8))
    let rest = KeyDecoder.keysHoldingIncomplete(in: split.rest + Array(";7M".utf8))
    #expect(rest.keys == [.mouse(MouseEvent(.press(button: 0), row: 6, column: 11))])
    #expect(rest.rest.isEmpty)
    #expect(KeyDecoder.keysHoldingIncomplete(in: [0x1B]).keys == [.escape], "Esc alone is a key")
  }

  /// tmux may deliver several keys in one read.
  @Test func decodesSeveralKeysInOneRead() {
    #expect(
      KeyDecoder.keys(in: Array("jjk/fe\u{1B}".utf8)) == [
        .character("j"), .character("j"), .character("k"), .character("/"), .character("f"),
        .character("e"), .escape,
      ])
    #expect(KeyDecoder.keys(in: Array("é".utf8)) == [.character("é")])
    #expect(
      KeyDecoder.keys(in: [0x1B, 0x5B, 0x39, 0x39, 0x7E]) == [],
      "unknown sequences are skipped whole")
  }
}

/// The reducer: key plus state gives the new state.
@Suite struct BrowserReducerTests {
  let model = BrowserModel(table: .standard)
  let size = ScreenSize(rows: 24, columns: 80)

  func state(after keys: [Key]) -> BrowserState {
    var state = BrowserState(model: model, size: size)
    for key in keys { _ = state.press(key, in: model) }
    return state
  }

  func selectedName(_ state: BrowserState) -> String? {
    model.list(for: state.tab)?.elements[state.selected(in: state.tab)].name
  }

  @Test func startsOnTheNameTabAtActinium() {
    let start = state(after: [])
    #expect(start.tab == .name)
    #expect(selectedName(start) == "Actinium")
  }

  @Test func tabsCycleForwardAndBackAndByNumber() {
    #expect(state(after: [.tab]).tab == .number)
    #expect(state(after: [.backTab]).tab == .nuclides)
    #expect(state(after: [.backTab, .backTab]).tab == .favorites)
    #expect(state(after: [.character("5"), .home, .home]).tab == .table)
    #expect(state(after: [.character("3"), .tab]).tab == .state)
    #expect(state(after: [.character("9")]).tab == .name)
  }

  @Test func movesThroughTheListAndRemembersEachTab() {
    let moved = state(after: [.down, .character("j"), .character("j"), .up])
    #expect(selectedName(moved) == "Americium")
    let other = state(after: [.down, .down, .tab, .end, .backTab])
    #expect(selectedName(other) == "Oganesson", "the selected element follows to the other tab")
    let kept = state(after: [.down, .down, .tab])
    #expect(kept.selected(in: .number) == 94, "Americium, 95")
    #expect(selectedName(state(after: [.tab, .home, .end])) == "Oganesson")
    #expect(selectedName(state(after: [.tab, .home, .end, .home])) == "Hydrogen")
    #expect(selectedName(state(after: [.up])) == "Actinium", "stops at the top")
  }

  @Test func pagesByAScreenful() {
    let paged = state(after: [.tab, .home, .pageDown])
    #expect(paged.selected(in: .number) == size.contentRows - 1)
    #expect(paged.firstRow(in: .number) == 0, "the new selection is the last visible row")
    let twice = state(after: [.tab, .home, .pageDown, .pageDown])
    #expect(twice.selected(in: .number) == 2 * (size.contentRows - 1))
    #expect(twice.firstRow(in: .number) == 2 * (size.contentRows - 1) - size.contentRows + 1)
    #expect(state(after: [.tab, .home, .pageDown, .pageUp]).selected(in: .number) == 0)
  }

  /// Typing a letter jumps to its section; a letter with no elements goes to the one before.
  @Test(arguments: [
    ("X", "Xenon"), ("Q", "Palladium"), ("W", "Vanadium"), ("J", "Indium"), ("z", "Zinc"),
    ("C", "Cadmium"),
  ])
  func lettersJumpToSections(letter: Character, name: String) {
    #expect(selectedName(state(after: [.character(letter)])) == name)
  }

  /// As with the original's section index, the section comes to the top of the screen, its
  /// header first; near the end of the list, the list's last row stays at the bottom.
  @Test func aJumpBringsTheSectionToTheTop() {
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    let jumped = BrowserView.lines(state(after: [.character("I")]), model: model, style: style)
      .map(\.plain)
    #expect(jumped[2].hasPrefix("I "))
    #expect(jumped[3].hasPrefix("▸ ● Indium"))
    let last = BrowserView.lines(state(after: [.character("Z")]), model: model, style: style)
      .map(\.plain)
    #expect(last[22].hasPrefix("  ● Zirconium"), "no blank screen below the last element")
    #expect(last.contains { $0.hasPrefix("▸ ● Zinc") })
  }

  @Test func openingAndReturningKeepsTheSelection() {
    let opened = state(after: [.character("F"), .down, .enter])
    #expect(opened.tile == TileState(number: 114, isFlipped: false))
    let flipped = state(after: [.character("F"), .down, .enter, .character(" ")])
    #expect(flipped.tile?.isFlipped == true)
    #expect(
      state(after: [.character("F"), .down, .enter, .character("f"), .character("f")]).tile?
        .isFlipped == false)
    for back in [Key.escape, .backspace, .left] {
      let returned = state(after: [.character("F"), .down, .enter, back])
      #expect(returned.tile == nil)
      #expect(selectedName(returned) == "Flerovium")
    }
  }

  /// The back of a tile of data from a file names the file, on its own and beside the list,
  /// not the built-in data's sources.
  @Test func theBackOfDataFromAFileNamesTheFile() throws {
    let file = Fixtures.applePlist
    let model = BrowserModel(table: try DataFile.load(path: SystemPath(file)))
    let iron = try #require(model.table.element(number: 26))
    let style = TerminalStyle(color: false, unicode: true, width: 200)
    let history = TileSection.allCases.firstIndex(of: .history)!
    let tile = BrowserView.tileContent(
      iron, tile: TileState(number: 26, isFlipped: true, section: history), model: model,
      style: style
    ).map(\.plain)
    let beside = BrowserView.detailLines(iron, width: 150, rows: 200, model: model, style: style)
      .map(\.plain)
    for lines in [tile, beside] {
      #expect(lines.contains { $0.contains("│ Data ") })
      #expect(lines.joined().contains("(not the built-in data; its sources are the"))
      #expect(!lines.contains { $0.contains("CIAAW") })
    }
  }

  @Test func openAsksTheDriverToOpenTheWikipediaPage() {
    var state = self.state(after: [.tab, .home, .down, .enter])
    let effects = state.press(.character("o"), in: model)
    #expect(effects == [.open("https://en.wikipedia.org/wiki/Helium")])
    #expect(state.statusText(in: model) == "Opening https://en.wikipedia.org/wiki/Helium")
    // The driver reports back without the browser waiting; the next key clears the message.
    _ = state.update(
      .openerFinished(
        address: "https://en.wikipedia.org/wiki/Helium", failure: "xdg-open was not found"),
      in: model)
    #expect(
      state.statusText(in: model)
        == "Could not open https://en.wikipedia.org/wiki/Helium: xdg-open was not found")
    _ = state.press(.character(" "), in: model)
    #expect(state.status == nil)
    _ = state.update(.openerFinished(address: "https://example.org/", failure: nil), in: model)
    #expect(state.statusText(in: model) == "Opened https://example.org/")
  }

  /// `o` works wherever an element is selected, not only in a tile: it is no jump letter.
  @Test func wikipediaOpensFromTheListsAndTheTable() {
    var list = self.state(after: [.tab, .home, .down])
    #expect(
      list.press(.character("o"), in: model) == [.open("https://en.wikipedia.org/wiki/Helium")])
    var table = self.state(after: [.character("5"), .home, .right])
    #expect(
      table.press(.character("o"), in: model) == [.open("https://en.wikipedia.org/wiki/Helium")])
    #expect(selectedName(self.state(after: [.character("O")])) == "Oganesson", "the capital jumps")
  }

  @Test func nextAndPreviousStepThroughTheList() {
    let stepped = state(after: [
      .tab, .home, .enter, .character("n"), .character("n"), .character("p"),
    ])
    #expect(stepped.tile?.number == 2)
    #expect(stepped.selected(in: .number) == 1)
  }

  @Test func searchNarrowsAsYouTypeAndCyclesScope() {
    var state = self.state(after: [.character("/"), .character("i"), .character("r")])
    #expect(state.search?.query == "ir")
    #expect(state.search?.scope == .all, "like the search command, everywhere first")
    #expect(model.table.search("ir", scope: .name).map(\.name).prefix(2) == ["Iron", "Iridium"])
    _ = state.press(.tab, in: model)
    #expect(state.search?.scope == .name)
    _ = state.press(.tab, in: model)
    #expect(state.search?.scope == .symbol)
    _ = state.press(.tab, in: model)
    #expect(state.search?.scope == .number)
    _ = state.press(.tab, in: model)
    #expect(state.search?.scope == .all)
    _ = state.press(.down, in: model)
    _ = state.press(.enter, in: model)
    #expect(state.tile?.number == model.table.search("ir", scope: .all)[1].atomicNumber)
    _ = state.press(.escape, in: model)
    #expect(state.tile == nil)
    #expect(state.search != nil, "Esc from a tile returns to the results")
    _ = state.press(.escape, in: model)
    #expect(state.search == nil)
  }

  @Test func searchTakesLettersThatAreCommandsElsewhere() {
    let typed = state(after: [.character("/"), .character("q"), .character("j")])
    #expect(typed.search?.query == "qj")
    #expect(!typed.isFinished)
    #expect(state(after: [.character("/"), .character("x"), .backspace]).search?.query == "")
  }

  @Test func tableCursorSkipsGapsAndReachesTheFBlock() {
    #expect(
      state(after: [.character("5"), .home, .home]).cursor == GridPosition(row: 1, column: 1))
    #expect(
      state(after: [.character("5"), .home, .right]).cursor == GridPosition(row: 1, column: 18),
      "H to He across the gap")
    #expect(
      state(after: [.character("5"), .home, .down, .down, .right, .right]).cursor
        == GridPosition(row: 3, column: 13), "Mg to Al")
    let fBlock = state(after: [.character("5"), .home, .home] + Array(repeating: .down, count: 7))
    #expect(fBlock.cursor.row == 9, "down from period 7 skips the empty row into the lanthanides")
    let row = state(after: [.character("5"), .home, .down, .down, .down, .right, .right])
    #expect(row.cursor == GridPosition(row: 4, column: 3))
    #expect(
      state(after: [.character("5"), .home, .end]).cursor == GridPosition(row: 7, column: 18), "Og")
    #expect(
      state(after: [.character("5"), .home, .right, .end, .home]).cursor
        == GridPosition(row: 1, column: 1)
    )
    #expect(
      state(after: [.character("5"), .home, .end, .character("g")]).cursor.row == 1, "g as Home")
    // PgUp and PgDn: the top and bottom of the cursor's column.
    #expect(
      state(after: [.character("5"), .home, .pageDown]).cursor == GridPosition(row: 7, column: 1))
    #expect(
      state(after: [.character("5"), .home, .end, .pageUp]).cursor
        == GridPosition(row: 1, column: 18))
    #expect(
      state(after: [.character("5"), .home, .down, .down, .down, .right, .right, .pageDown]).cursor
        == GridPosition(row: 5, column: 3), "Sc down to Y, the foot of group 3")
    let opened = state(after: [
      .character("5"), .home, .down, .down, .down, .character("l"), .enter,
    ])
    #expect(opened.tile?.number == 20)
  }

  @Test func helpShowsScrollsAndAnyOtherKeyCloses() {
    #expect(state(after: [.character("?")]).isShowingHelp)
    #expect(!state(after: [.character("?"), .down]).isShowingHelp)
    let scrolled = state(after: [.character("?"), .pageDown, .pageDown, .pageDown])
    #expect(scrolled.isShowingHelp, "PgUp and PgDn scroll the help")
    #expect(scrolled.helpScroll > 0 && scrolled.helpScroll <= scrolled.maxHelpScroll)
    let end = state(after: [.character("?")] + Array(repeating: .pageDown, count: 40))
    #expect(end.helpScroll == end.maxHelpScroll, "PgDn stops at the last page")
    #expect(state(after: [.character("?"), .pageDown, .pageUp]).helpScroll == 0)
    #expect(!state(after: [.character("?"), .enter]).isShowingHelp)
    #expect(state(after: [.character("?"), .character("q")]).isFinished)
  }

  @Test func quitsOnQAndCtrlC() {
    #expect(state(after: [.character("q")]).isFinished)
    #expect(state(after: [.interrupt]).isFinished)
    #expect(state(after: [.tab, .home, .enter, .character("q")]).isFinished)
  }

  @Test func resizeKeepsTheSelectionVisible() {
    var state = self.state(after: [.tab, .home, .end])
    state.resize(to: ScreenSize(rows: 16, columns: 60), in: model)
    let top = state.firstRow(in: .number)
    #expect(top <= 117 && 117 < top + state.size.contentRows)
  }
}

/// Redraws write only what changed: the driver sends the difference of two screen buffers.
@Suite struct RedrawTests {
  let model = BrowserModel(table: .standard)
  let size = ScreenSize(rows: 24, columns: 80)
  let style = TerminalStyle(color: true, unicode: true, width: 80)

  func buffer(_ state: BrowserState) -> ScreenBuffer {
    ScreenBuffer(lines: BrowserView.lines(state, model: model, style: style), size: size)
  }

  /// A cursor move rewrites the two rows it touches, and costs at most a tenth of a full screen.
  @Test(arguments: [Key.down, Key.up])
  func aCursorMoveRewritesTwoRows(_ key: Key) {
    var state = BrowserState(model: model, size: size)
    _ = state.press(.down, in: model)
    let before = buffer(state)
    _ = state.press(key, in: model)
    let after = buffer(state)
    let changedRows = (0..<size.rows).filter { before.cells[$0] != after.cells[$0] }
    #expect(changedRows == (key == .down ? [4, 5] : [3, 4]))
    let move = after.output(from: before).utf8.count
    let full = after.output(from: nil).utf8.count
    #expect(move * 10 <= full, "\(move) bytes for a move, \(full) for the whole screen")
  }

  /// The selection bar ends with the row's text: the blanks after it and the A–Z index keep
  /// their places and look.
  @Test func theSelectionBarEndsWithTheText() {
    let cells = buffer(BrowserState(model: model, size: size)).cells[3]
    let text = cells.map(\.text).joined()
    #expect(text.hasPrefix("▸ ● Actinium       Ac(89)   [227]   "))
    #expect(text.hasSuffix(" C "), "the index letter stays in its column")
    let end = "▸ ● Actinium       Ac(89)   [227]".count
    func reversed(_ cell: Cell) -> Bool { cell.style.reverse }
    #expect(cells[0..<end].allSatisfy(reversed))
    #expect(!cells[end...].contains(where: reversed))
  }
}

/// A data file without categories opens the Table tab coloured by state.
@Suite struct BrowserColoringTests {
  @Test func aTableWithoutCategoriesIsColouredByState() throws {
    let elements = PeriodicTable.standard.elementsByNumber.map { element -> AtomicElement in
      var copy = element
      copy.category = nil
      return copy
    }
    let table = try PeriodicTable(elements: elements, source: "no categories")
    let state = BrowserState(
      model: BrowserModel(table: table), size: ScreenSize(rows: 24, columns: 80))
    #expect(state.coloring == .state)
    let standard = BrowserState(
      model: BrowserModel(table: .standard), size: ScreenSize(rows: 24, columns: 80))
    #expect(standard.coloring == .category)
  }

  /// `c` in the Table tab cycles category, state, block, then a heatmap of each numeric
  /// property the data has, and back to category.
  @Test func cCyclesThroughTheHeatmaps() {
    let model = BrowserModel(table: .standard)
    var state = BrowserState(model: model, size: ScreenSize(rows: 24, columns: 80))
    state.tab = .table
    var seen: [String] = []
    for _ in 0..<60 {
      _ = state.update(.key(.character("c")), in: model)
      seen.append(state.coloring.name)
      if state.coloring == .category { break }
    }
    #expect(Array(seen.prefix(2)) == ["state", "block"])
    #expect(seen.contains("density") && seen.contains("electronegativity"))
    #expect(seen.last == "category")
    let keys = Set(ElementField.numeric.map(\.key))
    #expect(seen.dropFirst(2).dropLast().allSatisfy { keys.contains($0) })
  }
}
