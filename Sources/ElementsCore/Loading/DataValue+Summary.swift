extension DataValue {
  /// A short description of the value for error messages: `"abc"`, `-5`, `an array`.
  /// Long strings are cut to 40 characters.
  var summary: String {
    switch self {
    case .string(let text):
      text.utf8.count <= 40 ? "\"\(text)\"" : Self.longSummary(text)
    case .integer(let value): String(value)
    case .real(let value): String(value)
    case .boolean(let value): value ? "true" : "false"
    case .date: "a date"
    case .data: "binary data"
    case .array(let items): items.isEmpty ? "an empty array" : "an array"
    case .dictionary: "a dictionary"
    case .null: "null"
    }
  }

  /// A text of more than 40 bytes: whole if it has at most 40 characters, else its start and
  /// its length. A text too long for any field is measured in bytes, not characters, which
  /// would take seconds for millions of combining marks.
  private static func longSummary(_ text: String) -> String {
    let bytes = text.utf8.count
    let start = text.clipped(to: 40)
    if bytes > 64 << 10 { return "\"\(start)\" (\(bytes) bytes)" }
    let count = text.count
    return count > 40 ? "\"\(start)\" (\(count) characters)" : "\"\(text)\""
  }
}

extension String {
  /// The text cut to its first `limit` Unicode scalars, with "…" added where it was cut.
  ///
  /// Counting scalars rather than characters bounds the work: one character may hold
  /// millions of combining marks. For text without combining marks the two counts agree.
  func clipped(to limit: Int) -> String {
    guard utf8.count > limit else { return self }
    var scalars = unicodeScalars.makeIterator()
    var start = String.UnicodeScalarView()
    for _ in 0..<limit {
      guard let scalar = scalars.next() else { return self }
      start.append(scalar)
    }
    return scalars.next() == nil ? self : String(start) + "…"
  }
}
