/// One character cell of the screen: what is drawn there and how it looks.
struct Cell: Hashable, Sendable {
  /// The character; a wide character's second cell holds "" and is never written.
  var text: String
  /// How it looks.
  var style: TextStyle

  static let blank = Cell(text: " ", style: .plain)
}

/// A grid of cells made from the view's styled lines. Comparing two buffers tells the driver
/// exactly which cells changed, so a redraw writes only those; escape sequences are made only
/// then, from the cells' typed styles.
struct ScreenBuffer: Equatable, Sendable {
  let size: ScreenSize
  private(set) var cells: [[Cell]]

  /// The printable ASCII characters, from space, as strings: made once, not for every cell.
  private static let asciiTexts = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }

  /// Lays out styled lines: one line per row, cut at the screen's width.
  init(lines: [StyledLine], size: ScreenSize) {
    self.size = size
    // A row of its own for each line, so that laying out a line copies no row.
    cells = (0..<size.rows).map { _ in Array(repeating: .blank, count: size.columns) }
    for (row, line) in lines.prefix(size.rows).enumerated() {
      var column = 0
      for run in line.runs {
        guard column < size.columns else { break }
        layOut(run, row: row, column: &column)
      }
    }
  }

  /// Puts one run's characters into cells from `column` on, advancing it.
  private mutating func layOut(_ run: StyledRun, row: Int, column: inout Int) {
    let style = run.style
    var text = run.text
    text.withUTF8 { pending in
      // Printable ASCII, most of a screen, takes a cell a byte: two such bytes are always two
      // characters. The last one before a byte of another character goes the general way with
      // it, which may extend it (a combining accent, an emoji's variation selector).
      var index = 0
      while index < pending.count, (0x20..<0x7F).contains(pending[index]),
        index + 1 == pending.count || pending[index + 1] < 0x80
      {
        guard column < size.columns else { return }
        cells[row][column] = Cell(text: Self.asciiTexts[Int(pending[index] - 0x20)], style: style)
        column += 1
        index += 1
      }
      guard index < pending.count else { return }
      let rest = String(decoding: UnsafeBufferPointer(rebasing: pending[index...]), as: UTF8.self)
      // The chart's half blocks, braille, box drawing, Greek and signs: a cell a scalar.
      if TextWidth.isOneColumnAScalar(rest) {
        for scalar in rest.unicodeScalars {
          guard column < size.columns else { return }
          cells[row][column] = Cell(text: String(scalar), style: style)
          column += 1
        }
        return
      }
      for character in rest {
        let width = TextWidth.of(character)
        if width == 0 {
          if column > 0 { cells[row][column - 1].text.append(character) }
          continue
        }
        guard column + width <= size.columns else {
          column = size.columns
          return
        }
        cells[row][column] = Cell(text: String(character), style: style)
        if width == 2 { cells[row][column + 1] = Cell(text: "", style: style) }
        column += width
      }
    }
  }

  /// The bytes that turn `previous` into this buffer on the terminal; everything when there is
  /// no previous frame or its size differs.
  ///
  /// When the rows of `scrollRegion` moved up or down by up to three lines (a list scrolled,
  /// past a section header too), the terminal is asked to scroll those rows, and only what
  /// still differs is written: the new lines, and whatever did not move with the rest (an index
  /// column beside the list). That is chosen only when it is shorter than writing the changes
  /// in place.
  /// - Parameters:
  ///   - previous: What the terminal shows now, or nil when that is unknown.
  ///   - scrollRegion: The rows (from 0) the terminal may scroll, or nil.
  /// - Returns: Text with escape sequences, to be written as it is.
  func output(from previous: ScreenBuffer?, scrollRegion: ClosedRange<Int>? = nil) -> String {
    var best = changes(from: previous) ?? ""  // without a limit, never nil
    // A change of a few rows is not worth trying a scroll for.
    guard let previous, previous.size == size, let region = scrollRegion,
      region.count > 1, region.lowerBound >= 0, region.upperBound < size.rows,
      best.utf8.count > 4 * size.columns
    else { return best }
    for shift in [1, -1, 2, -2, 3, -3] {
      let scroll = Self.scroll(region, by: shift)
      // A wrong guess gives up as soon as it is no shorter than the best so far.
      let limit = best.utf8.count - scroll.utf8.count - 1
      if let rest = changes(from: previous.scrolled(region, by: shift), limit: limit) {
        best = scroll + rest
      }
    }
    return best
  }

  /// What the terminal shows after its rows in `region` scroll: up by `shift` lines, or down
  /// when it is negative; the lines scrolled in are blank.
  private func scrolled(_ region: ClosedRange<Int>, by shift: Int) -> ScreenBuffer {
    var copy = self
    let blank = Array(repeating: Cell.blank, count: size.columns)
    for row in region {
      let source = row + shift
      copy.cells[row] = region.contains(source) ? cells[source] : blank
    }
    return copy
  }

  /// VT100 sequences that scroll the rows of `region` by `shift` lines: set the margins, then
  /// line feeds on the bottom margin (up) or reverse indexes on the top one (down), then reset
  /// the margins. The blank lines come in with the default colours.
  private static func scroll(_ region: ClosedRange<Int>, by shift: Int) -> String {
    let top = region.lowerBound + 1
    let bottom = region.upperBound + 1
    let move =
      shift > 0
      ? "\u{1B}[\(bottom);1H" + TextWidth.repeated("\n", count: shift)
      : "\u{1B}[\(top);1H" + TextWidth.repeated("\u{1B}M", count: -shift)
    return "\u{1B}[0m\u{1B}[\(top);\(bottom)r" + move + "\u{1B}[r"
  }

  /// The bytes that write every cell that differs from `previous`, in place; `nil` as soon as
  /// they would be more than `limit`.
  private func changes(from previous: ScreenBuffer?, limit: Int = .max) -> String? {
    guard limit >= 0 else { return nil }
    // Written as bytes: appending to a String for every cell costs more than deciding what to
    // write.
    var out = ByteBuffer(capacity: 1024)
    let full = previous == nil || previous?.size != size
    if full { out.append("\u{1B}[0m\u{1B}[H\u{1B}[2J" as StaticString) }
    var emittedStyle = TextStyle.plain
    // Where the cursor is, when known: after a run that ended before the last column.
    var cursor: (row: Int, column: Int)?
    let blankRow = full ? [Cell](repeating: .blank, count: size.columns) : []
    for row in 0..<size.rows {
      // The row now and as the terminal shows it (blank when it is cleared first).
      let line = cells[row]
      let shown = full ? blankRow : previous!.cells[row]
      // Whether a cell among the next four differs, so that a short unchanged gap is bridged
      // rather than the cursor moved again.
      func runContinues(from column: Int) -> Bool {
        (column..<min(size.columns, column + 4)).contains { line[$0] != shown[$0] }
      }
      var column = 0
      while column < size.columns {
        guard line[column] != shown[column] else {
          column += 1
          continue
        }
        // A run of changed cells, written from its first cell.
        Self.move(from: cursor, to: (row, column), into: &out)
        while column < size.columns {
          let cell = line[column]
          if cell == shown[column], !runContinues(from: column) { break }
          if !cell.text.isEmpty {
            if cell.style != emittedStyle {
              out.append("\u{1B}[0m" as StaticString)
              if !cell.style.isPlain {
                out.append("\u{1B}[" as StaticString)
                out.append(TerminalEncoder.sgrParameters(cell.style))
                out.append(UInt8(ascii: "m"))
              }
              emittedStyle = cell.style
            }
            out.append(cell.text)
          }
          column += 1
        }
        // At the last column the terminal waits to wrap, and relative moves are unreliable.
        cursor = column < size.columns ? (row, column) : nil
        if out.count > limit { return nil }
      }
    }
    if !emittedStyle.isPlain { out.append("\u{1B}[0m" as StaticString) }
    return out.count > limit ? nil : out.text
  }

  /// Writes the shortest way to move the cursor: down a row and back one cell (a column beside
  /// a list, written top to bottom), forward on the same row, or else to an absolute place.
  private static func move(
    from cursor: (row: Int, column: Int)?, to target: (Int, Int), into out: inout ByteBuffer
  ) {
    let (row, column) = target
    if let cursor {
      if row == cursor.row + 1, column == cursor.column - 1 {
        out.append("\u{1B}[B\u{8}" as StaticString)
        return
      }
      if row == cursor.row + 1, column == cursor.column {
        out.append("\u{1B}[B" as StaticString)
        return
      }
      // "ESC [ n C" against "ESC [ row ; column H": the forward move is never the longer.
      if row == cursor.row, column > cursor.column {
        out.append("\u{1B}[" as StaticString)
        if column - cursor.column > 1 { out.append(String(column - cursor.column)) }
        out.append(UInt8(ascii: "C"))
        return
      }
    }
    out.append("\u{1B}[" as StaticString)
    out.append(String(row + 1))
    out.append(UInt8(ascii: ";"))
    out.append(String(column + 1))
    out.append(UInt8(ascii: "H"))
  }
}
