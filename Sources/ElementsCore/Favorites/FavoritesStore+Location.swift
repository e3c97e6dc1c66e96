import Glibc

extension FavoritesStore {
  /// The environment variables ``defaultDirectory(environment:for:)`` looks at, in order.
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
  /// - Parameters:
  ///   - environment: The environment, e.g. ``processEnvironment()``, byte for byte.
  ///   - store: The file the directory is wanted for, as an error names it.
  /// - Returns: The directory's path.
  /// - Throws: ``StoreError/Problem/relativeLocation(variable:value:)`` for a relative
  ///   `ELEMENTS_HOME` or `XDG_DATA_HOME`; ``StoreError/Problem/noLocation`` if none of the
  ///   three applies.
  public static func defaultDirectory(
    environment: [String: SystemPath], for store: StoreError.Store = .favorites
  ) throws(StoreError) -> SystemPath {
    for variable in ["ELEMENTS_HOME", "XDG_DATA_HOME"] {
      guard let value = environment[variable], !value.isEmpty else { continue }
      guard value.isAbsolute else {
        throw StoreError(store, .relativeLocation(variable: variable, value: value.description))
      }
      let directory = value.withoutTrailingSlashes
      return variable == "ELEMENTS_HOME" ? directory : directory.appending("elements")
    }
    if let home = environment["HOME"], home.isAbsolute {
      return home.appending(".local/share/elements")
    }
    throw StoreError(store, .noLocation)
  }

  /// The variables of ``environmentVariables`` that are set in this process.
  /// - Returns: Their values, byte for byte, by name.
  public static func processEnvironment() -> [String: SystemPath] {
    var result: [String: SystemPath] = [:]
    for name in environmentVariables {
      if let value = SystemPath.environment(name) { result[name] = value }
    }
    return result
  }
}
