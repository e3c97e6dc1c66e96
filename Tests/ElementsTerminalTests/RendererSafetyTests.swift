import ElementsCore
import ElementsTerminal
import Testing

/// Every renderer passes every string from data through the sanitiser, even data the loader
/// would have refused: with colour off no control character comes out (but the line breaks,
/// and TSV's tab separator), with colour on only the renderers' own SGR sequences.
@Suite struct RendererSafetyTests {
  /// Hostile text in every string field, the symbol included.
  static let element = AtomicElement(
    atomicNumber: 26, symbol: "F\u{1B}", name: "Ir\u{1B}]0;pwned\u{07}\r\u{9B}2J\u{202E}nori",
    state: .solid,
    position: GridPosition(row: 4, column: 8), isRadioactive: false,
    atomicWeight: .standard("55.845"), alternateNames: ["\u{1B}]8;;https://e.example/\u{1B}\\"],
    discoveredBy: "Tab\there\u{7F}\r\n\u{2066}\u{200B}\u{FEFF}\u{2028}\u{E0001}",
    electronConfiguration: "[Ar]\u{1B}[2J",
    wikipediaURL: "https://example.org/\u{1B}[H")

  /// Every renderer's output for the element.
  static func outputs(style: TerminalStyle) throws -> [(String, String)] {
    let table = try PeriodicTable(elements: [element], source: "hostile")
    var outputs = [
      (
        "front",
        TileRenderer.front(element, style: style, reflection: true).encodedLines(style).joined(
          separator: "\n")
      ),
      (
        "back", TileRenderer.back(element, style: style).encodedLines(style).joined(separator: "\n")
      ),
      ("list by name", ListRenderer.render(table.nameSections, style: style).encoded(style)),
      ("list by state", ListRenderer.render(table.stateSections, style: style).encoded(style)),
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
        TableRenderer.text(
          measuredTable, coloring: .property(heatmap), highlighted: [26], style: style)
      ),
      (
        "heatmap wide",
        TableRenderer.text(
          measuredTable, coloring: .property(heatmap), highlighted: [26],
          style: TerminalStyle(color: style.color, unicode: style.unicode, width: 160))
      ),
      (
        "state at",
        TableRenderer.text(
          measuredTable, coloring: .stateAt(Temperature(kelvin: 300)), highlighted: [],
          style: style)
      ),
      (
        "compare",
        CompareRenderer.render([measured, measured], in: measuredTable, style: style)
          .encoded(style)
      ),
      ("compare csv", CompareRenderer.delimited([measured], in: measuredTable, separator: ",")),
      ("compare tsv", CompareRenderer.delimited([measured], in: measuredTable, separator: "\t")),
      (
        "plot",
        try PlotRenderer.render(
          measuredTable, field: density, versus: ElementField.named("meltingPoint"),
          style: style
        ).encoded(style)
      ),
      (
        "plot by number",
        try PlotRenderer.render(measuredTable, field: density, style: style).encoded(style)
      ),
      (
        "plot svg",
        try PlotRenderer.svg(
          measuredTable, field: density, versus: ElementField.named("meltingPoint"))
      ),
      ("plot json", try PlotRenderer.json(measuredTable, field: density)),
      ("plot tsv", try PlotRenderer.delimited(measuredTable, field: density, separator: "\t")),
    ]
    for coloring in TableColoring.named {
      outputs.append(
        (
          "table by \(coloring)",
          TableRenderer.text(table, coloring: coloring, highlighted: [26], style: style)
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
      // Control characters, and the invisible format characters (bidirectional overrides
      // and isolates, zero-width characters) that make text read differently from what it is.
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return scalar }
      if [0x202E, 0x2066, 0x200B, 0xFEFF, 0x2028, 0xE0001].contains(scalar.value) { return scalar }
    }
    return nil
  }

  @Test(arguments: [false, true])
  func noControlCharacterLeavesARenderer(colour: Bool) throws {
    for unicode in [true, false] {
      let style = TerminalStyle(color: colour, unicode: unicode, width: 80)
      for (name, text) in try Self.outputs(style: style) {
        // TSV separates with tabs; CSV keeps a field's tabs inside its quotes (RFC 4180).
        let tabs = name.hasSuffix("tsv") || name.hasSuffix("csv")
        let found = Self.firstControl(in: text, allowingSGR: colour, allowingTab: tabs)
        #expect(found == nil, "\(name): U+\(String(found?.value ?? 0, radix: 16))")
      }
    }
  }

  /// The escapes show, visibly, where the data had them.
  @Test func escapesAreShownNotObeyed() throws {
    let outputs = Dictionary(uniqueKeysWithValues: try Self.outputs(style: .plain))
    #expect(outputs["back"]?.contains(#"Ir\x1B]0;pwned\x07\x0D\x9B2J\u{202E}nori"#) == true)
    #expect(
      outputs["list by name"]?.contains(#"Ir\x1B]0;pwned\x07\x0D\x9B2J\u{202E}nori"#) == true)
    #expect(
      outputs["csv"]?.contains(
        "\"Tab\there\\x7F\\x0D\n\\u{2066}\\u{200B}\\u{FEFF}\\u{2028}\\u{E0001}\"") == true)
    // JSON keeps the same text for its readers, in escapes: a surrogate pair above the BMP.
    #expect(
      outputs["json"]?.contains(
        #""discoveredBy": "Tab\u0009here\u007f\u000d\u000a\u2066\u200b\ufeff\u2028\udb40\udc01""#)
        == true)
  }
}
