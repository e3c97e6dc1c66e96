import ElementsData
import Testing

@testable import ElementsCore

/// The loader's reading of discovery years and the index's grid, checked against the answers of
/// the plain ways.
@Suite struct FastPathTests {
  /// Years as data files write them, with and without Apple's " A.D.", and texts that only
  /// look like them.
  @Test(
    arguments: [
      ("1899 A.D.", Discovery.year(1899)), ("1899", .year(1899)), ("Ancient", .antiquity),
      ("prehistoric", .antiquity), ("0 A.D.", nil), ("A.D.", nil), (" A.D.", nil),
      ("1899 a.d.", nil), ("1899 A.D. ", nil), ("1899\u{0600} A.D.", nil), ("-5 A.D.", nil),
      ("Ancient A.D.", .antiquity),
    ] as [(String, Discovery?)])
  func readsDiscoveryYears(text: String, expected: Discovery?) {
    #expect(Discovery(dataText: text) == expected)
  }

  /// `element(at:)` reads the index's grid; a linear search over the elements, the first by
  /// atomic number in each cell, finds the same element for every cell on the grid and around
  /// it: the built-in table, whose grid the build tool wrote out, and Apple's file, indexed at
  /// load.
  @Test(arguments: ["built-in", "Apple"])
  func gridFindsWhatALinearSearchFinds(name: String) throws {
    let table =
      name == "built-in" ? PeriodicTable.standard : try DataFile.load(path: Fixture.applePlist)
    var drawn = 0
    for row in 0...(GridPosition.rows + 1) {
      for column in 0...(GridPosition.columns + 1) {
        let position = GridPosition(row: row, column: column)
        let searched = table.elementsByNumber.first { $0.position == position }
        #expect(table.element(at: position) == searched, "row \(row), column \(column)")
        if searched != nil { drawn += 1 }
      }
    }
    #expect(drawn == 118)
  }

  /// Two elements in one cell: the first by atomic number is drawn, whatever the order given;
  /// an element made in code off the grid is not drawn, and a warning says so.
  @Test func gridKeepsTheFirstOfACellAndWarnsOffTheGrid() throws {
    let standard = PeriodicTable.standard
    var iron = try #require(standard.element(number: 26))
    var cobalt = try #require(standard.element(number: 27))
    cobalt.position = iron.position
    var nickel = try #require(standard.element(number: 28))
    nickel.position = GridPosition(row: 11, column: 3)
    let table = try PeriodicTable(elements: [nickel, cobalt, iron])
    #expect(table.element(at: iron.position)?.symbol == "Fe")
    #expect(table.element(at: nickel.position) == nil)
    #expect(
      table.warnings.map(\.description) == [
        "elements: entry 1 (Nickel): row 11, column 3 is off the grid (rows 1-10, columns 1-18); "
          + "the table does not show it",
        "elements: entry 3 (Iron): shares row 4, column 8 with entry 2 (Cobalt); the table shows entry 2",
      ])
    iron.position = GridPosition(row: 1, column: 1)
    #expect(try PeriodicTable(elements: [iron]).element(at: iron.position)?.symbol == "Fe")
  }
}
