/// Reads XML property lists (Apple's `PropertyList-1.0.dtd`) from bytes.
///
/// This is not a general XML parser: it understands the plist elements, comments, processing
/// instructions, CDATA sections, the five predefined entities and numeric character
/// references. A DOCTYPE may name a DTD but may not declare entities, which rules out
/// entity-expansion attacks ("billion laughs"). Containers may nest at most `maximumDepth`
/// levels, which bounds the recursion.
///
/// Text is decoded in one step per token: the reader finds a token's extent by scanning bytes
/// and decodes those bytes to a `String` once.
struct XMLPropertyListParser {
  /// The deepest allowed nesting of `<array>` and `<dict>` elements.
  static let maximumDepth = 64

  private var scanner: ByteScanner
  /// How many entries the last dictionary read had, up to `DictionaryBuilder.linearScanLimit`.
  private var lastDictionaryCount = 0
  /// The keys of the last dictionary read; empty if it had more than
  /// `DictionaryBuilder.linearScanLimit` keys.
  private var lastKeys: [String] = []
  /// Where each of `lastKeys` is in the document, `nil` for a key decoded from references or
  /// CDATA.
  private var lastKeyRanges: [Range<Int>?] = []

  /// Reads an XML property list.
  ///
  /// - Parameters:
  ///   - bytes: The document in UTF-8 (with or without a byte-order mark) or UTF-16.
  /// - Returns: The property list's root value.
  /// - Throws: `DocumentError` with the line of the problem.
  static func parse(_ bytes: [UInt8]) throws(DocumentError) -> DataValue {
    let text = try TextEncoding.utf8Bytes(of: bytes)
    return try text.withUnsafeBufferPointer { (buffer) throws(DocumentError) -> DataValue in
      var parser = XMLPropertyListParser(scanner: ByteScanner(buffer))
      return try parser.parseDocument()
    }
  }

  // MARK: - Document structure

  /// The plist elements.
  private enum Element {
    case key, string, integer, dict, real, `true`, `false`, array, date, data, plist

    var name: StaticString {
      switch self {
      case .key: "key"
      case .string: "string"
      case .integer: "integer"
      case .dict: "dict"
      case .real: "real"
      case .true: "true"
      case .false: "false"
      case .array: "array"
      case .date: "date"
      case .data: "data"
      case .plist: "plist"
      }
    }
  }

  /// A start tag, `<name …>`, or an empty-element tag, `<name …/>`.
  private struct StartTag {
    /// The plist element the tag names, or `nil` if the name is not a plist element.
    var element: Element?
    /// Where the name is in the document.
    var name: Range<Int>
    /// Where the tag's `<` is.
    var offset: Int
    /// Whether this is an empty-element tag (`<name/>`), which has no content or end tag.
    var isEmptyElement: Bool
  }

  /// What follows in element content, once whitespace, comments and processing instructions
  /// have been skipped.
  private enum Node {
    case start(StartTag)
    case end(name: Range<Int>, offset: Int)
    case endOfFile
  }

  /// Where `nextNode(in:)` is reading, for its error messages.
  private enum Context {
    case prolog
    case epilogue
    case element(Element)
  }

  private mutating func parseDocument() throws(DocumentError) -> DataValue {
    var probe = scanner
    probe.skipWhitespace()
    guard !probe.isAtEnd else {
      throw DocumentError(line: nil, reason: "the file is empty")
    }
    let afterTarget = scanner.byte(at: scanner.position + 5)
    if scanner.hasPrefix("<?xml", at: scanner.position),
      afterTarget == UInt8(ascii: "?") || afterTarget?.isWhitespace == true
    {
      try parseXMLDeclaration()
    }
    try scanner.validateUTF8()

    let value: DataValue
    switch try nextNode(in: .prolog) {
    case .endOfFile:
      throw error("expected <plist> or a value, found end of file", at: scanner.endOffset)
    case .end(let name, let offset):
      throw error("expected <plist> or a value, found </\(tagName(name))>", at: offset)
    case .start(let tag) where tag.element == .plist:
      value = try parsePlist(tag)
    case .start(let tag):
      value = try parseValue(tag, depth: 0)
    }

    switch try nextNode(in: .epilogue) {
    case .endOfFile:
      return value
    case .start(let tag):
      throw error("unexpected <\(tagName(tag.name))> after the property list", at: tag.offset)
    case .end(let name, let offset):
      throw error("unexpected </\(tagName(name))> after the property list", at: offset)
    }
  }

  private mutating func parsePlist(_ tag: StartTag) throws(DocumentError) -> DataValue {
    guard !tag.isEmptyElement else {
      throw error("expected a value inside <plist>", at: tag.offset)
    }
    let value: DataValue
    switch try nextNode(in: .element(.plist)) {
    case .endOfFile:
      throw error("unexpected end of file inside <plist>", at: scanner.endOffset)
    case .end(let name, let offset):
      throw error("expected a value, found </\(tagName(name))>", at: offset)
    case .start(let valueTag):
      value = try parseValue(valueTag, depth: 0)
    }
    switch try nextNode(in: .element(.plist)) {
    case .endOfFile:
      throw error("unexpected end of file inside <plist>", at: scanner.endOffset)
    case .end(let name, let offset):
      try expectEndTag(name, of: .plist, at: offset)
      return value
    case .start(let extra):
      throw error("expected </plist>, found <\(tagName(extra.name))>", at: extra.offset)
    }
  }

  // MARK: - Values

  /// Reads the value that starts with `tag`, which has just been read.
  ///
  /// - Parameters:
  ///   - tag: The value's start tag.
  ///   - depth: How many containers enclose the value.
  private mutating func parseValue(_ tag: StartTag, depth: Int) throws(DocumentError) -> DataValue {
    guard let element = tag.element else {
      throw error("unknown element <\(tagName(tag.name))>", at: tag.offset)
    }
    switch element {
    case .dict:
      return try parseDictionary(tag, depth: depth + 1)
    case .array:
      return try parseArray(tag, depth: depth + 1)
    case .string:
      return .string(string(from: try readText(of: tag)))
    case .integer:
      return try parseInteger(tag)
    case .real:
      return try parseReal(tag)
    case .true, .false:
      let isEmpty = withTrimmedBytes(of: try readText(of: tag)) { $0.isEmpty }
      guard isEmpty else {
        throw error("<\(tagName(tag.name))/> must be empty", at: tag.offset)
      }
      return .boolean(element == .true)
    case .date:
      let text = withTrimmedBytes(of: try readText(of: tag)) { String(decoding: $0, as: UTF8.self) }
      guard !text.isEmpty else { throw error("empty <date>", at: tag.offset) }
      return .date(text)
    case .data:
      let decoded = withTrimmedBytes(of: try readText(of: tag)) { Base64.decode($0) }
      guard let decoded else { throw error("invalid base64 in <data>", at: tag.offset) }
      return .data(decoded)
    case .key, .plist:
      throw error("expected a value, found <\(tagName(tag.name))>", at: tag.offset)
    }
  }

  private mutating func parseDictionary(
    _ tag: StartTag, depth: Int
  ) throws(DocumentError) -> DataValue {
    if tag.isEmptyElement { return .dictionary(DataDictionary([])) }
    try checkDepth(depth, at: tag.offset)
    // Room is reserved for as many entries as the last dictionary had, at most a few dozen:
    // a file of similar dicts (a data file's entries) fills each one without growing it, and a
    // hostile file of many small dicts stays small.
    var builder = DictionaryBuilder(capacity: lastDictionaryCount)
    // The dictionaries of a data file mostly have the same keys in the same order. While this
    // one's keys have been the last one's, a key with the same bytes as the last one's next key
    // is that same String, and it is new here, as the last dictionary's keys were all different:
    // it is neither decoded again nor compared with the keys before it.
    let previousKeys = lastKeys
    let previousRanges = lastKeyRanges
    var keys: [String] = []
    var ranges: [Range<Int>?] = []
    keys.reserveCapacity(lastDictionaryCount)
    ranges.reserveCapacity(lastDictionaryCount)
    var followsPrevious = true
    while true {
      // A key is mostly a plain `<key>name</key>`, read in one step; anything else, including
      // the end of the dictionary and every error, is read the general way.
      let content: TextContent
      let keyOffset: Int
      scanner.skipWhitespace()
      if let plain = scanner.plainElement(open: "<key>", close: "</key>") {
        content = .document(plain)
        keyOffset = plain.lowerBound - "<key>".utf8.count
      } else {
        switch try nextNode(in: .element(.dict)) {
        case .endOfFile:
          throw error("unexpected end of file inside <dict>", at: scanner.endOffset)
        case .end(let name, let offset):
          try expectEndTag(name, of: .dict, at: offset)
          lastDictionaryCount = min(builder.count, DictionaryBuilder.linearScanLimit)
          let isSmall = builder.count <= DictionaryBuilder.linearScanLimit
          lastKeys = isSmall ? keys : []
          lastKeyRanges = isSmall ? ranges : []
          return .dictionary(builder.dictionary)
        case .start(let keyTag):
          guard keyTag.element == .key else {
            throw error(
              "expected <key> or </dict>, found <\(tagName(keyTag.name))>", at: keyTag.offset)
          }
          content = try readText(of: keyTag)
          keyOffset = keyTag.offset
        }
      }
      let range: Range<Int>? =
        if case .document(let range) = content { range } else { nil }
      let key: String
      if followsPrevious, builder.count < previousKeys.count, let range,
        let previousRange = previousRanges[builder.count],
        scanner.hasSameBytes(range, previousRange)
      {
        key = previousKeys[builder.count]
      } else {
        followsPrevious = false
        key = string(from: content)
        guard !builder.contains(key) else {
          throw error("duplicate key \(key.quotedForMessage())", at: keyOffset)
        }
      }
      if builder.count < DictionaryBuilder.linearScanLimit {
        keys.append(key)
        ranges.append(range)
      }
      builder.append(key: key, value: try parseMemberValue(of: key, depth: depth))
    }
  }

  /// Reads the value of a dictionary's member after its key. A plain `<string>` or
  /// `<integer>`, the most common values, is read in one step; anything else, including every
  /// error, the general way.
  private mutating func parseMemberValue(of key: String, depth: Int) throws(DocumentError)
    -> DataValue
  {
    scanner.skipWhitespace()
    let start = scanner.position
    if let plain = scanner.plainElement(open: "<string>", close: "</string>") {
      return .string(scanner.text(plain))
    }
    if let plain = scanner.plainElement(open: "<integer>", close: "</integer>") {
      return try integer(in: .document(plain), at: start)
    }
    switch try nextNode(in: .element(.dict)) {
    case .endOfFile:
      throw error("unexpected end of file inside <dict>", at: scanner.endOffset)
    case .end(let name, let offset):
      throw error(
        "expected a value for key \(key.quotedForMessage()), found </\(tagName(name))>", at: offset)
    case .start(let valueTag):
      return try parseValue(valueTag, depth: depth)
    }
  }

  private mutating func parseArray(_ tag: StartTag, depth: Int) throws(DocumentError) -> DataValue {
    if tag.isEmptyElement { return .array([]) }
    try checkDepth(depth, at: tag.offset)
    var elements: [DataValue] = []
    while true {
      switch try nextNode(in: .element(.array)) {
      case .endOfFile:
        throw error("unexpected end of file inside <array>", at: scanner.endOffset)
      case .end(let name, let offset):
        try expectEndTag(name, of: .array, at: offset)
        return .array(elements)
      case .start(let elementTag):
        elements.append(try parseValue(elementTag, depth: depth))
      }
    }
  }

  private mutating func parseInteger(_ tag: StartTag) throws(DocumentError) -> DataValue {
    try integer(in: try readText(of: tag), at: tag.offset)
  }

  /// The value of an `<integer>` with this content, whose start tag is at `offset`.
  private func integer(in content: TextContent, at offset: Int) throws(DocumentError) -> DataValue {
    let result = withTrimmedBytes(of: content) {
      NumberParsing.integer($0, allowsHexadecimal: true)
    }
    if case .value(let value) = result { return .integer(value) }
    let text = withTrimmedBytes(of: content) { Self.shortened($0) }
    let reason =
      switch result {
      case .outOfRange: "integer \(text.quotedForMessage()) is out of range"
      default: text.isEmpty ? "empty <integer>" : "invalid integer \(text.quotedForMessage())"
      }
    throw error(reason, at: offset)
  }

  private mutating func parseReal(_ tag: StartTag) throws(DocumentError) -> DataValue {
    let content = try readText(of: tag)
    let result = withTrimmedBytes(of: content) { NumberParsing.real($0) }
    if case .value(let value) = result { return .real(value) }
    let text = withTrimmedBytes(of: content) { Self.shortened($0) }
    let reason =
      switch result {
      case .outOfRange: "real \(text.quotedForMessage()) is out of range"
      default: text.isEmpty ? "empty <real>" : "invalid real \(text.quotedForMessage())"
      }
    throw error(reason, at: tag.offset)
  }

  private func checkDepth(_ depth: Int, at offset: Int) throws(DocumentError) {
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels", at: offset)
    }
  }

  private func expectEndTag(
    _ name: Range<Int>, of element: Element, at offset: Int
  ) throws(DocumentError) {
    guard Self.element(named: scanner.slice(name)) == element else {
      throw error(
        "mismatched </\(tagName(name))>, expected </\(element.name)>", at: offset)
    }
  }

  // MARK: - Markup

  /// Skips whitespace, comments, processing instructions and (in the prolog) a DOCTYPE, and
  /// reads the tag that follows.
  ///
  /// - Parameters:
  ///   - context: Where the reader is, for error messages and to allow a DOCTYPE.
  /// - Returns: The next tag, or `.endOfFile`.
  /// - Throws: `DocumentError` for text other than whitespace, and for malformed markup.
  private mutating func nextNode(in context: Context) throws(DocumentError) -> Node {
    while true {
      scanner.skipWhitespace()
      guard let byte = scanner.current else { return .endOfFile }
      let offset = scanner.position
      guard byte == UInt8(ascii: "<") else {
        let place =
          switch context {
          case .prolog: "before the property list"
          case .epilogue: "after the property list"
          case .element(let element): "inside <\(element.name)>"
          }
        throw error("unexpected text \(scanner.describe(at: offset)) \(place)", at: offset)
      }
      switch scanner.byte(at: offset + 1) {
      case UInt8(ascii: "/"):
        let (name, _) = try readEndTag()
        return .end(name: name, offset: offset)
      case UInt8(ascii: "?"):
        try skipProcessingInstruction()
      case UInt8(ascii: "!"):
        if scanner.hasPrefix("<!--", at: offset) {
          try skipComment()
        } else if scanner.hasPrefix("<!DOCTYPE", at: offset), case .prolog = context {
          try skipDoctype()
        } else if scanner.hasPrefix("<!DOCTYPE", at: offset) {
          throw error("unexpected <!DOCTYPE after the start of the property list", at: offset)
        } else if scanner.hasPrefix("<![CDATA[", at: offset) {
          throw error("unexpected CDATA section outside a text element", at: offset)
        } else {
          throw error("unexpected '<!' markup", at: offset)
        }
      default:
        return .start(try readStartTag())
      }
    }
  }

  /// Reads a start tag or empty-element tag at the cursor, skipping its attributes.
  private mutating func readStartTag() throws(DocumentError) -> StartTag {
    let bytes = scanner.bytes
    let offset = scanner.position
    var index = offset + 1
    while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
    let name = (offset + 1)..<index
    guard !name.isEmpty else {
      throw error("expected an element name after '<'", at: offset)
    }
    // Most tags have no attributes: `<name>` or `<name/>`.
    if index + 1 < bytes.count {
      let isEmptyElement = bytes[index] == UInt8(ascii: "/")
      let end = isEmptyElement ? index + 1 : index
      if bytes[end] == UInt8(ascii: ">") {
        scanner.position = end + 1
        return StartTag(
          element: Self.element(named: scanner.slice(name)), name: name, offset: offset,
          isEmptyElement: isEmptyElement)
      }
    }
    // Attributes are ignored, but quoted values may contain '>' or '/'.
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        break
      } else if byte == UInt8(ascii: "<") {
        throw error("unexpected '<' inside the tag <\(tagName(name))>", at: index)
      }
      index += 1
    }
    guard index < bytes.count else {
      throw error("unexpected end of file inside the tag <\(tagName(name))>", at: index)
    }
    let isEmptyElement = bytes[index - 1] == UInt8(ascii: "/")
    scanner.position = index + 1
    return StartTag(
      element: Self.element(named: scanner.slice(name)), name: name, offset: offset,
      isEmptyElement: isEmptyElement)
  }

  /// Reads an end tag, `</name>`, at the cursor.
  ///
  /// - Returns: Where the name is, and where the tag starts.
  private mutating func readEndTag() throws(DocumentError) -> (name: Range<Int>, offset: Int) {
    let bytes = scanner.bytes
    let offset = scanner.position
    var index = offset + 2
    while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
    let name = (offset + 2)..<index
    while index < bytes.count, bytes[index].isWhitespace { index += 1 }
    guard index < bytes.count else {
      throw error("unexpected end of file inside the tag </\(tagName(name))>", at: index)
    }
    guard !name.isEmpty, bytes[index] == UInt8(ascii: ">") else {
      throw error("malformed end tag </\(tagName(name))", at: offset)
    }
    scanner.position = index + 1
    return (name, offset)
  }

  /// Returns the offset just past an end tag for `name` at `offset`, or `nil` if there is no
  /// such end tag there.
  private func endOfEndTag(named name: Range<Int>, at offset: Int) -> Int? {
    let bytes = scanner.bytes
    let nameEnd = offset + 2 + name.count
    guard nameEnd < bytes.count, bytes[offset] == UInt8(ascii: "<"),
      bytes[offset + 1] == UInt8(ascii: "/")
    else { return nil }
    guard scanner.hasSameBytes((offset + 2)..<nameEnd, name) else { return nil }
    var index = nameEnd
    while index < bytes.count, bytes[index].isWhitespace { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
    return index + 1
  }

  private mutating func skipComment() throws(DocumentError) {
    let start = scanner.position
    guard let end = scanner.offset(of: "-->", from: start + 4) else {
      throw error("unclosed comment", at: start)
    }
    scanner.position = end + 3
  }

  private mutating func skipProcessingInstruction() throws(DocumentError) {
    let start = scanner.position
    guard let end = scanner.offset(of: "?>", from: start + 2) else {
      throw error("unclosed processing instruction", at: start)
    }
    scanner.position = end + 2
  }

  /// Skips `<!DOCTYPE …>`, rejecting entity declarations in its internal subset.
  private mutating func skipDoctype() throws(DocumentError) {
    let bytes = scanner.bytes
    let start = scanner.position
    var index = start + "<!DOCTYPE".utf8.count
    var quote: UInt8?
    var isInSubset = false
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if isInSubset, scanner.hasPrefix("<!--", at: index) {
        guard let end = scanner.offset(of: "-->", from: index + 4) else { break }
        index = end + 2
      } else if isInSubset, scanner.hasPrefix("<!ENTITY", at: index) {
        throw error("entity declarations are not allowed", at: index)
      } else if byte == UInt8(ascii: "[") {
        isInSubset = true
      } else if byte == UInt8(ascii: "]") {
        isInSubset = false
      } else if byte == UInt8(ascii: ">"), !isInSubset {
        scanner.position = index + 1
        return
      }
      index += 1
    }
    throw error("unclosed <!DOCTYPE", at: start)
  }

  /// Reads `<?xml … ?>` at the cursor and checks that its encoding, if any, is supported.
  private mutating func parseXMLDeclaration() throws(DocumentError) {
    let start = scanner.position
    guard let end = scanner.offset(of: "?>", from: start) else {
      throw error("unclosed <?xml declaration", at: start)
    }
    if let attribute = scanner.offset(of: "encoding", from: start, before: end) {
      var index = attribute + "encoding".utf8.count
      func skipSpace() {
        while index < end, scanner.bytes[index].isWhitespace { index += 1 }
      }
      skipSpace()
      guard index < end, scanner.bytes[index] == UInt8(ascii: "=") else {
        throw error("malformed encoding declaration", at: attribute)
      }
      index += 1
      skipSpace()
      guard index < end, let quote = scanner.byte(at: index),
        quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
        let close = scanner.offset(of: quote, from: index + 1), close < end
      else {
        throw error("malformed encoding declaration", at: attribute)
      }
      let encoding = scanner.text((index + 1)..<close)
      switch encoding.lowercased() {
      case "utf-8", "utf8", "utf-16", "utf-16le", "utf-16be", "us-ascii", "ascii":
        break
      default:
        throw error(
          "unsupported encoding \(encoding.quotedForMessage()); only UTF-8 and UTF-16 are supported",
          at: start)
      }
    }
    scanner.position = end + 2
  }

  // MARK: - Text

  /// The content of a text element.
  private enum TextContent {
    /// Content that is a run of the document, needing no decoding.
    case document(Range<Int>)
    /// Content after decoding references and CDATA sections and normalising line ends.
    case decoded([UInt8])
  }

  /// Reads the content of a text element (`<string>`, `<key>`, `<integer>` …) up to and
  /// including its end tag.
  ///
  /// - Parameters:
  ///   - tag: The element's start tag, which has just been read.
  /// - Returns: The content, as UTF-8.
  private mutating func readText(of tag: StartTag) throws(DocumentError) -> TextContent {
    if tag.isEmptyElement { return .document(tag.offset..<tag.offset) }
    let bytes = scanner.bytes
    let start = scanner.position
    var index = start
    var isPlain = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r") { isPlain = false }
      index += 1
    }
    if isPlain, let end = endOfEndTag(named: tag.name, at: index) {
      scanner.position = end
      return .document(start..<index)
    }
    return .decoded(try readDecodedText(of: tag))
  }

  /// The general case of `readText(of:)`: content with references, CDATA sections, comments
  /// or carriage returns.
  private mutating func readDecodedText(of tag: StartTag) throws(DocumentError) -> [UInt8] {
    let bytes = scanner.bytes
    var output: [UInt8] = []
    while true {
      let start = scanner.position
      var index = start
      while index < bytes.count, bytes[index] != UInt8(ascii: "<"),
        bytes[index] != UInt8(ascii: "&")
      {
        index += 1
      }
      appendNormalizingLineEnds(start..<index, to: &output)
      scanner.position = index
      guard index < bytes.count else {
        throw error("unclosed <\(tagName(tag.name))>", at: tag.offset)
      }
      if bytes[index] == UInt8(ascii: "&") {
        try appendReference(to: &output)
      } else if let end = endOfEndTag(named: tag.name, at: index) {
        scanner.position = end
        return output
      } else if scanner.byte(at: index + 1) == UInt8(ascii: "/") {
        let (name, _) = try readEndTag()
        throw error(
          "mismatched </\(tagName(name))>, expected </\(tagName(tag.name))>", at: index)
      } else if scanner.hasPrefix("<![CDATA[", at: index) {
        let contentStart = index + "<![CDATA[".utf8.count
        guard let end = scanner.offset(of: "]]>", from: contentStart) else {
          throw error("unclosed CDATA section", at: index)
        }
        appendNormalizingLineEnds(contentStart..<end, to: &output)
        scanner.position = end + 3
      } else if scanner.hasPrefix("<!--", at: index) {
        try skipComment()
      } else if scanner.byte(at: index + 1) == UInt8(ascii: "?") {
        try skipProcessingInstruction()
      } else {
        let inner = try readStartTag()
        throw error(
          "unexpected <\(tagName(inner.name))> inside <\(tagName(tag.name))>", at: index)
      }
    }
  }

  /// Appends document bytes, turning CR LF and lone CR into LF as XML requires.
  private func appendNormalizingLineEnds(_ range: Range<Int>, to output: inout [UInt8]) {
    let bytes = scanner.bytes
    var chunkStart = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: "\r") {
        output.append(contentsOf: scanner.slice(chunkStart..<index))
        output.append(UInt8(ascii: "\n"))
        index += 1
        if index < range.upperBound, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        chunkStart = index
      } else {
        index += 1
      }
    }
    output.append(contentsOf: scanner.slice(chunkStart..<range.upperBound))
  }

  /// Decodes the entity or character reference at the cursor (`&…;`) and appends it.
  private mutating func appendReference(to output: inout [UInt8]) throws(DocumentError) {
    let bytes = scanner.bytes
    let start = scanner.position
    var end = start + 1
    while end < bytes.count, end - start <= 32, bytes[end] != UInt8(ascii: ";"),
      !bytes[end].isWhitespace, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&")
    {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start + 1 else {
      if end == start + 1 {
        throw error("unescaped '&' (write '&amp;')", at: start)
      }
      throw error("unterminated reference '\(scanner.text(start..<end))'", at: start)
    }
    let name = scanner.slice((start + 1)..<end)
    scanner.position = end + 1
    if name[0] == UInt8(ascii: "#") {
      guard let scalar = Self.characterReference(name) else {
        throw error("invalid character reference '\(scanner.text(start..<(end + 1)))'", at: start)
      }
      UTF8.encode(scalar) { output.append($0) }
      return
    }
    let character: UInt8
    if Self.matches(name, "lt") {
      character = UInt8(ascii: "<")
    } else if Self.matches(name, "gt") {
      character = UInt8(ascii: ">")
    } else if Self.matches(name, "amp") {
      character = UInt8(ascii: "&")
    } else if Self.matches(name, "quot") {
      character = UInt8(ascii: "\"")
    } else if Self.matches(name, "apos") {
      character = UInt8(ascii: "'")
    } else {
      throw error("unknown entity '\(scanner.text(start..<(end + 1)))'", at: start)
    }
    output.append(character)
  }

  /// Decodes the name part of a character reference (`#27` or `#x1B`).
  ///
  /// - Returns: The character, or `nil` if the reference is malformed, zero, a surrogate or
  ///   beyond U+10FFFF.
  private static func characterReference(_ name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    let isHexadecimal = name.count > 1 && name[1] == UInt8(ascii: "x")
    let digits = UnsafeBufferPointer(rebasing: name[(isHexadecimal ? 2 : 1)...])
    let radix: UInt32 = isHexadecimal ? 16 : 10
    guard !digits.isEmpty else { return nil }
    var value: UInt32 = 0
    for byte in digits {
      guard let digit = byte.hexDigitValue, UInt32(digit) < radix else { return nil }
      value = value * radix + UInt32(digit)
      guard value <= 0x10FFFF else { return nil }
    }
    return value == 0 ? nil : Unicode.Scalar(value)
  }

  /// Decodes text content to a `String`.
  private func string(from content: TextContent) -> String {
    switch content {
    case .document(let range): scanner.text(range)
    case .decoded(let bytes): String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Calls `body` with text content stripped of leading and trailing whitespace.
  private func withTrimmedBytes<Result>(
    of content: TextContent, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    func trimmed(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
      var start = 0
      var end = text.count
      while start < end, text[start].isWhitespace { start += 1 }
      while end > start, text[end - 1].isWhitespace { end -= 1 }
      return UnsafeBufferPointer(rebasing: text[start..<end])
    }
    switch content {
    case .document(let range):
      return body(trimmed(scanner.slice(range)))
    case .decoded(let bytes):
      return bytes.withUnsafeBufferPointer { body(trimmed($0)) }
    }
  }

  // MARK: - Helpers

  private static func element(named name: UnsafeBufferPointer<UInt8>) -> Element? {
    // Every plist element name has at most seven ASCII bytes, so a name is compared as one
    // number, its bytes from the first (lowest) to the last: 0x79656B is "key".
    guard name.count <= 7 else { return nil }
    var packed: UInt64 = 0
    for index in 0..<name.count {
      // A zero byte would read like no byte at all ("key" and "key\0" alike); no name has one.
      guard name[index] != 0 else { return nil }
      packed |= UInt64(name[index]) << (8 * index)
    }
    switch packed {
    case 0x79656B: return .key
    case 0x676E_6972_7473: return .string
    case 0x72_6567_6574_6E69: return .integer
    case 0x7463_6964: return .dict
    case 0x6C61_6572: return .real
    case 0x6575_7274: return .true
    case 0x65_736C_6166: return .false
    case 0x79_6172_7261: return .array
    case 0x6574_6164: return .date
    case 0x6174_6164: return .data
    case 0x74_7369_6C70: return .plist
    default: return nil
    }
  }

  /// Whether `text` is exactly the ASCII `literal`.
  private static func matches(_ text: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    guard text.count == literal.utf8CodeUnitCount else { return false }
    let expected = literal.utf8Start
    for index in 0..<text.count where text[index] != expected[index] {
      return false
    }
    return true
  }

  /// Whether a byte ends an element name.
  private static func endsName(_ byte: UInt8) -> Bool {
    byte.isWhitespace || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "<")
  }

  /// A tag name for an error message, shortened if it is very long.
  private func tagName(_ name: Range<Int>) -> String {
    Self.shortened(scanner.slice(name))
  }

  /// Text for an error message, shortened if it is very long.
  private static func shortened(_ text: UnsafeBufferPointer<UInt8>) -> String {
    let limit = 64
    guard text.count > limit else { return String(decoding: text, as: UTF8.self) }
    var end = limit
    while end > 0, text[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: text[..<end]), as: UTF8.self) + "…"
  }

  private func error(_ reason: String, at offset: Int) -> DocumentError {
    scanner.error(reason, at: offset)
  }
}
