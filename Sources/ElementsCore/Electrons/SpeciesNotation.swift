/// An element or a single-element ion as a user writes it: "Fe", "iron", "26", "Fe3+", "Fe+3",
/// "Fe+++", "Cl-", "O2-", "Fe^3+", "Fe³⁺".
public struct SpeciesNotation: Sendable, Hashable {
  /// The element part, as typed ("Fe", "iron", "26").
  public let element: String
  /// The charge: positive for cations, negative for anions, 0 for the atom.
  public let charge: Int

  /// The largest charge written that is read as a number; larger ones are beyond every
  /// element's electrons anyway.
  static let largestCharge = 999

  /// Reads the user's words.
  /// - Parameter text: What the user typed.
  /// - Throws: ``SpeciesError/malformed(_:reason:)`` for text with a charge that is not one
  ///   (digits without a sign, a sign in the middle, mixed signs, nothing before the charge).
  public init(_ text: String) throws(SpeciesError) {
    var scalars = text.unicodeScalars.map { SpeciesNotation.plain($0) }
    while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
    while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
    guard !scalars.isEmpty else { throw .malformed(text, reason: "nothing to look up") }
    var end = scalars.count
    var signs: [Unicode.Scalar] = []
    while end > 0, scalars[end - 1] == "+" || scalars[end - 1] == "-" {
      signs.append(scalars[end - 1])
      end -= 1
    }
    var digits = ""
    if signs.isEmpty {
      // "Fe+3": a sign then digits at the end.
      var digitStart = end
      while digitStart > 0, ScriptDigits.asciiDigit(scalars[digitStart - 1]) != nil {
        digitStart -= 1
      }
      if digitStart > 0, digitStart < end,
        scalars[digitStart - 1] == "+" || scalars[digitStart - 1] == "-"
      {
        digits = String(scalars: scalars[digitStart..<end])
        signs = [scalars[digitStart - 1]]
        end = digitStart - 1
      } else if digitStart > 0, digitStart < end {
        throw .malformed(text, reason: "write an ion's charge with its sign, as in Fe3+ or O2-")
      }
    } else if signs.count == 1 {
      var digitStart = end
      while digitStart > 0, ScriptDigits.asciiDigit(scalars[digitStart - 1]) != nil {
        digitStart -= 1
      }
      if digitStart == 0, digitStart < end {
        throw .malformed(
          text, reason: "write an atomic number apart from its charge, as in \"26 3+\"")
      }
      if digitStart < end {
        digits = String(scalars: scalars[digitStart..<end])
        end = digitStart
      }
    }
    if end > 0, scalars[end - 1] == "^" { end -= 1 }
    let element = String(scalars: scalars[0..<end])
    guard !element.isEmpty else {
      throw .malformed(text, reason: "an ion needs an element before its charge, as in Fe3+")
    }
    guard !element.contains(where: { $0 == "+" || $0 == "-" || $0 == "^" }) else {
      throw .malformed(text, reason: "an ion has one charge, at its end, as in Fe3+")
    }
    guard Set(signs).count <= 1 else {
      throw .malformed(text, reason: "a charge has one sign, as in Fe3+ or O2-")
    }
    var magnitude = signs.count
    if !digits.isEmpty {
      guard digits.count <= 3, let value = Int(digits), value <= SpeciesNotation.largestCharge
      else { throw .malformed(text, reason: "the charge is too large") }
      guard value > 0 else {
        throw .malformed(text, reason: "a charge of 0 is no charge; write the atom alone, as in Fe")
      }
      magnitude = value
    }
    self.element = element
    charge = signs.first == "-" ? -magnitude : magnitude
  }

  /// A scalar with superscript digits and signs, and the minus sign, made plain.
  private static func plain(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if let digit = ScriptDigits.superscriptDigit(scalar) {
      return Unicode.Scalar(UInt8(ascii: "0") + UInt8(digit))
    }
    switch scalar {
    case "⁺": return "+"
    case "⁻", "−": return "-"
    default: return scalar
    }
  }
}

/// Why the user's words name no element or ion.
public enum SpeciesError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is not an element followed by a charge.
  case malformed(String, reason: String)
  /// No element matches the element part of the text.
  case noElement(String, LookupError)
  /// The charge takes away more electrons than the element has.
  case tooFewElectrons(String, element: String, electrons: Int)
  /// The charge adds more electrons than an anion of the element can hold: one for every
  /// element, and beyond that at most 4, and no more than the noble gas that ends the
  /// element's period has.
  case tooManyElectrons(String, element: String, most: Int)

  /// "'Fe27+' is not possible: iron has 26 electrons to lose".
  public var description: String {
    switch self {
    case .malformed(let text, let reason):
      "\(text.quotedForMessage()) is not an element or an ion: \(reason)"
    case .noElement(let text, let error):
      error.message(in: error.query == text.trimmingWhitespace ? nil : text)
    case .tooFewElectrons(let text, let element, let electrons):
      "\(text.quotedForMessage()) is not possible: \(element) has only \(electrons) "
        + (electrons == 1 ? "electron" : "electrons") + " to lose"
    case .tooManyElectrons(let text, let element, let most):
      most == 0
        ? "\(text.quotedForMessage()) is not possible: \(element) takes no second extra "
          + "electron (its shell is already full, and even one extra does not bind)"
        : "\(text.quotedForMessage()) is not possible: \(element) takes at most \(most) "
          + (most == 1 ? "extra electron" : "extra electrons")
          + " (up to the next noble gas's configuration)"
    }
  }
}
