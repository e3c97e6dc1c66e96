extension PeriodicTable {
  /// Finds the element a user means, by number, symbol or name, in any case.
  ///
  /// Resolves "26", "fe", "Iron", "IRON", alternate names such as "Aluminum", and IUPAC's old
  /// systematic names and symbols such as "Ununoctium" or "Uuo". In a data file that still
  /// calls an element by its systematic placeholder, its current name and symbol ("Oganesson",
  /// "Og") find it too.
  /// - Parameter query: The user's words.
  /// - Returns: The element, or `nil` if nothing matches; see ``suggestions(for:limit:)``.
  public func element(matching query: String) -> AtomicElement? {
    let key = Self.normalized(query)
    guard !key.isEmpty else { return nil }
    if let number = Int(key) { return element(number: number) }
    if let element = element(key: key) { return element }
    if let number = SystematicName.atomicNumber(for: key) { return element(number: number) }
    if let number = CurrentName.atomicNumber(for: key), let placeholder = element(number: number),
      SystematicName.atomicNumber(for: placeholder.name.lowercased()) == number
    {
      return placeholder
    }
    return nil
  }

  /// Finds the element a user means, or explains why there is none.
  /// - Parameter query: The user's words.
  /// - Returns: The element.
  /// - Throws: ``LookupError/noMatch(query:suggestions:)`` with close names to suggest (for a
  ///   single letter, the symbols that start with it), or
  ///   ``LookupError/noSuchNumber(query:range:)`` for an atomic number the table lacks.
  public func resolve(_ query: String) throws(LookupError) -> AtomicElement {
    if let element = element(matching: query) { return element }
    let key = Self.normalized(query)
    if Int(key) != nil, let first = elementsByNumber.first, let last = elementsByNumber.last {
      throw .noSuchNumber(query: query, range: first.atomicNumber...last.atomicNumber)
    }
    if key.count == 1, let letter = key.first, letter.isLetter {
      // One letter is the start of a symbol: "a" suggests Ac, Ag, Al, ...
      let symbols = elementsByNumber.map { $0.symbol }.filter { $0.lowercased().hasPrefix(key) }
      throw .noMatch(query: query, suggestions: symbols.sorted())
    }
    throw .noMatch(query: query, suggestions: suggestions(for: query).map { $0.name })
  }

  /// Elements whose name or symbol is closest to what the user typed, by atomic number.
  ///
  /// Close means a small edit distance (a letter missing, extra, wrong or two swapped) or a
  /// name that starts with the text.
  /// - Parameters:
  ///   - query: The user's words.
  ///   - limit: The most suggestions to return.
  /// - Returns: Up to `limit` elements.
  public func suggestions(for query: String, limit: Int = 3) -> [AtomicElement] {
    let key = Self.normalized(query)
    guard !key.isEmpty, key.count <= 40 else { return [] }
    var scored: [(score: Int, number: Int, element: AtomicElement)] = []
    for element in elementsByNumber {
      var best = Int.max
      for name in [element.name] + element.alternateNames {
        if let distance = Spelling.distance(from: key, to: name.lowercased()) {
          best = min(best, distance)
        }
      }
      if key.count <= 3, EditDistance.between(key, element.symbol.lowercased(), atMost: 1) <= 1 {
        best = min(best, 2)
      }
      if best != .max { scored.append((best, element.atomicNumber, element)) }
    }
    // Only the closest: "Irn" suggests Iron, not also Iridium for its symbol "Ir".
    guard let best = scored.map({ $0.score }).min() else { return [] }
    scored = scored.filter { $0.score == best }
    scored.sort { $0.number < $1.number }
    return scored.prefix(limit).map { $0.element }
  }

  /// The index of the name section a letter of the A–Z index jumps to.
  ///
  /// Every letter of A to Z resolves: a letter with no elements goes to the nearest preceding
  /// letter that has some ("X" goes to "W"); a letter before the first section goes to the first.
  /// - Parameter letter: A letter, in any case.
  /// - Returns: An index into ``nameSections``, or `nil` if the letter is not A to Z.
  public func nameSectionIndex(forLetter letter: Character) -> Int? {
    let upper = Character(letter.uppercased())
    guard let ascii = upper.asciiValue, (65...90).contains(ascii) else { return nil }
    var chosen = 0
    for (index, section) in nameSections.enumerated() {
      guard let initial = section.title.first?.asciiValue, initial <= ascii else { break }
      chosen = index
    }
    return chosen
  }

  /// The 26 letters of the section index, A to Z.
  public static let indexLetters: [Character] = (65...90).map {
    Character(Unicode.Scalar(UInt8($0)))
  }

  static func normalized(_ query: String) -> String {
    query.trimmingWhitespace.lowercased()
  }
}

/// Why a lookup found no element.
public enum LookupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing matches the user's words; `suggestions` holds close names, best first.
  case noMatch(query: String, suggestions: [String])
  /// The user gave an atomic number the table has no element for; `range` is the table's.
  case noSuchNumber(query: String, range: ClosedRange<Int>)

  /// The user's words that were looked up.
  public var query: String {
    switch self {
    case .noMatch(let query, _), .noSuchNumber(let query, _): query
    }
  }

  /// "no element matches 'Irn' (did you mean Iron?)".
  public var description: String { message(in: nil) }

  /// The message, naming the user's whole words when the lookup was of a part of them: "no
  /// element matches 'Irn' in 'Irn2+' (did you mean Iron?)".
  /// - Parameter text: The words the query was part of, or `nil`.
  public func message(in text: String?) -> String {
    let whole = text.map { " in " + $0.quotedForMessage() } ?? ""
    switch self {
    case .noMatch(let query, let suggestions):
      var message = "no element matches \(query.quotedForMessage())" + whole
      if !suggestions.isEmpty {
        message += " (did you mean \(suggestions.joined(conjunction: "or"))?)"
      }
      return message
    case .noSuchNumber(let query, let range):
      // Digits as the number they make: "0000…26" in any length prints as 26.
      let number = Int(query.trimmingWhitespace).map(String.init) ?? query.quotedForMessage()
      return "no element has atomic number \(number)\(whole) (atomic numbers run from"
        + " \(range.lowerBound) to \(range.upperBound))"
    }
  }
}
