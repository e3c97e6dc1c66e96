import Foundation
import Testing

/// No byte a terminal could obey ever leaves the program from data: no C0 control but newline
/// (and TSV's tab, its separator, never from data), no DEL, no C1 control; with colour on, only
/// the program's own SGR sequences. Checked on the bytes of stdout and stderr of every command.
@Suite struct TerminalSafetyTests {
  /// Every command that prints, in every format.
  static let commands: [[String]] = [
    ["list"], ["list", "--by", "number"], ["list", "--by", "symbol"], ["list", "--by", "state"],
    ["list", "--format", "json"], ["list", "--format", "csv"], ["list", "--format", "tsv"],
    ["show", "Fe"], ["show", "Co", "--back"], ["flip", "O"],
    ["show", "Fe", "Co", "--format", "json"],
    ["search", "o"], ["search", "o", "--format", "csv"], ["search", "o", "--format", "tsv"],
    ["table"], ["table", "--color-by", "state", "--highlight", "Fe,O"], ["wiki", "Fe", "Co"],
    ["open", "Co"], ["completions", "bash"], [],
  ]

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
  func everyCommandOnAcceptedData(colour: Bool) throws {
    let path = try HostileDataTests.write(Array(Self.oddData.xml.utf8), name: "odd.plist")
    defer { HostileDataTests.remove(path) }
    let warned = try Spawn.elements(["--data", path, "list"])
    #expect(warned.stderrText.contains("unknown key 'x?]0;pwned???' ignored"))
    for command in Self.commands {
      try Self.expectSafe(command, colour: colour, data: path)
    }
    let coloured = try Spawn.elements(["--data", path, "show", "Fe", "--color", "always"])
    #expect(coloured.stdoutText.contains("\u{1B}["), "colour was asked for")
  }

  @Test(arguments: [false, true])
  func everyCommandOnTheBuiltInData(colour: Bool) throws {
    for command in Self.commands {
      try Self.expectSafe(command, colour: colour, data: nil)
    }
  }

  /// Rejected files: the error that quotes their escapes is sanitised, whatever the command.
  @Test(
    arguments: HostileDataTests.cases.filter { $0.name.contains("ESC") || $0.name.contains("C1") })
  func everyCommandOnRejectedData(_ hostile: HostileCase) throws {
    let path = try HostileDataTests.write(hostile.bytes(), name: hostile.fileName)
    defer { HostileDataTests.remove(path) }
    for command in Self.commands {
      try Self.expectSafe(command, colour: true, data: path)
    }
  }

  /// What the user types is quoted back in errors, sanitised too: a control character shows as
  /// `\x1B` (or `?` in a quoted word, as every message quotes one).
  @Test(arguments: [
    ["show", "\u{1B}]0;pwned\u{07}"], ["search", "\u{1B}[2J\u{9B}"], ["\u{1B}[31mlist"],
    ["list", "--letter", "\u{1B}"], ["table", "--highlight", "Fe,\u{7F}"],
    ["list", "--by", "\u{1B}]8;;x\u{1B}\\"], ["--data", "/nonexistent/\u{1B}]0;x\u{07}", "list"],
    ["help", "\u{1B}[2J"],
  ])
  func argumentsAreQuotedSafely(_ arguments: [String]) throws {
    let run = try Spawn.elements(arguments)
    #expect(run.status != 0)
    #expect(run.stderr.firstControl() == nil, "\(run.stderrText)")
    #expect(run.stdout.firstControl() == nil)
    #expect(
      run.stderrText.contains("\\x1B") || run.stderrText.contains("\\x7F")
        || run.stderrText.contains("?"))
  }
}
