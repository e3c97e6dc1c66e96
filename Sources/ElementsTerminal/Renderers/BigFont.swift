/// A small pixel font for the big symbol on the front of a tile.
///
/// Capitals are five pixels high; lower-case letters keep to the bottom four, with ascenders
/// reaching the top. In Unicode, two pixel rows share one text row through the half blocks
/// ▀ ▄ █, so a symbol is three rows high with nearly square pixels, and the sixth pixel row
/// holds the descenders of g, j, p, q and y. In ASCII each pixel row is a text row of `#`, so
/// those five letters fold their descenders into five rows.
enum BigFont {
  /// The symbol drawn large, every line the same width; `nil` if it holds a character the font
  /// lacks (only A–Z and a–z are drawn).
  static func lines(_ text: String, unicode: Bool) -> [String]? {
    var glyphs: [[String]] = []
    for character in text {
      guard var glyph = (unicode ? nil : folded(character)) ?? bitmap(character) else {
        return nil
      }
      let blank = TextWidth.repeated(".", count: glyph[0].utf8.count)
      glyph += Array(repeating: blank, count: max(0, 6 - glyph.count))
      glyphs.append(glyph)
    }
    guard !glyphs.isEmpty else { return nil }
    let height = unicode ? 6 : 5
    // Pixel rows as bytes: the bitmaps are ASCII, "#" for ink and "." for none.
    let ink = UInt8(ascii: "#")
    let pixelRows = (0..<height).map { row in
      var bytes: [UInt8] = []
      for (index, glyph) in glyphs.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ".")) }
        bytes += glyph[row].utf8
      }
      return bytes
    }
    guard unicode else {
      return pixelRows.map { row in
        String(decoding: row.map { $0 == ink ? ink : UInt8(ascii: " ") }, as: UTF8.self)
      }
    }
    return stride(from: 0, to: height, by: 2).map { top in
      let upper = pixelRows[top]
      let lower = top + 1 < height ? pixelRows[top + 1] : []
      var line = ""
      for column in upper.indices {
        let high = upper[column] == ink
        let low = column < lower.count && lower[column] == ink
        switch (high, low) {
        case (true, true): line += "█"
        case (true, false): line += "▀"
        case (false, true): line += "▄"
        case (false, false): line += " "
        }
      }
      return line
    }
  }

  /// Text rows a symbol takes.
  static func rows(unicode: Bool) -> Int { unicode ? 3 : 5 }

  /// A letter's pixel rows, top first; `nil` for anything but A–Z and a–z.
  // swift-format-ignore
  private static func bitmap(_ character: Character) -> [String]? {
    switch character {
    case "A": [".###.", "#...#", "#####", "#...#", "#...#"]
    case "B": ["####.", "#...#", "####.", "#...#", "####."]
    case "C": [".####", "#....", "#....", "#....", ".####"]
    case "D": ["####.", "#...#", "#...#", "#...#", "####."]
    case "E": ["#####", "#....", "####.", "#....", "#####"]
    case "F": ["#####", "#....", "####.", "#....", "#...."]
    case "G": [".####", "#....", "#..##", "#...#", ".####"]
    case "H": ["#...#", "#...#", "#####", "#...#", "#...#"]
    case "I": ["###", ".#.", ".#.", ".#.", "###"]
    case "J": ["...#", "...#", "...#", "#..#", ".##."]
    case "K": ["#...#", "#..#.", "###..", "#..#.", "#...#"]
    case "L": ["#...", "#...", "#...", "#...", "####"]
    case "M": ["#...#", "##.##", "#.#.#", "#...#", "#...#"]
    case "N": ["#...#", "##..#", "#.#.#", "#..##", "#...#"]
    case "O": [".###.", "#...#", "#...#", "#...#", ".###."]
    case "P": ["####.", "#...#", "####.", "#....", "#...."]
    case "Q": [".###.", "#...#", "#...#", "#..#.", ".##.#"]
    case "R": ["####.", "#...#", "####.", "#..#.", "#...#"]
    case "S": [".####", "#....", ".###.", "....#", "####."]
    case "T": ["#####", "..#..", "..#..", "..#..", "..#.."]
    case "U": ["#...#", "#...#", "#...#", "#...#", ".###."]
    case "V": ["#...#", "#...#", "#...#", ".#.#.", "..#.."]
    case "W": ["#...#", "#...#", "#.#.#", "##.##", "#...#"]
    case "X": ["#...#", ".#.#.", "..#..", ".#.#.", "#...#"]
    case "Y": ["#...#", ".#.#.", "..#..", "..#..", "..#.."]
    case "Z": ["#####", "...#.", "..#..", ".#...", "#####"]
    case "a": ["....", ".###", "#..#", "#..#", ".###"]
    case "b": ["#...", "###.", "#..#", "#..#", "###."]
    case "c": ["....", ".###", "#...", "#...", ".###"]
    case "d": ["...#", ".###", "#..#", "#..#", ".###"]
    case "e": ["....", ".##.", "####", "#...", ".###"]
    case "f": [".##", "#..", "###", "#..", "#.."]
    case "g": ["....", ".###", "#..#", ".###", "...#", ".##."]
    case "h": ["#...", "#...", "###.", "#..#", "#..#"]
    case "i": ["#", ".", "#", "#", "#"]
    case "j": ["..#", "...", "..#", "..#", "..#", "##."]
    case "k": ["#...", "#.#.", "##..", "#.#.", "#..#"]
    case "l": ["#.", "#.", "#.", "#.", ".#"]
    case "m": [".....", "####.", "#.#.#", "#.#.#", "#.#.#"]
    case "n": ["....", "###.", "#..#", "#..#", "#..#"]
    case "o": ["....", ".##.", "#..#", "#..#", ".##."]
    case "p": ["....", "###.", "#..#", "###.", "#...", "#..."]
    case "q": ["....", ".###", "#..#", ".###", "...#", "...#"]
    case "r": ["....", "#.##", "##..", "#...", "#..."]
    case "s": ["....", ".###", "##..", "..##", "###."]
    case "t": [".#..", "###.", ".#..", ".#..", "..##"]
    case "u": ["....", "#..#", "#..#", "#..#", ".###"]
    case "v": [".....", "#...#", "#...#", ".#.#.", "..#.."]
    case "w": [".....", "#...#", "#.#.#", "#.#.#", ".#.#."]
    case "x": ["....", "#..#", ".##.", ".##.", "#..#"]
    case "y": ["....", "#..#", "#..#", ".###", "...#", ".##."]
    case "z": ["....", "####", "..#.", ".#..", "####"]
    default: nil
    }
  }

  /// Five-row forms of the letters with descenders, for ASCII.
  // swift-format-ignore
  private static func folded(_ character: Character) -> [String]? {
    switch character {
    case "g": [".###", "#..#", ".###", "...#", ".##."]
    case "j": ["..#", "...", "..#", "#.#", ".#."]
    case "p": ["....", "###.", "#..#", "###.", "#..."]
    case "q": ["....", ".###", "#..#", ".###", "...#"]
    case "y": ["#..#", "#..#", ".###", "...#", ".##."]
    default: nil
    }
  }
}
