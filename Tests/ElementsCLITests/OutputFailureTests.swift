import Glibc
import Testing

@testable import ElementsCLI

/// Output that cannot be written, in process: a full disk is status 6 with one line on
/// stderr; a reader that has gone is a quiet 0. (The real descriptors are in the end-to-end
/// OutputErrorTests.)
@Suite struct OutputFailureTests {
  static let commands: [[String]] = [
    ["show", "Fe"], ["list", "--format", "json"], ["--help"], ["help", "--man"], ["table"],
    ["mass", "H2O"],
  ]

  @Test(arguments: commands)
  func aFullDiskIsStatusSix(_ words: [String]) {
    let run = CLI.run(
      words, environment: ["LANG": "C.UTF-8"], console: Console(failingOutputWith: ENOSPC))
    #expect(run.status == 6)
    #expect(run.stdout == "")
    #expect(run.stderr == "elements: cannot write output: No space left on device\n")
  }

  @Test(arguments: commands)
  func aReaderThatHasGoneIsQuiet(_ words: [String]) {
    let run = CLI.run(
      words, environment: ["LANG": "C.UTF-8"], console: Console(failingOutputWith: EPIPE))
    #expect(run.status == 0)
    #expect(run.stderr == "")
  }

  /// The status of a failed command is its own, however its output fares.
  @Test func aMissIsStillStatusOne() {
    let run = CLI.run(
      ["show", "Xx"], environment: ["LANG": "C.UTF-8"], console: Console(failingOutputWith: ENOSPC))
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("elements: no element matches 'Xx'"))
  }
}
