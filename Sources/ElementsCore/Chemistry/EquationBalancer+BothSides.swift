extension EquationBalancer {
  /// A species written on both sides: where it is among the reactants and among the products.
  struct BothSides {
    /// Its place among the written species as a reactant.
    var reactant: Int
    /// Its place as a product.
    var product: Int
  }

  /// The species written on both sides of the arrow, the same formula and charge (`N2` in
  /// `CH4 + O2 + N2 -> CO2 + H2O + N2`, `e-`), in the same state or with a state on one side
  /// only (`H2O(l) -> H2O(g)` is no such species).
  static func bothSides(_ species: [EquationSpecies]) -> [BothSides] {
    var found: [BothSides] = []
    for reactant in species.indices where species[reactant].side == .reactants {
      let wanted = species[reactant]
      if let product = species.indices.first(where: {
        let other = species[$0]
        return other.side == .products && name(other) == name(wanted)
          && (other.state == wanted.state || other.state == nil || wanted.state == nil)
      }) {
        found.append(BothSides(reactant: reactant, product: product))
      }
    }
    return found
  }

  /// Balances species some of which are written on both sides: each is one species, balanced
  /// by its net amount and shown on the side that amount falls on. One whose net amount is 0
  /// is a spectator, and the balancer says it takes no part (``BalanceError/noPart(_:rest:)``)
  /// with the balance of the rest.
  /// - Throws: ``BalanceError/nothingReacts(_:)`` when every species is on both sides.
  static func balanceBothSides(
    _ written: [EquationSpecies], _ pairs: [BothSides], options: BalanceOptions
  ) throws(BalanceError) -> BalancedEquation {
    guard pairs.count * 2 < written.count else {
      throw .nothingReacts(pairs.map { name(written[$0.reactant]) })
    }
    // Each kept where it is written among the reactants; then, for those that belong among
    // the products, where it is written there.
    var asProduct: Set<Int> = []
    var balanced: BalancedEquation
    while true {
      let dropped = Set(pairs.map { asProduct.contains($0.reactant) ? $0.reactant : $0.product })
      let kept = written.indices.filter { !dropped.contains($0) }.map { written[$0] }
      do {
        balanced = try balanceRead(kept, options: options)
        break
      } catch .wrongSide(let names, let hint) {
        let moved = pairs.filter {
          !asProduct.contains($0.reactant) && names.contains(name(written[$0.reactant]))
        }
        guard !moved.isEmpty else { throw .wrongSide(names, hint: hint) }
        asProduct.formUnion(moved.map(\.reactant))
      }
    }
    let notes = pairs.map {
      name(written[$0.reactant]) + " is written on both sides: its net amount is balanced, on "
        + "one side"
    }
    return BalancedEquation(terms: balanced.terms, notes: balanced.notes + notes)
  }

  /// A species' name for a message: its ASCII spelling, "e-" for the electron.
  static func name(_ species: EquationSpecies) -> String {
    SpeciesText(species.text, charge: species.formula?.charge ?? -1).ascii
  }
}
