import ElementsCore

extension TableColoring {
  /// The key an element's cell is drawn with.
  func key(for element: AtomicElement, unicode: Bool) -> ColorKey {
    switch self {
    case .state:
      ColorKey(
        mark: Mark.of(element.state, unicode: unicode),
        background: SGR.background(element.state),
        title: element.state.title)
    case .category:
      ColorKey(
        mark: Mark.of(element.category, unicode: unicode),
        background: element.category.map(SGR.background),
        title: element.category?.title ?? "unknown")
    case .block:
      ColorKey(
        mark: Mark.of(element.block, unicode: unicode),
        background: element.block.map(SGR.background),
        title: element.block?.title ?? "unknown")
    }
  }

  /// The legend: every key the elements use, in the coloring's natural order (unknown last).
  func legend(for elements: [AtomicElement], unicode: Bool) -> [ColorKey] {
    let used = Set(elements.map { key(for: $0, unicode: unicode) })
    let unknown = ColorKey(mark: "?", background: nil, title: "unknown")
    let order: [ColorKey]
    switch self {
    case .state:
      order = PhysicalState.allCases.map {
        ColorKey(
          mark: Mark.of($0, unicode: unicode), background: SGR.background($0), title: $0.title)
      }
    case .category:
      order =
        ElementCategory.allCases.map {
          ColorKey(
            mark: Mark.of($0, unicode: unicode), background: SGR.background($0), title: $0.title)
        } + [unknown]
    case .block:
      order =
        Block.allCases.map {
          ColorKey(
            mark: Mark.of($0, unicode: unicode), background: SGR.background($0), title: $0.title)
        } + [unknown]
    }
    return order.filter(used.contains)
  }
}
