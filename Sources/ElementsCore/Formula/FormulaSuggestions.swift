extension FormulaMass {
  /// Formulas a text written in the wrong case may have meant: each run of letters split into
  /// element symbols in every way (`co2` gives CO2 and Co2, `nacl` NaCl), keeping those that
  /// can be weighed. More symbols first; at most `limit`.
  /// - Parameters:
  ///   - text: The formula as typed.
  ///   - data: The weights the suggestions must be weighable with.
  ///   - limit: How many to give at most.
  /// - Returns: The suggestions, or none when the text is not a case slip.
  public static func suggestions(
    for text: String, data: some FormulaMassData, limit: Int = 3
  ) -> [String] {
    // Short and plain only: a suggestion is a guess at a slip, not a search.
    guard text.utf8.count <= 40, text.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
    var candidates = [""]
    var letters = ""
    func flush() {
      guard !letters.isEmpty else { return }
      let splits = symbolSplits(letters.lowercased())
      candidates = candidates.flatMap { head in splits.map { head + $0 } }.prefix(64).map { $0 }
      letters = ""
    }
    for character in text {
      if character.isLetter {
        letters.append(character)
      } else {
        flush()
        candidates = candidates.map { $0 + String(character) }
      }
    }
    flush()
    var found: [String] = []
    for candidate in candidates where candidate != text && !found.contains(candidate) {
      guard (try? FormulaMass(parsing: candidate, data: data, isotopePattern: false)) != nil
      else { continue }
      found.append(candidate)
      if found.count == limit { break }
    }
    return found
  }

  /// Every way to write lower-case letters as element symbols, the ones with more symbols first.
  private static func symbolSplits(_ letters: String) -> [String] {
    let characters = Array(letters)
    guard characters.count <= 12 else { return [] }
    func splits(from index: Int) -> [[String]] {
      guard index < characters.count else { return [[]] }
      var result: [[String]] = []
      for length in 1...2 where index + length <= characters.count {
        let piece = String(characters[index..<(index + length)])
        let symbol = piece.prefix(1).uppercased() + piece.dropFirst()
        guard ElementSymbols.symbols.contains(symbol) else { continue }
        result += splits(from: index + length).map { [symbol] + $0 }
      }
      return result
    }
    return splits(from: 0).sorted { $0.count > $1.count }.map { $0.joined() }
  }
}
