import ElementsCore

/// A worksheet for printing, and its answer key: `elements worksheet`.
///
/// Both have the same lines in the same places: a title, a "Name: ___ Date: ___" line, what
/// to do, the questions, and a line naming the seed. In the exercise the answers are blanks;
/// in the key they are filled in, so a key lies over its exercise line for line.
public enum WorksheetRenderer {
  /// A worksheet or its answer key.
  /// - Parameters:
  ///   - sheet: The questions.
  ///   - answers: Whether to write the answers (the key) or leave blanks (the exercise).
  ///   - page: Whether it is for a printed page (SVG), with more room to write: three lines
  ///     inside each box of a table rather than two, two blank lines between the rows of a
  ///     list rather than one.
  ///   - style: Width and character set; the width is fitted, from about 30 columns.
  /// - Returns: The lines.
  public static func render(
    _ sheet: Worksheet, answers: Bool, page: Bool = false, style: TerminalStyle
  ) -> StyledText {
    let width = max(style.width, 30)
    var lines: [StyledLine] = []
    let title = (answers ? "Answer key: " : "") + title(sheet.kind, count: sheet.cards.count)
    lines += TextWidth.wrapped(title, to: width).map { StyledLine($0, .bold) }
    lines.append(StyledLine())
    lines.append(StyledLine(header(width: width)))
    lines.append(StyledLine())
    lines += TextWidth.wrapped(instructions(sheet.kind), to: width).map { StyledLine($0) }
    lines.append(StyledLine())
    switch sheet.kind {
    case .table:
      lines += table(sheet.cards, answers: answers, boxLines: page ? 3 : 2, style: style)
    case .symbols, .configurations:
      lines += list(sheet, answers: answers, gap: page ? 2 : 1, width: width, style: style)
    }
    lines.append(StyledLine())
    let footer =
      switch (answers, sheet.dependsOnSeed) {
      case (true, true): "The answers to seed \(sheet.seed)."
      case (true, false): "The answers."
      case (false, true):
        "Seed \(sheet.seed): the same command with --answers --seed \(sheet.seed) prints the"
          + " answer key."
      case (false, false): "The same command with --answers prints the answer key."
      }
    lines += TextWidth.wrapped(footer, to: width).map { StyledLine($0, .dim) }
    return StyledText(lines)
  }

  /// The title: "Fill in the periodic table (118 elements)".
  static func title(_ kind: Worksheet.Kind, count: Int) -> String {
    let elements = "\(count) element\(count == 1 ? "" : "s")"
    switch kind {
    case .table: return "Fill in the periodic table (\(elements))"
    case .symbols: return "Name the elements (\(elements))"
    case .configurations: return "Electron configurations (\(elements))"
    }
  }

  /// What the student is asked to do.
  static func instructions(_ kind: Worksheet.Kind) -> String {
    switch kind {
    case .table:
      "Write each element's symbol in its box. The numbers are atomic numbers; the rows are"
        + " the periods, the columns the groups."
    case .symbols: "Write the name of the element each symbol stands for."
    case .configurations:
      "Write each element's ground-state electron configuration in noble-gas notation: the"
        + " noble gas before it in brackets, then the sub-shells filled beyond it."
    }
  }

  /// "Name: ______  Date: ______", as wide as the page.
  static func header(width: Int) -> String {
    // The blanks share what the words and the gap leave: the date's at most 12.
    let room = max(6, width - "Name: ".count - 3 - "Date: ".count)
    let date = min(12, room / 3)
    let name = room - date
    return "Name: " + TextWidth.repeated("_", count: name) + "   Date: "
      + TextWidth.repeated("_", count: date)
  }

  // MARK: Lists

  /// The numbered questions of a list, in columns down the page, with `gap` blank lines
  /// between rows for writing room.
  static func list(
    _ sheet: Worksheet, answers: Bool, gap rowGap: Int, width: Int, style: TerminalStyle
  ) -> [StyledLine] {
    let spacing = Array(repeating: StyledLine(), count: rowGap)
    let cards = sheet.cards
    guard !cards.isEmpty else { return [] }
    let numberWidth = String(cards.count).count
    let prompts = cards.map { prompt($0, kind: sheet.kind, style: style) }
    let keys = cards.map { answer($0, kind: sheet.kind, style: style) }
    let promptWidth = prompts.map(TextWidth.of).max() ?? 0
    let answerWidth = keys.map(TextWidth.of).max() ?? 0
    let gap = 4
    // A label ("12. Fe  "), then the blank or the answer.
    let labelWidth = numberWidth + 2 + promptWidth + 2
    let itemWidth = labelWidth + max(answerWidth, 12)
    let columns = max(1, min(3, (width + gap) / (itemWidth + gap)))
    let columnWidth = (width - gap * (columns - 1)) / columns
    let rows = (cards.count + columns - 1) / columns
    // Too narrow for a label and its answer on one line: each answer (or blank) on the line
    // under its label, indented.
    if itemWidth > width {
      let indent = numberWidth + 2
      var lines: [StyledLine] = []
      for index in cards.indices {
        if index > 0 { lines += spacing }
        lines.append(
          StyledLine(
            TextWidth.rightAligned("\(index + 1).", to: numberWidth + 1) + " " + prompts[index]))
        let room = max(1, width - indent)
        var line = StyledLine(TextWidth.spaces(indent))
        if answers {
          for (part, text) in TextWidth.wrapped(keys[index], to: room).enumerated() {
            if part > 0 {
              lines.append(line)
              line = StyledLine(TextWidth.spaces(indent))
            }
            line.append(text, .bold)
          }
        } else {
          line.append(TextWidth.repeated("_", count: room))
        }
        lines.append(line)
      }
      return lines
    }
    var lines: [StyledLine] = []
    for row in 0..<rows {
      if row > 0 { lines += spacing }
      var line = StyledLine()
      for column in 0..<columns {
        let index = column * rows + row
        guard index < cards.count else { continue }
        if column > 0 { line.append(TextWidth.spaces(gap)) }
        let label =
          TextWidth.rightAligned("\(index + 1).", to: numberWidth + 1) + " "
          + TextWidth.padded(prompts[index], to: promptWidth) + "  "
        line.append(label)
        let room = max(1, columnWidth - TextWidth.of(label))
        if answers {
          line.append(TextWidth.padded(keys[index], to: room), .bold)
        } else {
          line.append(TextWidth.repeated("_", count: room))
        }
      }
      lines.append(line.trimmed(keepingVisibleSpaces: false))
    }
    return lines
  }

  /// What a list's question shows: the symbol, or the element's name and symbol.
  static func prompt(_ card: QuizCard, kind: Worksheet.Kind, style: TerminalStyle) -> String {
    let element = card.element
    switch kind {
    case .configurations:
      return style.display(element.name) + " (" + style.display(element.symbol) + ")"
    case .table, .symbols: return style.display(element.symbol)
    }
  }

  /// A question's answer as the key writes it: a name, or a configuration with raised counts.
  static func answer(_ card: QuizCard, kind: Worksheet.Kind, style: TerminalStyle) -> String {
    switch kind {
    case .configurations: FactText.configurationText(card.answer, style: style)
    case .table, .symbols: style.display(card.answer)
    }
  }

  // MARK: The blank table

  /// The table of boxes: each chosen element's box in its place, its atomic number on the
  /// first line and (in the key) its symbol on the second; the other places are left empty.
  /// Too narrow for the whole table, it is drawn in panels of fewer groups, as `table` is.
  static func table(
    _ cards: [QuizCard], answers: Bool, boxLines: Int, style: TerminalStyle
  ) -> [StyledLine] {
    guard !cards.isEmpty else { return [] }
    let columns = max(1, cards.map { $0.element.position.column }.max() ?? 1)
    let width = style.width
    // The widest boxes that fit the whole table, else the narrowest in panels.
    let cell = [5, 4, 3].first { TableRenderer.width(columns: columns, gap: 1, cell: $0) <= width }
    let panels =
      cell != nil
      ? [1...columns]
      : TableRenderer.panels(columns: columns, gap: 1, cell: 3, width: width)
    let box = BoxGrid(
      cards: cards, columns: columns, cell: cell ?? 3, boxLines: boxLines, answers: answers,
      style: style)
    var lines: [StyledLine] = []
    for (index, panel) in panels.enumerated() {
      if index > 0 { lines.append(StyledLine()) }
      lines += box.panel(panel)
    }
    return lines
  }

  /// The boxes of a blank table, drawn with box-drawing lines that join where boxes meet
  /// (ASCII `+`, `-` and `|`).
  private struct BoxGrid {
    let cards: [QuizCard]
    /// The grid's rows and columns: as many as the cards' places reach.
    let rows: Int
    let columns: Int
    /// For each place of the grid, row by row, the index in `cards` of the card whose
    /// element is there; -1 for a place without one.
    let places: [Int]
    let cell: Int
    let boxLines: Int
    let answers: Bool
    let style: TerminalStyle

    init(
      cards: [QuizCard], columns: Int, cell: Int, boxLines: Int, answers: Bool,
      style: TerminalStyle
    ) {
      let rows = max(0, cards.map { $0.element.position.row }.max() ?? 0)
      var places = Array(repeating: -1, count: rows * columns)
      for (index, card) in cards.enumerated() {
        let position = card.element.position
        guard position.row >= 1, position.column >= 1 else { continue }
        places[(position.row - 1) * columns + position.column - 1] = index
      }
      self.cards = cards
      self.rows = rows
      self.columns = columns
      self.places = places
      self.cell = cell
      self.boxLines = boxLines
      self.answers = answers
      self.style = style
    }

    /// The index in `cards` of the card at a place of the grid, if there is one.
    private func card(row: Int, column: Int) -> Int? {
      guard (1...rows).contains(row), (1...columns).contains(column) else { return nil }
      let index = places[(row - 1) * columns + column - 1]
      return index >= 0 ? index : nil
    }

    /// The lines of one panel: the group numbers, then each run of rows with boxes, a blank
    /// line between runs (before the f-block rows).
    func panel(_ columns: ClosedRange<Int>) -> [StyledLine] {
      let rows = (1...max(1, self.rows)).filter { row in
        columns.contains { card(row: row, column: $0) != nil }
      }
      guard !rows.isEmpty else { return [] }
      var header = TextWidth.spaces(TableRenderer.labelWidth)
      for column in columns {
        header += " " + TextWidth.rightAligned(String(column), to: cell - 1) + " "
      }
      var lines = [StyledLine(String(header.trimmingTrailingSpaces), .dim)]
      var run: [Int] = []
      for row in rows {
        if let last = run.last, row != last + 1 {
          lines += band(run, columns: columns)
          lines.append(StyledLine())
          run = []
        }
        run.append(row)
      }
      lines += band(run, columns: columns)
      return lines
    }

    /// Consecutive rows of boxes: a border line, the lines inside, and so on, then the last
    /// border.
    private func band(_ rows: [Int], columns: ClosedRange<Int>) -> [StyledLine] {
      func has(_ row: Int, _ column: Int) -> Bool {
        columns.contains(column) && card(row: row, column: column) != nil
      }
      // Each line is written as UTF-8 bytes, then made text once, without its trailing spaces.
      var bytes: [UInt8] = []
      bytes.reserveCapacity(TableRenderer.labelWidth + (columns.count + 1) * (cell + 1) * 3)
      var lines: [StyledLine] = []
      for boundary in 0...rows.count {
        // The border under row `upper` and over row `lower`; the first has no row above in
        // the band, the last none below.
        let upperIn = boundary > 0
        let lowerIn = boundary < rows.count
        let upper = upperIn ? rows[boundary - 1] : 0
        let lower = lowerIn ? rows[boundary] : 0
        Self.write(" ", times: TableRenderer.labelWidth, to: &bytes)
        for column in columns.lowerBound...(columns.upperBound + 1) {
          let up = upperIn && (has(upper, column - 1) || has(upper, column))
          let down = lowerIn && (has(lower, column - 1) || has(lower, column))
          let left = (upperIn && has(upper, column - 1)) || (lowerIn && has(lower, column - 1))
          let right = (upperIn && has(upper, column)) || (lowerIn && has(lower, column))
          Self.write(junction(up: up, down: down, left: left, right: right), times: 1, to: &bytes)
          guard column <= columns.upperBound else { break }
          Self.write(right ? horizontal : " ", times: cell, to: &bytes)
        }
        lines.append(Self.line(&bytes))
        guard lowerIn else { break }
        for inside in 0..<boxLines {
          let label = inside == 0 && lower <= 7 ? String(lower) : ""
          bytes += TextWidth.rightAligned(label, to: TableRenderer.labelWidth).utf8
          for column in columns.lowerBound...(columns.upperBound + 1) {
            let wall = has(lower, column - 1) || has(lower, column)
            Self.write(wall ? vertical : " ", times: 1, to: &bytes)
            guard column <= columns.upperBound else { break }
            if let index = card(row: lower, column: column), inside == 0 || answers && inside == 1 {
              bytes += content(index, line: inside).utf8
            } else {
              Self.write(" ", times: cell, to: &bytes)
            }
          }
          lines.append(Self.line(&bytes))
        }
      }
      return lines
    }

    /// Writes a character's UTF-8 bytes, `times` times.
    private static func write(_ character: Unicode.Scalar, times: Int, to bytes: inout [UInt8]) {
      if character.isASCII {
        bytes.append(contentsOf: repeatElement(UInt8(character.value), count: max(0, times)))
      } else if let encoded = UTF8.encode(character) {
        for _ in 0..<times { bytes.append(contentsOf: encoded) }
      }
    }

    /// A line of the bytes written, without its trailing spaces; the bytes are emptied.
    private static func line(_ bytes: inout [UInt8]) -> StyledLine {
      while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
      defer { bytes.removeAll(keepingCapacity: true) }
      return StyledLine(String(decoding: bytes, as: UTF8.self))
    }

    /// What a line inside a box says: the atomic number on the first, the symbol (in the key)
    /// on the second, centred.
    private func content(_ index: Int, line: Int) -> String {
      switch line {
      case 0: return TextWidth.padded(String(cards[index].element.atomicNumber), to: cell)
      case 1 where answers:
        let symbol = TextWidth.truncate(
          style.display(cards[index].element.symbol), to: cell, unicode: style.unicode)
        let left = (cell - TextWidth.of(symbol) + 1) / 2
        return TextWidth.padded(TextWidth.spaces(left) + symbol, to: cell)
      default: return TextWidth.spaces(cell)
      }
    }

    private var horizontal: Unicode.Scalar { style.unicode ? "─" : "-" }
    private var vertical: Unicode.Scalar { style.unicode ? "│" : "|" }

    /// The character where lines meet: a corner, a tee, a cross, or a line going on.
    private func junction(up: Bool, down: Bool, left: Bool, right: Bool) -> Unicode.Scalar {
      guard style.unicode else {
        if (up || down) && (left || right) { return "+" }
        if up || down { return "|" }
        return left || right ? "-" : " "
      }
      switch (up, down, left, right) {
      case (true, true, true, true): return "┼"
      case (true, true, true, false): return "┤"
      case (true, true, false, true): return "├"
      case (false, true, true, true): return "┬"
      case (true, false, true, true): return "┴"
      case (false, true, false, true): return "┌"
      case (false, true, true, false): return "┐"
      case (true, false, false, true): return "└"
      case (true, false, true, false): return "┘"
      case (true, true, false, false), (true, false, false, false), (false, true, false, false):
        return "│"
      case (false, false, _, _): return left || right ? "─" : " "
      }
    }
  }
}
