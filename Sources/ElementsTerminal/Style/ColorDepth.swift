/// How many colours a terminal shows.
public enum ColorDepth: Sendable, Hashable {
  /// The 16 standard colours (SGR 40-47, 100-107).
  case ansi16
  /// The xterm 256-colour palette (SGR 48;5;n).
  case palette256
  /// 24-bit colour (SGR 48;2;r;g;b).
  case trueColor

  /// The depth the environment announces: 24-bit when `COLORTERM` is "truecolor" or "24bit",
  /// else 256 when `TERM` ends in "256color" (or `COLORTERM` is set at all), else 16.
  /// - Parameter environment: The process environment.
  public init(environment: [String: String]) {
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" {
      self = .trueColor
    } else if (environment["TERM"] ?? "").hasSuffix("256color") || !colorTerm.isEmpty {
      self = .palette256
    } else {
      self = .ansi16
    }
  }
}
