import ElementsCore
import Glibc
import Synchronization

// The terminal as the user had it, read once before any handler is installed. Signal handlers
// may only read immutable state, so the saved and raw modes and the wake-up pipe are `let`s.
private let savedMode: termios? = {
  var mode = termios()
  return tcgetattr(STDIN_FILENO, &mode) == 0 ? mode : nil
}()

private let rawMode: termios? = savedMode.map { saved in
  var raw = saved
  // No echo, no line editing, no Ctrl-V; keep ISIG so Ctrl-C, Ctrl-Z still raise signals.
  raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
  raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
  withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
    bytes[Int(VMIN)] = 1
    bytes[Int(VTIME)] = 0
  }
  return raw
}

/// A pipe the signal handlers write one byte to, waking the input loop: "r" for a resize,
/// "c" for a continue after Ctrl-Z.
private let wakeUp: (read: Int32, write: Int32) = {
  var fds: [Int32] = [-1, -1]
  guard pipe(&fds) == 0 else { return (-1, -1) }
  for fd in fds {
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
  }
  return (fds[0], fds[1])
}()

/// Whether the terminal reports the mouse while browsing (SGR mode 1006, with button and drag
/// tracking); set once by `TerminalDriver.session` before any handler is installed. An atomic,
/// so that the signal handlers may read it.
private let mouseReporting = Atomic<Bool>(false)

/// Set by the SIGCONT handler, so that Ctrl-Z can tell a real stop from one the kernel
/// discarded (in an orphaned process group, as under `tmux new-session cmd` or `docker run -it`).
private let continued = Atomic<Bool>(false)

/// The signals that end the program by default and can be caught: each restores the terminal
/// first, then ends the program as the signal would have.
private let endingSignals: [Int32] = [
  SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
  SIGXFSZ, SIGABRT,
]

/// Whether the terminal is in the browser's mode now (raw, alternate screen, mouse reports):
/// what ``restoreTerminal()`` undoes, once.
private let browserModeOn = Atomic<Bool>(false)

/// Whether this process's group owns the terminal: only then may it change the terminal's mode.
/// Under a wrapper (`sh -c 'elements browse'`) the shell takes the terminal back as soon as the
/// wrapper stops, maybe before the browser has restored it; `kill %1` sends SIGTERM and SIGCONT
/// to a job in the background.
private func ownsTerminal() -> Bool {
  tcgetpgrp(STDIN_FILENO) == getpgrp()
}

/// Runs `body` with SIGTTOU blocked: a process in the background that writes to the terminal
/// or sets its mode is then not stopped (a stop in the middle of a handler is the race that
/// left the browser stopped after `fg`).
private func withoutTerminalStops(_ body: () -> Void) {
  var ttou = sigset_t()
  sigemptyset(&ttou)
  sigaddset(&ttou, SIGTTOU)
  var previous = sigset_t()
  sigprocmask(SIG_BLOCK, &ttou, &previous)
  body()
  sigprocmask(SIG_SETMASK, &previous, nil)
}

/// Leaves the alternate screen, shows the cursor, stops the mouse reports and puts the saved
/// mode back, if the browser's mode is on. Only async-signal-safe calls, so the signal handlers
/// can use it. The screen is put right whoever owns the terminal; the mode only by its owner,
/// as another owner (the shell) has its own.
private func restoreTerminal() {
  guard browserModeOn.exchange(false, ordering: .acquiringAndReleasing) else { return }
  withoutTerminalStops {
    if mouseReporting.load(ordering: .relaxed) {
      let mouseOff: StaticString = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
      _ = write(STDOUT_FILENO, mouseOff.utf8Start, mouseOff.utf8CodeUnitCount)
    }
    let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    if var mode = savedMode, ownsTerminal() { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &mode) }
  }
}

/// Puts the terminal in the browser's mode, if this process owns the terminal; in the
/// background it is left alone (reading then stops the browser until `fg`, which continues it
/// and calls this again).
/// - Returns: Whether the browser's mode is on.
@discardableResult
private func enterBrowserMode() -> Bool {
  guard ownsTerminal() else { return false }
  withoutTerminalStops {
    if var mode = rawMode { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &mode) }
    let enter: StaticString = "\u{1B}[?1049h\u{1B}[?25l"
    _ = write(STDOUT_FILENO, enter.utf8Start, enter.utf8CodeUnitCount)
    if mouseReporting.load(ordering: .relaxed) {
      let mouseOn: StaticString = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
      _ = write(STDOUT_FILENO, mouseOn.utf8Start, mouseOn.utf8CodeUnitCount)
    }
  }
  browserModeOn.store(true, ordering: .releasing)
  return true
}

/// A signal that ends the program: restore the terminal, then die of the same signal.
private func terminate(_ signal: Int32) {
  restoreTerminal()
  Glibc.signal(signal, SIG_DFL)
  raise(signal)
}

/// The signals of a fatal error (a Swift trap is SIGILL on x86-64 and SIGTRAP on arm64; a bad
/// access SIGSEGV or SIGBUS): the terminal is restored, then the program dies of the signal.
private let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

/// A fatal error: restore the terminal, then die of it. Raised again with the default action,
/// the signal ends the program once this handler returns (a fault would recur anyway).
private func crashed(_ signal: Int32) {
  restoreTerminal()
  Glibc.signal(signal, SIG_DFL)
  raise(signal)
}

/// Ctrl-Z: restore the terminal, then stop as the default action would. In an orphaned
/// process group the kernel discards the stop, and no SIGCONT follows: then the browser takes
/// the terminal straight back instead of running on in cooked mode.
private func suspend(_ signal: Int32) {
  restoreTerminal()
  Glibc.signal(SIGTSTP, SIG_DFL)
  continued.store(false, ordering: .relaxed)
  // Unblocked here, the stop happens inside raise(); SIGCONT's handler runs before it returns.
  var stop = sigset_t()
  sigemptyset(&stop)
  sigaddset(&stop, SIGTSTP)
  sigprocmask(SIG_UNBLOCK, &stop, nil)
  raise(SIGTSTP)
  guard !continued.load(ordering: .relaxed) else { return }
  resume(SIGCONT)
}

/// Back from Ctrl-Z (or from a stop that did not happen): take the terminal again and ask for
/// a full redraw.
private func resume(_ signal: Int32) {
  continued.store(true, ordering: .relaxed)
  enterBrowserMode()
  Glibc.signal(SIGTSTP, suspend)
  var byte = UInt8(ascii: "c")
  _ = write(wakeUp.write, &byte, 1)
}

private func resized(_ signal: Int32) {
  var byte = UInt8(ascii: "r")
  _ = write(wakeUp.write, &byte, 1)
}

/// Why the browser could not start.
public enum BrowserError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Standard input or output is not a terminal.
  case notATerminal
  /// The terminal's mode could not be read or set.
  case terminalUnavailable(String)

  /// The one-line message for users.
  public var description: String {
    switch self {
    case .notATerminal: "the browser needs a terminal (standard input and output must both be one)"
    case .terminalUnavailable(let reason): "cannot use the terminal: \(reason)"
    }
  }
}

/// The thin, impure part of the browser and the full-screen quiz: owns raw mode, the alternate
/// screen, keys, resizes, signals and output. Everything it shows comes from the program it
/// runs: ``BrowserState`` and ``BrowserView``, or the quiz's state and screen.
public enum TerminalDriver {
  /// Runs the browser until the user quits. The terminal is restored however it ends: on q,
  /// Ctrl-C, on any signal that ends a program and can be caught (TERM, HUP, INT, QUIT, USR1,
  /// USR2, ALRM, VTALRM, PROF, XCPU, XFSZ, ABRT), and on any error; Ctrl-Z restores it while
  /// stopped, and the browser redraws when it goes on (at once if the stop did not happen).
  ///
  /// The driver owns no browser state: keys, resizes and the results of the effects it carries
  /// out all go to ``BrowserState/update(_:in:)`` as ``BrowserEvent``s.
  /// - Parameters:
  ///   - model: What to browse.
  ///   - style: Colour and character set; the width is the terminal's.
  ///   - opener: How `o` opens a page: launched without waiting, its outcome reported on the
  ///     status line when it is known.
  ///   - favorites: Where the favorites are kept, or why that is not known. They are read at
  ///     the start and whenever the Favorites tab opens, and each `*` is saved at once through
  ///     `FavoritesStore.update(_:)`; an error shows on the status line, and a file that
  ///     cannot be read is never written.
  ///   - mouse: Whether to ask the terminal for mouse reports (clicks select and open, the
  ///     wheel scrolls). Pass `false` for people who select text with the mouse
  ///     (`ELEMENTS_MOUSE=0`, `--no-mouse`).
  ///   - initialElement: The atomic number of the element to open the browser on, its tile
  ///     open; `nil` for the Name tab's first element.
  /// - Throws: ``BrowserError`` if there is no usable terminal.
  public static func run(
    model: BrowserModel, style: TerminalStyle, opener: WebOpener,
    favorites: Result<FavoritesStore, StoreError>, mouse: Bool = true,
    initialElement: Int? = nil
  ) throws(BrowserError) {
    try session(mouse: mouse) { size in
      var program = BrowserProgram(
        state: BrowserState(model: model, size: size, element: initialElement), model: model,
        opener: opener, favorites: favorites)
      program.drain()
      return program
    } run: { program in
      loop(&program, style: style)
    }
  }

  /// Takes the terminal for a full-screen program and gives it back however the program ends:
  /// raw mode, the alternate screen and the mouse reports on; the handlers of the signals that
  /// end a program, of crashes, Ctrl-Z and resizes installed; and all of it undone afterwards.
  /// - Parameters:
  ///   - mouse: Whether to ask the terminal for mouse reports.
  ///   - start: Makes the program, given the terminal's size.
  ///   - run: Runs it.
  /// - Returns: What `run` returned.
  /// - Throws: ``BrowserError`` if there is no usable terminal.
  static func session<Program, Outcome>(
    mouse: Bool, start: (ScreenSize) -> Program,
    run: (inout Program) throws(BrowserError) -> Outcome
  ) throws(BrowserError) -> Outcome {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    guard savedMode != nil, rawMode != nil, wakeUp.read >= 0 else {
      throw .terminalUnavailable(FileDescriptor.reason())
    }
    // A parent may have left these blocked (test runners do); the program needs every one.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in endingSignals + fatalSignals + [SIGTSTP, SIGCONT, SIGWINCH] {
      sigaddset(&handled, signal)
    }
    sigprocmask(SIG_UNBLOCK, &handled, nil)
    mouseReporting.store(mouse, ordering: .relaxed)
    for signal in endingSignals { Glibc.signal(signal, terminate) }
    for signal in fatalSignals { Glibc.signal(signal, crashed) }
    Glibc.signal(SIGTSTP, suspend)
    Glibc.signal(SIGCONT, resume)
    Glibc.signal(SIGWINCH, resized)
    enterBrowserMode()
    defer {
      restoreTerminal()
      for signal in endingSignals + fatalSignals + [SIGTSTP, SIGCONT, SIGWINCH] {
        Glibc.signal(signal, SIG_DFL)
      }
    }
    var program = start(currentSize())
    return try run(&program)
  }

  /// Runs a full-screen program until it is finished: draws its frame when it changed (only
  /// the cells that differ), sleeps until a key, a resize or a continue after Ctrl-Z, and hands
  /// it what came. Input ending (the terminal hung up) ends the loop too.
  /// - Parameters:
  ///   - program: The program.
  ///   - style: Colour and character set; the width is the terminal's.
  static func loop<Program: ScreenProgram>(_ program: inout Program, style: TerminalStyle) {
    var shown: ScreenBuffer?
    var input = [UInt8](repeating: 0, count: 4096)
    // The start of an escape sequence a read split, kept for the next read.
    var heldInput: [UInt8] = []
    while !program.isFinished {
      program.poll()
      guard !program.isFinished else { break }
      var frameStyle = style
      frameStyle.width = program.size.columns
      let frame = ScreenBuffer(lines: program.lines(style: frameStyle), size: program.size)
      // In the background (continued by `bg`, or started with `&`) nothing is drawn: the
      // terminal is the shell's until `fg`.
      let drawing = browserModeOn.load(ordering: .acquiring) || enterBrowserMode()
      if !drawing {
        shown = nil
      } else if frame != shown {
        emit(frame.output(from: shown, scrollRegion: program.scrollRegion))
        shown = frame
      }

      var waiting = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&waiting, 2, program.pollTimeout) >= 0 || errno == EINTR else { break }
      if waiting[1].revents != 0 {
        var signals = [UInt8](repeating: 0, count: 64)
        let count = read(wakeUp.read, &signals, signals.count)
        if count > 0 {
          program.resize(currentSize())
          shown = nil  // After a resize or a resume, the screen is unknown: draw it all.
        }
      }
      if waiting[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        let count = read(STDIN_FILENO, &input, input.count)
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { break }
        guard count > 0 else { continue }
        let decoded = KeyDecoder.keysHoldingIncomplete(in: heldInput + input[0..<count])
        heldInput = decoded.rest
        if program.press(decoded.keys) { shown = nil }
      }
    }
  }

  /// Reads the favorites; a missing file is an empty list.
  static func load(_ favorites: Result<FavoritesStore, StoreError>)
    -> Result<FavoritesList, StoreError>
  {
    Result { () throws(StoreError) in try favorites.get().load() }
  }

  /// Adds or removes one favorite under the store's lock, keeping changes other programs made.
  /// - Returns: The list as saved and whether it changed (another program may have made the
  ///   same change first), or why nothing was saved.
  static func save(
    _ change: FavoriteChange, _ favorites: Result<FavoritesStore, StoreError>
  ) -> Result<(list: FavoritesList, changed: Bool), StoreError> {
    Result { () throws(StoreError) in
      try favorites.get().update { list in
        let before = list
        list = change.applied(to: list)
        return (list, list != before)
      }
    }
  }

  private static func currentSize() -> ScreenSize {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else {
      return ScreenSize(rows: 24, columns: 80)
    }
    return ScreenSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }

  private static func emit(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }
}
