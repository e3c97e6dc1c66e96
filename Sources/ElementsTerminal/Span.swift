/// A run of plain text and the SGR codes it is drawn with: the unit renderers build lines from,
/// so they can measure and transform text before colouring it.
struct Span: Hashable {
  /// Plain text, already sanitised.
  var text: String
  /// SGR parameters, empty for the terminal's default look.
  var codes: [String]

  /// Makes a span.
  init(_ text: String, _ codes: [String] = []) {
    self.text = text
    self.codes = codes
  }
}

extension [Span] {
  /// The line's text without any colour.
  var plain: String { map { $0.text }.joinedText() }

  /// The line as written to the terminal: each span painted, or plain text when colour is off.
  func rendered(color: Bool) -> String {
    var text = ""
    for span in self { text += SGR.paint(span.text, span.codes, enabled: color) }
    return text
  }

  /// The line without the spaces at its end, except those painted in colour (a cell's
  /// background) when colour is on.
  func trimmed(color: Bool) -> [Span] {
    var spans = self
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
