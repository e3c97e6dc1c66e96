extension DataValue {
  /// A short description of the value for error messages: `'abc'`, `-5`, `an array`.
  /// Long strings are cut to 40 characters.
  var summary: String {
    switch self {
    case .string(let text): Self.summary(of: text)
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

  /// A text quoted, and when it is cut, its length: in characters, or for a text too long for
  /// any field in bytes (counting the characters of millions of combining marks would take
  /// seconds).
  private static func summary(of text: String) -> String {
    let limit = 40
    let quoted = text.quotedForMessage(limit: limit)
    let bytes = text.utf8.count
    if bytes <= limit { return quoted }
    if bytes > 64 << 10 { return quoted + " (\(bytes) bytes)" }
    let count = text.count
    return count > limit ? quoted + " (\(count) characters)" : quoted
  }
}
