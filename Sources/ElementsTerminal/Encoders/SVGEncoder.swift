/// Writes styled text as an SVG picture: the same grid of characters a terminal shows, with
/// every run as real `<text>` (selectable and searchable) and every background as a filled
/// rectangle, on a white page.
///
/// The picture does not depend on the terminal: its size follows the text, and colours are
/// written as `#rrggbb` whatever colour depth the terminal has.
public struct SVGEncoder: Sendable {
  /// The font size in pixels; a character cell is 0.6 of it wide and 1.25 of it tall.
  public var fontSize: Double
  /// A title for the picture, read by screen readers and shown as a tooltip; none when empty.
  public var title: String

  /// Makes an encoder.
  /// - Parameters:
  ///   - fontSize: The font size in pixels.
  ///   - title: A title for the picture.
  public init(fontSize: Double = 16, title: String = "") {
    self.fontSize = fontSize
    self.title = title
  }

  /// The monospaced fonts asked for, in order; their characters are 0.6 em wide.
  static let fontFamily = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace"
  /// The page colour, and the colour of text that names none.
  static let page = "#ffffff"
  static let ink = "#1c1c1c"

  private var cellWidth: Double { fontSize * Self.cellWidthRatio }
  private var lineHeight: Double { fontSize * Self.lineHeightRatio }
  /// A character cell's width and a line's height, in ems.
  static let cellWidthRatio = 0.6
  static let lineHeightRatio = 1.25
  private var margin: Double { fontSize }

  /// Text made a portrait A4 page: blank lines added under it until the picture's height is
  /// √2 times its width, as an A4 sheet's is, with the text as wide as `columns`.
  /// - Parameters:
  ///   - text: The page's text, at most `columns` wide.
  ///   - columns: The page's width in columns.
  /// - Returns: The text, with blank lines to the page's height; longer text is kept whole.
  public static func page(_ text: StyledText, columns: Int) -> StyledText {
    // In ems, with the margin of one em on each side.
    let width = Double(max(columns, text.width)) * cellWidthRatio + 2
    let lines = Int((width * 2.0.squareRoot() - 2) / lineHeightRatio)
    var page = text
    while page.lines.count < lines { page.lines.append(StyledLine()) }
    return page
  }

  /// The picture: an SVG document, ending in a line break.
  /// - Parameter text: The styled text.
  /// - Returns: The SVG document.
  public func encode(_ text: StyledText) -> String {
    let columns = max(1, text.width)
    let width = SVGNumber.text(Double(columns) * cellWidth + 2 * margin)
    let height = SVGNumber.text(Double(max(1, text.lines.count)) * lineHeight + 2 * margin)
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="\(Self.fontFamily)" \
      font-size="\(SVGNumber.text(fontSize))">

      """
    if !title.isEmpty { out += "<title>\(Self.escaped(title))</title>\n" }
    out += "<rect width=\"100%\" height=\"100%\" fill=\"\(Self.page)\"/>\n"
    for (row, line) in text.lines.enumerated() {
      writeBackgrounds(of: line, row: row, to: &out)
    }
    out += "<g fill=\"\(Self.ink)\" xml:space=\"preserve\">\n"
    for (row, line) in text.lines.enumerated() {
      writeTexts(of: line, row: row, to: &out)
    }
    out += "</g>\n</svg>\n"
    return out
  }

  /// Writes the filled rectangles behind a line's runs that have a background (or are
  /// reversed).
  private func writeBackgrounds(of line: StyledLine, row: Int, to out: inout String) {
    var column = 0
    let y = SVGNumber.text(margin + Double(row) * lineHeight)
    let height = SVGNumber.text(lineHeight)
    for run in line.runs {
      let cells = TextWidth.of(run.text)
      defer { column += cells }
      guard cells > 0, let fill = colors(of: run.style).background else { continue }
      out += "<rect x=\""
      out += SVGNumber.text(margin + Double(column) * cellWidth)
      out += "\" y=\""
      out += y
      out += "\" width=\""
      out += SVGNumber.text(Double(cells) * cellWidth)
      out += "\" height=\""
      out += height
      out += "\" fill=\""
      out += fill
      out += "\"/>\n"
    }
  }

  /// Writes a line's runs: box-drawing and block characters as vector shapes that join across
  /// cells, the rest as text, each word placed at its own column (a `<tspan>` with its `x`), so
  /// that the font's widths cannot push anything out of the grid, while a run still reads (and
  /// is copied) as one piece of text.
  private func writeTexts(of line: StyledLine, row: Int, to out: inout String) {
    var column = 0
    let top = margin + Double(row) * lineHeight
    // The baseline sits where a terminal's would: about four fifths down the line.
    let baseline = SVGNumber.text(top + fontSize * 0.95)
    for run in line.runs {
      let colors = colors(of: run.style)
      let ink = colors.foreground ?? Self.ink
      var words: [(column: Int, text: String)] = []
      var shapes = ""
      var inWord = false
      for (character, cells) in Self.cells(of: run.text) {
        defer { column += cells }
        if let shape = CellShape(character) {
          let left = margin + Double(column) * cellWidth
          shapes += shape.path(x: left, y: top, width: cellWidth, height: lineHeight)
          inWord = false
        } else if character == " " {
          inWord = false
        } else if inWord || cells == 0, !words.isEmpty {
          words[words.count - 1].text.append(character)
        } else {
          words.append((column, String(character)))
          inWord = true
        }
      }
      let opacity = run.style.dim ? " fill-opacity=\"0.55\" stroke-opacity=\"0.55\"" : ""
      if !shapes.isEmpty {
        out += "<path d=\""
        out += shapes
        out += "\" stroke=\""
        out += ink
        out += "\" stroke-width=\""
        out += SVGNumber.text(fontSize * 0.09)
        out += "\" fill=\""
        out += ink
        out += "\""
        out += opacity
        out += "/>\n"
      }
      guard !words.isEmpty else { continue }
      out += "<text y=\""
      out += baseline
      out += "\""
      if let fill = colors.foreground {
        out += " fill=\""
        out += fill
        out += "\""
      }
      if run.style.bold { out += " font-weight=\"bold\"" }
      out += opacity
      if run.style.underline { out += " text-decoration=\"underline\"" }
      out += ">"
      for (index, word) in words.enumerated() {
        if index > 0 { out += " " }
        out += "<tspan x=\""
        out += SVGNumber.text(margin + Double(word.column) * cellWidth)
        out += "\">"
        out += Self.escaped(word.text)
        out += "</tspan>"
      }
      out += "</text>\n"
    }
  }

  /// The characters of a run, each with the columns it takes. Text whose every scalar is a
  /// one-column character of its own (``TextWidth/isOneColumnAlone(_:)``), as almost all is,
  /// is read scalar by scalar, without grapheme breaking.
  private static func cells(of text: String) -> [(Character, Int)] {
    if text.unicodeScalars.allSatisfy({ TextWidth.isOneColumnAlone($0.value) }) {
      return text.unicodeScalars.map { (Character($0), 1) }
    }
    return text.map { ($0, TextWidth.of($0)) }
  }

  /// A style's text and background colours as SVG writes them, reverse video applied.
  private func colors(of style: TextStyle) -> (foreground: String?, background: String?) {
    let foreground = style.foreground?.hex
    let background = style.background?.hex
    guard style.reverse else { return (foreground, background) }
    return (background ?? Self.page, foreground ?? Self.ink)
  }

  /// Text made safe inside an XML element or attribute: markup characters as entities, and
  /// what XML 1.0 cannot carry (control characters, unpaired surrogates' stand-ins,
  /// non-characters) left out.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        let value = scalar.value
        let allowed =
          value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
          || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        if allowed, !(0x7F...0x9F).contains(value) { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}

/// Numbers as SVG attributes write them: at most two decimals, no trailing zeros, never an
/// exponent, so any finite value makes a valid attribute.
enum SVGNumber {
  /// The number as attribute text; 0 for a value that is not finite.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let clamped = min(max(value, -1e9), 1e9)
    let hundredths = (clamped * 100).rounded()
    let negative = hundredths < 0
    let magnitude = Int64(abs(hundredths))
    var text = String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return negative && magnitude != 0 ? "-" + text : text
  }
}

/// A character drawn as a shape rather than a glyph: the box-drawing lines (which must meet
/// their neighbours' across cells) and the block elements (whose halves must tile exactly).
enum CellShape {
  /// Lines from the cell's centre to some of its edges (light and heavy lines alike).
  case lines(up: Bool, down: Bool, left: Bool, right: Bool)
  /// Filled rectangles, as fractions of the cell: (x, y, width, height) from its top left.
  case blocks([(Double, Double, Double, Double)])

  /// The shape of a character, or nil for one that is drawn as text.
  init?(_ character: Character) {
    // Box drawing is U+2500 to U+257F, the block elements U+2580 to U+259F.
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      (0x2500...0x259F).contains(scalar.value)
    else { return nil }
    if let (up, down, left, right) = Self.lines[character] {
      self = .lines(up: up, down: down, left: left, right: right)
      return
    }
    let eighth = 1.0 / 8
    switch scalar.value {
    case 0x2580: self = .blocks([(0, 0, 1, 0.5)])  // ▀
    case 0x2581...0x2588:  // ▁ to █: the lower eighths
      let height = Double(scalar.value - 0x2580) * eighth
      self = .blocks([(0, 1 - height, 1, height)])
    case 0x258C: self = .blocks([(0, 0, 0.5, 1)])  // ▌
    case 0x2590: self = .blocks([(0.5, 0, 0.5, 1)])  // ▐
    case 0x2594: self = .blocks([(0, 0, 1, eighth)])  // ▔
    case 0x2596...0x259F:  // the quadrants ▖ to ▟
      self = .blocks(
        (Self.quadrants[scalar.value] ?? []).map {
          (Double($0 % 2) / 2, Double($0 / 2) / 2, 0.5, 0.5)
        })
    default: return nil
    }
  }

  /// The box-drawing characters: whether a line runs up, down, left and right from the centre.
  private static let lines: [Character: (Bool, Bool, Bool, Bool)] = [
    "─": (false, false, true, true), "━": (false, false, true, true),
    "│": (true, true, false, false), "┃": (true, true, false, false),
    "┌": (false, true, false, true), "┏": (false, true, false, true),
    "╭": (false, true, false, true), "┐": (false, true, true, false),
    "┓": (false, true, true, false), "╮": (false, true, true, false),
    "└": (true, false, false, true), "┗": (true, false, false, true),
    "╰": (true, false, false, true), "┘": (true, false, true, false),
    "┛": (true, false, true, false), "╯": (true, false, true, false),
    "├": (true, true, false, true), "┤": (true, true, true, false),
    "┬": (false, true, true, true), "┴": (true, false, true, true),
    "┼": (true, true, true, true),
  ]

  /// The quadrant characters ▖ to ▟: their filled quarters (0 top left, 1 top right, 2 bottom
  /// left, 3 bottom right).
  private static let quadrants: [UInt32: [Int]] = [
    0x2596: [2], 0x2597: [3], 0x2598: [0], 0x2599: [0, 2, 3], 0x259A: [0, 3],
    0x259B: [0, 1, 2], 0x259C: [0, 1, 3], 0x259D: [1], 0x259E: [1, 2], 0x259F: [1, 2, 3],
  ]

  /// The shape as SVG path commands in a cell.
  func path(x: Double, y: Double, width: Double, height: Double) -> String {
    func point(_ px: Double, _ py: Double) -> String {
      SVGNumber.text(px) + " " + SVGNumber.text(py)
    }
    switch self {
    case .lines(let up, let down, let left, let right):
      let centerX = x + width / 2
      let centerY = y + height / 2
      var path = ""
      if left || right {
        path +=
          "M" + point(left ? x : centerX, centerY) + "H"
          + SVGNumber.text(right ? x + width : centerX)
      }
      if up || down {
        path +=
          "M" + point(centerX, up ? y : centerY) + "V" + SVGNumber.text(down ? y + height : centerY)
      }
      return path
    case .blocks(let rectangles):
      return rectangles.map { part in
        "M" + point(x + part.0 * width, y + part.1 * height) + "h" + SVGNumber.text(part.2 * width)
          + "v" + SVGNumber.text(part.3 * height) + "h" + SVGNumber.text(-part.2 * width) + "z"
      }.joined()
    }
  }
}
