import ElementsTestSupport
import Foundation
import Testing

/// Output that cannot be written is an error with its own status (6), said on stderr; a reader
/// that has gone is not; and a broken stderr never changes the exit status.
@Suite struct OutputErrorTests {
  @Test(arguments: [["show", "Fe"], ["list", "--format", "json"], ["--help"], ["help", "--man"]])
  func aFullDiskIsReportedWithStatusSix(_ arguments: [String]) throws {
    let words = arguments.map { "'\($0)'" }.joined(separator: " ")
    let run = try Elements.shell("elements \(words) > /dev/full; echo \"status=$?\"")
    #expect(run.stdout == "status=6\n")
    #expect(run.stderr == "elements: cannot write output: No space left on device\n")
  }

  /// A favorites change that was saved but could not be reported: status 6, the change kept.
  @Test func aSavedChangeThatCannotBeReportedIsStatusSix() throws {
    let home = try FavoritesHome()
    let run = try Elements.shell(
      "ELEMENTS_HOME='\(home.path)' elements favorites add Fe > /dev/full; echo \"status=$?\"")
    #expect(run.stdout == "status=6\n")
    #expect(run.stderr == "elements: cannot write output: No space left on device\n")
    #expect(home.entries == ["26\tFe"])
  }

  @Test func aClosedStdoutIsReportedWithStatusSix() throws {
    let run = try Elements.shell("elements show Fe >&-; echo \"status=$?\" >&2")
    #expect(run.stderr == "elements: cannot write output: Bad file descriptor\nstatus=6\n")
  }

  @Test(arguments: ["list", "list --format json"])
  func aReaderThatHasGoneIsQuiet(command: String) throws {
    let run = try Elements.shell(
      "elements \(command) | head -c 1 >/dev/null; echo \"${PIPESTATUS[0]}\"")
    #expect(run.stdout == "0\n")
    #expect(run.stderr == "")
  }

  /// The status says what went wrong, whatever became of the message.
  @Test(arguments: [
    ("nosuchcmd", 2), ("show Xx", 1), ("show Fe", 0), ("--data /nonexistent list", 3),
  ])
  func aBrokenStderrKeepsTheStatus(command: String, status: Int) throws {
    for redirect in ["2>&-", "2>/dev/full"] {
      let run = try Elements.shell("elements \(command) >/dev/null \(redirect); echo \"$?\"")
      #expect(run.stdout == "\(status)\n", "\(command) \(redirect)")
    }
  }

  /// Both ends broken: the status is still the output error's.
  @Test func fullStdoutAndClosedStderr() throws {
    let run = try Elements.shell("elements show Fe > /dev/full 2>&-; echo \"$?\"")
    #expect(run.stdout == "6\n")
  }
}
