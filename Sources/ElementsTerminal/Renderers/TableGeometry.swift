import ElementsCore

/// How the periodic table is laid out at a width, for the `table` command and the browser's
/// Table tab alike: the size of a cell, the gap between cells and what each line of a cell
/// shows. The more room, the more each cell says.
///
/// - Narrower than 93 columns (for 18 groups): one line a cell, a mark and the symbol, three
///   columns wide with one between.
/// - From 93: the atomic number above the symbol, two columns between cells; from 120, the
///   atomic weight below it too. A heatmap shows its value below the symbol instead, in cells
///   five columns wide, from 120.
/// - From 183: cells nine columns wide with the symbol and number, the name, the atomic weight,
///   and a heatmap's value.
struct TableGeometry: Hashable {
  /// What a line of a cell shows.
  enum Line: Hashable {
    /// The atomic number, right-aligned.
    case number
    /// The colour key's mark (or a favorite's) and the symbol.
    case symbol
    /// The mark and the symbol on the left, the atomic number on the right.
    case symbolAndNumber
    /// The atomic weight in three columns ("6.9", "56").
    case shortWeight
    /// The atomic weight as the data gives it ("55.845", "[294]").
    case weight
    /// The element's name.
    case name
    /// A heatmap's value.
    case value
  }

  /// The rows of the grid (periods, a gap, the f-block rows).
  let rows: Int
  /// The columns of the grid (groups).
  let columns: Int
  /// The columns inside a cell.
  let cell: Int
  /// The columns between cells.
  let gap: Int
  /// What each line of a cell shows, top to bottom.
  let lines: [Line]
  /// Whether the group numbers sit right-aligned over their cells with a blank line below,
  /// as over cells of more than the symbol's line.
  let numbered: Bool

  /// The columns inside a cell of the narrow forms: a mark and a two-letter symbol.
  static let narrowCell = 3
  /// The columns inside a heatmap's cell with its value.
  static let valueCell = 5
  /// The columns inside a wide cell.
  static let wideCell = 9
  /// The width from which cells show a third line: a weight, or a heatmap's value.
  static let detailWidth = 120

  /// The layout of a table at a width.
  /// - Parameters:
  ///   - table: The elements, whose grid sets the rows and columns.
  ///   - available: The columns available.
  ///   - coloring: What the colours show; a heatmap's cells show its value.
  init(_ table: PeriodicTable, width available: Int, coloring: TableColoring) {
    let elements = table.elementsByNumber
    let columns = max(1, elements.map { $0.position.column }.max() ?? 1)
    rows = max(1, elements.map { $0.position.row }.max() ?? 1)
    self.columns = columns
    let heatmap: Bool
    if case .property = coloring { heatmap = true } else { heatmap = false }
    let fits = { (gap: Int, cell: Int) in
      TableRenderer.width(columns: columns, gap: gap, cell: cell) <= available
    }
    if fits(1, Self.wideCell) {
      (cell, gap, numbered) = (Self.wideCell, 1, true)
      lines = [.symbolAndNumber, .name, .weight] + (heatmap ? [.value] : [])
    } else if heatmap, available >= Self.detailWidth, fits(1, Self.valueCell) {
      (cell, gap, numbered) = (Self.valueCell, 1, false)
      lines = [.symbol, .value]
    } else if !heatmap, fits(2, Self.narrowCell) {
      (cell, gap, numbered) = (Self.narrowCell, 2, true)
      lines = [.number, .symbol] + (available >= Self.detailWidth ? [.shortWeight] : [])
    } else {
      (cell, gap, numbered) = (Self.narrowCell, 1, false)
      lines = [.symbol]
    }
  }

  /// The line of a cell with the symbol, where the period's label goes.
  var symbolLine: Int { lines.firstIndex { $0 == .symbol || $0 == .symbolAndNumber } ?? 0 }
  /// The lines a row of cells takes.
  var linesPerRow: Int { lines.count }
  /// The columns the whole table takes.
  var width: Int { TableRenderer.width(columns: columns, gap: gap, cell: cell) }
}
