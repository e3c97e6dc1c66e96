import Glibc

extension FavoritesStore {
  /// The environment variables ``defaultDirectory(environment:)`` looks at, in order.
  public static let environmentVariables = ["ELEMENTS_HOME", "XDG_DATA_HOME", "HOME"]

  /// The directory that holds the favorites, by the XDG base directory rules.
  ///
  /// The first that applies:
  /// 1. `$ELEMENTS_HOME`, if set and not empty;
  /// 2. `$XDG_DATA_HOME/elements`, if `XDG_DATA_HOME` is set and not empty;
  /// 3. `$HOME/.local/share/elements`, if `HOME` is set and absolute.
  ///
  /// The first two must be absolute paths, the same rule for both: the XDG specification calls
  /// a relative path invalid, and a setting the user made is never silently passed over for
  /// another folder, so a relative one is an error that names the variable.
  ///
  /// Trailing slashes are dropped. This function only computes a path; nothing is created.
  /// - Parameter environment: The environment, e.g. ``processEnvironment()``.
  /// - Returns: The directory's path.
  /// - Throws: ``FavoritesError/relativeLocation(variable:value:)`` for a relative
  ///   `ELEMENTS_HOME` or `XDG_DATA_HOME`; ``FavoritesError/noLocation`` if none of the three
  ///   applies.
  public static func defaultDirectory(environment: [String: String]) throws(FavoritesError)
    -> String
  {
    for variable in ["ELEMENTS_HOME", "XDG_DATA_HOME"] {
      guard let value = environment[variable], !value.isEmpty else { continue }
      guard value.hasPrefix("/") else {
        throw .relativeLocation(variable: variable, value: value)
      }
      let directory = withoutTrailingSlashes(value)
      return variable == "ELEMENTS_HOME" ? directory : joined(directory, "elements")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return joined(home, ".local/share/elements")
    }
    throw .noLocation
  }

  /// The variables of ``environmentVariables`` that are set in this process.
  /// - Returns: Their values, by name.
  public static func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    for name in environmentVariables {
      if let value = PathText.environment(name) { result[name] = value }
    }
    return result
  }

  /// `path` without trailing slashes, except that "/" stays "/".
  static func withoutTrailingSlashes(_ path: String) -> String {
    var result = Substring(path)
    while result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return String(result)
  }

  /// `directory/name`, with exactly one slash between them.
  static func joined(_ directory: String, _ name: String) -> String {
    let base = withoutTrailingSlashes(directory)
    return base == "/" ? "/" + name : base + "/" + name
  }
}
