import Glibc

/// Reading from and writing to an open file descriptor, the one way the package does each.
public enum FileDescriptor {
  /// Reads to the end of the file, again after a signal interrupts (EINTR), but never more
  /// than `limit + 1` bytes: a result longer than `limit` means the file is too large. Memory
  /// grows with what is read, from `expected + 1` bytes (the size `fstat` gave), so a small
  /// file costs a small buffer.
  /// - Parameters:
  ///   - descriptor: An open descriptor.
  ///   - expected: The size the file is expected to have.
  ///   - limit: The most bytes wanted.
  /// - Returns: The bytes read, or the error number.
  public static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> Result<
    [UInt8], ReadError
  > {
    var bytes = [UInt8](repeating: 0, count: min(max(expected, 0), limit) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        guard bytes.count <= limit else { break }
        bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
      }
      let count = retrying {
        bytes.withUnsafeMutableBytes { buffer in
          read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
        }
      }
      if count < 0 { return .failure(ReadError(code: errno)) }
      if count == 0 { break }
      filled += count
    }
    bytes.removeLast(bytes.count - filled)
    return .success(bytes)
  }

  /// A regular file read whole: its bytes and its `stat`.
  struct WholeFile {
    var bytes: [UInt8]
    var status: stat
  }

  /// Why a whole file could not be read.
  enum WholeFileFailure: Error {
    /// Nothing is at the path, or a directory on it is missing.
    case missing
    /// The file could not be opened, examined or read, or is not a regular file: the reason,
    /// e.g. "Permission denied", "it is a directory".
    case cannotRead(reason: String)
    /// The file holds more than the limit: its size, or the bytes found when it grew.
    case tooLarge(bytes: Int)
  }

  /// Reads a whole regular file, refusing one over `limit` bytes before reading it, and
  /// anything that is not a regular file (a directory, FIFO, device or socket).
  ///
  /// The file is opened without blocking, so that a FIFO with no writer is refused at once
  /// instead of waiting forever in `open`; a regular file ignores the flag. It is read to the
  /// end whatever its size said, but never past the limit and one byte.
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The most bytes the file may hold.
  /// - Returns: The bytes and the file's `stat`.
  static func readWholeFile(_ path: SystemPath, limit: Int) throws(WholeFileFailure)
    -> WholeFile
  {
    let descriptor = retrying {
      path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
    }
    guard descriptor >= 0 else {
      if errno == ENOENT { throw .missing }
      throw .cannotRead(reason: reason())
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotRead(reason: reason()) }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      let what =
        switch status.st_mode & S_IFMT {
        case S_IFDIR: "it is a directory"
        case S_IFIFO: "it is a FIFO (named pipe), not a regular file"
        case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        default: "it is not a regular file"
        }
      throw .cannotRead(reason: what)
    }
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(bytes: size) }
    switch readAll(descriptor, expected: size, limit: limit) {
    case .success(let bytes):
      guard bytes.count <= limit else { throw .tooLarge(bytes: bytes.count) }
      return WholeFile(bytes: bytes, status: status)
    case .failure(let error): throw .cannotRead(reason: reason(error.code))
    }
  }

  /// Calls a system function again while it fails with EINTR (a signal arrived before it did
  /// anything), as `read`, `write` and the like must be.
  /// - Parameter call: The call, returning a negative number on failure with `errno` set.
  /// - Returns: What the first call not interrupted returned.
  public static func retrying<Result: FixedWidthInteger & SignedInteger>(_ call: () -> Result)
    -> Result
  {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// The system's explanation of an error number, e.g. "Permission denied".
  public static func reason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }

  /// A failed `read`, with its error number.
  public struct ReadError: Error, Sendable, Hashable {
    /// The error number (EIO, EISDIR...).
    public var code: Int32
  }

  /// Writes all the bytes, again after a signal interrupts (EINTR) or a short write.
  /// - Parameters:
  ///   - bytes: What to write.
  ///   - descriptor: An open descriptor, e.g. `STDOUT_FILENO`.
  /// - Returns: 0 when everything was written, else the error number (EPIPE, ENOSPC, EBADF...).
  public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    guard let base = bytes.baseAddress else { return 0 }
    var offset = 0
    while offset < bytes.count {
      let written = retrying { write(descriptor, base + offset, bytes.count - offset) }
      if written < 0 { return errno }
      offset += written
    }
    return 0
  }

  /// Writes pieces of memory one after the other, as one write would write them joined, with
  /// `writev` (up to 1,024 pieces a call), again after a signal interrupts or a short write.
  /// Output made of long texts compiled into the program goes out without being copied into
  /// one buffer first.
  /// - Parameters:
  ///   - pieces: What to write, in order.
  ///   - descriptor: An open descriptor.
  /// - Returns: 0 when everything was written, else the error number.
  public static func writeAll(pieces: [UnsafeRawBufferPointer], to descriptor: Int32) -> Int32 {
    var vectors = pieces.compactMap { piece in
      piece.isEmpty
        ? nil
        : iovec(
          iov_base: UnsafeMutableRawPointer(mutating: piece.baseAddress), iov_len: piece.count)
    }
    var first = 0
    while first < vectors.count {
      let count = min(vectors.count - first, 1024)
      let written = retrying {
        vectors.withUnsafeBufferPointer { vectors in
          writev(descriptor, vectors.baseAddress! + first, Int32(count))
        }
      }
      if written < 0 { return errno }
      // Past the pieces written whole, into the one written in part.
      var rest = written
      while rest > 0, rest >= vectors[first].iov_len {
        rest -= vectors[first].iov_len
        first += 1
      }
      if rest > 0 {
        vectors[first].iov_base += rest
        vectors[first].iov_len -= rest
      }
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
