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
    for span in self { text += color ? SGR.paint(span.text, span.codes, enabled: true) : span.text }
    return text
  }

  /// The line without the spaces at its end, except those painted in colour (a cell's
  /// background) when colour is on.
  func trimmed(color: Bool) -> [Span] {
    var end = count
    while end > 0 {
      let last = self[end - 1]
      if color && !last.codes.isEmpty { break }
      // Trailing spaces are counted on the bytes: a space is one byte and one character.
      var spaces = 0
      for byte in last.text.utf8.reversed() {
        guard byte == UInt8(ascii: " ") else { break }
        spaces += 1
      }
      if spaces == last.text.utf8.count {
        end -= 1
        continue
      }
      if spaces == 0 { break }
      var spans = Array(self[..<end])
      spans[end - 1].text = String(decoding: last.text.utf8.dropLast(spaces), as: UTF8.self)
      return spans
    }
    return end == count ? self : Array(self[..<end])
  }
}
