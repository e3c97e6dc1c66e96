/// A formula as written rather than counted: its parts between joiners, each a sequence of
/// atoms and bracketed groups with the counts written after them. `(NH4)2Fe(SO4)2·6H2O` is two
/// parts: a group (N, H 4) counted 2, Fe, a group (S, O 4) counted 2; and 6 × (H 2, O).
struct FormulaStructure: Hashable {
  /// An atom or a bracketed group, with the count written after it.
  indirect enum Item: Hashable {
    /// An atom: its atomic number (D and T are hydrogen) and its count.
    case atom(Int, count: Int)
    /// A group in brackets: what it holds and its count.
    case group([Item], count: Int)
  }

  /// The atoms and groups between two joiners, with the coefficient written before them.
  struct Part: Hashable {
    /// The coefficient (`5` in `·5H2O`), 1 when none is written.
    var coefficient: Int
    /// The atoms and groups, in the order written.
    var items: [Item]
  }

  /// The parts, in the order written.
  var parts: [Part]
}

extension ChemicalFormula {
  /// The formula as written, read again from its text.
  var structure: FormulaStructure {
    var parser = FormulaParser(text, recordsStructure: true)
    return FormulaStructure(parts: (try? parser.parse())?.parts ?? [])
  }
}
