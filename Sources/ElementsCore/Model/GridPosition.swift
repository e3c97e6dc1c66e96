/// Where an element sits in the drawn periodic table.
///
/// Rows 1 to 7 are the periods; as in Apple's TheElements, the lanthanides sit in row 9 and the
/// actinides in row 10, in columns 4 to 18, leaving row 8 empty as a gap.
public struct GridPosition: Sendable, Hashable, Comparable {
  /// The row, 1 at the top (the data's `vertPos`).
  public var row: Int
  /// The column, 1 to 18 from the left (the data's `horizPos`).
  public var column: Int

  /// The largest row a data file may use.
  public static let rows = 10
  /// The number of columns.
  public static let columns = 18

  /// Makes a position.
  /// - Parameters:
  ///   - row: The row, 1 to ``rows``.
  ///   - column: The column, 1 to ``columns``.
  @inlinable
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// Orders positions as text is read: row by row, then left to right.
  public static func < (lhs: GridPosition, rhs: GridPosition) -> Bool {
    (lhs.row, lhs.column) < (rhs.row, rhs.column)
  }
}
