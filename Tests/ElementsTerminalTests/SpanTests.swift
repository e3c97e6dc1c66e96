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

/// A line written as bytes with painted runs, trimmed and painted, reads as the same line of
/// spans trimmed with colour off and rendered: what the compare and plot renderers rely on.
@Suite struct PaintedRunTests {
  /// Every line of up to four spans from a few texts, with and without codes.
  static var lines: [[Span]] {
    let pieces = [
      Span(""), Span(" "), Span("ab"), Span("a "), Span("  ", [SGR.dim]), Span("⠁ ", ["38;5;1"]),
      Span("—  ", [SGR.dim]), Span("x", [SGR.bold, "7"]),
    ]
    var lines: [[Span]] = [[]]
    var last: [[Span]] = [[]]
    for _ in 1...4 {
      last = last.flatMap { line in pieces.map { line + [$0] } }
      lines += last
    }
    return lines
  }

  @Test func paintedAsSpans() {
    for line in Self.lines {
      var bytes = ByteBuffer(capacity: 16)
      var runs: [PaintedRun] = []
      for span in line {
        if span.codes.isEmpty {
          bytes.append(span.text)
        } else {
          runs.append(span.text, span.codes, to: &bytes, if: true)
        }
      }
      bytes.removeTrailingSpaces(after: 0)
      #expect(
        bytes.painted(runs) == line.trimmed(color: false).rendered(color: true),
        "\(line.map(\.text))")
    }
  }
}
