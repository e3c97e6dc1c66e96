import ElementsTestSupport
import Foundation
import Testing

/// `elements quiz` where real processes matter: runs at the same time, each saving its answers
/// under the lock.
@Suite struct QuizProcessTests {
  /// A fresh ELEMENTS_HOME, so that no test sees another's progress.
  let home: FavoritesHome

  init() throws { home = try FavoritesHome() }

  /// The card lines of the progress file.
  func progressLines() throws -> [String] {
    try String(contentsOfFile: home.path + "/quiz", encoding: .utf8).split(separator: "\n")
      .map(String.init).filter {
        !$0.hasPrefix("#") && !$0.hasPrefix("elements-quiz") && !$0.hasPrefix("day\t")
      }
  }

  @Test func concurrentRunsLoseNoAnswer() throws {
    let script =
      (0..<4).map { part in
        "yes x | head -25 | elements quiz --ask number --set \(part * 25 + 1)-\(part * 25 + 25)"
          + " --count 25 > /dev/null &"
      }.joined(separator: " ") + " wait"
    let result = try Elements.shell(script, environment: ["ELEMENTS_HOME": home.path])
    #expect(result.status == 0)
    let numbers = try progressLines().compactMap { Int($0.split(separator: "\t")[1]) }
    #expect(numbers.sorted() == Array(1...100))
  }
}
