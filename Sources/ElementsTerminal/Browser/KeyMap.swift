/// Where the browser is, as far as keys are concerned: each ``KeyBinding`` names the modes it
/// works in.
public enum BrowserMode: Sendable, Hashable, CaseIterable {
  /// The Name, Number, Symbol and State tabs.
  case lists
  /// The Table tab.
  case table
  /// The Favorites tab.
  case favorites
  /// An open tile.
  case tile
  /// A live search.
  case search
  /// The key help.
  case help
  /// Editing a favorite's note in the status line.
  case note
  /// The marked elements side by side.
  case compare
  /// The formula prompt: typing a formula, its mass shown as it is typed.
  case formula
  /// The Table tab's property prompt: typing the name of a property to colour by.
  case property
  /// The Nuclides tab.
  case nuclides
  /// A nuclide's decay chain, opened from the Nuclides tab.
  case decay

  /// The mode's name in the help screen.
  public var title: String {
    switch self {
    case .lists: "lists"
    case .table: "table"
    case .favorites: "favorites"
    case .tile: "tile"
    case .search: "search"
    case .help: "help"
    case .note: "note"
    case .compare: "compare"
    case .formula: "formula"
    case .property: "property"
    case .nuclides: "nuclides"
    case .decay: "decay"
    }
  }
}

/// What a key does. ``BrowserState/update(_:in:)`` carries out each one; which keys trigger it,
/// and where, is the ``KeyMap``'s business.
public enum BrowserAction: Sendable, Hashable, CaseIterable {
  /// Up a row, a table cell, a line of a tile.
  case up
  /// Down a row, a table cell, a line of a tile.
  case down
  /// Left a table cell.
  case left
  /// Right a table cell.
  case right
  /// Up a page (also in the help); in the table, to the top of the column.
  case pageUp
  /// Down a page (also in the help); in the table, to the bottom of the column.
  case pageDown
  /// To the first row, element or line.
  case first
  /// To the last row, element or line.
  case last
  /// Open the selected element's tile.
  case openTile
  /// Jump to the section of the typed letter (Name and Symbol).
  case jumpToLetter
  /// Flip the tile.
  case flip
  /// The next section of the tile's back.
  case nextSection
  /// Open the element's Wikipedia page in a web browser.
  case openWikipedia
  /// Add or remove the element as a favorite.
  case toggleFavorite
  /// The tile of the list's next element.
  case nextElement
  /// The tile of the list's previous element.
  case previousElement
  /// Close the tile.
  case back
  /// Add the typed character to the search.
  case typeCharacter
  /// Remove the search's last character.
  case deleteCharacter
  /// Search in the next scope.
  case nextScope
  /// Search in the previous scope.
  case previousScope
  /// Leave the search.
  case cancelSearch
  /// Start a search.
  case startSearch
  /// The next tab.
  case nextTab
  /// The previous tab.
  case previousTab
  /// The tab of the typed digit.
  case chooseTab
  /// Show the key help.
  case showHelp
  /// Close the key help.
  case closeHelp
  /// The Table tab's next colouring; leaves a temperature or year mode.
  case nextColoring
  /// The Table tab's previous colouring; leaves a temperature or year mode.
  case previousColoring
  /// A heatmap's scale, linear or logarithmic.
  case toggleLogScale
  /// Open the property prompt, to colour the table by a property named.
  case openPropertyPrompt
  /// Add the typed character to the property's name.
  case typeProperty
  /// Remove the property name's last character.
  case eraseProperty
  /// Complete the property's name as far as the matches agree.
  case completeProperty
  /// Colour the table by the property named.
  case chooseProperty
  /// Close the property prompt.
  case closePropertyPrompt
  /// The Table tab's temperature mode on or off.
  case toggleTemperature
  /// The Table tab's year mode on or off.
  case toggleYear
  /// A fine step up in the temperature or year mode (10 K, a year).
  case stepUp
  /// A fine step down in the temperature or year mode.
  case stepDown
  /// A coarse step up in the temperature or year mode (100 K, ten years).
  case coarseStepUp
  /// A coarse step down in the temperature or year mode.
  case coarseStepDown
  /// Move the selected favorite up.
  case moveFavoriteUp
  /// Move the selected favorite down.
  case moveFavoriteDown
  /// Edit the selected favorite's note.
  case editNote
  /// Save the note being edited.
  case saveNote
  /// Leave the note as it was.
  case cancelNote
  /// Mark or unmark the element for comparison.
  case toggleMark
  /// Open the marked elements side by side.
  case openCompare
  /// Scroll the comparison a line, or to its top or end (by the key: ↑, ↓, Home, End).
  case scrollCompare
  /// Close the comparison.
  case closeCompare
  /// Unmark every element.
  case clearMarks
  /// Sort the list by the next property.
  case nextSort
  /// Turn the list's sort round.
  case reverseSort
  /// Open the formula prompt, with the last formula kept.
  case openFormula
  /// Open the prompt for an equation, balanced as it is typed, with the last one kept.
  case openBalance
  /// Add the typed character to the formula.
  case typeFormula
  /// Remove the formula's last character (or, when it is kept, all of it).
  case eraseFormula
  /// Keep the formula's result: the next character starts a new formula.
  case keepFormula
  /// Close the formula prompt.
  case closeFormula
  /// Zoom the chart of nuclides in: the whole chart, a square per nuclide, symbols.
  case zoomIn
  /// Zoom the chart of nuclides out.
  case zoomOut
  /// Colour the chart of nuclides by half-life or by decay mode.
  case toggleNuclideColoring
  /// Open the selected nuclide's decay chain.
  case openDecayChain
  /// Close the decay chain.
  case closeDecayChain
  /// Draw the whole screen again.
  case redraw
  /// Quit.
  case quit
}

/// Which keys a binding answers to: one key, or a whole class of them.
public enum KeyPattern: Sendable, Hashable {
  /// Exactly this key.
  case key(Key)
  /// Any letter.
  case letters
  /// A digit in this range.
  case digits(ClosedRange<Int>)
  /// Any printable character.
  case printable
  /// Any key at all.
  case anyKey

  /// A plain character key.
  static func character(_ character: Character) -> KeyPattern { .key(.character(character)) }

  /// Whether the key is one of this pattern's.
  /// - Parameter key: A decoded key.
  /// - Returns: `true` if it matches.
  public func matches(_ key: Key) -> Bool {
    switch (self, key) {
    case (.key(let bound), _): bound == key
    case (.letters, .character(let character)): character.isLetter
    case (.digits(let range), .character(let character)):
      character.isASCII && character.wholeNumberValue.map(range.contains) == true
    case (.printable, .character): true
    case (.anyKey, _): true
    default: false
    }
  }

  /// How the help and the hints name the keys.
  /// - Parameter unicode: Whether arrows and ⏎ may be used.
  /// - Returns: A short label such as "↑", "PgUp", "A-Z".
  public func label(unicode: Bool) -> String {
    switch self {
    case .key(let key): key.label(unicode: unicode)
    case .letters: "A-Z"
    case .digits(let range): "\(range.lowerBound)-\(range.upperBound)"
    case .printable: "any character"
    case .anyKey: "any key"
    }
  }
}

extension Key {
  /// How the help and the hints name the key.
  /// - Parameter unicode: Whether arrows and ⏎ may be used.
  /// - Returns: A short label, such as "↑" or "Up", "Space", "Ctrl-C".
  public func label(unicode: Bool) -> String {
    switch self {
    case .up: unicode ? "↑" : "Up"
    case .down: unicode ? "↓" : "Down"
    case .left: unicode ? "←" : "Left"
    case .right: unicode ? "→" : "Right"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .enter: unicode ? "⏎" : "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .interrupt: "Ctrl-C"
    case .redraw: "Ctrl-L"
    case .clearLine: "Ctrl-U"
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .mouse: "mouse"
    }
  }
}

/// One key binding: its keys, what they do, where, and how the help and the hints describe
/// it (like bubbles' `key.Binding`).
public struct KeyBinding: Sendable, Hashable {
  /// The keys, the first being the one hints show.
  public let keys: [KeyPattern]
  /// What they do.
  public let action: BrowserAction
  /// Where they work.
  public let modes: Set<BrowserMode>
  /// The help screen's description.
  public let help: String
  /// The status line's short description, or `nil` to leave the binding out of the hints.
  public let hint: String?
  /// Where the hint shows.
  public let hintModes: Set<BrowserMode>

  /// Makes a binding.
  /// - Parameters:
  ///   - keys: The keys, the one hints show first.
  ///   - action: What they do.
  ///   - modes: Where they work.
  ///   - help: The help screen's description.
  ///   - hint: The status line's short description, if it has one.
  ///   - hintModes: Where the hint shows; all of `modes` when `nil`.
  public init(
    _ keys: [KeyPattern], _ action: BrowserAction, in modes: Set<BrowserMode>, help: String,
    hint: String? = nil, hintModes: Set<BrowserMode>? = nil
  ) {
    self.keys = keys
    self.action = action
    self.modes = modes
    self.help = help
    self.hint = hint
    self.hintModes = hint == nil ? [] : hintModes ?? modes
  }

  /// Whether the binding answers to a key.
  /// - Parameter key: A decoded key.
  /// - Returns: `true` if one of its keys matches.
  public func matches(_ key: Key) -> Bool { keys.contains { $0.matches(key) } }
}

/// The browser's one key map: the reducer looks keys up in it, and the help screen and the
/// status line's hints are written from it.
public enum KeyMap {
  private static let browsing: Set<BrowserMode> = [.lists, .table, .favorites]
  private static let elements: Set<BrowserMode> = [.lists, .table, .favorites, .tile]
  private static let everywhere = Set(BrowserMode.allCases)
  /// The tabs: where Tab and the digits work.
  private static let tabs: Set<BrowserMode> = [.lists, .table, .favorites, .nuclides]

  /// Every binding, in the order the help lists them and the hints show them.
  public static let bindings: [KeyBinding] = [
    KeyBinding(
      [.key(.up), .character("k")], .up, in: elements,
      help: "up a row, a cell, a line of a tile", hint: "move", hintModes: browsing),
    KeyBinding(
      [.key(.down), .character("j")], .down, in: elements,
      help: "down a row, a cell, a line of a tile", hint: "move", hintModes: browsing),
    KeyBinding(
      [.key(.left), .character("h")], .left, in: [.table], help: "left a cell", hint: "move"),
    KeyBinding(
      [.key(.right), .character("l")], .right, in: [.table], help: "right a cell", hint: "move"),
    KeyBinding(
      [.key(.up)], .up, in: [.search], help: "the previous result", hint: "select"),
    KeyBinding(
      [.key(.down)], .down, in: [.search], help: "the next result", hint: "select"),
    KeyBinding(
      [.key(.pageUp)], .pageUp, in: everywhere.subtracting([.note]),
      help: "a page up; table: top of the column"),
    KeyBinding(
      [.key(.pageDown)], .pageDown, in: everywhere.subtracting([.note]),
      help: "a page down; table: bottom of the column"),
    KeyBinding(
      [.key(.home), .character("g")], .first, in: elements,
      help: "to the first element, or a tile's top"),
    KeyBinding(
      [.key(.end)], .last, in: browsing,
      help: "to the last element"),
    KeyBinding(
      [.key(.enter), .key(.right), .character("l")], .openTile, in: [.lists, .favorites],
      help: "open the selected element's tile", hint: "open"),
    KeyBinding(
      [.key(.enter)], .openTile, in: [.table, .search],
      help: "open the cursor's or the result's tile", hint: "open"),
    KeyBinding(
      [.letters], .jumpToLetter, in: [.lists],
      help: "jump to a letter", hint: "jump"),
    KeyBinding(
      [.character(" "), .character("f")], .flip, in: [.tile], help: "flip the tile", hint: "flip"),
    KeyBinding(
      [.character("o")], .openWikipedia, in: elements,
      help: "open the element's Wikipedia page", hint: "Wikipedia", hintModes: [.tile]),
    KeyBinding(
      [.character("*")], .toggleFavorite, in: elements,
      help: "add or remove the element as a favorite", hint: "favorite"),
    KeyBinding(
      [.character("m")], .toggleMark, in: elements,
      help: "mark or unmark to compare (up to 4)", hint: "mark",
      hintModes: browsing),
    KeyBinding(
      [.character("v")], .openCompare, in: elements,
      help: "the marked elements side by side", hint: "compare", hintModes: browsing),
    KeyBinding(
      [.character("x")], .clearMarks, in: elements, help: "unmark every element"),
    KeyBinding(
      [
        .key(.up), .character("k"), .key(.down), .character("j"), .key(.home), .key(.end),
      ], .scrollCompare, in: [.compare], help: "scroll a line, to the top, to the end"),
    KeyBinding(
      [.key(.escape), .key(.backspace), .character("q")], .closeCompare, in: [.compare],
      help: "close the comparison", hint: "close"),
    KeyBinding(
      [.character("s")], .nextSort, in: [.lists],
      help: "sort by the next property, or not", hint: "sort"),
    KeyBinding(
      [.character("r")], .reverseSort, in: [.lists], help: "turn the list's sort round",
      hint: "sort"),
    KeyBinding(
      [.character("n"), .character("]")], .nextElement, in: [.tile],
      help: "the tile of the next element", hint: "next/previous"),
    KeyBinding(
      [.character("p"), .character("[")], .previousElement, in: [.tile],
      help: "the tile of the previous element", hint: "next/previous"),
    KeyBinding(
      [.key(.right), .character("l")], .nextSection, in: [.tile],
      help: "next section of the back"),
    KeyBinding(
      [.key(.escape), .key(.backspace), .key(.left), .character("h")], .back, in: [.tile],
      help: "previous section, or close the tile", hint: "back"),
    KeyBinding(
      [.character("c")], .nextColoring, in: [.table],
      help: "colours: category, state, block, more", hint: "colours"),
    KeyBinding(
      [.character("C")], .previousColoring, in: [.table], help: "the previous colours"),
    KeyBinding(
      [.character("p")], .openPropertyPrompt, in: [.table],
      help: "colour by a property: type its name", hint: "property"),
    KeyBinding(
      [.character("L")], .toggleLogScale, in: [.table],
      help: "a heatmap's logarithmic scale, on/off"),
    KeyBinding(
      [.key(.tab)], .completeProperty, in: [.property], help: "complete the property's name",
      hint: "complete"),
    KeyBinding(
      [.key(.enter)], .chooseProperty, in: [.property], help: "colour by the property",
      hint: "choose"),
    KeyBinding(
      [.key(.escape)], .closePropertyPrompt, in: [.property], help: "close the property prompt",
      hint: "cancel"),
    KeyBinding([.printable], .typeProperty, in: [.property], help: "type the property's name"),
    KeyBinding(
      [.key(.backspace)], .eraseProperty, in: [.property],
      help: "delete the name's last character"),
    KeyBinding(
      [.character("t")], .toggleTemperature, in: [.table],
      help: "the state at a temperature, on/off", hint: "temperature", hintModes: []),
    KeyBinding(
      [.character("y")], .toggleYear, in: [.table],
      help: "the elements known in a year, on/off", hint: "year", hintModes: []),
    KeyBinding(
      [.character("+")], .stepUp, in: [.table], help: "temperature/year up: 10 K, 1 year",
      hint: "step", hintModes: []),
    KeyBinding(
      [.character("-")], .stepDown, in: [.table], help: "temperature/year down: 10 K, 1 year",
      hint: "step", hintModes: []),
    KeyBinding(
      [.character(">")], .coarseStepUp, in: [.table], help: "temperature/year up: 100 K, 10 years",
      hint: "big step", hintModes: []),
    KeyBinding(
      [.character("<")], .coarseStepDown, in: [.table],
      help: "temperature/year down: 100 K, 10 years",
      hint: "big step", hintModes: []),
    KeyBinding(
      [.key(.up), .character("k")], .up, in: [.nuclides], help: "up a proton (Z + 1)",
      hint: "move"),
    KeyBinding(
      [.key(.down), .character("j")], .down, in: [.nuclides], help: "down a proton (Z - 1)",
      hint: "move"),
    KeyBinding(
      [.key(.left), .character("h")], .left, in: [.nuclides], help: "left a neutron (N - 1)",
      hint: "move"),
    KeyBinding(
      [.key(.right), .character("l")], .right, in: [.nuclides], help: "right a neutron (N + 1)",
      hint: "move"),
    KeyBinding(
      [.key(.home)], .first, in: [.nuclides], help: "the element's lightest nuclide"),
    KeyBinding(
      [.key(.end)], .last, in: [.nuclides], help: "the element's heaviest nuclide"),
    KeyBinding(
      [.character("+"), .character("=")], .zoomIn, in: [.nuclides],
      help: "zoom in: squares, then symbols", hint: "zoom"),
    KeyBinding(
      [.character("-")], .zoomOut, in: [.nuclides], help: "zoom out, to the whole chart",
      hint: "zoom"),
    KeyBinding(
      [.character("c")], .toggleNuclideColoring, in: [.nuclides],
      help: "colour by half-life or by decay mode", hint: "colours"),
    KeyBinding(
      [.key(.enter)], .openDecayChain, in: [.nuclides],
      help: "open the nuclide's decay chain", hint: "decay chain"),
    KeyBinding([.key(.up), .character("k")], .up, in: [.decay], help: "scroll up a line"),
    KeyBinding(
      [.key(.down), .character("j")], .down, in: [.decay], help: "scroll down a line",
      hint: "scroll"),
    KeyBinding(
      [.key(.escape), .key(.backspace)], .closeDecayChain, in: [.decay],
      help: "close the decay chain", hint: "close"),
    KeyBinding(
      [.character("K")], .moveFavoriteUp, in: [.favorites], help: "move the favorite up",
      hint: "move up/down"),
    KeyBinding(
      [.character("J")], .moveFavoriteDown, in: [.favorites], help: "move the favorite down",
      hint: "move up/down"),
    KeyBinding(
      [.character("e")], .editNote, in: [.favorites], help: "edit the favorite's note",
      hint: "note"),
    KeyBinding(
      [.key(.enter)], .saveNote, in: [.note], help: "save the note", hint: "save"),
    KeyBinding(
      [.key(.escape)], .cancelNote, in: [.note], help: "leave the note as it was", hint: "cancel"),
    KeyBinding(
      [.printable], .typeCharacter, in: [.search, .note], help: "type to search or write",
      hint: "type to search", hintModes: [.search]),
    KeyBinding(
      [.key(.backspace)], .deleteCharacter, in: [.search, .note],
      help: "delete the last character"),
    KeyBinding(
      [.key(.tab)], .nextScope, in: [.search],
      help: "search names, symbols, numbers or all", hint: "scope"),
    KeyBinding([.key(.backTab)], .previousScope, in: [.search], help: "the previous scope"),
    KeyBinding(
      [.key(.escape)], .cancelSearch, in: [.search], help: "leave the search", hint: "cancel"),
    KeyBinding(
      [.character("/")], .startSearch, in: browsing, help: "search", hint: "search"),
    KeyBinding([.key(.tab)], .nextTab, in: tabs, help: "the next tab", hint: "next tab"),
    KeyBinding([.key(.backTab)], .previousTab, in: tabs, help: "the previous tab"),
    KeyBinding(
      [.digits(1...BrowserTab.allCases.count)], .chooseTab, in: tabs,
      help: "the tab with that number"),
    KeyBinding(
      [.character("?")], .showHelp, in: elements, help: "this help", hint: "help",
      hintModes: browsing),
    KeyBinding(
      [.character("?")], .showHelp, in: [.nuclides, .decay], help: "this help", hint: "help",
      hintModes: [.nuclides]),
    KeyBinding(
      [.character("w")], .openFormula, in: elements,
      help: "weigh a formula: molar mass as you type"),
    KeyBinding(
      [.character("b")], .openBalance, in: elements,
      help: "balance an equation as you type"),
    KeyBinding([.key(.up)], .up, in: [.formula], help: "scroll the result up", hint: "scroll"),
    KeyBinding(
      [.key(.down)], .down, in: [.formula], help: "scroll the result down", hint: "scroll"),
    KeyBinding(
      [.key(.enter)], .keepFormula, in: [.formula],
      help: "keep the result; typing starts a new one", hint: "keep"),
    KeyBinding(
      [.key(.escape)], .closeFormula, in: [.formula], help: "close the formula prompt",
      hint: "close"),
    KeyBinding([.printable], .typeFormula, in: [.formula], help: "type the formula"),
    KeyBinding(
      [.key(.backspace)], .eraseFormula, in: [.formula],
      help: "delete the formula's last character"),
    KeyBinding(
      [.key(.redraw)], .redraw, in: everywhere, help: "draw the screen again"),
    KeyBinding(
      [.character("q")], .quit,
      in: everywhere.subtracting([.search, .note, .formula, .compare, .property, .nuclides, .decay]
      ),
      help: "quit", hint: "quit", hintModes: [.tile]),
    KeyBinding([.character("q")], .quit, in: [.nuclides], help: "quit"),
    KeyBinding([.key(.interrupt)], .quit, in: everywhere, help: "quit, even while searching"),
    KeyBinding(
      [.anyKey], .closeHelp, in: [.help], help: "any other key closes this help",
      hint: "any other key closes help"),
  ]

  /// The binding a key triggers in a mode: a binding for that very key first, then one for a
  /// class of keys (letters, digits, any character), in map order.
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - mode: Where the browser is.
  /// - Returns: The binding, or `nil` when the key does nothing there.
  public static func binding(for key: Key, in mode: BrowserMode) -> KeyBinding? {
    let candidates = bindings.filter { $0.modes.contains(mode) }
    return candidates.first { binding in
      binding.keys.contains { if case .key(key) = $0 { true } else { false } }
    } ?? candidates.first { $0.matches(key) }
  }

  /// The lower-case letters that are commands in a mode, so that only their capitals jump.
  /// - Parameter mode: Where the browser is.
  /// - Returns: The letters, in alphabetical order.
  public static func commandLetters(in mode: BrowserMode) -> [Character] {
    let letters = bindings.filter { $0.modes.contains(mode) }.flatMap { $0.keys }.compactMap {
      pattern -> Character? in
      if case .key(.character(let character)) = pattern, character.isLetter {
        character
      } else {
        nil
      }
    }
    return Set(letters).sorted()
  }
}
