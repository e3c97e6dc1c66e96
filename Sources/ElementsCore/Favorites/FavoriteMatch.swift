/// How a favorite relates to the element data in use.
///
/// Favorites outlive data files: a favorite added with one file may be shown with another.
/// Every favorite gets a match, so none is dropped silently.
public enum FavoriteMatch: Sendable, Hashable {
  /// The data has the favorite's atomic number with the same symbol.
  case known(AtomicElement)
  /// The data has no element with the favorite's atomic number.
  case unknown
  /// The data has the atomic number, but under another symbol than the favorite stored (for
  /// example 118 stored as "Og", the data calling it "Uuo"). The element is the data's.
  case mismatch(AtomicElement)
}

extension Favorite {
  /// Finds this favorite in the element data.
  ///
  /// Symbols are compared exactly, case included, as the favorite stored its element's symbol.
  /// - Parameter table: The element data in use.
  /// - Returns: ``FavoriteMatch/known(_:)``, ``FavoriteMatch/unknown`` or
  ///   ``FavoriteMatch/mismatch(_:)``.
  public func match(in table: PeriodicTable) -> FavoriteMatch {
    guard let element = table.element(number: atomicNumber) else { return .unknown }
    return element.symbol == symbol ? .known(element) : .mismatch(element)
  }
}

extension FavoritesList {
  /// Pairs every favorite, in order, with what the element data says about it.
  /// - Parameter table: The element data in use.
  /// - Returns: One pair per favorite, in the list's order; none is left out.
  public func matches(in table: PeriodicTable) -> [(favorite: Favorite, match: FavoriteMatch)] {
    favorites.map { ($0, $0.match(in: table)) }
  }
}
