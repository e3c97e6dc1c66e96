/// A small pseudo-random generator that a seed makes reproducible: Steele, Lea and Flood's
/// SplitMix64 ("Fast splittable pseudorandom number generators", OOPSLA 2014).
///
/// The standard library's generator cannot be seeded, so a quiz with `--seed` uses this one: the
/// same seed gives the same numbers on every machine and every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Makes a generator whose numbers follow from a seed.
  /// - Parameter seed: Any number; equal seeds give equal sequences.
  public init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  /// - Returns: 64 pseudo-random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
