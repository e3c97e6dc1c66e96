import ElementsCore
import Testing

/// The two trims: white space at both ends of what a user types, spaces at the end of a line.
@Suite struct TrimmingTests {
  @Test(arguments: [
    ("  Fe\t", "Fe"), ("\u{00A0}density\u{3000}", "density"), ("a b", "a b"), ("", ""),
    (" \n\t ", ""), ("Fe", "Fe"), ("\r\nFe\r\n", "Fe"),
  ])
  func whitespaceAtBothEnds(text: String, trimmed: String) {
    #expect(text.trimmingWhitespace == trimmed)
    #expect(text[...].trimmingWhitespace == trimmed)
  }

  @Test(arguments: [
    ("Fe   ", "Fe"), ("  Fe", "  Fe"), ("a b  ", "a b"), ("", ""), ("    ", ""),
    ("tab\t ", "tab\t"), ("x\u{00A0}", "x\u{00A0}"), ("─ ─ ", "─ ─"), ("e\u{301} ", "e\u{301}"),
  ])
  func spacesAtTheEnd(text: String, trimmed: String) {
    #expect(text.trimmingTrailingSpaces == trimmed)
    #expect(text[...].trimmingTrailingSpaces == trimmed)
  }
}
