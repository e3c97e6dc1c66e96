/// When to colour output: the `--color` flag.
public enum ColorMode: String, Sendable, CaseIterable {
  /// Colour when writing to a terminal, unless the environment says otherwise.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// Decides whether output gets colour.
  ///
  /// `never` and `always` mean what they say. `auto` follows the conventions, in this order:
  /// `NO_COLOR` set and non-empty turns colour off (no-color.org); `CLICOLOR_FORCE` set to
  /// anything but "0" turns it on; otherwise colour goes only to a terminal whose `TERM` is not
  /// "dumb".
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  /// - Returns: `true` to colour.
  public func isEnabled(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    switch self {
    case .never: return false
    case .always: return true
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if let force = environment["CLICOLOR_FORCE"], force != "0" { return true }
      return outputIsTerminal && environment["TERM"] != "dumb"
    }
  }
}
