/// One character cell of the screen: what is drawn there and with which SGR attributes.
struct Cell: Hashable, Sendable {
  /// The character; a wide character's second cell holds "" and is never written.
  var text: String
  /// The SGR parameters in force ("" for none), e.g. "1;31".
  var style: String

  static let blank = Cell(text: " ", style: "")
}

/// A grid of cells made from the view's lines, which may carry SGR escape sequences. Comparing
/// two buffers tells the driver exactly which cells changed, so a redraw writes only those.
struct ScreenBuffer: Equatable, Sendable {
  let size: ScreenSize
  private(set) var cells: [[Cell]]

  /// Lays out lines of styled text: one line per row, cut at the screen's width.
  init(lines: [String], size: ScreenSize) {
    self.size = size
    cells = Array(repeating: Array(repeating: .blank, count: size.columns), count: size.rows)
    for (row, line) in lines.prefix(size.rows).enumerated() {
      var column = 0
      var style = ""
      // Read as bytes: ESC, "[" and "m" are ASCII, so they never occur inside another
      // character's encoding, and bytes cost far less to walk than scalars.
      let bytes = Array(line.utf8)
      var next = 0
      var pending: [UInt8] = []
      func flush() {
        guard !pending.isEmpty else { return }
        let text = String(decoding: pending, as: UTF8.self)
        pending.removeAll(keepingCapacity: true)
        for character in text {
          let width = TextWidth.of(character)
          if width == 0 {
            if column > 0 { cells[row][column - 1].text.append(character) }
            continue
          }
          guard column + width <= size.columns else { return }
          cells[row][column] = Cell(text: String(character), style: style)
          if width == 2 { cells[row][column + 1] = Cell(text: "", style: style) }
          column += width
        }
      }
      while next < bytes.count {
        let byte = bytes[next]
        next += 1
        guard byte == 0x1B else {
          pending.append(byte)
          continue
        }
        flush()
        // Only SGR ("ESC [ params m") is meaningful in view text; anything else is dropped,
        // with the whole character after the ESC.
        guard next < bytes.count else { continue }
        guard bytes[next] == UInt8(ascii: "[") else {
          next += 1
          while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
          continue
        }
        next += 1
        let start = next
        while next < bytes.count, bytes[next] != UInt8(ascii: "m") { next += 1 }
        let parameters = String(decoding: bytes[start..<next], as: UTF8.self)
        next += 1
        if parameters.isEmpty || parameters == "0" {
          style = ""
        } else {
          style = style.isEmpty ? parameters : style + ";" + parameters
        }
      }
      flush()
    }
  }

  /// The bytes that turn `previous` into this buffer on the terminal; everything when there is
  /// no previous frame or its size differs.
  func output(from previous: ScreenBuffer?) -> String {
    var out = ""
    let full = previous == nil || previous?.size != size
    if full { out += "\u{1B}[0m\u{1B}[H\u{1B}[2J" }
    var emittedStyle = ""
    for row in 0..<size.rows {
      var column = 0
      while column < size.columns {
        let changed =
          full ? cells[row][column] != .blank : cells[row][column] != previous!.cells[row][column]
        guard changed else {
          column += 1
          continue
        }
        // A run of changed cells, written from its first cell.
        out += "\u{1B}[\(row + 1);\(column + 1)H"
        while column < size.columns {
          let cell = cells[row][column]
          let differs = full ? cell != .blank : cell != previous!.cells[row][column]
          // Bridge short unchanged gaps rather than moving the cursor again.
          if !differs, !runContinues(row: row, from: column, previous: previous, full: full) {
            break
          }
          if !cell.text.isEmpty {
            if cell.style != emittedStyle {
              out += "\u{1B}[0m" + (cell.style.isEmpty ? "" : "\u{1B}[\(cell.style)m")
              emittedStyle = cell.style
            }
            out += cell.text
          }
          column += 1
        }
      }
    }
    if !emittedStyle.isEmpty { out += "\u{1B}[0m" }
    return out
  }

  /// Whether another changed cell follows within a few cells, so the run should go on.
  private func runContinues(row: Int, from column: Int, previous: ScreenBuffer?, full: Bool) -> Bool
  {
    let end = min(size.columns, column + 4)
    for next in column..<end {
      let cell = cells[row][next]
      if full ? cell != .blank : cell != previous!.cells[row][next] { return true }
    }
    return false
  }
}
