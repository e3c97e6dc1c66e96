import ElementsCore

/// The chart of nuclides as an SVG vector chart, for `nuclides --format svg`: one square per
/// nuclide in its class's colour (stable ones black), its name as a tooltip and, when the
/// squares are large enough, written in them; axes with ticks every ten; the magic numbers as
/// pairs of lines around their rows and columns, labelled on both axes; the legend below.
struct NuclidePicture {
  let chart: NuclideChart
  /// The table whose chart it is, for the nuclides' records.
  let table: PeriodicTable
  let window: NuclideWindow
  let coloring: NuclideColoring

  private static let fontFamily = "'DejaVu Sans', 'Liberation Sans', Helvetica, Arial, sans-serif"
  private static let ink = "#1c1c1c"
  private static let muted = "#6c6c6c"
  /// Stable nuclides are black in the picture, as on printed charts.
  private static let stableFill = "#1c1c1c"

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

  /// The SVG document, ending in a line break.
  var document: String {
    let width = SVGNumber.text(self.width)
    let height = SVGNumber.text(self.height)
    let entries = chart.entries(protons: window.protons, neutrons: window.neutrons)
    let title = "Chart of nuclides: \(entries.count) ground states, N across, Z up"
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="\(Self.fontFamily)" font-size="13">

      """
    out += "<title>\(SVGEncoder.escaped(title))</title>\n"
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    out += text(title, x: left, y: 32, attributes: "font-size=\"18\" font-weight=\"bold\"")
    out += magicLines
    out += "<g stroke=\"#ffffff\" stroke-width=\"\(SVGNumber.text(side > 12 ? 1 : 0.3))\">\n"
    for (entry, isotope) in zip(entries, NuclideChart.isotopes(of: entries, in: table)) {
      out += square(entry, isotope: isotope)
    }
    out += "</g>\n"
    out += axes + legend
    return out + "</svg>\n"
  }

  /// A nuclide's left edge.
  private func x(_ n: Int) -> Double { left + Double(n - window.neutrons.lowerBound) * side }
  /// A nuclide's top edge (Z up).
  private func y(_ z: Int) -> Double { top + Double(window.protons.upperBound - z) * side }

  /// The fill of a class.
  private static func fill(_ shade: NuclideShade) -> String {
    shade == .stable ? stableFill : shade.color.hex
  }

  /// One nuclide's square, with its tooltip and, if large enough, its name.
  private func square(_ entry: NuclideChart.Entry, isotope: Isotope?) -> String {
    let shade = NuclideShade.of(entry, coloring: coloring)
    let tip = NuclideChartRenderer.summary(
      entry, of: chart, isotope: isotope,
      style: TerminalStyle(color: false, unicode: true, width: 200))
    var out =
      "<rect x=\"\(SVGNumber.text(x(entry.neutrons)))\" y=\"\(SVGNumber.text(y(entry.atomicNumber)))\" "
      + "width=\"\(SVGNumber.text(side))\" height=\"\(SVGNumber.text(side))\" "
      + "fill=\"\(Self.fill(shade))\"><title>\(SVGEncoder.escaped(tip))</title></rect>\n"
    if side >= 30 {
      let centre = x(entry.neutrons) + side / 2
      let ink = entry.isStable ? "#ffffff" : Self.ink
      let symbol = TerminalStyle.plain.display(chart.symbol(of: entry))
      out += text(
        symbol, x: centre, y: y(entry.atomicNumber) + side * 0.45, fill: ink,
        attributes: "text-anchor=\"middle\" font-weight=\"bold\" stroke=\"none\"")
      out += text(
        String(entry.massNumber), x: centre, y: y(entry.atomicNumber) + side * 0.82, fill: ink,
        attributes: "text-anchor=\"middle\" font-size=\"11\" stroke=\"none\"")
    }
    return out
  }

  /// Pairs of lines around the magic rows and columns.
  private var magicLines: String {
    var out = "<g stroke=\"#8a8a8a\" stroke-width=\"1\" stroke-dasharray=\"3 3\">\n"
    for magic in NuclideChart.magicNumbers {
      if window.protons.contains(magic) {
        for edge in [y(magic), y(magic) + side] {
          out += line(x1: left, y1: edge, x2: left + plotWidth, y2: edge)
        }
      }
      if window.neutrons.contains(magic) {
        for edge in [x(magic), x(magic) + side] {
          out += line(x1: edge, y1: top, x2: edge, y2: top + plotHeight)
        }
      }
    }
    return out + "</g>\n"
  }

  /// The axes: ticks and labels every ten (or every one in a small window), the magic
  /// numbers in bold, and the titles.
  private var axes: String {
    let bottom = top + plotHeight
    var out = "<g stroke=\"\(Self.ink)\" stroke-width=\"1.2\">\n"
    out += line(x1: left, y1: top, x2: left, y2: bottom)
    out += line(x1: left, y1: bottom, x2: left + plotWidth, y2: bottom)
    out += "</g>\n"
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
      let magic = NuclideChart.magicNumbers.contains(z)
      out += text(
        String(z), x: left - 8, y: y(z) + side / 2 + 4,
        attributes: "text-anchor=\"end\"" + (magic ? " font-weight=\"bold\"" : ""))
    }
    for n in window.neutrons where labelled(n) {
      let magic = NuclideChart.magicNumbers.contains(n)
      out += text(
        String(n), x: x(n) + side / 2, y: bottom + 18,
        attributes: "text-anchor=\"middle\"" + (magic ? " font-weight=\"bold\"" : ""))
    }
    out += text(
      "Neutrons N", x: left + plotWidth / 2, y: bottom + 40,
      attributes: "text-anchor=\"middle\" font-weight=\"bold\"")
    let middle = top + plotHeight / 2
    out += text(
      "Protons Z", x: 22, y: middle,
      attributes:
        "text-anchor=\"middle\" font-weight=\"bold\" transform=\"rotate(-90 22 \(SVGNumber.text(middle)))\""
    )
    return out
  }

  /// The classes, seven to a row, below the chart.
  private var legend: String {
    var out = text(
      coloring.title + " (bold numbers on the axes are magic)", x: left, y: legendTop - 8,
      attributes: "font-weight=\"bold\"")
    for (index, shade) in NuclideShade.legend(coloring).enumerated() {
      let x = left + Double(index % 7) * 96
      let y = legendTop + Double(index / 7) * 24
      out +=
        "<rect x=\"\(SVGNumber.text(x))\" y=\"\(SVGNumber.text(y))\" width=\"14\" height=\"14\" "
        + "fill=\"\(Self.fill(shade))\" stroke=\"#3a3a3a\" stroke-width=\"0.5\"/>\n"
      out += text(shade.label, x: x + 20, y: y + 12)
    }
    return out
  }

  private func line(x1: Double, y1: Double, x2: Double, y2: Double) -> String {
    "<line x1=\"\(SVGNumber.text(x1))\" y1=\"\(SVGNumber.text(y1))\" "
      + "x2=\"\(SVGNumber.text(x2))\" y2=\"\(SVGNumber.text(y2))\"/>\n"
  }

  private func text(
    _ text: String, x: Double, y: Double, fill: String = NuclidePicture.ink,
    attributes: String = ""
  ) -> String {
    "<text x=\"\(SVGNumber.text(x))\" y=\"\(SVGNumber.text(y))\" fill=\"\(fill)\""
      + (attributes.isEmpty ? "" : " " + attributes) + ">\(SVGEncoder.escaped(text))</text>\n"
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
    NuclidePicture(
      chart: chart, table: table, window: window(of: chart, protons: protons, neutrons: neutrons),
      coloring: coloring
    ).document
  }
}
