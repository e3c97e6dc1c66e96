import ElementsCore

/// The Favorites tab: the saved favorites in order, as `elements favorites` lists them; or how
/// to add one; or why they could not be read.
extension BrowserView {
  static func favoritesLines(
    _ state: BrowserState, model: BrowserModel, style: TerminalStyle
  ) -> [StyledLine] {
    func paragraph(_ text: String) -> [StyledLine] {
      TextWidth.wrapped(style.display(text), to: style.width - 4).map { StyledLine("  " + $0) }
    }
    if let error = state.favoritesError {
      return [
        StyledLine(), fit([StyledRun("  The favorites could not be read.", .bold)], style: style),
      ]
        + [StyledLine()] + paragraph(error.description) + [StyledLine()]
        + paragraph(
          "The file is left as it is; elements will not write to it until it can be read.")
    }
    let entries = state.favorites.matches(in: model.table)
    guard !entries.isEmpty else {
      return [
        StyledLine(), fit([StyledRun("  No favorites yet.", .bold)], style: style), StyledLine(),
      ]
        + paragraph(
          "Press * on an element in any tab, or in its open tile, to add it here. From a shell:"
            + " elements favorites add Fe")
    }
    let styled = FavoritesRenderer.rows(entries, style: style)
    let selected = min(state.selected(in: .favorites), entries.count - 1)
    let first = min(state.firstRow(in: .favorites), entries.count - 1)
    var lines: [StyledLine] = []
    for index in first..<min(entries.count, first + state.size.contentRows) {
      lines.append(
        index == selected
          ? selectedLine(styled[index].plain, width: style.width, style: style) : styled[index])
    }
    return lines
  }
}
