import ElementsTestSupport
import Foundation
import Testing

/// The hostile-input table of SECURITY.md, pinned, in process: every case reaches its
/// documented outcome. The cases whose size or depth is the attack
/// (``HostileData/boundedNames``) run through the real binary under a memory limit instead.
@Suite struct HostileDataTests {
  /// Each command's output on the good file.
  static let good: [String: [UInt8]] = {
    let path = try! HostileData.write(Array(GoodData.plist().xml.utf8), name: "good.plist")
    var outputs: [String: [UInt8]] = [:]
    for command in HostileData.commands {
      outputs[command.joined(separator: " ")] =
        Elements.run(["--data", path] + command)
        .stdoutBytes
    }
    HostileData.remove(path)
    return outputs
  }()

  @Test(arguments: HostileData.inProcess)
  func reachesItsDocumentedOutcome(_ hostile: HostileCase) throws {
    let bytes = hostile.bytes()
    let path = try HostileData.write(bytes, name: hostile.fileName)
    defer { HostileData.remove(path) }
    switch hostile.outcome {
    case .reject(let template):
      let message = template.replacing("{size}", with: String(bytes.count))
      for command in [["list"], ["show", "Fe", "--back"]] {
        let run = Elements.run(["--data", path] + command)
        #expect(run.status == 3)
        #expect(run.stdoutBytes.isEmpty, "partial output on stdout")
        #expect(run.stderr == "elements: \(path): \(message)\n")
      }
    case .accept(let warnings, let sameAs):
      let expected = warnings.map { "elements: warning: \(path): \($0)\n" }.joined()
      for command in sameAs ?? HostileData.commands {
        let run = Elements.run(["--data", path] + command)
        #expect(run.status == 0, "\(command)")
        #expect(run.stderr == expected, "\(command)")
        let good = try #require(Self.good[command.joined(separator: " ")])
        #expect(
          HostileData.withoutDataFile(run.stdout)
            == HostileData.withoutDataFile(String(decoding: good, as: UTF8.self)), "\(command)")
      }
    }
  }
}
