/// The probabilities of a group of atoms' nominal masses (mass numbers summed), with the mean
/// exact mass at each: the isotope pattern before it is cut to its strongest peaks.
///
/// Peaks below 10⁻¹² of the strongest are trimmed from both ends after each step, so the
/// arrays stay a few hundred entries long for the formulas ``FormulaMass`` allows.
struct IsotopeDistribution {
  /// The nominal mass of `probabilities[0]`.
  var lowest: Int
  /// Probability at each nominal mass from ``lowest`` on.
  var probabilities: [Double]
  /// Probability × mean mass at each nominal mass.
  var weightedMasses: [Double]

  /// The widest pattern worked out, in mass numbers: each convolution costs the square of the
  /// width, so a wider one (from data that gives an element many equally abundant isotopes)
  /// would take minutes. Real formulas stay far below it: C100000H200000 spans about 500.
  static let widthLimit = 2000.0

  /// About how many mass numbers the pattern of `count` such atoms spans once trimmed: the
  /// spread of one atom's isotopes, plus 15 standard deviations of the sum (the 10⁻¹² trim
  /// is within 7.5 either side).
  /// - Parameters:
  ///   - isotopes: One atom's isotopes with abundances.
  ///   - count: How many atoms.
  static func expectedWidth(of isotopes: [MassIsotope], count: Int) -> Double {
    let total = isotopes.reduce(0) { $0 + ($1.abundance ?? 0) }
    guard total > 0, let first = isotopes.first else { return 0 }
    var low = first.massNumber
    var high = first.massNumber
    var mean = 0.0
    for isotope in isotopes {
      low = min(low, isotope.massNumber)
      high = max(high, isotope.massNumber)
      mean += (isotope.abundance ?? 0) / total * Double(isotope.massNumber)
    }
    var variance = 0.0
    for isotope in isotopes {
      let distance = Double(isotope.massNumber) - mean
      variance += (isotope.abundance ?? 0) / total * distance * distance
    }
    return Double(high - low) + 15 * (Double(count) * variance).squareRoot()
  }

  /// One atom's distribution.
  /// - Parameter isotopes: The isotopes with abundances (used as relative weights).
  init(_ isotopes: [MassIsotope]) {
    let lowest = isotopes.map { $0.massNumber }.min() ?? 0
    let highest = isotopes.map { $0.massNumber }.max() ?? 0
    var probabilities = [Double](repeating: 0, count: highest - lowest + 1)
    var weighted = probabilities
    let total = isotopes.reduce(0) { $0 + ($1.abundance ?? 0) }
    for isotope in isotopes {
      let share = (isotope.abundance ?? 0) / total
      probabilities[isotope.massNumber - lowest] += share
      weighted[isotope.massNumber - lowest] += share * isotope.mass
    }
    self.lowest = lowest
    self.probabilities = probabilities
    self.weightedMasses = weighted
  }

  private init(lowest: Int, probabilities: [Double], weightedMasses: [Double]) {
    self.lowest = lowest
    self.probabilities = probabilities
    self.weightedMasses = weightedMasses
  }

  /// The distribution of two independent groups of atoms together.
  func convolved(with other: IsotopeDistribution) -> IsotopeDistribution {
    let count = probabilities.count + other.probabilities.count - 1
    var probabilities = [Double](repeating: 0, count: count)
    var weighted = probabilities
    for (i, p) in self.probabilities.enumerated() where p > 0 {
      let m = weightedMasses[i]
      for (j, q) in other.probabilities.enumerated() where q > 0 {
        probabilities[i + j] += p * q
        // The mean mass of a pair is the sum of the means: p q (m/p + n/q) = q m + p n.
        weighted[i + j] += q * m + p * other.weightedMasses[j]
      }
    }
    return IsotopeDistribution(
      lowest: lowest + other.lowest, probabilities: probabilities, weightedMasses: weighted
    ).trimmed()
  }

  /// The distribution of `count` such groups, by repeated squaring.
  func power(_ count: Int) -> IsotopeDistribution {
    var result: IsotopeDistribution? = nil
    var base = self
    var remaining = count
    while remaining > 0 {
      if remaining & 1 == 1 { result = result.map { $0.convolved(with: base) } ?? base }
      remaining >>= 1
      if remaining > 0 { base = base.convolved(with: base) }
    }
    return result ?? self
  }

  /// The distribution without the negligible peaks at either end.
  private func trimmed() -> IsotopeDistribution {
    guard let strongest = probabilities.max(), strongest > 0 else { return self }
    let floor = strongest * 1e-12
    guard let first = probabilities.firstIndex(where: { $0 >= floor }),
      let last = probabilities.lastIndex(where: { $0 >= floor })
    else { return self }
    return IsotopeDistribution(
      lowest: lowest + first, probabilities: Array(probabilities[first...last]),
      weightedMasses: Array(weightedMasses[first...last]))
  }

  /// Up to 8 peaks of at least 0.1 % of the strongest, the strongest chosen, in mass order.
  /// - Parameter shift: Added to every mass (the electrons of a charge).
  func strongestPeaks(shift: Double) -> [IsotopePeak] {
    guard let strongest = probabilities.max(), strongest > 0 else { return [] }
    let chosen = probabilities.indices
      .filter { probabilities[$0] >= strongest * 0.001 }
      .sorted { probabilities[$0] > probabilities[$1] }
      .prefix(8)
      .sorted()
    return chosen.map {
      IsotopePeak(
        mass: weightedMasses[$0] / probabilities[$0] + shift,
        intensity: probabilities[$0] / strongest * 100)
    }
  }
}
