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

  private var cellWidth: Double { fontSize * 0.6 }
  private var lineHeight: Double { fontSize * 1.25 }
  private var margin: Double { fontSize }

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
      out += backgrounds(of: line, row: row)
    }
    out += "<g fill=\"\(Self.ink)\" xml:space=\"preserve\">\n"
    for (row, line) in text.lines.enumerated() {
      out += texts(of: line, row: row)
    }
    out += "</g>\n</svg>\n"
    return out
  }

  /// The filled rectangles behind a line's runs that have a background (or are reversed).
  private func backgrounds(of line: StyledLine, row: Int) -> String {
    var out = ""
    var column = 0
    for run in line.runs {
      let cells = TextWidth.of(run.text)
      defer { column += cells }
      guard cells > 0, let fill = colors(of: run.style).background else { continue }
      let x = SVGNumber.text(margin + Double(column) * cellWidth)
      let y = SVGNumber.text(margin + Double(row) * lineHeight)
      let width = SVGNumber.text(Double(cells) * cellWidth)
      out +=
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" "
        + "height=\"\(SVGNumber.text(lineHeight))\" fill=\"\(fill)\"/>\n"
    }
    return out
  }

  /// A line's runs as text, each placed at its column so that wide characters and the font's
  /// own widths cannot push later runs out of their cells.
  private func texts(of line: StyledLine, row: Int) -> String {
    var out = ""
    var column = 0
    // The baseline sits where a terminal's would: about four fifths down the line.
    let y = SVGNumber.text(margin + Double(row) * lineHeight + fontSize * 0.95)
    for run in line.runs {
      let cells = TextWidth.of(run.text)
      defer { column += cells }
      let leading = run.text.prefix { $0 == " " }.count
      let text = run.text.dropFirst(leading)
      guard !text.allSatisfy({ $0 == " " }) else { continue }
      let x = SVGNumber.text(margin + Double(column + leading) * cellWidth)
      var attributes = "x=\"\(x)\" y=\"\(y)\""
      let colors = colors(of: run.style)
      if let fill = colors.foreground { attributes += " fill=\"\(fill)\"" }
      if run.style.bold { attributes += " font-weight=\"bold\"" }
      if run.style.dim { attributes += " fill-opacity=\"0.55\"" }
      if run.style.underline { attributes += " text-decoration=\"underline\"" }
      out += "<text \(attributes)>\(Self.escaped(String(text)))</text>\n"
    }
    return out
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
