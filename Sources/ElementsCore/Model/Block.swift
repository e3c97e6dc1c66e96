/// The block of the periodic table: the orbital that an element's outermost electrons fill.
public enum Block: String, Sendable, Hashable, CaseIterable {
  /// Groups 1 and 2, and Helium.
  case s
  /// Groups 13 to 18.
  case p
  /// The transition metals.
  case d
  /// The lanthanides and actinides.
  case f

  /// The name shown to users: "s-block".
  public var title: String { "\(rawValue)-block" }
}
