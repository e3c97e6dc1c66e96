import ElementsTestSupport
import Foundation
import Testing

/// The browser's favorites, driven in a pseudo-terminal like a user would: `*`, the Favorites
/// tab, and the file on disk.
@Suite(.serialized) struct FavoritesBrowserSessionTests {
  @Test func starAddsTheElementAndTheFavoritesTabShowsIt() throws {
    let home = try FavoritesHome()
    let terminal = try PseudoTerminal(["browse"], environment: ["ELEMENTS_HOME": home.path])
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("6")
    #expect(terminal.waitFor("[6 Favorites]"))
    #expect(terminal.waitFor("No favorites yet."))
    #expect(terminal.screen.text.contains("Press * on an element"))
    terminal.send("1I")
    #expect(terminal.waitFor("▸ ● Indium"))
    terminal.send("j*")
    #expect(terminal.waitFor("Added Iodine (I) to the favorites"))
    #expect(terminal.waitFor { $0.text.contains("▸ ● Iodine") && $0.text.contains("★") })
    #expect(home.entries == ["53\tI"])

    terminal.send("6")
    #expect(terminal.waitFor("[6 Favorites]"))
    #expect(terminal.waitFor("▸ 1  ● Iodine  I(53)"))
    #expect(terminal.screen.lines.allSatisfy { $0.count <= 80 })

    // Another program adds one meanwhile: the tab reads the file again when it opens.
    let add = try home.run(["favorites", "add", "Fe"])
    #expect(add.status == 0)
    terminal.send("1")
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("6")
    #expect(terminal.waitFor("  2  ● Iron    Fe(26)"))

    // * on the Favorites tab removes the selected one; the other program's stays.
    terminal.send("*")
    #expect(terminal.waitFor("Removed Iodine (I) from the favorites"))
    #expect(terminal.waitFor("▸ 1  ● Iron  Fe(26)"))
    #expect(home.entries == ["26\tFe"])

    // In a tile, * toggles the open element.
    terminal.send("\r")
    #expect(terminal.waitFor("Space flip"))
    #expect(terminal.screen.text.contains("* unfavorite"))
    terminal.send("*")
    #expect(terminal.waitFor("Removed Iron (Fe) from the favorites"))
    #expect(home.entries == [])
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// A corrupt file: the browser says so at the bottom and in the tab, and never writes to it.
  @Test func aCorruptFileIsReportedAndNeverWritten() throws {
    let home = try FavoritesHome()
    let corrupt = Data("elements-favorites 9\n26\tFe\n".utf8)
    try corrupt.write(to: URL(fileURLWithPath: home.file))
    let terminal = try PseudoTerminal(["browse"], environment: ["ELEMENTS_HOME": home.path])
    // The message at the bottom names the file, and is whole, over as many lines as it takes.
    #expect(terminal.waitFor { $0.lines.contains { $0.hasPrefix(" Favorites: \(home.file)") } })
    let joined = terminal.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    #expect(joined.contains("format version '9' is not supported; this elements reads version 1"))
    terminal.send("*")
    #expect(terminal.waitFor("Favorites not saved:"))
    terminal.send("6")
    #expect(terminal.waitFor("The favorites could not be read."))
    #expect(terminal.screen.text.contains("format version '9' is not supported"))
    #expect(terminal.screen.lines.allSatisfy { $0.count <= 80 })
    #expect(terminal.screen.lines[0].hasSuffix("? help  q quit"), "the screen is not garbled")
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
    #expect(home.bytes == corrupt)
  }
}
