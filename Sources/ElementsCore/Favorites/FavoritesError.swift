/// Why the favorites could not be found, read, changed or saved.
///
/// Every message is one line. Messages about a file name it, and the line when there is one, so
/// a user can open the file and look. A file that cannot be parsed is never modified; its
/// message says how to set it aside and start again.
public enum FavoritesError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Neither `ELEMENTS_HOME`, an absolute `XDG_DATA_HOME` nor an absolute `HOME` is set, so
  /// there is nowhere to keep favorites.
  case noLocation
  /// `ELEMENTS_HOME` or `XDG_DATA_HOME` is set to a relative path. The XDG specification calls
  /// such a path invalid; rather than quietly keep favorites somewhere else, elements says so.
  case relativeLocation(variable: String, value: String)
  /// The file exists but could not be opened or read; `reason` is the system's explanation,
  /// e.g. "Permission denied", or "it is a directory".
  case cannotRead(file: String, reason: String)
  /// The file is larger than ``FavoritesFormat/sizeLimit``; it is refused unread.
  case tooLarge(file: String, bytes: Int, limit: Int)
  /// The file is not a favorites file: a line (counted from 1) or, when `line` is `nil`, the
  /// file as a whole is not what the format allows.
  case malformed(file: String, line: Int?, reason: String)
  /// The file says it is in a format version this program does not read, e.g. one written by a
  /// newer version of elements.
  case unsupportedVersion(file: String, line: Int, version: String)
  /// The directory that holds the file, or one of its parents, could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The lock file could not be created, opened or locked.
  case cannotLock(file: String, reason: String)
  /// Writing the new file failed; the old file, if any, is as it was.
  case cannotSave(file: String, reason: String)
  /// The new list would make a file larger than ``FavoritesFormat/sizeLimit``, which could not
  /// be read back; nothing was written.
  case tooLargeToSave(file: String, bytes: Int, limit: Int)
  /// A move named a position outside 1...`count`.
  case positionOutOfRange(position: Int, count: Int)

  /// The one-line message for users, e.g.
  /// `/home/u/.local/share/elements/favorites: line 3: expected '<number><TAB><symbol>', found
  /// "abc" (move it aside to start again: mv '…/favorites' '…/favorites.bad')`.
  public var description: String {
    switch self {
    case .noLocation:
      "cannot tell where to keep favorites: HOME is not set to an absolute path"
        + " (set ELEMENTS_HOME to a directory)"
    case .relativeLocation(let variable, let value):
      "\(variable) is \(value.quotedForMessage()), a relative path; set it to an absolute path (or unset it)"
    case .cannotRead(let file, let reason):
      "\(file): cannot read the favorites: \(reason)"
    case .tooLarge(let file, let bytes, let limit):
      "\(file): the file is \(bytes) bytes; a favorites file is limited to \(limit) bytes"
        + GuardedFile.moveAsideHint(file)
    case .malformed(let file, let line, let reason):
      "\(file):" + (line.map { " line \($0):" } ?? "") + " \(reason)"
        + GuardedFile.moveAsideHint(file)
    case .unsupportedVersion(let file, let line, let version):
      "\(file): line \(line): format version \(version) is not supported; this elements reads"
        + " version \(FavoritesFormat.version) (update elements, or move the file aside to start"
        + " again: mv \(GuardedFile.shellQuoted(file)) \(GuardedFile.shellQuoted(file + ".bad")))"
    case .cannotCreateDirectory(let path, let reason):
      "\(path): cannot create the directory for favorites: \(reason)"
    case .cannotLock(let file, let reason):
      "\(file): cannot lock the favorites: \(reason)"
    case .cannotSave(let file, let reason):
      "\(file): cannot save the favorites: \(reason)"
    case .tooLargeToSave(let file, let bytes, let limit):
      "\(file): cannot save the favorites: they would take \(bytes) bytes and the limit is"
        + " \(limit) bytes (shorten some notes)"
    case .positionOutOfRange(let position, let count):
      switch count {
      case ...0: "there is no position \(position): there are no favorites"
      case 1: "there is no position \(position): the only position is 1"
      default: "there is no position \(position): choose a position from 1 to \(count)"
      }
    }
  }
}

extension FavoritesError: GuardedFileError {}
