import ElementsCore
import ElementsTerminal

extension TableRenderer {
  /// The table as `elements table` writes it for a terminal with this style: encoded, each
  /// line ending in a line break.
  static func text(
    _ table: PeriodicTable, coloring: TableColoring, highlighted: Set<Int>, style: TerminalStyle
  ) -> String {
    terminal(render(table, coloring: coloring, highlighted: highlighted, style: style), style)
  }

  /// The table of a year as `elements table --year` writes it for a terminal with this style.
  static func text(
    _ table: PeriodicTable, knownIn year: Int, coloring: TableColoring, highlighted: Set<Int>,
    style: TerminalStyle
  ) -> String {
    terminal(
      render(table, knownIn: year, coloring: coloring, highlighted: highlighted, style: style),
      style)
  }

  private static func terminal(_ text: StyledText, _ style: TerminalStyle) -> String {
    TerminalEncoder(style: style).encode(text) + "\n"
  }
}
