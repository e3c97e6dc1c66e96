/// Why a text is not a chemical formula, or why its mass cannot be computed, and where.
///
/// The message quotes the formula and names the problem; ``column`` says where to put a caret
/// under the formula as written. Every character before an error point is one the grammar
/// accepts, and each of those takes one terminal column, so the column counts Unicode scalars.
public struct FormulaError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The formula as the user wrote it.
  public let formula: String
  /// The problem, without the formula: "'[' is never closed".
  public let reason: String
  /// The display column (0-based) in ``formula`` of the character the problem is at; equal to
  /// the formula's length when the problem is its end.
  public let column: Int

  /// Whether the formula is well formed but the data cannot weigh it (an isotope label
  /// without isotope data, an isotope the data does not know).
  public let isDataProblem: Bool

  /// Makes an error.
  /// - Parameters:
  ///   - formula: The formula as written.
  ///   - reason: The problem.
  ///   - column: The 0-based column of the problem.
  ///   - isDataProblem: Whether the formula is well formed but cannot be weighed.
  public init(formula: String, reason: String, column: Int, isDataProblem: Bool = false) {
    self.formula = formula
    self.reason = reason
    self.column = column
    self.isDataProblem = isDataProblem
  }

  /// What the message starts with: "not a formula" or "cannot weigh".
  public var kind: String { isDataProblem ? "cannot weigh" : "not a formula" }

  /// One line: "not a formula: 'C[H': '[' is never closed".
  public var description: String { "\(kind): \(formula.quotedForMessage()): \(reason)" }
}
