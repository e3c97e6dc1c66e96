import ElementsTestSupport
import Foundation
import Testing

/// The hostile files of SECURITY.md whose size or depth is the attack, through the real
/// binary: each reaches its documented outcome with bounded memory and without hanging. The
/// other cases of ``HostileData/cases`` run in process (ElementsCLITests' `HostileDataTests`).
@Suite struct HostileDataTests {
  /// The address space every case must fit in: 512 MiB, for files of at most 8 MiB. (An 8 MiB
  /// JSON file of empty objects once took 2 GB.)
  static let memoryLimit = 512 << 10

  @Test(arguments: HostileData.bounded)
  func reachesItsDocumentedOutcome(_ hostile: HostileCase) throws {
    let bytes = hostile.bytes()
    let path = try HostileData.write(bytes, name: hostile.fileName)
    defer { HostileData.remove(path) }
    guard case .reject(let template) = hostile.outcome else {
      Issue.record("\(hostile.name): a bounded case is a rejection")
      return
    }
    let message = template.replacing("{size}", with: String(bytes.count))
    for command in [["list"], ["show", "Fe", "--back"]] {
      let run = try Spawn.elements(["--data", path] + command, memoryLimitKiB: Self.memoryLimit)
      #expect(!run.timedOut)
      #expect(run.signal == nil)
      #expect(run.status == 3)
      #expect(run.stdout.isEmpty, "partial output on stdout")
      #expect(run.stderrText == "elements: \(path): \(message)\n")
    }
  }
}
