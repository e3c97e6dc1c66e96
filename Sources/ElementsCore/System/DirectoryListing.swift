import Glibc

/// The names in a directory, the one way the package lists one.
public enum DirectoryListing {
  /// The names of a directory's entries, "." and ".." included, in the order the system gives.
  /// - Parameter path: The directory.
  /// - Returns: The names, byte for byte, or `nil` if the directory cannot be opened.
  public static func names(_ path: SystemPath) -> [SystemPath]? {
    guard let stream = path.withCString({ opendir($0) }) else { return nil }
    defer { closedir(stream) }
    var names: [SystemPath] = []
    while let entry = readdir(stream) {
      names.append(
        withUnsafePointer(to: entry.pointee.d_name) { tuple in
          let bytes = UnsafeRawPointer(tuple).assumingMemoryBound(to: CChar.self)
          return SystemPath(bytes: UnsafeRawBufferPointer(start: bytes, count: strlen(bytes)))
        })
    }
    return names
  }
}
