import ElementsCore

/// Builders for the small data files the tests write.
enum Fixture {
  /// The directory of the checked-in fixtures.
  static let directory: String = {
    let path = #filePath
    return String(path[..<path.lastIndex(of: "/")!]) + "/Fixtures"
  }()

  /// Apple's original data file.
  static var applePlist: String { directory + "/TheElements-Elements.plist" }

  /// One plist entry with the keys every element needs, plus `extra` XML.
  static func entry(
    number: String = "<integer>26</integer>", symbol: String = "Fe", name: String = "Iron",
    state: String = "Solid", row: Int = 4, column: Int = 8, extra: String = ""
  ) -> String {
    """
    <dict>
      <key>atomicNumber</key>\(number)
      <key>symbol</key><string>\(symbol)</string>
      <key>name</key><string>\(name)</string>
      <key>state</key><string>\(state)</string>
      <key>vertPos</key><integer>\(row)</integer>
      <key>horizPos</key><integer>\(column)</integer>
      \(extra)
    </dict>
    """
  }

  /// A whole XML property list around a top-level value.
  static func plist(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      \(body)
      </plist>
      """.utf8)
  }

  /// A property list whose top level is an array of these entries.
  static func plist(entries: [String]) -> [UInt8] {
    plist("<array>\n" + entries.joined(separator: "\n") + "\n</array>")
  }

  /// Loads bytes as the file "test.plist", returning its warnings (or the error message).
  static func loadWarnings(_ bytes: [UInt8], file: String = "test.plist") -> [String] {
    do {
      return try DataFile.load(bytes: bytes, file: file).warnings.map(\.description)
    } catch {
      return ["error: " + error.description]
    }
  }

  /// Loads bytes as the file "test.plist", returning the error message if it fails.
  static func loadError(_ bytes: [UInt8], file: String = "test.plist") -> String? {
    do {
      _ = try DataFile.load(bytes: bytes, file: file)
      return nil
    } catch {
      return error.description
    }
  }
}

extension FavoritesStore {
  /// A store in a directory named in UTF-8, as the tests' scratch directories are.
  init(directory: String) {
    self.init(directory: SystemPath(directory))
  }
}

extension DataFile {
  /// Loads a file named in UTF-8, as the tests' fixtures are.
  static func load(path: String) throws(ElementsDataError) -> PeriodicTable {
    try load(path: SystemPath(path))
  }
}
