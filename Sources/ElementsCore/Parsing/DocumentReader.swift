/// Reads property lists (XML and binary) and JSON documents into `DataValue`s.
///
/// All readers work on raw bytes with the standard library only. They reject what they cannot
/// read faithfully rather than guess, and they are safe on hostile input: nesting is limited
/// to 64 levels, XML entity declarations are refused, and every offset in a binary property
/// list is checked.
public enum DocumentReader {
  /// Sniffs the format from the first bytes (after an optional UTF-8/UTF-16 BOM and
  /// whitespace): "bplist00" → binary, "<" → XML plist, "[" or "{" → JSON, "(" or an
  /// OpenStep-looking start → openStep, else unknown.
  ///
  /// "OpenStep-looking" means a `{` followed by a key (quoted or not) and `=`, or a quoted
  /// string or word followed by `=` (a `.strings` file). A `{` followed by anything else is
  /// JSON, so that a JSON document with a slip in it (a key in single quotes or none) is
  /// reported where the slip is. A JSON document may also start with a number, `"`, `true`,
  /// `false` or `null`. `/*` and `//` comments, which OpenStep allows and JSON does not, are
  /// skipped: JSON after them is JSON (its reader reports the comment), anything else OpenStep.
  ///
  /// - Parameters:
  ///   - bytes: The start of the file, or all of it.
  /// - Returns: The format the file appears to have; `.unknown` for an empty file.
  public static func format(of bytes: [UInt8]) -> DocumentFormat {
    if bytes.starts(with: "bplist".utf8) { return .binaryPropertyList }
    var sniffer = FormatSniffer(bytes)
    guard var first = sniffer.next() else { return .unknown }
    var commented = false
    while first == UInt8(ascii: "/") {
      guard sniffer.skipComment() else { return .unknown }
      commented = true
      guard let next = sniffer.nextSignificant() else { return .openStepPropertyList }
      first = next
    }
    let format = format(startingWith: first, &sniffer)
    return commented && format != .json ? .openStepPropertyList : format
  }

  /// The format of a document whose first significant character is `first`, read on with
  /// `sniffer`, as ``format(of:)`` describes.
  private static func format(startingWith first: UInt8, _ sniffer: inout FormatSniffer)
    -> DocumentFormat
  {
    switch first {
    case UInt8(ascii: "<"):
      return .xmlPropertyList
    case UInt8(ascii: "["), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .json
    case UInt8(ascii: "{"):
      sniffer.skipWhitespace()
      switch sniffer.next() {
      case UInt8(ascii: "}"), nil:
        return .json
      case UInt8(ascii: "\""):
        return sniffer.skipQuotedString() && sniffer.nextSignificant() == UInt8(ascii: "=")
          ? .openStepPropertyList : .json
      case let character? where FormatSniffer.isWordCharacter(character):
        _ = sniffer.word()
        return sniffer.nextSignificant() == UInt8(ascii: "=") ? .openStepPropertyList : .json
      default:
        return .json
      }
    case UInt8(ascii: "("):
      return .openStepPropertyList
    case UInt8(ascii: "\""):
      return sniffer.skipQuotedString() && sniffer.nextSignificant() == UInt8(ascii: "=")
        ? .openStepPropertyList : .json
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      let word = [first] + sniffer.word()
      if ["true", "false", "null"].contains(where: { word.elementsEqual($0.utf8) }) {
        return .json
      }
      return sniffer.nextSignificant() == UInt8(ascii: "=") ? .openStepPropertyList : .unknown
    default:
      return .unknown
    }
  }

  /// Parses any supported format into a DataValue; throws DocumentError.
  ///
  /// The format is chosen by `format(of:)`.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  /// - Returns: The document's root value.
  /// - Throws: `DocumentError` if the file is empty, is in an unsupported or unknown format,
  ///   or is malformed.
  public static func read(_ bytes: [UInt8]) throws(DocumentError) -> DataValue {
    switch format(of: bytes) {
    case .xmlPropertyList:
      return try readXMLPropertyList(bytes)
    case .binaryPropertyList:
      return try readBinaryPropertyList(bytes)
    case .json:
      return try readJSON(bytes)
    case .openStepPropertyList:
      throw DocumentError(
        line: nil,
        reason: "OpenStep-style property lists are not supported; "
          + "convert it to XML with 'plutil -convert xml1'")
    case .unknown:
      var sniffer = FormatSniffer(bytes)
      let isBlank = sniffer.next() == nil
      throw DocumentError(
        line: nil,
        reason: isBlank ? "the file is empty" : "not a property list or JSON document")
    }
  }

  /// Parses an XML property list.
  ///
  /// Accepts UTF-8 (with or without a byte-order mark) and UTF-16 (with a byte-order mark, or
  /// starting with `<` as the XML specification allows); `<?xml …?>`, comments and a DOCTYPE
  /// without entity declarations; a `<plist>` root or a bare value element.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  /// - Returns: The property list's root value.
  /// - Throws: `DocumentError` with the line of the problem.
  public static func readXMLPropertyList(_ bytes: [UInt8]) throws(DocumentError) -> DataValue {
    try XMLPropertyListParser.parse(bytes)
  }

  /// Parses a binary property list (`bplist00`).
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  /// - Returns: The property list's root value. Dates become ISO 8601 text in UTC.
  /// - Throws: `DocumentError` without a line if the file is malformed, contains a reference
  ///   cycle, sets or UIDs, nests deeper than 64 levels or expands to more than 2,000,000
  ///   values.
  public static func readBinaryPropertyList(_ bytes: [UInt8]) throws(DocumentError) -> DataValue {
    try BinaryPropertyListParser.parse(bytes)
  }

  /// Parses a JSON document (RFC 8259).
  ///
  /// Numbers without a fraction or exponent that fit in `Int` become `.integer`, all others
  /// `.real`. Objects keep their keys in document order.
  ///
  /// - Parameters:
  ///   - bytes: The whole file, in UTF-8 (a byte-order mark is allowed) or UTF-16.
  /// - Returns: The document's root value.
  /// - Throws: `DocumentError` with the line of the problem.
  public static func readJSON(_ bytes: [UInt8]) throws(DocumentError) -> DataValue {
    try JSONParser.parse(bytes)
  }
}
