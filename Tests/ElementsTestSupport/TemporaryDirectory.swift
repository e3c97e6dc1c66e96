import Foundation

/// The directories the end-to-end tests write their files in.
enum TemporaryDirectory {
  /// Makes a new empty directory in the system's temporary directory, named
  /// "elements-LABEL-UUID"; the caller removes it.
  /// - Parameter label: What the directory is for, e.g. "svg".
  /// - Returns: The directory.
  static func make(_ label: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "elements-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
