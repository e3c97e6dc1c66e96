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
  /// How many colours the terminal shows, for scales such as heatmaps; the fixed palettes of
  /// states, categories and blocks use 256 colours whatever this says.
  public var colorDepth: ColorDepth

  /// Makes a style.
  /// - Parameters:
  ///   - color: Whether to emit ANSI colours.
  ///   - unicode: Whether Unicode may be used.
  ///   - width: The terminal columns available.
  ///   - colorDepth: How many colours the terminal shows (see
  ///     ``ColorDepth/init(environment:)``); 256 by default.
  public init(color: Bool, unicode: Bool, width: Int, colorDepth: ColorDepth = .palette256) {
    self.color = color
    self.unicode = unicode
    self.width = width
    self.colorDepth = colorDepth
  }

  /// No colour, Unicode, 80 columns: what tests use.
  public static let plain = TerminalStyle(color: false, unicode: true, width: 80)

  /// "—" for a value the data does not know, or "-" in ASCII.
  var unknown: String { unicode ? "—" : "-" }
}
