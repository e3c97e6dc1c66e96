import ElementsCore

/// An open tile, front or back, centred and scrolled.
extension BrowserView {
  static func tileLines(
    _ element: AtomicElement, tile: TileState, state: BrowserState, model: BrowserModel,
    style: TerminalStyle
  ) -> [StyledLine] {
    let lines = tileContent(element, tile: tile, model: model, style: style)
    let rows = state.size.contentRows
    let scroll = min(max(tile.scroll, 0), max(0, lines.count - rows))
    let width = lines.map(\.width).max() ?? 0
    let margin = StyledLine(TextWidth.spaces(max(0, (style.width - width) / 2)))
    var visible = lines.dropFirst(scroll).prefix(rows).map { margin + $0 }
    if lines.count <= rows {
      visible = Array(repeating: StyledLine(), count: (rows - lines.count) / 3) + visible
    }
    return visible
  }

  /// The tile as ``TileRenderer`` draws it: front with its reflection, or one section of the
  /// back, under a line naming the sections with the one showing marked.
  static func tileContent(
    _ element: AtomicElement, tile: TileState, model: BrowserModel, style: TerminalStyle
  ) -> [StyledLine] {
    guard tile.isFlipped else {
      return TileRenderer.front(element, style: style, reflection: true).lines
    }
    let sections = TileSection.allCases
    let index = min(max(tile.section, 0), sections.count - 1)
    let names = sections.enumerated().map { offset, section in
      offset == index ? "[\(section.title)]" : section.title
    }.joined(separator: " ")
    let arrows = style.unicode ? "← →" : "<- ->"
    return [StyledLine(" \(names)   \(arrows)"), StyledLine()]
      + TileRenderer.back(
        element, details: model.table.details(of: element), sections: [sections[index]],
        dataFile: model.table.dataFile, style: style
      ).lines
  }
}
