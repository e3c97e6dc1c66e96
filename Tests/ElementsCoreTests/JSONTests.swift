import ElementsCore
import Testing

@Suite struct JSONTests {
  private func read(_ text: String) throws(DocumentError) -> DataValue {
    try DocumentReader.readJSON(utf8(text))
  }

  static let document = """
    {
      "name": "Hydrogen",
      "number": 1,
      "weight": 1.008,
      "metal": false,
      "gas": true,
      "notes": null,
      "isotopes": [1, 2, 3],
      "nested": {"empty": [], "object": {}, "text": "a\\"b"},
      "symbol": "H"
    }
    """

  @Test func readsEveryKindOfValue() throws {
    let expected = DataValue.dictionary(
      DataDictionary([
        ("name", .string("Hydrogen")),
        ("number", .integer(1)),
        ("weight", .real(1.008)),
        ("metal", .boolean(false)),
        ("gas", .boolean(true)),
        ("notes", .null),
        ("isotopes", .array([.integer(1), .integer(2), .integer(3)])),
        (
          "nested",
          .dictionary(
            DataDictionary([
              ("empty", .array([])),
              ("object", .dictionary(DataDictionary([]))),
              ("text", .string("a\"b")),
            ]))
        ),
        ("symbol", .string("H")),
      ]))
    #expect(try read(Self.document) == expected)
  }

  @Test(arguments: [
    ("0", DataValue.integer(0)),
    ("-0", .integer(0)),
    ("42", .integer(42)),
    ("-17", .integer(-17)),
    ("9223372036854775807", .integer(Int.max)),
    ("-9223372036854775808", .integer(Int.min)),
    ("9223372036854775808", .real(9_223_372_036_854_775_808)),
    ("123456789012345678901234567890", .real(1.2345678901234568e29)),
    ("1.0", .real(1)),
    ("-0.0", .real(-0.0)),
    ("1e2", .real(100)),
    ("1E+2", .real(100)),
    ("2.5e-3", .real(0.0025)),
    (" 7 ", .integer(7)),
    ("\"text\"", .string("text")),
    ("true", .boolean(true)),
    ("false", .boolean(false)),
    ("null", .null),
    ("[]", .array([])),
    ("{}", .dictionary(DataDictionary([]))),
  ])
  func readsScalarsAndEmptyContainers(text: String, expected: DataValue) throws {
    #expect(try read(text) == expected)
  }

  @Test(arguments: [
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
    (#""\u0041\u00e9\u00E9""#, "Aéé"),
    (#""\u001b[0m""#, "\u{1B}[0m"),
    (#""\u0000""#, "\u{0}"),
    (#""\ud83d\ude00 \uD83E\uDDEA""#, "😀 🧪"),
    (#""plain ünïcödé 元素""#, "plain ünïcödé 元素"),
    (#""a\nb" "#, "a\nb"),
  ])
  func decodesStringEscapes(text: String, expected: String) throws {
    #expect(try read(text) == .string(expected))
  }

  static let failures: [FailureCase] = [
    FailureCase("", line: nil, "the file is empty"),
    FailureCase("\n  \t\r\n", line: nil, "the file is empty"),
    FailureCase(#""\ud800""#, line: 1, #"lone surrogate '\ud800'"#),
    FailureCase(#""\udc00\ud800""#, line: 1, #"lone surrogate '\udc00'"#),
    FailureCase(#""\ud800\u0041""#, line: 1, #"lone surrogate '\ud800'"#),
    FailureCase(#""\ud800x""#, line: 1, #"lone surrogate '\ud800'"#),
    FailureCase(#""\x""#, line: 1, #"invalid escape '\x'"#),
    FailureCase(#""\u12G4""#, line: 1, #"invalid escape '\u12G'"#),
    FailureCase(#""\u12"#, line: 1, #"invalid escape '\u12'"#),
    FailureCase("[\n\"abc", line: 2, "unterminated string"),
    FailureCase("\"abc\\", line: 1, "unterminated string"),
    FailureCase("\"a\tb\"", line: 1, "unescaped control character in string"),
    FailureCase("\"a\\n\nb\"", line: 1, "unescaped control character in string"),
    FailureCase("[\n\"a\\n\u{7}\"]", line: 2, "unescaped control character in string"),
    FailureCase("01", line: 1, "leading zeros are not allowed in '01'"),
    FailureCase("[-007]", line: 1, "leading zeros are not allowed in '-007'"),
    FailureCase("-", line: 1, "expected a digit after '-'"),
    FailureCase("-x", line: 1, "expected a digit after '-'"),
    FailureCase("1.", line: 1, "expected a digit after '.' in '1.'"),
    FailureCase("1.e5", line: 1, "expected a digit after '.' in '1.'"),
    FailureCase("1e", line: 1, "expected a digit in the exponent in '1e'"),
    FailureCase("1e+", line: 1, "expected a digit in the exponent in '1e+'"),
    FailureCase("1e400", line: 1, "number '1e400' is out of range"),
    FailureCase("[-1e400]", line: 1, "number '-1e400' is out of range"),
    FailureCase("NaN", line: 1, "expected a value, found 'NaN'"),
    FailureCase("[Infinity]", line: 1, "expected a value, found 'Infinity'"),
    FailureCase("+1", line: 1, "expected a value, found '+1'"),
    FailureCase(".5", line: 1, "expected a value, found '.5'"),
    FailureCase("tru", line: 1, "expected a value, found 'tru'"),
    FailureCase("nul", line: 1, "expected a value, found 'nul'"),
    FailureCase("'a'", line: 1, "expected a value, found \"'\""),
    FailureCase("[1] x", line: 1, "unexpected 'x' after the JSON value"),
    FailureCase("{}\n{}", line: 2, "unexpected '{' after the JSON value"),
    FailureCase("truex", line: 1, "unexpected 'x' after the JSON value"),
    FailureCase("[1,]", line: 1, "expected a value, found ']'"),
    FailureCase("[,1]", line: 1, "expected a value, found ','"),
    FailureCase("[1 2]", line: 1, "expected ',' or ']', found '2'"),
    FailureCase("{\"a\":1,}", line: 1, "expected a string key, found '}'"),
    FailureCase("{a:1}", line: 1, "expected a string key, found 'a'"),
    FailureCase("{\"a\" 1}", line: 1, "expected ':' after key 'a', found '1'"),
    FailureCase("{\"a\":1 \"b\":2}", line: 1, "expected ',' or '}', found '\"'"),
    FailureCase("{\n\"name\": 1,\n\"name\": 2\n}", line: 3, "duplicate key 'name'"),
    FailureCase("[", line: 1, "unexpected end of file inside an array"),
    FailureCase("[1,\n", line: 2, "unexpected end of file inside an array"),
    FailureCase("[1", line: 1, "unexpected end of file inside an array"),
    FailureCase("{", line: 1, "unexpected end of file inside an object"),
    FailureCase("{\"a\"", line: 1, "unexpected end of file inside an object"),
    FailureCase("{\"a\":", line: 1, "unexpected end of file inside an object"),
    FailureCase("{\"a\":1", line: 1, "unexpected end of file inside an object"),
    FailureCase("{\"a\":1,", line: 1, "unexpected end of file inside an object"),
    FailureCase("[1,\r\n2,\r\n?]", line: 3, "expected a value, found '?'"),
    FailureCase("[1,\r2,\r?]", line: 3, "expected a value, found '?'"),
    FailureCase("/* comment */ []", line: 1, "expected a value, found '/'"),
  ]

  @Test(arguments: failures)
  func reportsErrors(failure: FailureCase) {
    #expect(throws: failure.error) { try read(failure.input) }
  }

  @Test func rejectsInvalidUTF8WithItsLine() {
    let bytes = utf8("[\n\"a\",\n\"") + [0xFF] + utf8("\"]")
    #expect(throws: DocumentError(line: 3, reason: "invalid UTF-8")) {
      try DocumentReader.readJSON(bytes)
    }
  }

  @Test func acceptsByteOrderMarks() throws {
    #expect(try DocumentReader.readJSON([0xEF, 0xBB, 0xBF] + utf8("[1]")) == .array([.integer(1)]))
    let utf16Bytes = utf16("{\"é\": \"🧪\"}", bigEndian: false)
    #expect(
      try DocumentReader.readJSON(utf16Bytes)
        == .dictionary(DataDictionary([("é", .string("🧪"))])))
  }

  @Test(arguments: ["[", "{\"k\":"])
  func limitsNestingDepth(opening: String) throws {
    func nested(_ depth: Int) -> String {
      let closing = opening == "[" ? "]" : "}"
      return String(repeating: opening + "\n", count: depth) + "0"
        + String(repeating: closing, count: depth)
    }
    _ = try read(nested(64))
    #expect(throws: DocumentError(line: 65, reason: "nesting deeper than 64 levels")) {
      try read(nested(65))
    }
    #expect(throws: DocumentError(line: 65, reason: "nesting deeper than 64 levels")) {
      try read(nested(1_000_000))
    }
  }

  @Test func readsLargeObjectsWithoutQuadraticDuplicateChecks() throws {
    let count = 20_000
    let members = (0..<count).map { "\"key\($0)\": \($0)" }.joined(separator: ",")
    guard case .dictionary(let dictionary) = try read("{\(members)}") else {
      Issue.record("expected a dictionary")
      return
    }
    #expect(dictionary.count == count)
    #expect(dictionary["key19999"] == .integer(19_999))
    #expect(throws: DocumentError(line: 1, reason: "duplicate key 'key7'")) {
      try read("{\(members), \"key7\": 0}")
    }
  }

  @Test func rejectsEveryTruncationOfADocument() throws {
    let bytes = utf8(Self.document)
    for length in 0..<bytes.count {
      #expect(throws: DocumentError.self, "prefix of \(length) bytes") {
        try DocumentReader.readJSON(Array(bytes[..<length]))
      }
    }
  }

  @Test func survivesCorruptionAtEveryByte() {
    let bytes = utf8(Self.document)
    let replacements: [UInt8] = [0x00, 0x22, 0x5C, 0x5B, 0x7B, 0x2C, 0x3A, 0x30, 0xFF]
    for index in bytes.indices {
      for replacement in replacements {
        var corrupt = bytes
        corrupt[index] = replacement
        _ = readingError(corrupt, with: DocumentReader.readJSON)
      }
    }
  }
}
