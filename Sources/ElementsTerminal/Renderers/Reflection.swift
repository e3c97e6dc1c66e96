/// The reflection under a tile's front: its lower rows mirrored top to bottom and drawn in
/// ever lighter characters, so it reads as a reflection with or without colour.
enum Reflection {
  /// How many of the tile's rows are reflected.
  static let depth = 4

  /// The reflection of `rows` (the tile's last rows, top to bottom): the bottom row first, each
  /// character turned upside down where box drawing and block characters allow, and lightened
  /// more on each row down.
  /// - Returns: The lines, trailing spaces removed.
  ///
  /// A character two columns wide (a CJK name, an emoji) is reflected as two, so the reflection
  /// lines up with the tile column for column.
  static func lines(of rows: [String], unicode: Bool) -> [String] {
    rows.reversed().enumerated().map { level, row in
      var line = ""
      for character in row {
        let mirrored = reflected(character, level: level, unicode: unicode)
        line.append(mirrored)
        if !character.isASCII, TextWidth.of(String(character)) == 2 { line.append(mirrored) }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  private static func reflected(_ character: Character, level: Int, unicode: Bool) -> Character {
    let level = min(level, 3)
    // Every character named below is one scalar that no other spelling is canonically
    // equivalent to, so comparing scalars is exact, and much cheaper than comparing Characters.
    let scalars = character.unicodeScalars
    let scalar = scalars.count == 1 ? scalars.first! : "\u{0}"
    if scalar == " " { return " " }
    if unicode {
      switch scalar {
      case "┌", "└": return ["╭", "╭", "·", " "][level]
      case "┐", "┘": return ["╮", "╮", "·", " "][level]
      case "─": return ["┄", "┈", "·", " "][level]
      case "│": return ["┆", "┆", "┊", "╎"][level]
      case "▀": return ["▄", "▃", "▂", "▁"][level]
      case "▄": return ["▀", "▀", "▔", "▔"][level]
      default: return ["▒", "▒", "░", "·"][level]
      }
    }
    switch scalar {
    case "+": return [".", ".", " ", " "][level]
    case "-": return ["-", ".", " ", " "][level]
    case "|": return [":", ":", ".", "."][level]
    default: return [":", ":", ".", "."][level]
    }
  }
}
