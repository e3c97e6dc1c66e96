import ElementsTestSupport
import Foundation
import Glibc

/// What a spawned process did.
struct SpawnResult {
  /// The exit status, or `nil` if a signal ended the process.
  var status: Int32?
  /// The signal that ended the process, if one did.
  var signal: Int32?
  var stdout: [UInt8]
  var stderr: [UInt8]
  /// Whether the process was killed for running past the time allowed.
  var timedOut: Bool

  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Starts programs as a login shell would: every signal at its default disposition and none
/// blocked, whatever the test runner set (an ignored SIGPIPE would otherwise be inherited and
/// hide a program that forgot to handle it). Enforces a generous "finishes at all" bound, and
/// can cap the program's memory.
enum Spawn {
  /// Where standard output goes.
  enum Output {
    /// A file, read back into the result.
    case captured
    /// A pipe whose reading end is already closed: every write fails with EPIPE.
    case closedPipe
  }

  /// Runs a program and waits for it.
  /// - Parameters:
  ///   - argv: The program's path and its arguments.
  ///   - environment: The whole environment.
  ///   - output: What standard output is connected to.
  ///   - timeout: Seconds after which the program is killed; a bound on hanging, not a speed test.
  static func run(
    _ argv: [String], environment: [String: String], output: Output = .captured,
    timeout: Double = 60
  ) throws -> SpawnResult {
    let directory = try TemporaryDirectory.make("spawn")
    defer { try? FileManager.default.removeItem(at: directory) }
    let outPath = directory.appendingPathComponent("out").path
    let errPath = directory.appendingPathComponent("err").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    var pipeEnds: [Int32] = [-1, -1]
    switch output {
    case .captured:
      posix_spawn_file_actions_addopen(
        &actions, STDOUT_FILENO, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    case .closedPipe:
      guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
      close(pipeEnds[0])
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    }
    posix_spawn_file_actions_addopen(
      &actions, STDERR_FILENO, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let pid: pid_t
    do {
      defer { if pipeEnds[1] >= 0 { close(pipeEnds[1]) } }
      pid = try spawnProcess(argv, environment: environment, actions: &actions)
    }

    var status: Int32 = 0
    var timedOut = false
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid { break }
      if done < 0 && errno != EINTR { throw POSIXError(.ECHILD) }
      if Date() > deadline, !timedOut {
        timedOut = true
        kill(pid, SIGKILL)
      }
      usleep(2000)
    }
    let signal = status & 0x7F
    return SpawnResult(
      status: signal == 0 ? (status >> 8) & 0xFF : nil,
      signal: signal == 0 ? nil : signal,
      stdout: output == .captured
        ? [UInt8](FileManager.default.contents(atPath: outPath) ?? Data()) : [],
      stderr: [UInt8](FileManager.default.contents(atPath: errPath) ?? Data()),
      timedOut: timedOut)
  }

  /// Runs the `elements` binary with the tests' base environment plus `environment`.
  /// - Parameter memoryLimitKiB: A cap on the program's address space (`ulimit -v`): past it,
  ///   allocation fails and the program dies. Not applied to AddressSanitizer builds, whose
  ///   shadow memory alone is terabytes of address space.
  /// - Parameter timeout: Seconds after which the program is killed.
  static func elements(
    _ arguments: [String], environment: [String: String] = [:], output: Output = .captured,
    memoryLimitKiB: Int? = nil, timeout: Double = 60
  ) throws -> SpawnResult {
    var argv = [Elements.path] + arguments
    if let memoryLimitKiB, !underAddressSanitizer {
      argv = ["/bin/bash", "-c", "ulimit -v \(memoryLimitKiB) && exec \"$0\" \"$@\""] + argv
    }
    return try run(
      argv, environment: Elements.baseEnvironment.merging(environment) { $1 }, output: output,
      timeout: timeout)
  }

  /// Whether the tests (and so the binary, built with them) use AddressSanitizer.
  static let underAddressSanitizer: Bool = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil

  /// Runs a bash script with `elements` first on the PATH.
  static func bash(_ script: String, environment: [String: String] = [:]) throws -> SpawnResult {
    var variables = Elements.baseEnvironment.merging(environment) { $1 }
    let directory = URL(fileURLWithPath: Elements.path).deletingLastPathComponent().path
    variables["PATH"] = directory + ":" + (variables["PATH"] ?? "")
    return try run(["/bin/bash", "-c", script], environment: variables)
  }
}

/// Starts a program with these file actions, every signal at its default and none blocked,
/// and no descriptor of the test runner's but those the actions set up.
/// - Parameters:
///   - argv: The program's path, then its arguments.
///   - environment: Its whole environment.
///   - actions: What to open, duplicate and close in the child.
///   - newSession: Whether it leads a session of its own, so that the first terminal it opens
///     becomes its controlling terminal.
/// - Returns: Its process id.
func spawnProcess(
  _ argv: [String], environment: [String: String], actions: inout posix_spawn_file_actions_t,
  newSession: Bool = false
) throws -> pid_t {
  closeInheritedDescriptors(&actions)
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var all = sigset_t()
  sigfillset(&all)
  var none = sigset_t()
  sigemptyset(&none)
  posix_spawnattr_setsigdefault(&attributes, &all)
  posix_spawnattr_setsigmask(&attributes, &none)
  let setSession: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc), not visible to Swift
  posix_spawnattr_setflags(
    &attributes,
    Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | (newSession ? setSession : 0)))

  let arguments = argv.map { strdup($0) } + [nil]
  defer { for pointer in arguments { free(pointer) } }
  let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { for pointer in variables { free(pointer) } }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, arguments, variables)
  guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }
  return pid
}

/// Adds a close action for every descriptor above standard error that is open now, so a
/// spawned program inherits nothing of the test runner's: a script another test is still
/// writing would otherwise stay open for writing in it, and running that script fail with
/// "Text file busy". (`posix_spawn_file_actions_addclosefrom_np` is not visible to Swift.)
func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
  let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
  for descriptor in open.compactMap(Int32.init) where descriptor > STDERR_FILENO {
    posix_spawn_file_actions_addclose(&actions, descriptor)
  }
}
