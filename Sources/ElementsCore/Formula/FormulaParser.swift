/// Reads a formula's Unicode scalars left to right, one at a time, with no look-back; brackets
/// are kept on an explicit stack so that nesting is bounded by ``ChemicalFormula/maximumDepth``
/// rather than by the call stack. A bare charge after digits (`SO42-`) or a sign before digits
/// (`Fe+3`) is first spelled with `^` by the textbooks' convention (see
/// `bareSignReading(_:)`), and that spelling is read.
struct FormulaParser {
  /// What reading a formula gives.
  struct Result {
    var atoms: [FormulaAtom]
    var hasCarbon: Bool
    var charge: Int
    /// The parts as written, when the parser records them.
    var parts: [FormulaStructure.Part] = []
    /// The formula with a bare charge spelled with `^` as it was read (`SO4^2-` for `SO42-`);
    /// `nil` when it has none.
    var spelling: String? = nil
    /// Which reading of a bare charge was taken and how to write the other, when both are
    /// plausible.
    var note: String? = nil
  }

  /// Atoms of one kind met so far at one level of brackets.
  private struct Entry {
    var atomicNumber: Int
    var massNumber: Int?
    var count: Int
    var column: Int
  }

  /// One open bracket (or a whole part) and the atoms inside it.
  private struct Frame {
    var opener: Unicode.Scalar
    var column: Int
    var entries: [Entry] = []
    var total = 0
    /// The atoms and groups as written, when the parser records them.
    var items: [FormulaStructure.Item] = []
  }

  private let text: String
  private let recordsStructure: Bool
  private let readsBareSigns: Bool
  private var scalars: [Unicode.Scalar] = []
  private var index = 0

  /// Makes a parser.
  /// - Parameters:
  ///   - text: The formula.
  ///   - recordsStructure: Whether to keep the atoms and groups as written in the result's
  ///     `parts`.
  ///   - readsBareSigns: Whether to read a bare charge after digits by the convention (off
  ///     for the spelling it gives, which has none).
  init(_ text: String, recordsStructure: Bool = false, readsBareSigns: Bool = true) {
    self.text = text
    self.recordsStructure = recordsStructure
    self.readsBareSigns = readsBareSigns
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// The charge written after a space, `2-` in `SO4 2-`, as digits then its sign; nil when
  /// the rest of the text from `start` is not a charge.
  private func spacedCharge(from start: Int) -> String? {
    let rest = scalars[start...]
    guard let sign = rest.last, sign == "+" || sign == "-" else { return nil }
    let digits = rest.dropLast()
    guard digits.count <= 2, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    return String(String.UnicodeScalarView(digits)) + String(sign)
  }

  private func error(_ reason: String, at column: Int) -> FormulaError {
    FormulaError(formula: text, reason: reason, column: column)
  }

  mutating func parse() throws(FormulaError) -> Result {
    // A spelling with `^` is one scalar longer than the formula written.
    let limit = ChemicalFormula.maximumLength + (readsBareSigns ? 0 : 1)
    // A scalar takes at most 4 bytes: a longer text is too long without looking further.
    let fitsInBytes = text.utf8.count <= limit * 4
    if fitsInBytes { scalars = Array(text.unicodeScalars) }
    // The message is made only for a formula that is too long.
    guard fitsInBytes, scalars.count <= limit else {
      throw error("the formula is longer than \(limit) characters", at: limit)
    }
    guard !scalars.isEmpty else { throw error("the formula is empty", at: 0) }
    if readsBareSigns, let reading = Self.bareSignReading(scalars) {
      return try parse(reading)
    }
    var whole = Frame(opener: " ", column: 0)
    var charge = 0
    var chargeColumn = 0
    var parts: [FormulaStructure.Part] = []
    while true {
      let (part, coefficient) = try readPart()
      if recordsStructure { parts.append(.init(coefficient: coefficient, items: part.items)) }
      try merge(part, into: &whole, at: part.column)
      guard let next = peek else { break }
      if Self.startsCharge(next) {
        chargeColumn = index
        charge = try readCharge()
        if let after = peek {
          throw error("\(Self.describe(after)) after the charge", at: index)
        }
        break
      }
      let spaces = index
      while peek == " " { index += 1 }
      guard let joiner = peek, Self.isJoiner(joiner) else {
        if index > spaces {
          if let charge = spacedCharge(from: index) {
            let species = String(String.UnicodeScalarView(scalars[..<spaces]))
            throw error(
              "a charge is written against its species, with no space: '\(species)^\(charge)'",
              at: spaces)
          }
          throw error("a space is allowed only around a joiner (· • . *)", at: spaces)
        }
        throw error(Self.describe(next), at: index)
      }
      let joinerColumn = index
      index += 1
      while peek == " " { index += 1 }
      guard let following = peek else {
        throw error(
          "nothing follows the joiner \(String(joiner).quotedForMessage())", at: joinerColumn)
      }
      if Self.isJoiner(following) {
        throw error("two joiners in a row ('\(joiner)\(following)')", at: index)
      }
    }
    if charge > 0 {
      let electrons = whole.entries.reduce(0) { $0 + $1.atomicNumber * $1.count }
      if charge > electrons {
        let noun = electrons == 1 ? "electron" : "electrons"
        throw error(
          "charge \(charge)+ is more than the \(electrons) \(noun) the atoms have",
          at: chargeColumn)
      }
    }
    let gain = ChemicalFormula.maximumGainPerAtom
    if charge < 0, -charge > gain * whole.total {
      let atoms = whole.total == 1 ? "the atom" : "the \(whole.total) atoms"
      throw error(
        "charge \(-charge)- is more than \(atoms) can take: at most \(gain) electrons each",
        at: chargeColumn)
    }
    let atoms = whole.entries.map {
      FormulaAtom(
        atomicNumber: $0.atomicNumber, massNumber: $0.massNumber, count: $0.count,
        column: $0.column)
    }
    return Result(
      atoms: atoms, hasCarbon: atoms.contains { $0.atomicNumber == 6 }, charge: charge,
      parts: parts)
  }

  /// Reads the spellings of a bare charge in turn: the first that is a formula, with a note
  /// saying why when it is not the convention's.
  private func parse(_ reading: BareSignReading) throws(FormulaError) -> Result {
    var failure: FormulaError? = nil
    for spelling in reading.spellings {
      var parser = FormulaParser(
        spelling, recordsStructure: recordsStructure, readsBareSigns: false)
      do {
        var result = try parser.parse()
        result.spelling = spelling
        if let failure {
          result.note =
            "\(text.quotedForMessage()) read as \(spelling): \(reading.spellings[0]) is not possible "
            + "(\(failure.reason))"
        } else {
          result.note = reading.note
        }
        return result
      } catch {
        failure = failure ?? error
      }
    }
    // The spelling's columns are the formula's up to its `^`, where the charge starts.
    let failed = failure!
    let caret = Array(reading.spellings[0].unicodeScalars).firstIndex(of: "^") ?? 0
    let column = failed.column - (reading.insertsCaret && failed.column > caret ? 1 : 0)
    throw self.error(failed.reason, at: min(column, scalars.count))
  }

  /// One part between joiners: an optional coefficient (with an optional `*`), then atoms and
  /// groups; the part's atoms (multiplied) and its coefficient.
  private mutating func readPart() throws(FormulaError) -> (part: Frame, coefficient: Int) {
    let start = index
    var multiplier = 1
    if let first = peek, ScriptDigits.asciiDigit(first) != nil {
      let number = try readNumber(ScriptDigits.asciiDigit, noun: "coefficient")
      multiplier = number.value
      if peek == "*" { index += 1 }
      guard peek != nil else {
        throw error(
          "an element symbol must follow the coefficient \(number.text.quotedForMessage())",
          at: index)
      }
    }
    var part = try readSequence()
    part.column = start
    try multiply(&part, by: multiplier, at: start)
    return (part, multiplier)
  }

  /// Atoms, isotope labels and bracketed groups with their counts, up to the first scalar that
  /// can start none of them.
  private mutating func readSequence() throws(FormulaError) -> Frame {
    var stack = [Frame(opener: " ", column: index)]
    scan: while let next = peek {
      let column = index
      switch next {
      case "A"..."Z":
        let atom = try readSymbol(allowHydrogenIsotopes: true)
        try add(atom.atomicNumber, atom.massNumber, at: column, to: &stack[stack.count - 1])
      case "["
      where index + 1 < scalars.count && ScriptDigits.asciiDigit(scalars[index + 1]) != nil:
        index += 1
        let mass = try readMassNumber(ScriptDigits.asciiDigit)
        guard let symbolStart = peek, ("A"..."Z").contains(symbolStart) else {
          throw error("an element symbol must follow the mass number '\(mass)'", at: index)
        }
        let atom = try readSymbol(allowHydrogenIsotopes: false)
        guard peek == "]" else {
          throw error("']' must close the isotope label", at: index)
        }
        index += 1
        try checkIsotope(atom.atomicNumber, mass, at: column)
        try add(atom.atomicNumber, mass, at: column, to: &stack[stack.count - 1])
      case _ where ScriptDigits.superscriptDigit(next) != nil:
        let mass = try readMassNumber(ScriptDigits.superscriptDigit)
        if let sign = peek, ScriptDigits.superscriptSign(sign) != nil {
          index = column
          break scan
        }
        guard let symbolStart = peek, ("A"..."Z").contains(symbolStart) else {
          throw error(
            "a superscript mass number must come before an element symbol, as in '¹³C'",
            at: column)
        }
        let atom = try readSymbol(allowHydrogenIsotopes: false)
        try checkIsotope(atom.atomicNumber, mass, at: column)
        try add(atom.atomicNumber, mass, at: column, to: &stack[stack.count - 1])
      case "(", "[", "{":
        guard stack.count <= ChemicalFormula.maximumDepth else {
          throw error(
            "brackets nest more than \(ChemicalFormula.maximumDepth) deep", at: column)
        }
        stack.append(Frame(opener: next, column: column))
        index += 1
      case ")", "]", "}":
        guard stack.count > 1 else {
          throw error("\(String(next).quotedForMessage()) closes nothing", at: column)
        }
        var group = stack.removeLast()
        guard Self.closer(of: group.opener) == next else {
          throw error(
            "\(String(next).quotedForMessage()) cannot close \(String(group.opener).quotedForMessage())",
            at: column)
        }
        guard !group.entries.isEmpty else {
          throw error("the group '\(group.opener)\(next)' is empty", at: group.column)
        }
        index += 1
        let countColumn = index
        let count = try readCount()
        try multiply(&group, by: count, at: countColumn)
        try merge(group, into: &stack[stack.count - 1], at: column)
        if recordsStructure {
          stack[stack.count - 1].items.append(.group(group.items, count: count))
        }
      case "a"..."z":
        var letters = ""
        while let letter = peek, ("a"..."z").contains(letter), letters.unicodeScalars.count < 3 {
          letters.unicodeScalars.append(letter)
          index += 1
        }
        throw error(
          "\(letters.quotedForMessage()) is not an element symbol: symbols start with a capital letter",
          at: column)
      default:
        break scan
      }
    }
    if stack.count > 1 {
      let open = stack[stack.count - 1]
      throw error("\(String(open.opener).quotedForMessage()) is never closed", at: open.column)
    }
    guard !stack[0].entries.isEmpty else {
      guard let next = peek else {
        throw error("an element symbol is missing at the end", at: index)
      }
      throw error(Self.describe(next), at: index)
    }
    return stack[0]
  }

  /// A symbol (a capital letter and an optional small one) and the count after it.
  private mutating func readSymbol(allowHydrogenIsotopes: Bool) throws(FormulaError) -> (
    atomicNumber: Int, massNumber: Int?
  ) {
    let column = index
    let first = UInt8(scalars[index].value)
    index += 1
    var second: UInt8 = 0
    if let letter = peek, ("a"..."z").contains(letter) {
      second = UInt8(letter.value)
      index += 1
    }
    if let number = ElementSymbols.atomicNumber(first, second) {
      return (number, nil)
    }
    if allowHydrogenIsotopes, second == 0, first == UInt8(ascii: "D") { return (1, 2) }
    if allowHydrogenIsotopes, second == 0, first == UInt8(ascii: "T") { return (1, 3) }
    var symbol = String(UnicodeScalar(first))
    if second != 0 { symbol.unicodeScalars.append(UnicodeScalar(second)) }
    throw error("\(symbol.quotedForMessage()) is not an element symbol", at: column)
  }

  /// Refuses a mass number smaller than the atomic number: no nucleus has fewer nucleons than
  /// protons.
  private func checkIsotope(_ atomicNumber: Int, _ massNumber: Int, at column: Int)
    throws(FormulaError)
  {
    guard massNumber >= atomicNumber else {
      let symbol = ElementSymbols.symbol(atomicNumber)
      throw error(
        "\(symbol) has no isotope \(massNumber): a mass number is at least the atomic number "
          + "(\(atomicNumber))", at: column)
    }
  }

  /// A mass number, 1 to 999.
  private mutating func readMassNumber(_ digit: (Unicode.Scalar) -> Int?) throws(FormulaError)
    -> Int
  {
    let column = index
    let number = try readNumber(digit, noun: "mass number")
    guard number.value < 1000 else {
      throw error("mass number \(number.text) is too large", at: column)
    }
    return number.value
  }

  /// The count after an atom or a group: ASCII or subscript digits, or 1 when there are none.
  private mutating func readCount() throws(FormulaError) -> Int {
    guard let next = peek else { return 1 }
    if ScriptDigits.asciiDigit(next) != nil {
      return try readNumber(ScriptDigits.asciiDigit, noun: "count").value
    }
    if ScriptDigits.subscriptDigit(next) != nil {
      return try readNumber(ScriptDigits.subscriptDigit, noun: "count").value
    }
    return 1
  }

  /// A run of digits of one kind, 1 to ``ChemicalFormula/maximumCount``.
  private mutating func readNumber(_ digit: (Unicode.Scalar) -> Int?, noun: String)
    throws(FormulaError) -> (value: Int, text: String)
  {
    let column = index
    let limit = ChemicalFormula.maximumCount
    var value = 0
    var text = ""
    while let next = peek, let digitValue = digit(next) {
      value = value > limit ? value : value * 10 + digitValue
      if text.unicodeScalars.count < 20 { text.unicodeScalars.append(next) }
      index += 1
    }
    if index - column > 20 { text += "…" }
    guard value > 0 else {
      throw error("a \(noun) must be at least 1, not \(text.quotedForMessage())", at: column)
    }
    guard value <= limit else {
      throw error(
        "the \(noun) \(text.quotedForMessage()) is over the limit of \(limit)", at: column)
    }
    return (value, text)
  }

  /// A charge at the end: `^2+`, `^-`, `²⁻`, `⁺`, or a bare run of one sign (`+`, `--`).
  private mutating func readCharge() throws(FormulaError) -> Int {
    let column = index
    let start = scalars[index]
    var size: (value: Int, text: String)? = nil
    var sign: Int
    if start == "^" {
      index += 1
      if let next = peek, ScriptDigits.asciiDigit(next) != nil {
        size = try readNumber(ScriptDigits.asciiDigit, noun: "charge")
      }
      guard let next = peek, next == "+" || next == "-" else {
        throw error("a charge is written '^+', '^-', '^2+' or '^2-'", at: index)
      }
      sign = next == "+" ? 1 : -1
      index += 1
    } else if ScriptDigits.superscriptDigit(start) != nil
      || ScriptDigits.superscriptSign(start) != nil
    {
      if ScriptDigits.superscriptDigit(start) != nil {
        size = try readNumber(ScriptDigits.superscriptDigit, noun: "charge")
      }
      guard let next = peek, let value = ScriptDigits.superscriptSign(next) else {
        throw error("a superscript charge ends with '⁺' or '⁻'", at: index)
      }
      sign = value
      index += 1
    } else {
      var run = 0
      while peek == start {
        run += 1
        index += 1
      }
      sign = start == "+" ? 1 : -1
      guard run <= ChemicalFormula.maximumCharge else {
        throw error("the charge is over the limit of \(ChemicalFormula.maximumCharge)", at: column)
      }
      return sign * run
    }
    let magnitude = size?.value ?? 1
    guard magnitude <= ChemicalFormula.maximumCharge else {
      throw error("the charge is over the limit of \(ChemicalFormula.maximumCharge)", at: column)
    }
    return sign * magnitude
  }

  /// Adds one atom, with the count after it, to a frame.
  private mutating func add(
    _ atomicNumber: Int, _ massNumber: Int?, at column: Int, to frame: inout Frame
  ) throws(FormulaError) {
    let countColumn = index
    let count = try readCount()
    var single = Frame(opener: " ", column: column)
    single.entries = [
      Entry(atomicNumber: atomicNumber, massNumber: massNumber, count: count, column: column)
    ]
    single.total = count
    try merge(single, into: &frame, at: countColumn)
    if recordsStructure { frame.items.append(.atom(atomicNumber, count: count)) }
  }

  /// Multiplies every count in a frame, refusing a total over ``ChemicalFormula/maximumAtoms``.
  private func multiply(_ frame: inout Frame, by factor: Int, at column: Int)
    throws(FormulaError)
  {
    guard factor != 1 else { return }
    let (total, overflow) = frame.total.multipliedReportingOverflow(by: factor)
    guard !overflow, total <= ChemicalFormula.maximumAtoms else { throw tooManyAtoms(at: column) }
    frame.total = total
    for position in frame.entries.indices { frame.entries[position].count *= factor }
  }

  /// Adds a frame's atoms to another's, keeping each kind once.
  private func merge(_ child: Frame, into parent: inout Frame, at column: Int)
    throws(FormulaError)
  {
    let total = parent.total + child.total
    guard total <= ChemicalFormula.maximumAtoms else { throw tooManyAtoms(at: column) }
    parent.total = total
    for entry in child.entries {
      if let found = parent.entries.firstIndex(where: {
        $0.atomicNumber == entry.atomicNumber && $0.massNumber == entry.massNumber
      }) {
        parent.entries[found].count += entry.count
      } else {
        parent.entries.append(entry)
      }
    }
  }

  private func tooManyAtoms(at column: Int) -> FormulaError {
    error("more than \(ChemicalFormula.maximumAtoms) atoms in all", at: column)
  }

  /// How an unexpected scalar is named in a message.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    scalar == " " ? "unexpected space" : "unexpected \(String(scalar).quotedForMessage())"
  }

  private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "." || scalar == "*" || scalar == "\u{B7}" || scalar == "\u{2022}"
  }

  private static func startsCharge(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "^" || scalar == "+" || scalar == "-" || ScriptDigits.superscriptSign(scalar) != nil
      || ScriptDigits.superscriptDigit(scalar) != nil
  }

  private static func closer(of opener: Unicode.Scalar) -> Unicode.Scalar {
    switch opener {
    case "(": ")"
    case "[": "]"
    default: "}"
    }
  }
}
