extension FormulaParser {
  /// How a formula ending in a bare charge is read: the spellings with `^` to try, the
  /// convention's first, and the note that goes with the first when the convention leaves a
  /// doubt.
  struct BareSignReading {
    /// The formula with its charge written after `^`, most likely first: `SO4^2-`, `SO42^-`.
    var spellings: [String]
    /// Which reading was taken and how to write the other, when both are plausible.
    var note: String? = nil
    /// Whether the spellings insert a `^` before the charge's digits, so that a column after
    /// it in a spelling is one more than in the formula written (`SO42-`, `SO4^2-`); a sign
    /// before digits (`Fe+3`, `Fe^3+`) keeps every column.
    var insertsCaret = true
  }

  /// The homonuclear ions a bare sign after one digit may mean instead of a one-atom ion:
  /// the element's symbol, the count and the sign, and the ion's name.
  static let homonuclearIons: [String: String] = [
    "O2-": "superoxide", "O2+": "dioxygenyl", "N3-": "azide", "I3-": "triiodide",
    "Br3-": "tribromide",
  ]

  /// The textbooks' reading of a bare charge after digits, or of a sign before digits:
  /// - one atom (or a bracket) and digits before the sign: the digits are the charge
  ///   (`Fe3+`, `O2-`, `[Fe(CN)6]4-`);
  /// - several atoms and one digit: the digit is a count and the charge is 1 (`MnO4-`);
  /// - two or more digits: the last is the charge, the rest a count (`SO42-`, `Hg22+`); a
  ///   last digit 0 or a count of 1 leaves them all a count (`C6H13-`);
  /// - subscript digits are a count, ASCII digits after them the charge (`SO₄2-`);
  /// - a run of signs is the charge, the digits before it a count (`SO4--`);
  /// - a sign before digits: the digits are the charge (`Fe+3`, `SO4-2`).
  /// - Parameter scalars: The formula's scalars.
  /// - Returns: The reading, or `nil` when the formula has no such charge.
  static func bareSignReading(_ scalars: [Unicode.Scalar]) -> BareSignReading? {
    guard let last = scalars.last else { return nil }
    if ScriptDigits.asciiDigit(last) != nil { return signFirstReading(scalars) }
    guard last == "+" || last == "-" else { return nil }
    var signsStart = scalars.count
    while signsStart > 0, scalars[signsStart - 1] == last { signsStart -= 1 }
    let run = scalars.count - signsStart
    var asciiStart = signsStart
    while asciiStart > 0, ScriptDigits.asciiDigit(scalars[asciiStart - 1]) != nil {
      asciiStart -= 1
    }
    var subscriptStart = asciiStart
    while subscriptStart > 0, ScriptDigits.subscriptDigit(scalars[subscriptStart - 1]) != nil {
      subscriptStart -= 1
    }
    // Digits after a joiner, a space or an opening bracket are a coefficient, not a count.
    guard subscriptStart < signsStart, subscriptStart > 0,
      !"^ .*\u{B7}\u{2022}([{".unicodeScalars.contains(scalars[subscriptStart - 1])
    else { return nil }
    let prefix = String(scalars: scalars[..<subscriptStart])
    let subscripts = String(scalars: scalars[subscriptStart..<asciiStart])
    let digits = String(scalars: scalars[asciiStart..<signsStart])
    let sign = String(last)
    let written = String(scalars: scalars[...])
    if run > 1 {
      return BareSignReading(spellings: [prefix + subscripts + digits + "^\(run)" + sign])
    }
    if digits.isEmpty || !subscripts.isEmpty {
      return BareSignReading(spellings: [prefix + subscripts + "^" + digits + sign])
    }
    let asCount = prefix + digits + "^" + sign
    if digits.unicodeScalars.count == 1 {
      let asCharge = prefix + "^" + digits + sign
      guard isOneAtom(scalars[..<subscriptStart]) || prefix.hasSuffix("]") else {
        return BareSignReading(spellings: [asCount, asCharge])
      }
      let note = homonuclearIons[written].map {
        "\(written.quotedForMessage()) read as \(asCharge) (charge \(digits)\(sign)); for \($0), "
          + "\(prefix)\(digits) with charge 1\(sign), write \(asCount)"
      }
      return BareSignReading(spellings: [asCharge, asCount], note: note)
    }
    let count = String(digits.dropLast())
    let charge = String(digits.last!)
    if charge == "0" { return BareSignReading(spellings: [asCount]) }
    if count == "1" {
      let other = prefix + "^" + charge + sign
      return BareSignReading(
        spellings: [asCount, other],
        note:
          "\(written.quotedForMessage()) read as \(asCount) (charge 1\(sign)): a count of 1 is not written; "
          + "for charge \(charge)\(sign) write \(other)")
    }
    let split = prefix + count + "^" + charge + sign
    let note =
      count.count > 1
      ? "\(written.quotedForMessage()) read as \(split) (charge \(charge)\(sign)); for a count of \(digits) "
        + "with charge 1\(sign) write \(asCount)" : nil
    return BareSignReading(spellings: [split, asCount], note: note)
  }

  /// A sign before the digits that end a formula (`Fe+3`, `SO4-2`): the digits are the charge.
  private static func signFirstReading(_ scalars: [Unicode.Scalar]) -> BareSignReading? {
    var digitsStart = scalars.count
    while digitsStart > 0, ScriptDigits.asciiDigit(scalars[digitsStart - 1]) != nil {
      digitsStart -= 1
    }
    guard digitsStart >= 2 else { return nil }
    let sign = scalars[digitsStart - 1]
    let before = scalars[digitsStart - 2]
    guard sign == "+" || sign == "-",
      before != "+" && before != "-" && before != "^" && before != " "
    else { return nil }
    let prefix = String(scalars: scalars[..<(digitsStart - 1)])
    let digits = String(scalars: scalars[digitsStart...])
    return BareSignReading(
      spellings: [prefix + "^" + digits + String(sign)], insertsCaret: false)
  }

  /// Whether a formula's text is one atom: a symbol, or one with a mass number (`[13C]`, `¹³C`).
  private static func isOneAtom(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    var rest = scalars
    if rest.first == "[", rest.last == "]" {
      rest = rest.dropFirst().dropLast()
      guard let first = rest.first, ScriptDigits.asciiDigit(first) != nil else { return false }
      rest = rest.drop { ScriptDigits.asciiDigit($0) != nil }
    } else {
      rest = rest.drop { ScriptDigits.superscriptDigit($0) != nil }
    }
    guard let capital = rest.first, ("A"..."Z").contains(capital) else { return false }
    rest = rest.dropFirst()
    return rest.isEmpty || (rest.count == 1 && ("a"..."z").contains(rest.first!))
  }
}
