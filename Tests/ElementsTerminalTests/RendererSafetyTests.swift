import ElementsCore
import ElementsTerminal
import Testing

/// Every renderer passes every string from data through the sanitiser, even data the loader
/// would have refused: with colour off no control character comes out (but the line breaks,
/// and TSV's tab separator), with colour on only the renderers' own SGR sequences.
@Suite struct RendererSafetyTests {
  /// Hostile text in every string field, the symbol included.
  static let element = AtomicElement(
    atomicNumber: 26, symbol: "F\u{1B}", name: "Ir\u{1B}]0;pwned\u{07}\r\u{9B}2J", state: .solid,
    position: GridPosition(row: 4, column: 8), isRadioactive: false,
    atomicWeight: .standard("55.845"), alternateNames: ["\u{1B}]8;;https://e.example/\u{1B}\\"],
    discoveredBy: "Tab\there\u{7F}\r\n", electronConfiguration: "[Ar]\u{1B}[2J",
    wikipediaURL: "https://example.org/\u{1B}[H")

  /// Every renderer's output for the element.
  static func outputs(style: TerminalStyle) throws -> [(String, String)] {
    let table = try PeriodicTable(elements: [element], source: "hostile")
    var outputs = [
      (
        "front",
        TileRenderer.frontLines(element, style: style, reflection: true).joined(separator: "\n")
      ),
      ("back", TileRenderer.backLines(element, style: style).joined(separator: "\n")),
      ("list by name", ListRenderer.render(table.nameSections, style: style)),
      ("list by state", ListRenderer.render(table.stateSections, style: style)),
      ("json", DataFormatter.json([element])),
      ("json object", DataFormatter.json(element)),
      ("csv", DataFormatter.delimited([element], separator: ",")),
      ("tsv", DataFormatter.delimited([element], separator: "\t")),
    ]
    var measured = element
    measured.density = 7.87
    measured.meltingPoint = 1811
    let measuredTable = try PeriodicTable(elements: [measured], source: "hostile")
    let density = try #require(ElementField.named("density"))
    let heatmap = try Heatmap(field: density, table: measuredTable)
    outputs += [
      (
        "heatmap",
        TableRenderer.render(
          measuredTable, coloring: .property(heatmap), highlighted: [26], style: style)
      ),
      (
        "heatmap wide",
        TableRenderer.render(
          measuredTable, coloring: .property(heatmap), highlighted: [26],
          style: TerminalStyle(color: style.color, unicode: style.unicode, width: 160))
      ),
      (
        "state at",
        TableRenderer.render(
          measuredTable, coloring: .stateAt(Temperature(kelvin: 300)), highlighted: [],
          style: style)
      ),
      ("compare", CompareRenderer.render([measured, measured], in: measuredTable, style: style)),
      ("compare csv", CompareRenderer.delimited([measured], in: measuredTable, separator: ",")),
      ("compare tsv", CompareRenderer.delimited([measured], in: measuredTable, separator: "\t")),
      (
        "plot",
        try PlotRenderer.render(
          measuredTable, field: density, versus: ElementField.named("meltingPoint"),
          style: style)
      ),
      ("plot by number", try PlotRenderer.render(measuredTable, field: density, style: style)),
      ("plot json", try PlotRenderer.json(measuredTable, field: density)),
      ("plot tsv", try PlotRenderer.delimited(measuredTable, field: density, separator: "\t")),
    ]
    for coloring in TableColoring.allCases {
      outputs.append(
        (
          "table by \(coloring)",
          TableRenderer.render(table, coloring: coloring, highlighted: [26], style: style)
        ))
    }
    return outputs
  }

  /// The first control character, skipping `ESC [ digits;… m` when `allowingSGR`.
  static func firstControl(in text: String, allowingSGR: Bool, allowingTab: Bool) -> Unicode.Scalar?
  {
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}", allowingSGR, scalars.first == "[" {
        let body = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
        if scalars.dropFirst(1 + body.count).first == "m" {
          scalars = scalars.dropFirst(2 + body.count)
          continue
        }
      }
      if scalar == "\n" || (scalar == "\t" && allowingTab) { continue }
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return scalar }
    }
    return nil
  }

  @Test(arguments: [false, true])
  func noControlCharacterLeavesARenderer(colour: Bool) throws {
    for unicode in [true, false] {
      let style = TerminalStyle(color: colour, unicode: unicode, width: 80)
      for (name, text) in try Self.outputs(style: style) {
        let tsv = name.hasSuffix("tsv")
        let found = Self.firstControl(in: text, allowingSGR: colour, allowingTab: tsv)
        #expect(found == nil, "\(name): U+\(String(found?.value ?? 0, radix: 16))")
      }
    }
  }

  /// The escapes show, visibly, where the data had them.
  @Test func escapesAreShownNotObeyed() throws {
    let outputs = Dictionary(uniqueKeysWithValues: try Self.outputs(style: .plain))
    #expect(outputs["back"]?.contains(#"Ir\x1B]0;pwned\x07\x0D\x9B2J"#) == true)
    #expect(outputs["list by name"]?.contains(#"Ir\x1B]0;pwned\x07\x0D\x9B2J"#) == true)
    #expect(outputs["csv"]?.contains(#"Tab\x09here\x7F\x0D\x0A"#) == true)
    #expect(
      outputs["json"]?.contains(#""discoveredBy": "Tab\u0009here\u007f\u000d\u000a""#) == true)
  }
}
