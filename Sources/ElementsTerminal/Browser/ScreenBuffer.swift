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
    for character in run.text {
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
      let scroll = TerminalEncoder.Control.scroll(region, by: shift)
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

  /// The bytes that write every cell that differs from `previous`, in place; `nil` as soon as
  /// they would be more than `limit`.
  private func changes(from previous: ScreenBuffer?, limit: Int = .max) -> String? {
    guard limit >= 0 else { return nil }
    var out = ""
    let full = previous == nil || previous?.size != size
    if full { out += TerminalEncoder.Control.clearScreen }
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
              out += TerminalEncoder.Control.select(cell.style)
              emittedStyle = cell.style
            }
            out += cell.text
          }
          column += 1
        }
        // At the last column the terminal waits to wrap, and relative moves are unreliable.
        cursor = column < size.columns ? (row, column) : nil
        if out.utf8.count > limit { return nil }
      }
    }
    if !emittedStyle.isPlain { out += TerminalEncoder.resetStyle }
    return out.utf8.count > limit ? nil : out
  }

  /// Writes the shortest way to move the cursor: down a row and back one cell (a column beside
  /// a list, written top to bottom), forward on the same row, or else to an absolute place.
  private static func move(
    from cursor: (row: Int, column: Int)?, to target: (Int, Int), into out: inout String
  ) {
    let (row, column) = target
    if let cursor {
      if row == cursor.row + 1, column == cursor.column - 1 {
        out += TerminalEncoder.Control.downAndBack
        return
      }
      if row == cursor.row + 1, column == cursor.column {
        out += TerminalEncoder.Control.down
        return
      }
      // A forward move is never longer than a move to an absolute place.
      if row == cursor.row, column > cursor.column {
        out += TerminalEncoder.Control.forward(column - cursor.column)
        return
      }
    }
    out += TerminalEncoder.Control.moveTo(row: row, column: column)
  }
}
