import Glibc

/// A small file kept safe the way ``FavoritesStore`` documents: read whole with a size limit,
/// changed only under an exclusive lock on a lock file beside it, and replaced atomically and
/// durably through a temporary file, a `rename` and a directory `fsync`. The favorites and the
/// quiz's progress are both kept with it. Every call that can be interrupted by a signal is
/// retried on `EINTR` (``FileDescriptor/retrying(_:)``).
struct GuardedFile: Sendable {
  /// The file's path as messages show it.
  let path: String
  /// The start of the temporary files' names, e.g. ".favorites.tmp.".
  let temporaryPrefix: String
  /// The largest file read or written, in bytes.
  let sizeLimit: Int
  /// For tests: a step of saving that fails as if the system call had failed with EIO.
  var failingStep: SaveStep?

  /// The steps of saving, in order.
  enum SaveStep: Sendable {
    case createTemporary, write, sync, rename, syncDirectory
  }

  /// A file's bytes and its `stat`.
  typealias ExistingFile = FileDescriptor.WholeFile

  /// Reads a whole file, refusing one over ``sizeLimit`` before reading it, and anything that
  /// is not a regular file.
  /// - Returns: The file, or `nil` if it (or a directory on its path) does not exist.
  func readFile(_ path: SystemPath) throws(StoreError.Problem) -> ExistingFile? {
    do {
      return try FileDescriptor.readWholeFile(path, limit: sizeLimit)
    } catch {
      switch error {
      case .missing: return nil
      case .cannotRead(let reason): throw .cannotRead(file: path.description, reason: reason)
      case .tooLarge(let bytes):
        throw .tooLarge(file: path.description, bytes: bytes, limit: sizeLimit)
      }
    }
  }

  /// The start of every change: creates the file's directory (mode 0700) if needed, locks the
  /// lock file of the file the path leads to (so that two names for one file take one lock),
  /// and reads the current file.
  /// - Parameters:
  ///   - file: The file.
  ///   - lockFile: Its lock file, used when the file is not a symbolic link; beside a link's
  ///     target the lock is `<target>.lock`.
  /// - Returns: The lock's descriptor (closing it releases the lock), the file a save
  ///   replaces, and the current file, if any.
  func lockAndRead(_ file: SystemPath, lockFile: SystemPath) throws(StoreError.Problem) -> (
    lock: Int32, target: SystemPath, existing: ExistingFile?
  ) {
    try Self.makeDirectories(file.parent)
    let target = try Self.replacementTarget(of: file)
    let lock = try Self.lock(
      target == file ? lockFile : SystemPath(bytes: target.bytes + Array(".lock".utf8)))
    do {
      return (lock, target, try readFile(file))
    } catch {
      close(lock)
      throw error
    }
  }

  /// Creates a directory and its missing parents, each with mode 0700.
  static func makeDirectories(_ path: SystemPath) throws(StoreError.Problem) {
    if FileDescriptor.retrying({ path.withCString { mkdir($0, 0o700) } }) == 0 { return }
    var code = errno
    if code == ENOENT {
      let parent = path.parent
      if parent != path {
        try makeDirectories(parent)
        if FileDescriptor.retrying({ path.withCString { mkdir($0, 0o700) } }) == 0 { return }
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
    throw .cannotCreateDirectory(path: path.description, reason: FileDescriptor.reason(code))
  }

  /// Opens (creating it if needed) and exclusively locks the lock file, waiting for any other
  /// holder.
  /// - Returns: The descriptor; closing it releases the lock.
  static func lock(_ path: SystemPath) throws(StoreError.Problem) -> Int32 {
    var descriptor = FileDescriptor.retrying {
      path.withCString { open($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
    }
    if descriptor < 0 {
      // An existing lock file in a read-only place can still be locked; the save will then
      // say why it cannot write.
      let code = errno
      descriptor = FileDescriptor.retrying { path.withCString { open($0, O_RDONLY | O_CLOEXEC) } }
      if descriptor < 0 {
        throw .cannotLock(file: path.description, reason: FileDescriptor.reason(code))
      }
    }
    if FileDescriptor.retrying({ flock(descriptor, LOCK_EX) }) != 0 {
      let message = FileDescriptor.reason()
      close(descriptor)
      throw .cannotLock(file: path.description, reason: message)
    }
    return descriptor
  }

  /// Replaces the file with new bytes, atomically and durably (see the crash-safety
  /// argument on ``FavoritesStore``). The caller holds the lock.
  /// - Parameters:
  ///   - bytes: The new file.
  ///   - target: The file to replace: the file, or the file it leads to if it is a link.
  ///   - old: The current file's status, whose mode and owner the new file keeps; `nil` if
  ///     there is no file yet.
  /// - Returns: The system's reason when the new file is in place but the directory could not
  ///   be flushed to disk.
  func save(_ bytes: [UInt8], to target: SystemPath, replacing old: stat?)
    throws(StoreError.Problem) -> String?
  {
    let targetDirectory = target.parent
    removeAbandonedTemporaryFiles(in: targetDirectory)

    func failure(_ code: Int32 = errno) -> StoreError.Problem {
      .cannotSave(file: path, reason: FileDescriptor.reason(code))
    }
    func step<Result: FixedWidthInteger & SignedInteger>(
      _ name: SaveStep, _ call: () -> Result
    ) -> Result {
      if failingStep == name {
        errno = EIO
        return -1
      }
      return FileDescriptor.retrying(call)
    }

    var descriptor: Int32 = -1
    var temporary = SystemPath("")
    for attempt in 0..<1_000 {
      temporary = targetDirectory.appending(temporaryPrefix + "\(getpid()).\(attempt)")
      descriptor = step(.createTemporary) {
        temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
      }
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw failure() }
    // Locked while it is written, so that a clean-up can tell it from an abandoned one.
    _ = FileDescriptor.retrying { flock(descriptor, LOCK_EX | LOCK_NB) }
    var renamed = false
    defer {
      if descriptor >= 0 { close(descriptor) }
      if !renamed { _ = FileDescriptor.retrying { temporary.withCString { unlink($0) } } }
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

    let directoryDescriptor = FileDescriptor.retrying {
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
      return FileDescriptor.reason()
    }
    return nil
  }

  /// The file a save replaces: the path itself, or, if it is a symbolic link, the file the
  /// link leads to.
  static func replacementTarget(of path: SystemPath) throws(StoreError.Problem) -> SystemPath {
    var status = stat()
    guard path.withCString({ lstat($0, &status) }) == 0,
      (status.st_mode & S_IFMT) == S_IFLNK
    else { return path }
    guard let resolved = path.withCString({ realpath($0, nil) }) else {
      throw .cannotSave(
        file: path.description,
        reason: "it is a symbolic link that leads nowhere: " + FileDescriptor.reason())
    }
    defer { free(resolved) }
    return SystemPath(bytes: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }

  /// Deletes temporary files left by updates that were killed, and only those.
  ///
  /// Called under the lock, but another program could still be writing one (say, one that
  /// reached the same file through a different path). A temporary file is provably abandoned
  /// when the process named in it (`<prefix><pid>.<n>`) no longer exists and no one
  /// holds the lock every writer takes on its temporary file; anything else is left alone.
  func removeAbandonedTemporaryFiles(in directory: SystemPath) {
    let candidates = (DirectoryListing.names(directory) ?? []).compactMap {
      String(validating: $0.bytes, as: UTF8.self)
    }.filter { $0.hasPrefix(temporaryPrefix) }
    for name in candidates where isAbandoned(name, in: directory) {
      _ = FileDescriptor.retrying { directory.appending(name).withCString { unlink($0) } }
    }
  }

  /// Whether a temporary file's writer is gone: its process does not exist, and the file is
  /// not locked.
  func isAbandoned(_ name: String, in directory: SystemPath) -> Bool {
    let parts = name.dropFirst(temporaryPrefix.count).split(separator: ".")
    guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, Int(parts[1]) != nil else {
      return false
    }
    if kill(pid, 0) == 0 || errno == EPERM { return false }
    let descriptor = FileDescriptor.retrying {
      directory.appending(name).withCString {
        open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
      }
    }
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return FileDescriptor.retrying({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0
  }

  /// How to set a file that cannot be used aside, as the end of a message: " (move it aside
  /// to start again: mv 'file' 'file.bad')".
  static func moveAsideHint(_ file: String) -> String {
    " (move it aside to start again: mv \(shellQuoted(file)) \(shellQuoted(file + ".bad")))"
  }

  /// A path in single quotes for a POSIX shell, `'` written as `'\''`, as messages that say
  /// how to move a file aside show it.
  static func shellQuoted(_ path: String) -> String {
    var result = "'"
    for character in path {
      if character == "'" { result += "'\\''" } else { result.append(character) }
    }
    return result + "'"
  }
}
