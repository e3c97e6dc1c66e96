/// Columns of text side by side: how wide each column is, and how a row's cells wrap inside
/// their columns to make lines.
///
/// The one table geometry of the views whose columns hold text that may wrap (the comparison,
/// the table of chosen fields): a renderer says what each cell holds and how wide each column
/// may be, and gets styled lines back.
struct ColumnLayout {
  /// How a cell's text sits in its column.
  enum Alignment {
    /// Against the left edge, for text.
    case left
    /// Against the right edge, for numbers.
    case right
  }

  /// One cell of a row.
  struct Cell {
    /// Plain text, already made fit for the terminal.
    var text: String
    /// How the text looks.
    var style: TextStyle
    /// Where the text sits.
    var alignment: Alignment

    /// Makes a cell.
    init(_ text: String, _ style: TextStyle = .plain, alignment: Alignment = .left) {
      self.text = text
      self.style = style
      self.alignment = alignment
    }
  }

  /// Each column's width.
  var widths: [Int]
  /// The spaces between two columns.
  var gap = 2
  /// The spaces before the first column.
  var indent = 0

  /// The width of the whole table.
  var width: Int { ColumnLayout.width(of: widths, gap: gap) + indent }

  /// The width of columns `widths` wide, `gap` apart.
  static func width(of widths: [Int], gap: Int) -> Int {
    widths.reduce(0, +) + gap * max(0, widths.count - 1)
  }

  /// Column widths that fit `room` columns: from each column's natural width, the widest
  /// column narrowed a column at a time, none below its least width.
  /// - Parameters:
  ///   - natural: Each column's width with room to spare.
  ///   - least: The narrowest each column may become.
  ///   - gap: The spaces between two columns.
  ///   - room: The columns available.
  /// - Returns: The widths, or `nil` when even the least widths do not fit.
  static func narrowed(natural: [Int], least: [Int], gap: Int, room: Int) -> [Int]? {
    var widths = natural
    while width(of: widths, gap: gap) > room {
      let narrowable = widths.indices.filter { widths[$0] > least[$0] }
      guard let widest = narrowable.max(by: { widths[$0] < widths[$1] }) else { return nil }
      widths[widest] -= 1
    }
    return widths
  }

  /// A row's lines: each cell wrapped to its column (with ``TextWidth/wrapped(_:to:)``, a cell
  /// that fits kept as it is), padded to the column's width on the side its alignment leaves
  /// free, the columns `gap` apart; as many lines as the tallest cell needs, none ending in
  /// spaces.
  /// - Parameters:
  ///   - cells: The cells, one a column.
  ///   - style: A style laid over the whole row (a header's bold).
  /// - Returns: The lines.
  func lines(_ cells: [Cell], style: TextStyle = .plain) -> [StyledLine] {
    // The lines of each cell that does not fit its column; `nil` for one that does, the
    // cell's text being its one line.
    let wrapped = zip(cells, widths).map { cell, width in
      TextWidth.of(cell.text) <= width ? nil : TextWidth.wrapped(cell.text, to: width)
    }
    let height = wrapped.map { $0?.count ?? 1 }.max() ?? 0
    var line = StyledLine.Builder()
    return (0..<height).map { index in
      line.appendSpaces(indent, style)
      for (column, cell) in cells.enumerated() where column < widths.count {
        if column > 0 { line.appendSpaces(gap, style) }
        let text: String
        if let pieces = wrapped[column] {
          text = index < pieces.count ? pieces[index] : ""
        } else {
          text = index == 0 ? cell.text : ""
        }
        let padding = widths[column] - TextWidth.of(text)
        if cell.alignment == .right { line.appendSpaces(padding, style) }
        line.append(text, style + cell.style)
        if cell.alignment == .left { line.appendSpaces(padding, style) }
      }
      return line.finish(keepingVisibleSpaces: false)
    }
  }
}
