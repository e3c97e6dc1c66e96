import ElementsCore

extension TableColoring {
  /// The key an element's cell is drawn with; a heatmap's colours at the terminal's depth
  /// (the fixed palettes are 256-colour whatever it is).
  func key(for element: AtomicElement, unicode: Bool, depth: ColorDepth) -> ColorKey {
    switch self {
    case .state:
      ColorKey(
        mark: Mark.of(element.state, unicode: unicode),
        background: TextColor.stateBackground(element.state),
        title: element.state.title)
    case .category:
      ColorKey(
        mark: Mark.of(element.category, unicode: unicode),
        background: element.category.map(TextColor.category),
        title: element.category?.title ?? "unknown")
    case .block:
      ColorKey(
        mark: Mark.of(element.block, unicode: unicode),
        background: element.block.map(TextColor.block),
        title: element.block?.title ?? "unknown")
    case .property(let heatmap):
      heatmap.key(for: element, unicode: unicode, depth: depth)
    case .stateAt(let temperature):
      Self.key(element.state(at: temperature), at: temperature, unicode: unicode)
    }
  }

  /// The legend: every key the elements use, in the coloring's natural order (unknown last);
  /// a heatmap's at the terminal's colour depth.
  func legend(for elements: [AtomicElement], unicode: Bool, depth: ColorDepth) -> [ColorKey] {
    // Which values the elements have is found by comparing the values, not their keys, whose
    // marks are mostly not ASCII and slow to compare or hash as strings.
    let unknown = ColorKey(mark: "?", background: nil, title: "unknown")
    switch self {
    case .state:
      return PhysicalState.allCases.filter { state in elements.contains { $0.state == state } }
        .map {
          ColorKey(
            mark: Mark.of($0, unicode: unicode), background: TextColor.stateBackground($0),
            title: $0.title)
        }
    case .category:
      let used = ElementCategory.allCases.filter { category in
        elements.contains { $0.category == category }
      }
      return used.map {
        ColorKey(
          mark: Mark.of($0, unicode: unicode), background: TextColor.category($0), title: $0.title)
      } + (elements.contains { $0.category == nil } ? [unknown] : [])
    case .block:
      let used = Block.allCases.filter { block in elements.contains { $0.block == block } }
      return used.map {
        ColorKey(
          mark: Mark.of($0, unicode: unicode), background: TextColor.block($0), title: $0.title)
      } + (elements.contains { $0.block == nil } ? [unknown] : [])
    case .property(let heatmap):
      return heatmap.legendKeys(unicode: unicode, depth: depth)
    case .stateAt(let temperature):
      let states = elements.map { $0.state(at: temperature) }
      let known: [PhysicalState] = [.solid, .liquid, .gas]
      return (known.filter { states.contains($0) } + (states.contains(nil) ? [nil] : [])).map {
        Self.key($0, at: temperature, unicode: unicode)
      }
    }
  }

  /// The key of a state at a temperature: "solid at 3000 K", or "?" for unknown.
  private static func key(_ state: PhysicalState?, at temperature: Temperature, unicode: Bool)
    -> ColorKey
  {
    let kelvin = (DecimalText.rounded(temperature.kelvin, places: 2) ?? "?") + " K"
    guard let state else {
      return ColorKey(mark: "?", background: nil, title: "unknown at " + kelvin + " (no data)")
    }
    return ColorKey(
      mark: Mark.of(state, unicode: unicode), background: TextColor.stateBackground(state),
      title: state.title.lowercased() + " at " + kelvin)
  }
}
