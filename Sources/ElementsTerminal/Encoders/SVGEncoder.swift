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
  /// Whether the picture is a portrait A4 page for printing: 210 mm wide as the text is, and
  /// 297 mm tall, or taller at the same scale for text longer than a page.
  public var isA4Page: Bool

  /// Makes an encoder.
  /// - Parameters:
  ///   - fontSize: The font size in pixels.
  ///   - title: A title for the picture.
  ///   - isA4Page: Whether the picture is a portrait A4 page.
  public init(fontSize: Double = 16, title: String = "", isA4Page: Bool = false) {
    self.fontSize = fontSize
    self.title = title
    self.isA4Page = isA4Page
  }

  /// The monospaced fonts asked for, in order; their characters are 0.6 em wide.
  static let fontFamily = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace"
  /// The page colour, and the colour of text that names none.
  static let page = TextColor.rgb(red: 0xff, green: 0xff, blue: 0xff)
  static let ink = TextColor.rgb(red: 0x1c, green: 0x1c, blue: 0x1c)

  private var cellWidth: Double { fontSize * Self.cellWidthRatio }
  private var lineHeight: Double { fontSize * Self.lineHeightRatio }
  /// A character cell's width and a line's height, in ems.
  static let cellWidthRatio = 0.6
  static let lineHeightRatio = 1.25
  private var margin: Double { fontSize }

  /// The picture: an SVG document, ending in a line break.
  /// - Parameter text: The styled text.
  /// - Returns: The SVG document.
  public func encode(_ text: StyledText) -> String {
    encodeUTF8(text).text
  }

  /// The picture as UTF-8, written straight into one buffer: what a command writes out.
  /// - Parameter text: The styled text.
  /// - Returns: The SVG document's bytes, ending in a line break.
  public func encodeUTF8(_ text: StyledText) -> ByteBuffer {
    // Each run's width, measured once for the picture's size and the backgrounds.
    var widths: [Int] = []
    widths.reserveCapacity(text.lines.reduce(0) { $0 + $1.runs.count })
    var columns = 1
    for line in text.lines {
      var width = 0
      for run in line.runs {
        widths.append(TextWidth.of(run.text))
        width += widths[widths.count - 1]
      }
      columns = max(columns, width)
    }
    // The coloured views write up to about 11 bytes a cell (the table), the rest less: room
    // that is never written to costs nothing, while growing copies the whole picture.
    var out = ByteBuffer(capacity: 2048 + columns * text.lines.count * 12)
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" as StaticString)
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" as StaticString)
    let width = Double(columns) * cellWidth + 2 * margin
    var height = Double(max(1, text.lines.count)) * lineHeight + 2 * margin
    if isA4Page {
      height = max(height, width * 297 / 210)
      out.append("210mm\" height=\"" as StaticString)
      SVGNumber.write(height / width * 210, to: &out)
      out.append("mm" as StaticString)
    } else {
      SVGNumber.write(width, to: &out)
      out.append("\" height=\"" as StaticString)
      SVGNumber.write(height, to: &out)
    }
    out.append("\" viewBox=\"0 0 " as StaticString)
    SVGNumber.write(width, to: &out)
    out.append(UInt8(ascii: " "))
    SVGNumber.write(height, to: &out)
    out.append("\" font-family=\"" as StaticString)
    out.append(Self.fontFamily)
    out.append("\" font-size=\"" as StaticString)
    SVGNumber.write(fontSize, to: &out)
    out.append("\">\n" as StaticString)
    if !title.isEmpty {
      out.append("<title>" as StaticString)
      Self.writeEscaped(title, to: &out)
      out.append("</title>\n" as StaticString)
    }
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"" as StaticString)
    Self.writeHex(Self.page, to: &out)
    out.append("\"/>\n" as StaticString)
    // What a line's elements share, written once a line.
    var shared = ByteBuffer(capacity: 64)
    var run = 0
    for (row, line) in text.lines.enumerated() {
      writeBackgrounds(
        of: line, row: row, widths: widths[run..<run + line.runs.count], to: &out,
        shared: &shared)
      run += line.runs.count
    }
    out.append("<g fill=\"" as StaticString)
    Self.writeHex(Self.ink, to: &out)
    out.append("\" xml:space=\"preserve\">\n" as StaticString)
    var drawing = RunDrawing()
    for (row, line) in text.lines.enumerated() {
      writeTexts(of: line, row: row, to: &out, drawing: &drawing, shared: &shared)
    }
    out.append("</g>\n</svg>\n" as StaticString)
    return out
  }

  /// Writes the filled rectangles behind a line's runs that have a background (or are
  /// reversed).
  /// - Parameters:
  ///   - widths: The width of each of the line's runs.
  ///   - shared: Room for what the line's rectangles share.
  private func writeBackgrounds(
    of line: StyledLine, row: Int, widths: ArraySlice<Int>, to out: inout ByteBuffer,
    shared: inout ByteBuffer
  ) {
    var column = 0
    // What the line's rectangles share, written at its first: from the end of x to the start of
    // the width, then from its end to the start of the colour.
    var split = -1
    for (run, cells) in zip(line.runs, widths) {
      defer { column += cells }
      guard cells > 0, let fill = colors(of: run.style).background else { continue }
      if split < 0 {
        shared.removeAll()
        shared.append("\" y=\"" as StaticString)
        SVGNumber.write(margin + Double(row) * lineHeight, to: &shared)
        shared.append("\" width=\"" as StaticString)
        split = shared.count
        shared.append("\" height=\"" as StaticString)
        SVGNumber.write(lineHeight, to: &shared)
        shared.append("\" fill=\"" as StaticString)
      }
      out.append("<rect x=\"" as StaticString)
      SVGNumber.write(margin + Double(column) * cellWidth, to: &out)
      shared.withUnsafeBytes { out.append(UnsafeBufferPointer(rebasing: $0[..<split])) }
      SVGNumber.write(Double(cells) * cellWidth, to: &out)
      shared.withUnsafeBytes { out.append(UnsafeBufferPointer(rebasing: $0[split...])) }
      Self.writeHex(fill, to: &out)
      out.append("\"/>\n" as StaticString)
    }
  }

  /// Writes a line's runs: box-drawing and block characters as vector shapes that join across
  /// cells, the rest as text, each word placed at its own column (a `<tspan>` with its `x`), so
  /// that the font's widths cannot push anything out of the grid, while a run still reads (and
  /// is copied) as one piece of text.
  private func writeTexts(
    of line: StyledLine, row: Int, to out: inout ByteBuffer, drawing: inout RunDrawing,
    shared: inout ByteBuffer
  ) {
    var column = 0
    let top = margin + Double(row) * lineHeight
    // The start of the line's texts, written at its first.
    var textStart = false
    for run in line.runs {
      if let fullText = run.fullText {
        let cells = TextWidth.of(run.text)
        writeFitted(fullText, style: run.style, column: column, cells: cells, top: top, to: &out)
        column += cells
        continue
      }
      drawing.removeAll()
      column = draw(run.text, from: column, top: top, into: &drawing)
      let colors = colors(of: run.style)
      if drawing.path.count > 0 {
        let ink = colors.foreground ?? Self.ink
        out.append("<path d=\"" as StaticString)
        drawing.path.withUnsafeBytes { out.append($0) }
        out.append("\" stroke=\"" as StaticString)
        Self.writeHex(ink, to: &out)
        out.append("\" stroke-width=\"" as StaticString)
        SVGNumber.write(fontSize * 0.09, to: &out)
        out.append("\" fill=\"" as StaticString)
        Self.writeHex(ink, to: &out)
        out.append(UInt8(ascii: "\""))
        if run.style.dim { out.append(Self.dimmed) }
        out.append("/>\n" as StaticString)
      }
      guard drawing.hasWords else { continue }
      if !textStart {
        shared.removeAll()
        shared.append("<text y=\"" as StaticString)
        // The baseline sits where a terminal's would: about four fifths down the line.
        SVGNumber.write(top + fontSize * 0.95, to: &shared)
        shared.append(UInt8(ascii: "\""))
        textStart = true
      }
      shared.withUnsafeBytes { out.append($0) }
      if let fill = colors.foreground {
        out.append(" fill=\"" as StaticString)
        Self.writeHex(fill, to: &out)
        out.append(UInt8(ascii: "\""))
      }
      if run.style.bold { out.append(" font-weight=\"bold\"" as StaticString) }
      if run.style.dim { out.append(Self.dimmed) }
      if run.style.underline { out.append(" text-decoration=\"underline\"" as StaticString) }
      out.append(UInt8(ascii: ">"))
      drawing.words.withUnsafeBytes { out.append($0) }
      out.append("</tspan></text>\n" as StaticString)
    }
  }

  /// Writes a run's whole text (``StyledRun/fullText``) as one `<text>` in the `cells`
  /// columns from `column` that its cut text takes: in the picture's font size where it fits,
  /// else in the size ``fittedFontSize(_:cells:)`` gives, on the line's baseline.
  private func writeFitted(
    _ text: String, style: TextStyle, column: Int, cells: Int, top: Double,
    to out: inout ByteBuffer
  ) {
    out.append("<text x=\"" as StaticString)
    SVGNumber.write(x(column), to: &out)
    out.append("\" y=\"" as StaticString)
    SVGNumber.write(top + fontSize * 0.95, to: &out)
    out.append(UInt8(ascii: "\""))
    let size = fittedFontSize(text, cells: cells)
    if size < fontSize {
      out.append(" font-size=\"" as StaticString)
      SVGNumber.write(size, to: &out)
      out.append(UInt8(ascii: "\""))
    }
    if let fill = colors(of: style).foreground {
      out.append(" fill=\"" as StaticString)
      Self.writeHex(fill, to: &out)
      out.append(UInt8(ascii: "\""))
    }
    if style.bold { out.append(" font-weight=\"bold\"" as StaticString) }
    if style.dim { out.append(Self.dimmed) }
    if style.underline { out.append(" text-decoration=\"underline\"" as StaticString) }
    out.append(UInt8(ascii: ">"))
    Self.writeEscaped(text, to: &out)
    out.append("</text>\n" as StaticString)
  }

  /// The font size at which text fits `cells` columns: the picture's own where its columns
  /// are no more than `cells`, else smaller in proportion, rounded down to hundredths. The
  /// estimate is conservative: each of the text's columns is counted
  /// ``fittedColumnRatio`` em wide, a little more than the 0.6 em of the fonts asked for, so
  /// that a slightly wider fallback font fits too.
  func fittedFontSize(_ text: String, cells: Int) -> Double {
    let needed = TextWidth.of(text)
    guard needed > cells else { return fontSize }
    let size = Double(cells) * cellWidth / (Double(needed) * Self.fittedColumnRatio)
    return (size * 100).rounded(.down) / 100
  }

  /// A column's width in ems, as ``fittedFontSize(_:cells:)`` counts it.
  static let fittedColumnRatio = 0.62

  /// The attributes of a faint run.
  private static let dimmed: StaticString = " fill-opacity=\"0.55\" stroke-opacity=\"0.55\""

  /// Draws a run's text cell by cell from `column`: its shapes into the drawing's path, its
  /// words into its words.
  /// - Returns: The column after the run.
  private func draw(_ text: String, from column: Int, top: Double, into drawing: inout RunDrawing)
    -> Int
  {
    var column = column
    var text = text
    // Printable ASCII, most text, is a cell a byte and holds no shapes: it is written a word
    // at a time.
    let ascii = text.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
      var start = 0
      while start < bytes.count {
        guard bytes[start] != UInt8(ascii: " ") else {
          drawing.endWord()
          start += 1
          continue
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: " ")) ?? bytes.count
        drawing.enterWord(x: x(column + start), cells: 1)
        Self.writeEscaped(UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &drawing.words)
        start = end
      }
      column += bytes.count
      return true
    }
    if ascii { return column }
    // Text whose every scalar is a one-column character of its own
    // (``TextWidth/isOneColumnAlone(_:)``), as almost all is, is read scalar by scalar, without
    // grapheme breaking.
    if text.unicodeScalars.allSatisfy({ TextWidth.isOneColumnAlone($0.value) }) {
      for scalar in text.unicodeScalars {
        draw(scalar, cells: 1, column: column, top: top, into: &drawing)
        column += 1
      }
      return column
    }
    for character in text {
      let cells = TextWidth.of(character)
      let scalars = character.unicodeScalars
      if scalars.count == 1 {
        draw(scalars.first!, cells: cells, column: column, top: top, into: &drawing)
      } else {
        drawing.enterWord(x: x(column), cells: cells)
        for scalar in scalars { Self.writeEscaped(scalar, to: &drawing.words) }
      }
      column += cells
    }
    return column
  }

  /// Draws a character of one scalar, `cells` wide, at `column`: a shape, a space between
  /// words, or part of a word.
  private func draw(
    _ scalar: Unicode.Scalar, cells: Int, column: Int, top: Double, into drawing: inout RunDrawing
  ) {
    if let shape = CellShape(scalar) {
      shape.write(x: x(column), y: top, width: cellWidth, height: lineHeight, to: &drawing.path)
      drawing.endWord()
    } else if scalar == " " {
      drawing.endWord()
    } else {
      drawing.enterWord(x: x(column), cells: cells)
      Self.writeEscaped(scalar, to: &drawing.words)
    }
  }

  /// The left edge of a column.
  private func x(_ column: Int) -> Double {
    margin + Double(column) * cellWidth
  }

  /// A style's text and background colours as SVG writes them, reverse video applied; a text
  /// colour on the white page darkened where it would not read on it.
  private func colors(of style: TextStyle) -> (foreground: TextColor?, background: TextColor?) {
    guard style.reverse else {
      let onPage = style.background == nil
      return (onPage ? style.foreground?.readableOnWhite : style.foreground, style.background)
    }
    return (style.background ?? Self.page, style.foreground ?? Self.ink)
  }

  /// Writes a colour as `#rrggbb`, as ``TextColor/hex`` spells it.
  static func writeHex(_ color: TextColor, to out: inout ByteBuffer) {
    let (red, green, blue) = color.components
    out.append(UInt8(ascii: "#"))
    for component in [red, green, blue] {
      out.append(hexDigit(component >> 4))
      out.append(hexDigit(component & 0xF))
    }
  }

  /// The lowercase hexadecimal digit of a value below 16.
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// Text made safe inside an XML element or attribute: markup characters as entities, and
  /// what XML 1.0 cannot carry (control characters, unpaired surrogates' stand-ins,
  /// non-characters) left out.
  static func escaped(_ text: String) -> String {
    var out = ByteBuffer(capacity: text.utf8.count + 16)
    writeEscaped(text, to: &out)
    return out.text
  }

  /// Writes text made safe inside an XML element or attribute, as ``escaped(_:)`` makes it.
  static func writeEscaped(_ text: String, to out: inout ByteBuffer) {
    for scalar in text.unicodeScalars { writeEscaped(scalar, to: &out) }
  }

  /// Writes one scalar made safe inside an XML element or attribute: an entity for a markup
  /// character, nothing for one XML 1.0 cannot carry.
  static func writeEscaped(_ scalar: Unicode.Scalar, to out: inout ByteBuffer) {
    let value = scalar.value
    if value < 0x80 {
      writeEscaped(UInt8(value), to: &out)
      return
    }
    let allowed =
      (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
      || (0x10000...0x10FFFF).contains(value)
    guard allowed else { return }
    for byte in scalar.utf8 { out.append(byte) }
  }

  /// Writes ASCII text made safe inside an XML element or attribute: in one piece where no
  /// character needs an entity, else character by character.
  static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
    let isSafe = bytes.allSatisfy {
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "<")
        && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'")
    }
    guard isSafe else {
      for byte in bytes { writeEscaped(byte, to: &out) }
      return
    }
    out.append(bytes)
  }

  /// Writes one ASCII character made safe inside an XML element or attribute.
  static func writeEscaped(_ byte: UInt8, to out: inout ByteBuffer) {
    switch byte {
    case UInt8(ascii: "&"): out.append("&amp;" as StaticString)
    case UInt8(ascii: "<"): out.append("&lt;" as StaticString)
    case UInt8(ascii: ">"): out.append("&gt;" as StaticString)
    case UInt8(ascii: "\""): out.append("&quot;" as StaticString)
    case UInt8(ascii: "'"): out.append("&apos;" as StaticString)
    case 0x9, 0xA, 0xD, 0x20..<0x7F: out.append(byte)
    default: break
    }
  }
}

/// One run's drawing as it is read cell by cell: the path of its shapes, and its words, each
/// a `<tspan>` at its column, the last one left open for what joins it. Its buffers are
/// emptied and used again for each run.
private struct RunDrawing: ~Copyable {
  /// The shapes' path commands.
  var path = ByteBuffer(capacity: 256)
  /// The words, each `<tspan x="…">` and its text, separated by `</tspan> `.
  var words = ByteBuffer(capacity: 256)
  /// Whether a word has been started.
  private(set) var hasWords = false
  /// Whether the last character read belongs to the word being written.
  private var inWord = false

  /// Makes ready to write a character `cells` wide at `x`: it continues the word being
  /// written; one of no width joins the last word; any other starts a word at `x`.
  mutating func enterWord(x: Double, cells: Int) {
    guard !(inWord || cells == 0) || !hasWords else { return }
    words.append(hasWords ? "</tspan> <tspan x=\"" as StaticString : "<tspan x=\"")
    SVGNumber.write(x, to: &words)
    words.append("\">" as StaticString)
    hasWords = true
    inWord = true
  }

  /// Ends the word being written: what follows starts a new one.
  mutating func endWord() { inWord = false }

  /// Empties the drawing for the next run.
  mutating func removeAll() {
    path.removeAll()
    words.removeAll()
    hasWords = false
    inWord = false
  }
}

/// Numbers as SVG attributes write them: at most two decimals, no trailing zeros, never an
/// exponent, so any finite value makes a valid attribute.
enum SVGNumber {
  /// The number as attribute text; 0 for a value that is not finite.
  static func text(_ value: Double) -> String {
    var out = ByteBuffer(capacity: 16)
    write(value, to: &out)
    return out.text
  }

  /// Writes the number as attribute text, as ``text(_:)`` makes it.
  static func write(_ value: Double, to out: inout ByteBuffer) {
    guard value.isFinite else {
      out.append(UInt8(ascii: "0"))
      return
    }
    let clamped = min(max(value, -1e9), 1e9)
    let hundredths = (clamped * 100).rounded()
    let magnitude = Int(abs(hundredths))
    if hundredths < 0, magnitude != 0 { out.append(UInt8(ascii: "-")) }
    out.append(decimal: magnitude / 100)
    let fraction = UInt8(magnitude % 100)
    guard fraction != 0 else { return }
    out.append(UInt8(ascii: "."))
    out.append(UInt8(ascii: "0") + fraction / 10)
    if fraction % 10 != 0 { out.append(UInt8(ascii: "0") + fraction % 10) }
  }
}

/// A character drawn as a shape rather than a glyph: the box-drawing lines (which must meet
/// their neighbours' across cells) and the block elements (whose halves must tile exactly).
enum CellShape: Equatable {
  /// Lines from the cell's centre to some of its edges (light and heavy lines alike).
  case lines(up: Bool, down: Bool, left: Bool, right: Bool)
  /// A filled rectangle, as fractions of the cell from its top left.
  case block(x: Double, y: Double, width: Double, height: Double)
  /// Filled quarters of the cell: bit 0 the top left, 1 the top right, 2 the bottom left, 3 the
  /// bottom right.
  case quadrants(UInt8)

  /// The shape of a character of one scalar, or nil for one that is drawn as text.
  init?(_ scalar: Unicode.Scalar) {
    // Box drawing is U+2500 to U+257F, the block elements U+2580 to U+259F.
    let value = scalar.value
    guard (0x2500...0x259F).contains(value) else { return nil }
    let eighth = 1.0 / 8
    switch scalar {
    case "─", "━": self = .lines(up: false, down: false, left: true, right: true)
    case "│", "┃": self = .lines(up: true, down: true, left: false, right: false)
    case "┌", "┏", "╭": self = .lines(up: false, down: true, left: false, right: true)
    case "┐", "┓", "╮": self = .lines(up: false, down: true, left: true, right: false)
    case "└", "┗", "╰": self = .lines(up: true, down: false, left: false, right: true)
    case "┘", "┛", "╯": self = .lines(up: true, down: false, left: true, right: false)
    case "├": self = .lines(up: true, down: true, left: false, right: true)
    case "┤": self = .lines(up: true, down: true, left: true, right: false)
    case "┬": self = .lines(up: false, down: true, left: true, right: true)
    case "┴": self = .lines(up: true, down: false, left: true, right: true)
    case "┼": self = .lines(up: true, down: true, left: true, right: true)
    case "▀": self = .block(x: 0, y: 0, width: 1, height: 0.5)
    case "▁"..."█":  // the lower eighths
      let height = Double(value - 0x2580) * eighth
      self = .block(x: 0, y: 1 - height, width: 1, height: height)
    case "▌": self = .block(x: 0, y: 0, width: 0.5, height: 1)
    case "▐": self = .block(x: 0.5, y: 0, width: 0.5, height: 1)
    case "▔": self = .block(x: 0, y: 0, width: 1, height: eighth)
    case "▖": self = .quadrants(0b0100)
    case "▗": self = .quadrants(0b1000)
    case "▘": self = .quadrants(0b0001)
    case "▙": self = .quadrants(0b1101)
    case "▚": self = .quadrants(0b1001)
    case "▛": self = .quadrants(0b0111)
    case "▜": self = .quadrants(0b1011)
    case "▝": self = .quadrants(0b0010)
    case "▞": self = .quadrants(0b0110)
    case "▟": self = .quadrants(0b1110)
    default: return nil
    }
  }

  /// Writes the shape as SVG path commands in a cell.
  /// - Parameters:
  ///   - x: The cell's left edge.
  ///   - y: The cell's top edge.
  ///   - width: The cell's width.
  ///   - height: The cell's height.
  ///   - out: The path written so far.
  func write(x: Double, y: Double, width: Double, height: Double, to out: inout ByteBuffer) {
    switch self {
    case .lines(let up, let down, let left, let right):
      let centerX = x + width / 2
      let centerY = y + height / 2
      if left || right {
        Self.move(to: left ? x : centerX, centerY, to: &out)
        out.append(UInt8(ascii: "H"))
        SVGNumber.write(right ? x + width : centerX, to: &out)
      }
      if up || down {
        Self.move(to: centerX, up ? y : centerY, to: &out)
        out.append(UInt8(ascii: "V"))
        SVGNumber.write(down ? y + height : centerY, to: &out)
      }
    case .block(let left, let top, let across, let down):
      Self.rectangle(
        x: x + left * width, y: y + top * height, width: across * width, height: down * height,
        to: &out)
    case .quadrants(let quarters):
      for quarter in 0..<4 where quarters & 1 << quarter != 0 {
        Self.rectangle(
          x: x + Double(quarter % 2) / 2 * width, y: y + Double(quarter / 2) / 2 * height,
          width: 0.5 * width, height: 0.5 * height, to: &out)
      }
    }
  }

  /// Writes a move to a point: `M` and its coordinates.
  private static func move(to x: Double, _ y: Double, to out: inout ByteBuffer) {
    out.append(UInt8(ascii: "M"))
    SVGNumber.write(x, to: &out)
    out.append(UInt8(ascii: " "))
    SVGNumber.write(y, to: &out)
  }

  /// Writes a filled rectangle: a move to its top left, then round it.
  private static func rectangle(
    x: Double, y: Double, width: Double, height: Double, to out: inout ByteBuffer
  ) {
    move(to: x, y, to: &out)
    out.append(UInt8(ascii: "h"))
    SVGNumber.write(width, to: &out)
    out.append(UInt8(ascii: "v"))
    SVGNumber.write(height, to: &out)
    out.append(UInt8(ascii: "h"))
    SVGNumber.write(-width, to: &out)
    out.append(UInt8(ascii: "z"))
  }
}
