import Glibc

/// The user's favorites on disk: one ``FavoritesFormat`` file, `favorites`, and a lock file,
/// `favorites.lock`, in one directory (see ``defaultDirectory(environment:for:)``).
///
/// ``load()`` only reads: it creates nothing and takes no lock (the file is only ever replaced
/// whole, by `rename`, so a reader sees either the old or the new file). ``update(warn:_:)`` is the
/// only way to change the file.
///
/// **Nothing is lost.** A file that cannot be read or parsed is never replaced or modified:
/// ``update(warn:_:)`` reads and parses the current file before it changes anything, and stops with
/// that error. A save that fails leaves the old file as it was.
///
/// **Concurrent updates.** ``update(warn:_:)`` holds an exclusive `flock` on `favorites.lock` from
/// before it reads the file until after the new one is in place, so updates from any number of
/// processes, or threads of one process (each update opens its own descriptor), happen one
/// after the other and none overwrites another's change. The lock cannot live on `favorites`
/// itself, because `rename` puts a new file (a new inode) there. The lock file is never deleted:
/// deleting it would let two processes lock two different files of the same name.
///
/// **Crash safety.** A save writes the whole new text to a temporary file in the same
/// directory, `.favorites.tmp.<pid>.<n>`, created with `O_CREAT|O_EXCL` and mode 0600 (then
/// given the old file's mode), `fsync`s it, `rename`s it over `favorites`, and `fsync`s the
/// directory. Kill the process (or cut the power) at any instant:
/// - before the `rename`, `favorites` has not been touched: the old file (or none) remains. At
///   worst a hidden temporary file is left, which the next update deletes under the lock;
/// - the `rename` itself is atomic (POSIX): the name points either at the old inode or at the
///   new one, never at a mix and never at nothing;
/// - after the `rename`, the new file's bytes were already on disk (the `fsync` came first), so
///   the name never points at an empty or half-written file, even after a power cut on a file
///   system that reorders writes; the directory `fsync` makes the rename itself durable, so once
///   ``update(warn:_:)`` returns, the new list survives a power cut.
///
/// So `favorites` always holds a complete file, old or new. Updates from separate processes are
/// serialized by the lock, which the kernel releases when a process dies, however it dies.
/// Each writer also holds a lock on its temporary file; the clean-up deletes only temporary
/// files whose process is gone and whose lock is free.
///
/// A `favorites` that is a symbolic link (say into a dotfiles repository) stays one: the new file
/// replaces the link's target, with the temporary file beside the target, and the lock is taken
/// beside the target too (`<target>.lock`), so that every path that leads to one file takes
/// one lock.
public struct FavoritesStore: Sendable {
  /// The name of the favorites file in its directory.
  public static let fileName = "favorites"
  /// The name of the lock file in the same directory.
  public static let lockFileName = "favorites.lock"
  /// The start of the temporary files' names.
  static let temporaryPrefix = ".favorites.tmp."

  /// The directory, as given.
  public let directory: SystemPath
  /// The favorites file: the directory and ``fileName``.
  public let file: SystemPath
  /// The lock file: the directory and ``lockFileName``.
  public let lockFile: SystemPath

  /// The favorites file's path as messages show it (``SystemPath/description``).
  public var path: String { file.description }

  /// For tests: a step of saving that fails as if the system call had failed with EIO.
  var failingStep: SaveStep?

  /// The steps of saving, in order.
  typealias SaveStep = GuardedFile.SaveStep

  /// The file's reading, locking and saving.
  var guarded: GuardedFile {
    GuardedFile(
      path: path, temporaryPrefix: Self.temporaryPrefix, sizeLimit: FavoritesFormat.sizeLimit,
      failingStep: failingStep)
  }

  /// Makes a store for the favorites in a directory. Nothing is read or created yet.
  /// - Parameter directory: The directory, e.g. from ``defaultDirectory(environment:for:)``; a
  ///   relative path is relative to the current directory, and "" means ".".
  public init(directory: SystemPath) {
    self.directory = directory.isEmpty ? SystemPath(".") : directory
    self.file = self.directory.appending(Self.fileName)
    self.lockFile = self.directory.appending(Self.lockFileName)
  }

  /// Reads the favorites, without creating or locking anything.
  /// - Returns: The favorites; an empty list if the file (or its directory) does not exist.
  /// - Throws: ``StoreError`` naming the file (and the line) if the file cannot be read or
  ///   is not a valid favorites file.
  public func load() throws(StoreError) -> FavoritesList {
    guard
      let existing = try StoreError.catching(
        .favorites,
        { () throws(StoreError.Problem) in
          try guarded.readFile(file)
        })
    else { return FavoritesList() }
    return try FavoritesFormat.decode(existing.bytes, file: path)
  }

  /// Changes the favorites safely: locks, reads, changes, and saves atomically.
  ///
  /// Creates the directory (mode 0700, with any missing parents) and the lock file if needed,
  /// takes the lock, reads and parses the current file, calls `change` once, and, if the list
  /// is now written differently, saves it as the type's documentation describes. If the file
  /// cannot be parsed, or `change` throws, or the new list is no different, the file is not
  /// written at all.
  /// - Parameters:
  ///   - warn: Told when the change was saved but may not survive a power cut (the directory
  ///     could not be flushed to disk): the change is made, so this is no error.
  ///   - change: Changes the list, e.g. `{ $0.add(favorite) }`; it runs under the lock, so it
  ///     should be quick and must not call back into the store.
  /// - Returns: What `change` returned.
  /// - Throws: ``StoreError``: the current file's error, the error `change` threw, or why
  ///   the directory, lock or new file could not be made. On every error the file is as it was.
  @discardableResult
  public func update<T>(
    warn: (FavoritesWarning) -> Void = { _ in },
    _ change: (inout FavoritesList) throws(StoreError) -> T
  ) throws(StoreError) -> T {
    let guarded = guarded
    let (lock, target, existing) = try StoreError.catching(.favorites) {
      () throws(StoreError.Problem) in try guarded.lockAndRead(file, lockFile: lockFile)
    }
    defer { close(lock) }
    var list = FavoritesList()
    if let existing { list = try FavoritesFormat.decode(existing.bytes, file: path) }
    let old = FavoritesFormat.encode(list)
    let result = try change(&list)
    let new = FavoritesFormat.encode(list)
    if new == old { return result }
    guard new.count <= FavoritesFormat.sizeLimit else {
      throw StoreError(
        .favorites,
        .tooLargeToSave(file: path, bytes: new.count, limit: FavoritesFormat.sizeLimit))
    }
    let reason = try StoreError.catching(.favorites) { () throws(StoreError.Problem) in
      try guarded.save(new, to: target, replacing: existing?.status)
    }
    if let reason { warn(FavoritesWarning(file: path, reason: reason)) }
    return result
  }
}

/// A change to the favorites that was saved, with a caveat the user should hear.
public struct FavoritesWarning: Sendable, Hashable, CustomStringConvertible {
  /// The favorites file.
  public var file: String
  /// Why the directory could not be flushed to disk, in the system's words.
  public var reason: String

  /// "…/favorites: the change is saved, but the directory could not be flushed to disk (…)".
  public var description: String {
    "\(file): the change is saved, but the directory could not be flushed to disk, so a power"
      + " cut could undo it (\(reason))"
  }
}
