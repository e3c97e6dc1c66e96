/// IUPAC's systematic placeholder names for elements from 101 on, built from numeric roots:
/// 118 is un-un-oct-ium, "Ununoctium", symbol "Uuo". Users still type these old names, and
/// Apple's data file uses them, so lookups understand them.
enum SystematicName {
  private static let roots = [
    "nil", "un", "bi", "tri", "quad", "pent", "hex", "sept", "oct", "enn",
  ]

  /// The atomic number a systematic name or symbol stands for.
  /// - Parameter text: A lower-cased name ("ununoctium") or symbol ("uuo").
  /// - Returns: The number (101 to 999), or `nil` if the text is not a systematic name.
  static func atomicNumber(for text: String) -> Int? {
    if text.utf8.count == 3, let number = number(fromSymbol: text) { return number }
    return number(fromName: text)
  }

  private static func number(fromSymbol text: String) -> Int? {
    var number = 0
    for letter in text {
      guard let digit = roots.firstIndex(where: { $0.first == letter }) else { return nil }
      number = number * 10 + digit
    }
    return number > 100 ? number : nil
  }

  /// Reads roots from the front of the name. The final "i" of "bi" and "tri" merges into
  /// "ium", and "enn" before "nil" drops an "n" ("ennilium"), as IUPAC writes them.
  private static func number(fromName text: String) -> Int? {
    var rest = Substring(text)
    var number = 0
    var digits = 0
    while digits < 3 {
      if digits == 2, rest == "bium" || rest == "trium" {
        return (number * 10 + (rest == "bium" ? 2 : 3))
      }
      guard let digit = roots.indices.first(where: { rest.hasPrefix(roots[$0]) }) else {
        return nil
      }
      var root = roots[digit]
      // "enn" + "nil" is written "ennil".
      if digit == 9, rest.dropFirst(2).hasPrefix("nil") { root = "en" }
      rest = rest.dropFirst(root.count)
      number = number * 10 + digit
      digits += 1
    }
    return rest == "ium" && number > 100 ? number : nil
  }
}
