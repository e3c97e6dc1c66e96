/// One entry of a table colouring: the mark and style its cells get, and its name in the
/// legend.
struct ColorKey: Hashable {
  /// The shape drawn in each cell, so the table reads without colour.
  let mark: String
  /// The legend text: "Solid", "alkali metal", "s-block", "unknown".
  let title: String
  /// How its cells and its legend mark look: a background and a text colour that reads on it;
  /// plain for a key without colour ("unknown").
  let style: TextStyle
  /// How the mark is drawn: as its cells are, or, for a shade that fills its cell (the
  /// heatmap's `·░▒▓█`), in the cells' own colour, so that with colour the cell shows its colour
  /// whole and without colour the shade tells the level.
  let markStyle: TextStyle

  /// A key whose cells are black on a pastel background, as the fixed palettes draw them.
  /// - Parameters:
  ///   - mark: The shape drawn in each cell.
  ///   - background: The cells' background; `nil` for uncoloured cells.
  ///   - title: The legend text.
  init(mark: String, background: TextColor?, title: String) {
    self.mark = mark
    self.title = title
    style = background.map { .cell($0) } ?? .plain
    markStyle = style
  }

  /// A key with its own style.
  /// - Parameters:
  ///   - mark: The shape drawn in each cell.
  ///   - style: How its cells look.
  ///   - title: The legend text.
  init(mark: String, style: TextStyle, title: String) {
    self.mark = mark
    self.title = title
    self.style = style
    markStyle = style
  }

  /// A key whose mark is a shade that fills its cell, drawn in the cells' background colour.
  /// - Parameters:
  ///   - shade: The shade drawn in each cell, so the table reads without colour.
  ///   - style: How its cells look.
  ///   - title: The legend text.
  init(shade: String, style: TextStyle, title: String) {
    mark = shade
    self.title = title
    self.style = style
    markStyle = TextStyle(foreground: style.background, background: style.background)
  }
}
