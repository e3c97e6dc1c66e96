extension FormulaMass {
  /// Formulas a text written in the wrong case may have meant: each run of letters split into
  /// element symbols in every way (`co2` gives CO2 and Co2, `nacl` NaCl), keeping those that
  /// can be weighed. More symbols first; at most `limit`.
  ///
  /// Only plausible slips are offered. A text with a digit, a bracket or another sign is a
  /// formula typed in the wrong case (`h2o`, `KMNO4`), and every reading is offered. A text of
  /// letters alone may be an ordinary word (`water`, `iron`), so a reading of it is offered
  /// only when it is one element (`fe`, `Co`) or a compound whose charges balance with each
  /// element in one of its common oxidation states (`nacl` NaCl, `NAOH` NaOH, `hcl` HCl);
  /// `water` (W, At, Er) and `iron` (Ir, O, N) balance in none, and get no suggestion.
  /// - Parameters:
  ///   - text: The formula as typed.
  ///   - data: The weights the suggestions must be weighable with.
  ///   - commonOxidationStates: An element's common oxidation states, by atomic number.
  ///   - limit: How many to give at most.
  /// - Returns: The suggestions, or none when the text is not a plausible case slip.
  public static func suggestions(
    for text: String, data: some FormulaMassData,
    commonOxidationStates: (Int) -> [Int], limit: Int = 3
  ) -> [String] {
    // Short and plain only: a suggestion is a guess at a slip, not a search.
    guard text.utf8.count <= 40, text.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
    let lettersOnly = isWord(text)
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
      guard let mass = try? FormulaMass(parsing: candidate, data: data, isotopePattern: false)
      else { continue }
      if lettersOnly {
        var counts: [Int: Int] = [:]
        for component in mass.composition {
          counts[component.atom.atomicNumber, default: 0] += component.atom.count
        }
        guard counts.count == 1 || balances(counts, commonOxidationStates) else { continue }
      }
      found.append(candidate)
      if found.count == limit { break }
    }
    return found
  }

  /// Whether a text is letters alone (ASCII), as an ordinary word is: `water`, `Iron`, `NACL`.
  /// - Parameter text: The text as typed.
  /// - Returns: `true` for one or more letters and nothing else.
  public static func isWord(_ text: String) -> Bool {
    !text.isEmpty
      && text.utf8.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
      }
  }

  /// Whether atoms can take common oxidation states, one for all the atoms of an element,
  /// that add up to zero (at most 8 elements are tried).
  /// - Parameters:
  ///   - counts: Atoms per atomic number.
  ///   - states: An element's common oxidation states, by atomic number.
  /// - Returns: `true` when some choice of states balances.
  static func balances(_ counts: [Int: Int], _ states: (Int) -> [Int]) -> Bool {
    let elements = counts.sorted { $0.key < $1.key }.map {
      (count: $0.value, states: states($0.key))
    }
    guard elements.count <= 8, elements.allSatisfy({ !$0.states.isEmpty }) else { return false }
    // Every sum the first elements can reach, then whether 0 is among the last ones'.
    var sums: Set<Int> = [0]
    for element in elements {
      sums = Set(sums.flatMap { sum in element.states.map { sum + element.count * $0 } })
    }
    return sums.contains(0)
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
