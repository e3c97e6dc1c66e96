import Glibc

/// The system calls behind ``FavoritesStore``: reading, creating directories, locking, and the
/// atomic save. Every call that can be interrupted by a signal is retried on `EINTR`.
extension FavoritesStore {
  /// A file's bytes and its `stat`.
  struct ExistingFile {
    var bytes: [UInt8]
    var status: stat
  }

  /// Reads a whole file, refusing one over ``FavoritesFormat/sizeLimit`` before reading it.
  /// - Returns: The file, or `nil` if it (or a directory on its path) does not exist.
  static func readFile(_ path: SystemPath) throws(FavoritesError) -> ExistingFile? {
    let file = path.description
    // O_NONBLOCK so that a FIFO put in the file's place cannot hang us; no effect on files.
    let descriptor = retrying {
      path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    }
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      throw .cannotRead(file: file, reason: reason())
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotRead(file: file, reason: reason()) }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      let isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
      throw .cannotRead(
        file: file, reason: isDirectory ? "it is a directory" : "it is not a regular file")
    }
    let limit = FavoritesFormat.sizeLimit
    guard Int(status.st_size) <= limit else {
      throw .tooLarge(file: file, bytes: Int(status.st_size), limit: limit)
    }
    // Read to the end, whatever st_size said, but never more than the limit and one byte.
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotRead(file: file, reason: reason())
      }
      if count == 0 { break }
      filled += count
    }
    guard filled <= limit else { throw .tooLarge(file: file, bytes: filled, limit: limit) }
    bytes.removeLast(bytes.count - filled)
    return ExistingFile(bytes: bytes, status: status)
  }

  /// Creates a directory and its missing parents, each with mode 0700.
  static func makeDirectories(_ path: SystemPath) throws(FavoritesError) {
    if retrying({ path.withCString { mkdir($0, 0o700) } }) == 0 { return }
    var code = errno
    if code == ENOENT {
      let parent = path.parent
      if parent != path {
        try makeDirectories(parent)
        if retrying({ path.withCString { mkdir($0, 0o700) } }) == 0 { return }
        code = errno
      }
    }
    if code == EEXIST {
      var status = stat()
      if path.withCString({ stat($0, &status) }) == 0,
        (status.st_mode & S_IFMT) == S_IFDIR
      {
        return
      }
      code = ENOTDIR
    }
    throw .cannotCreateDirectory(path: path.description, reason: reason(code))
  }

  /// Opens (creating it if needed) and exclusively locks the lock file, waiting for any other
  /// holder.
  /// - Returns: The descriptor; closing it releases the lock.
  static func lock(_ path: SystemPath) throws(FavoritesError) -> Int32 {
    var descriptor = retrying {
      path.withCString { open($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
    }
    if descriptor < 0 {
      // An existing lock file in a read-only place can still be locked; the save will then
      // say why it cannot write.
      let code = errno
      descriptor = retrying { path.withCString { open($0, O_RDONLY | O_CLOEXEC) } }
      if descriptor < 0 { throw .cannotLock(file: path.description, reason: reason(code)) }
    }
    if retrying({ flock(descriptor, LOCK_EX) }) != 0 {
      let message = reason()
      close(descriptor)
      throw .cannotLock(file: path.description, reason: message)
    }
    return descriptor
  }

  /// Replaces the favorites file with new bytes, atomically and durably (see the crash-safety
  /// argument on ``FavoritesStore``). The caller holds the lock.
  /// - Parameters:
  ///   - bytes: The new file.
  ///   - target: The file to replace: ``path``, or the file it leads to if it is a link.
  ///   - old: The current file's status, whose mode and owner the new file keeps; `nil` if
  ///     there is no file yet.
  /// - Returns: A warning when the new file is in place but the directory could not be
  ///   flushed to disk.
  func save(_ bytes: [UInt8], to target: SystemPath, replacing old: stat?) throws(FavoritesError)
    -> FavoritesWarning?
  {
    let targetDirectory = target.parent
    Self.removeAbandonedTemporaryFiles(in: targetDirectory)

    func failure(_ code: Int32 = errno) -> FavoritesError {
      .cannotSave(file: path, reason: Self.reason(code))
    }
    func step<Result: FixedWidthInteger & SignedInteger>(
      _ name: SaveStep, _ call: () -> Result
    ) -> Result {
      if failingStep == name {
        errno = EIO
        return -1
      }
      return Self.retrying(call)
    }

    var descriptor: Int32 = -1
    var temporary = SystemPath("")
    for attempt in 0..<1_000 {
      temporary = targetDirectory.appending(Self.temporaryPrefix + "\(getpid()).\(attempt)")
      descriptor = step(.createTemporary) {
        temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
      }
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw failure() }
    // Locked while it is written, so that a clean-up can tell it from an abandoned one.
    _ = Self.retrying { flock(descriptor, LOCK_EX | LOCK_NB) }
    var renamed = false
    defer {
      if descriptor >= 0 { close(descriptor) }
      if !renamed { _ = Self.retrying { temporary.withCString { unlink($0) } } }
    }

    if let old {
      _ = fchmod(descriptor, old.st_mode & 0o777)
      if old.st_uid != geteuid() || old.st_gid != getegid() {
        // Root updating a user's file leaves it theirs; anyone else cannot, and need not.
        _ = fchown(descriptor, old.st_uid, old.st_gid)
      }
    }
    var written = 0
    while written < bytes.count {
      let count = step(.write) {
        bytes.withUnsafeBytes { buffer in
          write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        }
      }
      guard count >= 0 else { throw failure() }
      written += count
    }
    guard step(.sync, { fsync(descriptor) }) == 0 else { throw failure() }
    // Linux releases the descriptor even when close is interrupted, so EINTR is not retried
    // (that could close another file) and, after the fsync, is no failure.
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 || errno == EINTR else { throw failure() }
    guard
      step(
        .rename,
        {
          temporary.withCString { from in
            target.withCString { rename(from, $0) }
          }
        }) == 0
    else { throw failure() }
    renamed = true

    let directoryDescriptor = Self.retrying {
      targetDirectory.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    }
    var synced = directoryDescriptor >= 0
    if synced {
      synced = step(.syncDirectory) { fsync(directoryDescriptor) } == 0
      let code = errno
      close(directoryDescriptor)
      errno = code
    }
    // Some file systems cannot sync a directory (EINVAL); nothing more can be done there.
    // Otherwise the change is made and the old file is gone, so this is no error (which would
    // promise the file was left as it was), only a warning that a power cut could undo it.
    guard synced || errno == EINVAL else {
      return FavoritesWarning(file: path, reason: Self.reason())
    }
    return nil
  }

  /// The file a save replaces: the path itself, or, if it is a symbolic link, the file the
  /// link leads to.
  static func replacementTarget(of path: SystemPath) throws(FavoritesError) -> SystemPath {
    var status = stat()
    guard path.withCString({ lstat($0, &status) }) == 0,
      (status.st_mode & S_IFMT) == S_IFLNK
    else { return path }
    guard let resolved = path.withCString({ realpath($0, nil) }) else {
      throw .cannotSave(
        file: path.description, reason: "it is a symbolic link that leads nowhere: " + reason())
    }
    defer { free(resolved) }
    return SystemPath(bytes: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }

  /// Deletes temporary files left by updates that were killed, and only those.
  ///
  /// Called under the lock, but another program could still be writing one (say, one that
  /// reached the same file through a different path). A temporary file is provably abandoned
  /// when the process named in it (`.favorites.tmp.<pid>.<n>`) no longer exists and no one
  /// holds the lock every writer takes on its temporary file; anything else is left alone.
  static func removeAbandonedTemporaryFiles(in directory: SystemPath) {
    let candidates = (DirectoryListing.names(directory) ?? []).compactMap {
      String(validating: $0.bytes, as: UTF8.self)
    }.filter { $0.hasPrefix(temporaryPrefix) }
    for name in candidates where isAbandoned(name, in: directory) {
      _ = retrying { directory.appending(name).withCString { unlink($0) } }
    }
  }

  /// Whether a temporary file's writer is gone: its process does not exist, and the file is
  /// not locked.
  static func isAbandoned(_ name: String, in directory: SystemPath) -> Bool {
    let parts = name.dropFirst(temporaryPrefix.count).split(separator: ".")
    guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, Int(parts[1]) != nil else {
      return false
    }
    if kill(pid, 0) == 0 || errno == EPERM { return false }
    let descriptor = retrying {
      directory.appending(name).withCString {
        open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
      }
    }
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return retrying({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0
  }

  /// Calls a system function again while it fails with EINTR.
  static func retrying<Result: FixedWidthInteger & SignedInteger>(_ call: () -> Result)
    -> Result
  {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// The system's explanation of an error number, e.g. "Permission denied".
  static func reason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}
