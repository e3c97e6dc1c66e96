import ElementsCore
import ElementsTerminal
import Glibc

/// What a command prints on standard output.
enum Printout: ~Copyable {
  /// Text.
  case text(String)
  /// UTF-8 that a renderer wrote as bytes (a long JSON list), written out as it is rather than
  /// checked and made into a `String` first.
  case utf8(ByteBuffer)
  /// UTF-8 in pieces compiled into the program (the built-in table's JSON records), written
  /// out in one `writev` rather than copied together first.
  case pieces([StaticString])
}

/// The one way the program writes. Standard output carries data, standard error carries
/// messages. A failed write to standard output is an error (``CLIError/cannotWrite(errno:)``:
/// exit 6, or a quiet 0 when the reader has gone, `elements list | head -1`); a failed write to
/// standard error is ignored, so that it never changes the exit status.
enum Output {
  /// Writes to standard output.
  static func write(_ text: String) throws(CLIError) {
    try check(FileDescriptor.writeAll(text, to: STDOUT_FILENO))
  }

  /// Writes a command's output to standard output.
  static func write(_ printout: consuming Printout) throws(CLIError) {
    switch consume printout {
    case .text(let text): try write(text)
    case .utf8(let bytes):
      try check(
        bytes.withUnsafeBytes {
          FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO)
        })
    case .pieces(let pieces): try check(write(pieces, to: STDOUT_FILENO))
    }
  }

  /// Writes a command's output into a new file (`--output`): an existing file is never
  /// replaced, and one that cannot be written whole is removed.
  /// - Parameters:
  ///   - printout: The output.
  ///   - path: The file to make.
  static func save(_ printout: consuming Printout, to path: SystemPath) throws(CLIError) {
    let descriptor = path.withCString {
      open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else { throw .cannotSave(path: path, errno: errno) }
    var error: Int32
    switch consume printout {
    case .text(let text): error = FileDescriptor.writeAll(text, to: descriptor)
    case .utf8(let bytes):
      error = bytes.withUnsafeBytes {
        FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: descriptor)
      }
    case .pieces(let pieces): error = write(pieces, to: descriptor)
    }
    if close(descriptor) != 0, error == 0 { error = errno }
    guard error == 0 else {
      _ = path.withCString { unlink($0) }
      throw .cannotSave(path: path, errno: error)
    }
  }

  /// Whether the locale is UTF-8: if not, messages are folded to ASCII as standard output is.
  private static let errorsInUnicode = TerminalStyle.localeIsUTF8(
    environment: TerminalInfo.environment())

  /// Writes a line to standard error.
  static func writeError(_ line: String) {
    writePrompt(line + "\n")
  }

  /// Writes a question to standard error, without a line break, for the answer to follow.
  static func writePrompt(_ text: String) {
    _ = FileDescriptor.writeAll(
      errorsInUnicode ? text : Sanitizer.asciiText(text), to: STDERR_FILENO)
  }

  /// Writes compiled pieces of text one after the other; 0 or the error number.
  private static func write(_ pieces: [StaticString], to descriptor: Int32) -> Int32 {
    FileDescriptor.writeAll(
      pieces: pieces.map {
        UnsafeRawBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)
      },
      to: descriptor)
  }

  private static func check(_ error: Int32) throws(CLIError) {
    if error != 0 { throw .cannotWrite(errno: error) }
  }
}
