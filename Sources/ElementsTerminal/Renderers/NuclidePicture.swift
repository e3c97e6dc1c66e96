import ElementsCore

/// The chart of nuclides as a vector picture, for `nuclides --format svg` (which
/// ``SVGEncoder`` writes): one square per nuclide in its class's colour (stable ones black),
/// its name as a tooltip and, when the squares are large enough, written in them; axes with
/// ticks every ten; the magic numbers as pairs of lines around their rows and columns,
/// labelled on both axes; the legend below.
struct NuclidePicture {
  let chart: NuclideChart
  /// The table whose chart it is, for the nuclides' records.
  let table: PeriodicTable
  let window: NuclideWindow
  let coloring: NuclideColoring

  private static let fontFamily = "'DejaVu Sans', 'Liberation Sans', Helvetica, Arial, sans-serif"
  private static let ink = gray(0x1c)
  private static let white = gray(0xff)
  /// Stable nuclides are black in the picture, as on printed charts.
  private static let stableFill = gray(0x1c)

  /// A gray of one level.
  private static func gray(_ level: UInt8) -> TextColor {
    .rgb(red: level, green: level, blue: level)
  }

  /// The side of a nuclide's square in pixels: the window fills about 1000 pixels across.
  private var side: Double {
    min(48, max(5, 1000 / Double(max(window.neutrons.count, window.protons.count))))
  }
  private let left = 70.0
  private let top = 60.0
  private var plotWidth: Double { Double(window.neutrons.count) * side }
  private var plotHeight: Double { Double(window.protons.count) * side }
  private var legendTop: Double { top + plotHeight + 80 }
  private var width: Double { max(left + plotWidth + 40, 760) }
  private var height: Double {
    legendTop + 24 * Double((NuclideShade.legend(coloring).count + 6) / 7) + 20
  }

  /// The picture.
  var picture: Picture {
    let entries = chart.entries(protons: window.protons, neutrons: window.neutrons)
    let title = "Chart of nuclides: \(entries.count) ground states, N across, Z up"
    var shapes = [text(title, x: left, y: 32, size: 18, bold: true), magicLines]
    var squares: [Picture.Shape] = []
    for (entry, isotope) in zip(entries, NuclideChart.isotopes(of: entries, in: table)) {
      squares += square(entry, isotope: isotope)
    }
    shapes.append(
      .group(
        squares, paint: Picture.Paint(stroke: .color(Self.white), strokeWidth: side > 12 ? 1 : 0.3)
      ))
    shapes += axes + legend
    return Picture(
      width: width, height: height, fontFamily: Self.fontFamily, fontSize: 13, title: title,
      background: Self.white, shapes: shapes)
  }

  /// A nuclide's left edge.
  private func x(_ n: Int) -> Double { left + Double(n - window.neutrons.lowerBound) * side }
  /// A nuclide's top edge (Z up).
  private func y(_ z: Int) -> Double { top + Double(window.protons.upperBound - z) * side }

  /// The fill of a class.
  private static func fill(_ shade: NuclideShade) -> TextColor {
    shade == .stable ? stableFill : shade.color
  }

  /// One nuclide's square, with its tooltip and, if large enough, its name.
  private func square(_ entry: NuclideChart.Entry, isotope: Isotope?) -> [Picture.Shape] {
    let shade = NuclideShade.of(entry, coloring: coloring)
    let tip = NuclideChartRenderer.summary(
      entry, of: chart, isotope: isotope,
      style: TerminalStyle(color: false, unicode: true, width: 200))
    var shapes: [Picture.Shape] = [
      .rect(
        x: x(entry.neutrons), y: y(entry.atomicNumber), width: side, height: side,
        paint: Picture.Paint(fill: .color(Self.fill(shade))), tooltip: tip)
    ]
    if side >= 30 {
      let centre = x(entry.neutrons) + side / 2
      let ink = entry.isStable ? Self.white : Self.ink
      let symbol = TerminalStyle.plain.display(chart.symbol(of: entry))
      shapes.append(
        text(
          symbol, x: centre, y: y(entry.atomicNumber) + side * 0.45, fill: ink, anchor: .middle,
          bold: true, unstroked: true))
      shapes.append(
        text(
          String(entry.massNumber), x: centre, y: y(entry.atomicNumber) + side * 0.82, fill: ink,
          anchor: .middle, size: 11, unstroked: true))
    }
    return shapes
  }

  /// Pairs of lines around the magic rows and columns.
  private var magicLines: Picture.Shape {
    var lines: [Picture.Shape] = []
    for magic in NuclideChart.magicNumbers {
      if window.protons.contains(magic) {
        for edge in [y(magic), y(magic) + side] {
          lines.append(.line(x1: left, y1: edge, x2: left + plotWidth, y2: edge))
        }
      }
      if window.neutrons.contains(magic) {
        for edge in [x(magic), x(magic) + side] {
          lines.append(.line(x1: edge, y1: top, x2: edge, y2: top + plotHeight))
        }
      }
    }
    return .group(
      lines, paint: Picture.Paint(stroke: .color(Self.gray(0x8a)), strokeWidth: 1, dashes: [3, 3]))
  }

  /// The axes: ticks and labels every ten (or every one in a small window), the magic
  /// numbers in bold, and the titles.
  private var axes: [Picture.Shape] {
    let bottom = top + plotHeight
    var shapes: [Picture.Shape] = [
      .group(
        [
          .line(x1: left, y1: top, x2: left, y2: bottom),
          .line(x1: left, y1: bottom, x2: left + plotWidth, y2: bottom),
        ], paint: Picture.Paint(stroke: .color(Self.ink), strokeWidth: 1.2))
    ]
    let step = side >= 20 ? 1 : 10
    // A tick label near a magic number's would overlap it: the magic one is written.
    func labelled(_ number: Int) -> Bool {
      NuclideChart.magicNumbers.contains(number)
        || (number % step == 0
          && !NuclideChart.magicNumbers.contains {
            $0 != number && abs($0 - number) * Int(side) < 24
          })
    }
    for z in window.protons where labelled(z) {
      shapes.append(
        text(
          String(z), x: left - 8, y: y(z) + side / 2 + 4, anchor: .end,
          bold: NuclideChart.magicNumbers.contains(z)))
    }
    for n in window.neutrons where labelled(n) {
      shapes.append(
        text(
          String(n), x: x(n) + side / 2, y: bottom + 18, anchor: .middle,
          bold: NuclideChart.magicNumbers.contains(n)))
    }
    shapes.append(
      text("Neutrons N", x: left + plotWidth / 2, y: bottom + 40, anchor: .middle, bold: true))
    shapes.append(
      text("Protons Z", x: 22, y: top + plotHeight / 2, anchor: .middle, bold: true, rotation: -90)
    )
    return shapes
  }

  /// The classes, seven to a row, below the chart.
  private var legend: [Picture.Shape] {
    var shapes = [
      text(
        coloring.title + " (bold numbers on the axes are magic)", x: left, y: legendTop - 8,
        bold: true)
    ]
    for (index, shade) in NuclideShade.legend(coloring).enumerated() {
      let x = left + Double(index % 7) * 96
      let y = legendTop + Double(index / 7) * 24
      shapes.append(
        .rect(
          x: x, y: y, width: 14, height: 14,
          paint: Picture.Paint(
            fill: .color(Self.fill(shade)), stroke: .color(Self.gray(0x3a)), strokeWidth: 0.5)))
      shapes.append(text(shade.label, x: x + 20, y: y + 12))
    }
    return shapes
  }

  /// Text at a pixel: its baseline's start, or as `anchor` places it; `unstroked` inside a
  /// group that strokes.
  private func text(
    _ text: String, x: Double, y: Double, fill: TextColor = NuclidePicture.ink,
    anchor: Picture.Anchor = .start, size: Double? = nil, bold: Bool = false,
    rotation: Double? = nil, unstroked: Bool = false
  ) -> Picture.Shape {
    .text(
      Picture.Text(
        text, x: x, y: y,
        paint: Picture.Paint(fill: .color(fill), stroke: unstroked ? Picture.Ink.none : nil),
        anchor: anchor, fontSize: size, isBold: bold, rotation: rotation))
  }
}

extension NuclideChartRenderer {
  /// The chart as an SVG picture (see the picture's description in the guide): one square
  /// per nuclide of the window, the magic numbers marked, a legend.
  /// - Parameters:
  ///   - chart: The nuclides.
  ///   - table: The table whose chart it is, for the nuclides' records.
  ///   - protons: The Z range, or `nil` for all.
  ///   - neutrons: The N range, or `nil` for all.
  ///   - coloring: What the colours show.
  /// - Returns: The SVG document, ending in a line break.
  public static func svg(
    _ chart: NuclideChart, table: PeriodicTable, protons: ClosedRange<Int>? = nil,
    neutrons: ClosedRange<Int>? = nil, coloring: NuclideColoring = .halfLife
  ) -> String {
    let picture = NuclidePicture(
      chart: chart, table: table, window: window(of: chart, protons: protons, neutrons: neutrons),
      coloring: coloring
    ).picture
    return SVGEncoder().encode(picture)
  }
}
