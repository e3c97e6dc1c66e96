import ElementsCore

/// Element lists, as the original app's four tabs showed them: by name, number, symbol or
/// state.
public enum ListRenderer {
  /// The list rows: for each section a header line (none for an untitled section), then one row
  /// per element.
  ///
  /// A row holds the state's mark (● solid, ◒ liquid, ○ gas, ◇ artificial; `*`, `~`, `o`, `+`
  /// in ASCII), coloured by state when colour is on, then the name, "Symbol(Number)" such as
  /// "Fe(26)", and the atomic weight, in columns aligned across all sections. Sections are
  /// parted by a blank line. When the width is too small, names are shortened, then the weight
  /// column is dropped.
  /// - Parameters:
  ///   - sections: The sections in order, e.g. from `SortOrder.sections(in:)`.
  ///   - style: How output may look.
  /// - Returns: The text, each line ending in a line break, none with trailing spaces.
  public static func render(_ sections: [ElementSection], style: TerminalStyle) -> String {
    let rows = sections.map { section in section.elements.map { Row($0, style: style) } }
    var referenceWidth = 0
    var weightWidth = 0
    var nameWidth = 0
    for row in rows.joined() {
      referenceWidth = max(referenceWidth, row.reference.width)
      weightWidth = max(weightWidth, row.weight.width)
      nameWidth = max(nameWidth, row.name.width)
    }
    let indent = "  "
    // indent, mark, space, then the columns with two spaces between.
    let fixed = indent.count + 2 + 2 + referenceWidth
    var showWeight = true
    if fixed + nameWidth + 2 + weightWidth > style.width {
      let minimumName = min(nameWidth, 8)
      if fixed + minimumName + 2 + weightWidth > style.width { showWeight = false }
      let room = style.width - fixed - (showWeight ? 2 + weightWidth : 0)
      nameWidth = max(minimumName, min(nameWidth, room))
    }

    // The lines are written as UTF-8 into one buffer, each piece copied whole, and decoded once:
    // for a list of every element, far cheaper than joining Strings line by line.
    var output: [UInt8] = []
    output.reserveCapacity(rows.joined().count * 64)
    for (section, sectionRows) in zip(sections, rows) {
      if !section.title.isEmpty {
        if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
        let title = style.display(section.title)
        append(SGR.paint(title, [SGR.bold], enabled: style.color), to: &output)
        output.append(UInt8(ascii: "\n"))
      }
      for row in sectionRows {
        append(indent, to: &output)
        append(row.mark, to: &output)
        let afterMark = output.count
        let name =
          row.name.width > nameWidth
          ? Cell(TextWidth.truncate(row.name.text, to: nameWidth, unicode: style.unicode))
          : row.name
        output.append(UInt8(ascii: " "))
        append(name.text, to: &output)
        appendSpaces(nameWidth - name.width + 2, to: &output)
        append(row.reference.text, to: &output)
        if showWeight {
          appendSpaces(referenceWidth - row.reference.width + 2, to: &output)
          append(row.weight.text, to: &output)
        }
        // No line ends in spaces, not even when a name or weight from the data does.
        while output.count > afterMark, output.last == UInt8(ascii: " ") { output.removeLast() }
        output.append(UInt8(ascii: "\n"))
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends a string's UTF-8 bytes in one copy.
  private static func append(_ text: String, to output: inout [UInt8]) {
    if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
      output += text.utf8
    }
  }

  /// Appends `count` spaces, if `count` is positive.
  private static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
    if count > 0 { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
  }

  /// One element's mark and cells, measured once before layout.
  private struct Row {
    /// The state's mark, painted in the state's colour when colour is on.
    let mark: String
    let name: Cell
    /// "Fe(26)".
    let reference: Cell
    let weight: Cell

    init(_ element: AtomicElement, style: TerminalStyle) {
      let state = element.state
      mark = SGR.paint(
        Mark.of(state, unicode: style.unicode), [SGR.foreground(state)], enabled: style.color)
      name = Cell(style.display(element.name))
      reference = Cell(style.display(element.symbol) + "(" + String(element.atomicNumber) + ")")
      weight = Cell(FactText.weight(element, style: style) ?? style.unknown)
    }
  }

  /// Plain text and the columns it takes.
  private struct Cell {
    let text: String
    let width: Int

    init(_ text: String) {
      self.text = text
      width = TextWidth.of(text)
    }
  }
}
