import Foundation

/// The built-in data as property-list entries, for tests that change some values and read
/// the copy with `--data`.
public enum BuiltInDataFile {
  /// The entries of `Resources/Elements.plist`, lightened: ion ground states and the isotope
  /// lists of all but `symbols` are left out. They are most of the file, and a debug build
  /// takes most of a second to read them, on every run of the program.
  /// - Parameter symbols: The elements whose isotopes stay.
  /// - Returns: The entries.
  /// - Throws: The file system's or the property-list reader's error.
  public static func entries(keepingIsotopesOf symbols: Set<String>) throws -> [[String: Any]] {
    let source = URL(fileURLWithPath: Repository.path + "/Resources/Elements.plist")
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
  /// - Parameters:
  ///   - entries: The entries.
  ///   - name: The file's name, unique to the test.
  /// - Returns: Its path, unique to `name` and this process.
  /// - Throws: The file system's or the property-list writer's error.
  public static func write(_ entries: [[String: Any]], name: String) throws -> String {
    let path = NSTemporaryDirectory() + "elements-\(name)-\(getpid()).plist"
    try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
      .write(to: URL(fileURLWithPath: path))
    return path
  }
}

/// The built-in data with its numbers as extreme as a double allows: zero, negatives, the
/// smallest and largest doubles, and values past Int64.
public enum ExtremeData {
  /// The extremes, each a value a property may take.
  public static let extremes: [Double] = [
    0, -1, -1e19, 1e-300, .leastNonzeroMagnitude, 1e308, 1.6e308, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 1e19, 9.3e18, 2.5e-16, 123_456_789.987654321, -1e-300,
  ]

  /// The keys whose values are real numbers in the built-in data.
  static let realKeys: Set<String> = [
    "abundanceCrust", "abundanceSea", "atomicRadius", "atomicWeightUncertainty", "boilingPoint",
    "covalentRadius", "density", "electronAffinity", "electronegativity", "heatOfFusion",
    "heatOfVaporization", "ionizationEnergy", "latticeConstant", "meltingPoint", "specificHeat",
    "thermalConductivity", "vanDerWaalsRadius",
  ]

  /// The built-in data with every number replaced, written to a file.
  /// - Parameters:
  ///   - name: The file's name, unique to the test.
  ///   - value: The value of each number, by the element's index and the key's.
  /// - Returns: The file's path.
  /// - Throws: The file system's or the property-list writer's error.
  public static func dataFile(name: String, _ value: (Int, Int) -> Double) throws -> String {
    var entries = try BuiltInDataFile.entries(keepingIsotopesOf: ["H", "C", "O", "S", "Fe"])
    for index in entries.indices {
      var entry = entries[index]
      for (keyIndex, key) in entry.keys.sorted().enumerated() {
        if realKeys.contains(key) {
          entry[key] = value(index, keyIndex)
        }
      }
      let weight = value(index, 99)
      if weight > 0 {
        entry["atomicWeight"] = String(format: weight < 1 ? "%.330f" : "%.1f", weight)
      }
      if var isotopes = entry["isotopes"] as? [[String: Any]] {
        for item in isotopes.indices {
          isotopes[item]["mass"] = abs(value(index, item))
          isotopes[item]["halfLife"] = abs(value(index, item + 1))
          if isotopes[item]["abundance"] != nil {
            isotopes[item]["abundance"] = abs(value(index, item + 2))
          }
        }
        entry["isotopes"] = isotopes
      }
      entries[index] = entry
    }
    return try BuiltInDataFile.write(entries, name: "extreme-\(name)")
  }
}
