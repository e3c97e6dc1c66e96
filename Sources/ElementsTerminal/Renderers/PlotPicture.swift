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
  private static let fontFamily = "'DejaVu Sans', 'Liberation Sans', Helvetica, Arial, sans-serif"
  private static let ink = "#1c1c1c"
  private static let faint = "#e4e4e4"
  private static let muted = "#6c6c6c"

  /// The style the titles are written for: Unicode units, whatever the terminal.
  private static let style = TerminalStyle(color: true, unicode: true, width: 160)

  /// The SVG document, ending in a line break.
  var document: String {
    let width = SVGNumber.text(Self.width)
    let height = SVGNumber.text(Self.height)
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="\(Self.fontFamily)" font-size="13">

      """
    let title = plot.title(style: Self.style)
    out += "<title>\(SVGEncoder.escaped(title))</title>\n"
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    out += text(title, x: left, y: 32, attributes: "font-size=\"18\" font-weight=\"bold\"")
    guard !plot.points.isEmpty else {
      out += text(plot.emptyNote, x: left, y: top + 40)
      return out + "</svg>\n"
    }
    out += grid + axes + boundaries + series + labels + legend
    out += text(
      plot.missingNote, x: left, y: Self.height - 16, fill: Self.muted,
      attributes: "font-size=\"12\"")
    return out + "</svg>\n"
  }

  /// A pixel across for a place from 0 to 1 on the x axis.
  private func across(_ place: Double) -> Double { left + place * (right - left) }

  /// A pixel down for a place from 0 to 1 on the y axis.
  private func down(_ place: Double) -> Double { bottom - place * (bottom - top) }

  /// Faint lines at every tick, across and up the plot area.
  private var grid: String {
    var out = "<g stroke=\"\(Self.faint)\" stroke-width=\"1\">\n"
    for tick in plot.y.ticks {
      out += line(x1: left, y1: down(plot.y.place(tick)), x2: right, y2: down(plot.y.place(tick)))
    }
    for tick in plot.x.ticks {
      out += line(
        x1: across(plot.x.place(tick)), y1: top, x2: across(plot.x.place(tick)), y2: bottom)
    }
    return out + "</g>\n"
  }

  /// The two axes, their ticks, tick labels and titles.
  private var axes: String {
    var out = "<g stroke=\"\(Self.ink)\" stroke-width=\"1.2\">\n"
    out += line(x1: left, y1: top, x2: left, y2: bottom)
    out += line(x1: left, y1: bottom, x2: right, y2: bottom)
    for tick in plot.y.ticks {
      let y = down(plot.y.place(tick))
      out += line(x1: left - 6, y1: y, x2: left, y2: y)
    }
    for tick in plot.x.ticks {
      let x = across(plot.x.place(tick))
      out += line(x1: x, y1: bottom, x2: x, y2: bottom + 6)
    }
    out += "</g>\n"
    for (tick, label) in zip(plot.y.ticks, plot.y.labels) {
      out += text(
        label, x: left - 10, y: down(plot.y.place(tick)) + 4, attributes: "text-anchor=\"end\"")
    }
    for (tick, label) in zip(plot.x.ticks, plot.x.labels) {
      out += text(
        label, x: across(plot.x.place(tick)), y: bottom + 22,
        attributes: "text-anchor=\"middle\"")
    }
    out += text(
      plot.xTitle(style: Self.style), x: (left + right) / 2, y: bottom + 50,
      attributes: "text-anchor=\"middle\" font-weight=\"bold\"")
    let middle = SVGNumber.text((top + bottom) / 2)
    out += text(
      plot.yTitle(style: Self.style), x: 24, y: (top + bottom) / 2,
      attributes:
        "text-anchor=\"middle\" font-weight=\"bold\" transform=\"rotate(-90 24 \(middle))\"")
    return out
  }

  /// Dashed lines between the periods, against atomic number.
  private var boundaries: String {
    guard !plot.boundaries.isEmpty else { return "" }
    var out = "<g stroke=\"#a8a8a8\" stroke-width=\"1\" stroke-dasharray=\"4 4\">\n"
    for boundary in plot.boundaries {
      let x = across(plot.x.place(boundary))
      out += line(x1: x, y1: top, x2: x, y2: bottom)
    }
    return out + "</g>\n"
  }

  /// The points, each a circle in its category's colour with its symbol and values as a
  /// tooltip; against atomic number, a line through consecutive elements first.
  private var series: String {
    var out = ""
    if plot.isJoined {
      var path = ""
      var previous: Int?
      for point in plot.points {
        let (x, y) = position(point)
        path += (previous.map { $0 + 1 == point.number } == true ? " L" : " M") + "\(x) \(y)"
        previous = point.number
      }
      out +=
        "<path d=\"\(path.dropFirst())\" fill=\"none\" stroke=\"#7a7a7a\" stroke-width=\"1.2\" "
        + "stroke-linejoin=\"round\"/>\n"
    }
    let radius = plot.isJoined ? "3.5" : "4.5"
    out += "<g stroke=\"#3a3a3a\" stroke-width=\"0.7\">\n"
    for point in plot.points {
      let (x, y) = position(point)
      let fill = point.category.map { TextColor.category($0).hex } ?? "#9e9e9e"
      var tip = Self.style.display(point.symbol) + ": " + (DecimalText.plain(point.y) ?? "")
      if plot.versus != nil { tip += " against " + (DecimalText.plain(point.x) ?? "") }
      out +=
        "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(radius)\" fill=\"\(fill)\">"
        + "<title>\(SVGEncoder.escaped(tip))</title></circle>\n"
    }
    return out + "</g>\n"
  }

  /// The labelled points' symbols: above them, or below the lowest point; a label that would
  /// cover one already written is left out.
  private var labels: String {
    var out = ""
    var taken: [(x: ClosedRange<Double>, y: ClosedRange<Double>)] = []
    let lowest = plot.points.map(\.y).min()
    for point in plot.labelled {
      let place = plot.place(point)
      let symbol = Self.style.display(point.symbol)
      let x = across(place.x)
      let y = point.y == lowest ? down(place.y) + 20 : down(place.y) - 9
      // About 8 pixels a character of 12-pixel bold text, 12 pixels high.
      let half = Double(TextWidth.of(symbol)) * 4 + 2
      let box = (x: (x - half)...(x + half), y: (y - 12)...y)
      guard !taken.contains(where: { $0.x.overlaps(box.x) && $0.y.overlaps(box.y) }) else {
        continue
      }
      taken.append(box)
      out += text(
        symbol, x: x, y: y,
        attributes: "text-anchor=\"middle\" font-size=\"12\" font-weight=\"bold\"")
    }
    return out
  }

  /// The categories of the points drawn, each with its colour, right of the plot area.
  private var legend: String {
    let present = ElementCategory.allCases.filter { category in
      plot.points.contains { $0.category == category }
    }
    guard !present.isEmpty else { return "" }
    let x = right + 28
    var out = text("Category", x: x, y: top + 4, attributes: "font-weight=\"bold\"")
    for (index, category) in present.enumerated() {
      let y = top + 26 + Double(index) * 22
      out +=
        "<circle cx=\"\(SVGNumber.text(x + 6))\" cy=\"\(SVGNumber.text(y - 4))\" r=\"5\" "
        + "fill=\"\(TextColor.category(category).hex)\" stroke=\"#3a3a3a\" "
        + "stroke-width=\"0.7\"/>\n"
      out += text(FactText.category(category) ?? "", x: x + 18, y: y)
    }
    return out
  }

  /// A point's centre, as attribute text.
  private func position(_ point: PlotModel.Point) -> (String, String) {
    let place = plot.place(point)
    return (SVGNumber.text(across(place.x)), SVGNumber.text(down(place.y)))
  }

  /// A line from one pixel to another.
  private func line(x1: Double, y1: Double, x2: Double, y2: Double) -> String {
    "<line x1=\"\(SVGNumber.text(x1))\" y1=\"\(SVGNumber.text(y1))\" "
      + "x2=\"\(SVGNumber.text(x2))\" y2=\"\(SVGNumber.text(y2))\"/>\n"
  }

  /// Text at a pixel (its baseline's start, or as `attributes` anchor it).
  private func text(
    _ text: String, x: Double, y: Double, fill: String = PlotPicture.ink, attributes: String = ""
  ) -> String {
    "<text x=\"\(SVGNumber.text(x))\" y=\"\(SVGNumber.text(y))\" fill=\"\(fill)\""
      + (attributes.isEmpty ? "" : " " + attributes) + ">\(SVGEncoder.escaped(text))</text>\n"
  }
}
