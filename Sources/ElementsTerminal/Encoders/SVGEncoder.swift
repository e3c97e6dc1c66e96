/// Writes pictures as SVG: a ``Picture`` as it is, or styled text as the picture of the same
/// grid of characters a terminal shows (``picture(of:)``), every run as real `<text>`
/// (selectable and searchable) and every background as a filled rectangle, on a white page.
///
/// The picture does not depend on the terminal: its size follows the text, and colours are
/// written as `#rrggbb` whatever colour depth the terminal has.
public struct SVGEncoder: Sendable {
  /// The font size in pixels of a picture of styled text; a character cell is 0.6 of it wide
  /// and 1.25 of it tall.
  public var fontSize: Double
  /// A title for a picture of styled text, read by screen readers and shown as a tooltip; none
  /// when empty.
  public var title: String
  /// Whether a picture of styled text is a portrait A4 page for printing: 210 mm wide as the
  /// text is, and 297 mm tall, or taller at the same scale for text longer than a page.
  public var isA4Page: Bool

  /// Makes an encoder.
  /// - Parameters:
  ///   - fontSize: The font size in pixels of a picture of styled text.
  ///   - title: A title for a picture of styled text.
  ///   - isA4Page: Whether a picture of styled text is a portrait A4 page.
  public init(fontSize: Double = 16, title: String = "", isA4Page: Bool = false) {
    self.fontSize = fontSize
    self.title = title
    self.isA4Page = isA4Page
  }

  /// Styled text as an SVG document, ending in a line break: the document of
  /// ``picture(of:)``.
  /// - Parameter text: The styled text.
  /// - Returns: The SVG document.
  public func encode(_ text: StyledText) -> String {
    encode(picture(of: text))
  }

  /// A picture as an SVG document, ending in a line break.
  /// - Parameter picture: The picture.
  /// - Returns: The SVG document.
  public func encode(_ picture: Picture) -> String {
    var writer = SVGWriter()
    writer.write(picture)
    return writer.out
  }
}

/// The markup of a picture, written element by element into one string.
private struct SVGWriter {
  var out = ""

  mutating func write(_ picture: Picture) {
    out.reserveCapacity(1024 + picture.shapes.count * 96)
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\""
    if let printed = picture.printedWidth {
      out += " width=\""
      number(printed)
      out += "mm\" height=\""
      number(picture.height / picture.width * printed)
      out += "mm\""
    } else {
      attribute("width", picture.width)
      attribute("height", picture.height)
    }
    out += " viewBox=\"0 0 "
    number(picture.width)
    out += " "
    number(picture.height)
    out += "\""
    attribute("font-family", picture.fontFamily)
    attribute("font-size", picture.fontSize)
    out += ">\n"
    if !picture.title.isEmpty {
      out += "<title>"
      escaped(picture.title)
      out += "</title>\n"
    }
    if let background = picture.background {
      out += "<rect width=\"100%\" height=\"100%\""
      attribute("fill", .color(background))
      out += "/>\n"
    }
    for shape in picture.shapes { write(shape) }
    out += "</svg>\n"
  }

  mutating func write(_ shape: Picture.Shape) {
    switch shape {
    case .rect(let x, let y, let width, let height, let paint, let tooltip):
      out += "<rect"
      attribute("x", x)
      attribute("y", y)
      attribute("width", width)
      attribute("height", height)
      write(paint)
      close("rect", tooltip: tooltip)
    case .line(let x1, let y1, let x2, let y2, let paint):
      out += "<line"
      attribute("x1", x1)
      attribute("y1", y1)
      attribute("x2", x2)
      attribute("y2", y2)
      write(paint)
      out += "/>\n"
    case .path(let commands, let paint):
      out += "<path d=\""
      for command in commands { write(command) }
      out += "\""
      write(paint)
      out += "/>\n"
    case .circle(let x, let y, let radius, let paint, let tooltip):
      out += "<circle"
      attribute("cx", x)
      attribute("cy", y)
      attribute("r", radius)
      write(paint)
      close("circle", tooltip: tooltip)
    case .text(let text):
      write(text)
    case .group(let shapes, let paint, let preservesSpaces):
      out += "<g"
      write(paint)
      if preservesSpaces { out += " xml:space=\"preserve\"" }
      out += ">\n"
      for shape in shapes { write(shape) }
      out += "</g>\n"
    }
  }

  /// Ends an element's start tag: the element is empty, or holds its tooltip.
  private mutating func close(_ element: String, tooltip: String) {
    guard !tooltip.isEmpty else {
      out += "/>\n"
      return
    }
    out += "><title>"
    escaped(tooltip)
    out += "</title></"
    out += element
    out += ">\n"
  }

  private mutating func write(_ text: Picture.Text) {
    out += "<text"
    if let x = text.x { attribute("x", x) }
    attribute("y", text.y)
    write(text.paint)
    switch text.anchor {
    case .start: break
    case .middle: out += " text-anchor=\"middle\""
    case .end: out += " text-anchor=\"end\""
    }
    if let size = text.fontSize { attribute("font-size", size) }
    if text.isBold { out += " font-weight=\"bold\"" }
    if text.isUnderlined { out += " text-decoration=\"underline\"" }
    if let rotation = text.rotation {
      out += " transform=\"rotate("
      number(rotation)
      out += " "
      number(text.x ?? 0)
      out += " "
      number(text.y)
      out += ")\""
    }
    out += ">"
    switch text.content {
    case .whole(let string):
      escaped(string)
    case .words(let words):
      for (index, word) in words.enumerated() {
        out += index == 0 ? "<tspan x=\"" : "</tspan> <tspan x=\""
        number(word.x)
        out += "\">"
        escaped(word.text)
      }
      if !words.isEmpty { out += "</tspan>" }
    }
    out += "</text>\n"
  }

  /// Writes a paint's attributes: fill, stroke, its width, dashes and joins, opacity.
  private mutating func write(_ paint: Picture.Paint) {
    if let fill = paint.fill { attribute("fill", fill) }
    if let stroke = paint.stroke { attribute("stroke", stroke) }
    if let width = paint.strokeWidth { attribute("stroke-width", width) }
    if !paint.dashes.isEmpty {
      out += " stroke-dasharray=\""
      for (index, length) in paint.dashes.enumerated() {
        if index > 0 { out += " " }
        number(length)
      }
      out += "\""
    }
    if paint.roundJoins { out += " stroke-linejoin=\"round\"" }
    if let opacity = paint.opacity {
      attribute("fill-opacity", opacity)
      attribute("stroke-opacity", opacity)
    }
  }

  private mutating func write(_ command: Picture.PathCommand) {
    switch command {
    case .move(let x, let y):
      out += "M"
      number(x)
      out += " "
      number(y)
    case .line(let x, let y):
      out += "L"
      number(x)
      out += " "
      number(y)
    case .horizontal(let x):
      out += "H"
      number(x)
    case .vertical(let y):
      out += "V"
      number(y)
    case .horizontalBy(let distance):
      out += "h"
      number(distance)
    case .verticalBy(let distance):
      out += "v"
      number(distance)
    case .close:
      out += "z"
    }
  }

  private mutating func attribute(_ name: String, _ value: Double) {
    out += " \(name)=\""
    number(value)
    out += "\""
  }

  private mutating func attribute(_ name: String, _ ink: Picture.Ink) {
    switch ink {
    case .none: out += " \(name)=\"none\""
    case .color(let color): out += " \(name)=\"\(color.hex)\""
    }
  }

  /// Writes an attribute of text; in its double quotes an apostrophe is left as it is.
  private mutating func attribute(_ name: String, _ value: String) {
    out += " \(name)=\""
    SVGText.writeEscaped(value, to: &out, apostrophes: false)
    out += "\""
  }

  private mutating func number(_ value: Double) {
    SVGNumber.write(value, to: &out)
  }

  private mutating func escaped(_ text: String) {
    SVGText.writeEscaped(text, to: &out)
  }
}

/// Text made safe inside an XML element or attribute: markup characters as entities, and what
/// XML 1.0 cannot carry (control characters, the C1 controls, unpaired surrogates' stand-ins,
/// non-characters) left out.
enum SVGText {
  /// The text made safe.
  static func escaped(_ text: String) -> String {
    var out = ""
    writeEscaped(text, to: &out)
    return out
  }

  /// Writes the text made safe, as ``escaped(_:)`` makes it: in one piece where no character
  /// needs changing, else scalar by scalar.
  /// - Parameters:
  ///   - text: The text.
  ///   - out: The document written so far.
  ///   - apostrophes: Whether an apostrophe is written as an entity too, as it must be inside
  ///     single quotes (in text or double quotes it need not).
  static func writeEscaped(_ text: String, to out: inout String, apostrophes: Bool = true) {
    let isSafe = text.utf8.allSatisfy {
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "<")
        && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\"")
        && ($0 != UInt8(ascii: "'") || !apostrophes)
    }
    guard !isSafe else {
      out += text
      return
    }
    // The scalars kept as they are, written a stretch at a time.
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let replacement: String
      switch scalars[index].value {
      case 0x26: replacement = "&amp;"
      case 0x3C: replacement = "&lt;"
      case 0x3E: replacement = "&gt;"
      case 0x22: replacement = "&quot;"
      case 0x27 where apostrophes: replacement = "&apos;"
      case 0x9, 0xA, 0xD, 0x20..<0x7F, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
        index = scalars.index(after: index)
        continue
      default: replacement = ""
      }
      out += Substring(scalars[start..<index])
      out += replacement
      index = scalars.index(after: index)
      start = index
    }
    out += Substring(scalars[start...])
  }
}

/// Numbers as SVG attributes write them: at most two decimals, no trailing zeros, never an
/// exponent, so any finite value makes a valid attribute.
enum SVGNumber {
  /// The number as attribute text; 0 for a value that is not finite, and values beyond a
  /// billion either way written as a billion.
  static func text(_ value: Double) -> String {
    var out = ""
    write(value, to: &out)
    return out
  }

  /// Writes the number as attribute text, as ``text(_:)`` makes it.
  static func write(_ value: Double, to out: inout String) {
    guard value.isFinite else {
      out += "0"
      return
    }
    let clamped = min(max(value, -1e9), 1e9)
    let hundredths = (clamped * 100).rounded()
    let magnitude = Int(abs(hundredths))
    if hundredths < 0, magnitude != 0 { out += "-" }
    out += String(magnitude / 100)
    out += fractions[magnitude % 100]
  }

  /// The decimals of each number of hundredths: "" for none, ".01" to ".99", without a zero at
  /// the end.
  private static let fractions: [String] = (0..<100).map { hundredths in
    guard hundredths != 0 else { return "" }
    let digits = String(hundredths + 100).dropFirst()
    return "." + (digits.hasSuffix("0") ? digits.dropLast() : digits)
  }
}
