import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// Numbers as large and as small as a double holds read in a few characters wherever a person
/// reads them: the tile's back, the comparison, the lists of fields and the heatmap's legend.
@Suite struct ExtremeNumbersTests {
  static let extremes: [(value: Double, text: String)] = [
    (0, "0"), (-0.0, "0"), (1e-300, "1e-300"), (.leastNonzeroMagnitude, "5e-324"), (1e308, "1e308"),
    (1.797e308, "1.797e308"), (-1.797e308, "-1.797e308"),
    (.greatestFiniteMagnitude, "1.7976931348623157e308"),
  ]

  /// Ordinary numbers are written out; the smallest and largest of the built-in data (an
  /// abundance in sea water, resistivities of insulators) take an exponent rather than a row
  /// of zeros.
  static let ordinary: [(value: Double, text: String)] = [
    (0.00089, "0.00089"), (7.874, "7.874"), (1538, "1538"), (1811.15, "1811.15"),
    (-252.879, "-252.879"), (0.000001, "0.000001"), (999_999_999_999, "999999999999"),
    (238.050786996, "238.050786996"), (6e-16, "6e-16"), (2e24, "2e24"), (7.8e19, "7.8e19"),
    (1.5e13, "1.5e13"), (8.9e-11, "8.9e-11"), (-4.25e-7, "-4.25e-7"), (1e12, "1e12"),
  ]

  @Test(arguments: extremes + ordinary)
  func readable(value: Double, text: String) {
    #expect(DecimalText.readable(value) == text)
  }

  @Test func readableIsNilForWhatIsNotANumber() {
    #expect(DecimalText.readable(.nan) == nil)
    #expect(DecimalText.readable(.infinity) == nil)
  }

  /// Iron with an extreme melting point and density.
  static func iron(_ value: Double) -> AtomicElement {
    var iron = PeriodicTable.standard.element(number: 26)!
    iron.meltingPoint = value
    iron.density = value
    return iron
  }

  @Test(arguments: extremes)
  func backAndComparison(value: Double, text: String) throws {
    let table = PeriodicTable.standard
    let iron = Self.iron(value)
    let details = table.details(of: iron)
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    let back = TileRenderer.back(iron, details: details, style: style).plain
    #expect(back.contains("Density                           \(text) g/cm³"))
    #expect(back.contains("Melting point                     \(text) K"))
    let copper = try #require(table.element(number: 29))
    let compared = CompareRenderer.render(
      [iron, copper], fields: [.meltingPoint, .density], in: table, style: style
    ).plain
    #expect(compared.contains(" \(text) "))
    for field in [ElementField.meltingPoint, .density] {
      #expect(FactText.value(of: field, for: iron, details: details, style: style) == text)
    }
    for line in (back + "\n" + compared).split(separator: "\n") {
      #expect(!line.contains("0000000000000"), "\(line)")
    }
  }

  /// The legend's last part ends at the highest value, however close to the largest double.
  @Test(arguments: [1e308, 1.797e308, .greatestFiniteMagnitude])
  func logarithmicLegendEndsAtTheHighest(highest: Double) throws {
    let table = PeriodicTable.standard
    let elements = zip([1, 26, 29, 79], [.leastNonzeroMagnitude, 1e-300, 1, highest]).map {
      number, value in
      var element = table.element(number: number)!
      element.density = value
      return element
    }
    let heatmap = try Heatmap(
      field: .density, logarithmic: true, table: try PeriodicTable(elements: elements))
    let titles = heatmap.stepTitles(unicode: false)
    #expect(titles.first?.hasPrefix("4.94e-324..") == true)
    #expect(titles.last?.hasSuffix(".." + Heatmap.text(highest, digits: 3)) == true)
    #expect(!titles.contains { $0.contains("?") })
  }
}
