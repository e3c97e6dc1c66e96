import ElementsCore
import ElementsTerminal
import Glibc

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

/// Saving a command's output to a file (`--output`).
enum Output {
  /// Writes a command's output into a new file (`--output`): an existing file is never
  /// replaced, and one that cannot be written whole is removed.
  /// - Parameters:
  ///   - printout: The output.
  ///   - path: The file to make.
  static func save(_ printout: Printout, to path: SystemPath) throws(CLIError) {
    let descriptor = path.withCString {
      open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else { throw .cannotSave(path: path, errno: errno) }
    var error: Int32
    switch printout {
    case .text(let text): error = FileDescriptor.writeAll(text, to: descriptor)
    case .pieces(let pieces):
      error = FileDescriptor.writeAll(pieces: buffers(pieces), to: descriptor)
    }
    if close(descriptor) != 0, error == 0 { error = errno }
    guard error == 0 else {
      _ = path.withCString { unlink($0) }
      throw .cannotSave(path: path, errno: error)
    }
  }

  /// Compiled pieces of text as the buffers to write.
  static func buffers(_ pieces: [StaticString]) -> [UnsafeRawBufferPointer] {
    pieces.map { UnsafeRawBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount) }
  }
}
