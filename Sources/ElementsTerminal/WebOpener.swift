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

  private enum Outcome {
    case success
    case failure(String)
  }

  private static func run(_ command: [String], streams: Streams) -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if case .discard = streams {
      for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
        let flags = descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY
        posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
      }
    }
    let argv = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, command[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
      return .failure(
        spawned == ENOENT
          ? "was not found" : "could not start: \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .failure("could not be waited for") }
    }
    let exited = status & 0x7F == 0
    let code = (status >> 8) & 0xFF
    if exited && code == 0 { return .success }
    return .failure(exited ? "exited with status \(code)" : "was killed by signal \(status & 0x7F)")
  }
}
