/// The names and symbols IUPAC gave the elements from 101 on, which replaced their systematic
/// placeholders. A data file from before a naming (Apple's TheElements file calls 110 to 118
/// "Ununnilium" to "Ununoctium") still answers to the current name: `show Og` finds element 118
/// there, by its atomic number.
///
/// Sources: IUPAC, "Names and symbols of transfermium elements (IUPAC Recommendations 1997)",
/// Pure Appl. Chem. 69, 2471 (101-109); Corish & Rosenblatt, Pure Appl. Chem. 75, 1613 (2003)
/// (110), 76, 2101 (2004) (111); Tatsumi & Corish, Pure Appl. Chem. 82, 753 (2010) (112);
/// Loss & Corish, Pure Appl. Chem. 84, 1669 (2012) (114, 116); Öhrström & Reedijk, Pure Appl.
/// Chem. 88, 1225 (2016) (113, 115, 117, 118).
enum CurrentName {
  /// Names and symbols, lower-cased, from element 101 on.
  private static let names: [(name: String, symbol: String)] = [
    ("mendelevium", "md"), ("nobelium", "no"), ("lawrencium", "lr"), ("rutherfordium", "rf"),
    ("dubnium", "db"), ("seaborgium", "sg"), ("bohrium", "bh"), ("hassium", "hs"),
    ("meitnerium", "mt"), ("darmstadtium", "ds"), ("roentgenium", "rg"), ("copernicium", "cn"),
    ("nihonium", "nh"), ("flerovium", "fl"), ("moscovium", "mc"), ("livermorium", "lv"),
    ("tennessine", "ts"), ("oganesson", "og"),
  ]

  /// The atomic number a current name or symbol stands for, from 101 on.
  /// - Parameter key: A lower-cased name ("oganesson") or symbol ("og").
  /// - Returns: The number, or `nil`.
  static func atomicNumber(for key: String) -> Int? {
    names.firstIndex { $0.name == key || $0.symbol == key }.map { 101 + $0 }
  }
}
