/// The favorites file: UTF-8 text a person can read and edit, with a format version.
///
/// ```
/// # Favorite elements, kept by 'elements favorites'. One per line: number, symbol, note.
/// # Fields are separated by tabs. In a note, \\ \t \n \r \u{1B} mean \, tab, LF, CR, ESC.
/// elements-favorites 1
/// 26    Fe    My bike is made of this
/// 79    Au
/// ```
///
/// (Between the fields of the last two lines is one tab each, shown here as spaces.)
///
/// **Lines.** Lines end with LF (the last one may lack it). A line that is empty or holds only
/// spaces and tabs is blank; a line whose first byte is `#` is a comment. Both are ignored
/// wherever they are. The first other line is the version line, `elements-favorites 1`; every
/// line after it is one favorite, in the user's order.
///
/// **Favorites.** `<number><TAB><symbol>` or `<number><TAB><symbol><TAB><note>`. The number is a
/// decimal integer as Swift prints it: no plus sign, leading zeros or spaces (a minus sign is
/// allowed, as only a hand-built table can need); each number appears once. The symbol is not
/// empty. A note, when there is a tab for it, is not empty.
///
/// **Escapes**, in the symbol and the note, so that any text fits on one line and round-trips
/// exactly, scalar for scalar:
///
/// | written | means |
/// |---|---|
/// | `\\` | a backslash |
/// | `\t` | a tab (U+0009) |
/// | `\n` | a line feed (U+000A) |
/// | `\r` | a carriage return (U+000D) |
/// | `\u{XX}` | the scalar with that hex value, 1 to 6 digits, e.g. `\u{1B}` for ESC |
///
/// The writer uses `\u{…}` (upper-case hex, at least two digits) for every other control
/// character (U+0000–U+001F, U+007F–U+009F) and, so that an editor shows the line as it is,
/// for the line and paragraph separators U+2028 and U+2029, the bidirectional controls
/// U+202A–U+202E and U+2066–U+2069, and U+FEFF. Everything else, emoji included, is written as
/// it is. The reader accepts any `\u{…}` that names a Unicode scalar, and rejects a raw control
/// character, an unknown escape (`\q`) and a lone backslash at the end.
///
/// **Strictness.** Reading stops at the first problem with a ``StoreError`` naming the file
/// and line: a missing or unknown version line, a field that is missing, extra or malformed, a
/// repeated number, bytes that are not UTF-8, a file over ``sizeLimit``. Nothing is guessed.
public enum FavoritesFormat {
  /// The format version this program reads and writes.
  public static let version = 1

  /// The largest favorites file that is read, 1 MiB; larger files are refused unread, and a
  /// list that would need more is not saved.
  public static let sizeLimit = 1 << 20

  /// The comment lines at the top of every file written.
  public static let banner = [
    "# Favorite elements, kept by 'elements favorites'. One per line: number, symbol, note.",
    #"# Fields are separated by tabs. In a note, \\ \t \n \r \u{1B} mean \, tab, LF, CR, ESC."#,
  ]

  private static let versionPrefix = "elements-favorites "

  /// Writes a list as the text of a favorites file: the banner, the version line, then one line
  /// per favorite.
  /// - Parameter list: The favorites.
  /// - Returns: The file's bytes, UTF-8, ending with a line feed.
  public static func encode(_ list: FavoritesList) -> [UInt8] {
    var text = banner.joined(separator: "\n") + "\n" + versionPrefix + "\(version)\n"
    for favorite in list.favorites {
      text += "\(favorite.atomicNumber)\t" + escape(favorite.symbol)
      if let note = favorite.note { text += "\t" + escape(note) }
      text += "\n"
    }
    return Array(text.utf8)
  }

  /// Reads the text of a favorites file.
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The file's path, as errors name it.
  /// - Returns: The favorites, in the file's order.
  /// - Throws: ``StoreError`` for ``StoreError/Store/favorites``: the file is
  ///   ``StoreError/Problem/malformed(file:line:reason:)``, in an
  ///   ``StoreError/Problem/unsupportedVersion(file:line:version:)`` or
  ///   ``StoreError/Problem/tooLarge(file:bytes:limit:)``.
  public static func decode(_ bytes: [UInt8], file: String) throws(StoreError) -> FavoritesList {
    try StoreError.catching(.favorites) { () throws(StoreError.Problem) in
      try decodeList(bytes, file: file)
    }
  }

  /// ``decode(_:file:)``'s work, its problem not yet the favorites' error.
  private static func decodeList(_ bytes: [UInt8], file: String) throws(StoreError.Problem)
    -> FavoritesList
  {
    guard bytes.count <= sizeLimit else {
      throw .tooLarge(file: file, bytes: bytes.count, limit: sizeLimit)
    }
    guard !bytes.isEmpty else {
      throw .malformed(
        file: file, line: nil,
        reason: "the file is empty; a favorites file starts with '\(versionPrefix)\(version)'")
    }
    var hasVersionLine = false
    var lineOfNumber: [Int: Int] = [:]
    var favorites: [Favorite] = []
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      lineNumber += 1
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      let lineBytes = bytes[start..<end]
      start = end + 1
      let here = lineNumber
      func failure(_ reason: String) -> StoreError.Problem {
        .malformed(file: file, line: here, reason: reason)
      }

      guard let line = String(validating: lineBytes, as: UTF8.self) else {
        throw failure(notUTF8(lineBytes))
      }
      if lineBytes.first == UInt8(ascii: "#") { continue }
      if lineBytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }

      if !hasVersionLine {
        let expected = versionPrefix + "\(version)"
        guard line.hasPrefix(versionPrefix) else {
          throw failure("expected \(expected.quotedForMessage()), found \(line.quotedForMessage())")
        }
        let found = String(line.dropFirst(versionPrefix.count))
        guard isCanonicalInteger(found), !found.hasPrefix("-") else {
          throw failure("expected \(expected.quotedForMessage()), found \(line.quotedForMessage())")
        }
        guard found == "\(version)" else {
          throw .unsupportedVersion(file: file, line: here, version: found)
        }
        hasVersionLine = true
        continue
      }

      let fields = lineBytes.split(separator: 0x09, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      guard fields.count >= 2 else {
        throw failure("expected '<number><TAB><symbol>', found \(line.quotedForMessage())")
      }
      guard fields.count <= 3 else {
        throw failure(
          "expected at most 3 fields (number, symbol, note), found \(fields.count);"
            + #" a tab in a note is written \t"#)
      }
      guard isCanonicalInteger(fields[0]), let number = Int(fields[0]), number >= 1 else {
        throw failure("expected an atomic number, found \(fields[0].quotedForMessage())")
      }
      guard !fields[1].isEmpty else {
        throw failure("the symbol is missing after the atomic number \(number)")
      }
      let symbol: String
      do {
        symbol = try unescape(fields[1], field: "symbol")
      } catch {
        throw failure(error.reason)
      }
      var note: String?
      if fields.count == 3 {
        guard !fields[2].isEmpty else {
          throw failure("the note after the second tab is empty (leave out the tab for no note)")
        }
        do {
          note = try unescape(fields[2], field: "note")
        } catch {
          throw failure(error.reason)
        }
      }
      if let first = lineOfNumber.updateValue(here, forKey: number) {
        throw failure("atomic number \(number) is already on line \(first)")
      }
      favorites.append(Favorite(atomicNumber: number, symbol: symbol, note: note))
    }
    guard hasVersionLine else {
      throw .malformed(
        file: file, line: nil, reason: "the line '\(versionPrefix)\(version)' is missing")
    }
    return FavoritesList(distinct: favorites)
  }

  // MARK: Escapes

  /// Writes text so that it fits in one field: see the table in ``FavoritesFormat``.
  static func escape(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += #"\\"#
      case "\t": result += #"\t"#
      case "\n": result += #"\n"#
      case "\r": result += #"\r"#
      case _ where mustEscape(scalar): result += hexEscape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the writer spells a scalar as `\u{…}`.
  static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// `\u{1B}`: upper-case hex, at least two digits.
  private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return #"\u{"# + (hex.count < 2 ? "0" + hex : hex) + "}"
  }

  /// Why a field could not be read.
  struct FieldError: Error {
    var reason: String
  }

  /// Reads one escaped field.
  /// - Parameters:
  ///   - text: The field as written, already known to be UTF-8 without tabs or line feeds.
  ///   - field: "symbol" or "note", for messages.
  static func unescape(_ text: String, field: String) throws(FieldError) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar.properties.generalCategory == .control {
        throw FieldError(
          reason: "the \(field) has a raw control character U+\(hexDigits(scalar));"
            + " write it as \(escape(String(scalar)))")
      }
      guard scalar == "\\" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": result += "\\"
      case "t": result += "\t"
      case "n": result += "\n"
      case "r": result += "\r"
      case "u":
        var written = ""
        var digits = ""
        var closed = false
        if let open = scalars.next() {
          written.unicodeScalars.append(open)
          if open == "{" {
            while let next = scalars.next() {
              written.unicodeScalars.append(next)
              if next == "}" {
                closed = true
                break
              }
              digits.unicodeScalars.append(next)
              if digits.unicodeScalars.count > 6 { break }
            }
          }
        }
        guard closed, (1...6).contains(digits.unicodeScalars.count),
          digits.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }),
          let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value)
        else {
          throw FieldError(
            reason: "the \(field) has a bad escape '\\u\(escape(written))';"
              + #" write a scalar as \u{…} with 1 to 6 hex digits"#)
        }
        result.unicodeScalars.append(decoded)
      case nil:
        throw FieldError(
          reason: #"the \#(field) ends with a lone backslash; write a backslash as \\"#)
      case let other?:
        throw FieldError(
          reason: "the \(field) has an unknown escape '\\\(escape(String(other)))';"
            + #" write a backslash as \\"#)
      }
    }
    return result
  }

  // MARK: Helpers

  /// "0", "26", "-5": what `Int.description` writes, without overflow checks.
  private static func isCanonicalInteger(_ text: String) -> Bool {
    let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
    guard let first = digits.first, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return false
    }
    if first == 0x30 { return digits.count == 1 && digits.count == text.utf8.count }
    return true
  }

  private static func hexDigits(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// "the text is not UTF-8: byte 0xFF at byte 5 of the line".
  private static func notUTF8(_ line: ArraySlice<UInt8>) -> String {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = line.makeIterator()
    var offset = 0
    scan: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput, .error: break scan
      }
    }
    let byte = line[line.startIndex + min(offset, line.count - 1)]
    let hex = String(byte, radix: 16, uppercase: true)
    return "the text is not UTF-8: byte 0x\(hex.count < 2 ? "0" + hex : hex)"
      + " at byte \(offset + 1) of the line"
  }
}
