import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The browser at every size, from the smallest screen it draws on (50×16) to a large one: the
/// real binary in a pseudo-terminal.
@Suite(.serialized) struct BrowserSizeTests {
  let right = "\u{1B}[C", pageDown = "\u{1B}[6~"

  /// The right-hand column of the content rows: the Name tab's A–Z index.
  private func indexColumn(_ screen: ScreenEmulator) -> String {
    screen.lines[2..<(screen.lines.count - 1)].map { line in
      String(line.suffix(2)).trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
  }

  /// At 80×24 the index has 21 rows for 23 letters with elements: J, Q and W, which have
  /// none, fold into a dot after the letter before them, and neighbours share a row; every
  /// letter with elements shows.
  @Test func theIndexShowsEveryLetterWithElements() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    #expect(indexColumn(terminal.screen) == "AB C D E F G H I· K LM N O P· R S T U V· X Y Z")
    terminal.resize(rows: 16, columns: 50)
    #expect(terminal.waitFor { indexColumn($0).hasPrefix("AB CD") })  // 13 rows: ten pairs
    #expect(indexColumn(terminal.screen) == "AB CD EF GH IK LM NO PR ST UV X Y Z")
    terminal.resize(rows: 30, columns: 80)
    #expect(terminal.waitFor { indexColumn($0).hasPrefix("A B C D E F G H I J K L") })
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// The "too small" screen shows nothing of the browser, so keys there do nothing but quit.
  @Test func theTooSmallScreenIgnoresKeys() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("▸ ● Actinium"))
    terminal.resize(rows: 10, columns: 40)
    #expect(terminal.waitFor("too small"))
    terminal.send("jjj5\r")
    terminal.drain(milliseconds: 100)
    terminal.resize(rows: 24, columns: 80)
    #expect(terminal.waitFor("▸ ● Actinium"), "j moved nothing")
    #expect(terminal.screen.text.contains("[1 Name]"), "5 chose no tab")
    terminal.resize(rows: 10, columns: 40)
    #expect(terminal.waitFor("too small"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  @Test func theHelpScrollsOnTheSmallestScreen() throws {
    let terminal = try PseudoTerminal(rows: 16, columns: 50)
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("?")
    #expect(terminal.waitFor("Keys"))
    #expect(!terminal.screen.text.contains("any other key closes this"))
    // The help, wrapped to 50 columns, is about ten pages of 13 lines here; PgDn past the last
    // stops there.
    terminal.send(String(repeating: pageDown, count: 16))
    #expect(terminal.waitFor("any other key closes this"))
    #expect(!terminal.screen.text.contains("Keys"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// Narrower than the table, the Table tab scrolls sideways to keep the cursor's cell in view,
  /// with a mark at each cut edge; on the smallest screen every cell can be reached.
  @Test(arguments: [(16, 50), (20, 60)])
  func theTableScrollsToTheCursor(rows: Int, columns: Int) throws {
    let terminal = try PseudoTerminal(rows: rows, columns: columns)
    #expect(terminal.waitFor("[1 Name]") || terminal.waitFor("[5"))
    terminal.send("2g5")
    #expect(terminal.waitFor("[◇H ]"))
    #expect(terminal.screen.lines[3].hasSuffix("›"), "cells cut off at the right")
    terminal.send(right)
    #expect(terminal.waitFor("[○He]"))
    #expect(terminal.screen.lines[3].hasPrefix("‹"), "cells cut off at the left")
    #expect(terminal.screen.lines.allSatisfy { $0.count <= columns })
    terminal.send(String(repeating: "j", count: 8))
    #expect(terminal.waitFor("[▽Lr]"), "the last cell of the actinides")
    #expect(terminal.waitFor(" 103 Lr  Lawrencium"))
    terminal.send(String(repeating: "h", count: 14))
    #expect(terminal.waitFor("[▽Ac]"))
    #expect(terminal.waitFor(" 89 Ac  Actinium"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }
}

/// Getting around: tabs keep the selected element, the table's colours cycle, and the
/// Favorites tab reorders and edits notes, saved as the `favorites` command saves them.
@Suite(.serialized) struct BrowserNavigationTests {
  @Test func switchingTabsKeepsTheSelectedElement() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("I")
    #expect(terminal.waitFor("▸ ● Indium"))
    terminal.send("jj")
    #expect(terminal.waitFor("▸ ● Iridium"))
    terminal.send("\t")
    #expect(terminal.waitFor("[2 Number]"))
    #expect(terminal.waitFor("▸ ● Iridium"))
    terminal.send("5")
    #expect(terminal.waitFor(" 77 Ir  Iridium"), "the table's cursor follows")
    #expect(terminal.screen.text.contains("[■Ir]"))
    terminal.send("\u{1B}[C")
    #expect(terminal.waitFor(" 78 Pt  Platinum"))
    terminal.send("1")
    #expect(terminal.waitFor("▸ ● Platinum"), "and back")
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  @Test func cKeyCyclesTheTablesColouringAndItsLegend() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "elements-mastery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try PseudoTerminal(environment: ["ELEMENTS_HOME": home.path])
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("5")
    #expect(terminal.waitFor("▲ alkali metal"))
    #expect(terminal.screen.text.contains("c colours"))
    terminal.send("c")
    #expect(terminal.waitFor("● Solid"))
    #expect(terminal.screen.text.contains("Colours show the state"))
    #expect(!terminal.screen.text.contains("alkali metal"))
    terminal.send("c")
    #expect(terminal.waitFor("Colours show the block"))
    // Then the quiz's mastery (no progress yet: nothing studied).
    terminal.send("c")
    #expect(terminal.waitFor("not yet studied: 118"))
    // Then a heatmap of each numeric property, the first the atomic weight.
    terminal.send("c")
    #expect(terminal.waitFor("Colours show atomic weight"))
    terminal.send("?\u{1B}[6~")
    #expect(terminal.waitFor("colours: category, state, block, more"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  @Test func favoritesAreMarkedReorderedAndNoted() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "elements-favorites-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try PseudoTerminal(environment: ["ELEMENTS_HOME": home.path])
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("2gjj*j*")  // Lithium, then Beryllium
    #expect(terminal.waitFor("Added Be"))
    terminal.send("5")
    #expect(terminal.waitFor("[★Be]"), "a favorite's cell has the mark")
    #expect(terminal.screen.text.contains(" 2 ★Li[★Be]"))
    terminal.send("6")
    #expect(terminal.waitFor("▸ 2"), "the same element selected")
    terminal.send("K")
    #expect(terminal.waitFor("Moved"))
    #expect(terminal.waitFor { $0.lines[2].contains("Beryllium") && $0.lines[2].hasPrefix("▸") })
    terminal.send("enote")
    #expect(terminal.waitFor(" Note for Be: note"))
    terminal.send("\u{7F}\u{7F}\u{7F}\u{7F}light metal\r")
    #expect(terminal.waitFor("Saved the note of Be"))
    #expect(terminal.screen.text.contains("light metal"))
    terminal.send("ejunk\u{1B}")
    #expect(terminal.waitFor { !$0.text.contains("Note for") })
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
    let list = try Elements.run(["favorites"], environment: ["ELEMENTS_HOME": home.path])
    #expect(list.stdout.contains("light metal"))
    #expect(!list.stdout.contains("junk"))
    let lines = list.stdout.split(separator: "\n")
    #expect(
      lines.firstIndex { $0.contains("Beryllium") }! < lines.firstIndex { $0.contains("Lithium") }!)
  }
}

/// Large screens: the lists show the selected element beside them, its tile and the sections
/// of its back, as `show --back` draws them.
@Suite(.serialized) struct BrowserLargeScreenTests {
  @Test func theListShowsTheSelectedElementBesideIt() throws {
    let terminal = try PseudoTerminal(rows: 60, columns: 200)
    #expect(terminal.waitFor("[1 Name]"))
    func facts(_ number: Int) -> (ScreenEmulator) -> Bool {
      { screen in
        screen.text.contains("│ OVERVIEW")
          && screen.lines.contains { $0.contains("Atomic number") && $0.contains(" \(number) ") }
      }
    }
    #expect(terminal.waitFor(facts(89)))
    terminal.send("I")
    #expect(terminal.waitFor(facts(49)))
    #expect(terminal.screen.lines[3].hasPrefix("▸ ● Indium"))
    #expect(terminal.screen.lines[3].contains("│ 49"), "the tile beside the list")
    #expect(
      terminal.screen.lines.contains {
        $0.contains("Electron configuration") && $0.contains("[Kr] 4d¹⁰ 5s² 5p¹")
      })
    terminal.send("2")
    #expect(terminal.waitFor("[2 Number]"))
    #expect(facts(49)(terminal.screen))
    terminal.resize(rows: 24, columns: 80)
    #expect(terminal.waitFor { !$0.text.contains("Atomic number") && $0.text.contains("Indium") })
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }

  /// From 120 columns, each cell of the table shows the atomic number above the symbol and the
  /// weight below it; clicks still find their cell.
  @Test func theTableShowsNumbersAndWeightsWhenThereIsRoom() throws {
    let terminal = try PseudoTerminal(rows: 40, columns: 120)
    #expect(terminal.waitFor("[1 Name]"))
    terminal.send("2g5")
    #expect(terminal.waitFor(" 1 H  Hydrogen"))
    let lines = terminal.screen.lines
    let iron = try #require(lines.firstIndex { $0.hasPrefix(" 4  ▲K   △Ca") })
    #expect(lines[iron - 1].hasPrefix("     19   20   21   22   23   24   25   26"))
    #expect(lines[iron + 1].hasPrefix("     39   40   45   48   51   52   55   56"))
    #expect(lines.contains { $0.hasPrefix(" 1 [◇H ]") })
    #expect(lines.contains { $0.hasPrefix("   [1.0]") })
    // A click on iron's weight, below its symbol: groups are five columns apart.
    terminal.send("\u{1B}[<0;\(4 + 7 * 5 + 2);\(iron + 2)M")
    #expect(terminal.waitFor(" 26 Fe  Iron"))
    terminal.send("q")
    #expect(terminal.waitForExit()?.status == 0)
  }
}
