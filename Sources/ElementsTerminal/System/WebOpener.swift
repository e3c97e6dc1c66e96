import ElementsCore
import Glibc

/// Opens a web address in the user's browser, without a shell.
///
/// Tries each command of `$BROWSER` in turn (a colon-separated list; in each, `%s` stands for
/// the address, otherwise the address is added as the last argument), then `xdg-open`. The
/// address always travels as one argument of its own, so no character in it is interpreted.
public struct WebOpener: Sendable {
  /// What to do with the launched program's standard streams.
  public enum Streams: Sendable {
    /// Share the terminal: right for the command line, where a text browser may take over.
    case inherit
    /// Send them to /dev/null: right for a full-screen program whose screen must not be garbled.
    case discard
  }

  /// The `$BROWSER` value, if any.
  public var browserVariable: String?
  /// What happens to the launched program's output.
  public var streams: Streams

  /// Makes an opener.
  /// - Parameters:
  ///   - browserVariable: The value of `$BROWSER`, if set.
  ///   - streams: Whether the launched program shares the terminal.
  public init(browserVariable: String?, streams: Streams = .inherit) {
    self.browserVariable = browserVariable
    self.streams = streams
  }

  /// The commands that will be tried, in order, each as its argument list.
  /// - Parameter address: The web address.
  /// - Returns: Argument lists; the first word of each is the program.
  public func candidates(for address: String) -> [[String]] {
    var commands: [[String]] = []
    for entry in (browserVariable ?? "").split(separator: ":") {
      let words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard !words.isEmpty else { continue }
      var substituted = false
      var command = words.map { word -> String in
        guard word.contains("%s") else { return word.replacing("%%", with: "%") }
        substituted = true
        return word.replacing("%s", with: address)
      }
      if !substituted { command.append(address) }
      commands.append(command)
    }
    commands.append(["xdg-open", address])
    return commands
  }

  /// Opens the address with the first command that succeeds.
  /// - Parameter address: The web address, as the loader validated it.
  /// - Returns: `nil` when a browser took it; otherwise why each command failed, joined.
  public func open(_ address: String) -> String? {
    var failures: [String] = []
    for command in candidates(for: address) {
      switch Self.run(command, streams: streams) {
      case .success: return nil
      case .failure(let reason): failures.append("\(command[0]) \(reason)")
      }
    }
    return failures.joined(separator: "; ")
  }

  /// Starts opening the address without waiting: the first command is spawned now, and
  /// ``Launch/poll()`` moves on to the next when one fails. For a full-screen program, whose
  /// screen must keep answering keys however long a browser command takes.
  /// - Parameter address: The web address, as the loader validated it.
  /// - Returns: The opening in progress.
  public func launch(_ address: String) -> Launch {
    var launch = Launch(
      address: address, remaining: candidates(for: address)[...], streams: streams)
    launch.startNext()
    return launch
  }

  /// An opening in progress, started by ``launch(_:)``: one command running at a time.
  public struct Launch: Sendable {
    /// What comes of a ``poll()``.
    public enum Progress: Sendable, Hashable {
      /// A command is still running.
      case running
      /// A browser took the address.
      case opened
      /// Every command failed; why each did, joined.
      case failed(String)
    }

    /// The address being opened.
    public let address: String
    /// The program of the command running now, if one is.
    public var runningProgram: String? { running?.program }
    private var remaining: ArraySlice<[String]>
    private let streams: Streams
    private var running: (pid: pid_t, program: String)?
    private var failures: [String] = []
    private var done: Progress?

    fileprivate init(address: String, remaining: ArraySlice<[String]>, streams: Streams) {
      self.address = address
      self.remaining = remaining
      self.streams = streams
    }

    /// Checks on the running command without blocking; starts the next one if it failed.
    /// - Returns: ``Progress/running`` until a command succeeds or all have failed.
    public mutating func poll() -> Progress {
      if let done { return done }
      while let (pid, program) = running.map({ ($0.pid, $0.program) }) {
        var status: Int32 = 0
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == 0 || (waited < 0 && errno == EINTR) { return .running }
        running = nil
        let outcome = waited < 0 ? .failure("could not be waited for") : Self.outcome(status)
        switch outcome {
        case .success:
          done = .opened
          return .opened
        case .failure(let reason):
          failures.append("\(program) \(reason)")
          startNext()
        }
      }
      let result = Progress.failed(failures.joined(separator: "; "))
      done = result
      return result
    }

    /// Spawns the next command that starts, noting why those that do not failed.
    fileprivate mutating func startNext() {
      while let command = remaining.popFirst() {
        switch WebOpener.spawn(command, streams: streams) {
        case .success(let pid):
          running = (pid, command[0])
          return
        case .failure(let reason):
          failures.append("\(command[0]) \(reason.text)")
        }
      }
    }

    /// The process's open file descriptors, from /proc/self/fd (none if it cannot be read);
    /// not the listing's own, closed again by now.
    private static func openDescriptors() -> [Int32] {
      (DirectoryListing.names(SystemPath("/proc/self/fd")) ?? []).compactMap {
        String(validating: $0.bytes, as: UTF8.self).flatMap { Int32($0) }
      }.filter {
        fcntl($0, F_GETFD) >= 0
      }
    }

    fileprivate static func outcome(_ status: Int32) -> Outcome { WebOpener.outcome(status) }
  }

  fileprivate enum Outcome {
    case success
    case failure(String)
  }

  /// Why a command did not start.
  fileprivate struct SpawnFailure: Error {
    let text: String
  }

  fileprivate static func spawn(_ command: [String], streams: Streams) -> Result<
    pid_t, SpawnFailure
  > {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if case .discard = streams {
      for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
        let flags = descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
      }
    }
    // The browser gets the three standard streams and nothing else of ours: no lock file, no
    // pipe a parent watches for our exit.
    for descriptor in openDescriptors() where descriptor > STDERR_FILENO {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, command[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
      return .failure(
        SpawnFailure(
          text: spawned == ENOENT
            ? "was not found" : "could not start: \(FileDescriptor.reason(spawned))"))
    }
    return .success(pid)
  }

  /// The process's open file descriptors, from /proc/self/fd (none if it cannot be read).
  private static func openDescriptors() -> [Int32] {
    guard let directory = opendir("/proc/self/fd") else { return [] }
    let listing = dirfd(directory)
    var descriptors: [Int32] = []
    while let entry = readdir(directory) {
      let capacity = MemoryLayout.size(ofValue: entry.pointee.d_name)
      let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: capacity) { String(cString: $0) }
      }
      if let descriptor = Int32(name), descriptor != listing { descriptors.append(descriptor) }
    }
    closedir(directory)
    return descriptors
  }

  fileprivate static func outcome(_ status: Int32) -> Outcome {
    let exited = status & 0x7F == 0
    let code = (status >> 8) & 0xFF
    if exited && code == 0 { return .success }
    return .failure(exited ? "exited with status \(code)" : "was killed by signal \(status & 0x7F)")
  }

  private static func run(_ command: [String], streams: Streams) -> Outcome {
    let pid: pid_t
    switch spawn(command, streams: streams) {
    case .success(let spawned): pid = spawned
    case .failure(let failure): return .failure(failure.text)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .failure("could not be waited for") }
    }
    return outcome(status)
  }
}
