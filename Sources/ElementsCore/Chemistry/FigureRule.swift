/// How many significant figures results are shown to.
///
/// A given amount like `10g` (trailing zeros without a point) is ambiguous: answer keys treat
/// it as exact to 2 or 3 figures. So results show the fewest figures of the amounts given, but
/// at least 3, unless the user asks for strict counting or a number of figures.
public enum FigureRule: Sendable, Hashable {
  /// The fewest figures given, but at least ``helpfulMinimum``.
  case helpful
  /// The fewest figures given, counted strictly by the textbook rule.
  case strict
  /// Exactly this many figures (1 to ``maximum``).
  case fixed(Int)

  /// The fewest figures ``helpful`` shows.
  public static let helpfulMinimum = 3
  /// The most figures `--sig` takes: as many as a Double holds.
  public static let maximum = 15

  /// Reads `--sig`'s value: "strict", or a number of figures from 1 to ``maximum``.
  /// - Parameter text: The option's value.
  /// - Throws: A ``StoichiometryError`` quoting the text for anything else.
  public init(parsing text: String) throws(StoichiometryError) {
    let word = String(text.trimmingWhitespace)
    if word.lowercased() == "strict" {
      self = .strict
    } else if let number = Int(word), (1...Self.maximum).contains(number) {
      self = .fixed(number)
    } else {
      throw StoichiometryError(
        "--sig \(text.quotedForMessage()) is not 'strict' or a number of figures from 1 to \(Self.maximum)"
      )
    }
  }

  /// The figures to show for amounts whose fewest figures, counted strictly, are `counted`.
  /// - Parameter counted: The strict count.
  /// - Returns: The figures to show.
  public func figures(counted: Int) -> Int {
    switch self {
    case .helpful: return max(counted, Self.helpfulMinimum)
    case .strict: return counted
    case .fixed(let figures): return figures
    }
  }
}
