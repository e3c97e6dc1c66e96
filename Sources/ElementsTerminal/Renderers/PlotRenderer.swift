import ElementsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A numeric property plotted against atomic number, or against another property, for
/// `elements plot <property> [--vs <property>]`.
public enum PlotRenderer {
  /// The smallest plot drawn: narrower or lower sizes are raised to these.
  public static let minimumWidth = 30
  /// The lowest plot drawn, in lines.
  public static let minimumHeight = 10

  /// The plot as text, `height` lines of at most `style.width` columns: a title with the
  /// properties and units; the y axis with ticks; the points in braille dots (2×4 a character;
  /// in ASCII one `*` a character); the x axis with ticks and its title; a last line saying
  /// what is marked and how many elements have no value (they are not drawn).
  ///
  /// Against atomic number, consecutive known values are joined by lines (in braille), the
  /// boundaries between periods are dotted columns, and the highest value of each period and
  /// the lowest overall are labelled with their symbols (He, Ne, Ar… for the first ionization
  /// energy). With `versus`, a scatter: each element a point, the lowest and highest on each
  /// axis labelled, points coloured by category.
  /// - Parameters:
  ///   - table: The elements.
  ///   - field: The property on the y axis; numeric.
  ///   - versus: The property on the x axis, or `nil` for atomic number.
  ///   - logarithmic: Whether the y axis is logarithmic.
  ///   - height: The lines available (24 off a terminal).
  ///   - style: How output may look; its width is the plot's.
  /// - Returns: The lines, none with trailing spaces.
  /// - Throws: `ElementFieldError` for a property that is not numeric, or a logarithmic axis
  ///   over a value not above 0.
  public static func render(
    _ table: PeriodicTable, field: ElementField, versus: ElementField? = nil,
    logarithmic: Bool = false, height: Int = 24, style: TerminalStyle
  ) throws(ElementFieldError) -> StyledText {
    let width = max(minimumWidth, style.width)
    let rows = max(minimumHeight, height) - 5
    let plot = try PlotModel(
      table, field: field, versus: versus, logarithmic: logarithmic, yTicks: max(2, rows / 4),
      unicode: style.unicode)
    let unicode = style.unicode
    var text = StyledText([
      StyledLine(
        TextWidth.truncate(plot.title(style: style), to: width, unicode: unicode), .bold)
    ])
    guard !plot.points.isEmpty else {
      text.append(StyledLine(plot.emptyNote))
      return text
    }

    let margin = (plot.y.labels.map(TextWidth.of).max() ?? 1) + 2
    let columns = width - margin
    var canvas = Canvas(columns: columns, rows: rows, unicode: unicode)
    for boundary in plot.boundaries {
      let column = canvas.cell(x: plot.x.place(boundary))
      if canvas.boundaries.indices.contains(column) { canvas.boundaries[column] = true }
    }
    // The points, joined against atomic number (braille only); a scatter's point is a 2×2
    // block of dots, as one dot alone is hard to see.
    var previous: (number: Int, dot: Canvas.Dot)?
    for point in plot.points {
      let dot = canvas.dot(plot.place(point))
      if plot.isJoined, unicode, let last = previous, last.number + 1 == point.number {
        canvas.line(from: last.dot, to: dot, category: point.category)
      } else if !plot.isJoined, unicode {
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
          canvas.set(
            Canvas.Dot(
              x: min(dot.x + dx, canvas.dotsAcross - 1), y: min(dot.y + dy, canvas.dotsDown - 1)),
            category: point.category)
        }
      } else {
        canvas.set(dot, category: point.category)
      }
      previous = (point.number, dot)
    }
    for point in plot.labelled {
      let dot = canvas.dot(plot.place(point))
      canvas.label(
        style.display(point.symbol), column: unicode ? dot.x / 2 : dot.x,
        row: unicode ? dot.y / 4 : dot.y)
    }

    // The rows with the y axis.
    let tickRows = plot.y.ticks.map { Canvas.index(1 - plot.y.place($0), count: rows) }
    for row in 0..<rows {
      var line = StyledLine()
      if let tick = tickRows.firstIndex(of: row) {
        let label = plot.y.labels[tick]
        line.append(TextWidth.spaces(margin - 2 - TextWidth.of(label)) + label + " ")
        line.append(unicode ? "┤" : "+", .dim)
      } else {
        line.append(TextWidth.spaces(margin - 1))
        line.append(unicode ? "│" : "|", .dim)
      }
      line.append(canvas.line(row: row, colorsPoints: !plot.isJoined))
      text.append(line.trimmed(keepingVisibleSpaces: false))
    }

    // The x axis, its tick labels and its title.
    let tickColumns = plot.x.ticks.map { Canvas.index(plot.x.place($0), count: columns) }
    var axis = TextWidth.spaces(margin - 1) + (unicode ? "└" : "+")
    for column in 0..<columns {
      axis += tickColumns.contains(column) ? (unicode ? "┬" : "+") : (unicode ? "─" : "-")
    }
    text.append(StyledLine(axis, .dim))
    var labels = ""
    for (label, column) in zip(plot.x.labels, tickColumns) {
      let size = TextWidth.of(label)
      let start = min(width - size, max(0, margin + column - size / 2))
      let end = TextWidth.of(labels)
      // A label that would touch the one before it is left out.
      guard start > end || (end == 0 && start == 0) else { continue }
      labels += TextWidth.spaces(start - end) + label
    }
    text.append(StyledLine(labels))
    text.append(
      StyledLine(
        String(
          (TextWidth.spaces(margin) + TextWidth.centered(plot.xTitle(style: style), in: columns))
            .trimmingTrailingSpaces)))
    var note = plot.missingNote
    if plot.isJoined { note += unicode ? "; ┊ period boundaries" : "; : period boundaries" }
    text.append(StyledLine(TextWidth.truncate(note, to: width, unicode: unicode)))
    return text
  }

  /// The plot as an SVG picture: a vector chart drawn from the same model as the braille plot,
  /// its size and colours independent of the terminal. Axes with ticks, tick labels and
  /// titles; against atomic number, a line through consecutive elements and dashed period
  /// boundaries; each point a circle in its category's colour, with a legend of the
  /// categories; the labelled points' symbols beside them.
  /// - Parameters:
  ///   - table: The elements.
  ///   - field: The property on the y axis; numeric.
  ///   - versus: The property on the x axis, or `nil` for atomic number.
  ///   - logarithmic: Whether the y axis is logarithmic.
  /// - Returns: The SVG document, ending in a line break.
  /// - Throws: `ElementFieldError` for a property that is not numeric, or a logarithmic axis
  ///   over a value not above 0.
  public static func svg(
    _ table: PeriodicTable, field: ElementField, versus: ElementField? = nil,
    logarithmic: Bool = false
  ) throws(ElementFieldError) -> String {
    let plot = try PlotModel(
      table, field: field, versus: versus, logarithmic: logarithmic, yTicks: 6, unicode: true)
    return SVGEncoder().encode(PlotPicture(plot: plot).picture)
  }

  /// The plotted points as JSON: an array of objects with "number", "symbol", "value" (the
  /// property) and, for a scatter, "value2" (the `--vs` property); only elements with every
  /// value, by atomic number.
  /// - Parameters:
  ///   - table: The elements.
  ///   - field: The property.
  ///   - versus: The second property, or `nil`.
  /// - Returns: The JSON text with a trailing line break.
  /// - Throws: `ElementFieldError` for a property that is not numeric.
  public static func json(_ table: PeriodicTable, field: ElementField, versus: ElementField? = nil)
    throws(ElementFieldError) -> String
  {
    let points = try PlotModel.series(table, field: field, versus: versus, logarithmic: false)
    guard !points.isEmpty else { return "[]\n" }
    var out = "[\n"
    for (index, point) in points.enumerated() {
      out += (index == 0 ? "  {\"number\": " : ",\n  {\"number\": ") + String(point.number)
      out += ", \"symbol\": " + DataFormatter.quoted(point.symbol)
      out += ", \"value\": " + DataFormatter.json(RecordValue.catalogued(point.yValue))
      if let xValue = point.xValue {
        out += ", \"value2\": " + DataFormatter.json(RecordValue.catalogued(xValue))
      }
      out += "}"
    }
    out += "\n]\n"
    return out
  }

  /// The plotted points as CSV or TSV: "number", "symbol", "value"[, "value2"], as
  /// ``json(_:field:versus:)``.
  /// - Parameters:
  ///   - table: The elements.
  ///   - field: The property.
  ///   - versus: The second property, or `nil`.
  ///   - separator: `","` or `"\t"`.
  /// - Returns: The text.
  /// - Throws: `ElementFieldError` for a property that is not numeric.
  public static func delimited(
    _ table: PeriodicTable, field: ElementField, versus: ElementField? = nil, separator: Character
  ) throws(ElementFieldError) -> String {
    let points = try PlotModel.series(table, field: field, versus: versus, logarithmic: false)
    let glue = String(separator)
    var lines = [
      (versus == nil ? ["number", "symbol", "value"] : ["number", "symbol", "value", "value2"])
        .joined(separator: glue)
    ]
    for point in points {
      var cells = [
        String(point.number),
        DataFormatter.cell(point.symbol, separator: separator),
        DataFormatter.text(RecordValue.catalogued(point.yValue)),
      ]
      if let xValue = point.xValue {
        cells.append(DataFormatter.text(RecordValue.catalogued(xValue)))
      }
      lines.append(cells.joined(separator: glue))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The plot area of the braille plot: a cell per character, each with its dots (braille, 2×4
/// a cell; in ASCII one point a cell), the category of its last point, a label's character
/// or a period boundary.
private struct Canvas {
  /// A dot's place: from the left and from the top, in dots.
  struct Dot {
    var x: Int
    var y: Int
  }

  /// One character of the area.
  struct Cell {
    var bits: UInt8 = 0
    var category: ElementCategory?
    var label: Character?
  }

  let columns: Int
  let rows: Int
  let unicode: Bool
  var cells: [[Cell]]
  /// Whether each column is a period boundary.
  var boundaries: [Bool]

  init(columns: Int, rows: Int, unicode: Bool) {
    self.columns = columns
    self.rows = rows
    self.unicode = unicode
    // A row of its own for each line, so that setting a dot copies no row.
    cells = (0..<rows).map { _ in Array(repeating: Cell(), count: columns) }
    boundaries = Array(repeating: false, count: columns)
  }

  var dotsAcross: Int { unicode ? columns * 2 : columns }
  var dotsDown: Int { unicode ? rows * 4 : rows }

  /// The index of a place from 0 to 1 among `count` places, rounded; any fraction (even
  /// NaN) gives an index from 0 to `count - 1`.
  static func index(_ fraction: Double, count: Int) -> Int {
    let scaled = (fraction * Double(count - 1)).rounded()
    guard scaled.isFinite else { return 0 }
    return Int(min(max(scaled, 0), Double(max(0, count - 1))))
  }

  /// The dot of a point placed from 0 to 1 across and up.
  func dot(_ place: (x: Double, y: Double)) -> Dot {
    Dot(x: Self.index(place.x, count: dotsAcross), y: Self.index(1 - place.y, count: dotsDown))
  }

  /// The column of a place from 0 to 1 across.
  func cell(x: Double) -> Int {
    let dot = Self.index(x, count: dotsAcross)
    return unicode ? dot / 2 : dot
  }

  /// The braille bit of each dot in a 2×4 cell, by row then column.
  private static let braille: [[UInt8]] = [
    [0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80],
  ]

  mutating func set(_ dot: Dot, category: ElementCategory?) {
    let column = unicode ? dot.x / 2 : dot.x
    let row = unicode ? dot.y / 4 : dot.y
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    cells[row][column].bits |= unicode ? Self.braille[dot.y % 4][dot.x % 2] : 1
    cells[row][column].category = category
  }

  /// A line of dots between two dots (Bresenham).
  mutating func line(from start: Dot, to end: Dot, category: ElementCategory?) {
    var (x, y) = (start.x, start.y)
    let dx = abs(end.x - x)
    let dy = -abs(end.y - y)
    let sx = x < end.x ? 1 : -1
    let sy = y < end.y ? 1 : -1
    var error = dx + dy
    while true {
      set(Dot(x: x, y: y), category: category)
      if x == end.x && y == end.y { break }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x += sx
      }
      if doubled <= dx {
        error += dx
        y += sy
      }
    }
  }

  /// A label above its point (or on it, at the top), moved left to fit; left out if it would
  /// cover another label.
  mutating func label(_ text: String, column: Int, row: Int) {
    let characters = Array(text)
    let row = row > 0 ? row - 1 : row
    let start = min(max(0, column - characters.count / 2), columns - characters.count)
    guard start >= 0, row >= 0, row < rows else { return }
    let range = max(0, start - 1)..<min(columns, start + characters.count + 1)
    guard range.allSatisfy({ cells[row][$0].label == nil }) else { return }
    for (offset, character) in characters.enumerated() {
      cells[row][start + offset].label = character
    }
  }

  /// A row of the area: labels (bold), braille dots (or `*`; in their category's colour when
  /// `colorsPoints`), period boundaries (dim) and spaces.
  func line(row: Int, colorsPoints: Bool) -> StyledLine {
    var line = StyledLine.Builder()
    for (column, cell) in cells[row].enumerated() {
      if let label = cell.label {
        line.append(String(label), .bold)
      } else if cell.bits != 0 {
        let color = colorsPoints ? cell.category.map(TextColor.category) : nil
        let style = color.map(TextStyle.foreground) ?? .plain
        line.append(unicode ? Unicode.Scalar(0x2800 + UInt32(cell.bits))! : "*", style)
      } else if boundaries[column] {
        line.append(unicode ? "┊" : ":", .dim)
      } else {
        line.appendSpaces(1)
      }
    }
    return line.line
  }
}
