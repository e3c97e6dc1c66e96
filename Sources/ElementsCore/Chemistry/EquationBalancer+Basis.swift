extension EquationBalancer {
  /// The most sets of species tried when looking for the reactions that keep every written
  /// species on its side; beyond it, the elimination's own basis is given.
  static let maximumBasisSearch = 20_000

  /// A basis of an equation's balances made of reactions that each keep every written species
  /// on the side it is written on (some left out): the reactions of fewest species, as a
  /// textbook lists them (`2 C + O2 -> 2 CO` and `C + O2 -> CO2`), never one that moves `CO`
  /// to the reactants. Where there are not enough such reactions, or too many sets of species
  /// to try, the elimination's basis.
  /// - Parameters:
  ///   - basis: The null space's basis from the elimination.
  ///   - matrix: The conservation matrix.
  ///   - columns: The number of species.
  ///   - written: How many of the species, the first, are written (the rest added by the
  ///     medium, on either side).
  /// - Returns: As many reactions as `basis` holds, each with no negative written entry.
  static func writtenSideBasis(
    _ basis: [[Int]], matrix: [[Int]], columns: Int, written: Int
  ) -> [[Int]] {
    let size = basis.count
    guard size > 0, written >= size - 1 else { return basis }
    // Each reaction of fewest species leaves out size - 1 written species (at least).
    var sets = 1
    for step in 0..<(size - 1) {
      sets = sets * (written - step) / (step + 1)
      if sets > maximumBasisSearch { return basis }
    }
    var found: [[Int]] = []
    var left = Array(0..<(size - 1))
    while true {
      var rows = matrix
      for column in left {
        var row = [Int](repeating: 0, count: columns)
        row[column] = 1
        rows.append(row)
      }
      if let space = try? nullSpace(rows, columns: columns), space.count == 1 {
        var vector = space[0]
        if vector[..<written].allSatisfy({ $0 <= 0 }) { vector = vector.map { -$0 } }
        if vector[..<written].allSatisfy({ $0 >= 0 }),
          vector[..<written].contains(where: { $0 > 0 }),
          !found.contains(vector)
        {
          found.append(vector)
        }
      }
      // The next set of size - 1 columns among the written, in lexicographic order.
      guard let last = left.indices.last(where: { left[$0] < written - left.count + $0 }) else {
        break
      }
      left[last] += 1
      for position in (last + 1)..<left.count { left[position] = left[position - 1] + 1 }
    }
    found.sort {
      let (left, right) = ($0.count { $0 != 0 }, $1.count { $0 != 0 })
      return left != right
        ? left < right : $0.reduce(0) { $0 + abs($1) } < $1.reduce(0) { $0 + abs($1) }
    }
    var chosen: [[Int]] = []
    for vector in found where chosen.count < size {
      guard let space = try? nullSpace(chosen + [vector], columns: columns),
        columns - space.count == chosen.count + 1
      else { continue }
      chosen.append(vector)
    }
    return chosen.count == size ? chosen : basis
  }

  /// Coefficients to fix that pick one balance out of several: the reactions of a basis
  /// added together, and as many of their written species as there are reactions, chosen so
  /// that those coefficients settle the rest.
  /// - Parameter basis: The reactions, as ``BalanceError/several(_:)`` gives them.
  /// - Returns: The pins, each naming its species as written; `nil` when none settle it.
  public static func suggestedPins(_ basis: [BalancedEquation]) -> [BalanceOptions.Pin]? {
    // Each written species with the side it is on, once; one found on both sides (in a basis
    // that moves it) cannot be fixed to one amount.
    var names: [String] = []
    var sides: [Set<EquationSide>] = []
    for reaction in basis {
      for term in reaction.terms where !term.isAdded {
        let name = term.species.formula?.text ?? "e-"
        if let known = names.firstIndex(of: name) {
          sides[known].insert(term.species.side)
        } else {
          names.append(name)
          sides.append([term.species.side])
        }
      }
    }
    let rows = basis.map { reaction in
      names.map { name in
        reaction.terms.first {
          !$0.isAdded && ($0.species.formula?.text ?? "e-") == name
        }?.coefficient ?? 0
      }
    }
    var pins: [BalanceOptions.Pin] = []
    var columns: [Int] = []
    for column in names.indices where columns.count < basis.count && sides[column].count == 1 {
      let trial = columns + [column]
      let matrix = trial.map { column in rows.map { $0[column] } }
      guard let space = try? nullSpace(matrix, columns: basis.count),
        basis.count - space.count == trial.count
      else { continue }
      columns = trial
      pins.append(.init(species: names[column], coefficient: rows.reduce(0) { $0 + $1[column] }))
    }
    return columns.count == basis.count ? pins : nil
  }
}
