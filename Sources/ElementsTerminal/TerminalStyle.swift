/// How output may look: decided once by the CLI and passed in.
///
/// Every renderer is a pure function of its inputs and this style; none reads the environment.
public struct TerminalStyle: Sendable, Hashable {
  /// Whether to emit ANSI SGR colours and emphasis.
  public var color: Bool
  /// Whether Unicode may be used; `false` means pure ASCII output: box drawing, marks, "—",
  /// "°" and "³" all degrade to ASCII.
  public var unicode: Bool
  /// The terminal columns available.
  public var width: Int

  /// Makes a style.
  /// - Parameters:
  ///   - color: Whether to emit ANSI colours.
  ///   - unicode: Whether Unicode may be used.
  ///   - width: The terminal columns available.
  public init(color: Bool, unicode: Bool, width: Int) {
    self.color = color
    self.unicode = unicode
    self.width = width
  }

  /// No colour, Unicode, 80 columns: what tests use.
  public static let plain = TerminalStyle(color: false, unicode: true, width: 80)

  /// "—" for a value the data does not know, or "-" in ASCII.
  var unknown: String { unicode ? "—" : "-" }
}
