import ElementsCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Texts that would mislead a reader or stall every command, and files that are not files.
@Suite struct UnsafeTextTests {
  /// Bidirectional overrides and isolates, zero-width characters and the byte-order mark make
  /// a name read differently from what it is: a name or alternate name with one is refused.
  @Test(arguments: [
    "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200B}", "\u{200D}", "\u{2060}",
    "\u{FEFF}", "\u{200F}", "\u{2028}",
  ])
  func formatCharactersInANameAreRefused(format: String) throws {
    let scalar = try #require(format.unicodeScalars.first)
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let name = "Ir" + format + "on"
    let message = Fixture.loadError(Fixture.plist(entries: [Fixture.entry(name: name)]))
    #expect(
      message
        == "test.plist: entry 1 (Ir?on): 'name' is 'Ir?on', expected a name without invisible format characters (found U+\(hex))"
    )
    let alternate = Fixture.entry(
      extra: "<key>alternateNames</key><array><string>\(name)</string></array>")
    // An alternate name is optional: dropped, with a warning.
    #expect(
      Fixture.loadWarnings(Fixture.plist(entries: [alternate])).first?.contains(
        "'alternateNames' is 'Ir?on', expected a name without invisible format characters")
        == true)
  }

  /// Elsewhere such characters are data, kept as they are; renderers show them visibly.
  @Test func formatCharactersInOtherTextsAreKept() throws {
    let entry = Fixture.entry(extra: "<key>discoveredBy</key><string>A\u{202E}B</string>")
    let table = try DataFile.load(bytes: Fixture.plist(entries: [entry]), file: "test.plist")
    #expect(table.element(number: 26)?.discoveredBy == "A\u{202E}B")
  }

  /// Accents and other scripts stay well within the byte limit.
  @Test func accentedAndNonLatinNamesLoad() throws {
    for name in ["Żelazo", "Eisen", "鉄", "Σίδηρος", "Железо"] {
      let table = try DataFile.load(
        bytes: Fixture.plist(entries: [Fixture.entry(name: name)]), file: "test.plist")
      #expect(table.element(number: 26)?.name == name)
    }
  }

  /// One character made of a letter and a million combining accents passes a limit counted in
  /// characters; it is refused by its bytes, without counting its characters.
  @Test func oneCharacterOfAMillionAccentsIsRefused() {
    let name = "I" + String(repeating: "\u{301}", count: 1_000_000)
    let message = Fixture.loadError(Fixture.plist(entries: [Fixture.entry(name: name)]))
    #expect(
      message?.hasSuffix("expected at most 64 characters (512 bytes; found 2000001)") == true)
    #expect(message.map { $0.utf8.count < 400 } == true)
  }

  /// A FIFO with no writer would block a plain `open` forever; devices and sockets are no
  /// files either. Each is refused at once, naming the path.
  @Test func refusesFilesThatAreNotRegularFiles() throws {
    let directory = try #require(
      mkdtemp(strdup("/tmp/elements-fifo-XXXXXX")).map { String(cString: $0) })
    defer { rmdir(directory) }
    let fifo = directory + "/data.plist"
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    #expect(
      throws: ElementsDataError.cannotRead(
        file: fifo, reason: "it is a FIFO (named pipe), not a regular file")
    ) {
      try DataFile.load(path: fifo)
    }
    #expect(
      throws: ElementsDataError.cannotRead(
        file: "/dev/null", reason: "it is a device, not a regular file")
    ) {
      try DataFile.load(path: "/dev/null")
    }
  }
}

/// Paths are bytes: any bytes round-trip, and messages show those that are not UTF-8 as \xNN.
@Suite struct SystemPathTests {
  @Test(arguments: [
    [UInt8]("plain/path".utf8), [0x63, 0x61, 0x66, 0xE9], [0xFF, 0xFE, 0x2F, 0x80],
    [UInt8]("Żelazo/鉄".utf8), [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
    [0xF4, 0x8F, 0xBD, 0x81],
  ])
  func keepsItsBytes(bytes: [UInt8]) {
    let path = SystemPath(bytes: bytes)
    #expect(path.bytes == bytes)
    let passed = path.withCString { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    #expect(passed == bytes)
  }

  @Test func showsBytesThatAreNotUTF8() {
    #expect(SystemPath("Żelazo").description == "Żelazo")
    #expect(SystemPath(bytes: [0x63, 0x61, 0x66, 0xE9]).description == "caf\\xE9")
    #expect(SystemPath(bytes: [0xED, 0xA0, 0x80, 0x5C]).description == "\\xED\\xA0\\x80\\\\")
    #expect(SystemPath(bytes: [0xF4, 0x8F, 0xBD, 0x81]).description == "\u{10FF41}")
    let long = SystemPath(String(repeating: "a", count: 150) + String(repeating: "b", count: 150))
    #expect(long.description.count == SystemPath.displayLimit)
    #expect(long.description.hasPrefix("aaa") && long.description.hasSuffix("bbb"))
  }

  @Test func joinsAndSplits() {
    #expect(SystemPath("/e/").appending("favorites") == SystemPath("/e/favorites"))
    #expect(SystemPath("/").appending("favorites") == SystemPath("/favorites"))
    #expect(SystemPath("a/b//").parent == SystemPath("a"))
    #expect(SystemPath("/c").parent == SystemPath("/"))
    #expect(SystemPath("c").parent == SystemPath("."))
    #expect(SystemPath(bytes: [0x2F, 0xE9, 0x2F, 0x61]).parent == SystemPath(bytes: [0x2F, 0xE9]))
  }

  @Test func aNULNamesNothing() {
    let path = SystemPath(bytes: Array("/etc/passwd".utf8) + [0] + Array("x".utf8))
    #expect(path.withCString { strlen($0) } == 0)
  }
}
