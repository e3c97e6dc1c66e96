/// An entry of a data file: which file, its 1-based position, and its name or symbol when known.
public struct EntryReference: Sendable, Hashable, CustomStringConvertible {
  /// The file as the user named it, e.g. "Elements.plist".
  public var file: String
  /// The entry's position in the file, counting from 1.
  public var index: Int
  /// The entry's name or symbol, when the entry has one.
  public var label: String?

  /// Makes a reference.
  /// - Parameters:
  ///   - file: The file as the user named it.
  ///   - index: The entry's position, counting from 1.
  ///   - label: The entry's name or symbol, if known.
  public init(file: String, index: Int, label: String? = nil) {
    self.file = file
    self.index = index
    self.label = label
  }

  /// "Elements.plist: entry 74 (Oxygen)".
  public var description: String {
    "\(file): entry \(index)" + (label.map { " (\($0))" } ?? "")
  }
}

/// Why element data could not be loaded. Every message names the file, and where it can, the
/// entry and the key, so a user can find and fix the problem.
public enum ElementsDataError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be opened or read; `reason` is the system's explanation.
  case cannotRead(file: String, reason: String)
  /// The file is larger than ``DataFile/sizeLimit``; it is refused before parsing.
  case tooLarge(file: String, bytes: Int, limit: Int)
  /// The file is not a well-formed property list or JSON document.
  case malformed(file: String, line: Int?, reason: String)
  /// The document's top level is not the list of elements the schema expects.
  case wrongTopLevel(file: String, expected: String, found: String)
  /// The document holds no elements.
  case noElements(file: String)
  /// The document holds more entries than ``DataFile/entryLimit``.
  case tooManyEntries(file: String, count: Int, limit: Int)
  /// An entry of the element list is not a dictionary.
  case entryNotADictionary(EntryReference, found: String)
  /// An entry lacks a key that every element needs.
  case missingKey(EntryReference, key: String)
  /// An entry's value has the wrong type or an impossible value.
  case invalidValue(EntryReference, key: String, found: String, expected: String)
  /// An entry's state is none of Solid, Liquid, Gas, Artificial.
  case unknownState(EntryReference, key: String, found: String)
  /// Two entries have the same atomic number.
  case duplicateNumber(EntryReference, number: Int, firstEntry: EntryReference)
  /// Two entries have the same symbol (compared without case).
  case duplicateSymbol(EntryReference, symbol: String, firstEntry: EntryReference)
  /// Two entries have the same name or alternate name (compared without case).
  case duplicateName(EntryReference, name: String, firstEntry: EntryReference)

  /// The one-line message for users, e.g.
  /// `Elements.plist: entry 74 (Oxygen): missing key 'symbol'`.
  public var description: String {
    switch self {
    case .cannotRead(let file, let reason):
      "\(file): cannot read the file: \(reason)"
    case .tooLarge(let file, let bytes, let limit):
      "\(file): the file is \(bytes) bytes; data files are limited to \(limit) bytes"
    case .malformed(let file, let line, let reason):
      "\(file):" + (line.map { " line \($0):" } ?? "") + " \(reason)"
    case .wrongTopLevel(let file, let expected, let found):
      "\(file): expected \(expected) at the top level, found \(found)"
    case .noElements(let file):
      "\(file): the file contains no elements"
    case .tooManyEntries(let file, let count, let limit):
      "\(file): the file has \(count) entries; the limit is \(limit)"
    case .entryNotADictionary(let entry, let found):
      "\(entry): expected a dictionary, found \(found)"
    case .missingKey(let entry, let key):
      "\(entry): missing key \(key.quotedForMessage())"
    case .invalidValue(let entry, let key, let found, let expected):
      "\(entry): \(key.quotedForMessage()) is \(found), expected \(expected)"
    case .unknownState(let entry, let key, let found):
      "\(entry): \(key.quotedForMessage()) is \(found), expected Solid, Liquid, Gas or Artificial"
    case .duplicateNumber(let entry, let number, let first):
      "\(entry): atomic number \(number) is already used by entry \(first.index)"
        + (first.label.map { " (\($0))" } ?? "")
    case .duplicateSymbol(let entry, let symbol, let first):
      "\(entry): symbol \(symbol.quotedForMessage()) is already used by entry \(first.index)"
        + (first.label.map { " (\($0))" } ?? "")
    case .duplicateName(let entry, let name, let first):
      "\(entry): name \(name.quotedForMessage()) is already used by entry \(first.index)"
        + (first.label.map { " (\($0))" } ?? "")
    }
  }
}

/// Something odd but usable in a data file. The data loads; the warning is shown on stderr.
public struct DataWarning: Sendable, Hashable, CustomStringConvertible {
  /// The file and entry the warning is about, as text ("Elements.plist: entry 5 (Boron)").
  public var place: String
  /// What is odd, e.g. "unknown key 'colour' ignored".
  public var message: String

  /// Makes a warning.
  /// - Parameters:
  ///   - place: Where the oddity is.
  ///   - message: What is odd.
  public init(place: String, message: String) {
    self.place = place
    self.message = message
  }

  /// "Elements.plist: entry 5 (Boron): shares row 2, column 13 with entry 4 (Beryllium)".
  public var description: String { "\(place): \(message)" }
}
