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
  /// Whether the mark is a shade that fills much of its cell (the heatmap's `·░▒▓█`): in
  /// the legend it follows a swatch of the cells' colour, which a dark shade would cover.
  var isShade = false

  /// A key whose cells are black on a pastel background, as the fixed palettes draw them.
  /// - Parameters:
  ///   - mark: The shape drawn in each cell.
  ///   - background: The cells' background; `nil` for uncoloured cells.
  ///   - title: The legend text.
  init(mark: String, background: TextColor?, title: String) {
    self.mark = mark
    self.title = title
    style = background.map { .cell($0) } ?? .plain
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
  }

  /// A key whose mark is a shade: the level of a scale, told by colour and by the shade.
  /// - Parameters:
  ///   - shade: The shade drawn in each cell.
  ///   - style: How its cells look.
  ///   - title: The legend text.
  init(shade: String, style: TextStyle, title: String) {
    self.init(mark: shade, style: style, title: title)
    isShade = true
  }

  /// The key's mark in the legend: the mark styled like its cells, or for a shade a swatch of
  /// the cells' colour and then the shade, so that the legend shows both.
  var legendMark: StyledLine {
    StyledLine(isShade ? [StyledRun(" ", style), StyledRun(mark)] : [StyledRun(mark, style)])
  }

  /// The columns ``legendMark`` takes.
  var legendWidth: Int { TextWidth.of(mark) + (isShade ? 1 : 0) }
}
