extension DataValue {
  /// A short description of the value for error messages: `"abc"`, `-5`, `an array`.
  /// Long strings are cut to 40 characters.
  var summary: String {
    switch self {
    case .string(let text):
      text.count > 40 ? "\"\(text.prefix(40))…\" (\(text.count) characters)" : "\"\(text)\""
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
}
