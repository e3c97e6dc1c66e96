import Foundation

/// The directories the tests that run commands write their files in.
public enum TemporaryDirectory {
  /// Makes a new empty directory in the system's temporary directory, named
  /// "elements-LABEL-UUID"; the caller removes it.
  /// - Parameter label: What the directory is for, e.g. "svg".
  /// - Returns: The directory.
  /// - Throws: The file system's error when the directory cannot be made.
  public static func make(_ label: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "elements-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}

/// Where the repository is, for the tests that read its files.
public enum Repository {
  /// The repository's folder.
  public static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The directory of the test fixtures, shared by the ElementsCore tests and the tests that
  /// run commands.
  public static let fixtures = path + "/Tests/ElementsCoreTests/Fixtures"
}
