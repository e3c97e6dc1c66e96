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
    let rows = sections.map { section in
      section.elements.map { element in
        Row(
          element: element,
          name: style.display(element.name),
          reference: style.display(element.symbol) + "(\(element.atomicNumber))",
          weight: FactText.weight(element, style: style) ?? style.unknown)
      }
    }
    let all = rows.joined()
    let referenceWidth = all.map { TextWidth.of($0.reference) }.max() ?? 0
    let weightWidth = all.map { TextWidth.of($0.weight) }.max() ?? 0
    var nameWidth = all.map { TextWidth.of($0.name) }.max() ?? 0
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

    // The lines are written as UTF-8 into one buffer, each piece copied whole, and decoded once.
    var output: [UInt8] = []
    output.reserveCapacity(all.count * 64)
    for (section, sectionRows) in zip(sections, rows) {
      if !section.title.isEmpty {
        if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
        let title = style.display(section.title)
        append(SGR.paint(title, [SGR.bold], enabled: style.color), to: &output)
        output.append(UInt8(ascii: "\n"))
      }
      for row in sectionRows {
        let name = TextWidth.truncate(row.name, to: nameWidth, unicode: style.unicode)
        let state = row.element.state
        var spans = [
          Span(indent),
          Span(Mark.of(state, unicode: style.unicode), [SGR.foreground(state)]),
          Span(" " + TextWidth.padded(name, to: nameWidth) + "  "),
        ]
        if showWeight {
          spans.append(Span(TextWidth.padded(row.reference, to: referenceWidth) + "  "))
          spans.append(Span(row.weight))
        } else {
          spans.append(Span(row.reference))
        }
        // As `rendered(color:)` would write the spans, piece by piece.
        for span in spans.trimmed(color: false) {
          append(SGR.paint(span.text, span.codes, enabled: style.color), to: &output)
        }
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

  /// One element's cells, measured before layout.
  private struct Row {
    let element: AtomicElement
    let name: String
    let reference: String
    let weight: String
  }
}
