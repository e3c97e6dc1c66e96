import ElementsTestSupport
import Foundation
import Glibc
import Testing

extension FavoritesHome {
  /// Runs `elements` with this ELEMENTS_HOME.
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> RunResult {
    try Elements.run(arguments, environment: ["ELEMENTS_HOME": path].merging(environment) { $1 })
  }
}

/// `elements favorites` where a real process matters: permissions that stop a user but not
/// root, the bash completion, and a CSV read by another program.
@Suite struct FavoritesProcessTests {
  /// A folder the user cannot write: the error names the file, exit 5, the file unchanged.
  @Test func aReadOnlyFolderIsReportedAndLeftAlone() throws {
    let home = try FavoritesHome()
    _ = try home.run(["favorites", "add", "Fe"])
    let before = home.bytes
    chmod(home.file, 0o644)
    chmod(home.path + "/favorites.lock", 0o644)
    chmod(home.path, 0o555)
    // Permissions do not stop root: it runs the binary as nobody, for whom the folder is
    // read-only too.
    let run: RunResult
    if geteuid() == 0 {
      run = try Elements.shell(
        "setpriv --reuid=65534 --regid=65534 --clear-groups '\(Elements.path)' favorites add Au",
        environment: ["ELEMENTS_HOME": home.path])
    } else {
      run = try home.run(["favorites", "add", "Au"])
    }
    #expect(run.status == 5)
    #expect(run.stdout == "")
    #expect(run.stderr == "elements: \(home.file): cannot save the favorites: Permission denied\n")
    #expect(home.bytes == before)
  }

  @Test func completionsKnowTheSubcommandsAndElements() throws {
    func complete(_ line: [String]) throws -> [String] {
      let words = line.map { "'\($0)'" }.joined(separator: " ")
      let run = try Elements.shell(
        """
        source <(elements completions bash)
        COMP_WORDS=(\(words)); COMP_CWORD=\(line.count - 1)
        _elements
        printf '%s\\n' "${COMPREPLY[@]}"
        """)
      return run.stdout.split(separator: "\n").map(String.init)
    }
    #expect(try complete(["elements", "fav"]) == ["favorites"])
    #expect(
      try complete(["elements", "favorites", ""])
        == ["list", "add", "remove", "move", "note", "clear"])
    #expect(try complete(["elements", "favorites", "r"]) == ["remove"])
    // add completes any element; remove, move and note the saved favorites (none here).
    #expect(try complete(["elements", "favorites", "add", "Iro"]) == ["Iron"])
    for word in ["remove", "move", "note"] {
      #expect(try complete(["elements", "favorites", word, "Iro"]) == [], "after \(word)")
    }
    #expect(try complete(["elements", "favorites", "move", "Fe", "--t"]) == ["--to"])
    #expect(try complete(["elements", "favorites", "clear", "--y"]) == ["--yes"])
    #expect(try complete(["elements", "favorites", "--format", "c"]) == ["csv"])
    let fish = try Elements.run(["completions", "fish"]).stdout
    #expect(fish.contains("__fish_seen_subcommand_from favorites; and not"))
    #expect(fish.contains("-a add -d 'Add elements to the end of the favorites'"))
  }

  /// A note with a tab and a line break round-trips through a CSV reader (RFC 4180 quoting).
  @Test func csvNotesRoundTrip() throws {
    let home = try FavoritesHome()
    _ = try home.run(["favorites", "add", "Fe"])
    _ = try home.run(["favorites", "note", "Fe", "one\ttwo\nthree \"four\""])
    let csv = try home.run(["favorites", "--format", "csv"])
    #expect(csv.status == 0)
    let script = """
      import csv, sys
      rows = list(csv.DictReader(sys.stdin))
      sys.stdout.write(rows[0]["note"])
      """
    let data = try Elements.temporaryFile(csv.stdout, name: "favorites.csv")
    let reader = try Elements.temporaryFile(script, name: "read.py")
    let read = try Elements.shell("python3 '\(reader)' < '\(data)'")
    #expect(read.stdout == "one\ttwo\nthree \"four\"")
  }
}
