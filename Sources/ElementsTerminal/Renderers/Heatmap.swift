import ElementsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A numeric property of every element on a colour scale: `elements table --color-by density`.
///
/// The scale is viridis (perceptually uniform and readable with the common forms of colour
/// blindness), from the lowest value to the highest, linear or logarithmic. Colour is never the
/// only signal: each cell also has one of five shading marks, `·░▒▓█` (ASCII `.:+*#`), one
/// per fifth of the scale; elements without a value are grey and marked `?`. An element whose
/// value is a word rather than a number (a discovery year of "Ancient") is neither: it has a
/// colour and the mark `«` (ASCII `<`) of its own, and comes first in the legend, as it sorts
/// before every number.
public struct Heatmap: Sendable {
  /// The property shown.
  public let field: ElementField
  /// Whether the scale is logarithmic (`--log`), for properties spanning orders of magnitude.
  public let logarithmic: Bool
  /// The known values, by atomic number.
  let values: [Int: Double]
  /// The element with the lowest value and the one with the highest (the lower atomic number on
  /// a tie); `nil` when no element has a value.
  let lowest: AtomicElement?
  let highest: AtomicElement?
  /// The word of each element whose value is a word, not a number ("Ancient"), by atomic
  /// number.
  let labels: [Int: String]
  /// How many elements of the table have no value (neither a number nor a word).
  let unknownCount: Int
  /// The lowest and highest values, as their logarithms on a logarithmic scale; `nil` when no
  /// element has a value. Kept, not worked out from the extremes for each cell.
  private let range: (low: Double, high: Double)?
  /// The lowest and highest values themselves, the ends of the scale; `nil` when no element
  /// has a value.
  private let extremes: (low: Double, high: Double)?
  /// The legend's name of each part of the scale ("4.52–9.04"), made once: see
  /// `stepTitles(unicode:)`.
  private(set) var titles: (unicode: [String], ascii: [String])

  /// The scale of a numeric property over a table's elements.
  /// - Parameters:
  ///   - field: A numeric field (see `ElementField/numeric`).
  ///   - logarithmic: Whether the scale is logarithmic.
  ///   - table: The elements whose values set the scale.
  /// - Throws: `ElementFieldError` for a field that is not numeric (listing the numeric
  ///   ones), or a logarithmic scale over a value that is not above 0 (naming the element).
  public init(field: ElementField, logarithmic: Bool = false, table: PeriodicTable)
    throws(ElementFieldError)
  {
    guard field.isNumeric else {
      throw ElementFieldError(
        message: ElementField.unknownPropertyMessage(field.key, choices: ElementField.numeric))
    }
    var values: [Int: Double] = [:]
    values.reserveCapacity(table.elementsByNumber.count)
    // The extremes by position, so that no element is copied as the loop goes.
    var lowest: (index: Int, value: Double)?
    var highest: (index: Int, value: Double)?
    var unknown = 0
    let empty = ElementDetails()
    let needsDetails = !field.isElementField
    let elements = table.elementsByNumber
    // Elements and details are read in place, not copied, for each of the 118.
    var labels: [Int: String] = [:]
    for index in elements.indices {
      let read =
        needsDetails
        ? field.value(of: elements[index], details: table.details(of: elements[index]))
        : field.value(of: elements[index], details: empty)
      guard let value = read?.number, value.isFinite else {
        if case .text(let word)? = read, !word.isEmpty {
          labels[elements[index].atomicNumber] = word
        } else {
          unknown += 1
        }
        continue
      }
      if logarithmic { try field.checkLogarithmic(value, of: elements[index]) }
      values[elements[index].atomicNumber] = value
      if lowest == nil || value < lowest!.value { lowest = (index, value) }
      if highest == nil || value > highest!.value { highest = (index, value) }
    }
    self.field = field
    self.logarithmic = logarithmic
    self.values = values
    self.lowest = lowest.map { elements[$0.index] }
    self.highest = highest.map { elements[$0.index] }
    self.labels = labels
    self.unknownCount = unknown
    extremes = lowest.flatMap { low in highest.map { high in (low.value, high.value) } }
    range = extremes.map { logarithmic ? (log10($0.low), log10($0.high)) : $0 }
    titles = ([], [])
    titles = Self.stepTitles(value(at:))
  }

  /// The number of shading marks, and of parts of the scale the legend names.
  static let steps = 5

  /// The value of an element, if known.
  func value(of element: AtomicElement) -> Double? { values[element.atomicNumber] }

  /// The word an element has instead of a number ("Ancient"), if any.
  func label(of element: AtomicElement) -> String? { labels[element.atomicNumber] }

  /// The value of the element with this atomic number, if it has one.
  func value(number: Int) -> Double? { values[number] }

  /// Where a value lies on the scale, 0 (lowest) to 1 (highest); 0.5 when all values are equal.
  func fraction(_ value: Double) -> Double {
    guard let range else { return 0.5 }
    guard range.high > range.low else { return 0.5 }
    let position = logarithmic ? log10(value) : value
    return position.fraction(from: range.low, to: range.high)
  }

  /// The part of the scale, 0 to ``steps`` - 1.
  func step(_ value: Double) -> Int {
    min(Self.steps - 1, Int(saturating: fraction(value) * Double(Self.steps)))
  }

  /// The value at a place on the scale (0 to 1): the lowest and highest values at the ends,
  /// and between them a value within them.
  func value(at fraction: Double) -> Double? {
    guard let range, let extremes else { return nil }
    if fraction <= 0 { return extremes.low }
    if fraction >= 1 { return extremes.high }
    // Weighted ends rather than low plus a width: the width of -1e308...1e308 is not finite.
    let position = range.low * (1 - fraction) + range.high * fraction
    // A power of ten of the logarithm of the highest double can round past it, to infinity.
    let value = logarithmic ? pow(10, position) : position
    return min(extremes.high, max(extremes.low, value))
  }

  /// A step's shading mark: `·░▒▓█` or ASCII `.:+*#`.
  static func mark(step: Int, unicode: Bool) -> String {
    let marks = unicode ? ["·", "░", "▒", "▓", "█"] : [".", ":", "+", "*", "#"]
    return marks[min(max(step, 0), marks.count - 1)]
  }

  /// The style of a cell: a background from the scale (grey when the value is unknown) and a
  /// text colour that reads on it, at the terminal's colour depth.
  func style(for value: Double?, depth: ColorDepth) -> TextStyle {
    guard let value else { return Self.unknownStyle(depth) }
    let place =
      depth == .ansi16 ? (Double(step(value)) + 0.5) / Double(Self.steps) : fraction(value)
    return Self.style(atFraction: place, depth: depth)
  }

  /// The style of a place on the scale: 24-bit viridis, its nearest colour of the 256-colour
  /// cube, or one of five of the 16 standard colours.
  static func style(atFraction place: Double, depth: ColorDepth) -> TextStyle {
    let dark = place < 0.55
    switch depth {
    case .trueColor:
      let (red, green, blue) = viridis(place)
      let white = TextColor.rgb(red: 255, green: 255, blue: 255)
      return TextStyle(
        foreground: dark ? white : .rgb(red: 0, green: 0, blue: 0),
        background: .rgb(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)))
    case .palette256:
      let (red, green, blue) = viridis(place)
      return TextStyle(
        foreground: dark ? 231 : .black, background: .palette(cubeIndex(red, green, blue)))
    case .ansi16:
      // Magenta, blue, cyan, green, bright yellow: viridis in five of the 16 colours; bright
      // white text on the first two, black on the rest.
      let backgrounds: [TextColor] = [5, 4, 6, 2, 11]
      let index = min(Self.steps - 1, max(0, Int(saturating: place * Double(Self.steps))))
      return TextStyle(foreground: index < 2 ? 15 : 0, background: backgrounds[index])
    }
  }

  /// The mark of an element whose value is a word: `«`, ASCII `<` (it sorts before the scale).
  static func labelMark(unicode: Bool) -> String { unicode ? "«" : "<" }

  /// Sepia, off the viridis scale and unlike the grey of unknown values, for elements whose
  /// value is a word.
  static func labelStyle(_ depth: ColorDepth) -> TextStyle {
    switch depth {
    case .trueColor:
      TextStyle(
        foreground: .rgb(red: 255, green: 255, blue: 255),
        background: .rgb(red: 140, green: 81, blue: 10))
    case .palette256: TextStyle(foreground: 231, background: 130)
    case .ansi16: TextStyle(foreground: 15, background: 1)
    }
  }

  /// Grey, for elements without a value.
  static func unknownStyle(_ depth: ColorDepth) -> TextStyle {
    switch depth {
    case .trueColor:
      TextStyle(
        foreground: .rgb(red: 0, green: 0, blue: 0),
        background: .rgb(red: 168, green: 168, blue: 168))
    case .palette256: TextStyle(foreground: .black, background: 248)
    case .ansi16: TextStyle(foreground: 0, background: 7)
    }
  }

  /// Viridis at ten evenly spaced places (as matplotlib and R's viridisLite give it), between
  /// which colours are interpolated.
  private static let viridisStops: [(Double, Double, Double)] = [
    (68, 1, 84), (72, 40, 120), (62, 74, 137), (49, 104, 142), (38, 130, 142),
    (31, 158, 137), (53, 183, 121), (109, 205, 89), (180, 222, 44), (253, 231, 37),
  ]

  /// The viridis colour at a place from 0 to 1, as 8-bit red, green and blue.
  static func viridis(_ place: Double) -> (Int, Int, Int) {
    let scaled = min(1, max(0, place)) * Double(viridisStops.count - 1)
    let index = min(viridisStops.count - 2, Int(saturating: scaled))
    let t = scaled - Double(index)
    let (r0, g0, b0) = viridisStops[index]
    let (r1, g1, b1) = viridisStops[index + 1]
    func mix(_ a: Double, _ b: Double) -> Int {
      Int(saturating: a + (b - a) * t, rounding: .toNearestOrAwayFromZero)
    }
    return (mix(r0, r1), mix(g0, g1), mix(b0, b1))
  }

  /// The nearest colour of the xterm 6×6×6 cube (16 to 231).
  static func cubeIndex(_ red: Int, _ green: Int, _ blue: Int) -> UInt8 {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearest(_ value: Int) -> Int {
      var best = 0
      for (index, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value)
      {
        best = index
      }
      return best
    }
    return UInt8(16 + 36 * nearest(red) + 6 * nearest(green) + nearest(blue))
  }

  /// A value in about `digits` significant digits, in at most `width` columns if it can be:
  /// 7.87, 1811, 461k, 1.2M, 9e-5.
  static func text(_ value: Double, digits: Int, width: Int = .max) -> String {
    var digits = max(1, digits)
    while true {
      let text = plainText(value, digits: digits)
      if text.count <= width || digits == 1 { return text }
      digits -= 1
    }
  }

  private static func plainText(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "?" }
    guard value != 0 else { return "0" }
    let magnitude = abs(value)
    let exponent = Int(saturating: log10(magnitude), rounding: .down)
    if exponent >= 5, exponent < 15 {
      let group = min(exponent / 3, 4)
      let suffix = ["", "k", "M", "G", "T"][group]
      return plainText(value / pow(10, Double(3 * group)), digits: digits) + suffix
    }
    if exponent < -3 || exponent >= 15 {
      // In two steps: 10^-324 itself is below the smallest double.
      var mantissa =
        magnitude / pow(10, Double(exponent / 2)) / pow(10, Double(exponent - exponent / 2))
      var power = exponent
      var places = digits - 1
      var text = DecimalText.rounded(mantissa, places: places) ?? "?"
      if text.hasPrefix("10") {
        mantissa /= 10
        power += 1
        places = digits - 1
        text = DecimalText.rounded(mantissa, places: places) ?? "?"
      }
      return (value < 0 ? "-" : "") + text + "e" + String(power)
    }
    return DecimalText.rounded(value, places: max(0, digits - 1 - exponent)) ?? "?"
  }
}

extension Heatmap {
  /// Whether any element has a value: a map of nothing but grey is not worth showing.
  public var hasValues: Bool { !values.isEmpty }
}

extension Heatmap: Hashable {
  /// Two heatmaps are the same when they show the same property on the same kind of scale
  /// over the same values.
  public static func == (left: Heatmap, right: Heatmap) -> Bool {
    left.field == right.field && left.logarithmic == right.logarithmic
      && left.values == right.values
  }

  /// Hashes the property, the scale and the number of known values.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(field)
    hasher.combine(logarithmic)
    hasher.combine(values.count)
  }
}

extension ElementField {
  /// Checks that a value of this field can go on a logarithmic scale (`--log`, for the heatmap
  /// and the plot alike): it must be above 0.
  /// - Parameters:
  ///   - value: The element's value of the field.
  ///   - element: The element, named in the message.
  /// - Throws: ``ElementFieldError`` naming the field, the element and its value.
  func checkLogarithmic(_ value: Double, of element: AtomicElement) throws(ElementFieldError) {
    guard value <= 0 else { return }
    throw ElementFieldError(
      message: "--log needs values above 0, and the value of \(key) for \(element.name) is "
        + (DecimalText.readable(value) ?? ""))
  }
}
