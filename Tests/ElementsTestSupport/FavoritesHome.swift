import Foundation
import Glibc

/// A fresh, empty ELEMENTS_HOME for one test, deleted afterwards: where the favorites and the
/// quiz progress are kept.
public final class FavoritesHome {
  /// The directory.
  public let path: String

  /// Makes the directory.
  /// - Throws: The file system's error when it cannot be made.
  public init() throws {
    path = try TemporaryDirectory.make("home").path
  }

  deinit {
    chmod(path, 0o700)
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The favorites file's path.
  public var file: String { path + "/favorites" }

  /// The favorites file's bytes, or nil when there is none.
  public var bytes: Data? { FileManager.default.contents(atPath: file) }

  /// The favorite lines of the file: everything after the version line.
  public var entries: [String] {
    let text = String(decoding: bytes ?? Data(), as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    guard let version = lines.firstIndex(of: "elements-favorites 1") else { return [] }
    return Array(lines[(version + 1)...])
  }

  /// Writes quiz progress of two cards answered over two days: iron's symbol known (due in 6
  /// days), gold's name missed and due since yesterday.
  /// - Throws: The file system's error when the file cannot be written.
  public func writeTwoCardsAnswered() throws {
    let today = Int(Date().timeIntervalSince1970) / 86_400
    let content = """
      elements-quiz 1
      symbol\t26\t2.5\t2\t6\t\(today + 6)\t\(today)
      name\t79\t1.96\t0\t1\t\(today - 1)\t\(today - 2)
      day\t\(today - 2)
      day\t\(today - 1)

      """
    try Data(content.utf8).write(to: URL(fileURLWithPath: path + "/quiz"))
  }
}
