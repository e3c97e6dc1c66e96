/// Styled text as a picture: the grid of characters a terminal shows, in the encoder's font
/// size, a margin of one em around it.
extension SVGEncoder {
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

  /// Styled text as a picture: the backgrounds as filled rectangles; then, in one group that
  /// keeps spaces, box-drawing and block characters as filled shapes that join across cells,
  /// and the rest as text, each word placed at its own column (a word of ``Picture/Text``), so
  /// that the font's widths cannot push anything out of the grid, while a run still reads (and
  /// is copied) as one piece of text.
  /// - Parameter text: The styled text.
  /// - Returns: The picture, titled with ``title``, A4 when ``isA4Page`` says so.
  public func picture(of text: StyledText) -> Picture {
    var backgrounds: [Picture.Shape] = []
    var drawn: [Picture.Shape] = []
    var columns = 1
    var drawing = RunDrawing()
    for (row, line) in text.lines.enumerated() {
      let top = margin + Double(row) * lineHeight
      // The baseline sits where a terminal's would: about four fifths down the line.
      let baseline = top + fontSize * 0.95
      var column = 0
      for run in line.runs {
        let start = column
        let colors = colors(of: run.style)
        if let fullText = run.fullText {
          column += TextWidth.of(run.text)
          drawn.append(
            .text(
              fitted(
                fullText, style: run.style, column: start, cells: column - start, baseline: baseline
              )))
        } else {
          drawing = RunDrawing()
          column = draw(run.text, from: column, top: top, into: &drawing)
          let opacity = run.style.dim ? Self.dimmed : nil
          if !drawing.path.isEmpty {
            let ink = Picture.Ink.color(colors.foreground ?? Self.ink)
            drawn.append(
              .path(
                drawing.path,
                paint: Picture.Paint(
                  fill: ink, stroke: ink, strokeWidth: fontSize * 0.09, opacity: opacity)))
          }
          if !drawing.words.isEmpty {
            drawn.append(
              .text(
                Picture.Text(
                  x: nil, y: baseline, content: .words(drawing.words),
                  paint: Picture.Paint(
                    fill: colors.foreground.map { .color($0) }, opacity: opacity),
                  isBold: run.style.bold, isUnderlined: run.style.underline)))
          }
        }
        if column > start, let fill = colors.background {
          backgrounds.append(
            .rect(
              x: x(start), y: top, width: Double(column - start) * cellWidth,
              height: lineHeight, paint: Picture.Paint(fill: .color(fill))))
        }
      }
      columns = max(columns, column)
    }
    let width = Double(columns) * cellWidth + 2 * margin
    var height = Double(max(1, text.lines.count)) * lineHeight + 2 * margin
    if isA4Page { height = max(height, width * 297 / 210) }
    return Picture(
      width: width, height: height, printedWidth: isA4Page ? 210 : nil,
      fontFamily: Self.fontFamily, fontSize: fontSize, title: title, background: Self.page,
      shapes: backgrounds + [
        .group(drawn, paint: Picture.Paint(fill: .color(Self.ink)), preservesSpaces: true)
      ])
  }

  /// A run's whole text (``StyledRun/fullText``) as one text in the `cells` columns from
  /// `column` that its cut text takes: in the picture's font size where it fits, else in the
  /// size ``fittedFontSize(_:cells:)`` gives, on the line's baseline.
  private func fitted(
    _ text: String, style: TextStyle, column: Int, cells: Int, baseline: Double
  ) -> Picture.Text {
    let size = fittedFontSize(text, cells: cells)
    return Picture.Text(
      x: x(column), y: baseline, content: .whole(text),
      paint: Picture.Paint(
        fill: colors(of: style).foreground.map { .color($0) },
        opacity: style.dim ? Self.dimmed : nil),
      fontSize: size < fontSize ? size : nil, isBold: style.bold, isUnderlined: style.underline)
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

  /// The opacity of a faint run.
  private static let dimmed = 0.55

  /// Draws a run's text cell by cell from `column`: its shapes into the drawing's path, its
  /// words into its words.
  /// - Returns: The column after the run.
  private func draw(_ text: String, from column: Int, top: Double, into drawing: inout RunDrawing)
    -> Int
  {
    var column = column
    // Printable ASCII, most text, is a cell a byte and holds no shapes: it is read a word at a
    // time.
    let utf8 = text.utf8
    if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      var start = utf8.startIndex
      var offset = 0
      while start < utf8.endIndex {
        guard utf8[start] != UInt8(ascii: " ") else {
          drawing.endWord()
          start = utf8.index(after: start)
          offset += 1
          continue
        }
        let end = utf8[start...].firstIndex(of: UInt8(ascii: " ")) ?? utf8.endIndex
        let word = Substring(utf8[start..<end])
        drawing.add(word, x: x(column + offset), cells: 1)
        offset += word.utf8.count
        start = end
      }
      return column + utf8.count
    }
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
        drawing.add(Substring(String(character)), x: x(column), cells: cells)
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
      shape.draw(x: x(column), y: top, width: cellWidth, height: lineHeight, into: &drawing.path)
      drawing.endWord()
    } else if scalar == " " {
      drawing.endWord()
    } else {
      drawing.add(Substring(String(scalar)), x: x(column), cells: cells)
    }
  }

  /// The left edge of a column.
  private func x(_ column: Int) -> Double {
    margin + Double(column) * cellWidth
  }

  /// A style's text and background colours as the picture draws them, reverse video applied;
  /// a text colour on the white page darkened where it would not read on it.
  private func colors(of style: TextStyle) -> (foreground: TextColor?, background: TextColor?) {
    guard style.reverse else {
      let onPage = style.background == nil
      return (onPage ? style.foreground?.readableOnWhite : style.foreground, style.background)
    }
    return (style.background ?? Self.page, style.foreground ?? Self.ink)
  }
}

/// One run's drawing as it is read cell by cell: the path of its shapes, and its words, the
/// last one left open for what joins it.
private struct RunDrawing {
  /// The shapes' path commands.
  var path: [Picture.PathCommand] = []
  /// The words, each at its column.
  var words: [Picture.Text.Word] = []
  /// Whether the last character read belongs to the word being written.
  private var inWord = false

  /// Adds text `cells` wide at `x`: it continues the word being written; text of no width
  /// joins the last word (and what follows a space still starts a word of its own); any other
  /// starts a word at `x`.
  mutating func add(_ text: Substring, x: Double, cells: Int) {
    if (inWord || cells == 0) && !words.isEmpty {
      words[words.count - 1].text += text
    } else {
      words.append(Picture.Text.Word(x: x, text: String(text)))
      inWord = true
    }
  }

  /// Ends the word being written: what follows starts a new one.
  mutating func endWord() { inWord = false }
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

  /// Draws the shape in a cell as path commands.
  /// - Parameters:
  ///   - x: The cell's left edge.
  ///   - y: The cell's top edge.
  ///   - width: The cell's width.
  ///   - height: The cell's height.
  ///   - path: The path drawn so far.
  func draw(
    x: Double, y: Double, width: Double, height: Double, into path: inout [Picture.PathCommand]
  ) {
    switch self {
    case .lines(let up, let down, let left, let right):
      let centerX = x + width / 2
      let centerY = y + height / 2
      if left || right {
        path.append(.move(x: left ? x : centerX, y: centerY))
        path.append(.horizontal(x: right ? x + width : centerX))
      }
      if up || down {
        path.append(.move(x: centerX, y: up ? y : centerY))
        path.append(.vertical(y: down ? y + height : centerY))
      }
    case .block(let left, let top, let across, let down):
      Self.rectangle(
        x: x + left * width, y: y + top * height, width: across * width, height: down * height,
        into: &path)
    case .quadrants(let quarters):
      for quarter in 0..<4 where quarters & 1 << quarter != 0 {
        Self.rectangle(
          x: x + Double(quarter % 2) / 2 * width, y: y + Double(quarter / 2) / 2 * height,
          width: 0.5 * width, height: 0.5 * height, into: &path)
      }
    }
  }

  /// Draws a filled rectangle: a move to its top left, then round it.
  private static func rectangle(
    x: Double, y: Double, width: Double, height: Double, into path: inout [Picture.PathCommand]
  ) {
    path += [
      .move(x: x, y: y), .horizontalBy(width), .verticalBy(height), .horizontalBy(-width), .close,
    ]
  }
}
