/// The browser's layout on a screen: the smallest it draws on and where its content lines are.
extension ScreenSize {
  /// The smallest screen the browser draws on; below it, it says so.
  public static let minimum = ScreenSize(rows: 16, columns: 50)

  /// Whether this screen is at least ``minimum`` in both directions.
  public var isUsable: Bool { rows >= Self.minimum.rows && columns >= Self.minimum.columns }

  /// Lines between the tab bar and the status line.
  var contentRows: Int { max(1, rows - 3) }

  /// The screen rows (from 0) of those lines: after the tab bar and its rule.
  var contentRowRange: ClosedRange<Int> { 2...(1 + contentRows) }
}
