import ElementsTestSupport
import Foundation
import Testing

/// No byte a terminal could obey ever leaves the program from data: no C0 control but newline
/// (and TSV's tab, its separator, never from data), no DEL, no C1 control; with colour on, only
/// the program's own SGR sequences. Checked in process on the bytes of stdout and stderr of
/// every command; `open` on data that loads starts a browser, and is checked through the real
/// binary (the end-to-end `TerminalSafetyTests`).
@Suite struct TerminalSafetyTests {
  /// Every command that prints, in every format, but `open`.
  static let commands: [[String]] = [
    ["list"], ["list", "--by", "number"], ["list", "--by", "symbol"], ["list", "--by", "state"],
    ["list", "--format", "json"], ["list", "--format", "csv"], ["list", "--format", "tsv"],
    ["show", "Fe"], ["show", "Co", "--back"], ["flip", "O"],
    ["show", "Fe", "Co", "--format", "json"],
    ["search", "o"], ["search", "o", "--format", "csv"], ["search", "o", "--format", "tsv"],
    ["table"], ["table", "--color-by", "state", "--highlight", "Fe,O"], ["wiki", "Fe", "Co"],
    ["completions", "bash"], [],
  ]

  /// Runs a command and checks both streams, byte by byte.
  static func expectSafe(_ arguments: [String], colour: Bool, data: String?) {
    let words =
      (data.map { ["--data", $0] } ?? []) + arguments + ["--color", colour ? "always" : "never"]
    let run = Elements.run(words, environment: ["BROWSER": "false"])
    let tsv = arguments.contains("tsv")
    if let bad = run.stdoutBytes.firstControl(allowingSGR: colour, allowingTab: tsv) {
      Issue.record("\(words): stdout byte 0x\(String(bad.byte, radix: 16)) at \(bad.offset)")
    }
    if let bad = Array(run.stderr.utf8).firstControl() {
      Issue.record("\(words): stderr byte 0x\(String(bad.byte, radix: 16)) at \(bad.offset)")
    }
  }

  /// Data that loads, with a warning whose text carries escapes.
  static let oddData = GoodData.plist([
    GoodData.iron.setting("x&#27;]0;pwned&#7;&#127;\u{9B}", .string("\u{1B}[2J")),
    GoodData.cobalt, GoodData.oxygen,
  ])

  @Test(arguments: [false, true])
  func everyCommandOnAcceptedData(colour: Bool) throws {
    let path = try HostileData.write(Array(Self.oddData.xml.utf8), name: "odd.plist")
    defer { HostileData.remove(path) }
    let warned = Elements.run(["--data", path, "list"])
    #expect(warned.stderr.contains("unknown key 'x?]0;pwned???' ignored"))
    for command in Self.commands {
      Self.expectSafe(command, colour: colour, data: path)
    }
    let coloured = Elements.run(["--data", path, "show", "Fe", "--color", "always"])
    #expect(coloured.stdout.contains("\u{1B}["), "colour was asked for")
  }

  @Test(arguments: [false, true])
  func everyCommandOnTheBuiltInData(colour: Bool) {
    for command in Self.commands {
      Self.expectSafe(command, colour: colour, data: nil)
    }
  }

  /// Rejected files: the error that quotes their escapes is sanitised, whatever the command
  /// (`open` too: the file is refused before any browser starts).
  @Test(
    arguments: HostileData.cases.filter { $0.name.contains("ESC") || $0.name.contains("C1") })
  func everyCommandOnRejectedData(_ hostile: HostileCase) throws {
    let path = try HostileData.write(hostile.bytes(), name: hostile.fileName)
    defer { HostileData.remove(path) }
    for command in Self.commands + [["open", "Co"]] {
      Self.expectSafe(command, colour: true, data: path)
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
  func argumentsAreQuotedSafely(_ arguments: [String]) {
    let run = Elements.run(arguments)
    let stderr = Array(run.stderr.utf8)
    #expect(run.status != 0)
    #expect(stderr.firstControl() == nil, "\(run.stderr)")
    #expect(run.stdoutBytes.firstControl() == nil)
    #expect(
      run.stderr.contains("\\x1B") || run.stderr.contains("\\x7F") || run.stderr.contains("?"))
  }
}
