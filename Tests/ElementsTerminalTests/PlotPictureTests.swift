import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// `plot --format svg`: a vector chart from the plot's model, well-formed whatever the data.
@Suite struct PlotPictureTests {
  let table = PeriodicTable.standard

  private func field(_ key: String) throws -> ElementField {
    try #require(ElementField.named(key))
  }

  /// Against atomic number: axes, ticks with their labels, titles, a line through consecutive
  /// elements, a circle per element with a value in its category's colour, dashed period
  /// boundaries, the symbols of each period's highest, and a legend.
  @Test func ionizationEnergy() throws {
    let svg = try PlotRenderer.svg(table, field: try field("ionizationEnergy"))
    #expect(XMLCheck.problem(in: svg) == nil)
    let points = try PlotModel.series(
      table, field: try field("ionizationEnergy"), versus: nil, logarithmic: false)
    let legend = Set(points.compactMap(\.category)).count
    #expect(svg.count(of: "<circle ") == points.count + legend)
    #expect(svg.count(of: "<path d=\"M") == 1)
    #expect(svg.count(of: "stroke-dasharray") == 1)
    for label in [">0<", ">5<", ">25<", ">1<", ">20<", ">100<"] { #expect(svg.contains(label)) }
    for text in [
      ">First ionization energy (eV) by atomic number</text>", ">Atomic number</text>",
      "rotate(-90", ">He</text>", ">Rn</text>", ">Cs</text>", ">Noble gas</text>",
      ">Alkali metal</text>", ">10 of 118 elements have no value</text>",
      "<title>Fe: 7.9024681</title>", "fill=\"\(TextColor.category(.nobleGas).hex)\"",
    ] {
      #expect(svg.contains(text), "\(text)")
    }
  }

  /// A logarithmic axis in powers of ten written alike, ending at the power above the highest
  /// value (100 for osmium's 22.59, not 1000).
  @Test func logarithmicDensity() throws {
    let svg = try PlotRenderer.svg(table, field: try field("density"), logarithmic: true)
    #expect(XMLCheck.problem(in: svg) == nil)
    for label in [">10⁻⁴<", ">10⁻²<", ">10⁰<", ">10²<"] { #expect(svg.contains(label)) }
    #expect(!svg.contains(">10³<"))
    #expect(!svg.contains(">0.001<"))
    #expect(!svg.contains(">1e"))
  }

  /// A scatter: no joining line nor period boundaries; the extremes of both axes labelled.
  @Test func scatter() throws {
    let svg = try PlotRenderer.svg(
      table, field: try field("density"), versus: try field("meltingPoint"))
    #expect(XMLCheck.problem(in: svg) == nil)
    #expect(!svg.contains("<path"))
    #expect(!svg.contains("stroke-dasharray"))
    for text in [
      ">Density (g/cm³) against Melting point (K)</text>", ">Melting point (K)</text>",
      ">Os</text>", ">W</text>", ">H</text>", ">4000<",
    ] {
      #expect(svg.contains(text), "\(text)")
    }
  }

  /// Values at the edges of Double (0, negatives, 1e-300, ±1.6e308, a subnormal) reach the
  /// text plot and the picture without a trap, every coordinate a plain finite number.
  @Test func extremeValues() throws {
    let values = [0, -5, 1e-300, 1.6e308, -1.6e308, Double.leastNonzeroMagnitude, 42]
    var elements: [AtomicElement] = []
    for (index, value) in values.enumerated() {
      var element = try #require(table.element(number: index + 1))
      element.density = value
      element.meltingPoint = values[(index + 3) % values.count]
      elements.append(element)
    }
    let extreme = try PeriodicTable(elements: elements)
    let density = try field("density")
    let melting = try field("meltingPoint")
    for versus in [nil, melting] {
      let svg = try PlotRenderer.svg(extreme, field: density, versus: versus)
      #expect(XMLCheck.problem(in: svg) == nil)
      #expect(!svg.contains("nan") && !svg.contains("inf"))
      for width in [30, 80, 200] {
        let style = TerminalStyle(color: false, unicode: true, width: width)
        let text = try PlotRenderer.render(extreme, field: density, versus: versus, style: style)
        #expect(text.lines.count == 24)
        #expect(text.lines.allSatisfy { TextWidth.of($0.plain) <= width })
      }
    }
    var positive = elements
    for index in positive.indices {
      positive[index].density = [1e-300, 1.6e308, Double.leastNonzeroMagnitude][index % 3]
    }
    let tiny = try PeriodicTable(elements: positive)
    let svg = try PlotRenderer.svg(tiny, field: density, logarithmic: true)
    #expect(XMLCheck.problem(in: svg) == nil)
    #expect(svg.contains(">10⁻²⁰⁰<") && svg.contains(">10⁰<") && svg.contains(">10²⁰⁰<"))
    let text = try PlotRenderer.render(tiny, field: density, logarithmic: true, style: .plain)
    #expect(text.lines.count == 24)
  }

  /// A point's label covers no tick label of the axes and no other point: where its place
  /// above (or below the lowest) would, it goes to the other side, or is left out.
  @Test(
    arguments: [
      ("density", nil, false), ("density", nil, true), ("meltingPoint", "boilingPoint", false),
      ("density", "meltingPoint", false), ("ionizationEnergy", nil, false),
    ] as [(String, String?, Bool)])
  func labelsCoverNeitherTicksNorPoints(key: String, versus: String?, logarithmic: Bool) throws {
    let svg = try PlotRenderer.svg(
      table, field: try field(key), versus: try versus.map(field), logarithmic: logarithmic)
    var ticks: [Rectangle] = []
    var labels: [(symbol: Substring, box: Rectangle)] = []
    var points: [(symbol: Substring, box: Rectangle)] = []
    for line in svg.split(separator: "\n") {
      if line.hasPrefix("<circle "), let symbol = line.between("<title>", ":") {
        let (x, y, r) = (line.number("cx"), line.number("cy"), line.number("r"))
        points.append((symbol, Rectangle(x: (x - r)...(x + r), y: (y - r)...(y + r))))
      }
      guard line.hasPrefix("<text "), let text = line.between("\">", "</text>") else { continue }
      let (x, y) = (line.number("x"), line.number("y"))
      // Text about 0.6 of its size wide a character, a size high above its baseline.
      let size = line.contains("font-size=\"12\"") ? 12.0 : 13
      let width = Double(text.count) * size * 0.6
      if line.contains("font-size=\"12\" font-weight=\"bold\"") {
        labels.append((text, Rectangle(x: (x - width / 2)...(x + width / 2), y: (y - size)...y)))
      } else if line.hasSuffix("text-anchor=\"middle\">\(text)</text>") {
        ticks.append(Rectangle(x: (x - width / 2)...(x + width / 2), y: (y - size)...y))
      } else if line.contains("text-anchor=\"end\"") {
        ticks.append(Rectangle(x: (x - width)...x, y: (y - size)...y))
      }
    }
    #expect(labels.count >= 2)
    for label in labels {
      #expect(!ticks.contains { $0.overlaps(label.box) }, "\(label.symbol) covers a tick label")
      for point in points where point.symbol != label.symbol && point.box.overlaps(label.box) {
        Issue.record("\(label.symbol) covers \(point.symbol)")
      }
    }
  }

  /// Tick labels of one axis share one style: plain while every one is short, else every one
  /// with an exponent.
  @Test func tickLabelsAreAlike() {
    #expect(AxisText.labels([0, 0.5, 1, 1.5], step: 0.5) == ["0", "0.5", "1", "1.5"])
    #expect(AxisText.labels([0, 20000, 40000], step: 20000) == ["0", "20000", "40000"])
    #expect(
      AxisText.labels([0, 5e307, 1e308, 1.5e308], step: 5e307) == [
        "0", "5e307", "1e308", "1.5e308",
      ])
    #expect(AxisText.labels([1e-12, 2e-12], step: 1e-12) == ["1e-12", "2e-12"])
    #expect(AxisText.powers([-2, 0, 2], unicode: true) == ["0.01", "1", "100"])
    #expect(AxisText.powers([-5, -3, 0], unicode: true) == ["10⁻⁵", "10⁻³", "10⁰"])
    #expect(AxisText.powers([-5, -3, 0], unicode: false) == ["1e-5", "1e-3", "1e0"])
  }
}

/// A rectangle of a picture.
private struct Rectangle {
  let x: ClosedRange<Double>
  let y: ClosedRange<Double>

  func overlaps(_ other: Rectangle) -> Bool { x.overlaps(other.x) && y.overlaps(other.y) }
}

extension Substring {
  /// The text between the first `start` and the first `end` after it.
  fileprivate func between(_ start: String, _ end: String) -> Substring? {
    guard let open = firstRange(of: start), let close = self[open.upperBound...].firstRange(of: end)
    else { return nil }
    return self[open.upperBound..<close.lowerBound]
  }

  /// The value of a numeric attribute of the element; 0 when it has none.
  fileprivate func number(_ name: String) -> Double {
    between(" \(name)=\"", "\"").flatMap { Double($0) } ?? 0
  }
}

extension String {
  /// How many times `part` occurs, without overlaps.
  fileprivate func count(of part: String) -> Int {
    var count = 0
    var rest = self[...]
    while let found = rest.firstRange(of: part) {
      count += 1
      rest = rest[found.upperBound...]
    }
    return count
  }
}

/// A small check that text is well-formed XML, as far as these pictures go: every element
/// closed in order, attributes quoted and not repeated, no markup character loose in text.
enum XMLCheck {
  /// The first problem found, or `nil` when the document is well-formed.
  static func problem(in document: String) -> String? {
    var open: [Substring] = []
    var rest = Substring(document)
    if rest.hasPrefix("<?xml") {
      guard let end = rest.firstRange(of: "?>") else { return "unclosed declaration" }
      rest = rest[end.upperBound...]
    }
    while let start = rest.firstIndex(of: "<") {
      if let problem = textProblem(rest[..<start]) { return problem }
      guard let end = rest[start...].firstIndex(of: ">") else { return "unclosed tag" }
      let tag = rest[rest.index(after: start)..<end]
      rest = rest[rest.index(after: end)...]
      if tag.hasPrefix("/") {
        guard open.popLast() == tag.dropFirst() else { return "misnested </\(tag.dropFirst())>" }
        continue
      }
      let selfClosing = tag.hasSuffix("/")
      let body = selfClosing ? tag.dropLast() : tag
      let name = body.prefix { !$0.isWhitespace }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == ":" }) else {
        return "bad tag name <\(name)>"
      }
      if let problem = attributeProblem(body.dropFirst(name.count)) { return problem }
      if !selfClosing { open.append(name) }
    }
    if let problem = textProblem(rest) { return problem }
    return open.isEmpty ? nil : "unclosed <\(open.last!)>"
  }

  /// Attributes as `name="value"` pairs, each name once, values without `<` or a loose `&`.
  private static func attributeProblem(_ text: Substring) -> String? {
    var names: Set<Substring> = []
    var rest = text.drop { $0.isWhitespace }
    while !rest.isEmpty {
      guard let equals = rest.firstIndex(of: "=") else { return "attribute without value" }
      let name = rest[..<equals]
      guard names.insert(name).inserted else { return "repeated attribute \(name)" }
      rest = rest[rest.index(after: equals)...]
      guard rest.first == "\"" else { return "unquoted attribute \(name)" }
      rest = rest.dropFirst()
      guard let close = rest.firstIndex(of: "\"") else { return "unclosed attribute \(name)" }
      if let problem = textProblem(rest[..<close]) { return problem }
      rest = rest[rest.index(after: close)...].drop { $0.isWhitespace }
    }
    return nil
  }

  /// Text with no `<` or `>` and every `&` starting an entity.
  private static func textProblem(_ text: Substring) -> String? {
    if text.contains("<") || text.contains(">") { return "markup in text: \(text.prefix(40))" }
    var rest = text
    while let amp = rest.firstIndex(of: "&") {
      let entity = rest[amp...].prefix { $0 != ";" }
      guard ["&amp", "&lt", "&gt", "&quot", "&apos"].contains(entity) else {
        return "loose &: \(rest[amp...].prefix(20))"
      }
      rest = rest[rest.index(after: amp)...]
    }
    return nil
  }
}
