extension Array where Element == String {
  /// The items as a list in prose: commas between them, the conjunction before the last.
  ///
  /// `["Iron", "Cobalt", "Nickel"].joined(conjunction: "and")` is "Iron, Cobalt and Nickel",
  /// `["name", "symbol"].joined(conjunction: "or")` is "name or symbol"; one item is itself,
  /// and no items are "".
  /// - Parameter conjunction: The word before the last item: "and" or "or".
  /// - Returns: The list as text.
  public func joined(conjunction: String) -> String {
    guard let last, count > 1 else { return last ?? "" }
    return dropLast().joined(separator: ", ") + " " + conjunction + " " + last
  }
}
