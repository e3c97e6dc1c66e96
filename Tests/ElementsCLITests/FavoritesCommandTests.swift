import ElementsTestSupport
import Foundation
import Glibc
import Testing

extension FavoritesHome {
  /// Runs `elements` in process with this ELEMENTS_HOME.
  func run(_ arguments: [String], environment: [String: String] = [:]) -> RunResult {
    Elements.run(arguments, environment: ["ELEMENTS_HOME": path].merging(environment) { $1 })
  }
}

/// `elements favorites`, in process: what a user types, sees, and finds in the file.
@Suite struct FavoritesCommandTests {
  @Test func addListsAndSavesInOrder() throws {
    let home = try FavoritesHome()
    let empty = home.run(["favorites"])
    #expect(empty.status == 0)
    #expect(empty.stdout == "No favorites yet. Add one with: elements favorites add <element>\n")
    #expect(home.bytes == nil, "listing creates nothing")

    let add = home.run(["favorites", "add", "Fe", "gold", "29"])
    #expect(add.status == 0)
    #expect(
      add.stdout == """
        Added Iron (Fe) to the favorites, at position 1.
        Added Gold (Au) to the favorites, at position 2.
        Added Copper (Cu) to the favorites, at position 3.

        """)
    #expect(add.stderr == "")
    #expect(home.entries == ["26\tFe", "79\tAu", "29\tCu"])

    let list = home.run(["favorites"])
    #expect(list.status == 0)
    #expect(
      list.stdout == """
          1  ● Iron    Fe(26)
          2  ● Gold    Au(79)
          3  ● Copper  Cu(29)

        """)
    #expect(home.run(["favorites", "list"]).stdout == list.stdout)
    #expect(list.stdoutIsPlain, "no escape codes into a pipe")
  }

  /// Adding one already there is one calm line and status 0; so is removing one that is absent.
  @Test func duplicatesAndAbsentOnesSaySoCalmly() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe"])
    let before = home.bytes
    let again = home.run(["favorites", "add", "iron"])
    #expect(again.status == 0)
    #expect(again.stdout == "Iron (Fe) is already a favorite, at position 1.\n")
    #expect(again.stderr == "")
    #expect(home.bytes == before)

    let absent = home.run(["favorites", "remove", "Au"])
    #expect(absent.status == 0)
    #expect(absent.stdout == "Gold (Au) is not a favorite.\n")
    #expect(absent.stderr == "")

    let remove = home.run(["favorites", "remove", "26"])
    #expect(remove.status == 0)
    #expect(remove.stdout == "Removed Iron (Fe) from the favorites.\n")
    #expect(home.entries == [])
  }

  /// One unknown element and nothing of that command line is saved.
  @Test func anUnknownElementSavesNothing() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe"])
    let before = home.bytes
    let run = home.run(["favorites", "add", "Au", "Irn"])
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr == "elements: no element matches 'Irn' (did you mean Iron?)\n")
    #expect(home.bytes == before)
    let remove = home.run(["favorites", "remove", "Fe", "Xx"])
    #expect(remove.status == 1)
    #expect(remove.stderr.hasPrefix("elements: no element matches 'Xx'"))
    #expect(home.entries == ["26\tFe"])
  }

  @Test func moveToFirstLastAndTheSamePlace() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe", "Au", "Cu"])
    let first = home.run(["favorites", "move", "Cu", "--to", "1"])
    #expect(first.status == 0)
    #expect(first.stdout == "Moved Copper (Cu) from position 3 to 1.\n")
    #expect(home.entries == ["29\tCu", "26\tFe", "79\tAu"])

    let last = home.run(["favorites", "move", "copper", "--to=3"])
    #expect(last.stdout == "Moved Copper (Cu) from position 1 to 3.\n")
    #expect(home.entries == ["26\tFe", "79\tAu", "29\tCu"])

    let before = home.bytes
    let same = home.run(["favorites", "move", "Au", "--to", "2"])
    #expect(same.status == 0)
    #expect(same.stdout == "Gold (Au) is already at position 2.\n")
    #expect(home.bytes == before)
  }

  /// A position outside 1...count is a usage error naming it and the range; nothing changes.
  @Test(arguments: ["0", "4", "-1", "99"])
  func moveBeyondTheRangeIsAUsageError(position: String) throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe", "Au", "Cu"])
    let before = home.bytes
    let run = home.run(["favorites", "move", "Fe", "--to", position])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "elements: there is no position \(position): choose a position from 1 to 3\n"
          + "usage: elements favorites move"))
    #expect(home.bytes == before)
  }

  @Test func moveNeedsAPositionAndAFavorite() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe"])
    let missing = home.run(["favorites", "move", "Fe"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("elements: 'favorites move' needs --to N"))
    let word = home.run(["favorites", "move", "Fe", "--to", "top"])
    #expect(word.status == 2)
    #expect(word.stderr.hasPrefix("elements: '--to' takes a position"))
    #expect(word.stderr.contains("not 'top'"))
    let absent = home.run(["favorites", "move", "Au", "--to", "1"])
    #expect(absent.status == 1)
    #expect(
      absent.stderr
        == "elements: Gold (Au) is not a favorite (add it with 'elements favorites add Au')\n")
  }

  @Test func noteSetsShowsAndClears() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe", "Au"])
    let set = home.run(["favorites", "note", "Fe", "my bike", "is made of this"])
    #expect(set.status == 0)
    #expect(set.stdout == "Saved the note for Iron (Fe).\n")
    #expect(home.entries == ["26\tFe\tmy bike is made of this", "79\tAu"])
    let list = home.run(["favorites"])
    #expect(list.stdout.hasPrefix("  1  ● Iron  Fe(26)  my bike is made of this\n"))
    let same = home.run(["favorites", "note", "Fe", "my bike is made of this"])
    #expect(same.stdout == "Iron (Fe) already has this note.\n")

    let clear = home.run(["favorites", "note", "Fe", ""])
    #expect(clear.status == 0)
    #expect(clear.stdout == "Cleared the note for Iron (Fe).\n")
    #expect(home.entries == ["26\tFe", "79\tAu"])
    let none = home.run(["favorites", "note", "Fe", ""])
    #expect(none.stdout == "Iron (Fe) has no note.\n")

    let absent = home.run(["favorites", "note", "Cu", "pipes"])
    #expect(absent.status == 1)
    #expect(absent.stderr.hasPrefix("elements: Copper (Cu) is not a favorite"))
  }

  /// Notes are the user's text: control characters are kept in the file, escaped, and never
  /// reach the terminal raw.
  @Test func notesWithControlCharactersAreSafe() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe"])
    _ = home.run(["favorites", "note", "Fe", "red\u{1B}]0;pwned\u{07}\nline"])
    #expect(home.entries == ["26\tFe\t" + #"red\u{1B}]0;pwned\u{07}\nline"#])
    let list = home.run(["favorites"])
    #expect(list.stdoutIsPlain)
    #expect(list.stdout.contains(#"red\x1B]0;pwned\x07\x0Aline"#))
  }

  @Test func clearNeedsYesWithoutATerminal() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe", "Au"])
    let before = home.bytes
    let refused = home.run(["favorites", "clear"])
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr.hasPrefix(
        "elements: 'favorites clear' would remove all 2 favorites; add --yes to confirm"
          + " (there is no terminal to ask on)\n"))
    #expect(home.bytes == before)

    let yes = home.run(["favorites", "clear", "--yes"])
    #expect(yes.status == 0)
    #expect(yes.stdout == "Removed all 2 favorites.\n")
    #expect(home.entries == [])
    #expect(home.run(["favorites", "clear"]).stdout == "There are no favorites to clear.\n")
  }

  @Test func jsonAndCSVCarryPositionNoteAndTheElement() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Au", "Fe"])
    _ = home.run(["favorites", "note", "Fe", "say \"hi\", bye"])
    let run = home.run(["favorites", "--format", "json"])
    #expect(run.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 2)
    #expect(array[0]["position"] as? Int == 1)
    #expect(array[0]["name"] as? String == "Gold")
    #expect(array[0]["note"] is NSNull)
    #expect(array[0]["known"] as? Bool == true)
    #expect(array[1]["symbol"] as? String == "Fe")
    #expect(array[1]["note"] as? String == "say \"hi\", bye")
    #expect(array[1]["atomicWeight"] as? Double == 55.845)

    let csv = home.run(["favorites", "list", "--format", "csv"])
    let lines = csv.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("position,note,known,savedSymbol,number,symbol,name,"))
    #expect(lines[2].hasPrefix("2,\"say \"\"hi\"\", bye\",true,Fe,26,Fe,Iron,"))
    #expect(home.run(["favorites", "-f", "json"]).stdout == run.stdout)
    let none = try FavoritesHome().run(["favorites", "--format", "json"])
    #expect(none.stdout == "[]\n")
  }

  /// A favorite the data does not know is listed and marked, not dropped, and can be removed.
  @Test func favoritesTheDataDoesNotKnowAreMarked() throws {
    let home = try FavoritesHome()
    try Data(
      "elements-favorites 1\n26\tFe\n119\tUue\tnew!\n118\tUuo\n".utf8
    ).write(to: URL(fileURLWithPath: home.file))
    let list = home.run(["favorites"])
    #expect(list.status == 0)
    #expect(
      list.stdout == """
          1  ● Iron               Fe(26)
          2  ? (not in the data)  Uue(119)  new!
          3  ◇ Oganesson          Og(118)   (saved as Uuo)

        """)
    let json = home.run(["favorites", "--format", "json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(array[1]["known"] as? Bool == false)
    #expect(array[1]["number"] as? Int == 119)
    #expect(array[1]["name"] is NSNull)
    #expect(array[2]["known"] as? Bool == false)
    #expect(array[2]["savedSymbol"] as? String == "Uuo")
    let remove = home.run(["favorites", "remove", "119"])
    #expect(remove.status == 0)
    #expect(remove.stdout == "Removed element 119 (Uue) from the favorites.\n")
    #expect(home.entries == ["26\tFe", "118\tUuo"])
  }

  /// A corrupt file: one line naming it, exit 5, and the file left byte for byte.
  @Test(arguments: [
    ["favorites"], ["favorites", "add", "Fe"], ["favorites", "remove", "Fe"],
    ["favorites", "move", "Fe", "--to", "1"], ["favorites", "note", "Fe", "x"],
    ["favorites", "clear", "--yes"],
  ])
  func aCorruptFileIsNamedAndLeftAlone(arguments: [String]) throws {
    let home = try FavoritesHome()
    let corrupt = Data("elements-favorites 1\n26\tFe\nnot a favorite\n".utf8)
    try corrupt.write(to: URL(fileURLWithPath: home.file))
    let run = home.run(arguments)
    #expect(run.status == 5)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        elements: \(home.file): line 3: expected '<number><TAB><symbol>', found 'not a favorite' \
        (move it aside to start again: mv '\(home.file)' '\(home.file).bad')

        """)
    #expect(home.bytes == corrupt)
  }

  @Test func unknownSubcommandsGetAHint() throws {
    let home = try FavoritesHome()
    let typo = home.run(["favorites", "ad", "Fe"])
    #expect(typo.status == 2)
    #expect(
      typo.stderr.hasPrefix("elements: unknown 'favorites' command 'ad' (did you mean 'add'?)"))
    let element = home.run(["favorites", "Fe"])
    #expect(element.status == 2)
    #expect(
      element.stderr.hasPrefix(
        "elements: unknown 'favorites' command 'Fe' (to add Iron, run 'elements favorites add Fe')")
    )
    let option = home.run(["favorites", "add", "Fe", "--to", "1"])
    #expect(option.status == 2)
    #expect(option.stderr.hasPrefix("elements: unknown option '--to' for 'favorites add'"))
    #expect(home.bytes == nil)
  }

  @Test func helpCoversEverySubcommandAndExitStatusFive() throws {
    let help = Elements.run(["favorites", "--help"])
    #expect(help.status == 0)
    for word in ["list", "add", "remove", "move", "note", "clear"] {
      #expect(help.stdout.contains("\n  \(word) "), "help lists \(word)")
      let sub = Elements.run(["favorites", word, "--help"])
      #expect(sub.stdout.contains("Usage: elements favorites \(word)"))
      #expect(Elements.run(["help", "favorites", word]).stdout == sub.stdout)
    }
    let overview = Elements.run(["--help"])
    #expect(overview.stdout.contains("  favorites "))
    #expect(overview.stdout.contains("  5  the favorites or quiz progress file cannot be read"))
    #expect(overview.stdout.contains("ELEMENTS_HOME"))
    let page = Elements.run(["help", "--man"]).stdout
    #expect(page.contains(".B elements favorites move \\-\\-to N <element>"))
    #expect(page.contains(".TP\n.B 5\n"))
    #expect(page.contains(".SH FILES\n"))
  }
}

/// Favorites as data for scripts: whole notes.
@Suite struct FavoritesDataTests {
  /// Into a pipe a note is not cut to the width.
  @Test func notesAreWholeIntoAPipe() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe"])
    let note = String(repeating: "my bike is made of this ", count: 6)
    _ = home.run(["favorites", "note", "Fe", note])
    let list = home.run(["favorites"], environment: ["COLUMNS": "40"])
    #expect(list.stdout.contains(note.trimmingCharacters(in: .whitespaces)))
  }
}

/// `favorites --fields` picks the properties as `list --fields` does, and keeps the notes.
@Suite struct FavoritesFieldsTests {
  @Test func aTableOfTheChosenPropertiesWithTheNotesLast() throws {
    let home = try FavoritesHome()
    try "# favorites\nelements-favorites 1\n26\tFe\n79\tAu\tshiny\n119\tUue\tnew one\n".write(
      toFile: home.file, atomically: true, encoding: .utf8)
    let run = home.run(["favorites", "--fields", "symbol,name,density"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(lines.first == "# Symbol Name Density (g/cm³) Note")
    #expect(
      lines.dropFirst(2) == [
        "1 Fe Iron 7.87", "2 Au Gold 19.3 shiny", "3 Uue (not in the data) — new one",
      ])
    let list = home.run(["favorites", "list", "--fields", "symbol,name,density"])
    #expect(list.stdout == run.stdout)
  }

  @Test func noNoteColumnWithoutNotes() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe", "Cu"])
    let run = home.run(["favorites", "--fields", "name"])
    #expect(run.stdout.split(separator: "\n").first?.hasPrefix("#  Name") == true)
    #expect(!run.stdout.contains("Note"))
  }

  @Test func dataHoldsTheFavoriteAndOnlyTheChosenProperties() throws {
    let home = try FavoritesHome()
    _ = home.run(["favorites", "add", "Fe"])
    _ = home.run(["favorites", "note", "Fe", "a, \"quoted\" note"])
    let csv = home.run(["favorites", "--fields", "symbol,density", "--format", "csv"])
    #expect(
      csv.stdout
        == "position,note,known,savedSymbol,symbol,density\n1,\"a, \"\"quoted\"\" note\",true,Fe,Fe,7.87\n"
    )
    let json = home.run(["favorites", "list", "--fields", "density", "--format", "json"])
    let objects = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(
      objects?.first.map { Set($0.keys) } == [
        "position", "note", "known", "savedSymbol", "density",
      ])
    #expect(objects?.first?["density"] as? Double == 7.87)
  }

  @Test func anUnknownPropertyIsAUsageError() throws {
    let home = try FavoritesHome()
    let run = home.run(["favorites", "--fields", "densty"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("'densty'"))
  }
}
