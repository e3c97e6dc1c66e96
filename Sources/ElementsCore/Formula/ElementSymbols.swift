/// The IUPAC symbols of elements 1 to 118, for reading formulas without a data file: the
/// grammar knows every element, whatever a table holds.
enum ElementSymbols {
  /// The symbols in atomic-number order: `symbols[0]` is "H".
  static let symbols: [String] = [
    "H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg", "Al", "Si", "P", "S", "Cl",
    "Ar", "K", "Ca", "Sc", "Ti", "V", "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn", "Ga", "Ge", "As",
    "Se", "Br", "Kr", "Rb", "Sr", "Y", "Zr", "Nb", "Mo", "Tc", "Ru", "Rh", "Pd", "Ag", "Cd",
    "In", "Sn", "Sb", "Te", "I", "Xe", "Cs", "Ba", "La", "Ce", "Pr", "Nd", "Pm", "Sm", "Eu",
    "Gd", "Tb", "Dy", "Ho", "Er", "Tm", "Yb", "Lu", "Hf", "Ta", "W", "Re", "Os", "Ir", "Pt",
    "Au", "Hg", "Tl", "Pb", "Bi", "Po", "At", "Rn", "Fr", "Ra", "Ac", "Th", "Pa", "U", "Np",
    "Pu", "Am", "Cm", "Bk", "Cf", "Es", "Fm", "Md", "No", "Lr", "Rf", "Db", "Sg", "Bh", "Hs",
    "Mt", "Ds", "Rg", "Cn", "Nh", "Fl", "Mc", "Lv", "Ts", "Og",
  ]

  /// The atomic number for each symbol, at `(first - "A") * 27 + (second - "a" + 1)`, with
  /// `second` 0 for a one-letter symbol; 0 where no element has the symbol.
  private static let numbers: [UInt8] = {
    var numbers = [UInt8](repeating: 0, count: 26 * 27)
    for (offset, symbol) in symbols.enumerated() {
      var bytes = symbol.utf8.makeIterator()
      let first = bytes.next() ?? UInt8(ascii: "A")
      numbers[slot(first, bytes.next() ?? 0)] = UInt8(offset + 1)
    }
    return numbers
  }()

  private static func slot(_ first: UInt8, _ second: UInt8) -> Int {
    Int(first - UInt8(ascii: "A")) * 27 + (second == 0 ? 0 : Int(second - UInt8(ascii: "a")) + 1)
  }

  /// The atomic number of a symbol given as its capital letter and optional small letter.
  /// - Parameters:
  ///   - first: The symbol's first byte, an ASCII capital letter.
  ///   - second: Its second byte, an ASCII small letter, or 0 for a one-letter symbol.
  /// - Returns: The atomic number, or `nil` when no element has the symbol (any other bytes
  ///   included).
  static func atomicNumber(_ first: UInt8, _ second: UInt8) -> Int? {
    guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
      second == 0 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(second)
    else { return nil }
    let number = numbers[slot(first, second)]
    return number == 0 ? nil : Int(number)
  }

  /// The atomic number of a symbol given as its UTF-8 bytes, such as "Fe".
  /// - Parameter symbol: The symbol's bytes.
  /// - Returns: The atomic number, or `nil` when no element has the symbol.
  static func atomicNumber(symbol: some Collection<UInt8>) -> Int? {
    guard let first = symbol.first, symbol.count <= 2 else { return nil }
    let second = symbol.dropFirst().first
    guard second != 0 else { return nil }
    return atomicNumber(first, second ?? 0)
  }

  /// The symbol of an element.
  /// - Parameter atomicNumber: 1 to 118.
  /// - Returns: The symbol, e.g. "Fe".
  static func symbol(_ atomicNumber: Int) -> String { symbols[atomicNumber - 1] }
}
