import ElementsCore
import Testing

@Suite struct BinaryPropertyListTests {
  private typealias Writer = BinaryPropertyListWriter

  private func read(_ bytes: [UInt8]) throws(DocumentError) -> DataValue {
    try DocumentReader.readBinaryPropertyList(bytes)
  }

  private func failure(_ reason: String) -> DocumentError {
    DocumentError(line: nil, reason: reason)
  }

  static let everyKind = DataValue.dictionary(
    DataDictionary([
      ("name", .string("Hydrogen")),
      ("unicode", .string("Ünïcödé 元素 🧪")),
      ("long", .string("a string longer than fifteen characters")),
      ("small", .integer(7)),
      ("medium", .integer(0x1234)),
      ("large", .integer(0x1234_5678)),
      ("huge", .integer(Int.max)),
      ("negative", .integer(-5)),
      ("minimum", .integer(Int.min)),
      ("real", .real(1.00794)),
      ("true", .boolean(true)),
      ("false", .boolean(false)),
      ("null", .null),
      ("data", .data([0, 1, 2, 0xFF])),
      ("empty", .array([])),
      ("many", .array((0..<300).map { .integer($0) })),
      (
        "nested",
        .dictionary(
          DataDictionary([
            ("deeper", .array([.string("x"), .dictionary(DataDictionary([]))])),
            ("emptyString", .string("")),
          ]))
      ),
    ]))

  @Test(arguments: [1, 2, 4])
  func readsEveryKindOfValue(referenceSize: Int) throws {
    var value = Self.everyKind
    if referenceSize == 1 {
      // One-byte references can only address 256 objects.
      value = .array([.string("a"), .integer(-1), .dictionary(DataDictionary([("k", .null)]))])
    }
    let bytes = Writer.encode(value, referenceSize: referenceSize)
    #expect(try read(bytes) == value)
    #expect(DocumentReader.format(of: bytes) == .binaryPropertyList)
    #expect(try DocumentReader.read(bytes) == value)
  }

  /// Written by Python's `plistlib` (an independent encoder that shares repeated objects).
  static let pythonPlist: [UInt8] = [
    0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xDA, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
    0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x13, 0x14, 0x15, 0x16, 0x54, 0x6E, 0x61,
    0x6D, 0x65, 0x56, 0x73, 0x79, 0x6D, 0x62, 0x6F, 0x6C, 0x56, 0x6E, 0x75, 0x6D, 0x62, 0x65, 0x72,
    0x56, 0x77, 0x65, 0x69, 0x67, 0x68, 0x74, 0x5B, 0x72, 0x61, 0x64, 0x69, 0x6F, 0x61, 0x63, 0x74,
    0x69, 0x76, 0x65, 0x54, 0x74, 0x61, 0x67, 0x73, 0x5A, 0x64, 0x69, 0x73, 0x63, 0x6F, 0x76, 0x65,
    0x72, 0x65, 0x64, 0x55, 0x6E, 0x6F, 0x74, 0x65, 0x73, 0x53, 0x62, 0x69, 0x67, 0x54, 0x64, 0x61,
    0x74, 0x61, 0x58, 0x48, 0x79, 0x64, 0x72, 0x6F, 0x67, 0x65, 0x6E, 0x51, 0x48, 0x10, 0x01, 0x23,
    0x3F, 0xF0, 0x20, 0xC4, 0x9B, 0xA5, 0xE3, 0x54, 0x08, 0xA3, 0x11, 0x11, 0x12, 0x53, 0x67, 0x61,
    0x73, 0x58, 0x6E, 0x6F, 0x6E, 0x6D, 0x65, 0x74, 0x61, 0x6C, 0x33, 0xC1, 0xFB, 0xA0, 0x56, 0xC0,
    0x00, 0x00, 0x00, 0x6A, 0x00, 0xDC, 0x00, 0x6E, 0x00, 0xEF, 0x00, 0x63, 0x00, 0xF6, 0x00, 0x64,
    0x00, 0xE9, 0x00, 0x20, 0x51, 0x43, 0x7D, 0x20, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFB, 0x43, 0x00, 0x01, 0xFF, 0x08, 0x1D, 0x22, 0x29, 0x30, 0x37, 0x43, 0x48, 0x53, 0x59, 0x5D,
    0x62, 0x6B, 0x6D, 0x6F, 0x78, 0x79, 0x7D, 0x81, 0x8A, 0x93, 0xA8, 0xB1, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x17, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xB5,
  ]

  @Test func readsAFileFromAnotherWriter() throws {
    let expected = DataValue.dictionary(
      DataDictionary([
        ("name", .string("Hydrogen")),
        ("symbol", .string("H")),
        ("number", .integer(1)),
        ("weight", .real(1.008)),
        ("radioactive", .boolean(false)),
        ("tags", .array([.string("gas"), .string("gas"), .string("nonmetal")])),
        ("discovered", .date("1766-01-01T00:00:00Z")),
        ("notes", .string("Ünïcödé 元素")),
        ("big", .integer(-5)),
        ("data", .data([0x00, 0x01, 0xFF])),
      ]))
    #expect(try read(Self.pythonPlist) == expected)
  }

  @Test(
    arguments: [
      (0, "2001-01-01T00:00:00Z"),
      (1234.5, "2001-01-01T00:20:34Z"),
      (-1, "2000-12-31T23:59:59Z"),
      (-978_307_200, "1970-01-01T00:00:00Z"),
      (730_902_896.75, "2024-02-29T12:34:56Z"),
      (-63_113_904_000, "0001-01-01T00:00:00Z"),
      (252_423_993_599, "9999-12-31T23:59:59Z"),
      (-63_113_904_001, "date(-63113904001.0)"),
      (.infinity, "date(inf)"),
    ] as [(Double, String)])
  func rendersDatesAsISO8601(seconds: Double, expected: String) throws {
    let bytes = Writer.assemble([[0x33] + Writer.bigEndian(seconds.bitPattern, size: 8)])
    #expect(try read(bytes) == .date(expected))
  }

  @Test func readsOtherObjectEncodings() throws {
    // A 4-byte real, a UTF-8 string (marker 0x7) and 16-byte integers that fit.
    let objects: [[UInt8]] = [
      [0xA5, 1, 2, 3, 4, 5],
      [0x22] + Writer.bigEndian(UInt64(Float(0.5).bitPattern), size: 4),
      [0x72, 0xC3, 0xA9],
      [0x14] + Writer.bigEndian(0, size: 8) + Writer.bigEndian(42, size: 8),
      [0x14] + Writer.bigEndian(UInt64.max, size: 8) + Writer.bigEndian(UInt64.max, size: 8),
      [0x5F, 0x10, 0x02, 0x68, 0x69],
    ]
    let expected = DataValue.array([
      .real(0.5), .string("é"), .integer(42), .integer(-1), .string("hi"),
    ])
    #expect(try read(Writer.assemble(objects)) == expected)
  }

  @Test func sharesObjectsThatAreReferencedManyTimes() throws {
    // Object 0 refers to object 1 twice, which refers to object 2 twice.
    let objects: [[UInt8]] = [[0xA2, 1, 1], [0xA2, 2, 2], [0x51, 0x78]]
    let inner = DataValue.array([.string("x"), .string("x")])
    #expect(try read(Writer.assemble(objects)) == .array([inner, inner]))
  }

  static let corruptFiles: [(String, [UInt8], String)] = {
    let valid = Writer.assemble([[0xA1, 1], [0x51, 0x41]])
    func patched(_ bytes: [UInt8], fromEnd distance: Int, _ replacement: [UInt8]) -> [UInt8] {
      var copy = bytes
      let start = copy.count - distance
      copy.replaceSubrange(start..<(start + replacement.count), with: replacement)
      return copy
    }
    let max = Writer.bigEndian(UInt64.max, size: 8)
    return [
      ("header only", Array("bplist00".utf8), "the binary property list is truncated"),
      ("magic only", Array("bplist".utf8), "the binary property list is truncated"),
      ("wrong magic", Array("bplisx00".utf8) + Array(valid[8...]), "not a binary property list"),
      (
        "unsupported version", Array("bplist15".utf8) + Array(valid[8...]),
        "unsupported binary property list version 'bplist15'"
      ),
      ("offset size 0", patched(valid, fromEnd: 26, [0]), "invalid offset size 0 in the trailer"),
      (
        "reference size 9", patched(valid, fromEnd: 25, [9]),
        "invalid object reference size 9 in the trailer"
      ),
      (
        "object count 0", patched(valid, fromEnd: 24, Writer.bigEndian(0, size: 8)),
        "the trailer declares no objects"
      ),
      (
        "object count beyond Int", patched(valid, fromEnd: 24, max),
        "the object count in the trailer is out of range"
      ),
      (
        "object count too large", patched(valid, fromEnd: 24, Writer.bigEndian(1 << 62, size: 8)),
        "the offset table is outside the file"
      ),
      (
        "top object missing", patched(valid, fromEnd: 16, Writer.bigEndian(2, size: 8)),
        "the top object 2 does not exist"
      ),
      (
        "offset table beyond the file", patched(valid, fromEnd: 8, Writer.bigEndian(1000, size: 8)),
        "the offset table is outside the file"
      ),
      (
        "offset table inside the header", patched(valid, fromEnd: 8, Writer.bigEndian(2, size: 8)),
        "the offset table is outside the file"
      ),
      (
        "object offset in the offset table",
        Writer.assemble([[0x09]]).enumerated().map {
          $0.offset == 10 ? 9 : $0.element  // the table starts at 9; point object 0 at it
        }, "object 0 has an offset outside the object area"
      ),
      (
        "object offset in the header", patched(valid, fromEnd: 36, [0x00, 0x03]),
        "object 0 has an offset outside the object area"
      ),
      (
        "string too long", Writer.assemble([[0x58, 0x41]]),
        "object 0 extends beyond the object area"
      ),
      (
        "extended length too long", Writer.assemble([[0x4F, 0x13] + max]),
        "object 0 has a negative length"
      ),
      (
        "extended length truncated", Writer.assemble([[0x4F, 0x12, 0x00]]),
        "object 0 extends beyond the object area"
      ),
      ("malformed length", Writer.assemble([[0x4F, 0x23]]), "object 0 has a malformed length"),
      (
        "array too long", Writer.assemble([[0xAF, 0x12, 0x7F, 0xFF, 0xFF, 0xFF]]),
        "object 0 extends beyond the object area"
      ),
      (
        "missing member", Writer.assemble([[0xA1, 0x05]]),
        "reference to object 5, which does not exist"
      ),
      (
        "truncated integer", Writer.assemble([[0x13, 0x01]]),
        "object 0 extends beyond the object area"
      ),
      (
        "integer of 32 bytes", Writer.assemble([[0x15] + Array(repeating: 0, count: 32)]),
        "object 0 is an integer of unsupported size"
      ),
      (
        "16-byte integer beyond Int",
        Writer.assemble([[0x14] + Writer.bigEndian(1, size: 8) + max]),
        "128-bit integer in object 0 is out of range"
      ),
      (
        "16-byte unsigned integer beyond Int",
        Writer.assemble([[0x14] + Writer.bigEndian(0, size: 8) + max]),
        "integer '18446744073709551615' in object 0 is out of range"
      ),
      (
        "real of 2 bytes", Writer.assemble([[0x21, 0, 0]]), "object 0 is a real of unsupported size"
      ),
      (
        "non-ASCII ASCII string", Writer.assemble([[0x52, 0x41, 0xE9]]),
        "object 0 is an ASCII string with non-ASCII bytes"
      ),
      (
        "lone UTF-16 surrogate", Writer.assemble([[0x61, 0xD8, 0x00]]),
        "object 0 is a string with an unpaired UTF-16 surrogate"
      ),
      (
        "invalid UTF-8", Writer.assemble([[0x72, 0xC3, 0x28]]),
        "object 0 is a string with invalid UTF-8"
      ),
      ("set", Writer.assemble([[0xC0]]), "object 0 is a set, which is not supported"),
      ("UID", Writer.assemble([[0x80, 0x01]]), "object 0 is a UID, which is not supported"),
      ("fill byte", Writer.assemble([[0x0F]]), "object 0 has an unknown type (marker 0x0F)"),
      ("unused marker", Writer.assemble([[0x90]]), "object 0 has an unknown type (marker 0x90)"),
      (
        "date marker with wrong size", Writer.assemble([[0x32, 0, 0, 0, 0]]),
        "object 0 has an unknown type (marker 0x32)"
      ),
      (
        "non-string key", Writer.assemble([[0xD1, 1, 2], [0x10, 0x01], [0x09]]),
        "a key in dictionary object 0 is not a string"
      ),
      (
        "duplicate key", Writer.assemble([[0xD2, 1, 1, 2, 3], [0x51, 0x61], [0x09], [0x08]]),
        "duplicate key 'a'"
      ),
      ("self-reference", Writer.assemble([[0xA1, 0]]), "object 0 contains itself"),
      (
        "indirect cycle", Writer.assemble([[0xA1, 1], [0xD1, 2, 0], [0x51, 0x6B]]),
        "object 0 contains itself"
      ),
    ]
  }()

  @Test(arguments: corruptFiles)
  func rejectsCorruptFiles(name: String, bytes: [UInt8], reason: String) {
    #expect(throws: failure(reason), "\(name)") { try read(bytes) }
  }

  @Test func rejectsFilesThatExpandToTooManyValues() {
    // Each level refers 200 times to the next: 200^3 = 8,000,000 leaves from four objects.
    let fanOut: [UInt8] = [0xAF, 0x10, 200]
    let objects: [[UInt8]] = [
      fanOut + Array(repeating: 1, count: 200),
      fanOut + Array(repeating: 2, count: 200),
      fanOut + Array(repeating: 3, count: 200),
      [0x10, 0x2A],
    ]
    let limit = "the property list expands to more than 2000000 values"
    #expect(throws: failure(limit)) { try read(Writer.assemble(objects)) }
  }

  @Test func limitsNestingDepth() throws {
    // Object i is an array holding object i + 1; the last object is an empty array.
    func chain(_ depth: Int) -> [UInt8] {
      let objects = (0..<depth).map { index in
        index == depth - 1 ? [0xA0] : [0xA1] + Writer.bigEndian(UInt64(index + 1), size: 2)
      }
      return Writer.assemble(objects, referenceSize: 2, offsetSize: 4)
    }
    _ = try read(chain(64))
    #expect(throws: failure("nesting deeper than 64 levels")) { try read(chain(65)) }
    #expect(throws: failure("nesting deeper than 64 levels")) { try read(chain(50_000)) }
  }

  @Test func limitsNestingDepthThroughSharedObjects() throws {
    // The root holds chain A (40 levels), then chain B (30 levels) whose innermost array
    // holds A again: A is decoded once, but the second reference nests it 71 levels deep.
    let aStart = 1
    let bStart = 41
    var objects: [[UInt8]] = [[0xA2, UInt8(aStart), UInt8(bStart)]]
    objects += (0..<40).map { $0 == 39 ? [0xA0] : [0xA1, UInt8(aStart + $0 + 1)] }
    objects += (0..<30).map { [0xA1, UInt8($0 == 29 ? aStart : bStart + $0 + 1)] }
    #expect(throws: failure("nesting deeper than 64 levels")) {
      try read(Writer.assemble(objects))
    }
    // With a shorter chain B the same sharing stays within the limit.
    objects[0] = [0xA2, UInt8(aStart), UInt8(bStart + 10)]
    _ = try read(Writer.assemble(objects))
  }

  @Test func readsEmptyInputAsEmpty() {
    #expect(throws: failure("the file is empty")) { try read([]) }
  }

  @Test func neverCrashesOnTruncatedOrCorruptedFiles() {
    guard case .dictionary(let everyKind) = Self.everyKind else { return }
    // Fewer members than everyKind's 300 keep this quick, but still need an extended count.
    let smaller = everyKind.entries.map { entry in
      entry.key == "many" ? (entry.key, .array((0..<20).map { .integer($0) })) : entry
    }
    let bytes = Writer.encode(.dictionary(DataDictionary(smaller)), referenceSize: 2)
    for length in 0..<bytes.count {
      _ = readingError(Array(bytes[..<length]), with: DocumentReader.readBinaryPropertyList)
    }
    let replacements: [UInt8] = [0x00, 0x01, 0x0F, 0x13, 0x5F, 0x6F, 0xAF, 0xDF, 0xFF]
    for index in bytes.indices {
      for replacement in replacements {
        var corrupt = bytes
        corrupt[index] = replacement
        _ = readingError(corrupt, with: DocumentReader.readBinaryPropertyList)
      }
    }
  }
}
