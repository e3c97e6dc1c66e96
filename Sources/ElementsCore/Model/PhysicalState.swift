/// An element's state at room temperature, or `artificial` for elements not found in nature.
///
/// The four cases follow Apple's TheElements: Technetium, Promethium and every element from
/// Neptunium on are `artificial`, whatever their state would be.
public enum PhysicalState: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Solid at room temperature.
  case solid = "Solid"
  /// Liquid at room temperature (Bromine and Mercury).
  case liquid = "Liquid"
  /// Gas at room temperature.
  case gas = "Gas"
  /// Made artificially rather than found in nature.
  case artificial = "Artificial"

  /// The name shown to users, as written in the data file: "Solid", "Liquid", "Gas", "Artificial".
  public var title: String { rawValue }

  /// Orders states as the original app's state list does: Solid, Liquid, Gas, Artificial.
  public static func < (lhs: PhysicalState, rhs: PhysicalState) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Reads a state from the user's words in any case: "solid", "GAS".
  /// - Parameter text: A state name.
  /// - Returns: The state, or `nil` if the text names none.
  public init?(userText text: String) {
    // The raw values, lower-cased.
    switch text.lowercased() {
    case "solid": self = .solid
    case "liquid": self = .liquid
    case "gas": self = .gas
    case "artificial": self = .artificial
    default: return nil
    }
  }
}
