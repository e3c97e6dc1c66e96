import Glibc

/// The names in a directory, the one way the package lists one.
public enum DirectoryListing {
  /// The names of a directory's entries, "." and ".." included, in the order the system gives.
  /// - Parameter path: The directory.
  /// - Returns: The names, or `nil` if the directory cannot be opened.
  public static func names(_ path: String) -> [String]? {
    guard let stream = PathText.withCString(path, { opendir($0) }) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let capacity = MemoryLayout.size(ofValue: entry.pointee.d_name)
      names.append(
        withUnsafePointer(to: entry.pointee.d_name) { tuple in
          tuple.withMemoryRebound(to: CChar.self, capacity: capacity) { String(cString: $0) }
        })
    }
    return names
  }
}
