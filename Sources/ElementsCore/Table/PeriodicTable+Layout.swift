/// The ways the periodic table can be drawn.
public enum TableLayout: String, Sendable, CaseIterable {
  /// The data's own places: group 3 is Sc, Y, Lu, Lr (IUPAC), with the rows 57-71 and 89-103
  /// drawn below the table, as IUPAC's table draws them.
  case iupac
  /// The older form: La and Ac under Y in group 3, and Ce-Lu and Th-Lr in the f-block rows.
  case laAc = "la-ac"
}

extension PeriodicTable {
  /// The table with its elements placed as a layout draws them.
  ///
  /// With ``TableLayout/laAc``, La (57) and Ac (89) take group 3 of periods 6 and 7 when those
  /// cells are free, and the rest of their f-block rows (58-71, 90-103) move one cell left to
  /// fill the row from its first column; elements elsewhere keep their places.
  /// - Parameter layout: The layout to draw.
  /// - Returns: This table for ``TableLayout/iupac``; for ``TableLayout/laAc`` a table with the
  ///   same elements and details, placed as the older form draws them.
  public func laidOut(_ layout: TableLayout) -> PeriodicTable {
    guard layout == .laAc else { return self }
    var placed = elementsByNumber
    for (first, period, row) in [(57, 6, 9), (89, 7, 10)] {
      guard element(at: GridPosition(row: period, column: 3)) == nil,
        let start = placed.firstIndex(where: { $0.atomicNumber == first }),
        placed[start].position.row == row
      else { continue }
      placed[start].position = GridPosition(row: period, column: 3)
      let rest = placed.indices.filter { placed[$0].position.row == row }
      // The row moves as a whole, so its cells stay distinct.
      guard let left = rest.map({ placed[$0].position.column }).min(), left > 1 else { continue }
      for index in rest { placed[index].position.column -= 1 }
    }
    return PeriodicTable(
      validated: placed, index: Index(placed), source: source, warnings: warnings,
      details: detailsLookUp, dataFile: dataFile)
  }
}
