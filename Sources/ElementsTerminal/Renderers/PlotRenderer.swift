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
  /// axis labelled, and with colour on, points coloured by category.
  /// - Parameters:
  ///   - table: The elements.
  ///   - field: The property on the y axis; numeric.
  ///   - versus: The property on the x axis, or `nil` for atomic number.
  ///   - logarithmic: Whether the y axis is logarithmic.
  ///   - height: The lines available (24 off a terminal).
  ///   - style: How output may look; its width is the plot's.
  /// - Returns: The text, each line ending in a line break, none with trailing spaces.
  /// - Throws: `ElementFieldError` for a property that is not numeric, or a logarithmic axis
  ///   over a value not above 0.
  public static func render(
    _ table: PeriodicTable, field: ElementField, versus: ElementField? = nil,
    logarithmic: Bool = false, height: Int = 24, style: TerminalStyle
  ) throws(ElementFieldError) -> String {
    let points = try series(table, field: field, versus: versus, logarithmic: logarithmic)
    let width = max(minimumWidth, style.width)
    let height = max(minimumHeight, height)
    let unicode = style.unicode
    let missing = table.elementsByNumber.count - points.count

    var lines: [String] = []
    let title =
      FactText.label(of: field, style: style)
      + (versus.map { " against " + FactText.label(of: $0, style: style) } ?? " by atomic number")
      + (logarithmic ? ", logarithmic" : "")
    lines.append(
      SGR.paint(
        TextWidth.truncate(title, to: width, unicode: unicode), [SGR.bold], enabled: style.color))

    let rows = height - 5
    guard !points.isEmpty else {
      lines.append(
        "no element has a value for " + field.key + (versus.map { " and " + $0.key } ?? ""))
      return lines.joined(separator: "\n") + "\n"
    }

    // The y axis: nice ticks over the values (powers of ten when logarithmic).
    let ys = points.map { logarithmic ? log10($0.y) : $0.y }
    let yAxis = Axis(
      low: ys.min()!, high: ys.max()!, logarithmic: logarithmic, target: max(2, rows / 4))
    let xs = points.map { $0.x }
    let xAxis =
      versus == nil
      ? Axis(
        low: 1, high: max(2, Double(table.elementsByNumber.last?.atomicNumber ?? 2)), exact: true)
      : Axis(low: xs.min()!, high: xs.max()!, logarithmic: false, target: 6)
    let yLabels = yAxis.ticks.map { yAxis.label($0) }
    let margin = (yLabels.map(TextWidth.of).max() ?? 1) + 2
    let columns = width - margin
    let dotsAcross = unicode ? columns * 2 : columns
    let dotsDown = unicode ? rows * 4 : rows

    var canvas = Canvas(columns: columns, rows: rows)
    func dot(_ x: Double, _ y: Double) -> (Int, Int) {
      let column = Int((xAxis.place(x) * Double(dotsAcross - 1)).rounded())
      let row = Int(((1 - yAxis.place(y)) * Double(dotsDown - 1)).rounded())
      return (column, row)
    }

    // Period boundaries, against atomic number.
    if versus == nil {
      for (index, point) in points.enumerated().dropFirst() {
        let previous = points[index - 1]
        guard point.period != previous.period else { continue }
        let (column, _) = dot(Double(point.number) - 0.5, yAxis.low)
        let boundary = unicode ? column / 2 : column
        if canvas.boundaries.indices.contains(boundary) { canvas.boundaries[boundary] = true }
      }
    }

    // The points, joined against atomic number (braille only).
    var previous: (number: Int, dot: (Int, Int))?
    for point in points {
      let position = dot(point.x, logarithmic ? log10(point.y) : point.y)
      let category = point.category
      if versus == nil, unicode, let last = previous,
        last.number + 1 == point.number
      {
        canvas.line(from: last.dot, to: position, category: category, unicode: unicode)
      } else if versus != nil, unicode {
        // A scatter's point is a 2×2 block of dots: one dot alone is hard to see.
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
          canvas.set(
            (min(position.0 + dx, dotsAcross - 1), min(position.1 + dy, dotsDown - 1)),
            category: category, unicode: unicode)
        }
      } else {
        canvas.set(position, category: category, unicode: unicode)
      }
      previous = (point.number, position)
    }

    // Labels: each period's highest and the lowest overall; or the extremes of both axes.
    var labelled: [Point] = []
    if versus == nil {
      var byPeriod: [Int: Point] = [:]
      for point in points {
        let period = point.period ?? 0
        if byPeriod[period].map({ point.y > $0.y }) ?? true { byPeriod[period] = point }
      }
      labelled = byPeriod.keys.sorted().compactMap { byPeriod[$0] }
      if let lowest = points.min(by: { $0.y < $1.y }) { labelled.append(lowest) }
    } else {
      for extreme in [
        points.max(by: { $0.y < $1.y }), points.min(by: { $0.y < $1.y }),
        points.max(by: { $0.x < $1.x }), points.min(by: { $0.x < $1.x }),
      ] {
        if let extreme, !labelled.contains(where: { $0.number == extreme.number }) {
          labelled.append(extreme)
        }
      }
    }
    for point in labelled {
      let (column, row) = dot(point.x, logarithmic ? log10(point.y) : point.y)
      canvas.label(
        style.display(point.symbol), column: unicode ? column / 2 : column,
        row: unicode ? row / 4 : row)
    }

    // The rows with the y axis.
    let tickRows = yAxis.ticks.map {
      Int(((1 - yAxis.place($0)) * Double(rows - 1)).rounded())
    }
    var rowText = ByteBuffer(capacity: width * 3 + 16)
    var painted: [PaintedRun] = []
    for row in 0..<rows {
      rowText.removeAll()
      painted.removeAll(keepingCapacity: true)
      if let tick = tickRows.firstIndex(of: row) {
        let label = yLabels[tick]
        rowText.append(UInt8(ascii: " "), count: margin - 2 - TextWidth.of(label))
        rowText.append(label)
        rowText.append(UInt8(ascii: " "))
        painted.append(unicode ? "┤" : "+", [SGR.dim], to: &rowText, if: style.color)
      } else {
        rowText.append(UInt8(ascii: " "), count: margin - 1)
        painted.append(unicode ? "│" : "|", [SGR.dim], to: &rowText, if: style.color)
      }
      canvas.write(row: row, style: style, scatter: versus != nil, to: &rowText, painted: &painted)
      rowText.removeTrailingSpaces(after: 0)
      lines.append(rowText.painted(painted))
    }

    // The x axis, its tick labels and its title.
    let tickColumns = xAxis.ticks.map {
      Int((xAxis.place($0) * Double(columns - 1)).rounded())
    }
    var axis = TextWidth.spaces(margin - 1) + (unicode ? "└" : "+")
    var isTick = [Bool](repeating: false, count: columns)
    for column in tickColumns where column >= 0 && column < columns { isTick[column] = true }
    for column in 0..<columns {
      axis += isTick[column] ? (unicode ? "┬" : "+") : (unicode ? "─" : "-")
    }
    lines.append(SGR.paint(axis, [SGR.dim], enabled: style.color))
    // The tick labels are ASCII (digits, signs, points): one byte a column.
    var labelLine = [UInt8](repeating: UInt8(ascii: " "), count: width)
    var end = -1
    for (index, tick) in xAxis.ticks.enumerated() {
      let text = xAxis.label(tick)
      let start = min(width - text.count, max(0, margin + tickColumns[index] - text.count / 2))
      guard start > end else { continue }
      for (offset, byte) in text.utf8.enumerated() { labelLine[start + offset] = byte }
      end = start + text.count
    }
    while labelLine.last == UInt8(ascii: " ") { labelLine.removeLast() }
    lines.append(String(decoding: labelLine, as: UTF8.self))
    let xTitle = versus.map { FactText.label(of: $0, style: style) } ?? "Atomic number"
    lines.append(
      TextWidth.trimmed(TextWidth.spaces(margin) + TextWidth.centered(xTitle, in: columns)))

    var note =
      missing > 0
      ? "\(missing) of \(table.elementsByNumber.count) elements have no value"
      : "every element has a value"
    if versus == nil { note += unicode ? "; ┊ period boundaries" : "; : period boundaries" }
    lines.append(TextWidth.truncate(note, to: width, unicode: unicode))
    return lines.joined(separator: "\n") + "\n"
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
    let points = try series(table, field: field, versus: versus, logarithmic: false)
    guard !points.isEmpty else { return "[]\n" }
    var out = ByteBuffer(capacity: points.count * 80)
    out.append("[\n" as StaticString)
    for (index, point) in points.enumerated() {
      out.append(index == 0 ? "  {\"number\": " : ",\n  {\"number\": ")
      out.append(String(point.number))
      out.append(", \"symbol\": ")
      DataFormatter.writeQuoted(point.symbol, to: &out)
      out.append(", \"value\": ")
      DataFormatter.write(RecordValue.catalogued(point.yValue), to: &out)
      if let xValue = point.xValue {
        out.append(", \"value2\": ")
        DataFormatter.write(RecordValue.catalogued(xValue), to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
    out.append("\n]\n" as StaticString)
    return out.text
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
    let points = try series(table, field: field, versus: versus, logarithmic: false)
    let glue = String(separator)
    var lines = [
      (versus == nil ? "number,symbol,value" : "number,symbol,value,value2").replacing(
        ",", with: glue)
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

  /// One element's point: its numbers, and the values they were read from for JSON and CSV
  /// (which keep a published decimal text as written).
  ///
  /// It keeps the little of its element that plotting needs rather than the element itself,
  /// which would be copied (every text retained and released) each time a point is.
  struct Point {
    let number: Int
    let symbol: String
    let period: Int?
    let category: ElementCategory?
    let x: Double
    let y: Double
    let yValue: ElementField.Value
    let xValue: ElementField.Value?
  }

  /// The elements with a value (and a second value), by atomic number.
  static func series(
    _ table: PeriodicTable, field: ElementField, versus: ElementField?, logarithmic: Bool
  ) throws(ElementFieldError) -> [Point] {
    for candidate in [field] + (versus.map { [$0] } ?? []) where !candidate.isNumeric {
      throw ElementFieldError(
        message: ElementField.unknownPropertyMessage(candidate.key, choices: ElementField.numeric))
    }
    let needsDetails = !field.isElementField || versus.map { !$0.isElementField } == true
    // Made once: the fields of ``AtomicElement`` do not look at it.
    let noDetails = ElementDetails()
    var points: [Point] = []
    points.reserveCapacity(table.elementsByNumber.count)
    for element in table.elementsByNumber {
      let details = needsDetails ? table.details(of: element) : noDetails
      guard let yValue = field.value(of: element, details: details), let y = yValue.number,
        y.isFinite
      else { continue }
      var x = Double(element.atomicNumber)
      var xValue: ElementField.Value?
      if let versus {
        guard let value = versus.value(of: element, details: details), let number = value.number,
          number.isFinite
        else { continue }
        x = number
        xValue = value
      }
      if logarithmic { try field.checkLogarithmic(y, of: element) }
      points.append(
        Point(
          number: element.atomicNumber, symbol: element.symbol, period: element.period,
          category: element.category, x: x, y: y, yValue: yValue, xValue: xValue))
    }
    return points
  }

}

/// An axis: its range, rounded out to nice ticks (1, 2 or 5 times a power of ten).
private struct Axis {
  let low: Double
  let high: Double
  let ticks: [Double]
  let logarithmic: Bool
  let places: Int

  init(low: Double, high: Double, logarithmic: Bool, target: Int) {
    self.logarithmic = logarithmic
    var low = low
    var high = high
    if high <= low {
      low -= 1
      high += 1
    }
    if logarithmic {
      // Ticks at whole powers of ten, every so many to keep about `target`.
      let first = low.rounded(.down)
      let last = high.rounded(.up)
      let every = max(1, Int(((last - first) / Double(target)).rounded(.up)))
      let steps = max(1, ((last - first) / Double(every)).rounded(.up))
      self.low = first
      self.high = first + steps * Double(every)
      ticks = stride(from: first, through: self.high, by: Double(every)).map { $0 }
      places = 0
      return
    }
    let step = Axis.niceStep((high - low) / Double(target))
    let first = (low / step).rounded(.down) * step
    let last = (high / step).rounded(.up) * step
    self.low = first
    self.high = last
    ticks = stride(from: first, through: last + step / 2, by: step).map { $0 }
    places = max(0, -Int(log10(step).rounded(.down)))
  }

  /// Atomic numbers: exactly `low` to `high`, ticked at 1 and every multiple of 10 (or 20).
  init(low: Double, high: Double, exact: Bool) {
    self.low = low
    self.high = high
    logarithmic = false
    places = 0
    let step = high - low > 60 ? 20.0 : 10.0
    ticks = [low] + stride(from: step, through: high, by: step).map { $0 }
  }

  static func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    let power = pow(10, log10(raw).rounded(.down))
    let fraction = raw / power
    let nice: Double = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
    return nice * power
  }

  /// Where a value lies on the axis, 0 to 1.
  func place(_ value: Double) -> Double {
    high > low ? (value - low) / (high - low) : 0.5
  }

  /// A tick's text.
  func label(_ tick: Double) -> String {
    if logarithmic { return Heatmap.text(pow(10, tick), digits: 2) }
    return DecimalText.rounded(tick, places: places) ?? "?"
  }
}

/// The plot area: braille dots (or ASCII points), labels, period boundaries.
private struct Canvas {
  let columns: Int
  let rows: Int
  var bits: [UInt8]
  var categories: [ElementCategory?]
  var labels: [Character?]
  /// Whether each column is a period boundary.
  var boundaries: [Bool]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    boundaries = Array(repeating: false, count: columns)
    bits = Array(repeating: 0, count: columns * rows)
    categories = Array(repeating: nil, count: columns * rows)
    labels = Array(repeating: nil, count: columns * rows)
  }

  /// The braille bit of each dot in a 2×4 cell, by row then column.
  private static let braille: [[UInt8]] = [
    [0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80],
  ]

  mutating func set(_ dot: (Int, Int), category: ElementCategory?, unicode: Bool) {
    let (x, y) = dot
    let column = unicode ? x / 2 : x
    let row = unicode ? y / 4 : y
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    let index = row * columns + column
    bits[index] |= unicode ? Canvas.braille[y % 4][x % 2] : 1
    categories[index] = category
  }

  /// A line of dots between two dots (Bresenham).
  mutating func line(
    from start: (Int, Int), to end: (Int, Int), category: ElementCategory?, unicode: Bool
  ) {
    var (x, y) = start
    let dx = abs(end.0 - x)
    let dy = -abs(end.1 - y)
    let sx = x < end.0 ? 1 : -1
    let sy = y < end.1 ? 1 : -1
    var error = dx + dy
    while true {
      set((x, y), category: category, unicode: unicode)
      if x == end.0 && y == end.1 { break }
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
    guard range.allSatisfy({ labels[row * columns + $0] == nil }) else { return }
    for (offset, character) in characters.enumerated() {
      labels[row * columns + start + offset] = character
    }
  }

  /// Writes a row of the plot area: labels, braille dots (or `*`), period boundaries and
  /// spaces; with colour on, the runs that have codes are noted in `painted`.
  func write(
    row: Int, style: TerminalStyle, scatter: Bool, to out: inout ByteBuffer,
    painted: inout [PaintedRun]
  ) {
    let color = style.color
    for column in 0..<columns {
      let index = row * columns + column
      if let label = labels[index] {
        painted.append(String(label), [SGR.bold], to: &out, if: color)
      } else if bits[index] != 0 {
        let start = out.count
        if style.unicode {
          // U+2800 plus the dots' bits, in UTF-8.
          let bits = bits[index]
          out.append(0xE2)
          out.append(0xA0 | bits >> 6)
          out.append(0x80 | bits & 0x3F)
        } else {
          out.append(UInt8(ascii: "*"))
        }
        if color, scatter, let category = categories[index] {
          painted.append(PaintedRun(range: start..<out.count, codes: [SGR.foreground(category)]))
        }
      } else if boundaries[column] {
        painted.append(style.unicode ? "┊" : ":", [SGR.dim], to: &out, if: color)
      } else {
        out.append(UInt8(ascii: " "))
      }
    }
  }
}
