import ElementsCore
import ElementsTerminal
import Glibc

/// The standard streams a run of `elements` has: where its output and messages go, where its
/// input comes from, and which of them is a terminal.
///
/// ``process`` is the process's own streams, file descriptors 0, 1 and 2. ``init(input:failingOutputWith:)``
/// keeps everything in memory, for a command run in process (``CLI/run(_:environment:input:)``):
/// none of its streams is a terminal, so a command behaves there as it does in a pipe.
///
/// A console belongs to one run, on one thread: the run writes, then the caller reads
/// ``output`` and ``errors``.
final class Console: @unchecked Sendable {
  private enum Streams {
    case process
    /// Standard input's bytes, and the error number every write to standard output fails
    /// with (0: none).
    case memory(input: [UInt8], outputFailure: Int32)
  }

  private let streams: Streams
  /// Whether standard input is a terminal.
  let inputIsTerminal: Bool
  /// Whether standard output is a terminal.
  let outputIsTerminal: Bool
  /// Whether standard error is a terminal.
  let errorIsTerminal: Bool
  /// Whether messages may be Unicode (a UTF-8 locale): if not, they are folded to ASCII as
  /// standard output is.
  var errorsInUnicode = true

  /// What was written to standard output, for a console in memory.
  private(set) var output: [UInt8] = []
  /// What was written to standard error, for a console in memory.
  private(set) var errors: [UInt8] = []
  /// How much of standard input has been read, for a console in memory.
  private var inputRead = 0

  /// The process's standard streams.
  static let process = Console()

  private init() {
    streams = .process
    inputIsTerminal = isatty(STDIN_FILENO) == 1
    outputIsTerminal = isatty(STDOUT_FILENO) == 1
    errorIsTerminal = isatty(STDERR_FILENO) == 1
  }

  /// Streams in memory: standard input holds these bytes, and what is written is kept in
  /// ``output`` and ``errors``. No stream is a terminal.
  /// - Parameters:
  ///   - input: Standard input's bytes.
  ///   - outputFailure: The error number every write to standard output fails with, as a full
  ///     disk (ENOSPC) or a reader that has gone (EPIPE) make it fail; 0 for writes that work.
  init(input: [UInt8] = [], failingOutputWith outputFailure: Int32 = 0) {
    streams = .memory(input: input, outputFailure: outputFailure)
    inputIsTerminal = false
    outputIsTerminal = false
    errorIsTerminal = false
  }

  /// The terminal's size in columns and lines, when standard output is one that says.
  var terminalSize: (columns: Int, lines: Int)? {
    guard case .process = streams, outputIsTerminal else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Writes bytes to standard output.
  /// - Parameter bytes: What to write.
  /// - Returns: 0 when all of it was written, else the error number (EPIPE, ENOSPC, EBADF...).
  func writeOutput(_ bytes: UnsafeRawBufferPointer) -> Int32 {
    switch streams {
    case .process: return FileDescriptor.writeAll(bytes, to: STDOUT_FILENO)
    case .memory(_, let failure):
      guard failure == 0 else { return failure }
      output += bytes
      return 0
    }
  }

  /// Writes pieces of bytes to standard output, one after the other.
  /// - Parameter pieces: What to write, in order.
  /// - Returns: 0 when all of it was written, else the error number.
  func writeOutput(pieces: [UnsafeRawBufferPointer]) -> Int32 {
    switch streams {
    case .process: return FileDescriptor.writeAll(pieces: pieces, to: STDOUT_FILENO)
    case .memory(_, let failure):
      guard failure == 0 else { return failure }
      for piece in pieces { output += piece }
      return 0
    }
  }

  /// Writes text to standard error; a failure is ignored.
  /// - Parameter text: What to write.
  func writeErrorText(_ text: String) {
    switch streams {
    case .process: _ = FileDescriptor.writeAll(text, to: STDERR_FILENO)
    case .memory: errors += text.utf8
    }
  }

  /// Reads from standard input, again after a signal interrupts.
  /// - Parameter buffer: Where to put the bytes.
  /// - Returns: The number of bytes read, 0 at the end of input, or -1 with `errno` set.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    switch streams {
    case .process:
      return FileDescriptor.retrying { Glibc.read(STDIN_FILENO, buffer.baseAddress, buffer.count) }
    case .memory(let input, _):
      let count = min(buffer.count, input.count - inputRead)
      input.withUnsafeBytes {
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[inputRead..<inputRead + count]))
      }
      inputRead += count
      return count
    }
  }
}

/// What a command prints on standard output.
enum Printout {
  /// Text.
  case text(String)
  /// UTF-8 in pieces compiled into the program (the built-in table's JSON records), written
  /// out in one `writev` rather than copied together first.
  case pieces([StaticString])
}

/// The one way the program writes, through the run's ``Console``. Standard output carries data,
/// standard error carries messages. A failed write to standard output is an error
/// (``CLIError/cannotWrite(errno:)``: exit 6, or a quiet 0 when the reader has gone,
/// `elements list | head -1`); a failed write to standard error is ignored, so that it never
/// changes the exit status.
extension Console {
  /// Writes to standard output.
  func write(_ text: String) throws(CLIError) {
    var text = text
    try Self.check(text.withUTF8 { writeOutput(UnsafeRawBufferPointer($0)) })
  }

  /// Writes a command's output to standard output.
  func write(_ printout: Printout) throws(CLIError) {
    switch printout {
    case .text(let text): try write(text)
    case .pieces(let pieces): try Self.check(writeOutput(pieces: Output.buffers(pieces)))
    }
  }

  /// Writes a line to standard error.
  func writeError(_ line: String) {
    writePrompt(line + "\n")
  }

  /// Writes a question to standard error, without a line break, for the answer to follow.
  func writePrompt(_ text: String) {
    writeErrorText(errorsInUnicode ? text : Sanitizer.asciiText(text))
  }

  private static func check(_ error: Int32) throws(CLIError) {
    if error != 0 { throw .cannotWrite(errno: error) }
  }
}
