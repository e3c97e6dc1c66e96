import ElementsTestSupport
import Foundation

/// What a run of the real `elements` binary did.
struct RunResult {
  var stdout: String
  var stderr: String
  var status: Int32
  var stdoutBytes: [UInt8]
}

/// Runs the built `elements` binary as a user would, with a clean, predictable environment.
enum Elements {
  /// The binary beside the test bundle in the build folder.
  static let path: String = {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent("elements").path
  }()

  /// The environment every run starts from: UTF-8, 80 columns, no colour settings.
  static let baseEnvironment: [String: String] = [
    "PATH": "/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "COLUMNS": "80",
    "HOME": NSTemporaryDirectory(),
  ]

  /// SIGPIPE ignored in the test process, so that writing to a command that has ended fails
  /// with EPIPE instead of killing every test.
  static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Runs `elements` with these arguments; `environment` adds to or overrides the base.
  static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil)
    throws -> RunResult
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = baseEnvironment.merging(environment) { $1 }
    let directory = try TemporaryDirectory.make("run")
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("out")
    let err = directory.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    if let input {
      let pipe = Pipe()
      process.standardInput = pipe
      _ = ignoreBrokenPipes
      try process.run()
      // A command may end before it reads all its input (a usage error does): the write then
      // fails with EPIPE, which is the command's business, not a failure of the test.
      try? pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try pipe.fileHandleForWriting.close()
    } else {
      process.standardInput = FileHandle.nullDevice
      try process.run()
    }
    process.waitUntilExit()
    let stdout = try Data(contentsOf: out)
    let stderr = try Data(contentsOf: err)
    return RunResult(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self),
      status: process.terminationStatus,
      stdoutBytes: [UInt8](stdout))
  }

  /// Runs a shell pipeline with `elements` on the PATH (bash, pipefail on).
  static func shell(_ script: String, environment: [String: String] = [:]) throws -> RunResult {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "set -o pipefail; " + script]
    var env = baseEnvironment.merging(environment) { $1 }
    env["PATH"] = directory + ":" + (env["PATH"] ?? "")
    process.environment = env
    let pipe = Pipe()
    let errors = Pipe()
    process.standardOutput = pipe
    process.standardError = errors
    try process.run()
    let stdout = pipe.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self),
      status: process.terminationStatus, stdoutBytes: [UInt8](stdout))
  }

  /// The directory of the test's fixtures, shared with the ElementsCore tests.
  static let fixtures: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ElementsCoreTests/Fixtures").path
  }()

  /// Writes text to a new temporary file and returns its path.
  static func temporaryFile(_ contents: String, name: String = "data.plist") throws -> String {
    let directory = try TemporaryDirectory.make("fixture")
    let file = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: file)
    return file.path
  }
}

extension RunResult {
  /// True when no byte is an escape or other control character except newline.
  var stdoutIsPlain: Bool {
    stdoutBytes.allSatisfy { $0 == 0x0A || ($0 >= 0x20 && $0 != 0x7F) }
  }
}
