/// The terminal's size in character cells.
public struct ScreenSize: Sendable, Hashable {
  /// Lines.
  public var rows: Int
  /// Columns.
  public var columns: Int

  /// Makes a size.
  /// - Parameters:
  ///   - rows: Lines.
  ///   - columns: Columns.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}
