import Glibc

/// The quiz's progress on disk: the file `quiz` and its lock, `quiz.lock`, in the directory
/// that holds the favorites (``FavoritesStore/defaultDirectory(environment:for:)``).
///
/// It keeps the favorites' guarantees, with the same code (`GuardedFile`): ``load()`` only
/// reads; ``update(warn:_:)`` locks, reads and parses the current file, changes it, and replaces
/// it atomically and durably, so runs at the same time lose no answer and a kill at any
/// instant leaves the old file or the new one, whole. A file that cannot be read or parsed is
/// never changed: every update stops with its error.
public struct QuizStore: Sendable {
  /// The name of the progress file in its directory.
  public static let fileName = "quiz"
  /// The name of the lock file.
  public static let lockFileName = "quiz.lock"
  static let temporaryPrefix = ".quiz.tmp."

  /// The progress file.
  public let file: SystemPath
  /// The lock file.
  public let lockFile: SystemPath

  /// The file's path as messages show it.
  public var path: String { file.description }

  private var guarded: GuardedFile {
    GuardedFile(
      path: path, temporaryPrefix: Self.temporaryPrefix, sizeLimit: QuizProgressFormat.sizeLimit)
  }

  /// Makes a store in a directory; nothing is read or created yet.
  /// - Parameter directory: The directory; "" means ".".
  public init(directory: SystemPath) {
    let directory = directory.isEmpty ? SystemPath(".") : directory
    file = directory.appending(Self.fileName)
    lockFile = directory.appending(Self.lockFileName)
  }

  /// Reads the progress, creating and locking nothing.
  /// - Returns: The progress; empty when there is no file.
  /// - Throws: ``StoreError`` naming the file when it cannot be read or is not a progress file.
  public func load() throws(StoreError) -> QuizProgress {
    let guarded = guarded
    let file = file
    guard
      let existing = try StoreError.catching(
        .quizProgress,
        { () throws(StoreError.Problem) in
          try guarded.readFile(file)
        })
    else { return QuizProgress() }
    return try QuizProgressFormat.decode(existing.bytes, file: path)
  }

  /// Changes the progress safely: locks, reads, changes, and saves atomically; an unchanged
  /// file is not written.
  /// - Parameters:
  ///   - warn: Told, with the system's reason, when the change was saved but the directory
  ///     could not be flushed to disk.
  ///   - change: Changes the progress; it runs under the lock.
  /// - Returns: What `change` returned.
  /// - Throws: ``StoreError``: the current file's error, or why it could not be locked or
  ///   saved. On every error the file is as it was.
  @discardableResult
  public func update<T>(
    warn: (String) -> Void = { _ in }, _ change: (inout QuizProgress) -> T
  ) throws(StoreError) -> T {
    let guarded = guarded
    let (file, lockFile) = (file, self.lockFile)
    let (lock, target, existing) = try StoreError.catching(.quizProgress) {
      () throws(StoreError.Problem) in try guarded.lockAndRead(file, lockFile: lockFile)
    }
    defer { close(lock) }
    var progress = QuizProgress()
    if let existing { progress = try QuizProgressFormat.decode(existing.bytes, file: path) }
    let old = QuizProgressFormat.encode(progress)
    let result = change(&progress)
    let new = QuizProgressFormat.encode(progress)
    if new == old { return result }
    guard new.count <= QuizProgressFormat.sizeLimit else {
      throw StoreError(
        .quizProgress,
        .tooLargeToSave(file: path, bytes: new.count, limit: QuizProgressFormat.sizeLimit))
    }
    let reason = try StoreError.catching(.quizProgress) { () throws(StoreError.Problem) in
      try guarded.save(new, to: target, replacing: existing?.status)
    }
    if let reason { warn(reason) }
    return result
  }
}
