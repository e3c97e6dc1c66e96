/// A `--where` expression that cannot be read: what is wrong, and where.
///
/// Its ``description`` is the problem, then the expression indented by two spaces, then a
/// caret line under the place (`^` and `~` under the rest of the word), and for an unknown
/// property a last line with the choices:
///
/// ```
/// unknown property 'densty' (did you mean density?)
///   densty>10
///   ^~~~~~
/// properties: number, symbol, ...
/// ```
public struct ElementFilterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problem, e.g. "expected a value after '>'".
  public let problem: String
  /// The expression as the user gave it.
  public let expression: String
  /// Where the problem is, as a UTF-8 offset into ``expression``; `nil` for a problem with the
  /// whole expression (empty, too long).
  public let offset: Int?
  /// How many UTF-8 bytes the faulty word spans (at least 1 is marked).
  public let length: Int
  /// A last line, e.g. the list of properties; empty if none.
  public let hint: String

  /// Makes an error.
  /// - Parameters:
  ///   - problem: The problem.
  ///   - expression: The expression.
  ///   - offset: The UTF-8 offset of the problem, if it has a place.
  ///   - length: The UTF-8 length of the faulty word.
  ///   - hint: A last line, or "".
  public init(problem: String, expression: String, offset: Int?, length: Int = 1, hint: String = "")
  {
    self.problem = problem
    self.expression = expression
    self.offset = offset
    self.length = length
    self.hint = hint
  }

  /// The lines: problem, expression, caret line, hint; control and invisible format characters
  /// in the expression are shown as "?", and the caret is placed by display columns, so a wide or accented character
  /// before it does not move it.
  public var description: String {
    var lines = [problem]
    if let offset {
      var shown = "  "
      var caret = "  "
      var position = 0
      let end = offset + max(1, length)
      for character in expression {
        let bytes = character.utf8.count
        // Controls and invisible format characters (U+202E, U+200B, U+2028...) show as "?",
        // one column, so that the caret and the echo agree whatever a terminal makes of them.
        let isHidden = character.unicodeScalars.contains { $0.isUnsafeInTerminal }
        let text = isHidden ? "?" : String(character)
        let width = isHidden ? 1 : DisplayColumns.of(character)
        shown += text
        if position < offset {
          caret += String(repeating: " ", count: width)
        } else if position < end {
          caret += String(repeating: position == offset ? "^" : "~", count: 1)
          if width > 1 { caret += String(repeating: "~", count: width - 1) }
        }
        position += bytes
      }
      if offset >= position { caret += "^" }
      lines.append(shown)
      lines.append(caret)
    }
    if !hint.isEmpty { lines.append(hint) }
    return lines.joined(separator: "\n")
  }
}

/// The columns a character takes in a terminal, for placing a caret under user input.
enum DisplayColumns {
  /// Columns of one grapheme: 2 for East Asian wide and fullwidth characters and emoji, 0 for
  /// a lone combining mark, else 1.
  static func of(_ character: Character) -> Int {
    var widest = 0
    for scalar in character.unicodeScalars {
      widest = max(widest, of(scalar))
    }
    return widest
  }

  private static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return 2
    default: return 1
    }
  }
}
