extension [String] {
  /// The strings with `separator` between them: what `joined(separator:)` gives.
  ///
  /// The standard library's `joined(separator:)` is generic, and its first call in a process
  /// looks up a protocol conformance by name at run time, about 0.1 M instructions: as much as
  /// `elements show Fe` spends on its own work. The renderers join lines with this instead.
  /// - Parameter separator: The text between two strings.
  /// - Returns: The joined text.
  public func joinedText(separator: String = "") -> String {
    var result = ""
    var length = separator.utf8.count * Swift.max(0, count - 1)
    for text in self { length += text.utf8.count }
    result.reserveCapacity(length)
    for (index, text) in enumerated() {
      if index > 0 { result += separator }
      result += text
    }
    return result
  }
}
