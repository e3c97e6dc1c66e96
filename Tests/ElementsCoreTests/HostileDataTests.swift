import ElementsCore
import Testing

/// The hostile inputs of SECURITY.md's table that `LoadingTests` does not already
/// pin, at the library level: each is refused with its message or loads like the good data.
/// (The same table runs end to end through the binary in elements-cliTests.)
@Suite struct HostileDataTests {
  /// Iron, Cobalt and Oxygen with their required keys, as plist entries.
  static let good = [
    Fixture.entry(),
    Fixture.entry(number: "<integer>27</integer>", symbol: "Co", name: "Cobalt", column: 9),
    Fixture.entry(
      number: "<integer>8</integer>", symbol: "O", name: "Oxygen", state: "Gas", row: 2,
      column: 16),
  ]

  /// The same elements as Periodic-Table-JSON.
  static let goodJSON = """
    [{"number": 26, "symbol": "Fe", "name": "Iron", "phase": "Solid", "xpos": 8, "ypos": 4},
     {"number": 27, "symbol": "Co", "name": "Cobalt", "phase": "Solid", "xpos": 9, "ypos": 4},
     {"number": 8, "symbol": "O", "name": "Oxygen", "phase": "Gas", "xpos": 16, "ypos": 2}]
    """

  static func goodTable() throws -> PeriodicTable {
    try DataFile.load(bytes: Fixture.plist(entries: good), file: "good.plist")
  }

  /// The good JSON with Cobalt's entry edited.
  static func jsonCobalt(_ edit: (String) -> String) -> [UInt8] {
    let lines = goodJSON.split(separator: "\n").map(String.init)
    return Array([lines[0], edit(lines[1]), lines[2]].joined(separator: "\n").utf8)
  }

  @Test(arguments: [
    ("\u{1B}[2J", "\\u{1B}[2J"), ("\u{1B}]0;pwned\u{07}", "&#27;]0;pwned&#7;"),
    ("\u{1B}]8;;https://e.example/\u{1B}\\x", "&#x1b;]8;;https://e.example/&#x1B;\\x"),
    ("\u{9B}2J", "&#155;2J"), ("\u{7F}", "&#127;"),
  ])
  func controlCharactersInANameAreRefused(raw: String, reference: String) {
    let control = raw.unicodeScalars.first { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }!
    let code =
      "U+" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
      + String(control.value, radix: 16, uppercase: true)
    let shown = String(raw.unicodeScalars.map { $0.isUnsafeInTerminal ? "?" : Character($0) })
    let expected =
      "test.plist: entry 1 (Fe\(shown)): 'name' is 'Fe\(shown)', expected text without control characters (found \(code))"
    // Written raw into the XML, and as a character reference.
    #expect(
      Fixture.loadError(Fixture.plist(entries: [Fixture.entry(name: "Fe" + raw)])) == expected)
    let referenced = reference.replacing("\\u{1B}", with: "&#27;")
    #expect(
      Fixture.loadError(Fixture.plist(entries: [Fixture.entry(name: "Fe" + referenced)]))
        == expected)
    // And in JSON, escaped.
    let escaped = raw.unicodeScalars.map { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        ? "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        : scalar == "\\" ? "\\\\" : String(scalar)
    }.joined()
    #expect(
      Fixture.loadError(
        Array(
          #"[{"number": 26, "symbol": "Fe", "name": "Fe\#(escaped)", "phase": "Solid", "xpos": 8, "ypos": 4}]"#
            .utf8),
        file: "test.plist") == expected)
  }

  @Test func atomicNumbersOverSixtyFourBitsAreRefused() {
    #expect(
      Fixture.loadError(
        Fixture.plist(entries: [Fixture.entry(number: "<integer>18446744073709551616</integer>")]))
        == "test.plist: line 6: integer '18446744073709551616' is out of range")
    #expect(
      Fixture.loadError(
        Fixture.plist(entries: [Fixture.entry(number: "<string>18446744073709551616</string>")]))
        == "test.plist: entry 1 (Iron): 'atomicNumber' is '18446744073709551616', expected a whole number"
    )
    #expect(
      Fixture.loadError(
        Self.jsonCobalt { $0.replacing("27", with: "18446744073709551616") }, file: "x.json")
        == "x.json: entry 2 (Cobalt): 'number' is 1.8446744073709552e+19, expected a whole number")
  }

  /// 100,000 entries make about 50 MB: refused by the size cap before any parsing.
  @Test func aHundredThousandEntriesAreRefusedBySize() {
    let entry = Fixture.entry(
      extra: "<key>discoveredBy</key><string>\(String(repeating: "x", count: 300))</string>")
    let bytes = Fixture.plist(entries: Array(repeating: entry, count: 100_000))
    #expect(bytes.count > 50_000_000)
    #expect(
      Fixture.loadError(bytes)
        == "test.plist: the file is \(bytes.count) bytes; data files are limited to 8388608 bytes")
    let small = Array(("[" + String(repeating: "{},", count: 99_999) + "{}]").utf8)
    #expect(
      Fixture.loadError(small, file: "x.json")
        == "x.json: the file has 100000 entries; the limit is 1000")
  }

  @Test func entityExpansionIsRefused() {
    var document = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a0 \"lol\">"
    for level in 1...9 {
      document += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
    }
    document +=
      "]>\n<plist><array><dict><key>name</key><string>&a9;</string></dict></array></plist>"
    #expect(
      Fixture.loadError(Array(document.utf8))
        == "test.plist: line 2: entity declarations are not allowed")
  }

  @Test func openStepPropertyListsAreRefused() {
    let text =
      "({ atomicNumber = 26; symbol = Fe; name = Iron; state = Solid; vertPos = 4; horizPos = 8; })"
    #expect(
      Fixture.loadError(Array(text.utf8))
        == "test.plist: OpenStep-style property lists are not supported; convert it to XML with 'plutil -convert xml1'"
    )
  }

  /// UTF-16 (either order), a binary plist and JSON hold the same data: the same table.
  @Test func everyEncodingLoadsTheSameTable() throws {
    let expected = try Self.goodTable().elementsByNumber
    let xml = String(decoding: Fixture.plist(entries: Self.good), as: UTF8.self)
      .replacing("UTF-8", with: "UTF-16")
    for bigEndian in [false, true] {
      let table = try DataFile.load(bytes: utf16(xml, bigEndian: bigEndian), file: "utf16.plist")
      #expect(table.elementsByNumber == expected)
    }
    let binary = BinaryPropertyListWriter.encode(
      try DocumentReader.read(Fixture.plist(entries: Self.good)))
    #expect(try DataFile.load(bytes: binary, file: "b.plist").elementsByNumber == expected)
    #expect(
      try DataFile.load(bytes: Array(Self.goodJSON.utf8), file: "j.json").elementsByNumber
        == expected)
    let json16 = utf16(Self.goodJSON, bigEndian: false)
    #expect(try DataFile.load(bytes: json16, file: "j.json").elementsByNumber == expected)
  }

  /// An unknown key is counted in every entry that has it, whether or not the entries before it
  /// have the same keys.
  @Test func unknownKeysAreCountedInEveryEntry() throws {
    let extra = "<key>colour</key><string>grey</string>"
    let entries = [
      Fixture.entry(extra: extra),
      Fixture.entry(
        number: "<integer>27</integer>", symbol: "Co", name: "Cobalt", column: 9, extra: extra),
      Fixture.entry(number: "<integer>28</integer>", symbol: "Ni", name: "Nickel", column: 10),
      Fixture.entry(
        number: "<integer>29</integer>", symbol: "Cu", name: "Copper", column: 11,
        extra: extra + "<key>shine</key><true/>"),
      Fixture.entry(
        number: "<integer>30</integer>", symbol: "Zn", name: "Zinc", column: 12,
        extra: extra + "<key>shine</key><true/>"),
    ]
    let table = try DataFile.load(bytes: Fixture.plist(entries: entries), file: "odd.plist")
    #expect(table.elementsByNumber.map(\.symbol) == ["Fe", "Co", "Ni", "Cu", "Zn"])
    #expect(
      table.warnings.map(\.description) == [
        "odd.plist: entry 1 (Iron): unknown key 'colour' ignored (in 4 entries)",
        "odd.plist: entry 4 (Copper): unknown key 'shine' ignored (in 2 entries)",
      ])
  }

  /// Oddities that load: the elements are those of the good file, and a warning says what is odd.
  @Test func oddButUsableDataLoadsLikeTheGoodData() throws {
    let expected = try Self.goodTable().elementsByNumber
    var entries = Self.good
    entries[1] = entries[1].replacing(
      "</dict>", with: "<key>x&#27;]0;t&#7;</key><string>&#27;[2J</string></dict>")
    let odd = try DataFile.load(bytes: Fixture.plist(entries: entries), file: "odd.plist")
    #expect(odd.elementsByNumber == expected)
    #expect(
      odd.warnings.map(\.description) == [
        "odd.plist: entry 2 (Cobalt): unknown key 'x?]0;t?' ignored"
      ])
    let json = Self.jsonCobalt {
      $0.replacing("}", with: #", "cpk-hex": "\u001b[2J", "melt": null}"#)
    }
    let quiet = try DataFile.load(bytes: json, file: "odd.json")
    #expect(quiet.elementsByNumber == expected)
    #expect(quiet.warnings.isEmpty)
  }

  @Test(arguments: [
    (#""number": 27"#, #""number": "abc""#, "'number' is 'abc', expected a whole number"),
    (#""number": 27"#, #""number": -27"#, "'number' is -27, expected a whole number from 1 to 999"),
    (#""number": 27"#, #""number": 0"#, "'number' is 0, expected a whole number from 1 to 999"),
    (#""number": 27"#, #""number": 26"#, "atomic number 26 is already used by entry 1 (Iron)"),
    (#""symbol": "Co""#, #""symbol": "Fe""#, "symbol 'Fe' is already used by entry 1 (Iron)"),
    (#""symbol": "Co", "#, "", "missing key 'symbol'"),
    (
      #""phase": "Solid""#, #""phase": "Plasma""#,
      "'phase' is 'Plasma', expected Solid, Liquid, Gas or Artificial"
    ),
  ])
  func badJSONEntriesAreRefused(original: String, replacement: String, problem: String) {
    #expect(
      Fixture.loadError(
        Self.jsonCobalt { $0.replacing(original, with: replacement) }, file: "x.json")
        == "x.json: entry 2 (Cobalt): \(problem)")
  }

  @Test func badJSONFilesAreRefused() throws {
    #expect(Fixture.loadError([], file: "x.json") == "x.json: the file is empty")
    #expect(
      Fixture.loadError(Array("[]".utf8), file: "x.json") == "x.json: the file contains no elements"
    )
    let long = String(repeating: "n", count: 500)
    #expect(
      Fixture.loadError(Self.jsonCobalt { $0.replacing("Cobalt", with: long) }, file: "x.json")
        == "x.json: entry 2 (\(long.prefix(40))...): 'name' is '\(long.prefix(40))...' (500 characters), expected at most 64 characters"
    )
    let truncated = Array(Self.goodJSON.utf8.prefix(100))
    #expect(
      Fixture.loadError(truncated, file: "x.json")
        == "x.json: line 2: unexpected end of file inside an object")
    let twoInOne = Self.jsonCobalt { $0.replacing(#""xpos": 9"#, with: #""xpos": 8"#) }
    #expect(
      try DataFile.load(bytes: twoInOne, file: "x.json").warnings.map(\.description) == [
        "x.json: entry 2 (Cobalt): shares row 4, column 8 with entry 1 (Iron); the table shows entry 1"
      ])
  }
}
