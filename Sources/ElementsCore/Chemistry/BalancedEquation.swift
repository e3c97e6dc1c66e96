/// A balanced equation: each species with its coefficient, the smallest positive whole numbers
/// that conserve every element (each labelled isotope apart) and the charge.
public struct BalancedEquation: Sendable, Hashable {
  /// The terms, the reactants first.
  public let terms: [BalancedTerm]
  /// What the balancer decided that the user should know: a reading taken for a bare sign,
  /// water and H⁺ or OH⁻ added, electrons added to a half-reaction, coefficients scaled.
  public let notes: [String]
  /// The arrow the equation was written with.
  public let arrow: EquationArrow

  /// Makes a balanced equation.
  /// - Parameters:
  ///   - terms: The terms, the reactants first.
  ///   - notes: Notes for the user.
  ///   - arrow: The arrow written.
  public init(terms: [BalancedTerm], notes: [String] = [], arrow: EquationArrow = .forward) {
    self.terms = terms
    self.notes = notes
    self.arrow = arrow
  }

  /// The same equation with another arrow.
  func with(_ arrow: EquationArrow) -> BalancedEquation {
    BalancedEquation(terms: terms, notes: notes, arrow: arrow)
  }

  /// The terms before the arrow.
  public var reactants: [BalancedTerm] { terms.filter { $0.species.side == .reactants } }
  /// The terms after the arrow.
  public var products: [BalancedTerm] { terms.filter { $0.species.side == .products } }

  /// The equation in ASCII: "4 Fe + 3 O2 -> 2 Fe2O3", "N2 + 3 H2 <=> 2 NH3" (a coefficient of
  /// 1 left out, states in brackets after the formula).
  public var ascii: String {
    func side(_ terms: [BalancedTerm]) -> String {
      terms.map { $0.ascii }.joined(separator: " + ")
    }
    return side(reactants) + " " + arrow.ascii + " " + side(products)
  }

  /// The number of atoms of each element (labelled isotopes apart) and, when any species is
  /// charged, the charge on each side, in the order the elements first appear. The numbers
  /// are 128-bit: 64-bit coefficients times counts of up to 10¹² fit.
  public var atomTable: [AtomBalance] {
    var rows: [AtomBalance] = []
    var atomRows = AtomRows()
    for term in terms {
      guard let formula = term.species.formula else { continue }
      for atom in formula.atoms {
        let (row, isNew) = atomRows.row(of: atom)
        if isNew { rows.append(AtomBalance(label: atom.label, reactants: 0, products: 0)) }
        rows[row].add(Int128(atom.count) * Int128(term.coefficient), on: term.species.side)
      }
    }
    var charge = AtomBalance(label: "charge", reactants: 0, products: 0)
    for term in terms {
      charge.add(Int128(term.charge) * Int128(term.coefficient), on: term.species.side)
    }
    if terms.contains(where: { $0.charge != 0 }) { rows.append(charge) }
    return rows
  }
}

/// One species of a balanced equation with its coefficient.
public struct BalancedTerm: Sendable, Hashable {
  /// The species, on the side it ends up on.
  public let species: EquationSpecies
  /// The coefficient, at least 1.
  public let coefficient: Int
  /// Whether the balancer added the species (water, H⁺, OH⁻, electrons).
  public let isAdded: Bool

  /// Makes a term.
  /// - Parameters:
  ///   - species: The species.
  ///   - coefficient: Its coefficient.
  ///   - isAdded: Whether the balancer added it.
  public init(species: EquationSpecies, coefficient: Int, isAdded: Bool = false) {
    self.species = species
    self.coefficient = coefficient
    self.isAdded = isAdded
  }

  /// The species' charge (-1 for the electron).
  public var charge: Int { species.formula?.charge ?? -1 }

  /// The species' formula split for display.
  public var text: SpeciesText { SpeciesText(species.text, charge: charge) }

  /// "3 O2", "2 Fe^3+(aq)", "H2O(l)".
  public var ascii: String {
    let number = coefficient == 1 ? "" : String(coefficient) + " "
    return number + text.ascii + (species.state.map { "(" + $0 + ")" } ?? "")
  }
}

/// How many atoms of one element (or how much charge) each side of an equation has.
public struct AtomBalance: Sendable, Hashable {
  /// The element's symbol ("Fe"), an isotope label ("[13C]"), or "charge".
  public let label: String
  /// The amount among the reactants.
  public var reactants: Int128
  /// The amount among the products.
  public var products: Int128

  /// Makes a row.
  /// - Parameters:
  ///   - label: The element or "charge".
  ///   - reactants: The amount before the arrow.
  ///   - products: The amount after it.
  public init(label: String, reactants: Int128, products: Int128) {
    self.label = label
    self.reactants = reactants
    self.products = products
  }

  /// Adds to one side; a sum past 128 bits (more than 100 species of 10¹² atoms with
  /// coefficients near 2⁶³ would be needed) stays at the largest value.
  mutating func add(_ amount: Int128, on side: EquationSide) {
    switch side {
    case .reactants:
      let (sum, overflow) = reactants.addingReportingOverflow(amount)
      reactants = overflow ? .max : sum
    case .products:
      let (sum, overflow) = products.addingReportingOverflow(amount)
      products = overflow ? .max : sum
    }
  }
}
