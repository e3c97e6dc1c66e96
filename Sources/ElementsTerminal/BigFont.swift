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
      guard var glyph = (unicode ? nil : folded[character]) ?? bitmaps[character] else {
        return nil
      }
      let blank = String(repeating: ".", count: glyph[0].count)
      glyph += Array(repeating: blank, count: max(0, 6 - glyph.count))
      glyphs.append(glyph)
    }
    guard !glyphs.isEmpty else { return nil }
    let height = unicode ? 6 : 5
    let pixelRows = (0..<height).map { row in
      glyphs.map { $0[row] }.joined(separator: ".")
    }
    guard unicode else {
      return pixelRows.map { String($0.map { $0 == "#" ? "#" : " " }) }
    }
    return stride(from: 0, to: height, by: 2).map { top in
      let upper = Array(pixelRows[top])
      let lower = top + 1 < height ? Array(pixelRows[top + 1]) : []
      return String(
        upper.indices.map { column -> Character in
          let high = upper[column] == "#"
          let low = column < lower.count && lower[column] == "#"
          switch (high, low) {
          case (true, true): return "█"
          case (true, false): return "▀"
          case (false, true): return "▄"
          case (false, false): return " "
          }
        })
    }
  }

  /// Text rows a symbol takes.
  static func rows(unicode: Bool) -> Int { unicode ? 3 : 5 }

  // swift-format-ignore
  private static let bitmaps: [Character: [String]] = [
    "A": [".###.", "#...#", "#####", "#...#", "#...#"],
    "B": ["####.", "#...#", "####.", "#...#", "####."],
    "C": [".####", "#....", "#....", "#....", ".####"],
    "D": ["####.", "#...#", "#...#", "#...#", "####."],
    "E": ["#####", "#....", "####.", "#....", "#####"],
    "F": ["#####", "#....", "####.", "#....", "#...."],
    "G": [".####", "#....", "#..##", "#...#", ".####"],
    "H": ["#...#", "#...#", "#####", "#...#", "#...#"],
    "I": ["###", ".#.", ".#.", ".#.", "###"],
    "J": ["...#", "...#", "...#", "#..#", ".##."],
    "K": ["#...#", "#..#.", "###..", "#..#.", "#...#"],
    "L": ["#...", "#...", "#...", "#...", "####"],
    "M": ["#...#", "##.##", "#.#.#", "#...#", "#...#"],
    "N": ["#...#", "##..#", "#.#.#", "#..##", "#...#"],
    "O": [".###.", "#...#", "#...#", "#...#", ".###."],
    "P": ["####.", "#...#", "####.", "#....", "#...."],
    "Q": [".###.", "#...#", "#...#", "#..#.", ".##.#"],
    "R": ["####.", "#...#", "####.", "#..#.", "#...#"],
    "S": [".####", "#....", ".###.", "....#", "####."],
    "T": ["#####", "..#..", "..#..", "..#..", "..#.."],
    "U": ["#...#", "#...#", "#...#", "#...#", ".###."],
    "V": ["#...#", "#...#", "#...#", ".#.#.", "..#.."],
    "W": ["#...#", "#...#", "#.#.#", "##.##", "#...#"],
    "X": ["#...#", ".#.#.", "..#..", ".#.#.", "#...#"],
    "Y": ["#...#", ".#.#.", "..#..", "..#..", "..#.."],
    "Z": ["#####", "...#.", "..#..", ".#...", "#####"],
    "a": ["....", ".###", "#..#", "#..#", ".###"],
    "b": ["#...", "###.", "#..#", "#..#", "###."],
    "c": ["....", ".###", "#...", "#...", ".###"],
    "d": ["...#", ".###", "#..#", "#..#", ".###"],
    "e": ["....", ".##.", "####", "#...", ".###"],
    "f": [".##", "#..", "###", "#..", "#.."],
    "g": ["....", ".###", "#..#", ".###", "...#", ".##."],
    "h": ["#...", "#...", "###.", "#..#", "#..#"],
    "i": ["#", ".", "#", "#", "#"],
    "j": ["..#", "...", "..#", "..#", "..#", "##."],
    "k": ["#...", "#.#.", "##..", "#.#.", "#..#"],
    "l": ["#.", "#.", "#.", "#.", ".#"],
    "m": [".....", "####.", "#.#.#", "#.#.#", "#.#.#"],
    "n": ["....", "###.", "#..#", "#..#", "#..#"],
    "o": ["....", ".##.", "#..#", "#..#", ".##."],
    "p": ["....", "###.", "#..#", "###.", "#...", "#..."],
    "q": ["....", ".###", "#..#", ".###", "...#", "...#"],
    "r": ["....", "#.##", "##..", "#...", "#..."],
    "s": ["....", ".###", "##..", "..##", "###."],
    "t": [".#..", "###.", ".#..", ".#..", "..##"],
    "u": ["....", "#..#", "#..#", "#..#", ".###"],
    "v": [".....", "#...#", "#...#", ".#.#.", "..#.."],
    "w": [".....", "#...#", "#.#.#", "#.#.#", ".#.#."],
    "x": ["....", "#..#", ".##.", ".##.", "#..#"],
    "y": ["....", "#..#", "#..#", ".###", "...#", ".##."],
    "z": ["....", "####", "..#.", ".#..", "####"],
  ]

  /// Five-row forms of the letters with descenders, for ASCII.
  // swift-format-ignore
  private static let folded: [Character: [String]] = [
    "g": [".###", "#..#", ".###", "...#", ".##."],
    "j": ["..#", "...", "..#", "#.#", ".#."],
    "p": ["....", "###.", "#..#", "###.", "#..."],
    "q": ["....", ".###", "#..#", ".###", "...#"],
    "y": ["#..#", "#..#", ".###", "...#", ".##."],
  ]
}
