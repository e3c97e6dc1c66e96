import ElementsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a plot shows, before anyone draws it: the points, the two axes with their ticks and
/// tick labels, the labelled points, the period boundaries and the titles.
///
/// The braille plot (``PlotRenderer/render(_:field:versus:logarithmic:height:style:)``) and
/// the vector chart (``PlotRenderer/svg(_:field:versus:logarithmic:)``) are both drawn from it.
struct PlotModel {
  /// One element's point: its numbers, and the values they were read from for JSON and CSV
  /// (which keep a published decimal text as written).
  struct Point {
    let number: Int
    let symbol: String
    let period: Int?
    let category: ElementCategory?
    /// The x value: atomic number, or the `--vs` property.
    let x: Double
    /// The y value, as the data gives it.
    let y: Double
    let yValue: ElementField.Value
    let xValue: ElementField.Value?
  }

  /// The property on the y axis.
  let field: ElementField
  /// The property on the x axis; `nil` for atomic number.
  let versus: ElementField?
  /// Whether the y axis is logarithmic.
  let logarithmic: Bool
  /// The elements with a value (and a second value), by atomic number.
  let points: [Point]
  /// How many elements the table has.
  let total: Int
  /// The elements that hold a word instead of a number, by word ("Ancient": 13).
  let words: [(word: String, count: Int)]
  /// The axes; the y axis of a logarithmic plot is in powers of ten.
  let x: PlotAxis
  let y: PlotAxis
  /// The points labelled with their symbols: each period's highest and the lowest overall
  /// against atomic number; the extremes of both axes in a scatter.
  let labelled: [Point]
  /// Against atomic number, the x values between two periods (half-way between their
  /// neighbouring elements).
  let boundaries: [Double]

  /// Whether consecutive atomic numbers are joined by lines: against atomic number.
  var isJoined: Bool { versus == nil }

  /// The model of a plot.
  /// - Parameters:
  ///   - table: The elements.
  ///   - field: The property on the y axis; numeric.
  ///   - versus: The property on the x axis, or `nil` for atomic number.
  ///   - logarithmic: Whether the y axis is logarithmic.
  ///   - yTicks: About how many ticks the y axis should have.
  ///   - unicode: Whether tick labels may use superscripts ("10⁻⁴").
  /// - Throws: `ElementFieldError` for a property that is not numeric, or a logarithmic axis
  ///   over a value not above 0.
  init(
    _ table: PeriodicTable, field: ElementField, versus: ElementField?, logarithmic: Bool,
    yTicks: Int, unicode: Bool
  ) throws(ElementFieldError) {
    self.field = field
    self.versus = versus
    self.logarithmic = logarithmic
    points = try Self.series(table, field: field, versus: versus, logarithmic: logarithmic)
    total = table.elementsByNumber.count
    words = Self.words(table, fields: [field] + (versus.map { [$0] } ?? []))
    let ys = points.map { logarithmic ? log10($0.y) : $0.y }
    y = PlotAxis(
      low: ys.min() ?? 0, high: ys.max() ?? 1, logarithmic: logarithmic, target: yTicks,
      unicode: unicode)
    if versus == nil {
      x = PlotAxis(numbersUpTo: max(2, table.elementsByNumber.last?.atomicNumber ?? 2))
    } else {
      let xs = points.map(\.x)
      x = PlotAxis(
        low: xs.min() ?? 0, high: xs.max() ?? 1, logarithmic: false, target: 6, unicode: unicode)
    }
    var labelled: [Point] = []
    var boundaries: [Double] = []
    if versus == nil {
      for (previous, point) in zip(points, points.dropFirst()) where point.period != previous.period
      {
        boundaries.append(Double(point.number) - 0.5)
      }
      var highest: [Int: Point] = [:]
      for point in points {
        let period = point.period ?? 0
        if highest[period].map({ point.y > $0.y }) ?? true { highest[period] = point }
      }
      labelled = highest.keys.sorted().compactMap { highest[$0] }
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
    self.labelled = labelled
    self.boundaries = boundaries
  }

  /// A point's place in the plot area, each from 0 (left, bottom) to 1 (right, top).
  func place(_ point: Point) -> (x: Double, y: Double) {
    (x.place(point.x), y.place(logarithmic ? log10(point.y) : point.y))
  }

  /// The plot's title: "Density (g/cm³) by atomic number", "… against …, logarithmic".
  func title(style: TerminalStyle) -> String {
    FactText.label(of: field, style: style)
      + (versus.map { " against " + FactText.label(of: $0, style: style) } ?? " by atomic number")
      + (logarithmic ? ", logarithmic" : "")
  }

  /// The y axis's title: the property with its unit.
  func yTitle(style: TerminalStyle) -> String { FactText.label(of: field, style: style) }

  /// The x axis's title: the `--vs` property with its unit, or "Atomic number".
  func xTitle(style: TerminalStyle) -> String {
    versus.map { FactText.label(of: $0, style: style) } ?? "Atomic number"
  }

  /// What is not drawn: "13 of 118 elements are Ancient, before the axis", "3 of 118
  /// elements have no value", or that every element has one.
  var missingNote: String {
    let worded = words.reduce(0) { $0 + $1.count }
    let missing = total - points.count - worded
    let notes =
      words.map { "\($0.count) of \(total) elements are \($0.word), before the axis" }
      + (missing > 0 ? ["\(missing) of \(total) elements have no value"] : [])
    return notes.isEmpty ? "every element has a value" : notes.joined(separator: "; ")
  }

  /// How many elements hold each word a plotted property has instead of a number ("Ancient"
  /// for the discovery year), in the fields' order; none for most properties.
  static func words(_ table: PeriodicTable, fields: [ElementField]) -> [(word: String, count: Int)]
  {
    var counts: [(word: String, count: Int)] = []
    for field in fields {
      for word in field.wordsBeforeNumbers {
        let count = table.elementsByNumber.count { element in
          field.value(of: element, details: table.details(of: element)) == .text(word)
        }
        if count > 0 { counts.append((word, count)) }
      }
    }
    return counts
  }

  /// What an empty plot says.
  var emptyNote: String {
    "no element has a value for " + field.key + (versus.map { " and " + $0.key } ?? "")
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
    // An element's point, if it has the values.
    func point(of element: AtomicElement, details: ElementDetails) throws(ElementFieldError)
      -> Point?
    {
      guard let yValue = field.value(of: element, details: details), let y = yValue.number,
        y.isFinite
      else { return nil }
      var x = Double(element.atomicNumber)
      var xValue: ElementField.Value?
      if let versus {
        guard let value = versus.value(of: element, details: details), let number = value.number,
          number.isFinite
        else { return nil }
        x = number
        xValue = value
      }
      if logarithmic, y <= 0 {
        throw ElementFieldError(
          message: "--log needs values above 0, and the value of \(field.key) for "
            + "\(element.name) is \(DecimalText.readable(y) ?? "")")
      }
      return Point(
        number: element.atomicNumber, symbol: element.symbol, period: element.period,
        category: element.category, x: x, y: y, yValue: yValue, xValue: xValue)
    }
    // Made once and passed, not copied: the fields of ``AtomicElement`` do not look at it.
    let noDetails = ElementDetails()
    var points: [Point] = []
    for element in table.elementsByNumber {
      let found =
        needsDetails
        ? try point(of: element, details: table.details(of: element))
        : try point(of: element, details: noDetails)
      if let found { points.append(found) }
    }
    return points
  }
}

/// An axis of a plot: its range, rounded out to nice ticks (1, 2 or 5 times a power of ten;
/// whole powers of ten on a logarithmic axis), and the ticks' labels, all written alike.
struct PlotAxis {
  /// The range, in the axis's units (powers of ten on a logarithmic axis).
  let low: Double
  let high: Double
  /// The ticks, from low to high, within the range.
  let ticks: [Double]
  /// Each tick's label.
  let labels: [String]

  /// The most ticks an axis has, whatever its range.
  private static let tickLimit = 40

  /// An axis over values from `low` to `high`, any finite numbers.
  /// - Parameters:
  ///   - low: The lowest value (its power of ten on a logarithmic axis).
  ///   - high: The highest value.
  ///   - logarithmic: Whether the values are powers of ten.
  ///   - target: About how many ticks.
  ///   - unicode: Whether the labels may use superscripts.
  init(low: Double, high: Double, logarithmic: Bool, target: Int, unicode: Bool) {
    var low = low
    var high = high
    if !(high > low) {
      // One value: a range around it.
      low -= 1
      high += 1
      if !(high > low) {
        // So large that 1 is lost in rounding: from half the value to the value.
        (low, high) = high > 0 ? (high / 2, high) : (low, low / 2)
      }
    }
    let target = Double(max(1, target))
    if logarithmic {
      // Whole powers of ten, every so many to keep about `target` ticks, the range rounded
      // out to whole powers: a highest value of 22.6 ends the axis at 100.
      let first = low.rounded(.down)
      let last = high.rounded(.up)
      var every = max(1, ((last - first) / target).rounded(.up))
      if every > 6 {
        // A round number of decades: 10, 20, 50, 100…
        every = [10, 20, 50, 100, 200, 500].first { $0 >= every } ?? every
      }
      self.low = first
      self.high = last
      ticks = Self.ticks(from: (first / every).rounded(.up) * every, to: last, step: every)
      labels = AxisText.powers(ticks, unicode: unicode)
      return
    }
    // Each bound over the target on its own, so that the span cannot overflow.
    let step = Self.niceStep(high / target - low / target)
    let first = (low / step).rounded(.down) * step
    let last = (high / step).rounded(.up) * step
    self.low = first.isFinite ? first : low
    self.high = last.isFinite ? last : high
    ticks = Self.ticks(from: self.low, to: self.high, step: step)
    labels = AxisText.labels(ticks, step: step)
  }

  /// Atomic numbers: exactly 1 to `last`, ticked at 1 and every multiple of 10 (or 20).
  init(numbersUpTo last: Int) {
    low = 1
    high = Double(last)
    let step = last - 1 > 60 ? 20 : 10
    let numbers = [1] + stride(from: step, through: last, by: step)
    ticks = numbers.map(Double.init)
    labels = numbers.map(String.init)
  }

  /// At most ``tickLimit`` ticks from `first`, `step` apart, up to `last` (give or take a
  /// rounding error).
  private static func ticks(from first: Double, to last: Double, step: Double) -> [Double] {
    var ticks: [Double] = []
    var index = 0.0
    while ticks.count < tickLimit {
      let tick = first + index * step
      guard tick.isFinite, tick <= last + abs(step) / 1000 else { break }
      ticks.append(tick)
      index += 1
    }
    return ticks
  }

  /// 1, 2 or 5 times a power of ten, near `raw`; 1 for a step that is not above 0.
  static func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    let power = pow(10, log10(raw).rounded(.down))
    let fraction = raw / power
    let nice: Double = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
    let step = nice * power
    return step.isFinite ? step : power
  }

  /// Where a value lies on the axis, 0 to 1 (0 for a value that cannot be placed).
  func place(_ value: Double) -> Double {
    guard high > low else { return 0.5 }
    // Both over the span's half, so that neither the span nor the distance overflows.
    let fraction = (value / 2 - low / 2) / (high / 2 - low / 2)
    return fraction.isFinite ? fraction : 0
  }
}

/// The numbers of a plot's axis, all written in one style: plain decimals while every tick
/// is short ("0.001", "0.01", "20000"), else every one with an exponent ("1.5e8", "3e8");
/// powers of ten on a logarithmic axis the same way ("0.01", "100", or "10⁻⁵" "10³").
enum AxisText {
  /// The longest a plain tick label may be before the axis writes exponents.
  static let plainLimit = 7

  /// The labels of ticks `step` apart.
  static func labels(_ ticks: [Double], step: Double) -> [String] {
    let places = -whole(log10(step).rounded(.down))
    let plain = ticks.map { DecimalText.rounded($0, places: places) }
    if places <= 9, plain.allSatisfy({ ($0?.count ?? .max) <= plainLimit }) {
      return plain.map { $0 ?? "" }
    }
    return ticks.map(scientific)
  }

  /// Powers of ten as tick labels: "0.001" to "1000000" plainly when every one is in that
  /// range, else every one as "10⁻⁵" ("1e-5" in ASCII).
  static func powers(_ exponents: [Double], unicode: Bool) -> [String] {
    guard exponents.allSatisfy({ (-3...6).contains($0) }) else {
      return exponents.map { power($0, unicode: unicode) }
    }
    return exponents.map { DecimalText.rounded(pow(10, $0), places: 3) ?? "" }
  }

  /// A power of ten with its exponent: "10⁻⁵", or "1e-5" in ASCII.
  private static func power(_ exponent: Double, unicode: Bool) -> String {
    let digits = String(whole(exponent))
    guard unicode else { return "1e" + digits }
    return "10" + ScriptDigits.raised(digits)
  }

  /// A whole number of at most 400 either way (exponents of finite values), 0 for NaN.
  private static func whole(_ value: Double) -> Int {
    value.isNaN ? 0 : Int(min(max(value.rounded(), -400), 400))
  }

  /// A number with an exponent and at most two decimals: "1.5e8", "-3e-7", "0".
  static func scientific(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    guard value != 0 else { return "0" }
    var exponent = log10(abs(value)).rounded(.down)
    var mantissa = value / pow(10, exponent)
    if !mantissa.isFinite {
      // Below the smallest normal numbers: the power of ten itself underflows.
      mantissa = value * 1e300 / pow(10, exponent + 300)
    }
    var text = DecimalText.rounded(mantissa, places: 2) ?? "?"
    if text == "10" || text == "-10" {
      exponent += 1
      text = mantissa < 0 ? "-1" : "1"
    }
    return text + "e" + String(whole(exponent))
  }
}
