extension StringProtocol {
  /// The text as every message quotes a user's or a file's words: in single quotes, each
  /// character unsafe in a terminal (`Unicode.Scalar.isUnsafeInTerminal`) shown as "?", cut
  /// after `limit` Unicode scalars with "..." where it was cut.
  ///
  /// Counting scalars rather than characters bounds the work: one character may hold millions
  /// of combining marks.
  ///
  ///     "Fe".quotedForMessage()          // 'Fe'
  ///     "a\u{1B}[31m".quotedForMessage() // 'a?[31m'
  /// - Parameter limit: The most Unicode scalars shown.
  /// - Returns: The quoted text.
  public func quotedForMessage(limit: Int = 60) -> String {
    "'" + shownInMessage(limit: limit) + "'"
  }

  /// The text as ``quotedForMessage(limit:)`` shows it, without the quotes: for a name a
  /// message gives in parentheses, such as a data file entry's.
  /// - Parameter limit: The most Unicode scalars shown.
  /// - Returns: The text, safe to print and bounded.
  public func shownInMessage(limit: Int = 60) -> String {
    var shown = ""
    for (index, scalar) in unicodeScalars.enumerated() {
      if index == limit {
        shown += "..."
        break
      }
      if scalar.isUnsafeInTerminal {
        shown += "?"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }
}
