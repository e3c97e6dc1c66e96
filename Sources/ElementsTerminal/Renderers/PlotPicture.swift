import ElementsCore

/// A plot as an SVG vector chart, drawn from a ``PlotModel``: the picture of `plot --format
/// svg`, the same size and colours whatever the terminal.
struct PlotPicture {
  /// What is drawn.
  let plot: PlotModel

  /// The picture's size in pixels.
  static let width = 960.0
  static let height = 600.0

  /// The plot area's edges, in pixels from the picture's left and top.
  private let left = 96.0
  private let right = PlotPicture.width - 210
  private let top = 60.0
  private let bottom = PlotPicture.height - 80

  /// The fonts asked for, and the colours of ink, faint lines and the line between points.
  private static let fontFamily: StaticString =
    "'DejaVu Sans', 'Liberation Sans', Helvetica, Arial, sans-serif"
  private static let ink: StaticString = "#1c1c1c"
  private static let faint: StaticString = "#e4e4e4"
  private static let muted: StaticString = "#6c6c6c"

  /// The style the titles are written for: Unicode units, whatever the terminal.
  private static let style = TerminalStyle(color: true, unicode: true, width: 160)

  /// The SVG document, ending in a line break.
  var document: String { utf8.text }

  /// The SVG document as UTF-8, ending in a line break.
  var utf8: ByteBuffer {
    var out = ByteBuffer(capacity: 4096 + plot.points.count * 160)
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" as StaticString)
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" as StaticString)
    SVGNumber.write(Self.width, to: &out)
    out.append("\" height=\"" as StaticString)
    SVGNumber.write(Self.height, to: &out)
    out.append("\" viewBox=\"0 0 " as StaticString)
    SVGNumber.write(Self.width, to: &out)
    out.append(UInt8(ascii: " "))
    SVGNumber.write(Self.height, to: &out)
    out.append("\" font-family=\"" as StaticString)
    out.append(Self.fontFamily)
    out.append("\" font-size=\"13\">\n" as StaticString)
    let title = plot.title(style: Self.style)
    out.append("<title>" as StaticString)
    SVGEncoder.writeEscaped(title, to: &out)
    out.append("</title>\n" as StaticString)
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n" as StaticString)
    writeText(
      title, x: left, y: 32, attributes: "font-size=\"18\" font-weight=\"bold\"", to: &out)
    guard !plot.points.isEmpty else {
      writeText(plot.emptyNote, x: left, y: top + 40, to: &out)
      out.append("</svg>\n" as StaticString)
      return out
    }
    writeGrid(to: &out)
    writeAxes(to: &out)
    writeBoundaries(to: &out)
    writeSeries(to: &out)
    writeLabels(to: &out)
    writeLegend(to: &out)
    writeText(
      plot.missingNote, x: left, y: Self.height - 16, fill: Self.muted,
      attributes: "font-size=\"12\"", to: &out)
    out.append("</svg>\n" as StaticString)
    return out
  }

  /// A pixel across for a place from 0 to 1 on the x axis.
  private func across(_ place: Double) -> Double { left + place * (right - left) }

  /// A pixel down for a place from 0 to 1 on the y axis.
  private func down(_ place: Double) -> Double { bottom - place * (bottom - top) }

  /// Faint lines at every tick, across and up the plot area.
  private func writeGrid(to out: inout ByteBuffer) {
    out.append("<g stroke=\"" as StaticString)
    out.append(Self.faint)
    out.append("\" stroke-width=\"1\">\n" as StaticString)
    for tick in plot.y.ticks {
      writeLine(
        x1: left, y1: down(plot.y.place(tick)), x2: right, y2: down(plot.y.place(tick)), to: &out)
    }
    for tick in plot.x.ticks {
      writeLine(
        x1: across(plot.x.place(tick)), y1: top, x2: across(plot.x.place(tick)), y2: bottom,
        to: &out)
    }
    out.append("</g>\n" as StaticString)
  }

  /// The two axes, their ticks, tick labels and titles.
  private func writeAxes(to out: inout ByteBuffer) {
    out.append("<g stroke=\"" as StaticString)
    out.append(Self.ink)
    out.append("\" stroke-width=\"1.2\">\n" as StaticString)
    writeLine(x1: left, y1: top, x2: left, y2: bottom, to: &out)
    writeLine(x1: left, y1: bottom, x2: right, y2: bottom, to: &out)
    for tick in plot.y.ticks {
      let y = down(plot.y.place(tick))
      writeLine(x1: left - 6, y1: y, x2: left, y2: y, to: &out)
    }
    for tick in plot.x.ticks {
      let x = across(plot.x.place(tick))
      writeLine(x1: x, y1: bottom, x2: x, y2: bottom + 6, to: &out)
    }
    out.append("</g>\n" as StaticString)
    for (tick, label) in zip(plot.y.ticks, plot.y.labels) {
      writeText(
        label, x: left - 10, y: down(plot.y.place(tick)) + 4, attributes: "text-anchor=\"end\"",
        to: &out)
    }
    for (tick, label) in zip(plot.x.ticks, plot.x.labels) {
      writeText(
        label, x: across(plot.x.place(tick)), y: bottom + 22,
        attributes: "text-anchor=\"middle\"", to: &out)
    }
    writeText(
      plot.xTitle(style: Self.style), x: (left + right) / 2, y: bottom + 50,
      attributes: "text-anchor=\"middle\" font-weight=\"bold\"", to: &out)
    let middle = SVGNumber.text((top + bottom) / 2)
    writeText(
      plot.yTitle(style: Self.style), x: 24, y: (top + bottom) / 2,
      attributes:
        "text-anchor=\"middle\" font-weight=\"bold\" transform=\"rotate(-90 24 \(middle))\"",
      to: &out)
  }

  /// Dashed lines between the periods, against atomic number.
  private func writeBoundaries(to out: inout ByteBuffer) {
    guard !plot.boundaries.isEmpty else { return }
    out.append(
      "<g stroke=\"#a8a8a8\" stroke-width=\"1\" stroke-dasharray=\"4 4\">\n" as StaticString)
    for boundary in plot.boundaries {
      let x = across(plot.x.place(boundary))
      writeLine(x1: x, y1: top, x2: x, y2: bottom, to: &out)
    }
    out.append("</g>\n" as StaticString)
  }

  /// The points, each a circle in its category's colour with its symbol and values as a
  /// tooltip; against atomic number, a line through consecutive elements first.
  private func writeSeries(to out: inout ByteBuffer) {
    if plot.isJoined {
      out.append("<path d=\"" as StaticString)
      var previous: Int?
      for point in plot.points {
        if previous != nil {
          let joins = previous.map { $0 + 1 == point.number } == true
          out.append(joins ? " L" : " M" as StaticString)
        } else {
          out.append(UInt8(ascii: "M"))
        }
        writePosition(point, to: &out)
        previous = point.number
      }
      out.append(
        "\" fill=\"none\" stroke=\"#7a7a7a\" stroke-width=\"1.2\" stroke-linejoin=\"round\"/>\n"
          as StaticString)
    }
    out.append("<g stroke=\"#3a3a3a\" stroke-width=\"0.7\">\n" as StaticString)
    for point in plot.points {
      out.append("<circle cx=\"" as StaticString)
      writePosition(point, separator: "\" cy=\"", to: &out)
      out.append("\" r=\"" as StaticString)
      SVGNumber.write(markerRadius, to: &out)
      out.append("\" fill=\"" as StaticString)
      if let category = point.category {
        SVGEncoder.writeHex(TextColor.category(category), to: &out)
      } else {
        out.append("#9e9e9e" as StaticString)
      }
      out.append("\"><title>" as StaticString)
      SVGEncoder.writeEscaped(Self.style.display(point.symbol), to: &out)
      out.append(": " as StaticString)
      SVGEncoder.writeEscaped(DecimalText.readable(point.y) ?? "", to: &out)
      if plot.versus != nil {
        out.append(" against " as StaticString)
        SVGEncoder.writeEscaped(DecimalText.readable(point.x) ?? "", to: &out)
      }
      out.append("</title></circle>\n" as StaticString)
    }
    out.append("</g>\n" as StaticString)
  }

  /// The labelled points' symbols: above them, or below the lowest point; on the other side
  /// where that would reach the x axis or cover another point or a label already written, and
  /// left out where both would. A label is kept right of the y axis, so no label covers the
  /// axes' tick labels.
  private func writeLabels(to out: inout ByteBuffer) {
    let markers = plot.points.map { point in
      let place = plot.place(point)
      return (number: point.number, box: Self.box(across(place.x), down(place.y), markerRadius))
    }
    var taken: [Box] = []
    let lowest = plot.points.map(\.y).min()
    for point in plot.labelled {
      let place = plot.place(point)
      let symbol = Self.style.display(point.symbol)
      // About 8 pixels a character of 12-pixel bold text, 12 pixels high.
      let half = Double(TextWidth.of(symbol)) * 4 + 2
      let x = max(across(place.x), left + half + 2)
      let above = down(place.y) - 9
      let below = down(place.y) + 20
      let free = (point.y == lowest ? [below, above] : [above, below]).lazy.map { y in
        (y: y, box: Box(x: (x - half)...(x + half), y: (y - 12)...y))
      }.first { label in
        label.box.y.upperBound < bottom
          && !taken.contains { $0.overlaps(label.box) }
          && !markers.contains { $0.number != point.number && $0.box.overlaps(label.box) }
      }
      guard let free else { continue }
      taken.append(free.box)
      writeText(
        symbol, x: x, y: free.y,
        attributes: "text-anchor=\"middle\" font-size=\"12\" font-weight=\"bold\"", to: &out)
    }
  }

  /// The radius of a point's circle.
  private var markerRadius: Double { plot.isJoined ? 3.5 : 4.5 }

  /// A rectangle of the picture, for telling whether labels and points would overlap.
  private struct Box {
    let x: ClosedRange<Double>
    let y: ClosedRange<Double>

    func overlaps(_ other: Box) -> Bool { x.overlaps(other.x) && y.overlaps(other.y) }
  }

  /// The square around a circle.
  private static func box(_ x: Double, _ y: Double, _ radius: Double) -> Box {
    Box(x: (x - radius)...(x + radius), y: (y - radius)...(y + radius))
  }

  /// The categories of the points drawn, each with its colour, right of the plot area.
  private func writeLegend(to out: inout ByteBuffer) {
    let present = ElementCategory.allCases.filter { category in
      plot.points.contains { $0.category == category }
    }
    guard !present.isEmpty else { return }
    let x = right + 28
    writeText("Category", x: x, y: top + 4, attributes: "font-weight=\"bold\"", to: &out)
    for (index, category) in present.enumerated() {
      let y = top + 26 + Double(index) * 22
      out.append("<circle cx=\"" as StaticString)
      SVGNumber.write(x + 6, to: &out)
      out.append("\" cy=\"" as StaticString)
      SVGNumber.write(y - 4, to: &out)
      out.append("\" r=\"5\" fill=\"" as StaticString)
      SVGEncoder.writeHex(TextColor.category(category), to: &out)
      out.append("\" stroke=\"#3a3a3a\" stroke-width=\"0.7\"/>\n" as StaticString)
      writeText(FactText.category(category) ?? "", x: x + 18, y: y, to: &out)
    }
  }

  /// Writes a point's centre: its x, the separator, its y.
  private func writePosition(
    _ point: PlotModel.Point, separator: StaticString = " ", to out: inout ByteBuffer
  ) {
    let place = plot.place(point)
    SVGNumber.write(across(place.x), to: &out)
    out.append(separator)
    SVGNumber.write(down(place.y), to: &out)
  }

  /// Writes a line from one pixel to another.
  private func writeLine(
    x1: Double, y1: Double, x2: Double, y2: Double, to out: inout ByteBuffer
  ) {
    out.append("<line x1=\"" as StaticString)
    SVGNumber.write(x1, to: &out)
    out.append("\" y1=\"" as StaticString)
    SVGNumber.write(y1, to: &out)
    out.append("\" x2=\"" as StaticString)
    SVGNumber.write(x2, to: &out)
    out.append("\" y2=\"" as StaticString)
    SVGNumber.write(y2, to: &out)
    out.append("\"/>\n" as StaticString)
  }

  /// Writes text at a pixel (its baseline's start, or as `attributes` anchor it).
  private func writeText(
    _ text: String, x: Double, y: Double, fill: StaticString = PlotPicture.ink,
    attributes: String = "", to out: inout ByteBuffer
  ) {
    out.append("<text x=\"" as StaticString)
    SVGNumber.write(x, to: &out)
    out.append("\" y=\"" as StaticString)
    SVGNumber.write(y, to: &out)
    out.append("\" fill=\"" as StaticString)
    out.append(fill)
    out.append(UInt8(ascii: "\""))
    if !attributes.isEmpty {
      out.append(UInt8(ascii: " "))
      out.append(attributes)
    }
    out.append(UInt8(ascii: ">"))
    SVGEncoder.writeEscaped(text, to: &out)
    out.append("</text>\n" as StaticString)
  }
}
