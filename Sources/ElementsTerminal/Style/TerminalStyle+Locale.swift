import ElementsCore

extension TerminalStyle {
  /// Whether the user's locale encodes text as UTF-8, so Unicode output will display.
  ///
  /// Looks at the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and non-empty, as the C
  /// library does, and answers whether it names UTF-8 ("UTF-8" or "utf8", in any case). With
  /// none set the locale is "C", which is ASCII.
  /// - Parameter environment: The process environment.
  /// - Returns: `true` for a UTF-8 locale.
  public static func localeIsUTF8(environment: [String: String]) -> Bool {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let lowered = value.lowercased()
      return lowered.contains("utf-8") || lowered.contains("utf8")
    }
    return false
  }
}
