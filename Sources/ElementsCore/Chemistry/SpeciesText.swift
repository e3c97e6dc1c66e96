/// A species' formula as written, split for display: the formula's scalars with each digit's
/// role, and the charge. Both the ASCII spelling (`SO4^2-`, `CuSO4.5H2O`, `[13C]O2`) and the
/// typeset one (`SO₄²⁻`, `CuSO₄·5H₂O`, `¹³CO₂`) come from it.
public struct SpeciesText: Sendable, Hashable {
  /// One piece of the formula part.
  public enum Piece: Sendable, Hashable {
    /// Letters, brackets and anything else shown as is.
    case plain(String)
    /// A count after an atom or a group (a subscript when typeset).
    case count(String)
    /// A coefficient at the start of a part ("5" in CuSO4·5H2O).
    case coefficient(String)
    /// A joiner between parts (· when typeset, . in ASCII).
    case joiner
    /// A mass number before a symbol (a superscript when typeset, in brackets in ASCII).
    case isotope(massNumber: String, symbol: String)
  }

  /// The formula part, piece by piece.
  public let pieces: [Piece]
  /// The charge, 0 for none.
  public let charge: Int

  /// Splits a species' text.
  /// - Parameters:
  ///   - text: The formula as written (a reading that parses), or "e-" for the electron.
  ///   - charge: The charge its reading has.
  public init(_ text: String, charge: Int) {
    self.charge = charge
    let scalars = Array(text.unicodeScalars)
    // The charge is at the end: from the last '^', or the trailing signs with the
    // superscript digits before them.
    var end = scalars.count
    if charge != 0 {
      if let caret = scalars.lastIndex(of: "^") {
        end = caret
      } else {
        while end > 0, Self.isSign(scalars[end - 1]) { end -= 1 }
        while end > 0, ScriptDigits.superscriptDigit(scalars[end - 1]) != nil { end -= 1 }
      }
    }
    var pieces: [Piece] = []
    var index = 0
    var partStart = true
    func number(_ digit: (Unicode.Scalar) -> Int?) -> String {
      var digits = ""
      while index < end, let value = digit(scalars[index]) {
        digits += String(value)
        index += 1
      }
      return digits
    }
    while index < end {
      let scalar = scalars[index]
      if ScriptDigits.asciiDigit(scalar) != nil || ScriptDigits.subscriptDigit(scalar) != nil {
        let digits = number { ScriptDigits.asciiDigit($0) ?? ScriptDigits.subscriptDigit($0) }
        pieces.append(partStart ? .coefficient(digits) : .count(digits))
      } else if ScriptDigits.superscriptDigit(scalar) != nil {
        let digits = number(ScriptDigits.superscriptDigit)
        var symbol = ""
        while index < end,
          symbol.isEmpty
            ? ("A"..."Z").contains(scalars[index])
            : ("a"..."z").contains(scalars[index]) && symbol.count < 2
        {
          symbol.unicodeScalars.append(scalars[index])
          index += 1
        }
        pieces.append(.isotope(massNumber: digits, symbol: symbol))
      } else if scalar == "." || scalar == "*" || scalar == "\u{B7}" || scalar == "\u{2022}" {
        while let last = pieces.last, case .plain(let text) = last, text == " " {
          pieces.removeLast()
        }
        pieces.append(.joiner)
        index += 1
        while index < end, scalars[index] == " " { index += 1 }
        partStart = true
        continue
      } else if scalar == "[", index + 1 < end, ScriptDigits.asciiDigit(scalars[index + 1]) != nil {
        // [13C]: kept as written in ASCII, a superscript when typeset.
        index += 1
        let digits = number(ScriptDigits.asciiDigit)
        var symbol = ""
        while index < end, scalars[index] != "]" {
          symbol.unicodeScalars.append(scalars[index])
          index += 1
        }
        index += 1
        pieces.append(.isotope(massNumber: digits, symbol: symbol))
      } else {
        pieces.append(.plain(String(scalar)))
        index += 1
      }
      partStart = false
    }
    self.pieces = pieces
  }

  /// The ASCII spelling: "SO4^2-", "CuSO4.5H2O", "[13C]O2", "e-" for the electron.
  public var ascii: String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .plain(let letters): text += letters
      case .count(let digits), .coefficient(let digits): text += digits
      case .joiner: text += "."
      case .isotope(let massNumber, let symbol): text += "[" + massNumber + symbol + "]"
      }
    }
    if text == "e", charge == -1 { return "e-" }
    return text + ChemicalFormula.chargeText(charge)
  }

  /// The typeset spelling: "SO₄²⁻", "CuSO₄·5H₂O", "¹³CO₂", "e⁻".
  public var typeset: String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .plain(let letters): text += letters
      case .count(let digits): text += ScriptDigits.lowered(digits)
      case .coefficient(let digits): text += digits
      case .joiner: text += "\u{B7}"
      case .isotope(let massNumber, let symbol): text += ScriptDigits.raised(massNumber) + symbol
      }
    }
    guard charge != 0 else { return text }
    let size = charge.magnitude == 1 ? "" : ScriptDigits.raised(String(charge.magnitude))
    return text + size + (charge > 0 ? "\u{207A}" : "\u{207B}")
  }

  static func isSign(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "+" || scalar == "-" || scalar == "\u{207A}" || scalar == "\u{207B}"
  }

}
