import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// Names too long for a table's cell: the terminal shows them cut, the SVG picture whole, in
/// type small enough for the cell.
@Suite struct TableNamesInPicturesTests {
  let table = PeriodicTable.standard
  /// The width `elements table --format svg` draws at: cells nine columns wide, with names.
  let style = TerminalStyle(color: true, unicode: true, width: 200)

  /// The fitted names' `<text>` elements of a picture: each one's font size and text.
  static func fittedTexts(_ svg: String) -> [(size: Double, text: String)] {
    svg.matches(of: /<text x="[0-9.]+" y="[0-9.]+"[^>]* font-size="([0-9.]+)"[^>]*>([^<]*)</).map {
      (Double(String($0.output.1)) ?? 0, String($0.output.2))
    }
  }

  /// In the categories and in a heatmap, highlighted or not, every element's name is a whole
  /// text of the picture; each name drawn smaller fits its cell in DejaVu Sans Mono (0.602 em
  /// a character) and stays readable.
  @Test func everyNameIsWholeAndFitsItsCell() throws {
    let density = try Heatmap(field: .density, table: table)
    for coloring in [TableColoring.category, .property(density)] {
      let text = TableRenderer.render(
        table, coloring: coloring, highlighted: [15, 104], style: style)
      let svg = SVGEncoder().encode(text)
      for element in table.elementsByNumber {
        #expect(svg.contains(">\(element.name)<"), "\(coloring): \(element.name)")
      }
      let fitted = Self.fittedTexts(svg)
      #expect(
        Set(fitted.map(\.text))
          == Set(table.elementsByNumber.map(\.name).filter { $0.count > TableGeometry.wideCell }))
      for (size, name) in fitted {
        #expect(Double(name.count) * 0.602 * size <= 9 * 9.6, "\(name) at \(size)")
        #expect(size >= 10, "\(name) at \(size)")
      }
    }
  }

  /// The terminal shows the same table with the names cut, as before.
  @Test func theTerminalShowsTheCutName() {
    let text = TableRenderer.render(table, coloring: .category, highlighted: [], style: style)
      .encoded(TerminalStyle(color: false, unicode: true, width: 200))
    #expect(text.contains("Rutherfo…"))
    #expect(!text.contains("Rutherfordium"))
  }
}
