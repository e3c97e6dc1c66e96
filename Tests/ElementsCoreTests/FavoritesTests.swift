import ElementsData
import Glibc
import Testing

@testable import ElementsCore

private let iron = Favorite(atomicNumber: 26, symbol: "Fe", note: "My bike is made of this")
private let gold = Favorite(atomicNumber: 79, symbol: "Au")
private let copper = Favorite(atomicNumber: 29, symbol: "Cu")

/// A list of these favorites, in this order.
private func list(_ favorites: Favorite...) -> FavoritesList {
  var list = FavoritesList()
  for favorite in favorites { list.add(favorite) }
  return list
}

/// The banner and version line that start every file written.
private let header = FavoritesFormat.banner.joined(separator: "\n") + "\nelements-favorites 1\n"

/// What the messages of unreadable files end with.
private func moveAside(_ path: String) -> String {
  " (move it aside to start again: mv '\(path)' '\(path).bad')"
}

/// The message of the error `body` throws, or `nil` if it throws none.
private func failure<T>(_ body: () throws(StoreError) -> T) -> String? {
  do {
    _ = try body()
    return nil
  } catch {
    return error.description
  }
}

/// The text and layout of the favorites file.
@Suite struct FavoritesFormatTests {
  @Test func writesTheDocumentedLayout() {
    let text = String(decoding: FavoritesFormat.encode(list(iron, gold)), as: UTF8.self)
    #expect(
      text == #"""
        # Favorite elements, kept by 'elements favorites'. One per line: number, symbol, note.
        # Fields are separated by tabs. In a note, \\ \t \n \r \u{1B} mean \, tab, LF, CR, ESC.
        elements-favorites 1
        26\#tFe\#tMy bike is made of this
        79\#tAu

        """#)
  }

  @Test func writesAnEmptyListAsTheHeaderAlone() throws {
    #expect(FavoritesFormat.encode(FavoritesList()) == Array(header.utf8))
    #expect(try FavoritesFormat.decode(Array(header.utf8), file: "f") == FavoritesList())
  }

  /// Every note comes back scalar for scalar, and the file stays one favorite per line with no
  /// raw control character but the tabs between fields.
  @Test(arguments: [
    "tab\there", "two\nlines", "windows\r\nline end", #"back\slash, and \t written out"#, "\\",
    "ends with a backslash \\", "emoji 🧲👩‍🔬🇫🇷", "ESC \u{1B}[31mred\u{1B}[0m",
    "NUL \u{0} BEL \u{7} DEL \u{7F} NEL \u{85}",
    "LS \u{2028} PS \u{2029} RLO \u{202E} BOM \u{FEFF}",
    "e\u{301} and \u{E9}", "  spaces at both ends  ", "# not a comment", #"\u{41} is text"#,
    "quotes \" and '", "\t", "x",
  ])
  func roundTripsNotes(note: String) throws {
    let original = list(Favorite(atomicNumber: 26, symbol: "Fe", note: note), gold)
    let bytes = FavoritesFormat.encode(original)
    let decoded = try FavoritesFormat.decode(bytes, file: "f")
    #expect(decoded == original)
    let decodedNote = try #require(decoded.favorites.first?.note)
    #expect(Array(decodedNote.unicodeScalars) == Array(note.unicodeScalars))

    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == FavoritesFormat.banner.count + 4)
    #expect(lines[lines.count - 3].unicodeScalars.filter { $0 == "\t" }.count == 2)
    for scalar in text.unicodeScalars where scalar != "\t" && scalar != "\n" {
      #expect(!FavoritesFormat.mustEscape(scalar))
    }
  }

  @Test func roundTripsOddSymbolsAndNumbers() throws {
    let original = list(
      Favorite(atomicNumber: 1, symbol: "a\tb\\c\u{1B}"), Favorite(atomicNumber: 999, symbol: "🧲"),
      Favorite(atomicNumber: Int.max, symbol: "Zz", note: "max"))
    #expect(try FavoritesFormat.decode(FavoritesFormat.encode(original), file: "f") == original)
  }

  @Test func escapesAsDocumented() {
    #expect(
      FavoritesFormat.escape("a\tb\\c\nd\re\u{1B}f\u{7}\u{2028}\u{85}\u{FEFF}🧲é")
        == #"a\tb\\c\nd\re\u{1B}f\u{07}\u{2028}\u{85}\u{FEFF}🧲é"#)
  }

  @Test func ignoresCommentsAndBlankLinesAnywhere() throws {
    let text = "# mine\n\n   \n\t\nelements-favorites 1\n# between\n26\tFe\n\n79\tAu\tshiny\\tgold"
    let decoded = try FavoritesFormat.decode(Array(text.utf8), file: "f")
    #expect(
      decoded.favorites == [
        Favorite(atomicNumber: 26, symbol: "Fe"),
        Favorite(atomicNumber: 79, symbol: "Au", note: "shiny\tgold"),
      ])
  }

  @Test func readsAnyScalarEscape() throws {
    let text = header + "26\tFe\t" + #"\u{41}\u{1f600}\u{0}\u{10FFFF}"# + "\n"
    let decoded = try FavoritesFormat.decode(Array(text.utf8), file: "f")
    #expect(decoded.favorites.first?.note == "A😀\u{0}\u{10FFFF}")
  }
}

/// The pure operations on a list and what they report.
@Suite struct FavoritesListTests {
  @Test func addsAtTheEndOnlyOnce() {
    var favorites = FavoritesList()
    #expect(favorites.isEmpty)
    #expect(favorites.add(iron) == .added(position: 1))
    #expect(favorites.add(gold) == .added(position: 2))
    let again = Favorite(atomicNumber: 26, symbol: "Fe", note: "another note")
    #expect(favorites.add(again) == .alreadyPresent(position: 1))
    #expect(favorites.favorites == [iron, gold])
    #expect(favorites.count == 2)
    #expect(favorites.position(of: 79) == 2)
    #expect(favorites.position(of: 1) == nil)
    #expect(favorites.favorite(number: 26) == iron)
  }

  @Test func addsAnElementByNumberAndSymbol() throws {
    let element = try #require(PeriodicTable.standard.element(number: 80))
    #expect(Favorite(element, note: "") == Favorite(atomicNumber: 80, symbol: "Hg"))
  }

  @Test func removes() {
    var favorites = list(iron, gold, copper)
    #expect(favorites.remove(number: 79) == .removed(gold, position: 2))
    #expect(favorites.favorites == [iron, copper])
    #expect(favorites.remove(number: 79) == .notPresent)
    var empty = FavoritesList()
    #expect(empty.remove(number: 26) == .notPresent)
  }

  @Test(arguments: [
    (26, 3, [79, 29, 26], FavoritesList.MoveOutcome.moved(from: 1, to: 3)),
    (29, 1, [29, 26, 79], .moved(from: 3, to: 1)),
    (26, 2, [79, 26, 29], .moved(from: 1, to: 2)),
    (29, 2, [26, 29, 79], .moved(from: 3, to: 2)),
    (79, 2, [26, 79, 29], .alreadyThere(position: 2)),
    (26, 1, [26, 79, 29], .alreadyThere(position: 1)),
    (1, 2, [26, 79, 29], .notPresent),
    (1, 9, [26, 79, 29], .notPresent),
  ])
  func moves(number: Int, position: Int, order: [Int], outcome: FavoritesList.MoveOutcome) throws {
    var favorites = list(iron, gold, copper)
    #expect(try favorites.move(number: number, to: position) == outcome)
    #expect(favorites.favorites.map(\.atomicNumber) == order)
  }

  /// A position outside 1...count is an error that says the valid range; nothing moves.
  @Test(arguments: [
    (0, "there is no position 0: choose a position from 1 to 3"),
    (4, "there is no position 4: choose a position from 1 to 3"),
    (-1, "there is no position -1: choose a position from 1 to 3"),
  ])
  func refusesToMoveOutOfRange(position: Int, message: String) {
    var favorites = list(iron, gold, copper)
    #expect(
      failure { () throws(StoreError) in try favorites.move(number: 79, to: position) }
        == message)
    #expect(favorites == list(iron, gold, copper))
  }

  @Test func movesInShortLists() throws {
    var one = list(gold)
    #expect(try one.move(number: 79, to: 1) == .alreadyThere(position: 1))
    #expect(
      failure { () throws(StoreError) in try one.move(number: 79, to: 2) }
        == "there is no position 2: the only position is 1")
    #expect(
      StoreError(.favorites, .positionOutOfRange(position: 1, count: 0)).description
        == "there is no position 1: there are no favorites")
    var empty = FavoritesList()
    #expect(try empty.move(number: 79, to: 1) == .notPresent)
    #expect(try empty.move(number: 79, to: 0) == .notPresent)
  }

  @Test func setsAndClearsNotes() {
    var favorites = list(iron, gold)
    #expect(favorites.setNote("shiny", number: 79) == .set(position: 2))
    #expect(favorites.favorite(number: 79)?.note == "shiny")
    #expect(favorites.setNote("shiny", number: 79) == .unchanged(position: 2))
    #expect(favorites.setNote("", number: 79) == .cleared(position: 2))
    #expect(favorites.favorite(number: 79)?.note == nil)
    #expect(favorites.setNote(nil, number: 79) == .unchanged(position: 2))
    #expect(favorites.setNote("", number: 79) == .unchanged(position: 2))
    #expect(favorites.setNote(nil, number: 26) == .cleared(position: 1))
    #expect(favorites.setNote("x", number: 1) == .notPresent)
    #expect(favorites.favorites == [Favorite(atomicNumber: 26, symbol: "Fe"), gold])
  }

  /// Notes compare scalar for scalar: the file would differ, so it is a change.
  @Test func notesDifferingOnlyInNormalizationAreDifferent() {
    var favorites = list(Favorite(atomicNumber: 26, symbol: "Fe", note: "caf\u{E9}"))
    #expect(favorites.setNote("cafe\u{301}", number: 26) == .set(position: 1))
    #expect(favorites.favorites[0].note.map { Array($0.unicodeScalars).count } == 5)
  }

  @Test func anEmptyNoteIsNoNote() {
    var favorite = Favorite(atomicNumber: 26, symbol: "Fe", note: "")
    #expect(favorite.note == nil)
    favorite.note = "x"
    favorite.note = ""
    #expect(favorite == Favorite(atomicNumber: 26, symbol: "Fe"))
  }

  @Test func clears() {
    var favorites = list(iron, gold, copper)
    #expect(favorites.clear() == 3)
    #expect(favorites.isEmpty)
    #expect(favorites.clear() == 0)
  }
}

/// Favorites against the element data in use: nothing dropped, nothing misattributed.
@Suite struct FavoritesMatchingTests {
  @Test func matchesTheBundledTable() throws {
    let table = PeriodicTable.standard
    let favorites = list(
      iron, Favorite(atomicNumber: 119, symbol: "Uue"), Favorite(atomicNumber: 118, symbol: "Uuo"),
      gold)
    let matches = favorites.matches(in: table)
    #expect(matches.map { $0.favorite } == favorites.favorites)
    #expect(
      matches.map { $0.match } == [
        .known(try #require(table.element(number: 26))), .unknown,
        .mismatch(try #require(table.element(number: 118))),
        .known(try #require(table.element(number: 79))),
      ])
  }

  /// A data file where 26 is "Xx" and 119 does not exist: a mismatch and an unknown, in order.
  @Test func matchesAHandBuiltTable() throws {
    let notIron = AtomicElement(
      atomicNumber: 26, symbol: "Xx", name: "Notiron", state: .solid,
      position: GridPosition(row: 4, column: 8), isRadioactive: false)
    let gold = AtomicElement(
      atomicNumber: 79, symbol: "Au", name: "Gold", state: .solid,
      position: GridPosition(row: 6, column: 11), isRadioactive: false)
    let table = try PeriodicTable(elements: [notIron, gold], source: "test")
    let text = header + "119\tUue\tnot yet made\n26\tFe\n79\tAu\n"
    let favorites = try FavoritesFormat.decode(Array(text.utf8), file: "f")
    #expect(
      favorites.matches(in: table).map { $0.match } == [.unknown, .mismatch(notIron), .known(gold)])
    #expect(favorites.matches(in: table).map { $0.favorite.symbol } == ["Uue", "Fe", "Au"])
  }
}

/// Where the favorites live.
@Suite struct FavoritesLocationTests {
  @Test(arguments: [
    (["ELEMENTS_HOME": "/e", "XDG_DATA_HOME": "/x", "HOME": "/h"], "/e"),
    (["ELEMENTS_HOME": "/", "HOME": "/h"], "/"),
    (["ELEMENTS_HOME": "", "XDG_DATA_HOME": "/x/", "HOME": "/h"], "/x/elements"),
    (["XDG_DATA_HOME": "", "HOME": "/h//"], "/h/.local/share/elements"),
    (["HOME": "/"], "/.local/share/elements"),
  ])
  func choosesTheDirectory(environment: [String: String], directory: String) throws {
    #expect(
      try FavoritesStore.defaultDirectory(environment: environment.mapValues(SystemPath.init))
        == SystemPath(directory))
  }

  @Test(arguments: [
    [:], ["HOME": ""], ["HOME": "relative"], ["XDG_DATA_HOME": "", "ELEMENTS_HOME": ""],
  ])
  func needsSomewhere(environment: [String: String]) {
    #expect(
      failure { () throws(StoreError) in
        _ = try FavoritesStore.defaultDirectory(environment: environment.mapValues(SystemPath.init))
      }
        == "cannot tell where to keep favorites: HOME is not set to an absolute path"
        + " (set ELEMENTS_HOME to a directory)")
  }

  /// A relative ELEMENTS_HOME or XDG_DATA_HOME is refused alike, naming the variable, rather
  /// than one used and the other passed over for another folder.
  @Test(arguments: [
    (["ELEMENTS_HOME": "relative/dir/", "HOME": "/h"], "ELEMENTS_HOME", "relative/dir/"),
    (["XDG_DATA_HOME": "data", "HOME": "/h"], "XDG_DATA_HOME", "data"),
    (["ELEMENTS_HOME": "", "XDG_DATA_HOME": "./d", "HOME": "/h"], "XDG_DATA_HOME", "./d"),
  ])
  func refusesRelativeLocations(environment: [String: String], variable: String, value: String) {
    #expect(
      failure { () throws(StoreError) in
        _ = try FavoritesStore.defaultDirectory(environment: environment.mapValues(SystemPath.init))
      } == "\(variable) is '\(value)', a relative path; set it to an absolute path (or unset it)")
  }

  @Test func namesTheFiles() {
    let store = FavoritesStore(directory: "/e/")
    #expect(store.path == "/e/favorites")
    #expect(store.lockFile.description == "/e/favorites.lock")
    #expect(FavoritesStore(directory: "/").path == "/favorites")
    #expect(FavoritesStore(directory: "rel").path == "rel/favorites")
    #expect(FavoritesStore(directory: "").path == "./favorites")
  }
}

/// The file on disk: strict reading, atomic saving, locking. Every test works in its own
/// directory from mkdtemp and deletes it.
@Suite struct FavoritesStoreTests {
  @Test func aMissingFileMeansNoFavoritesAndLoadingCreatesNothing() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory + "/a/b")
      #expect(try store.load() == FavoritesList())
      #expect(FavoritesScratch.names(in: directory) == [])
    }
  }

  @Test func firstUpdateCreatesPrivateDirectoriesAndFile() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory + "/a/b")
      let outcomes = try store.update { list in [list.add(iron), list.add(gold), list.add(iron)] }
      #expect(outcomes == [.added(position: 1), .added(position: 2), .alreadyPresent(position: 1)])
      #expect(FavoritesScratch.mode(directory + "/a") == 0o700)
      #expect(FavoritesScratch.mode(directory + "/a/b") == 0o700)
      #expect(FavoritesScratch.mode(store.path) == 0o600)
      #expect(FavoritesScratch.names(in: directory + "/a/b") == ["favorites", "favorites.lock"])
      let text = header + "26\tFe\tMy bike is made of this\n79\tAu\n"
      #expect(FavoritesScratch.contents(of: store.path) == Array(text.utf8))
      #expect(try store.load() == list(iron, gold))
    }
  }

  @Test func updatesInTurnAndKeepsThePermissions() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      try store.update { $0.add(iron) }
      chmod(store.path, 0o640)
      let moved = try store.update { list throws(StoreError) in
        list.add(gold)
        list.add(copper)
        return try list.move(number: 29, to: 1)
      }
      #expect(moved == .moved(from: 3, to: 1))
      #expect(try store.update { $0.remove(number: 79) } == .removed(gold, position: 3))
      #expect(try store.update { $0.setNote("wires", number: 29) } == .set(position: 1))
      #expect(FavoritesScratch.mode(store.path) == 0o640)
      let text = header + "29\tCu\twires\n26\tFe\tMy bike is made of this\n"
      #expect(FavoritesScratch.contents(of: store.path) == Array(text.utf8))
      #expect(try store.update { $0.clear() } == 2)
      #expect(FavoritesScratch.contents(of: store.path) == Array(header.utf8))
    }
  }

  /// A change that changes nothing writes nothing: a hand-edited file keeps its comments.
  @Test func leavesTheFileAloneWhenNothingChanges() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      let text = "# my own comment\nelements-favorites 1\n\n79\tAu\n"
      FavoritesScratch.create(text, at: store.path)
      var before = stat()
      stat(store.path, &before)
      #expect(try store.update { $0.add(gold) } == .alreadyPresent(position: 1))
      #expect(
        try store.update { list throws(StoreError) in try list.move(number: 79, to: 1) }
          == .alreadyThere(position: 1))
      #expect(try store.update { $0.remove(number: 26) } == .notPresent)
      var after = stat()
      stat(store.path, &after)
      #expect(after.st_ino == before.st_ino)
      #expect(FavoritesScratch.contents(of: store.path) == Array(text.utf8))
    }
  }

  @Test func clearingNoFavoritesCreatesNoFile() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      #expect(try store.update { $0.clear() } == 0)
      #expect(FavoritesScratch.names(in: directory) == ["favorites.lock"])
    }
  }

  @Test func aChangeThatThrowsSavesNothing() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      try store.update { $0.add(gold) }
      let before = FavoritesScratch.contents(of: store.path)
      let message = failure { () throws(StoreError) in
        try store.update { list throws(StoreError) in
          list.add(iron)
          try list.move(number: 26, to: 5)
        }
      }
      #expect(message == "there is no position 5: choose a position from 1 to 2")
      #expect(FavoritesScratch.contents(of: store.path) == before)
    }
  }

  static let version = "elements-favorites 1\n"

  /// Bad files and the messages they get, after "<path>:".
  static let badFiles: [([UInt8], String)] = [
    ([UInt8](), " the file is empty; a favorites file starts with 'elements-favorites 1'"),
    (Array("# nothing here\n\n".utf8), " the line 'elements-favorites 1' is missing"),
    (Array("26\tFe\n".utf8), #" line 1: expected 'elements-favorites 1', found '26?Fe'"#),
    (
      Array("elements-favorites one\n".utf8),
      #" line 1: expected 'elements-favorites 1', found 'elements-favorites one'"#
    ),
    (
      Array("\u{FEFF}elements-favorites 1\n".utf8),
      #" line 1: expected 'elements-favorites 1', found '?elements-favorites 1'"#
    ),
    (
      Array("# made on Windows\r\nelements-favorites 1\r\n26\tFe\r\n".utf8),
      #" line 2: expected 'elements-favorites 1', found 'elements-favorites 1?'"#
    ),
    (
      Array((version + "26\tFe\nabc\n").utf8),
      #" line 3: expected '<number><TAB><symbol>', found 'abc'"#
    ),
    (
      Array((version + "26 Fe\n").utf8),
      #" line 2: expected '<number><TAB><symbol>', found '26 Fe'"#
    ),
    (Array((version + "iron\tFe\n").utf8), #" line 2: expected an atomic number, found 'iron'"#),
    (Array((version + "026\tFe\n").utf8), #" line 2: expected an atomic number, found '026'"#),
    (Array((version + "+26\tFe\n").utf8), #" line 2: expected an atomic number, found '+26'"#),
    (Array((version + "-1\tFe\n").utf8), #" line 2: expected an atomic number, found '-1'"#),
    (Array((version + "0\tFe\n").utf8), #" line 2: expected an atomic number, found '0'"#),
    (Array((version + " 26\tFe\n").utf8), #" line 2: expected an atomic number, found ' 26'"#),
    (
      Array((version + "99999999999999999999\tFe\n").utf8),
      #" line 2: expected an atomic number, found '99999999999999999999'"#
    ),
    (Array((version + "26\t\n").utf8), " line 2: the symbol is missing after the atomic number 26"),
    (
      Array((version + "26\tFe\t\n").utf8),
      " line 2: the note after the second tab is empty (leave out the tab for no note)"
    ),
    (
      Array((version + "26\tFe\ta\tb\n").utf8),
      " line 2: expected at most 3 fields (number, symbol, note), found 4;"
        + #" a tab in a note is written \t"#
    ),
    (
      Array((version + "26\tFe\n79\tAu\n\n26\tFe\tagain\n").utf8),
      " line 5: atomic number 26 is already on line 2"
    ),
    (
      Array((version + "26\tFe\t" + #"C:\Users"# + "\n").utf8),
      #" line 2: the note has an unknown escape '\U'; write a backslash as \\"#
    ),
    (
      Array((version + "26\tFe\t" + #"ends \"# + "\n").utf8),
      #" line 2: the note ends with a lone backslash; write a backslash as \\"#
    ),
    (
      Array((version + "26\tFe\t" + #"\u{D800}"# + "\n").utf8),
      #" line 2: the note has a bad escape '\u{D800}';"#
        + #" write a scalar as \u{…} with 1 to 6 hex digits"#
    ),
    (
      Array((version + "26\tFe\t" + #"\u{41"# + "\n").utf8),
      #" line 2: the note has a bad escape '\u{41'; write a scalar as \u{…} with 1 to 6 hex digits"#
    ),
    (
      Array((version + "26\tFe\tbell \u{7}\n").utf8),
      #" line 2: the note has a raw control character U+0007; write it as \u{07}"#
    ),
    (
      Array((version + "26\tFe\r\n").utf8),
      #" line 2: the symbol has a raw control character U+000D; write it as \r"#
    ),
    (
      Array((version + "26\tFe\tcaf").utf8) + [0xE9] + Array("\n".utf8),
      " line 2: the text is not UTF-8: byte 0xE9 at byte 10 of the line"
    ),
  ]

  /// Each kind of bad file: the exact message, from loading and from updates, and the file byte
  /// for byte as it was.
  @Test(arguments: badFiles)
  func refusesABadFileAndLeavesItAlone(bytes: [UInt8], message: String) throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      FavoritesScratch.create(bytes, at: store.path)
      let expected = store.path + ":" + message + moveAside(store.path)
      #expect(failure { () throws(StoreError) in _ = try store.load() } == expected)
      #expect(
        failure { () throws(StoreError) in try store.update { $0.add(copper) } } == expected)
      #expect(failure { () throws(StoreError) in try store.update { $0.clear() } } == expected)
      #expect(FavoritesScratch.contents(of: store.path) == bytes)
      #expect(FavoritesScratch.names(in: directory) == ["favorites", "favorites.lock"])
    }
  }

  @Test func refusesAnUnknownVersion() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      let text = "# from the future\nelements-favorites 2\n26\tFe\tx\ty\n"
      FavoritesScratch.create(text, at: store.path)
      let expected =
        "\(store.path): line 2: format version '2' is not supported; this elements reads version 1"
        + " (update elements, or move the file aside to start again:"
        + " mv '\(store.path)' '\(store.path).bad')"
      #expect(failure { () throws(StoreError) in _ = try store.load() } == expected)
      #expect(
        failure { () throws(StoreError) in try store.update { $0.add(copper) } } == expected)
      #expect(FavoritesScratch.contents(of: store.path) == Array(text.utf8))
    }
  }

  @Test func refusesATooLargeFileUnread() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      let bytes = Array(header.utf8) + [UInt8](repeating: 0x23, count: FavoritesFormat.sizeLimit)
      FavoritesScratch.create(bytes, at: store.path)
      let expected =
        "\(store.path): the file is \(bytes.count) bytes; a favorites file is limited to 1048576"
        + " bytes" + moveAside(store.path)
      #expect(failure { () throws(StoreError) in _ = try store.load() } == expected)
      #expect(failure { () throws(StoreError) in try store.update { $0.clear() } } == expected)
      #expect(FavoritesScratch.contents(of: store.path) == bytes)
    }
  }

  @Test func refusesADirectoryInThePlaceOfTheFile() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      mkdir(store.path, 0o700)
      let expected = "\(store.path): cannot read the favorites: it is a directory"
      #expect(failure { () throws(StoreError) in _ = try store.load() } == expected)
      #expect(
        failure { () throws(StoreError) in try store.update { $0.add(gold) } } == expected)
      #expect(FavoritesScratch.names(in: store.path) == [])
    }
  }

  /// A directory path through a regular file (ENOTDIR): as good as read-only, even for root.
  @Test func reportsAPathThroughAFile() throws {
    try FavoritesScratch.withDirectory { directory throws in
      FavoritesScratch.create("", at: directory + "/file")
      let store = FavoritesStore(directory: directory + "/file/sub")
      #expect(
        failure { () throws(StoreError) in _ = try store.load() }
          == "\(directory)/file/sub/favorites: cannot read the favorites: Not a directory")
      #expect(
        failure { () throws(StoreError) in try store.update { $0.add(gold) } }
          == "\(directory)/file/sub: cannot create the directory for favorites: Not a directory")
    }
  }

  /// Permissions do not stop root, so this runs only for other users.
  @Test(.enabled(if: geteuid() != 0, "root ignores permissions"))
  func reportsAReadOnlyDirectory() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      try store.update { $0.add(gold) }
      let before = FavoritesScratch.contents(of: store.path)
      chmod(directory, 0o500)
      #expect(
        failure { () throws(StoreError) in try store.update { $0.add(iron) } }
          == "\(store.path): cannot save the favorites: Permission denied")
      #expect(FavoritesScratch.contents(of: store.path) == before)
      chmod(directory, 0o700)
      unlink(store.lockFile.description)
      chmod(directory, 0o500)
      #expect(
        failure { () throws(StoreError) in try store.update { $0.add(iron) } }
          == "\(store.lockFile): cannot lock the favorites: Permission denied")
    }
  }

  /// Where even root cannot create files (sysfs), the lock cannot be made and nothing is done.
  @Test(.enabled(if: geteuid() == 0 && access("/sys/kernel", F_OK) == 0, "needs root and sysfs"))
  func reportsADirectoryWhereNothingCanBeCreated() {
    let store = FavoritesStore(directory: "/sys")
    let message = failure { () throws(StoreError) in try store.update { $0.add(iron) } }
    #expect(
      message == "/sys/favorites.lock: cannot lock the favorites: Permission denied"
        || message == "/sys/favorites.lock: cannot lock the favorites: Read-only file system")
  }

  /// A save that fails at any step leaves the old file whole and no temporary file behind.
  @Test(arguments: [
    FavoritesStore.SaveStep.createTemporary, .write, .sync, .rename,
  ])
  func aFailedSaveLeavesTheOldFile(step: FavoritesStore.SaveStep) throws {
    try FavoritesScratch.withDirectory { directory throws in
      var store = FavoritesStore(directory: directory)
      try store.update { $0.add(gold) }
      let before = FavoritesScratch.contents(of: store.path)
      store.failingStep = step
      #expect(
        failure { () throws(StoreError) in try store.update { $0.add(iron) } }
          == "\(store.path): cannot save the favorites: Input/output error")
      #expect(FavoritesScratch.contents(of: store.path) == before)
      #expect(FavoritesScratch.names(in: directory) == ["favorites", "favorites.lock"])
      store.failingStep = nil
      try store.update { $0.add(iron) }
      #expect(try store.load() == list(gold, iron))
    }
  }

  /// After the rename the new list is in place: a failed directory sync is no error (which
  /// would promise the file was left as it was) but a warning.
  @Test func warnsOfAFailedDirectorySync() throws {
    try FavoritesScratch.withDirectory { directory throws in
      var store = FavoritesStore(directory: directory)
      store.failingStep = .syncDirectory
      var warnings: [String] = []
      try store.update(warn: { warnings.append($0.description) }) { $0.add(iron) }
      #expect(
        warnings == [
          "\(store.path): the change is saved, but the directory could not be flushed to disk,"
            + " so a power cut could undo it (Input/output error)"
        ])
      #expect(try store.load() == list(iron))
      #expect(FavoritesScratch.names(in: directory) == ["favorites", "favorites.lock"])
    }
  }

  @Test func refusesToSaveAFileTooLargeToRead() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      try store.update { $0.add(gold) }
      let before = FavoritesScratch.contents(of: store.path)
      let note = String(repeating: "x", count: FavoritesFormat.sizeLimit)
      let size = header.utf8.count + "79\tAu\n26\tFe\t\n".utf8.count + note.utf8.count
      #expect(
        failure { () throws(StoreError) in
          try store.update { $0.add(Favorite(atomicNumber: 26, symbol: "Fe", note: note)) }
        }
          == "\(store.path): cannot save the favorites: they would take \(size) bytes and the limit"
          + " is 1048576 bytes (shorten some notes)")
      #expect(FavoritesScratch.contents(of: store.path) == before)
    }
  }

  /// Temporary files of a killed update are deleted by the next one, under the lock.
  @Test func removesTemporaryFilesLeftByAKilledUpdate() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let store = FavoritesStore(directory: directory)
      FavoritesScratch.create("half a fi", at: directory + "/.favorites.tmp.99999.0")
      FavoritesScratch.create("keep me", at: directory + "/.favorites.other")
      try store.update { $0.add(gold) }
      #expect(
        FavoritesScratch.names(in: directory) == [
          ".favorites.other", "favorites", "favorites.lock",
        ])
    }
  }

  /// A favorites file that is a symbolic link stays one; its target gets the new text.
  @Test func writesThroughASymbolicLink() throws {
    try FavoritesScratch.withDirectory { directory throws in
      mkdir(directory + "/dotfiles", 0o700)
      mkdir(directory + "/data", 0o700)
      let target = directory + "/dotfiles/favorites.txt"
      FavoritesScratch.create(header + "79\tAu\n", at: target)
      symlink(target, directory + "/data/favorites")
      let store = FavoritesStore(directory: directory + "/data")
      try store.update { $0.add(iron) }
      #expect(FavoritesScratch.isSymbolicLink(store.path))
      #expect(FavoritesScratch.contents(of: target) == FavoritesFormat.encode(list(gold, iron)))
      #expect(
        FavoritesScratch.names(in: directory + "/dotfiles") == [
          "favorites.txt", "favorites.txt.lock",
        ])
    }
  }

  /// Two names for one file, a link and the file itself, take one lock: updates through
  /// either lose nothing.
  @Test func aLinkAndItsTargetShareOneLock() throws {
    try FavoritesScratch.withDirectory { directory throws in
      mkdir(directory + "/real", 0o700)
      mkdir(directory + "/linked", 0o700)
      FavoritesScratch.create(header, at: directory + "/real/favorites")
      symlink(directory + "/real/favorites", directory + "/linked/favorites")
      FavoritesScratch.runOnThreads(6) { thread in
        let store = FavoritesStore(directory: directory + (thread % 2 == 0 ? "/real" : "/linked"))
        for number in thread * 10 + 1...thread * 10 + 10 {
          _ = try? store.update { $0.add(Favorite(atomicNumber: number, symbol: "E\(number)")) }
        }
      }
      let numbers = try FavoritesStore(directory: directory + "/real").load().favorites.map(
        \.atomicNumber)
      #expect(numbers.sorted() == Array(1...60))
      #expect(FavoritesScratch.isSymbolicLink(directory + "/linked/favorites"))
    }
  }

  /// A temporary file whose writer still runs, or that someone holds locked, is never
  /// deleted by another update's clean-up.
  @Test func keepsTemporaryFilesStillBeingWritten() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let live = directory + "/.favorites.tmp.\(getpid()).7"
      FavoritesScratch.create("in flight", at: live)
      let lockedByOther = directory + "/.favorites.tmp.99998.0"
      FavoritesScratch.create("in flight too", at: lockedByOther)
      let held = open(lockedByOther, O_RDONLY)
      defer { close(held) }
      #expect(flock(held, LOCK_EX) == 0)
      try FavoritesStore(directory: directory).update { $0.add(gold) }
      #expect(
        FavoritesScratch.names(in: directory)
          == [
            ".favorites.tmp.99998.0", ".favorites.tmp.\(getpid()).7", "favorites",
            "favorites.lock",
          ].sorted())
    }
  }

  /// flock excludes separate open file descriptions even within one process: 8 threads, each
  /// adding 10 elements one update at a time, lose none.
  @Test func concurrentUpdatesLoseNothing() throws {
    try FavoritesScratch.withDirectory { directory throws in
      let errors = FavoritesLocked<[String]>([])
      FavoritesScratch.runOnThreads(8) { thread in
        let store = FavoritesStore(directory: directory)
        for number in thread * 10 + 1...thread * 10 + 10 {
          let favorite = Favorite(atomicNumber: number, symbol: "E\(number)")
          do {
            let outcome = try store.update { $0.add(favorite) }
            if case .alreadyPresent = outcome {
              errors.withLock { $0.append("\(number): present") }
            }
          } catch {
            errors.withLock { $0.append("\(number): \(error)") }
          }
        }
      }
      #expect(errors.withLock { $0 } == [])
      let favorites = try FavoritesStore(directory: directory).load()
      #expect(favorites.count == 80)
      #expect(Set(favorites.favorites.map(\.atomicNumber)) == Set(1...80))
      #expect(FavoritesScratch.names(in: directory) == ["favorites", "favorites.lock"])
    }
  }
}
