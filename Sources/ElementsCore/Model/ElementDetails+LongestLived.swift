extension ElementDetails {
  /// The element's longest-lived isotope, chosen as its bracketed mass number is ("[259]" for
  /// nobelium): the isotope of that mass number, where the weight is one and the isotope has a
  /// half-life (the data's choice, which passes over isotopes seen only in a few tentative decay
  /// chains); otherwise the ground state with the longest half-life NUBASE measured, by central
  /// value, and only where it measured none, the longest it estimates from systematics (`#`),
  /// whose isotopes may never have been made.
  /// - Parameters:
  ///   - weight: The element's atomic weight; a mass number names the isotope.
  ///   - include: Which isotopes may be chosen (those that decay in a known way, say).
  /// - Returns: The isotope, or `nil` when no ground state with a half-life passes `include`.
  public func longestLivedIsotope(
    weight: AtomicWeight?, where include: (Isotope) -> Bool = { _ in true }
  ) -> Isotope? {
    let candidates = isotopes.filter { $0.isomer == nil && $0.halfLife != nil && include($0) }
    if case .massNumber(let number)? = weight,
      let named = candidates.first(where: { $0.massNumber == number })
    {
      return named
    }
    let measured = candidates.filter { !$0.halfLife!.isEstimated }
    return (measured.isEmpty ? candidates : measured).max {
      $0.halfLife!.seconds < $1.halfLife!.seconds
    }
  }
}
