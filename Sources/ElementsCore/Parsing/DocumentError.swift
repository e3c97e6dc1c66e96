/// Why a document could not be read.
///
/// `line` is 1-based where the format has lines (XML, JSON, OpenStep) and `nil` for binary
/// property lists.
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line of the problem in a text document, or `nil` for binary documents and for
  /// problems that concern the whole file (such as an empty or unrecognised file).
  public var line: Int?
  /// A lower-case description without a trailing period, such as `duplicate key 'name'`.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The 1-based line of the problem, or `nil` if it has none.
  ///   - reason: A lower-case description without a trailing period.
  public init(line: Int?, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// The reason, prefixed with `line N: ` when the line is known.
  public var description: String {
    if let line { "line \(line): \(reason)" } else { reason }
  }
}
