/// A line typed at a prompt: a character goes on the end, Backspace takes the last one back,
/// Ctrl-U clears the line. A line holds at most a limit of Unicode scalars, a bound on the work
/// a key can cause. The browser's formula prompt and the quiz's answer line type through it.
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
}
