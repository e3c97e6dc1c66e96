import ElementsTestSupport
import Foundation
import Testing

/// No byte a terminal could obey ever leaves the program from data: no C0 control but newline
/// (and TSV's tab, its separator, never from data), no DEL, no C1 control; with colour on, only
/// the program's own SGR sequences. Checked here, through the real binary, on the bytes of
/// stdout and stderr of `open`, which starts a browser; every other command, and `open` on
/// rejected data, is checked in process (ElementsCLITests' `TerminalSafetyTests`).
@Suite struct TerminalSafetyTests {
  /// Runs a command and checks both streams, byte by byte.
  static func expectSafe(_ arguments: [String], colour: Bool, data: String?) throws {
    let words =
      (data.map { ["--data", $0] } ?? []) + arguments + ["--color", colour ? "always" : "never"]
    // `open` must fail here (no browser), which prints the address and an error.
    let run = try Spawn.elements(words, environment: ["BROWSER": "false", "PATH": "/nonexistent"])
    let tsv = arguments.contains("tsv")
    if let bad = run.stdout.firstControl(allowingSGR: colour, allowingTab: tsv) {
      Issue.record("\(words): stdout byte 0x\(String(bad.byte, radix: 16)) at \(bad.offset)")
    }
    if let bad = run.stderr.firstControl() {
      Issue.record("\(words): stderr byte 0x\(String(bad.byte, radix: 16)) at \(bad.offset)")
    }
    #expect(run.signal == nil)
  }

  /// Data that loads, with a warning whose text carries escapes.
  static let oddData = GoodData.plist([
    GoodData.iron.setting("x&#27;]0;pwned&#7;&#127;\u{9B}", .string("\u{1B}[2J")),
    GoodData.cobalt, GoodData.oxygen,
  ])

  @Test(arguments: [false, true])
  func openOnAcceptedAndBuiltInData(colour: Bool) throws {
    let path = try HostileData.write(Array(Self.oddData.xml.utf8), name: "odd.plist")
    defer { HostileData.remove(path) }
    for data in [path, nil] {
      try Self.expectSafe(["open", "Co"], colour: colour, data: data)
    }
  }
}
