import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The Favorites tab, the `*` key and the marks: reducer and view, without a terminal.
@Suite struct FavoritesBrowserTests {
  let model = BrowserModel(table: .standard)
  let size = ScreenSize(rows: 24, columns: 80)
  let plain = TerminalStyle(color: false, unicode: true, width: 80)

  func element(_ number: Int) -> AtomicElement { model.table.element(number: number)! }

  func favorites(_ numbers: Int...) -> FavoritesList {
    var list = FavoritesList()
    for number in numbers { list.add(Favorite(element(number))) }
    return list
  }

  /// Applies keys, collecting the effects the driver would carry out.
  func run(_ keys: [Key], from start: BrowserState? = nil) -> (BrowserState, [BrowserEffect]) {
    var state = start ?? BrowserState(model: model, size: size)
    var effects: [BrowserEffect] = []
    for key in keys { effects += state.press(key, in: model) }
    return (state, effects)
  }

  /// The screen's lines as a user reads them: trailing spaces removed.
  func screen(_ state: BrowserState, style: TerminalStyle? = nil) -> [String] {
    BrowserView.lines(state, model: model, style: style ?? plain).map { line in
      var line = Substring(line.plain)
      while line.last == " " { line.removeLast() }
      return String(line)
    }
  }

  @Test func theFavoritesTabComesAfterTheOthers() {
    #expect(BrowserTab.allCases.dropLast().last == .favorites)
    #expect(run([.character("6")]).0.tab == .favorites)
    #expect(run([.character("5"), .home, .tab]).0.tab == .favorites)
    #expect(run([.backTab, .backTab]).0.tab == .favorites)
    #expect(run([.character("6"), .tab, .tab]).0.tab == .name)
  }

  /// Opening the tab asks the driver to read the file again; staying on it does not.
  @Test func openingTheTabReloads() {
    #expect(run([.character("6")]).1 == [.loadFavorites])
    #expect(run([.tab, .home, .tab, .tab, .tab, .tab]).1 == [.loadFavorites])
    #expect(run([.character("6"), .character("6"), .down]).1 == [.loadFavorites])
    #expect(run([.character("2")]).1 == [])
  }

  /// An empty Favorites tab selects nothing, and passing through it keeps the element selected
  /// before: every tab after it opens on that element.
  @Test func anEmptyFavoritesTabKeepsTheSelection() {
    let iron = BrowserState(model: model, size: size, element: 26)
    let nuclides = run([.escape, .character("6"), .character("7")], from: iron).0
    #expect(nuclides.tab == .nuclides)
    #expect(nuclides.nuclides.z == 26 && nuclides.nuclides.n == 30, "Fe-56")
    for tab: Character in ["1", "2", "5"] {
      let after = run([.escape, .character("6"), .character("7"), .character(tab)], from: iron).0
      #expect(after.selectedElement(in: model)?.symbol == "Fe", "tab \(tab)")
    }
    // Tab passes through it too, and Shift-Tab back.
    let next = run([.escape, .character("5"), .tab, .tab], from: iron).0
    #expect(next.tab == .nuclides && next.nuclides.z == 26)
    // An element chosen just before, in a list, is the one carried.
    let cobalt = run([.escape, .character("2"), .down, .character("6"), .backTab], from: iron).0
    #expect(cobalt.tab == .table && cobalt.cursor == element(27).position)
  }

  @Test func starAsksToAddTheSelectedElement() {
    // Name tab: Actinium first; Number tab, second row: Helium.
    #expect(run([.character("*")]).1 == [.saveFavorite(.add(Favorite(element(89))))])
    #expect(
      run([.tab, .home, .down, .character("*")]).1 == [.saveFavorite(.add(Favorite(element(2))))])
    // The table's cursor, and an open tile.
    #expect(
      run([.character("5"), .home, .right, .character("*")]).1 == [
        .saveFavorite(.add(Favorite(element(2))))
      ])
    #expect(
      run([.tab, .home, .down, .down, .enter, .character("*")]).1
        == [.saveFavorite(.add(Favorite(element(3))))])
  }

  @Test func starAsksToRemoveAFavorite() {
    var start = BrowserState(model: model, size: size)
    start.favoritesLoaded(.success(favorites(89, 26)))
    let saved = Favorite(atomicNumber: 26, symbol: "Fe", note: "bike")
    var withNote = FavoritesList()
    withNote.add(saved)
    #expect(
      run([.character("*")], from: start).1 == [.saveFavorite(.remove(Favorite(element(89))))])
    start.favoritesLoaded(.success(withNote))
    #expect(
      run([.tab, .home, .character("*")], from: start).1 == [
        .saveFavorite(.add(Favorite(element(1))))
      ])
    let onTab = run([.character("6"), .character("*")], from: start)
    #expect(onTab.1 == [.loadFavorites, .saveFavorite(.remove(saved))])
  }

  /// The reducer changes nothing itself: the list changes only when the driver reports a save.
  @Test func savedResultsUpdateTheListAndTheStatus() {
    var (state, effects) = run([.character("*")])
    #expect(state.favorites.isEmpty)
    state.favoritesSaved(.success(favorites(89)), after: effects[0], in: model)
    #expect(state.isFavorite(89))
    #expect(state.statusText(in: model) == "Added Actinium (Ac) to the favorites")
    var raced = state
    raced.favoritesSaved(.success(favorites(89)), after: effects[0], in: model, changed: false)
    #expect(
      raced.statusText(in: model) == "Actinium (Ac) is already a favorite",
      "another program added it first")

    effects = state.press(.character("*"), in: model)
    #expect(effects == [.saveFavorite(.remove(Favorite(element(89))))])
    let failure = StoreError(
      .favorites, .cannotSave(file: "/home/u/favorites", reason: "Permission denied"))
    state.favoritesSaved(.failure(failure), after: effects[0], in: model)
    #expect(state.isFavorite(89), "a failed save leaves the list as it was")
    #expect(
      state.statusText(in: model)
        == "Favorites not saved: /home/u/favorites: cannot save the favorites: Permission denied")
    // On screen whole, over two lines.
    #expect(
      screen(state).suffix(2) == [
        " Favorites not saved: /home/u/favorites: cannot save the favorites: Permission",
        " denied",
      ])
  }

  @Test func theFavoritesTabMovesAndOpens() {
    var start = BrowserState(model: model, size: size)
    start.favoritesLoaded(.success(favorites(26, 79, 29)))
    let (moved, _) = run([.character("6"), .down, .down, .down], from: start)
    #expect(moved.selected(in: .favorites) == 2, "stops at the last")
    let (opened, _) = run([.character("6"), .down, .enter], from: start)
    #expect(opened.tile?.number == 79)
    let (stepped, _) = run(
      [.character("6"), .enter, .character("n"), .character("n")], from: start)
    #expect(stepped.tile?.number == 29)
    // Removing the last one keeps the selection on the list.
    var removed = moved
    removed.favoritesSaved(
      .success(favorites(26, 79)), after: .saveFavorite(.remove(Favorite(element(29)))), in: model)
    #expect(removed.selected(in: .favorites) == 1)
  }

  @Test func anEmptyTabSaysHowToAddOne() {
    let (state, _) = run([.character("6")])
    let lines = screen(state)
    #expect(lines[0].contains("[6 Favorites]"))
    #expect(
      Array(lines[2..<7]) == [
        "",
        "  No favorites yet.",
        "",
        "  Press * on an element in any tab, or in its open tile, to add it here. From",
        "  a shell: elements favorites add Fe",
      ])
  }

  @Test func theTabListsFavoritesInOrderWithNotes() {
    var list = favorites(26, 79)
    list.setNote("my bike", number: 26)
    list.add(Favorite(atomicNumber: 119, symbol: "Uue"))
    var start = BrowserState(model: model, size: size)
    start.favoritesLoaded(.success(list))
    let (state, _) = run([.character("6"), .down], from: start)
    let lines = screen(state)
    #expect(lines[2] == "  1  ● Iron               Fe(26)    my bike")
    #expect(lines[3].hasPrefix("▸ 2  ● Gold               Au(79)"))
    #expect(lines[4] == "  3  ? (not in the data)  Uue(119)")
    #expect(lines[23].contains("* remove"))
    let (unknown, _) = run([.character("6"), .end, .enter], from: start)
    #expect(unknown.tile == nil)
    #expect(unknown.statusText(in: model) == "Element 119 is not in the data in use")
  }

  @Test func anUnreadableFileShowsInTheTabAndStatus() {
    var state = BrowserState(model: model, size: size)
    state.favoritesLoaded(
      .failure(
        StoreError(
          .favorites,
          .malformed(file: "/h/favorites", line: 2, reason: "expected an atomic number"))))
    #expect(
      state.statusText(in: model)?.hasPrefix("Favorites: /h/favorites: line 2: expected") == true)
    _ = state.press(.character("6"), in: model)
    let lines = screen(state)
    #expect(lines[3] == "  The favorites could not be read.")
    #expect(lines[5].hasPrefix("  /h/favorites: line 2: expected an atomic number (move it aside"))
    #expect(lines.allSatisfy { TextWidth.of($0) <= 80 })
  }

  /// Favorites are marked in every list with a star, not colour alone; `*` in ASCII.
  @Test func listsMarkFavorites() {
    var state = BrowserState(model: model, size: size)
    state.favoritesLoaded(.success(favorites(1, 3)))
    _ = state.press(.tab, in: model)
    _ = state.press(.home, in: model)
    let lines = screen(state)
    #expect(lines[2].hasPrefix("▸ ○ Hydrogen"))
    #expect(lines[2].hasSuffix("★"))
    #expect(!lines[3].contains("★"))
    #expect(lines[4].hasPrefix("  ● Lithium") && lines[4].hasSuffix("★"))
    #expect(lines.allSatisfy { TextWidth.of($0) <= 80 })
    let ascii = screen(state, style: TerminalStyle(color: false, unicode: false, width: 80))
    #expect(ascii[4].hasPrefix("  # Lithium") && ascii[4].hasSuffix(" *"))
    let colored = screen(state, style: TerminalStyle(color: true, unicode: true, width: 80))
    #expect(colored[4].contains("★"))
    // The table's summary line and a search result say so too.
    let table = screen(run([.character("5"), .home, .home], from: state).0)
    #expect(table.contains { $0.hasPrefix(" 1 H  Hydrogen ★  1.008") })
    let search = screen(run([.character("/"), .character("l"), .character("i")], from: state).0)
    #expect(search.contains { $0.hasPrefix("▸ ● Lithium") && $0.hasSuffix("★") })
  }

  /// The table marks favorites with a star the legend explains: in a narrow cell in place of
  /// the cell's own mark, in a wide cell after the symbol, the cell's mark kept.
  @Test func theTableMarksFavoritesAndTheLegendSaysSo() {
    var state = BrowserState(model: model, size: size, element: 26)
    state.favoritesLoaded(.success(favorites(4, 31)))
    state = run([.escape, .character("5")], from: state).0
    let narrow = screen(state)
    #expect(narrow.contains { $0.hasPrefix(" 2 ▲Li ★Be ") })
    #expect(narrow.contains { $0.contains("★ favorite") })
    let ascii = screen(state, style: TerminalStyle(color: false, unicode: false, width: 80))
    #expect(ascii.contains { $0.hasPrefix("   ") && $0.contains("* favorite") })
    state.resize(to: ScreenSize(rows: 60, columns: 200), in: model)
    let wide = screen(state, style: TerminalStyle(color: false, unicode: true, width: 200))
    #expect(wide.contains { $0.hasPrefix(" 2 ▲Li     3 △Be★    4 ") })
    #expect(wide.contains { $0.contains(" □Ga★   31 ") })
    #expect(wide.contains { $0.contains("★ favorite") })
    // Without favorites, no key for them.
    var none = BrowserState(model: model, size: size, element: 26)
    none = run([.escape, .character("5")], from: none).0
    #expect(!screen(none).contains { $0.contains("★") })
  }

  /// Seven tabs fit at 80 columns and at the 50-column minimum, the current one always named,
  /// and help and quit are named at every size.
  @Test func theTabBarFits() {
    let (state, _) = run([.character("6")])
    let wide = screen(state)[0]
    #expect(
      wide == " 1  2  3  4  5 [6 Favorites] 7                                   ? help  q quit")
    var narrow = state
    narrow.resize(to: ScreenSize(rows: 16, columns: 50), in: model)
    let bar = screen(narrow, style: TerminalStyle(color: false, unicode: true, width: 50))[0]
    #expect(bar == " 1  2  3  4  5 [6 Favorites] 7     ? help  q quit")
    var huge = state
    huge.resize(to: ScreenSize(rows: 60, columns: 200), in: model)
    let top = screen(huge, style: TerminalStyle(color: false, unicode: true, width: 200))[0]
    #expect(top.hasPrefix(" elements  1 Name") && top.hasSuffix("? help  q quit"))
    for columns in 50...200 {
      var sized = state
      sized.resize(to: ScreenSize(rows: 20, columns: columns), in: model)
      let line = screen(sized, style: TerminalStyle(color: false, unicode: true, width: columns))[0]
      #expect(line.hasSuffix("? help  q quit") || line.hasSuffix("? help q quit"), "\(columns)")
      #expect(TextWidth.of(line) <= columns)
    }
  }

  /// The help wraps its text to the screen at every size: nothing is cut short.
  @Test(arguments: [50, 60, 80, 120, 200])
  func helpWrapsInsteadOfCutting(columns: Int) {
    var (state, _) = run([.character("?")])
    state.resize(to: ScreenSize(rows: 200, columns: columns), in: model)
    let style = TerminalStyle(color: false, unicode: true, width: columns)
    let lines = screen(state, style: style)
    #expect(!lines.contains { $0.contains("…") })
    #expect(lines.allSatisfy { TextWidth.of($0) <= columns })
    #expect(lines.contains { $0.contains("a page down; table: bottom of") })
  }

  @Test func helpListsTheStarKey() {
    let lines = screen(run([.character("?")]).0)
    #expect(
      lines.contains(
        "  *                  add or remove the element as a favorite   tabs, tile"))
    // The last page of the help.
    let scrolled = screen(run([.character("?"), .pageDown, .pageDown, .pageDown]).0)
    #expect(scrolled.contains { $0.hasPrefix("  1-7 ") && $0.contains("the tab with that number") })
    for screen in [lines, scrolled] {
      #expect(screen.allSatisfy { TextWidth.of($0) <= 80 && !$0.contains("…") })
    }
  }
}

/// `elements favorites` as text, JSON and CSV.
@Suite struct FavoritesRendererTests {
  let table = PeriodicTable.standard

  func entries(_ favorites: [Favorite]) -> [(favorite: Favorite, match: FavoriteMatch)] {
    favorites.map { ($0, $0.match(in: table)) }
  }

  @Test func rowsAlignAndShortenNotesToTheWidth() {
    let list = entries([
      Favorite(atomicNumber: 26, symbol: "Fe", note: "my bike is made of this, and so is the gate"),
      Favorite(atomicNumber: 1, symbol: "H"),
    ])
    #expect(
      FavoritesRenderer.render(list, style: TerminalStyle(color: false, unicode: true, width: 40))
        .encoded(.plain)
          == """
            1  ● Iron      Fe(26)  my bike is mad…
            2  ○ Hydrogen  H(1)

          """)
    #expect(
      FavoritesRenderer.render(list, style: TerminalStyle(color: false, unicode: false, width: 30))
        .encoded(.plain)
          == """
            1  # Iron      Fe(26)
            2  o Hydrogen  H(1)

          """)
    #expect(FavoritesRenderer.render([], style: .plain).encoded(.plain) == "")
  }

  @Test func hostileNotesAreSanitized() {
    let list = entries([Favorite(atomicNumber: 26, symbol: "Fe", note: "a\u{1B}[2Jb\u{9B}")])
    let text = FavoritesRenderer.render(list, style: .plain).encoded(.plain)
    #expect(text == "  1  ● Iron  Fe(26)  a\\x1B[2Jb\\x9B\n")
  }

  @Test func jsonAndCSVKeepEveryFavorite() {
    let list = entries([
      Favorite(atomicNumber: 119, symbol: "Uue", note: "a,\"b\"")
    ])
    #expect(
      DataFormatter.favoritesJSON(list).hasPrefix(
        """
        [
          {
            "position": 1,
            "note": "a,\\"b\\"",
            "known": false,
            "savedSymbol": "Uue",
            "number": 119,
            "symbol": "Uue",
            "name": null,
            "alternateNames": [],
        """))
    let csv = DataFormatter.favoritesDelimited(list, separator: ",")
    #expect(csv.split(separator: "\n")[1].hasPrefix("1,\"a,\"\"b\"\"\",false,Uue,119,Uue,,,"))
    #expect(DataFormatter.favoritesJSON([]) == "[]\n")
  }
}
