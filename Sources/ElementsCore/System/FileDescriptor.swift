import Glibc

/// Writing to an open file descriptor, the one way the package does it.
public enum FileDescriptor {
  /// Writes all the bytes, again after a signal interrupts (EINTR) or a short write.
  /// - Parameters:
  ///   - bytes: What to write.
  ///   - descriptor: An open descriptor, e.g. `STDOUT_FILENO`.
  /// - Returns: 0 when everything was written, else the error number (EPIPE, ENOSPC, EBADF...).
  public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    guard let base = bytes.baseAddress else { return 0 }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }

  /// Writes a string's UTF-8 bytes; see ``writeAll(_:to:)``.
  /// - Returns: 0 when everything was written, else the error number.
  public static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
    var text = text
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }
}
