import ElementsTestSupport
import Foundation
import Glibc
import Testing

/// Pipes, signals and child processes: the program ends quietly when its reader goes, leaves
/// the terminal as it found it, and never hands data to a shell.
@Suite struct ProcessSafetyTests {
  /// Commands whose output can be long.
  static let longOutputs: [[String]] = [
    ["list"], ["list", "--by", "state"], ["list", "--format", "json"], ["list", "--format", "csv"],
    ["list", "--format", "tsv"], ["search", "a"], ["search", "a", "--format", "json"], ["table"],
    ["show"] + (1...118).map(String.init) + ["--back"], ["show", "Fe", "Co", "--format", "json"],
    ["wiki"] + (1...118).map(String.init), ["completions", "bash"], ["help", "--man"], ["--help"],
  ]

  /// A reader that has already gone: the first write fails with EPIPE (SIGPIPE at its default,
  /// as a shell leaves it), and the program must end with status 0 and say nothing.
  @Test(arguments: longOutputs)
  func closedPipeEndsQuietly(_ arguments: [String]) throws {
    let run = try Spawn.elements(arguments, output: .closedPipe)
    #expect(run.signal == nil, "killed by signal \(run.signal ?? 0)")
    #expect(run.status == 0)
    #expect(run.stderrText == "")
  }

  /// `elements … | head -1` under `set -o pipefail`, as the README and the guide promise.
  @Test(arguments: longOutputs)
  func headUnderPipefail(_ arguments: [String]) throws {
    let words = arguments.map { "'\($0)'" }.joined(separator: " ")
    let run = try Spawn.bash("set -o pipefail; elements \(words) | head -1 >/dev/null")
    #expect(run.status == 0)
    #expect(run.stderrText == "")
  }

  /// A Wikipedia address full of shell syntax is passed to the browser as one argument, as it
  /// is; nothing in it runs. (Spaces and control characters are refused by the loader.)
  @Test func openNeverStartsAShell() throws {
    let directory = try HostileData.write([], name: "placeholder")
    defer { HostileData.remove(directory) }
    let folder = (directory as NSString).deletingLastPathComponent
    let log = folder + "/argv"
    let marker = folder + "/pwned"
    let address =
      "https://en.wikipedia.org/wiki/Co;touch${IFS}\(marker)|$(touch${IFS}\(marker))`touch${IFS}\(marker)`'\"&>x"
    let data = GoodData.plist([
      GoodData.iron, GoodData.cobalt.setting("wikipedia", .string(address)), GoodData.oxygen,
    ])
    let path = folder + "/data.plist"
    try Data(data.xml.utf8).write(to: URL(fileURLWithPath: path))
    let recorder = folder + "/browser"
    try Data("#!/bin/sh\nprintf '%s\\0' \"$@\" >> '\(log)'\n".utf8).write(
      to: URL(fileURLWithPath: recorder))
    chmod(recorder, 0o755)

    // A $BROWSER with %s, one without (the address goes last), and xdg-open found on the PATH.
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/xdg-open", withDestinationPath: recorder)
    let runs = [
      ["BROWSER": "\(recorder) --new-tab %s"], ["BROWSER": recorder],
      ["PATH": folder + ":/usr/bin:/bin"],
    ]
    for environment in runs {
      let run = try Spawn.elements(["--data", path, "open", "Co"], environment: environment)
      #expect(run.status == 0)
      #expect(run.stderrText == "")
    }
    let recorded = try String(contentsOfFile: log, encoding: .utf8)
    #expect(recorded == "--new-tab\0\(address)\0\(address)\0\(address)\0")
    #expect(!FileManager.default.fileExists(atPath: marker), "the address was run by a shell")

    let wiki = try Spawn.elements(["--data", path, "wiki", "Co"])
    #expect(wiki.stdoutText == address + "\n")
  }

  /// After a signal the terminal is exactly as found, as `stty -g` itself reports it on that
  /// terminal (and not only as the bytes of its termios).
  @Test(arguments: ["Ctrl-C", "SIGINT", "SIGTERM", "SIGHUP"])
  func signalsRestoreTheTerminal(_ ending: String) throws {
    // The program may set raw mode before `stty` could look, so "before" is read from a fresh
    // pseudo-terminal of its own: every new one starts in the same mode.
    let before = try PseudoTerminal.freshSttySettings()
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    #expect(try terminal.sttySettings() != before, "raw mode while browsing")
    switch ending {
    case "Ctrl-C": terminal.send("\u{03}")  // the line discipline turns it into SIGINT
    case "SIGINT": kill(terminal.pid, SIGINT)
    case "SIGTERM": kill(terminal.pid, SIGTERM)
    default: kill(terminal.pid, SIGHUP)
    }
    let exit = try #require(terminal.waitForExit())
    #expect(exit.signaled)
    #expect(try terminal.sttySettings() == before)
    #expect(!terminal.screen.alternateScreen)
    #expect(terminal.screen.cursorVisible)
  }
}

extension PseudoTerminal {
  /// What `stty -g` prints for this terminal.
  func sttySettings() throws -> String {
    try Self.sttySettings(of: slave)
  }

  /// What `stty -g` prints for a new pseudo-terminal that no program has touched.
  static func freshSttySettings() throws -> String {
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw POSIXError(.ENODEV) }
    defer { close(master) }
    var unlocked: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(master, 0x4004_5431, &unlocked) == 0, ioctl(master, 0x8004_5430, &number) == 0
    else { throw POSIXError(.ENODEV) }  // TIOCSPTLCK, TIOCGPTN
    let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw POSIXError(.ENODEV) }
    defer { close(slave) }
    return try sttySettings(of: slave)
  }

  private static func sttySettings(of slave: Int32) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/stty")
    process.arguments = ["-g"]
    process.standardInput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    let pipe = Pipe()
    process.standardOutput = pipe
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let settings = String(decoding: output, as: UTF8.self)
    guard process.terminationStatus == 0, !settings.isEmpty else {
      let reason = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      throw POSIXError(.EIO, userInfo: ["stty": reason])
    }
    return settings
  }
}
