import ElementsCore

/// The browser's screen as a pure function: state plus size gives exactly `size.rows` styled
/// lines, none wider than `size.columns`. The driver lays them out in a grid of cells and
/// writes the difference from what is on the terminal.
///
/// One file per part of the screen: the tab bar, status line and hints
/// (`BrowserView+Chrome.swift`), the lists, the table, the tile, the search, the favorites and
/// the help, the comparison.
public enum BrowserView {
  /// The width at which a list tab shows the selected element's tile beside the list.
  static let previewWidth = 100

  /// The screen's lines.
  /// - Parameters:
  ///   - state: What to show.
  ///   - model: What is browsed.
  ///   - style: Colour and character set; its width is the screen's. With colour off, no
  ///     line carries a style.
  /// - Returns: One styled line per screen row.
  public static func lines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [StyledLine]
  {
    var style = style
    style.width = state.size.columns
    guard state.size.isUsable else { return tooSmall(state.size, style: style) }
    var content: [StyledLine]
    switch state.mode {
    case .help: content = helpLines(state, style: style)
    case .formula: content = formulaLines(state.formula, size: state.size, style: style)
    case .compare: content = compareLines(state, model: model, style: style)
    case .tile:
      guard let tile = state.tile, let element = model.table.element(number: tile.number) else {
        content = []
        break
      }
      content = tileLines(element, tile: tile, state: state, model: model, style: style)
    case .decay: content = decayChainLines(state, model: model, style: style)
    case .nuclides: content = nuclideLines(state, model: model, style: style)
    case .search:
      content = state.search.map { searchLines($0, state: state, model: model, style: style) } ?? []
    case .table, .property: content = tableLines(state, model: model, style: style)
    case .favorites, .note: content = favoritesLines(state, model: model, style: style)
    case .lists: content = listLines(state, model: model, style: style)
    }
    // A status message of more than one line hides the content's last rows while it shows.
    let bottom = statusLines(state, model: model, style: style)
    let shown = state.size.contentRows - (bottom.count - 1)
    content = Array(content.prefix(shown))
    content += Array(repeating: StyledLine(), count: shown - content.count)
    let screen = [tabBar(state, style: style), rule(style)] + content + bottom
    return style.color ? screen : screen.map { $0.unstyled }
  }

  // MARK: Helpers

  /// Runs cut to the style's width, as a styled line.
  static func fit(_ runs: [StyledRun], style: TerminalStyle) -> StyledLine {
    var remaining = style.width
    var line = StyledLine()
    for run in runs {
      guard remaining > 0 else { break }
      let width = TextWidth.of(run.text)
      if width <= remaining {
        line.append(run.text, run.style)
        remaining -= width
      } else {
        line.append(
          TextWidth.truncate(run.text, to: remaining, unicode: style.unicode), run.style)
        remaining = 0
      }
    }
    return line
  }

  /// The selected row: a pointer in its first column, and reverse video over its text. The
  /// bar ends with the text, not at the screen's edge: moving the selection then rewrites only
  /// the two rows' text, not their trailing blanks.
  static func selectedLine(_ plain: String, width: Int, style: TerminalStyle) -> StyledLine {
    let text = String(((style.unicode ? "▸" : ">") + plain.dropFirst()).trimmingTrailingSpaces)
    var line = StyledLine(text, TextStyle(reverse: true))
    line.append(TextWidth.spaces(max(0, width - TextWidth.of(text))))
    return line
  }

  /// Lines padded with blank ones of `width` to `count`.
  static func pad(_ lines: [StyledLine], to count: Int, width: Int) -> [StyledLine] {
    lines
      + Array(
        repeating: StyledLine(TextWidth.spaces(width)), count: max(0, count - lines.count))
  }
}
