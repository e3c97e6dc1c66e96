import Foundation
import Glibc

/// A screen that understands what the browser writes: cursor moves, clears, SGR (ignored for
/// the text), alternate screen and cursor visibility. Enough to read the screen as a user sees it.
struct ScreenEmulator {
  private(set) var rows: Int
  private(set) var columns: Int
  private(set) var grid: [[Character]]
  private(set) var row = 0
  private(set) var column = 0
  private(set) var alternateScreen = false
  private(set) var cursorVisible = true
  /// The mouse modes turned on (1000, 1002, 1006), as their private-mode numbers.
  private(set) var mouseModes: Set<String> = []
  /// The scroll margins (DECSTBM), rows from 0; a line feed on the bottom one scrolls them.
  private var top = 0
  private var bottom: Int
  private var pending: [UInt8] = []

  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    bottom = rows - 1
    grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// Moves the rows between the margins by one line: up (a line feed on the bottom margin) or
  /// down (a reverse index on the top one); the line that comes in is blank.
  private mutating func scroll(up: Bool) {
    let blank = [Character](repeating: " ", count: columns)
    if up {
      grid.replaceSubrange(top...bottom, with: Array(grid[(top + 1)...bottom]) + [blank])
    } else {
      grid.replaceSubrange(top...bottom, with: [blank] + Array(grid[top..<bottom]))
    }
  }

  /// The screen's text, one line per row, trailing spaces removed.
  var text: String {
    grid.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n")
  }

  var lines: [String] { text.components(separatedBy: "\n") }

  mutating func resize(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    row = 0
    column = 0
    top = 0
    bottom = rows - 1
  }

  mutating func feed(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        guard let length = escape(at: index) else { break }
        index += length
        continue
      }
      let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      guard index + length <= pending.count else { break }
      let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
      index += length
      switch byte {
      case 0x0D: column = 0
      case 0x0A:
        if row == bottom { scroll(up: true) } else { row = min(rows - 1, row + 1) }
      case 0x08: column = max(0, column - 1)
      case 0x00..<0x20: break
      default:
        for character in text where row < rows && column < columns {
          grid[row][column] = character
          column += 1
        }
      }
    }
    pending.removeFirst(index)
  }

  /// Interprets the escape sequence at `start`; nil when it is not complete yet.
  private mutating func escape(at start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    if pending[start + 1] == UInt8(ascii: "M") {  // reverse index
      if row == top { scroll(up: false) } else { row = max(0, row - 1) }
      return 2
    }
    guard pending[start + 1] == UInt8(ascii: "[") else { return 2 }
    var end = start + 2
    while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
    guard end < pending.count else { return nil }
    let parameters = String(decoding: pending[(start + 2)..<end], as: UTF8.self)
    let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
    switch pending[end] {
    case UInt8(ascii: "H"):
      row = max(0, min(rows - 1, (numbers.first ?? 1) - 1))
      column = max(0, min(columns - 1, (numbers.count > 1 ? numbers[1] : 1) - 1))
    case UInt8(ascii: "A"): row = max(0, row - max(1, numbers.first ?? 1))
    case UInt8(ascii: "B"): row = min(rows - 1, row + max(1, numbers.first ?? 1))
    case UInt8(ascii: "C"): column = min(columns - 1, column + max(1, numbers.first ?? 1))
    case UInt8(ascii: "D"): column = max(0, column - max(1, numbers.first ?? 1))
    case UInt8(ascii: "r"):
      top = max(0, (numbers.first ?? 1) - 1)
      bottom = numbers.count > 1 ? min(rows - 1, numbers[1] - 1) : rows - 1
      if top >= bottom { (top, bottom) = (0, rows - 1) }
      (row, column) = (0, 0)
    case UInt8(ascii: "J"):
      if parameters == "2" {
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
      }
    case UInt8(ascii: "K"):
      for clear in column..<columns { grid[row][clear] = " " }
    case UInt8(ascii: "h"), UInt8(ascii: "l"):
      let on = pending[end] == UInt8(ascii: "h")
      if parameters == "?1049" {
        alternateScreen = on
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
      }
      if parameters == "?25" { cursorVisible = on }
      if ["?1000", "?1002", "?1006"].contains(parameters) {
        if on { mouseModes.insert(parameters) } else { mouseModes.remove(parameters) }
      }
    default: break
    }
    return end - start + 1
  }
}

/// The real `elements` binary running in a pseudo-terminal of a chosen size, driven by keys,
/// read through a ``ScreenEmulator``.
///
/// The program runs in a session of its own with the terminal as its controlling terminal, as
/// in a terminal emulator, so Ctrl-C typed into it sends SIGINT through the line discipline.
final class PseudoTerminal {
  let master: Int32
  let slave: Int32
  /// The program's process id.
  private(set) var pid: pid_t = 0
  /// The terminal's mode before the program started, as `stty -g` would have reported it.
  private(set) var initialMode: [UInt8] = []
  var screen: ScreenEmulator
  /// Everything the program wrote, for byte counts.
  private(set) var output: [UInt8] = []
  /// How the program ended, once it has: the raw `waitpid` status.
  private var ended: Int32?

  /// - Parameters:
  ///   - program: The program to run: `elements` unless a shell is under test.
  init(
    _ arguments: [String] = [], rows: Int = 24, columns: Int = 80,
    environment: [String: String] = [:], program: String = Elements.path
  ) throws {
    // posix_openpt and friends are not visible to Swift; these are the Linux ioctls behind them.
    let getNumber: UInt = 0x8004_5430  // TIOCGPTN
    let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlocked: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, setLock, &unlocked) == 0,
      ioctl(master, getNumber, &number) == 0
    else {
      throw POSIXError(.ENODEV)
    }
    let slavePath = "/dev/pts/\(number)"
    slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw POSIXError(.ENODEV) }
    screen = ScreenEmulator(rows: rows, columns: columns)
    setSize(rows: rows, columns: columns)
    initialMode = mode

    var env = Elements.baseEnvironment
    env["TERM"] = "xterm-256color"
    env.removeValue(forKey: "COLUMNS")
    env.merge(environment) { $1 }
    pid = try Self.spawn([program] + arguments, environment: env, terminal: slavePath)
  }

  /// Starts the program as the leader of a new session whose controlling terminal is the one at
  /// `terminal` (opened without O_NOCTTY as standard input), with every signal at its default.
  private static func spawn(_ argv: [String], environment: [String: String], terminal: String)
    throws -> pid_t
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)
    return try spawnProcess(argv, environment: environment, actions: &actions, newSession: true)
  }

  deinit {
    if isRunning {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
    close(slave)
  }

  /// Whether the program is still running; reaps it when it has ended.
  var isRunning: Bool {
    guard ended == nil else { return false }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return true }
    ended = status
    return false
  }

  /// The terminal's mode, as `stty -g` would report it.
  var mode: [UInt8] {
    var attributes = termios()
    tcgetattr(slave, &attributes)
    return withUnsafeBytes(of: &attributes) { Array($0) }
  }

  func setSize(rows: Int, columns: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Resizes the terminal and tells the program, as a terminal emulator would.
  func resize(rows: Int, columns: Int) {
    setSize(rows: rows, columns: columns)
    screen.resize(rows: rows, columns: columns)
    kill(pid, SIGWINCH)
  }

  /// Sends keys as a terminal would: text, or escape sequences such as "\u{1B}[A".
  func send(_ keys: String) {
    var bytes = Array(keys.utf8)
    _ = write(master, &bytes, bytes.count)
  }

  /// Reads output until the screen satisfies the condition, or the time runs out.
  @discardableResult
  func waitFor(timeout: TimeInterval = 5, _ condition: (ScreenEmulator) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      drain(milliseconds: 20)
      if condition(screen) { return true }
    }
    return condition(screen)
  }

  /// Waits until the screen shows the text.
  @discardableResult
  func waitFor(_ text: String, timeout: TimeInterval = 5) -> Bool {
    waitFor(timeout: timeout) { $0.text.contains(text) }
  }

  /// Reads whatever arrives within the time.
  func drain(milliseconds: Int32) {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while poll(&descriptor, 1, milliseconds) > 0 {
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return }
      output += buffer[0..<count]
      screen.feed(Array(buffer[0..<count]))
    }
  }

  /// Waits for the program to end, reading its last output; returns its status and reason.
  func waitForExit(timeout: TimeInterval = 5) -> (status: Int32, signaled: Bool)? {
    let deadline = Date().addingTimeInterval(timeout)
    while isRunning && Date() < deadline { drain(milliseconds: 20) }
    drain(milliseconds: 50)
    guard !isRunning, let status = ended else { return nil }
    let signal = status & 0x7F  // WTERMSIG; WIFSIGNALED when it is neither 0 nor 0x7F
    return signal == 0 ? ((status >> 8) & 0xFF, false) : (signal, signal != 0x7F)
  }
}
