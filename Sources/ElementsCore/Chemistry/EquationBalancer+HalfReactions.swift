extension EquationBalancer {
  /// One half-reaction of a redox skeleton: a written reactant, the written product that holds
  /// its changing element, and that element.
  struct HalfReaction {
    /// The reactant's column.
    var reactant: Int
    /// The product's column.
    var product: Int
    /// The changing element's ``FormulaAtom/balanceKey``.
    var element: Int

    /// The row that keeps the changing element between the two species alone: neither water,
    /// H⁺, OH⁻ nor the other half may take it, so none of them is oxidised or reduced.
    func row(_ species: [EquationSpecies]) -> [Int] {
      var row = [Int](repeating: 0, count: species.count)
      row[reactant] = Self.count(of: element, in: species[reactant])
      row[product] = -Self.count(of: element, in: species[product])
      return row
    }

    /// How many atoms of a kind a species holds.
    static func count(of key: Int, in species: EquationSpecies) -> Int {
      species.formula?.atoms.first { $0.balanceKey == key }?.count ?? 0
    }
  }

  /// The most species on each side that are paired into half-reactions (6! pairings tried).
  static let maximumHalfReactions = 6

  /// The half-reactions of a skeleton for a medium, as the textbook method pairs them: the
  /// written species apart from electrons, water, H⁺ and OH⁻ (which the medium supplies), as
  /// many reactants as products, each reactant paired with the product that has the same
  /// elements other than H and O (MnO₄⁻ with Mn²⁺), or, when neither has any, that shares its
  /// O or H (H₂O₂ with O₂). The changing element is the first of those other elements, or O,
  /// or H.
  /// - Parameter species: The written species.
  /// - Returns: The half-reactions, when exactly one pairing exists; `nil` otherwise.
  static func halfReactions(_ species: [EquationSpecies]) -> [HalfReaction]? {
    let medium = Set(
      RedoxMedium.allCases.flatMap(\.species).map { try! ChemicalFormula(parsing: $0).hill })
    let skeleton = species.indices.filter { index in
      guard let formula = species[index].formula else { return false }
      return !medium.contains(formula.hill)
    }
    let reactants = skeleton.filter { species[$0].side == .reactants }
    let products = skeleton.filter { species[$0].side == .products }
    guard !reactants.isEmpty, reactants.count == products.count,
      reactants.count <= maximumHalfReactions
    else { return nil }
    let hydrogen = FormulaAtom(atomicNumber: 1, massNumber: nil, count: 1, column: 0).balanceKey
    let oxygen = FormulaAtom(atomicNumber: 8, massNumber: nil, count: 1, column: 0).balanceKey
    func keys(_ index: Int) -> [Int] { (species[index].formula?.atoms ?? []).map { $0.balanceKey } }
    /// The changing element of a pair, or `nil` when the two cannot be a half-reaction.
    func element(_ reactant: Int, _ product: Int) -> Int? {
      let before = keys(reactant)
      let after = keys(product)
      let others = before.filter { $0 != hydrogen && $0 != oxygen }
      guard Set(others) == Set(after.filter { $0 != hydrogen && $0 != oxygen }) else {
        return nil
      }
      if let first = others.first { return first }
      return [oxygen, hydrogen].first { before.contains($0) && after.contains($0) }
    }
    var found: [[HalfReaction]] = []
    func pair(_ next: Int, _ taken: [HalfReaction]) {
      guard found.count < 2 else { return }
      guard next < reactants.count else {
        found.append(taken)
        return
      }
      for product in products where !taken.contains(where: { $0.product == product }) {
        guard let key = element(reactants[next], product) else { continue }
        pair(
          next + 1,
          taken + [HalfReaction(reactant: reactants[next], product: product, element: key)])
      }
    }
    pair(0, [])
    return found.count == 1 ? found[0] : nil
  }
}
