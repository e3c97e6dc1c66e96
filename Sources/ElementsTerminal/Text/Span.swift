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
  var plain: String { map { $0.text }.joined() }

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

/// A run of a line written into a ``ByteBuffer`` that is drawn with SGR codes: the byte-level
/// counterpart of a ``Span`` with codes, for renderers that write a line's text straight into
/// bytes and paint it after trimming.
struct PaintedRun {
  /// The run's bytes in the line.
  var range: Range<Int>
  /// Its SGR parameters.
  var codes: [String]
}

extension [PaintedRun] {
  /// Writes text into the line and, when `color` is on, notes it as a run painted with `codes`.
  mutating func append(
    _ text: String, _ codes: [String], to line: inout ByteBuffer, if color: Bool
  ) {
    let start = line.count
    line.append(text)
    if color { append(PaintedRun(range: start..<line.count, codes: codes)) }
  }
}

extension ByteBuffer {
  /// Appends a line's bytes, each run of `runs` (in order, not overlapping) drawn with its
  /// codes: what a line of spans, with the same runs as spans with codes, reads after
  /// ``Swift/Array/trimmed(color:)`` with colour off and then ``Swift/Array/rendered(color:)``
  /// with colour on. A run the line has lost the end of (its trailing spaces trimmed) is
  /// painted as far as it goes; one it has lost all of, not at all.
  mutating func append(_ line: borrowing ByteBuffer, painting runs: [PaintedRun]) {
    line.withUnsafeBytes { bytes in
      var done = 0
      for run in runs where run.range.lowerBound < bytes.count {
        let end = Swift.min(run.range.upperBound, bytes.count)
        append(UnsafeBufferPointer(rebasing: bytes[done..<run.range.lowerBound]))
        append("\u{1B}[" as StaticString)
        append(run.codes.joined(separator: ";"))
        append(UInt8(ascii: "m"))
        append(UnsafeBufferPointer(rebasing: bytes[run.range.lowerBound..<end]))
        append("\u{1B}[0m" as StaticString)
        done = end
      }
      append(UnsafeBufferPointer(rebasing: bytes[done...]))
    }
  }

  /// The line in the buffer as a string, each run of `runs` painted as
  /// ``append(_:painting:)`` does.
  func painted(_ runs: [PaintedRun]) -> String {
    guard !runs.isEmpty else { return text }
    var out = ByteBuffer(capacity: count + runs.count * 16)
    out.append(self, painting: runs)
    return out.text
  }
}
