/// The colour of a screen cell's text or background: an entry of the 256-colour palette (the
/// first 16 being the terminal's standard colours) or a 24-bit colour, so that a heatmap in the
/// browser is drawn in the colour depth the terminal announces (``ColorDepth``).
public enum CellColor: Sendable, Hashable, ExpressibleByIntegerLiteral {
  /// An index into the xterm 256-colour palette; 0-15 are the 16 standard colours.
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// A palette colour written as its index, e.g. `CellStyle(foreground: 172)`.
  /// - Parameter value: The palette index.
  public init(integerLiteral value: UInt8) { self = .palette(value) }

  /// The SGR parameters that select the colour: a standard colour as the 16-colour codes every
  /// terminal knows (`31`, `104`), the rest as `38;5;n` or `38;2;r;g;b` (48 for a background).
  /// - Parameter background: Whether it is a background colour.
  func sgrParameters(background: Bool) -> String {
    switch self {
    case .palette(let index) where index < 8: String((background ? 40 : 30) + Int(index))
    case .palette(let index) where index < 16: String((background ? 100 : 90) + Int(index) - 8)
    case .palette(let index): (background ? "48;5;" : "38;5;") + String(index)
    case .rgb(let red, let green, let blue):
      (background ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
    }
  }
}
