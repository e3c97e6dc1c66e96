import ElementsCore

/// An open tile, front or back, centred and scrolled.
extension BrowserView {
  static func tileLines(
    _ element: AtomicElement, tile: TileState, state: BrowserState, style: TerminalStyle
  ) -> [StyledLine] {
    let lines = tileContent(element, tile: tile, style: style)
    let rows = state.size.contentRows
    let scroll = min(max(tile.scroll, 0), max(0, lines.count - rows))
    let width = lines.map(TextWidth.ofStyled).max() ?? 0
    let margin = StyledLine(TextWidth.spaces(max(0, (style.width - width) / 2)))
    var visible = lines.dropFirst(scroll).prefix(rows).map { margin + StyledLine(painted: $0) }
    if lines.count <= rows {
      visible = Array(repeating: StyledLine(), count: (rows - lines.count) / 3) + visible
    }
    return visible
  }

  /// The tile as ``TileRenderer`` draws it: front with its reflection, or the back.
  static func tileContent(_ element: AtomicElement, tile: TileState, style: TerminalStyle)
    -> [String]
  {
    tile.isFlipped
      ? TileRenderer.backLines(element, style: style)
      : TileRenderer.frontLines(element, style: style, reflection: true)
  }
}
