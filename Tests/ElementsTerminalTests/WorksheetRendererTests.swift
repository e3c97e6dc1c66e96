import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// Worksheets and their answer keys, line for line.
@Suite struct WorksheetRendererTests {
  let plain = TerminalStyle(color: false, unicode: true, width: 60)

  func text(_ sheet: Worksheet, answers: Bool, style: TerminalStyle? = nil) -> String {
    let style = style ?? plain
    return TerminalEncoder(style: style).encode(
      WorksheetRenderer.render(sheet, answers: answers, style: style))
  }

  func sheet(_ kind: Worksheet.Kind, _ numbers: [Int], count: Int? = nil) -> Worksheet {
    Worksheet(
      kind: kind, elements: numbers.compactMap { Fixtures.table.element(number: $0) },
      count: count, seed: 4)
  }

  @Test func aBlankTableHasNumberedBoxes() {
    #expect(
      text(sheet(.table, [1, 2, 3, 4, 5]), answers: false) == """
        Fill in the periodic table (5 elements)

        Name: _________________________________   Date: ____________

        Write each element's symbol in its box. The numbers are
        atomic numbers; the rows are the periods, the columns the
        groups.

            1   2   3   4   5   6   7   8   9
          ┌───┐
         1│1  │
          │   │
          ├───┼───┐
         2│3  │4  │
          │   │   │
          └───┴───┘

           10  11  12  13  14  15  16  17  18
                                          ┌───┐
         1                                │2  │
                                          │   │
                      ┌───┐               └───┘
         2            │5  │
                      │   │
                      └───┘

        The same command with --answers prints the answer key.
        """)
  }

  /// The key is the exercise with the symbols written in, in ASCII too; the two elements
  /// the seed keeps (of three) have wider boxes, as the table has only two groups.
  @Test func theTableKeyFillsTheBoxes() {
    let ascii = TerminalStyle(color: false, unicode: false, width: 80)
    let key = text(sheet(.table, [1, 3, 4], count: 2), answers: true, style: ascii)
    #expect(
      key == """
        Answer key: Fill in the periodic table (2 elements)

        Name: _____________________________________________________   Date: ____________

        Write each element's symbol in its box. The numbers are atomic numbers; the rows
        are the periods, the columns the groups.

              1     2
          +-----+
         1|1    |
          |  H  |
          +-----+-----+
         2      |4    |
                |  Be |
                +-----+

        The answers to seed 4.
        """)
  }

  /// The key has the exercise's lines, with the answers where the blanks were.
  @Test func symbolsAndTheirKeyMatchLineForLine() {
    let questions = sheet(.symbols, [1, 26, 79])
    let exercise = text(questions, answers: false)
    let key = text(questions, answers: true)
    let body = { (text: String) in
      text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(6).prefix(3)
        .joined(separator: "\n")
    }
    #expect(
      body(exercise) == """
        1. H   _____________________    3. Fe  _____________________

        2. Au  _____________________
        """)
    #expect(
      body(key) == """
        1. H   Hydrogen                 3. Fe  Iron

        2. Au  Gold
        """)
    #expect(key.hasPrefix("Answer key: Name the elements (3 elements)\n"))
    #expect(key.hasSuffix("\nThe answers to seed 4."))
  }

  /// Configurations too long for a label's line go under it, indented.
  @Test func narrowConfigurationsGoUnderTheirElements() {
    let narrow = TerminalStyle(color: false, unicode: false, width: 30)
    let key = text(sheet(.configurations, [85]), answers: true, style: narrow)
    #expect(key.contains("1. Astatine (At)\n   [Xe] 4f14 5d10 6s2 6p5\n"))
    for line in key.split(separator: "\n") { #expect(line.count <= 30, "\(line)") }
  }

  /// A page for printing is A4: 210 by 297 millimetres, its picture √2 times as tall as it is
  /// wide; text longer than a page makes a taller sheet at the same scale.
  @Test func pagesAreA4() {
    let encoder = SVGEncoder(isA4Page: true)
    let line = StyledLine(String(repeating: "x", count: 96))
    let page = encoder.encode(StyledText([line]))
    #expect(page.contains(" width=\"210mm\" height=\"297mm\" viewBox=\"0 0 953.6 1348.66\""))
    let long = encoder.encode(StyledText(Array(repeating: line, count: 200)))
    #expect(long.contains(" width=\"210mm\" height=\"887.92mm\" viewBox=\"0 0 953.6 4032\""))
  }
}
