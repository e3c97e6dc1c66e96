extension PeriodicTable {
  /// Finds the nuclide a user means: `U-238`, `238U`, `uranium-238`, `U238`, `C14`, `c-14`,
  /// `aluminum-26`, `Ta-180m`, `180mTa`.
  ///
  /// The element is found as ``element(matching:)`` finds it (symbols and names in any case,
  /// alternate spellings such as aluminum and caesium); the nuclide must be one of its known
  /// isotopes.
  /// - Parameter query: The user's words.
  /// - Returns: The nuclide.
  /// - Throws: ``NuclideError/malformed(query:)`` for words of another shape,
  ///   ``NuclideError/unknownElement(query:suggestions:)`` for an element part that names no
  ///   element, ``NuclideError/unknownNuclide(query:name:known:)`` for an isotope the data
  ///   does not know.
  public func nuclide(matching query: String) throws(NuclideError) -> Nuclide {
    guard let parts = NuclideWords(query) else { throw .malformed(query: query) }
    guard let element = element(matching: parts.element) else {
      throw .unknownElement(
        query: parts.element, suggestions: suggestions(for: parts.element).map { $0.name })
    }
    let nuclide = Nuclide(
      atomicNumber: element.atomicNumber, massNumber: parts.massNumber,
      isIsomer: parts.isIsomer)
    guard isotope(of: nuclide) != nil else {
      let isotopes = isotopes(of: element)
      var known = ""
      if let first = isotopes.first, let last = isotopes.last {
        known =
          element.symbol + "-" + first.label + " to " + element.symbol + "-" + last.label
      }
      var ground = nuclide
      ground.isIsomer = false
      if nuclide.isIsomer, isotope(of: ground) != nil {
        known += ", and of " + ground.name(symbol: element.symbol) + " only the ground state"
      }
      throw .unknownNuclide(query: query, name: nuclide.name(symbol: element.symbol), known: known)
    }
    return nuclide
  }

  /// The chart of nuclides of this table's ground states: compiled in for the built-in table,
  /// made from the isotopes (`NuclideChart/init(table:)`) for one loaded from a file.
  public var nuclideChart: NuclideChart {
    compiledNuclideChart?(self) ?? NuclideChart(table: self)
  }

  /// The isotope record of a nuclide.
  /// - Parameter nuclide: A nuclide.
  /// - Returns: Its isotope, or `nil` if the table does not know it.
  public func isotope(of nuclide: Nuclide) -> Isotope? {
    if let text = compiledIsotopeText?(nuclide.atomicNumber) {
      return Isotope.decode(text, massNumber: nuclide.massNumber, isIsomer: nuclide.isIsomer)
    }
    return details(number: nuclide.atomicNumber)?.isotope(
      massNumber: nuclide.massNumber, isIsomer: nuclide.isIsomer)
  }

  /// A nuclide's usual name: "U-238", "Ta-180m"; "Z120-300" for an element the table lacks.
  /// - Parameter nuclide: A nuclide.
  /// - Returns: Its name.
  public func name(of nuclide: Nuclide) -> String {
    let symbol = element(number: nuclide.atomicNumber)?.symbol ?? "Z\(nuclide.atomicNumber)"
    return nuclide.name(symbol: symbol)
  }
}

/// The parts of a nuclide as written: the element's words, the mass number, the isomer mark.
struct NuclideWords: Equatable {
  /// The element as written: "U", "uranium".
  var element: String
  /// The mass number.
  var massNumber: Int
  /// Whether an isomer's "m" follows the mass number.
  var isIsomer: Bool

  /// Splits `U-238`, `U 238`, `U238`, `uranium-238`, `Ta-180m` (element first) or `238U`,
  /// `238-U`, `180mTa` (mass first).
  /// - Parameter text: The user's words.
  /// - Returns: The parts, or `nil` for words of another shape.
  init?(_ text: String) {
    let characters = Substring(text.trimmingWhitespace)
    guard let head = characters.first, characters.count <= 40 else { return nil }
    func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
    func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
    func isSeparator(_ character: Character) -> Bool { character == "-" || character == " " }
    var digits: Substring
    var letters: Substring
    var isomer = false
    if isDigit(head) {
      // 238U, 238-U, 180mTa, 180m-Ta: an "m" is the isomer's when a capital or a separator
      // follows it ("238mo" is molybdenum's).
      let end = characters.firstIndex { !isDigit($0) } ?? characters.endIndex
      digits = characters[..<end]
      var rest = characters[end...]
      if let first = rest.first, first == "m" || first == "M" {
        let next = rest.dropFirst().first
        if let next, next.isUppercase || isSeparator(next), first == "m" {
          isomer = true
          rest = rest.dropFirst()
        }
      }
      if let first = rest.first, isSeparator(first) { rest = rest.dropFirst() }
      letters = rest
    } else {
      // U-238, U 238, U238, uranium-238, Ta-180m.
      let end = characters.firstIndex { !isLetter($0) } ?? characters.endIndex
      letters = characters[..<end]
      var rest = characters[end...]
      if let first = rest.first, isSeparator(first) { rest = rest.dropFirst() }
      if let last = rest.last, last == "m" || last == "M" {
        isomer = true
        rest = rest.dropLast()
      }
      digits = rest
    }
    guard !letters.isEmpty, letters.allSatisfy(isLetter), !digits.isEmpty, digits.count <= 6,
      digits.allSatisfy(isDigit), let massNumber = Int(digits), massNumber > 0
    else { return nil }
    element = String(letters)
    self.massNumber = massNumber
    isIsomer = isomer
  }
}
