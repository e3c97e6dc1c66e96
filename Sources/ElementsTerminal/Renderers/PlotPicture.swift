import ElementsCore

/// A plot as a vector picture, drawn from a ``PlotModel``: the picture of `plot --format svg`
/// (which ``SVGEncoder`` writes), the same size and colours whatever the terminal.
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

  /// The fonts asked for, and the colours of ink, faint lines and notes.
  private static let fontFamily = "'DejaVu Sans', 'Liberation Sans', Helvetica, Arial, sans-serif"
  private static let ink = gray(0x1c)
  private static let faint = gray(0xe4)
  private static let muted = gray(0x6c)
  /// The outline of a point's circle.
  private static let outline = Picture.Paint(stroke: .color(gray(0x3a)), strokeWidth: 0.7)

  /// A gray of one level.
  private static func gray(_ level: UInt8) -> TextColor {
    .rgb(red: level, green: level, blue: level)
  }

  /// The style the titles are written for: Unicode units, whatever the terminal.
  private static let style = TerminalStyle(color: true, unicode: true, width: 160)

  /// The picture.
  var picture: Picture {
    let title = plot.title(style: Self.style)
    var picture = Picture(
      width: Self.width, height: Self.height, fontFamily: Self.fontFamily, fontSize: 13,
      title: title, background: .rgb(red: 0xff, green: 0xff, blue: 0xff))
    picture.shapes.append(text(title, x: left, y: 32, size: 18, bold: true))
    guard !plot.points.isEmpty else {
      picture.shapes.append(text(plot.emptyNote, x: left, y: top + 40))
      return picture
    }
    picture.shapes += [grid, axes]
    picture.shapes += axisLabels + boundaries + series + labels + legend
    picture.shapes.append(
      text(plot.missingNote, x: left, y: Self.height - 16, fill: Self.muted, size: 12))
    return picture
  }

  /// A pixel across for a place from 0 to 1 on the x axis.
  private func across(_ place: Double) -> Double { left + place * (right - left) }

  /// A pixel down for a place from 0 to 1 on the y axis.
  private func down(_ place: Double) -> Double { bottom - place * (bottom - top) }

  /// Faint lines at every tick, across and up the plot area.
  private var grid: Picture.Shape {
    var lines: [Picture.Shape] = []
    for tick in plot.y.ticks {
      let y = down(plot.y.place(tick))
      lines.append(.line(x1: left, y1: y, x2: right, y2: y))
    }
    for tick in plot.x.ticks {
      let x = across(plot.x.place(tick))
      lines.append(.line(x1: x, y1: top, x2: x, y2: bottom))
    }
    return .group(lines, paint: Picture.Paint(stroke: .color(Self.faint), strokeWidth: 1))
  }

  /// The two axes and their ticks.
  private var axes: Picture.Shape {
    var lines: [Picture.Shape] = [
      .line(x1: left, y1: top, x2: left, y2: bottom),
      .line(x1: left, y1: bottom, x2: right, y2: bottom),
    ]
    for tick in plot.y.ticks {
      let y = down(plot.y.place(tick))
      lines.append(.line(x1: left - 6, y1: y, x2: left, y2: y))
    }
    for tick in plot.x.ticks {
      let x = across(plot.x.place(tick))
      lines.append(.line(x1: x, y1: bottom, x2: x, y2: bottom + 6))
    }
    return .group(lines, paint: Picture.Paint(stroke: .color(Self.ink), strokeWidth: 1.2))
  }

  /// The axes' tick labels and titles.
  private var axisLabels: [Picture.Shape] {
    var shapes: [Picture.Shape] = []
    for (tick, label) in zip(plot.y.ticks, plot.y.labels) {
      shapes.append(text(label, x: left - 10, y: down(plot.y.place(tick)) + 4, anchor: .end))
    }
    for (tick, label) in zip(plot.x.ticks, plot.x.labels) {
      shapes.append(text(label, x: across(plot.x.place(tick)), y: bottom + 22, anchor: .middle))
    }
    shapes.append(
      text(
        plot.xTitle(style: Self.style), x: (left + right) / 2, y: bottom + 50, anchor: .middle,
        bold: true))
    shapes.append(
      text(
        plot.yTitle(style: Self.style), x: 24, y: (top + bottom) / 2, anchor: .middle,
        bold: true, rotation: -90))
    return shapes
  }

  /// Dashed lines between the periods, against atomic number.
  private var boundaries: [Picture.Shape] {
    guard !plot.boundaries.isEmpty else { return [] }
    let lines = plot.boundaries.map { boundary -> Picture.Shape in
      let x = across(plot.x.place(boundary))
      return .line(x1: x, y1: top, x2: x, y2: bottom)
    }
    return [
      .group(
        lines,
        paint: Picture.Paint(stroke: .color(Self.gray(0xa8)), strokeWidth: 1, dashes: [4, 4]))
    ]
  }

  /// The points, each a circle in its category's colour with its symbol and values as a
  /// tooltip; against atomic number, a line through consecutive elements first.
  private var series: [Picture.Shape] {
    var shapes: [Picture.Shape] = []
    if plot.isJoined {
      var path: [Picture.PathCommand] = []
      var previous: Int?
      for point in plot.points {
        let place = plot.place(point)
        let (x, y) = (across(place.x), down(place.y))
        let joins = previous.map { $0 + 1 == point.number } == true
        path.append(joins ? .line(x: x, y: y) : .move(x: x, y: y))
        previous = point.number
      }
      shapes.append(
        .path(
          path,
          paint: Picture.Paint(
            fill: Picture.Ink.none, stroke: .color(Self.gray(0x7a)), strokeWidth: 1.2,
            roundJoins: true)))
    }
    let circles = plot.points.map { point -> Picture.Shape in
      let place = plot.place(point)
      var tooltip = Self.style.display(point.symbol) + ": " + (DecimalText.readable(point.y) ?? "")
      if plot.versus != nil { tooltip += " against " + (DecimalText.readable(point.x) ?? "") }
      let fill = point.category.map { TextColor.category($0) } ?? Self.gray(0x9e)
      return .circle(
        x: across(place.x), y: down(place.y), radius: markerRadius,
        paint: Picture.Paint(fill: .color(fill)), tooltip: tooltip)
    }
    shapes.append(.group(circles, paint: Self.outline))
    return shapes
  }

  /// The labelled points' symbols: above them, or below the lowest point; on the other side
  /// where that would reach the x axis or cover another point or a label already placed, and
  /// left out where both would. A label is kept right of the y axis, so no label covers the
  /// axes' tick labels.
  private var labels: [Picture.Shape] {
    let markers = plot.points.map { point in
      let place = plot.place(point)
      return (number: point.number, box: Self.box(across(place.x), down(place.y), markerRadius))
    }
    var taken: [Box] = []
    var shapes: [Picture.Shape] = []
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
      shapes.append(text(symbol, x: x, y: free.y, anchor: .middle, size: 12, bold: true))
    }
    return shapes
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
  private var legend: [Picture.Shape] {
    let present = ElementCategory.allCases.filter { category in
      plot.points.contains { $0.category == category }
    }
    guard !present.isEmpty else { return [] }
    let x = right + 28
    var shapes = [text("Category", x: x, y: top + 4, bold: true)]
    for (index, category) in present.enumerated() {
      let y = top + 26 + Double(index) * 22
      var paint = Self.outline
      paint.fill = .color(TextColor.category(category))
      shapes.append(.circle(x: x + 6, y: y - 4, radius: 5, paint: paint))
      shapes.append(text(FactText.category(category) ?? "", x: x + 18, y: y))
    }
    return shapes
  }

  /// Text at a pixel: its baseline's start, or as `anchor` places it.
  private func text(
    _ text: String, x: Double, y: Double, fill: TextColor = PlotPicture.ink,
    anchor: Picture.Anchor = .start, size: Double? = nil, bold: Bool = false,
    rotation: Double? = nil
  ) -> Picture.Shape {
    .text(
      Picture.Text(
        text, x: x, y: y, paint: Picture.Paint(fill: .color(fill)), anchor: anchor,
        fontSize: size, isBold: bold, rotation: rotation))
  }
}
