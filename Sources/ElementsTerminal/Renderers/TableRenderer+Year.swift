import ElementsCore

extension TableRenderer {
  /// The periodic table as it stood in a year (`--year 1869`): the elements discovered later
  /// are left blank, and a last legend line counts those shown.
  ///
  /// The table is drawn from the elements known then (`PeriodicTable/known(in:)`),
  /// so a colouring's scale or legend covers only them. Rows and columns with no element known
  /// then are not drawn (before 1868 there is no group 18).
  /// - Parameters:
  ///   - table: The elements.
  ///   - year: The year.
  ///   - coloring: What the colours show; make a ``Heatmap`` from the table
  ///     `PeriodicTable/known(in:)` returns for a scale over those shown.
  ///   - highlighted: Atomic numbers to highlight.
  ///   - style: How output may look.
  /// - Returns: The text; when no element was known in the year, a single line saying so.
  public static func render(
    _ table: PeriodicTable, knownIn year: Int, coloring: TableColoring, highlighted: Set<Int>,
    style: TerminalStyle
  ) -> StyledText {
    let total = table.elementsByNumber.count
    guard let known = table.known(in: year) else {
      return StyledText(plain: "no element was known in \(year)")
    }
    let note = knownNote(year: year, shown: known.elementsByNumber.count, total: total)
    return render(known, coloring: coloring, highlighted: highlighted, style: style)
      + StyledText(
        TextWidth.wrapped(note, to: max(20, style.width - 3)).map { StyledLine("   " + $0) })
  }

  /// "Known in 1869: 62 of 118 elements; the 56 found later are blank.": the count under a
  /// table of a year, here and in the browser's year mode.
  static func knownNote(year: Int, shown: Int, total: Int) -> String {
    shown == total
      ? "Known in \(year): all \(total) elements."
      : "Known in \(year): \(shown) of \(total) elements; the \(total - shown) found later are blank."
  }
}
