import Foundation
import Testing

/// Views that fit any terminal from 30 columns: every line within COLUMNS.
@Suite struct NarrowTerminalTests {
  static let commands: [[String]] = [
    ["list", "--sort", "density"], ["list", "--sort", "discoveryYear"],
  ]

  @Test(arguments: commands, [30, 40, 60])
  func everyLineFits(arguments: [String], width: Int) throws {
    let run = try Elements.run(arguments, environment: ["COLUMNS": String(width)])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.isEmpty)
    for line in run.stdout.split(separator: "\n") {
      #expect(line.count <= width, "\(arguments) at \(width): \(line)")
    }
  }

  /// Too narrow for a value beside the name, `list --sort` puts it under the name.
  @Test func sortedValuesGoUnderTheName() throws {
    let run = try Elements.run(
      ["list", "--sort", "density"], environment: ["COLUMNS": "30"])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.prefix(2) == ["  ○ Hydrogen       H(1)", "    0.000082 g/cm³"])
  }
}
