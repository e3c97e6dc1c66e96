import ElementsCore
import Glibc

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
