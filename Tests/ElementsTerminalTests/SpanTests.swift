import Testing

@testable import ElementsTerminal

/// Lines of spans trimmed on their bytes give what trimming their characters gives (the
/// reading below, the way it was first written).
@Suite struct SpanTests {
  static let lines: [[Span]] = [
    [], [Span("")], [Span("   ")], [Span("a  ")], [Span("a"), Span("  "), Span(" ")],
    [Span("é "), Span("  ", ["41"])], [Span("x"), Span("  ", ["41"]), Span("  ")],
    [Span("⠁⠂ "), Span(""), Span("  ")], [Span("  ", ["1"]), Span("b ", ["1"])],
    [Span(" a b  c   ")], [Span("e\u{301}  ")],
  ]

  @Test(arguments: lines, [false, true])
  func trimmedAsByCharacters(line: [Span], color: Bool) {
    #expect(line.trimmed(color: color) == Self.byCharacters(line, color: color))
  }

  static func byCharacters(_ line: [Span], color: Bool) -> [Span] {
    var spans = line
    while let last = spans.last, !(color && !last.codes.isEmpty) {
      var text = last.text
      while text.last == " " { text.removeLast() }
      if !text.isEmpty {
        spans[spans.count - 1].text = text
        break
      }
      spans.removeLast()
    }
    return spans
  }
}
