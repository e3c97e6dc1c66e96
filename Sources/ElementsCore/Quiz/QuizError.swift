/// Why the quiz's progress could not be read or saved. Every message is one line naming the
/// file; a file that cannot be read or parsed is never changed.
public enum QuizError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file exists but could not be opened or read; `reason` is the system's explanation.
  case cannotRead(file: String, reason: String)
  /// The file is larger than ``QuizProgressFormat/sizeLimit``; it is refused unread.
  case tooLarge(file: String, bytes: Int, limit: Int)
  /// The file is not a progress file: a line (counted from 1) or, when `line` is `nil`, the
  /// file as a whole.
  case malformed(file: String, line: Int?, reason: String)
  /// The file is in a format version this program does not read.
  case unsupportedVersion(file: String, line: Int, version: String)
  /// The directory that holds the file could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The lock file could not be created, opened or locked.
  case cannotLock(file: String, reason: String)
  /// Writing the new file failed; the old file, if any, is as it was.
  case cannotSave(file: String, reason: String)

  /// The one-line message, e.g. "…/quiz: line 4: expected 7 fields separated by tabs, found 3
  /// (move it aside to start again: mv '…/quiz' '…/quiz.bad')".
  public var description: String {
    switch self {
    case .cannotRead(let file, let reason): "\(file): cannot read the quiz progress: \(reason)"
    case .tooLarge(let file, let bytes, let limit):
      "\(file): the file is \(bytes) bytes; a quiz progress file is limited to \(limit) bytes"
        + GuardedFile.moveAsideHint(file)
    case .malformed(let file, let line, let reason):
      "\(file):" + (line.map { " line \($0):" } ?? "") + " \(reason)"
        + GuardedFile.moveAsideHint(file)
    case .unsupportedVersion(let file, let line, let version):
      "\(file): line \(line): format version \(version.quotedForMessage()) is not supported;"
        + " this elements reads version \(QuizProgressFormat.version)"
        + GuardedFile.moveAsideHint(file)
    case .cannotCreateDirectory(let path, let reason):
      "\(path): cannot create the directory for the quiz progress: \(reason)"
    case .cannotLock(let file, let reason): "\(file): cannot lock the quiz progress: \(reason)"
    case .cannotSave(let file, let reason): "\(file): cannot save the quiz progress: \(reason)"
    }
  }
}

extension QuizError: GuardedFileError {}
