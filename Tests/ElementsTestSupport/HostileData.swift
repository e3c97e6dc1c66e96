import ElementsCore
import Foundation

/// One generated data file and what `elements --data` must do with it.
public struct HostileCase: Sendable, CustomStringConvertible {
  /// What `elements --data` must do with the file.
  public enum Outcome: Sendable {
    /// Exit 3, nothing on stdout, exactly one line on stderr: "elements: FILE: " + message.
    case reject(String)
    /// Exit 0, these warnings on stderr (each after "elements: warning: FILE: "), and for
    /// each of `sameAs` (all of ``HostileData/commands`` when nil) stdout identical to
    /// the good file's.
    case accept(warnings: [String], sameAs: [[String]]? = nil)
  }

  /// What the file is, as the tests list it.
  public var name: String
  /// The file's name, whose extension picks the reader.
  public var fileName: String
  /// Makes the file's bytes.
  public var bytes: @Sendable () -> [UInt8]
  /// What must happen.
  public var outcome: Outcome

  /// The case's name, as the tests list it.
  public var description: String { name }

  /// A case of a file made by `bytes`, named `fileName`.
  public init(
    _ name: String, _ fileName: String, _ outcome: Outcome,
    _ bytes: @escaping @Sendable () -> [UInt8]
  ) {
    self.name = name
    self.fileName = fileName
    self.outcome = outcome
    self.bytes = bytes
  }

  /// A property-list case.
  public static func plist(
    _ name: String, _ outcome: Outcome, _ document: @escaping @Sendable () -> Document
  )
    -> Self
  {
    Self(name, "data.plist", outcome) { Array(document().xml.utf8) }
  }

  /// A JSON case.
  public static func json(
    _ name: String, _ outcome: Outcome, _ document: @escaping @Sendable () -> Document
  )
    -> Self
  {
    Self(name, "data.json", outcome) { Array(document().json.utf8) }
  }
}

/// The hostile-input table of SECURITY.md: generated data files, each with its documented
/// outcome, and what is compared between an accepted file and the good one.
public enum HostileData {
  /// One element's facts, by property-list key.
  public typealias Entry = GoodData.Entry
  static let (fe, co, o) = (GoodData.iron, GoodData.cobalt, GoodData.oxygen)

  /// What is compared between an accepted file and the good one.
  public static let commands: [[String]] = [
    ["list"], ["list", "--by", "number", "--format", "json"], ["list", "--format", "csv"],
    ["list", "--by", "state", "--format", "tsv"], ["show", "Fe"], ["show", "Co", "--back"],
    ["show", "O", "--format", "json"], ["search", "o"], ["table"], ["wiki", "Fe", "Co"],
  ]

  /// A plist with Cobalt's entry changed.
  static func cobalt(_ change: @escaping @Sendable (Entry) -> Entry) -> @Sendable () -> Document {
    { GoodData.plist([fe, change(co), o]) }
  }

  /// A JSON file with Cobalt's entry changed.
  static func jsonCobalt(_ change: @escaping @Sendable (Entry) -> Entry) -> @Sendable () -> Document
  {
    { GoodData.json([fe, change(co), o]) }
  }

  static let escapes = [
    ("clear screen", "\u{1B}[2J\u{1B}[H"), ("window title (OSC 0)", "\u{1B}]0;pwned\u{07}"),
    ("hyperlink (OSC 8)", "\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\"),
  ]

  /// Every case, in the order of SECURITY.md's table.
  public static let cases: [HostileCase] =
    [
      // Files that are not element data at all.
      HostileCase("not XML at all", "data.plist", .reject("not a property list or JSON document")) {
        Array("Iron, Fe, 26\nCobalt, Co, 27\n".utf8)
      },
      HostileCase("empty file", "data.plist", .reject("the file is empty")) { [] },
      HostileCase(
        "XML truncated mid-entry", "data.plist",
        .reject("line 11: unexpected end of file inside the tag </ke>")
      ) {
        let text = GoodData.plist().xml
        return Array(text.utf8.prefix(text.utf8.count / 2))
      },
      .plist(
        "top-level dictionary",
        .reject("expected an array of elements at the top level, found a dictionary")
      ) { .dictionary(fe) },
      .plist("empty array", .reject("the file contains no elements")) { .array([]) },
      .plist("entry not a dictionary", .reject("entry 2: expected a dictionary, found 'Cobalt'")) {
        .array([.dictionary(fe), .string("Cobalt"), .dictionary(o)])
      },
      .plist(
        "missing name", .reject("entry 2 (Co): missing key 'name'"), cobalt { $0.removing("name") }),
      .plist(
        "missing symbol", .reject("entry 2 (Cobalt): missing key 'symbol'"),
        cobalt { $0.removing("symbol") }),
      .plist(
        "missing number", .reject("entry 2 (Cobalt): missing key 'atomicNumber'"),
        cobalt { $0.removing("atomicNumber") }),
      .plist(
        "atomicNumber \"abc\"",
        .reject("entry 2 (Cobalt): 'atomicNumber' is 'abc', expected a whole number"),
        cobalt { $0.setting("atomicNumber", .string("abc")) }),
      .plist(
        "atomicNumber negative",
        .reject("entry 2 (Cobalt): 'atomicNumber' is -27, expected a whole number from 1 to 999"),
        cobalt { $0.setting("atomicNumber", .integer(-27)) }),
      .plist(
        "atomicNumber zero",
        .reject("entry 2 (Cobalt): 'atomicNumber' is 0, expected a whole number from 1 to 999"),
        cobalt { $0.setting("atomicNumber", .integer(0)) }),
      .plist(
        "atomicNumber over 64 bits",
        .reject("line 11: integer '18446744073709551616' is out of range"),
        cobalt { $0.setting("atomicNumber", .raw("<integer>18446744073709551616</integer>")) }),
      .plist(
        "atomicNumber over 64 bits, as text",
        .reject(
          "entry 2 (Cobalt): 'atomicNumber' is '18446744073709551616', expected a whole number"),
        cobalt { $0.setting("atomicNumber", .string("18446744073709551616")) }),
      .plist(
        "duplicate number",
        .reject("entry 2 (Cobalt): atomic number 26 is already used by entry 1 (Iron)"),
        cobalt { $0.setting("atomicNumber", .integer(26)) }),
      .plist(
        "duplicate symbol",
        .reject("entry 2 (Cobalt): symbol 'Fe' is already used by entry 1 (Iron)"),
        cobalt { $0.setting("symbol", .string("Fe")) }),
      HostileCase(
        "100,000 entries, about 50 MB", "data.plist",
        .reject("the file is {size} bytes; data files are limited to 8388608 bytes")
      ) {
        HostileData.manyEntries(100_000, as: { Document.dictionary($0).xml })
      },
      .plist(
        "100,000 empty entries under the size cap",
        .reject("the file has 100000 entries; the limit is 1000")
      ) {
        .array(Array(repeating: .dictionary([]), count: 100_000))
      },
      .plist(
        "500-character name",
        .reject(
          "entry 2 (\(String(repeating: "n", count: 40))...): 'name' is '\(String(repeating: "n", count: 40))...' (500 characters), expected at most 64 characters"
        ),
        cobalt { $0.setting("name", .string(String(repeating: "n", count: 500))) }),
      .plist(
        "unknown state Plasma",
        .reject(
          "entry 2 (Cobalt): 'state' is 'Plasma', expected Solid, Liquid, Gas or Artificial"),
        cobalt { $0.setting("state", .string("Plasma")) }),
      // An unusable optional value is dropped, or repaired where the repair is unambiguous,
      // with a warning; what the value does not touch reads as with the good file.
      .plist(
        "wikipedia address with a space",
        .accept(
          warnings: [
            "entry 2 (Cobalt): 'wikipedia' is 'https://en.wikipedia.org/wiki/Co balt', an address with spaces; read as 'https://en.wikipedia.org/wiki/Co_balt'"
          ], sameAs: [["list"], ["table"], ["search", "o"], ["show", "Fe"]]),
        cobalt { $0.setting("wikipedia", .string("https://en.wikipedia.org/wiki/Co balt")) }),
      .plist(
        "wikipedia address that is a command",
        .accept(
          warnings: [
            "entry 2 (Cobalt): 'wikipedia' is '$(touch pwned)', expected an http or https address without spaces; the value is ignored"
          ],
          sameAs: [["list"], ["table"], ["search", "o"], ["show", "Fe"], ["wiki", "Fe", "Co"]]),
        cobalt { $0.setting("wikipedia", .string("$(touch pwned)")) }),
      HostileCase(
        "entity expansion (billion laughs)", "data.plist",
        .reject("line 2: entity declarations are not allowed")
      ) {
        var dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
          dtd +=
            "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        dtd +=
          "]>\n<plist><array><dict><key>name</key><string>&lol9;</string></dict></array></plist>\n"
        return Array(dtd.utf8)
      },
      HostileCase(
        "OpenStep text plist", "data.plist",
        .reject(
          "OpenStep-style property lists are not supported; convert it to XML with 'plutil -convert xml1'"
        )
      ) {
        Array(
          "({ atomicNumber = 26; symbol = Fe; name = Iron; state = Solid; vertPos = 4; horizPos = 8; })\n"
            .utf8)
      },
      HostileCase(
        "nesting 100,000 deep", "data.plist", .reject("line 1: nesting deeper than 64 levels")
      ) {
        Array(("<plist>" + String(repeating: "<array>", count: 100_000)).utf8)
      },

      // JSON equivalents.
      HostileCase("JSON: not JSON", "data.json", .reject("line 1: expected a value, found '}'")) {
        Array("[{\"number\": }]".utf8)
      },
      HostileCase(
        "JSON: truncated mid-entry", "data.json",
        .reject("line 1: unexpected end of file inside an object")
      ) {
        let text = GoodData.json().json
        return Array(text.utf8.prefix(text.utf8.count / 2))
      },
      .json(
        "JSON: wrong top level",
        .reject(
          "expected an array of elements (or an object with 'elements') at the top level, found a"
            + " dictionary without the key 'elements'"
        )
      ) { .dictionary([("element", GoodData.json())]) },
      .json("JSON: empty array", .reject("the file contains no elements")) { .array([]) },
      HostileCase("JSON: empty file", "data.json", .reject("the file is empty")) { [] },
      .json(
        "JSON: entry not an object", .reject("entry 2: expected a dictionary, found an empty array")
      ) {
        guard case .array(let entries) = GoodData.json() else { return .array([]) }
        return .array([entries[0], .array([]), entries[2]])
      },
      .json(
        "JSON: missing number", .reject("entry 2 (Cobalt): missing key 'number'"),
        jsonCobalt { $0.removing("atomicNumber") }),
      .json(
        "JSON: number \"abc\"",
        .reject("entry 2 (Cobalt): 'number' is 'abc', expected a whole number"),
        jsonCobalt { $0.setting("atomicNumber", .string("abc")) }),
      .json(
        "JSON: number negative",
        .reject("entry 2 (Cobalt): 'number' is -27, expected a whole number from 1 to 999"),
        jsonCobalt { $0.setting("atomicNumber", .integer(-27)) }),
      .json(
        "JSON: number over 64 bits",
        .reject("entry 2 (Cobalt): 'number' is 1.8446744073709552e+19, expected a whole number"),
        jsonCobalt { $0.setting("atomicNumber", .raw("18446744073709551616")) }),
      .json(
        "JSON: duplicate symbol",
        .reject("entry 2 (Cobalt): symbol 'Fe' is already used by entry 1 (Iron)"),
        jsonCobalt { $0.setting("symbol", .string("Fe")) }),
      .json(
        "JSON: duplicate number",
        .reject("entry 2 (Cobalt): atomic number 26 is already used by entry 1 (Iron)"),
        jsonCobalt { $0.setting("atomicNumber", .integer(26)) }),
      .json(
        "JSON: unknown phase",
        .reject(
          "entry 2 (Cobalt): 'phase' is 'Plasma', expected Solid, Liquid, Gas or Artificial"),
        jsonCobalt { $0.setting("state", .string("Plasma")) }),
      HostileCase(
        "JSON: 100,000 entries, about 50 MB", "data.json",
        .reject("the file is {size} bytes; data files are limited to 8388608 bytes")
      ) {
        HostileData.manyEntries(100_000, as: { Document.dictionary($0).json })
      },
      HostileCase(
        "JSON: 8 MB of empty objects", "data.json",
        .reject("the file has 2796200 entries; the limit is 1000")
      ) {
        Array(("[" + String(repeating: "{},", count: 2_796_199) + "{}]").utf8)
      },
      HostileCase(
        "JSON: raw ESC in a string", "data.json",
        .reject("line 1: unescaped control character in string")
      ) {
        Array(#"[{"number": 26, "symbol": "Fe", "name": "Iron"#.utf8) + [0x1B]
          + Array(#"[2J", "phase": "Solid", "xpos": 8, "ypos": 4}]"#.utf8)
      },
      HostileCase(
        "JSON: nesting 100,000 deep", "data.json", .reject("line 1: nesting deeper than 64 levels")
      ) {
        Array(String(repeating: "[", count: 100_000).utf8)
      },
    ]
    + escapes.flatMap { label, escape in
      [
        HostileCase.plist(
          "ESC in a name, raw: \(label)",
          .reject(
            Self.controlInName("Co" + escape)
          ), cobalt { $0.setting("name", .raw("<string>Co\(escape)</string>")) }),
        HostileCase.plist(
          "ESC in a name, as &#27;: \(label)",
          .reject(
            Self.controlInName("Co" + escape)
          ),
          cobalt {
            $0.setting(
              "name",
              .raw(
                "<string>Co\(escape.replacing("\u{1B}", with: "&#27;").replacing("\u{07}", with: "&#7;"))</string>"
              ))
          }),
        HostileCase.json(
          "JSON: ESC in a name, as \\u001b: \(label)",
          .reject(
            Self.controlInName("Co" + escape)
          ), jsonCobalt { $0.setting("name", .string("Co\(escape)")) }),
      ]
    }
    + [
      .plist(
        "C1 control (CSI, U+009B) in a name",
        .reject(
          "entry 2 (Co?2J): 'name' is 'Co?2J', expected text without control characters (found U+009B)"
        ), cobalt { $0.setting("name", .string("Co\u{9B}2J")) }),
      .plist(
        "DEL in a symbol",
        .reject(
          "entry 2 (Cobalt): 'symbol' is 'C?', expected 1 to 3 letters, the first a capital (like \"Fe\")"
        ), cobalt { $0.setting("symbol", .string("C\u{7F}")) }),

      // Accepted: output identical to the good file's.
      .plist("the good file", .accept(warnings: [])) { GoodData.plist() },
      HostileCase("UTF-8 with a byte-order mark", "data.plist", .accept(warnings: [])) {
        [0xEF, 0xBB, 0xBF] + Array(GoodData.plist().xml.utf8)
      },
      HostileCase("UTF-16 little-endian", "data.plist", .accept(warnings: [])) {
        utf16Bytes(GoodData.plist().xml.replacing("UTF-8", with: "UTF-16"), bigEndian: false)
      },
      HostileCase("UTF-16 big-endian", "data.plist", .accept(warnings: [])) {
        utf16Bytes(GoodData.plist().xml.replacing("UTF-8", with: "UTF-16"), bigEndian: true)
      },
      HostileCase("binary plist", "data.plist", .accept(warnings: [])) { GoodData.plist().binary },
      .json("JSON", .accept(warnings: [])) { GoodData.json() },
      .json("JSON wrapped in {\"elements\": …}", .accept(warnings: [])) {
        .dictionary([("elements", GoodData.json())])
      },
      HostileCase("JSON in UTF-16", "data.json", .accept(warnings: [])) {
        utf16Bytes(GoodData.json().json, bigEndian: false)
      },
      .json("JSON: unknown keys and nulls", .accept(warnings: [])) {
        GoodData.json([
          fe.setting("cpk-hex", .string("\u{1B}]0;x\u{07}")).setting("discovered_by", .raw("null")),
          co, o,
        ])
      },
      .plist("Apple's quirks: numbers as text, [Unknown] for absent", .accept(warnings: [])) {
        GoodData.plist([
          fe.setting("atomicNumber", .string("26")).setting("group", .string("8"))
            .setting("discoveryYear", .string("[Unknown]")),
          co, o,
        ])
      },
      .plist(
        "unknown key with escapes in its name",
        .accept(warnings: ["entry 2 (Cobalt): unknown key 'x?]0;pwned??' ignored"]),
        cobalt { $0.setting("x&#27;]0;pwned&#7;\u{7F}", .string("\u{1B}[2J")) }),
      .plist(
        "two elements in one cell",
        .accept(
          warnings: [
            "entry 2 (Cobalt): shares row 4, column 8 with entry 1 (Iron); the table shows entry 1"
          ], sameAs: [["list"], ["show", "Fe"], ["search", "o"], ["wiki", "Fe", "Co"]]),
        cobalt { $0.setting("horizPos", .integer(8)) }),
      .plist(
        "atomic number above 118",
        .accept(
          warnings: [
            "entry 4 (Ununennium): atomic number 119 is above 118, the heaviest known element"
          ],
          sameAs: [["show", "Fe"], ["show", "Co", "--back"], ["wiki", "Fe", "Co"]])
      ) {
        GoodData.plist([
          fe, co, o,
          [
            ("atomicNumber", .integer(119)), ("symbol", .string("Uue")),
            ("name", .string("Ununennium")), ("state", .string("Artificial")),
            ("vertPos", .integer(8)), ("horizPos", .integer(1)),
          ],
        ])
      },
    ]

  /// `count` copies of Iron's required keys and a long text, numbered 1, 2, 3…, as one array:
  /// about 50 MB for 100,000.
  public static func manyEntries(_ count: Int, as encode: (Entry) -> String) -> [UInt8] {
    let padded =
      Array(fe.prefix(6)) + [("discoveredBy", .string(String(repeating: "x", count: 260)))]
    let body = (1...count).map { encode(padded.setting("atomicNumber", .integer($0))) }
    return Array(("[" + body.joined(separator: ",") + "]").utf8)
  }

  /// The rejection of a name with an ESC, shown and cut as messages show a file's words: each
  /// control character as "?", the entry's label after 40 scalars, the value after 40.
  public static func controlInName(_ name: String) -> String {
    let shown = String(name.unicodeScalars.map { $0.isUnsafeInTerminal ? "?" : Character($0) })
    let cut = shown.unicodeScalars.count > 40 ? String(shown.prefix(40)) + "..." : shown
    let summary =
      shown.unicodeScalars.count > 40 ? "'\(cut)' (\(name.count) characters)" : "'\(shown)'"
    return
      "entry 2 (\(cut)): 'name' is \(summary), expected text without control characters (found U+001B)"
  }

  /// Writes a case's file into a fresh directory.
  public static func write(_ bytes: [UInt8], name: String) throws -> String {
    let directory = try TemporaryDirectory.make("hostile")
    let path = directory.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Removes a file written by ``write(_:name:)`` and its directory.
  public static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }

  /// Output without the tile back's last fact, Data, which names the file: each case's file
  /// has a name of its own.
  public static func withoutDataFile(_ output: String) -> String {
    var inData = false
    return output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.hasPrefix("│ Data ") { inData = true }
      if line.hasPrefix("└") { inData = false }
      return !inData
    }.joined(separator: "\n")
  }

  /// The cases whose files are large or deep, where memory and time are what is tested: they
  /// run through the real binary under a memory limit and a timeout (the end-to-end
  /// `HostileDataTests`); the rest run in process (the ElementsCLI `HostileDataTests`).
  public static let boundedNames: Set<String> = [
    "100,000 entries, about 50 MB", "100,000 empty entries under the size cap",
    "entity expansion (billion laughs)", "nesting 100,000 deep",
    "JSON: 100,000 entries, about 50 MB", "JSON: 8 MB of empty objects",
    "JSON: nesting 100,000 deep",
  ]

  /// The cases run through the real binary, with bounded memory and time.
  public static var bounded: [HostileCase] { cases.filter { boundedNames.contains($0.name) } }

  /// The cases run in process.
  public static var inProcess: [HostileCase] { cases.filter { !boundedNames.contains($0.name) } }
}
