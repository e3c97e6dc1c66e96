/// An element's standard atomic weight as CIAAW publishes it: the value used today with its
/// uncertainty, and for elements whose weight varies in nature, the interval it lies in.
///
/// For an interval element (H, Li, B, C, N, O, Mg, Si, S, Cl, Ar, Br, Tl, Pb) ``value`` is the
/// conventional value, e.g. hydrogen 1.008 in [1.00784, 1.00811].
public struct StandardAtomicWeight: Sendable, Hashable {
  /// The value as published, e.g. "55.845" or the conventional "1.008".
  public var text: String
  /// The standard uncertainty of the value in daltons, e.g. 0.002 for iron.
  public var uncertainty: Double?
  /// The interval, for elements whose standard atomic weight is given as one.
  public var interval: ClosedRange<Double>?

  /// Makes a weight.
  /// - Parameters:
  ///   - text: The value as published.
  ///   - uncertainty: Its uncertainty in Da.
  ///   - interval: The interval, if the weight is one.
  public init(text: String, uncertainty: Double? = nil, interval: ClosedRange<Double>? = nil) {
    self.text = text
    self.uncertainty = uncertainty
    self.interval = interval
  }

  /// The value in daltons.
  public var value: Double { Double(text) ?? .nan }

  /// Whether ``value`` is a conventional value standing for an interval.
  public var isConventional: Bool { interval != nil }
}
