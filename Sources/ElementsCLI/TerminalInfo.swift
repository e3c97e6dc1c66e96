import ElementsCore
import Glibc

/// What the program can learn about its standard output and environment.
enum TerminalInfo {
  /// The environment variables of text the program reads. Only these are looked up.
  static let variables = [
    "NO_COLOR", "CLICOLOR_FORCE", "TERM", "COLORTERM", "LC_ALL", "LC_CTYPE", "LANG", "COLUMNS",
    "LINES", "BROWSER", "DISPLAY", "WAYLAND_DISPLAY", "ELEMENTS_MOUSE",
  ]

  /// The environment variables that name paths, read byte for byte.
  static let pathVariables = ["ELEMENTS_DATA"] + FavoritesStore.environmentVariables

  /// The variables of ``variables`` that are set; a byte that is not UTF-8 reads as U+FFFD.
  static func environment() -> [String: String] {
    var environment = [String: String](minimumCapacity: variables.count)
    for name in variables {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  /// The variables of ``pathVariables`` that are set, byte for byte.
  static func pathEnvironment() -> [String: SystemPath] {
    var paths = [String: SystemPath](minimumCapacity: pathVariables.count)
    for name in pathVariables {
      if let value = SystemPath.environment(name) { paths[name] = value }
    }
    return paths
  }

  /// Whether the terminal can draw a full screen: `TERM` is set, and not `dumb` (an editor's
  /// shell buffer, a CI log). Without it, `elements` prints the table, as into a pipe.
  static func canDrawFullScreen(environment: [String: String]) -> Bool {
    guard let term = environment["TERM"], !term.isEmpty else { return false }
    return term != "dumb"
  }

  /// Whether a graphical display is there, where a web browser opens a window of its own.
  static func hasDisplay(environment: [String: String]) -> Bool {
    [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
  }

  /// The width to fit: `COLUMNS` when set, else the terminal's width, else 80.
  /// - Parameters:
  ///   - environment: The environment, for `COLUMNS`.
  ///   - console: The streams, for the terminal's size.
  static func width(environment: [String: String], console: Console) -> Int {
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
      return min(columns, 1000)
    }
    if let size = console.terminalSize, size.columns > 0 { return size.columns }
    return 80
  }

  /// The lines to fill: `LINES` when set, else the terminal's height, else 24.
  /// - Parameters:
  ///   - environment: The environment, for `LINES`.
  ///   - console: The streams, for the terminal's size.
  static func height(environment: [String: String], console: Console) -> Int {
    if let text = environment["LINES"], let lines = Int(text), lines > 0 {
      return min(lines, 1000)
    }
    if let size = console.terminalSize, size.lines > 0 { return size.lines }
    return 24
  }
}
