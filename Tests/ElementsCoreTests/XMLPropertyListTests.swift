import ElementsCore
import Testing

@Suite struct XMLPropertyListTests {
  private func read(_ text: String) throws(DocumentError) -> DataValue {
    try DocumentReader.readXMLPropertyList(utf8(text))
  }

  /// Wraps one value in the usual plist preamble.
  private func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>

    """
  }

  static let everyKind = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <!-- a comment before the root -->
    <plist version="1.0">
    <dict>
      <key>string</key>
      <string>Hydrogen &amp; Helium</string>
      <key>unicode</key>
      <string>Ünïcödé 元素 🧪</string>
      <key>integer</key>
      <integer>-42</integer>
      <key>hexadecimal</key>
      <integer>0x1F</integer>
      <key>real</key>
      <real>1.00794</real>
      <key>true</key>
      <true/>
      <key>false</key>
      <false></false>
      <key>date</key>
      <date>2024-01-02T03:04:05Z</date>
      <key>data</key>
      <data>
        SGVs
        bG8=
      </data>
      <!-- a comment between entries -->
      <key>array</key>
      <array>
        <string>a</string>
        <array/>
        <dict/>
        <string/>
        <data></data>
      </array>
      <key>nested</key>
      <dict>
        <key>deeper</key>
        <array><integer>1</integer><real>-2.5e3</real></array>
      </dict>
      <key></key>
      <string>empty key</string>
    </dict>
    </plist>

    """

  static let everyKindValue = DataValue.dictionary(
    DataDictionary([
      ("string", .string("Hydrogen & Helium")),
      ("unicode", .string("Ünïcödé 元素 🧪")),
      ("integer", .integer(-42)),
      ("hexadecimal", .integer(31)),
      ("real", .real(1.00794)),
      ("true", .boolean(true)),
      ("false", .boolean(false)),
      ("date", .date("2024-01-02T03:04:05Z")),
      ("data", .data(Array("Hello".utf8))),
      (
        "array",
        .array([
          .string("a"), .array([]), .dictionary(DataDictionary([])), .string(""), .data([]),
        ])
      ),
      (
        "nested",
        .dictionary(DataDictionary([("deeper", .array([.integer(1), .real(-2500)]))]))
      ),
      ("", .string("empty key")),
    ]))

  @Test func readsEveryKindOfValue() throws {
    #expect(try read(Self.everyKind) == Self.everyKindValue)
  }

  @Test func roundTripsValuesThroughAWriter() throws {
    let value = DataValue.array([
      Self.everyKindValue,
      .string("escape \u{1B}[31m, bell \u{7}, <tag> & \"quotes\" 'apostrophes'"),
      .string("tab\tnewline\n  spaces  "),
      .data(Array(0...255)),
      .data([1, 2]),
      .real(-0.000_001_5),
      .real(6.022e23),
      .integer(Int.min),
      .array([.array([.array([.dictionary(DataDictionary([("deep", .boolean(false))]))])])]),
    ])
    let document = XMLPropertyListWriter.encode(value)
    #expect(try read(document) == value)
    #expect(try DocumentReader.read(utf8(document)) == value)
  }

  @Test func keepsKeysInDocumentOrder() throws {
    let value = try read(Self.everyKind)
    guard case .dictionary(let dictionary) = value else {
      Issue.record("expected a dictionary")
      return
    }
    #expect(dictionary.keys.first == "string")
    #expect(dictionary.keys.last == "")
    #expect(dictionary.count == 12)
    #expect(dictionary["hexadecimal"] == .integer(31))
    #expect(dictionary["missing"] == nil)
  }

  @Test func readsABareValueWithoutPlistElement() throws {
    #expect(try read("<array><integer>1</integer></array>") == .array([.integer(1)]))
    #expect(try read("  <string>x</string>\n") == .string("x"))
    #expect(try read("<?xml version='1.0'?><true/>") == .boolean(true))
  }

  @Test func acceptsAUTF8ByteOrderMark() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + utf8(plist("<string>é</string>"))
    #expect(try DocumentReader.readXMLPropertyList(bytes) == .string("é"))
  }

  @Test(arguments: [
    ("&lt;&gt;&amp;&quot;&apos;", "<>&\"'"),
    ("&#27;", "\u{1B}"),
    ("&#x1B;", "\u{1B}"),
    ("&#x1b;[31m", "\u{1B}[31m"),
    ("&#233;&#xE9;", "éé"),
    ("&#x1F600;", "😀"),
    ("&#1;&#x7F;", "\u{01}\u{7F}"),
    ("a &amp;&amp; b", "a && b"),
  ])
  func decodesReferences(text: String, expected: String) throws {
    #expect(try read(plist("<string>\(text)</string>")) == .string(expected))
  }

  @Test(arguments: [
    "&#0;", "&#xD800;", "&#xDFFF;", "&#x110000;", "&#99999999999;", "&#;", "&#x;",
    "&#xZZ;", "&#12a;",
  ])
  func rejectsInvalidCharacterReferences(reference: String) {
    #expect(throws: DocumentError(line: 1, reason: "invalid character reference '\(reference)'")) {
      try read("<string>a\(reference)</string>")
    }
  }

  @Test func rejectsUnknownEntities() {
    #expect(throws: DocumentError(line: 2, reason: "unknown entity '&nbsp;'")) {
      try read("<array>\n<string>a&nbsp;b</string></array>")
    }
  }

  @Test func rejectsEntityDeclarations() {
    let billionLaughs = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [
        <!ENTITY lol "lol">
        <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      ]>
      <plist version="1.0"><string>&lol2;</string></plist>
      """
    #expect(throws: DocumentError(line: 3, reason: "entity declarations are not allowed")) {
      try read(billionLaughs)
    }
  }

  @Test func acceptsAnInternalSubsetWithoutEntities() throws {
    let document = """
      <!DOCTYPE plist [
        <!-- a comment with ] and ' in it -->
        <!ELEMENT plist ANY>
      ]>
      <plist><integer>7</integer></plist>
      """
    #expect(try read(document) == .integer(7))
  }

  @Test func readsCDATAAndCommentsInsideText() throws {
    let text = "<string>a<![CDATA[<b>&amp;</b>]]>z<!-- gone -->!</string>"
    #expect(try read(plist(text)) == .string("a<b>&amp;</b>z!"))
    #expect(try read("<string><![CDATA[]]></string>") == .string(""))
  }

  @Test func normalizesLineEndingsInText() throws {
    #expect(try read("<string>a\r\nb\rc\nd</string>") == .string("a\nb\nc\nd"))
    #expect(try read("<string>a&#13;\r\nb</string>") == .string("a\r\nb"))
  }

  @Test func keepsWhitespaceInStringsAndKeys() throws {
    let value = try read("<dict><key> k </key><string>\t v \n</string></dict>")
    #expect(value == .dictionary(DataDictionary([(" k ", .string("\t v \n"))])))
  }

  @Test(arguments: [
    ("0", 0), ("-0", 0), ("+5", 5), (" \n 12 \t", 12), ("0x1F", 31), ("0XfF", 255),
    ("-0x10", -16), ("007", 7), ("9223372036854775807", Int.max),
    ("-9223372036854775808", Int.min), ("0x7FFFFFFFFFFFFFFF", Int.max),
  ])
  func readsIntegers(text: String, expected: Int) throws {
    #expect(try read("<integer>\(text)</integer>") == .integer(expected))
  }

  @Test(arguments: [
    "99999999999999999999", "9223372036854775808", "-9223372036854775809", "0x8000000000000000",
  ])
  func rejectsIntegersOutOfRange(text: String) {
    #expect(throws: DocumentError(line: 1, reason: "integer '\(text)' is out of range")) {
      try read("<integer>\(text)</integer>")
    }
  }

  @Test(arguments: ["12a", "1.5", "0x", "--1", "+", "1 2", "0x1G", "١٢"])
  func rejectsMalformedIntegers(text: String) {
    #expect(throws: DocumentError(line: 1, reason: "invalid integer '\(text)'")) {
      try read("<integer>\(text)</integer>")
    }
  }

  @Test func rejectsEmptyNumbersAndDates() {
    #expect(throws: DocumentError(line: 1, reason: "empty <integer>")) {
      try read("<integer> </integer>")
    }
    #expect(throws: DocumentError(line: 1, reason: "empty <integer>")) {
      try read("<integer/>")
    }
    #expect(throws: DocumentError(line: 1, reason: "empty <real>")) { try read("<real></real>") }
    #expect(throws: DocumentError(line: 1, reason: "empty <date>")) { try read("<date/>") }
  }

  @Test(arguments: [
    ("1.5", 1.5), ("-0.25", -0.25), ("1e3", 1000), (".5", 0.5), ("5.", 5), ("+2E-2", 0.02),
    (" 42 ", 42), ("inf", .infinity), ("+Infinity", .infinity), ("-inf", -.infinity),
    ("-INFINITY", -.infinity),
  ])
  func readsReals(text: String, expected: Double) throws {
    #expect(try read("<real>\(text)</real>") == .real(expected))
  }

  @Test func readsNaN() throws {
    guard case .real(let value) = try read("<real>nan</real>") else {
      Issue.record("expected a real")
      return
    }
    #expect(value.isNaN)
  }

  @Test(arguments: ["abc", "1.2.3", "0x1p3", "1e", ".", "e5", "1,5", "nan(1)", "infinit"])
  func rejectsMalformedReals(text: String) {
    #expect(throws: DocumentError(line: 1, reason: "invalid real '\(text)'")) {
      try read("<real>\(text)</real>")
    }
  }

  @Test func rejectsRealsOutOfRange() {
    #expect(throws: DocumentError(line: 1, reason: "real '1e400' is out of range")) {
      try read("<real>1e400</real>")
    }
  }

  @Test(
    arguments: [
      ("", []), ("AA==", [0]), ("AAE", [0, 1]), ("AAE=", [0, 1]), ("AAEC", [0, 1, 2]),
      (" A A\nE C\t", [0, 1, 2]), ("/+/+", [0xFF, 0xEF, 0xFE]),
    ] as [(String, [UInt8])])
  func decodesBase64Data(text: String, expected: [UInt8]) throws {
    #expect(try read("<data>\(text)</data>") == .data(expected))
  }

  @Test(arguments: ["A", "A===", "AB=C", "$$$$", "AAAAA", "AA=", "=AAA"])
  func rejectsMalformedBase64(text: String) {
    #expect(throws: DocumentError(line: 1, reason: "invalid base64 in <data>")) {
      try read("<data>\(text)</data>")
    }
  }

  @Test(arguments: [true, false])
  func readsUTF16WithByteOrderMark(bigEndian: Bool) throws {
    let document = """
      <?xml version="1.0" encoding="UTF-16"?>
      <plist version="1.0"><dict><key>name</key><string>Hélium 🎈</string></dict></plist>
      """
    let bytes = utf16(document, bigEndian: bigEndian)
    let expected = DataValue.dictionary(DataDictionary([("name", .string("Hélium 🎈"))]))
    #expect(try DocumentReader.readXMLPropertyList(bytes) == expected)
    #expect(try DocumentReader.read(bytes) == expected)
  }

  @Test(arguments: [true, false])
  func readsUTF16WithoutByteOrderMark(bigEndian: Bool) throws {
    let bytes = utf16(
      "<?xml version=\"1.0\"?><string>ok</string>", bigEndian: bigEndian,
      byteOrderMark: false)
    #expect(try DocumentReader.readXMLPropertyList(bytes) == .string("ok"))
  }

  @Test func rejectsMalformedUTF16() {
    let odd = utf16("<string>x</string>", bigEndian: false) + [0x20]
    #expect(throws: DocumentError(line: nil, reason: "UTF-16 text has an odd number of bytes")) {
      try DocumentReader.readXMLPropertyList(odd)
    }
    // "<string>\n" then an unpaired high surrogate.
    let lone =
      utf16("<string>\n", bigEndian: true) + [0xD8, 0x00]
      + utf16(
        "</string>",
        bigEndian: true, byteOrderMark: false)
    #expect(throws: DocumentError(line: 2, reason: "unpaired UTF-16 surrogate")) {
      try DocumentReader.readXMLPropertyList(lone)
    }
  }

  @Test func rejectsInvalidUTF8WithItsLine() {
    let bytes =
      utf8("<plist>\n<array>\n<string>") + [0xC3, 0x28] + utf8("</string></array></plist>")
    #expect(throws: DocumentError(line: 3, reason: "invalid UTF-8")) {
      try DocumentReader.readXMLPropertyList(bytes)
    }
    let overlong = utf8("<string>") + [0xC0, 0xAF] + utf8("</string>")
    #expect(throws: DocumentError(line: 1, reason: "invalid UTF-8")) {
      try DocumentReader.readXMLPropertyList(overlong)
    }
    let surrogate = utf8("<string>") + [0xED, 0xA0, 0x80] + utf8("</string>")
    #expect(throws: DocumentError(line: 1, reason: "invalid UTF-8")) {
      try DocumentReader.readXMLPropertyList(surrogate)
    }
  }

  static let failures: [FailureCase] = [
    FailureCase("", line: nil, "the file is empty"),
    FailureCase(" \n\t\r\n", line: nil, "the file is empty"),
    FailureCase(
      "<?xml version=\"1.0\"?>\n", line: 2,
      "expected <plist> or a value, found end of file"),
    FailureCase(
      "<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>x</string>\n", line: 5,
      "unexpected end of file inside <dict>"),
    FailureCase("<plist>\n<array>\n<true/>", line: 3, "unexpected end of file inside <array>"),
    FailureCase("<plist>\n<true/>", line: 2, "unexpected end of file inside <plist>"),
    FailureCase("<plist>", line: 1, "unexpected end of file inside <plist>"),
    FailureCase("<plist>\n<string>abc", line: 2, "unclosed <string>"),
    FailureCase("<plist><key>a &amp; b", line: 1, "expected a value, found <key>"),
    FailureCase("<array>\n<integer>1\n", line: 2, "unclosed <integer>"),
    FailureCase("<plist>\n</array>", line: 2, "expected a value, found </array>"),
    FailureCase(
      "<plist><array><string>a</string></dict></plist>", line: 1,
      "mismatched </dict>, expected </array>"),
    FailureCase(
      "<plist><dict>\n</array></plist>", line: 2, "mismatched </array>, expected </dict>"),
    FailureCase("<plist><true/></array>", line: 1, "mismatched </array>, expected </plist>"),
    FailureCase("<string>a</key>", line: 1, "mismatched </key>, expected </string>"),
    FailureCase(
      "<dict><key>a</key>\n</dict>", line: 2,
      "expected a value for key 'a', found </dict>"),
    FailureCase(
      "<dict>\n<key>name</key><string>a</string>\n<key>name</key><true/>\n</dict>",
      line: 3, "duplicate key 'name'"),
    FailureCase(
      "<dict><key>\u{E9}</key><true/><key>e\u{301}</key><true/></dict>", line: 1,
      "duplicate key 'e\u{301}'"),
    // After a dictionary with keys a, b: the keys a dictionary shares with the one before are
    // not checked again, but every key after the first difference is.
    FailureCase(
      "<array><dict><key>a</key><true/><key>b</key><true/></dict>\n"
        + "<dict><key>a</key><true/><key>a</key><true/></dict></array>",
      line: 2, "duplicate key 'a'"),
    FailureCase(
      "<array><dict><key>a</key><true/><key>b</key><true/></dict>\n"
        + "<dict><key>a</key><true/><key>b</key><true/><key>a</key><true/></dict></array>",
      line: 2, "duplicate key 'a'"),
    FailureCase(
      "<array><dict><key>a</key><true/><key>b</key><true/></dict>\n"
        + "<dict><key>b</key><true/><key>&#98;</key><true/></dict></array>",
      line: 2, "duplicate key 'b'"),
    FailureCase(
      "<array><dict><key>a</key><dict><key>a</key><true/></dict><key>b</key><true/></dict>\n"
        + "<dict><key>a</key><true/><key>b</key><true/><key>b</key><true/></dict></array>",
      line: 2, "duplicate key 'b'"),
    FailureCase(
      "<dict><string>a</string></dict>", line: 1,
      "expected <key> or </dict>, found <string>"),
    FailureCase("<plist><foo/></plist>", line: 1, "unknown element <foo>"),
    FailureCase("<plist><Dict/></plist>", line: 1, "unknown element <Dict>"),
    FailureCase("<plist><plist/></plist>", line: 1, "expected a value, found <plist>"),
    FailureCase("<array>abc</array>", line: 1, "unexpected text 'abc' inside <array>"),
    FailureCase("hello <plist/>", line: 1, "unexpected text 'hello' before the property list"),
    FailureCase("<true/>\nx", line: 2, "unexpected text 'x' after the property list"),
    FailureCase("<plist><true/><false/></plist>", line: 1, "expected </plist>, found <false>"),
    FailureCase(
      "<plist><true/></plist>\n<false/>", line: 2,
      "unexpected <false> after the property list"),
    FailureCase("<true/></plist>", line: 1, "unexpected </plist> after the property list"),
    FailureCase("</plist>", line: 1, "expected <plist> or a value, found </plist>"),
    FailureCase("<plist/>", line: 1, "expected a value inside <plist>"),
    FailureCase("<true>x</true>", line: 1, "<true/> must be empty"),
    FailureCase("<string>a<b>c</b></string>", line: 1, "unexpected <b> inside <string>"),
    FailureCase("<string>a & b</string>", line: 1, "unescaped '&' (write '&amp;')"),
    FailureCase("<string>&amp</string>", line: 1, "unterminated reference '&amp'"),
    FailureCase("<!-- open\n<true/>", line: 1, "unclosed comment"),
    FailureCase("<string><![CDATA[x</string>", line: 1, "unclosed CDATA section"),
    FailureCase("<!DOCTYPE plist PUBLIC \"x>\n<true/>", line: 1, "unclosed <!DOCTYPE"),
    FailureCase("<?php <true/>", line: 1, "unclosed processing instruction"),
    FailureCase("<?xml version=\"1.0\"", line: 1, "unclosed <?xml declaration"),
    FailureCase(
      "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><true/>", line: 1,
      "unsupported encoding 'ISO-8859-1'; only UTF-8 and UTF-16 are supported"),
    FailureCase(
      "<?xml version=\"1.0\" encoding=UTF-8?><true/>", line: 1,
      "malformed encoding declaration"),
    FailureCase("<plist\n", line: 2, "unexpected end of file inside the tag <plist>"),
    FailureCase("<plist><true/></plist", line: 1, "unexpected end of file inside the tag </plist>"),
    FailureCase("<plist><true/></plist x>", line: 1, "malformed end tag </plist"),
    FailureCase("<plist <true/>", line: 1, "unexpected '<' inside the tag <plist>"),
    FailureCase("< dict/>", line: 1, "expected an element name after '<'"),
    FailureCase("<plist><!ELEMENT x></plist>", line: 1, "unexpected '<!' markup"),
    FailureCase(
      "<plist><![CDATA[x]]></plist>", line: 1,
      "unexpected CDATA section outside a text element"),
    FailureCase(
      "<plist><!DOCTYPE plist><true/></plist>", line: 1,
      "unexpected <!DOCTYPE after the start of the property list"),
    FailureCase("<data>!!</data>", line: 1, "invalid base64 in <data>"),
    FailureCase("<dict>\r\n<key>a</key>\r\n<foo/>\r\n</dict>", line: 3, "unknown element <foo>"),
    FailureCase("<dict>\r<key>a</key>\r<foo/>\r</dict>", line: 3, "unknown element <foo>"),
  ]

  @Test(arguments: failures)
  func reportsErrors(failure: FailureCase) {
    #expect(throws: failure.error) { try read(failure.input) }
  }

  @Test(arguments: ["array", "dict"])
  func limitsNestingDepth(container: String) throws {
    func nested(_ depth: Int) -> String {
      let (open, close) =
        container == "array" ? ("<array>", "</array>") : ("<dict><key>k</key>", "</dict>")
      let leaf = container == "array" ? "" : "<true/>"
      return String(repeating: open + "\n", count: depth) + leaf
        + String(repeating: close, count: depth)
    }
    _ = try read(plist(nested(64)))
    #expect(throws: DocumentError(line: 68, reason: "nesting deeper than 64 levels")) {
      try read(plist(nested(65)))
    }
    // A hostile depth fails at the limit instead of exhausting the stack.
    #expect(throws: DocumentError(line: 65, reason: "nesting deeper than 64 levels")) {
      try read(nested(100_000))
    }
  }

  @Test func rejectsEveryTruncationOfADocument() throws {
    let bytes = utf8(Self.everyKind)
    let full = try DocumentReader.readXMLPropertyList(bytes)
    let end = bytes.count - 1  // everything but the final newline
    for length in 0..<bytes.count {
      let prefix = Array(bytes[..<length])
      let result = Result { () throws(DocumentError) in
        try DocumentReader.readXMLPropertyList(prefix)
      }
      if length < end {
        #expect(throws: DocumentError.self, "prefix of \(length) bytes") { try result.get() }
      } else {
        #expect(try result.get() == full)
      }
    }
  }

  @Test func survivesCorruptionAtEveryByte() {
    let bytes = utf8(Self.everyKind)
    let replacements: [UInt8] = [0x00, 0x3C, 0x3E, 0x26, 0x2F, 0x22, 0x5D, 0xFF, 0xE2]
    for index in bytes.indices {
      for replacement in replacements {
        var corrupt = bytes
        corrupt[index] = replacement
        // Reading may succeed or fail, but must not crash or hang.
        _ = readingError(corrupt, with: DocumentReader.readXMLPropertyList)
      }
    }
  }
}
