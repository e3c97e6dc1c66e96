extension FormulaAtom {
  /// What tells atoms apart in a balance: the element, and the mass number of a labelled
  /// isotope ([13C] apart from C). The atomic number is `balanceKey / 1000`.
  var balanceKey: Int { atomicNumber * 1000 + (massNumber ?? 0) }
}

/// The rows of a balance's atoms, one per kind (``FormulaAtom/balanceKey``), in the order the
/// kinds first appear; an equation has a few dozen at most.
struct AtomRows {
  /// Each row's kind of atom.
  private(set) var keys: [Int] = []

  /// The row of an atom's kind, a new row at the end when the kind is new.
  /// - Returns: The row, and whether it is new (its owner then adds a row of its own).
  mutating func row(of atom: FormulaAtom) -> (index: Int, isNew: Bool) {
    if let known = keys.firstIndex(of: atom.balanceKey) { return (known, false) }
    keys.append(atom.balanceKey)
    return (keys.count - 1, true)
  }
}

extension EquationBalancer {
  /// The conservation matrix: one row per element (labelled isotopes apart) in the order they
  /// first appear, then one for the charge when any species is charged; one column per species.
  struct System {
    /// The rows' names: "Fe", "[13C]", "charge".
    var labels: [String] = []
    /// Counts, positive for reactants and negative for products.
    var matrix: [[Int]] = []

    init(_ species: [EquationSpecies]) throws(BalanceError) {
      var rows = AtomRows()
      var charges = [Int](repeating: 0, count: species.count)
      for (column, item) in species.enumerated() {
        let sign = item.side == .reactants ? 1 : -1
        let formula = item.formula
        for atom in formula?.atoms ?? [] {
          let (row, isNew) = rows.row(of: atom)
          if isNew {
            labels.append(atom.label)
            matrix.append([Int](repeating: 0, count: species.count))
          }
          matrix[row][column] = try CheckedInteger.multiply(sign, atom.count)
        }
        charges[column] = try CheckedInteger.multiply(sign, formula?.charge ?? -1)
      }
      if charges.contains(where: { $0 != 0 }) {
        labels.append("charge")
        matrix.append(charges)
      }
    }
  }

  /// A basis of the integer null space of a matrix: each vector in lowest terms. The
  /// elimination runs in 128-bit integers; a vector that does not fit 64 bits is an overflow.
  /// - Parameters:
  ///   - matrix: The rows.
  ///   - columns: The number of columns.
  /// - Returns: One vector per free column.
  /// - Throws: ``BalanceError/overflow`` when a number outgrows `Int`.
  static func nullSpace(_ matrix: [[Int]], columns: Int) throws(BalanceError) -> [[Int]] {
    var rows = matrix.filter { $0.contains { $0 != 0 } }.map { $0.map { Int128($0) } }
    for index in rows.indices { CheckedInteger.reduce(&rows[index]) }
    var pivots: [Int] = []
    var rank = 0
    for column in 0..<columns where rank < rows.count {
      guard let found = (rank..<rows.count).first(where: { rows[$0][column] != 0 }) else {
        continue
      }
      rows.swapAt(rank, found)
      let pivot = rows[rank][column]
      for other in rows.indices where other != rank && rows[other][column] != 0 {
        let value = rows[other][column]
        let divisor = CheckedInteger.gcd(pivot, value)
        let (scaleOther, scalePivot) = (pivot / divisor, value / divisor)
        for entry in 0..<columns {
          rows[other][entry] = try CheckedInteger.subtract(
            try CheckedInteger.multiply(rows[other][entry], scaleOther),
            try CheckedInteger.multiply(rows[rank][entry], scalePivot))
        }
        CheckedInteger.reduce(&rows[other])
      }
      pivots.append(column)
      rank += 1
    }
    var basis: [[Int]] = []
    for free in 0..<columns where !pivots.contains(free) {
      // x_free = L; each pivot row gives x_pivot = -row[free] × L / row[pivot].
      var multiple: Int128 = 1
      for (row, pivot) in pivots.enumerated() where rows[row][free] != 0 {
        let divisor = CheckedInteger.gcd(rows[row][pivot], rows[row][free])
        multiple = try CheckedInteger.lcm(multiple, abs(rows[row][pivot] / divisor))
      }
      var vector = [Int128](repeating: 0, count: columns)
      vector[free] = multiple
      for (row, pivot) in pivots.enumerated() where rows[row][free] != 0 {
        let divisor = CheckedInteger.gcd(rows[row][pivot], rows[row][free])
        let share = multiple / (rows[row][pivot] / divisor)
        vector[pivot] = try CheckedInteger.negate(
          try CheckedInteger.multiply(rows[row][free] / divisor, share))
      }
      CheckedInteger.reduce(&vector)
      basis.append(
        try vector.map { value throws(BalanceError) in try CheckedInteger.narrow(value) })
    }
    return basis
  }

  /// Why no coefficients balance: an element (or the charge) found on one side only, else the
  /// one row without which the rest balances, else all of them together.
  static func diagnose(_ system: System, species: [EquationSpecies], free: [Bool]) -> String {
    for (row, label) in system.labels.enumerated() {
      let entries = system.matrix[row]
      let used = entries.indices.filter { entries[$0] != 0 }
      guard !used.contains(where: { free[$0] }), let first = used.first else { continue }
      let sign = entries[first] > 0
      guard used.allSatisfy({ (entries[$0] > 0) == sign }) else { continue }
      let side = species[first].side == .reactants ? "reactants" : "products"
      if label == "charge" {
        let kind =
          (entries[first] > 0) == (species[first].side == .reactants) ? "positive" : "negative"
        return "the charge cannot balance: only the \(side) are charged, all \(kind)"
      }
      return "\(label) appears only among the \(side)"
    }
    // The charge first: "the charge cannot balance" says more than an element would.
    let order =
      system.labels.indices.reversed().filter { system.labels[$0] == "charge" }
      + system.labels.indices.filter { system.labels[$0] != "charge" }
    for row in order {
      let label = system.labels[row]
      var rest = system.matrix
      rest.remove(at: row)
      guard let basis = try? nullSpace(rest, columns: species.count), basis.count == 1 else {
        continue
      }
      let vector = basis[0]
      if vector.allSatisfy({ $0 > 0 }) || vector.allSatisfy({ $0 < 0 }) {
        return label == "charge"
          ? "the charge cannot balance (the atoms alone would)"
          : "\(label) cannot balance (the rest alone would)"
      }
    }
    let names = system.labels.map { $0 == "charge" ? "the charge" : $0 }
    return "no coefficients balance " + names.joined(separator: ", ") + " together"
  }
}
