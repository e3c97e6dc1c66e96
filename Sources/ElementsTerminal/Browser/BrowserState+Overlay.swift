/// Something open over the browser's tab. ``BrowserState/overlays`` holds them bottom to top,
/// at most one of each kind, in the order of ``layer``: a tile opened from a search lies over
/// it, and closing the tile shows the search again.
public enum Overlay: Sendable, Hashable {
  /// A live search.
  case search(SearchState)
  /// The Table tab's property prompt (`p`).
  case property(PropertyPrompt)
  /// A favorite's note being edited in the status line.
  case note(NoteEditor)
  /// The decay chain opened from the Nuclides tab.
  case decayChain(DecayChainView)
  /// An element's tile.
  case tile(TileState)
  /// The marked elements side by side (`v`).
  case compare(CompareState)
  /// The formula prompt; its text is ``BrowserState/formula``, kept while it is closed.
  case formula
  /// The key help, scrolled this many lines.
  case help(scroll: Int)

  /// The kinds of overlay, bottom to top.
  public enum Layer: Int, Sendable, Hashable, Comparable {
    /// ``Overlay/search(_:)``, the lowest.
    case search
    /// ``Overlay/property(_:)``.
    case property
    /// ``Overlay/note(_:)``.
    case note
    /// ``Overlay/decayChain(_:)``.
    case decayChain
    /// ``Overlay/tile(_:)``.
    case tile
    /// ``Overlay/compare(_:)``.
    case compare
    /// ``Overlay/formula``.
    case formula
    /// ``Overlay/help(scroll:)``, the highest.
    case help

    /// Whether `left` lies below `right`.
    public static func < (left: Layer, right: Layer) -> Bool { left.rawValue < right.rawValue }
  }

  /// Where this kind of overlay lies among the others.
  public var layer: Layer {
    switch self {
    case .search: .search
    case .property: .property
    case .note: .note
    case .decayChain: .decayChain
    case .tile: .tile
    case .compare: .compare
    case .formula: .formula
    case .help: .help
    }
  }

  /// The keys' mode while this overlay is on top.
  var mode: BrowserMode {
    switch self {
    case .search: .search
    case .property: .property
    case .note: .note
    case .decayChain: .decay
    case .tile: .tile
    case .compare: .compare
    case .formula: .formula
    case .help: .help
    }
  }
}

extension BrowserState {
  /// The open overlay of a kind, if one is open.
  func overlay(_ layer: Overlay.Layer) -> Overlay? {
    overlays.first { $0.layer == layer }
  }

  /// Opens, replaces or (given `nil`) closes the overlay of a kind, keeping the others in
  /// layer order.
  /// - Parameters:
  ///   - layer: The kind.
  ///   - overlay: What it becomes; its layer must be `layer`.
  mutating func setOverlay(_ layer: Overlay.Layer, to overlay: Overlay?) {
    if let index = overlays.firstIndex(where: { $0.layer == layer }) {
      if let overlay { overlays[index] = overlay } else { overlays.remove(at: index) }
    } else if let overlay {
      overlays.insert(overlay, at: overlays.firstIndex { $0.layer > layer } ?? overlays.endIndex)
    }
  }

  /// The open tile, if any.
  public internal(set) var tile: TileState? {
    get { if case .tile(let tile)? = overlay(.tile) { tile } else { nil } }
    set { setOverlay(.tile, to: newValue.map(Overlay.tile)) }
  }

  /// The live search, if one is running.
  public internal(set) var search: SearchState? {
    get { if case .search(let search)? = overlay(.search) { search } else { nil } }
    set { setOverlay(.search, to: newValue.map(Overlay.search)) }
  }

  /// The Table tab's property prompt, while it is open (`p`).
  public internal(set) var propertyPrompt: PropertyPrompt? {
    get { if case .property(let prompt)? = overlay(.property) { prompt } else { nil } }
    set { setOverlay(.property, to: newValue.map(Overlay.property)) }
  }

  /// The favorite's note being edited, if one is.
  public internal(set) var noteEditor: NoteEditor? {
    get { if case .note(let editor)? = overlay(.note) { editor } else { nil } }
    set { setOverlay(.note, to: newValue.map(Overlay.note)) }
  }

  /// The decay chain opened from the Nuclides tab, if one is open.
  public internal(set) var decayChain: DecayChainView? {
    get { if case .decayChain(let view)? = overlay(.decayChain) { view } else { nil } }
    set { setOverlay(.decayChain, to: newValue.map(Overlay.decayChain)) }
  }

  /// The marked elements side by side (`v`), when open.
  public internal(set) var compare: CompareState? {
    get { if case .compare(let compare)? = overlay(.compare) { compare } else { nil } }
    set { setOverlay(.compare, to: newValue.map(Overlay.compare)) }
  }

  /// Whether the formula prompt is open.
  public internal(set) var isFormulaOpen: Bool {
    get { overlay(.formula) != nil }
    set { setOverlay(.formula, to: newValue ? .formula : nil) }
  }

  /// Whether the key help is showing.
  public internal(set) var isShowingHelp: Bool {
    get { overlay(.help) != nil }
    set { setOverlay(.help, to: newValue ? .help(scroll: helpScroll) : nil) }
  }

  /// How far the key help is scrolled; 0 while it is closed.
  public internal(set) var helpScroll: Int {
    get { if case .help(let scroll)? = overlay(.help) { scroll } else { 0 } }
    set { if isShowingHelp { setOverlay(.help, to: .help(scroll: newValue)) } }
  }
}
