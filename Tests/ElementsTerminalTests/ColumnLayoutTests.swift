import Testing

@testable import ElementsTerminal

/// The one table geometry: widths narrowed widest first, cells wrapped inside their columns.
@Suite struct ColumnLayoutTests {
  @Test func narrowsTheWidestFirst() {
    #expect(
      ColumnLayout.narrowed(natural: [4, 10, 6], least: [1, 1, 1], gap: 2, room: 24) == [4, 10, 6])
    #expect(
      ColumnLayout.narrowed(natural: [4, 10, 6], least: [1, 1, 1], gap: 2, room: 18) == [4, 5, 5])
    #expect(ColumnLayout.narrowed(natural: [4, 10, 6], least: [4, 8, 6], gap: 2, room: 18) == nil)
    #expect(ColumnLayout.narrowed(natural: [], least: [], gap: 2, room: 0) == [])
  }

  /// Numbers to the right, text to the left, the tallest cell deciding the lines; no line
  /// ends in spaces; the row's style lies under each cell's.
  @Test func wrapsCellsInsideTheirColumns() {
    let layout = ColumnLayout(widths: [7, 8, 5], indent: 1)
    let lines = layout.lines(
      [
        ColumnLayout.Cell("Melting point (K)"), ColumnLayout.Cell("1538 °C", alignment: .right),
        ColumnLayout.Cell("—", .dim),
      ], style: .bold)
    #expect(lines.map(\.plain) == [" Melting   1538 °C  —", " point", " (K)"])
    #expect(lines[0].runs.contains(StyledRun("—", TextStyle(bold: true, dim: true))))
    #expect(lines.allSatisfy { $0.runs.allSatisfy { $0.style.bold } })
    #expect(layout.width == 25)
  }
}
