import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The vector picture model and the one SVG writer: each shape kind's exact markup, text made
/// safe, numbers that never trap, and styled text as a picture.
@Suite struct PictureTests {
  static let red = TextColor.rgb(red: 0xff, green: 0, blue: 0)
  static let gray = TextColor.rgb(red: 0x3a, green: 0x3a, blue: 0x3a)

  /// Every shape kind and paint attribute, written in order, each element on its own line.
  @Test func writesEachShapeKind() {
    let picture = Picture(
      width: 200, height: 100.5, fontFamily: "'DejaVu Sans', sans-serif", fontSize: 13,
      title: "Shapes", background: .rgb(red: 0xff, green: 0xff, blue: 0xff),
      shapes: [
        .rect(x: 1, y: 2, width: 3, height: 4, paint: .init(fill: .color(Self.red))),
        .rect(
          x: 0.5, y: 0.25, width: 14, height: 14,
          paint: .init(fill: .color(Self.red), stroke: .color(Self.gray), strokeWidth: 0.5),
          tooltip: "a square"),
        .line(x1: 0, y1: 0, x2: 10, y2: -10),
        .path(
          [
            .move(x: 1, y: 2), .line(x: 3, y: 4), .horizontal(x: 5), .vertical(y: 6),
            .horizontalBy(-7), .verticalBy(8.125), .close,
          ],
          paint: .init(
            fill: Picture.Ink.none, stroke: .color(Self.gray), strokeWidth: 1.2,
            roundJoins: true)),
        .circle(x: 5, y: 6, radius: 3.5, paint: .init(fill: .color(Self.red))),
        .circle(x: 5, y: 6, radius: 4.5, paint: .init(), tooltip: "Fe: 7.87"),
        .group(
          [
            .line(x1: 1, y1: 2, x2: 3, y2: 4),
            .text(Picture.Text("Pb", x: 9, y: 8, paint: .init(stroke: Picture.Ink.none))),
          ],
          paint: .init(stroke: .color(Self.gray), strokeWidth: 1, dashes: [4, 2.5])),
        .text(
          Picture.Text(
            "Title", x: 24, y: 50, paint: .init(fill: .color(Self.red)), anchor: .middle,
            fontSize: 18, isBold: true, rotation: -90)),
        .text(Picture.Text("end", x: 10, y: 20, anchor: .end)),
        .group(
          [
            .text(
              Picture.Text(
                x: nil, y: 31.2,
                content: .words([.init(x: 16, text: "Fe"), .init(x: 35.2, text: "26")]),
                paint: .init(opacity: 0.55), isUnderlined: true))
          ], paint: .init(fill: .color(Self.gray)), preservesSpaces: true),
      ])
    #expect(
      SVGEncoder().encode(picture) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100.5" viewBox="0 0 200 100.5"\
         font-family="'DejaVu Sans', sans-serif" font-size="13">
        <title>Shapes</title>
        <rect width="100%" height="100%" fill="#ffffff"/>
        <rect x="1" y="2" width="3" height="4" fill="#ff0000"/>
        <rect x="0.5" y="0.25" width="14" height="14" fill="#ff0000" stroke="#3a3a3a"\
         stroke-width="0.5"><title>a square</title></rect>
        <line x1="0" y1="0" x2="10" y2="-10"/>
        <path d="M1 2L3 4H5V6h-7v8.13z" fill="none" stroke="#3a3a3a" stroke-width="1.2"\
         stroke-linejoin="round"/>
        <circle cx="5" cy="6" r="3.5" fill="#ff0000"/>
        <circle cx="5" cy="6" r="4.5"><title>Fe: 7.87</title></circle>
        <g stroke="#3a3a3a" stroke-width="1" stroke-dasharray="4 2.5">
        <line x1="1" y1="2" x2="3" y2="4"/>
        <text x="9" y="8" stroke="none">Pb</text>
        </g>
        <text x="24" y="50" fill="#ff0000" text-anchor="middle" font-size="18" font-weight="bold"\
         transform="rotate(-90 24 50)">Title</text>
        <text x="10" y="20" text-anchor="end">end</text>
        <g fill="#3a3a3a" xml:space="preserve">
        <text y="31.2" fill-opacity="0.55" stroke-opacity="0.55" text-decoration="underline"><tspan\
         x="16">Fe</tspan> <tspan x="35.2">26</tspan></text>
        </g>
        </svg>

        """)
  }

  /// A printed picture gives its width in millimetres and its height at the same scale; an
  /// empty picture is still a document.
  @Test func printedAndEmptyPictures() {
    let page = Picture(width: 420, height: 891, printedWidth: 210, fontFamily: "mono", fontSize: 16)
    #expect(
      SVGEncoder().encode(page) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="445.5mm" viewBox="0 0 420\
         891" font-family="mono" font-size="16">
        </svg>

        """)
    let empty = SVGEncoder().encode(Picture(width: 0, height: 0, fontFamily: "", fontSize: 0))
    #expect(XMLCheck.problem(in: empty) == nil)
    #expect(empty.hasSuffix("</svg>\n"))
  }

  /// Markup characters become entities wherever text goes (title, tooltips, text, words, the
  /// font family); what XML 1.0 cannot carry (C0 and C1 controls but tab, line feed and carriage
  /// return, U+FFFE and U+FFFF) is left out; all else is kept as it is.
  @Test func textIsMadeSafe() {
    let nasty = "<b>&\"'</b>\u{1B}[31m\u{0}\u{7}\u{7F}\u{85}\u{9F}\u{FFFE}\u{FFFF}é漢🙂\t\u{A0}"
    let picture = Picture(
      width: 10, height: 10, fontFamily: "\"x\" & 'y' <z>", fontSize: 10, title: nasty,
      shapes: [
        .rect(x: 0, y: 0, width: 1, height: 1, paint: .init(), tooltip: nasty),
        .circle(x: 0, y: 0, radius: 1, paint: .init(), tooltip: nasty),
        .text(Picture.Text(nasty, x: 0, y: 0)),
        .text(Picture.Text(x: nil, y: 0, content: .words([.init(x: 1, text: nasty)]))),
      ])
    let svg = SVGEncoder().encode(picture)
    #expect(XMLCheck.problem(in: svg) == nil)
    let safe = "&lt;b&gt;&amp;&quot;&apos;&lt;/b&gt;[31mé漢🙂\t\u{A0}"
    #expect(svg.contains("<title>\(safe)</title>\n<rect x"))
    #expect(svg.contains("<title>\(safe)</title></rect>"))
    #expect(svg.contains("<title>\(safe)</title></circle>"))
    #expect(svg.contains(">\(safe)</text>"))
    #expect(svg.contains("<tspan x=\"1\">\(safe)</tspan>"))
    #expect(svg.contains(" font-family=\"&quot;x&quot; &amp; 'y' &lt;z&gt;\""))
    let forbidden = svg.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || $0.value == 0xFFFE || $0.value == 0xFFFF
    }
    #expect(forbidden.isEmpty, "\(forbidden.map(\.value))")
    #expect(SVGText.escaped("plain text") == "plain text")
    #expect(SVGText.escaped("a'b") == "a&apos;b")
  }

  /// Coordinates at the edges of Double never trap and always write a plain number: rounded
  /// to hundredths, held within a billion either way, 0 for what is not finite.
  @Test(
    arguments: [
      (0, "0"), (-0.0, "0"), (-5, "-5"), (-0.004, "0"), (-0.006, "-0.01"), (1e-300, "0"),
      (Double.leastNonzeroMagnitude, "0"), (1e308, "1000000000"), (-1e308, "-1000000000"),
      (Double.greatestFiniteMagnitude, "1000000000"), (.infinity, "0"), (-.infinity, "0"),
      (.nan, "0"), (12.345, "12.35"), (0.1, "0.1"), (0.05, "0.05"), (123_456.7, "123456.7"),
    ] as [(Double, String)])
  func extremeNumbers(value: Double, text: String) {
    #expect(SVGNumber.text(value) == text)
    let picture = Picture(
      width: value, height: value, printedWidth: value, fontFamily: "f", fontSize: value,
      shapes: [
        .rect(x: value, y: value, width: value, height: value),
        .line(x1: value, y1: -value, x2: value, y2: value),
        .path([.move(x: value, y: value), .horizontalBy(value)], paint: .init(strokeWidth: value)),
        .circle(x: value, y: value, radius: value, paint: .init(dashes: [value], opacity: value)),
        .text(Picture.Text("t", x: value, y: value, fontSize: value, rotation: value)),
      ])
    let svg = SVGEncoder().encode(picture)
    #expect(XMLCheck.problem(in: svg) == nil)
    #expect(svg.contains("<rect x=\"\(text)\" y=\"\(text)\" width=\"\(text)\""))
    // No "nan", "inf" or exponent anywhere.
    #expect(!svg.contains(/nan|inf|[0-9]e[-+]?[0-9]/))
  }

  /// Styled text as a picture: backgrounds first as rectangles the width of their runs, then
  /// one group keeping spaces, holding each run's shapes as a filled path and its words placed
  /// at their columns; reverse video swaps the colours; faint runs are half opaque.
  @Test func styledTextAsAPicture() {
    let cell = TextColor.rgb(red: 0xff, green: 0xd7, blue: 0x87)
    let text: StyledText = [
      StyledLine([
        StyledRun("ab  c", TextStyle(background: cell)), StyledRun("─┐", .dim),
        StyledRun("Hg", .reverse),
      ])
    ]
    let ink = Picture.Ink.color(SVGEncoder.ink)
    let picture = SVGEncoder(fontSize: 10, title: "T").picture(of: text)
    #expect(picture.width == 9 * 6 + 20)
    #expect(picture.height == 12.5 + 20)
    #expect(picture.title == "T")
    #expect(picture.printedWidth == nil)
    #expect(
      picture.shapes == [
        .rect(x: 10, y: 10, width: 30, height: 12.5, paint: .init(fill: .color(cell))),
        .rect(x: 52, y: 10, width: 12, height: 12.5, paint: .init(fill: ink)),
        .group(
          [
            .text(
              Picture.Text(
                x: nil, y: 19.5,
                content: .words([.init(x: 10, text: "ab"), .init(x: 34, text: "c")]))),
            .path(
              [
                .move(x: 40, y: 16.25), .horizontal(x: 46), .move(x: 46, y: 16.25),
                .horizontal(x: 49), .move(x: 49, y: 16.25), .vertical(y: 22.5),
              ], paint: .init(fill: ink, stroke: ink, strokeWidth: 10 * 0.09, opacity: 0.55)),
            .text(
              Picture.Text(
                x: nil, y: 19.5, content: .words([.init(x: 52, text: "Hg")]),
                paint: .init(fill: .color(SVGEncoder.page)))),
          ], paint: .init(fill: ink), preservesSpaces: true),
      ])
    let page = SVGEncoder(isA4Page: true).picture(of: text)
    #expect(page.printedWidth == 210)
    #expect(page.height == page.width * 297 / 210)
  }

  /// The plot and the nuclide chart are pictures of the same model: the plot's points are
  /// circles with tooltips, the chart's nuclides rectangles with theirs.
  @Test func plotAndChartArePictures() throws {
    let field = try #require(ElementField.named("density"))
    let plot = try PlotModel(
      .standard, field: field, versus: nil, logarithmic: false, yTicks: 6, unicode: true)
    let points = Self.flattened(PlotPicture(plot: plot).picture.shapes).filter {
      if case .circle(_, _, _, _, let tooltip) = $0 { return !tooltip.isEmpty }
      return false
    }
    #expect(points.count == plot.points.count)
    let chart = NuclideChart(table: .standard)
    let window = NuclideChartRenderer.window(of: chart, protons: 80...84, neutrons: 120...128)
    let picture = NuclidePicture(
      chart: chart, table: .standard, window: window, coloring: .halfLife
    )
    .picture
    let nuclides = Self.flattened(picture.shapes).filter {
      if case .rect(_, _, _, _, _, let tooltip) = $0 { return !tooltip.isEmpty }
      return false
    }
    #expect(nuclides.count == chart.entries(protons: 80...84, neutrons: 120...128).count)
    #expect(picture.title.hasPrefix("Chart of nuclides: "))
  }

  /// Every shape of a list, groups opened.
  static func flattened(_ shapes: [Picture.Shape]) -> [Picture.Shape] {
    shapes.flatMap { shape -> [Picture.Shape] in
      if case .group(let inner, _, _) = shape { return [shape] + flattened(inner) }
      return [shape]
    }
  }
}
