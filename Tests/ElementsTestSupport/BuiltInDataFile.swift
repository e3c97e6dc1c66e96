import Foundation

/// The built-in data as property-list entries, for tests that change some values and read
/// the copy with `--data`.
enum BuiltInDataFile {
  /// The entries of `Resources/Elements.plist`, lightened: ion ground states and the isotope
  /// lists of all but `symbols` are left out. They are most of the file, and a debug build
  /// takes most of a second to read them, on every run of the program.
  /// - Parameter symbols: The elements whose isotopes stay.
  static func entries(keepingIsotopesOf symbols: Set<String>) throws -> [[String: Any]] {
    let source = URL(fileURLWithPath: EcosystemTests.repository + "/Resources/Elements.plist")
    guard
      var entries = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: source), format: nil) as? [[String: Any]]
    else { throw POSIXError(.EINVAL) }
    for index in entries.indices {
      entries[index]["ions"] = nil
      if let symbol = entries[index]["symbol"] as? String, !symbols.contains(symbol) {
        entries[index]["isotopes"] = nil
      }
    }
    return entries
  }

  /// Writes entries to a new XML property list in the temporary directory.
  /// - Returns: Its path, unique to `name` and this process.
  static func write(_ entries: [[String: Any]], name: String) throws -> String {
    let path = NSTemporaryDirectory() + "elements-\(name)-\(getpid()).plist"
    try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
      .write(to: URL(fileURLWithPath: path))
    return path
  }
}
