/// A line typed at a prompt: a character goes on the end, Backspace takes the last one back,
/// Ctrl-U clears the line. A line holds at most a limit of Unicode scalars, a bound on the work
/// a key can cause. A line longer than its room on the screen is shown by its end, beside the
/// cursor, after an ellipsis. The browser's formula prompt and note editor and the quiz's answer
/// line are typed and shown through it.
enum LineEditor {
  /// The line with a character typed on the end.
  /// - Parameters:
  ///   - character: The character typed.
  ///   - text: The line so far.
  ///   - limit: The most Unicode scalars the line takes.
  /// - Returns: The longer line, or `nil` when it would pass the limit.
  static func typing(_ character: Character, into text: String, limit: Int) -> String? {
    guard text.unicodeScalars.count + character.unicodeScalars.count <= limit else { return nil }
    return text + String(character)
  }

  /// The line without its last character.
  /// - Parameter text: The line so far.
  /// - Returns: The shorter line; an empty one stays empty.
  static func erasing(_ text: String) -> String { String(text.dropLast()) }

  /// The line after an editing key: a printable character, Backspace or Ctrl-U.
  /// - Parameters:
  ///   - text: The line so far.
  ///   - key: The key pressed.
  ///   - limit: The most Unicode scalars the line takes.
  /// - Returns: The line after the key (unchanged when a character would pass the limit), or
  ///   `nil` when the key does not edit a line.
  static func edited(_ text: String, by key: Key, limit: Int) -> String? {
    switch key {
    case .character(let character): typing(character, into: text, limit: limit) ?? text
    case .backspace: erasing(text)
    case .clearLine: ""
    default: nil
    }
  }

  /// The end of a line that fits its room on the screen, for a prompt whose cursor follows
  /// the text: the line itself when it fits, else "…" (ASCII "...") and as much of its end as
  /// fits after it.
  /// - Parameters:
  ///   - text: The line, as the terminal shows it.
  ///   - room: The columns the line may take.
  ///   - unicode: Whether the ellipsis may be "…".
  /// - Returns: Text at most `room` columns wide (at least the ellipsis's).
  static func visibleEnd(of text: String, room: Int, unicode: Bool) -> String {
    guard TextWidth.of(text) > room else { return text }
    let ellipsis = unicode ? "…" : "..."
    let left = room - TextWidth.of(ellipsis)
    var start = text.endIndex
    var used = 0
    while start > text.startIndex {
      let previous = text.index(before: start)
      let columns = TextWidth.of(text[previous])
      if used + columns > left { break }
      used += columns
      start = previous
    }
    return ellipsis + text[start...]
  }
}
