import ElementsCore
import Testing

@Suite struct DocumentReaderTests {
  @Test(arguments: [
    ("<?xml version=\"1.0\"?><plist/>", DocumentFormat.xmlPropertyList),
    ("\u{FEFF}<plist/>", .xmlPropertyList),
    (" \n\t<dict/>", .xmlPropertyList),
    ("[1, 2]", .json),
    ("\r\n{\"a\": 1}", .json),
    ("{}", .json),
    ("{", .json),
    ("{ \"key\" : \"=\" }", .json),
    ("\"text\"", .json),
    ("42", .json),
    ("-1.5", .json),
    ("true", .json),
    ("false ", .json),
    ("null", .json),
    ("{ name = Hydrogen; }", .openStepPropertyList),
    ("{ \"name\" = \"Hydrogen\"; }", .openStepPropertyList),
    ("(1, 2)", .openStepPropertyList),
    ("/* comment */ { a = b; }", .openStepPropertyList),
    ("// comment\n(a)", .openStepPropertyList),
    ("\"key\" = \"value\";", .openStepPropertyList),
    ("key = value;", .openStepPropertyList),
    ("bplist00", .binaryPropertyList),
    ("bplist15", .binaryPropertyList),
    ("", .unknown),
    ("   \n", .unknown),
    ("hello", .unknown),
    ("#!/bin/sh", .unknown),
    ("/x", .unknown),
    // JSON with a slip is JSON, so that its reader names the slip.
    ("{'elements': []}", .json),
    ("{elements: []}", .json),
    ("{{{", .json),
    ("// comment\n[]", .json),
    ("/* comment */ {\"a\": 1}", .json),
    ("// comment", .openStepPropertyList),
  ])
  func sniffsTheFormat(text: String, expected: DocumentFormat) {
    #expect(DocumentReader.format(of: utf8(text)) == expected)
  }

  @Test(arguments: [true, false])
  func sniffsUTF16Documents(bigEndian: Bool) {
    #expect(DocumentReader.format(of: utf16(" <plist/>", bigEndian: bigEndian)) == .xmlPropertyList)
    #expect(DocumentReader.format(of: utf16("{\"a\":1}", bigEndian: bigEndian)) == .json)
    #expect(
      DocumentReader.format(of: utf16("{a=1;}", bigEndian: bigEndian)) == .openStepPropertyList)
    #expect(
      DocumentReader.format(of: utf16("[1]", bigEndian: bigEndian, byteOrderMark: false)) == .json)
  }

  @Test func readsEachFormat() throws {
    let expected = DataValue.array([.string("a"), .integer(1), .boolean(true)])
    let xml = "<plist><array><string>a</string><integer>1</integer><true/></array></plist>"
    #expect(try DocumentReader.read(utf8(xml)) == expected)
    #expect(try DocumentReader.read(utf8("[\"a\", 1, true]")) == expected)
    #expect(try DocumentReader.read(BinaryPropertyListWriter.encode(expected)) == expected)
  }

  @Test func rejectsOpenStepPropertyLists() {
    let reason =
      "OpenStep-style property lists are not supported; "
      + "convert it to XML with 'plutil -convert xml1'"
    #expect(throws: DocumentError(line: nil, reason: reason)) {
      try DocumentReader.read(utf8("{ name = Hydrogen; }"))
    }
  }

  /// A JSON document with a slip in it is reported as JSON, at the slip.
  @Test(arguments: [
    ("{'elements': []}", "expected a string key, found \"'\""),
    ("{elements: []}", "expected a string key, found 'elements'"),
    ("// comment\n[]", "expected a value, found '/'"),
  ])
  func reportsSlipsInJSON(text: String, reason: String) {
    #expect(throws: DocumentError(line: 1, reason: reason)) {
      try DocumentReader.read(utf8(text))
    }
  }

  @Test(arguments: ["hello", "#!/bin/sh", "\u{0}\u{0}\u{0}"])
  func rejectsUnknownFormats(text: String) {
    #expect(throws: DocumentError(line: nil, reason: "not a property list or JSON document")) {
      try DocumentReader.read(utf8(text))
    }
  }

  @Test(arguments: [
    [], utf8(" \n\t\r\n"), [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF, 0, 0x20],
  ])
  func rejectsEmptyFiles(bytes: [UInt8]) {
    #expect(throws: DocumentError(line: nil, reason: "the file is empty")) {
      try DocumentReader.read(bytes)
    }
    #expect(throws: DocumentError(line: nil, reason: "the file is empty")) {
      try DocumentReader.readXMLPropertyList(bytes)
    }
    #expect(throws: DocumentError(line: nil, reason: "the file is empty")) {
      try DocumentReader.readJSON(bytes)
    }
  }

  @Test func rejectsFilesGivenToTheWrongReader() {
    #expect(throws: DocumentError(line: nil, reason: "not a binary property list")) {
      try DocumentReader.readBinaryPropertyList(utf8("<plist/>"))
    }
    #expect(throws: DocumentError(line: 1, reason: "expected a value, found '<'")) {
      try DocumentReader.readJSON(utf8("<plist/>"))
    }
    #expect(throws: DocumentError(line: 1, reason: "unexpected text '[' before the property list"))
    {
      try DocumentReader.readXMLPropertyList(utf8("[1]"))
    }
  }

  @Test func describesErrors() {
    #expect(
      DocumentError(line: 3, reason: "duplicate key 'name'").description
        == "line 3: duplicate key 'name'")
    #expect(
      DocumentError(line: nil, reason: "the file is empty").description == "the file is empty")
  }
}

@Suite struct DataDictionaryTests {
  let dictionary = DataDictionary([
    ("symbol", .string("He")), ("number", .integer(2)), ("noble", .boolean(true)),
  ])

  @Test func keepsEntriesInOrder() {
    #expect(dictionary.keys == ["symbol", "number", "noble"])
    #expect(dictionary.count == 3)
    #expect(dictionary.entries.map(\.value) == [.string("He"), .integer(2), .boolean(true)])
  }

  @Test func looksUpValuesByKey() {
    #expect(dictionary["number"] == .integer(2))
    #expect(dictionary["Number"] == nil)
    #expect(DataDictionary([])["anything"] == nil)
  }

  @Test func comparesEntriesInOrder() {
    let same = DataDictionary([
      ("symbol", .string("He")), ("number", .integer(2)), ("noble", .boolean(true)),
    ])
    let reordered = DataDictionary([
      ("number", .integer(2)), ("symbol", .string("He")), ("noble", .boolean(true)),
    ])
    let different = DataDictionary([
      ("symbol", .string("He")), ("number", .integer(3)), ("noble", .boolean(true)),
    ])
    #expect(dictionary == same)
    #expect(dictionary != reordered)
    #expect(dictionary != different)
    #expect(dictionary != DataDictionary([]))
  }
}
