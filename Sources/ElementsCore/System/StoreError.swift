/// Why a file elements keeps for the user (the favorites, or the quiz's progress) could not be
/// found, read, changed or saved.
///
/// Every message is one line. Messages about a file name it, and the line when there is one, so
/// a user can open the file and look. A file that cannot be read or parsed is never modified;
/// its message says how to set it aside and start again.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Which file.
  public enum Store: Sendable, Hashable {
    /// The favorites, ``FavoritesStore``.
    case favorites
    /// The quiz's progress, ``QuizStore``.
    case quizProgress
  }

  /// What went wrong.
  public enum Problem: Error, Sendable, Hashable {
    /// Neither `ELEMENTS_HOME`, an absolute `XDG_DATA_HOME` nor an absolute `HOME` is set, so
    /// there is nowhere to keep the file.
    case noLocation
    /// `ELEMENTS_HOME` or `XDG_DATA_HOME` is set to a relative path. The XDG specification
    /// calls such a path invalid; rather than quietly keep the file somewhere else, elements
    /// says so.
    case relativeLocation(variable: String, value: String)
    /// The file exists but could not be opened or read; `reason` is the system's explanation,
    /// e.g. "Permission denied", or "it is a directory".
    case cannotRead(file: String, reason: String)
    /// The file is larger than the store's size limit; it is refused unread.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The file is not what the store's format allows: a line (counted from 1) or, when `line`
    /// is `nil`, the file as a whole.
    case malformed(file: String, line: Int?, reason: String)
    /// The file says it is in a format version this program does not read, e.g. one written
    /// by a newer version of elements.
    case unsupportedVersion(file: String, line: Int, version: String)
    /// The directory that holds the file, or one of its parents, could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// The lock file could not be created, opened or locked.
    case cannotLock(file: String, reason: String)
    /// Writing the new file failed; the old file, if any, is as it was.
    case cannotSave(file: String, reason: String)
    /// The new contents would make a file larger than the size limit, which could not be read
    /// back; nothing was written.
    case tooLargeToSave(file: String, bytes: Int, limit: Int)
    /// A move named a position outside 1...`count`.
    case positionOutOfRange(position: Int, count: Int)
  }

  /// Which file.
  public var store: Store
  /// What went wrong.
  public var problem: Problem

  /// Makes an error.
  /// - Parameters:
  ///   - store: Which file.
  ///   - problem: What went wrong.
  public init(_ store: Store, _ problem: Problem) {
    self.store = store
    self.problem = problem
  }

  /// Runs a step of reading or saving a store's file, its problem as this store's error.
  /// - Parameters:
  ///   - store: Which file.
  ///   - body: The step.
  /// - Returns: What the step returned.
  static func catching<T>(_ store: Store, _ body: () throws(Problem) -> T) throws(StoreError)
    -> T
  {
    do {
      return try body()
    } catch {
      throw StoreError(store, error)
    }
  }

  /// The one-line message for users, e.g.
  /// `/home/u/.local/share/elements/favorites: line 3: expected '<number><TAB><symbol>', found
  /// 'abc' (move it aside to start again: mv '…/favorites' '…/favorites.bad')`.
  public var description: String {
    // "cannot read the favorites", "a favorites file", "where to keep favorites".
    let (what, kind, kept) =
      switch store {
      case .favorites: ("the favorites", "a favorites file", "favorites")
      case .quizProgress: ("the quiz progress", "a quiz progress file", "the quiz progress")
      }
    switch problem {
    case .noLocation:
      return "cannot tell where to keep \(kept): HOME is not set to an absolute path"
        + " (set ELEMENTS_HOME to a directory)"
    case .relativeLocation(let variable, let value):
      return "\(variable) is \(value.quotedForMessage()), a relative path; set it to an absolute"
        + " path (or unset it)"
    case .cannotRead(let file, let reason):
      return "\(file): cannot read \(what): \(reason)"
    case .tooLarge(let file, let bytes, let limit):
      return "\(file): the file is \(bytes) bytes; \(kind) is limited to \(limit) bytes"
        + GuardedFile.moveAsideHint(file)
    case .malformed(let file, let line, let reason):
      return "\(file):" + (line.map { " line \($0):" } ?? "") + " \(reason)"
        + GuardedFile.moveAsideHint(file)
    case .unsupportedVersion(let file, let line, let version):
      let supported =
        switch store {
        case .favorites: FavoritesFormat.version
        case .quizProgress: QuizProgressFormat.version
        }
      return "\(file): line \(line): format version \(version.quotedForMessage()) is not"
        + " supported; this elements reads version \(supported) (update elements, or move the"
        + " file aside to start again: mv \(GuardedFile.shellQuoted(file))"
        + " \(GuardedFile.shellQuoted(file + ".bad")))"
    case .cannotCreateDirectory(let path, let reason):
      return "\(path): cannot create the directory for \(kept): \(reason)"
    case .cannotLock(let file, let reason):
      return "\(file): cannot lock \(what): \(reason)"
    case .cannotSave(let file, let reason):
      return "\(file): cannot save \(what): \(reason)"
    case .tooLargeToSave(let file, let bytes, let limit):
      return store == .favorites
        ? "\(file): cannot save \(what): they would take \(bytes) bytes and the limit is"
          + " \(limit) bytes (shorten some notes)"
        : "\(file): cannot save \(what): it would take \(bytes) bytes and the limit is"
          + " \(limit) bytes"
    case .positionOutOfRange(let position, let count):
      switch count {
      case ...0: return "there is no position \(position): there are no favorites"
      case 1: return "there is no position \(position): the only position is 1"
      default: return "there is no position \(position): choose a position from 1 to \(count)"
      }
    }
  }
}
