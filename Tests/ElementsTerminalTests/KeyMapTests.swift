import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The one key map drives the reducer, the `?` help and the hints: none can drift from it.
@Suite struct KeyMapTests {
  let model = BrowserModel(table: .standard)
  let size = ScreenSize(rows: 24, columns: 80)

  func state(after keys: [Key], favorites: [Int] = []) -> BrowserState {
    var state = BrowserState(model: model, size: size)
    var list = FavoritesList()
    for number in favorites { list.add(Favorite(model.table.element(number: number)!)) }
    _ = state.update(.favoritesLoaded(.success(list)), in: model)
    for key in keys { _ = state.press(key, in: model) }
    return state
  }

  /// A state in each mode where every binding of that mode has something to do: the
  /// selection away from both ends, a tile scrolled, a search with a result below the first.
  func start(in mode: BrowserMode) -> BrowserState {
    switch mode {
    case .lists: state(after: [.character("M")])
    case .table: state(after: [.character("5"), .home, .down, .down, .right])
    case .favorites: state(after: [.character("6"), .down], favorites: [1, 26, 79])
    case .tile: state(after: [.tab, .character("g"), .down, .enter, .down, .down])
    case .search: state(after: [.character("/"), .character("i"), .down])
    case .compare:
      // Fe, Co and Ni side by side, scrolled from the top.
      state(
        after: [.character("2"), .home] + Array(repeating: .down, count: 25) + [
          .character("m"), .down, .character("m"), .down, .character("m"), .character("v"),
          .down, .down,
        ])
    case .note:
      state(
        after: [.character("6"), .down, .character("e"), .character("x")], favorites: [1, 26, 79])
    case .property:
      // The property prompt with a letter typed, which Tab completes.
      state(after: [
        .character("5"), .home, .down, .down, .right, .character("p"), .character("d"),
        .character("e"),
      ])
    case .formula:
      // A formula of 23 elements, taller than the screen, scrolled a line.
      state(
        after: [.character("w")] + "HLiBeBCNOFNaMgAlSiPSClKCaScTiVCrMnFe".map(Key.character) + [
          .down
        ])
    case .nuclides:
      // A square per nuclide, away from the element's lightest and heaviest.
      state(after: [.character("7"), .character("+"), .left])
    case .decay:
      // Actinium-234's decay chain on the smallest screen, scrolled a line, so that it
      // scrolls both ways.
      {
        var chain = state(after: [.character("7"), .left, .enter])
        _ = chain.update(.resized(.minimum), in: model)
        _ = chain.press(.down, in: model)
        return chain
      }()
    case .help:
      // On the smallest screen, so that the help scrolls both ways from its second page.
      {
        var help = state(after: [.character("?")])
        _ = help.update(.resized(.minimum), in: model)
        _ = help.press(.pageDown, in: model)
        return help
      }()
    }
  }

  /// Keys to try for a binding: each of its own keys, and one example of each class.
  func sampleKeys(_ binding: KeyBinding) -> [Key] {
    binding.keys.map { pattern in
      switch pattern {
      case .key(let key): key
      case .letters: .character("X")
      case .digits: .character("3")
      case .printable, .anyKey: .character("x")
      }
    }
  }

  @Test func everyBindingIsReachedAndDoesSomethingInEachOfItsModes() {
    for binding in KeyMap.bindings {
      for mode in binding.modes {
        let before = start(in: mode)
        #expect(before.mode == mode)
        for key in sampleKeys(binding) {
          #expect(
            KeyMap.binding(for: key, in: mode) == binding,
            "\(key) in \(mode) is taken by another binding")
          var after = before
          let effects = after.press(key, in: model)
          #expect(
            after != before || !effects.isEmpty,
            "\(key) (\(binding.action)) does nothing in \(mode)")
        }
      }
    }
  }

  /// Every binding is on the help screen: its keys, what it does, and where. The help is
  /// longer than an 80x24 screen; paged through with PgDn, every line fits 80 columns whole.
  @Test func everyBindingIsInTheHelp() {
    var state = BrowserState(model: model, size: size)
    _ = state.press(.character("?"), in: model)
    #expect(state.maxHelpScroll > 0, "the help scrolls at 80x24")
    var screen: [String] = []
    while true {
      let page = BrowserView.lines(state, model: model, style: .plain).map(\.plain)
      let content = page.dropFirst(2).prefix(size.contentRows)
      screen += content.filter { !screen.contains($0) }
      #expect(content.allSatisfy { TextWidth.of($0) <= 80 && !$0.contains("…") })
      let before = state.helpScroll
      _ = state.press(.pageDown, in: model)
      if state.helpScroll == before { break }
    }
    #expect(state.helpScroll == state.maxHelpScroll, "PgDn reaches the help's end")
    for binding in KeyMap.bindings {
      let keys = binding.keys.map { $0.label(unicode: true) }.joined(separator: " ")
      #expect(
        screen.contains {
          $0.hasPrefix("  " + keys + " ") && $0.contains(binding.help)
            && $0.hasSuffix(BrowserView.place(binding.modes))
        }, "\(binding.action) is missing from the help")
    }
    #expect(
      screen.contains { $0.contains("jump to a letter; capitals BGJKLMOQRSVWX") },
      "the letters that are commands are named from the map")
  }

  /// Keys that do nothing where the browser is are ignored, not taken for another mode's.
  @Test func keysOutsideTheirModesDoNothing() {
    #expect(KeyMap.binding(for: .character("f"), in: .lists)?.action == .jumpToLetter)
    #expect(KeyMap.binding(for: .character(" "), in: .lists) == nil)
    #expect(KeyMap.binding(for: .character("q"), in: .search)?.action == .typeCharacter)
    #expect(KeyMap.binding(for: .left, in: .lists) == nil)
    #expect(KeyMap.binding(for: .character("q"), in: .help)?.action == .quit)
  }

  /// The status line's hints come from the map too.
  @Test(arguments: [
    // Where the line is short of room, the hints the tab bar repeats go first.
    ([Key](), " ↑↓ move  ⏎ open  A-Z jump  * favorite  m mark  s sort  / search  ? help"),
    (
      [.character("2")],
      " ↑↓ move  ⏎ open  * favorite  m mark  s sort  / search  Tab next tab  ? help"
    ),
    (
      [.character("5")],
      " ↑↓←→ move  ⏎ open  * favorite  m mark  c colours  p property  / search  ? help"
    ),
    // Marks and a sort add what they need: the count, v, r; a sorted list has no letter jumps.
    (
      [.character("2"), .character("m"), .down, .character("m"), .character("s"), .down],
      " 2 marked  ↑↓ move  ⏎ open  * favorite  m mark  v compare  s/r sort  / search"
    ),
    (
      [.character("2"), .character("m"), .down, .character("m"), .character("v")],
      " ↓ 60 more  2 side by side  Esc close"
    ),
    ([.character("/")], " ↑↓ select  ⏎ open  type to search  Tab scope  Esc cancel"),
    ([.character("?")], " any other key closes help"),
    (
      [.character("5"), .enter],
      " Space flip  o Wikipedia  * favorite  n/p next/previous  Esc back  q quit"
    ),
  ])
  func hintsFollowTheMap(keys: [Key], hint: String) {
    let screen = BrowserView.lines(state(after: keys), model: model, style: .plain).map(\.plain)
    #expect(screen[23].trimmingSuffix() == hint)
  }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
