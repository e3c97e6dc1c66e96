import ElementsTestSupport
import Foundation
import Testing

/// Views that fit any terminal from 30 columns: every line within COLUMNS, with an empty
/// ELEMENTS_HOME and with quiz progress.
@Suite struct NarrowTerminalTests {
  static let commands: [[String]] = [
    ["list", "--sort", "density"], ["list", "--sort", "discoveryYear"],
    ["isotopes", "Sn", "--all"], ["table", "--color-by", "mastery"], ["favorites"],
    ["quiz", "--stats"], ["quiz", "--cards", "--seed", "1"],
  ]

  @Test(arguments: commands, [30, 40, 60])
  func everyLineFits(arguments: [String], width: Int) throws {
    let empty = try FavoritesHome()
    let studied = try FavoritesHome()
    try studied.writeTwoCardsAnswered()
    for home in [empty, studied] {
      let run = Elements.run(
        arguments, environment: ["COLUMNS": String(width), "ELEMENTS_HOME": home.path])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(!run.stdout.isEmpty)
      for line in run.stdout.split(separator: "\n") {
        #expect(line.count <= width, "\(arguments) at \(width): \(line)")
      }
    }
  }

  /// Too narrow for a value beside the name, `list --sort` puts it under the name.
  @Test func sortedValuesGoUnderTheName() throws {
    let run = Elements.run(
      ["list", "--sort", "density"], environment: ["COLUMNS": "30"])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.prefix(2) == ["  ○ Hydrogen       H(1)", "    0.000082 g/cm³"])
  }

  /// Too narrow for its table, `quiz --stats` gives a block a card.
  @Test func statsInBlocks() throws {
    let home = try FavoritesHome()
    try home.writeTwoCardsAnswered()
    let run = Elements.run(
      ["quiz", "--stats"], environment: ["COLUMNS": "40", "ELEMENTS_HOME": home.path])
    #expect(run.stdout.contains("\n  name Gold (Au)\n    1 day, due, ease 1.96\n"))
  }
}
