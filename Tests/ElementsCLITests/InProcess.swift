import ElementsCLI
import ElementsTestSupport
import Foundation

/// What a command run in process did: ``CLIResult``, under the name the end-to-end tests use.
typealias RunResult = CLIResult

/// Runs `elements` commands in this process, through ``CLI/run(_:environment:input:)``: no
/// process is spawned, and the command's logic runs under the test's sanitizers.
enum Elements {
  /// A home for the runs that name none: an empty temporary directory, made once, so that no
  /// test reads or writes the user's favorites or quiz progress.
  static let home: String = {
    // A failure here leaves HOME unset, which the favorites commands report as an error.
    (try? TemporaryDirectory.make("in-process-home").path) ?? ""
  }()

  /// The environment every run starts from: UTF-8, 80 columns, no colour settings, a HOME of
  /// its own (so the favorites and quiz progress are in `HOME/.local/share/elements`).
  static var baseEnvironment: [String: String] {
    ["LANG": "C.UTF-8", "COLUMNS": "80", "HOME": home]
  }

  /// Runs `elements` with these arguments; `environment` adds to or overrides the base, and
  /// `input` is standard input.
  /// - Parameters:
  ///   - arguments: The words after the program name.
  ///   - environment: Variables to set; an empty value is set as empty.
  ///   - input: Standard input's text; none when `nil`.
  ///   - bytes: Standard input's bytes, after `input`'s.
  /// - Returns: Its output and exit status.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
    bytes: [UInt8] = []
  ) -> RunResult {
    CLI.run(
      arguments, environment: baseEnvironment.merging(environment) { $1 },
      input: Array((input ?? "").utf8) + bytes)
  }

  /// The directory of the test fixtures, shared with the ElementsCore tests.
  static let fixtures = Repository.fixtures

  /// Writes text to a new temporary file and returns its path.
  static func temporaryFile(_ contents: String, name: String = "data.plist") throws -> String {
    let directory = try TemporaryDirectory.make("fixture")
    let file = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: file)
    return file.path
  }
}

extension CLIResult {
  /// True when no byte is an escape or other control character except newline.
  var stdoutIsPlain: Bool {
    stdoutBytes.allSatisfy { $0 == 0x0A || ($0 >= 0x20 && $0 != 0x7F) }
  }
}
