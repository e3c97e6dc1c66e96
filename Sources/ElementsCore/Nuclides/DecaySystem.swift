import Glibc

/// Radioactive decay among a few nuclides, as linear equations: each decays at its rate and
/// feeds its daughters in given fractions (the Bateman equations, with branchings).
///
/// ## The method
///
/// The amounts `N` obey `dN/dt = M N`, where `M` has `-λᵢ` on its diagonal and `fᵢⱼ λᵢ` where
/// nuclide `i` feeds `j` with fraction `fᵢⱼ`; so `N(t) = exp(M t) N(0)`. Bateman's closed form
/// sums exponentials with coefficients `λ/(λⱼ - λᵢ)`: it divides by nearly zero when two
/// half-lives are close, and when the half-lives differ by twenty orders of magnitude
/// (U-238's 4.5 Gy, Po-214's 164 µs) the sum cancels to noise for short times. So the matrix
/// exponential is computed instead, in a way that only ever adds non-negative numbers:
///
/// 1. Scale: `h = t / 2ˢ`, with `s` the smallest for which `μ = max λᵢ h ≤ 1`.
/// 2. Shift: `A = M h + μ I` has no negative entry (`M` is negative only on its diagonal), and
///    `exp(M h) = e^(-μ) exp(A)`.
/// 3. Sum the Taylor series of `exp(A)`: every term is non-negative, so nothing cancels; stop
///    once no entry changes in the 17th significant figure.
/// 4. Square `s` times: products and sums of non-negative numbers. The diagonal is set to
///    `e^(-λᵢ h 2ᵏ)` after each squaring (Al-Mohy and Higham, 2009): squaring an entry doubles
///    its relative error, and sixty squarings would leave U-238's own amount as noise; with
///    the diagonal exact, errors grow with the number of squarings, not with its power of 2.
///
/// Every step keeps each entry to a small relative error, however small the entry (the
/// entrywise accuracy of essentially non-negative matrices: Shao, Gao and Xue, 2014). Secular
/// equilibrium, a daughter a hundred decades shorter-lived than its parent, and the first
/// atoms of a stable end product after a second all come out to about 14 significant figures.
/// The nuclides are in an order where parents come before daughters, so every matrix is
/// lower triangular and its products cost a sixth of a full one.
public struct DecaySystem: Sendable, Hashable {
  /// Each nuclide's decay constant λ, per second; 0 for a stable one.
  public var rates: [Double]
  /// Who feeds whom: `from` decays to `to` in `fraction` of its decays; `from < to`.
  public var transitions: [Transition]

  /// One parent–daughter link.
  public struct Transition: Sendable, Hashable {
    /// The parent's index.
    public var from: Int
    /// The daughter's index, greater than the parent's.
    public var to: Int
    /// The share of the parent's decays that make this daughter, 0 to 1.
    public var fraction: Double

    /// Makes a link.
    /// - Parameters:
    ///   - from: The parent's index.
    ///   - to: The daughter's index, greater than the parent's.
    ///   - fraction: The share of the parent's decays, 0 to 1.
    public init(from: Int, to: Int, fraction: Double) {
      self.from = from
      self.to = to
      self.fraction = fraction
    }
  }

  /// Makes a system.
  /// - Parameters:
  ///   - rates: Each nuclide's decay constant, per second (negative, infinite or NaN rates
  ///     count as 0).
  ///   - transitions: The links; those that do not point from a parent to a later nuclide are
  ///     ignored.
  public init(rates: [Double], transitions: [Transition]) {
    self.rates = rates.map { $0.isFinite && $0 > 0 ? $0 : 0 }
    self.transitions = transitions.filter {
      $0.from >= 0 && $0.from < $0.to && $0.to < rates.count && $0.fraction.isFinite
        && $0.fraction > 0
    }
  }

  /// The amounts after a time, from amounts at the start.
  /// - Parameters:
  ///   - seconds: The time, 0 or more (a negative or NaN time counts as 0; an infinite one
  ///     as the longest finite).
  ///   - start: The amounts at the start, one per nuclide (atoms, moles: any unit).
  /// - Returns: The amounts after `seconds`, in the same unit.
  public func amounts(after seconds: Double, from start: [Double]) -> [Double] {
    let count = rates.count
    precondition(start.count == count, "one starting amount per nuclide")
    let time = seconds.isNaN || seconds < 0 ? 0 : min(seconds, .greatestFiniteMagnitude)
    let exponential = Self.exponential(of: self, times: time)
    var result = [Double](repeating: 0, count: count)
    for row in 0..<count {
      var sum = 0.0
      for column in 0...row where start[column] != 0 {
        sum += exponential[row * count + column] * start[column]
      }
      result[row] = sum
    }
    return result
  }

  /// `exp(M t)`, row-major, lower triangular.
  private static func exponential(of system: DecaySystem, times time: Double) -> [Double] {
    let count = system.rates.count
    var identity = [Double](repeating: 0, count: count * count)
    for index in 0..<count { identity[index * count + index] = 1 }
    let fastest = system.rates.max() ?? 0
    guard time > 0, fastest > 0 else { return identity }
    // Beyond 10²⁵⁰ of the shortest mean life every member that decays at all (NUBASE's
    // half-lives span 10⁵⁶) is gone: a longer time changes nothing.
    let time = min(time, 1e250 / fastest)
    // 1. Scale so that the fastest rate times the step is at most 1.
    let largest = fastest * time
    var squarings = 0
    if largest > 1 { squarings = Int(largest.exponent) + 1 }
    let step = time * Double(sign: .plus, exponent: -squarings, significand: 1)
    // 2. Shift: A = M h + μ I, every entry non-negative.
    let shift = min(1, fastest * step)
    var matrix = [Double](repeating: 0, count: count * count)
    for index in 0..<count {
      matrix[index * count + index] = max(0, shift - system.rates[index] * step)
    }
    for link in system.transitions {
      matrix[link.to * count + link.from] += link.fraction * system.rates[link.from] * step
    }
    // 3. The Taylor series of exp(A), every term non-negative.
    var sum = identity
    var term = identity
    var order = 1
    while order <= 400 {
      term = multiply(term, matrix, count: count)
      let divisor = Double(order)
      var changed = false
      for index in term.indices where term[index] != 0 {
        term[index] /= divisor
        let before = sum[index]
        sum[index] += term[index]
        if term[index] > before * 0x1p-57 { changed = true }
      }
      if !changed && order >= count { break }
      order += 1
    }
    let factor = exp(-shift)
    for index in sum.indices { sum[index] *= factor }
    // 4. Square back up to the whole time. The diagonal, e^(-λᵢ h 2ᵏ), is set exactly after
    // each squaring: squared, its rounding errors would double each time.
    var elapsed = step
    for _ in 0..<squarings {
      sum = multiply(sum, sum, count: count)
      elapsed *= 2
      for index in 0..<count {
        sum[index * count + index] = exp(-system.rates[index] * elapsed)
      }
    }
    return sum
  }

  /// The product of two lower-triangular matrices, row-major.
  private static func multiply(_ left: [Double], _ right: [Double], count: Int) -> [Double] {
    var product = [Double](repeating: 0, count: count * count)
    for row in 0..<count {
      for middle in 0...row {
        let value = left[row * count + middle]
        guard value != 0 else { continue }
        for column in 0...middle {
          product[row * count + column] += value * right[middle * count + column]
        }
      }
    }
    return product
  }
}
