import ElementsTestSupport
import Foundation
import Testing

/// Every view over data whose numbers are as extreme as a double allows: zero, negatives,
/// the smallest and largest doubles, and values past Int64, run in process. Each command ends
/// with its output or a one-line error, never a trap.
@Suite(.serialized) struct ExtremeValuesTests {
  /// Extremes side by side (every property spans them), then each extreme everywhere.
  static func files() throws -> [String] {
    let count = ExtremeData.extremes.count
    var files = [
      try ExtremeData.dataFile(name: "mixed") { ExtremeData.extremes[($0 + $1) % count] }
    ]
    for (index, extreme) in ExtremeData.extremes.enumerated() {
      files.append(try ExtremeData.dataFile(name: "all\(index)") { _, _ in extreme })
    }
    return files
  }

  /// Properties of each kind: a weight, reals of every sign, an uncertainty, a count.
  static let numericProperties: [String] = [
    "atomicWeight", "density", "meltingPoint", "electronAffinity", "abundanceSea",
    "atomicWeightUncertainty", "atomicWeightUpper", "knownIsotopes", "ionizationEnergy",
  ]

  /// Ends with its output (0) or a one-line error (1 or 2), within the time allowed.
  static func expectNoCrash(_ arguments: [String], file: String, columns: Int = 80) {
    let run = Elements.run(
      ["--data", file] + arguments, environment: ["COLUMNS": String(columns)])
    let what = arguments.joined(separator: " ") + " over " + file
    #expect([0, 1, 2].contains(run.status), "\(what): status \(run.status)")
    // Warnings name each value left out; every message is one bounded line.
    let lines = run.stderr.split(separator: "\n")
    #expect(
      lines.allSatisfy {
        $0.hasPrefix("elements: ") || $0.hasPrefix("usage: ") || $0.hasPrefix("Run ")
      }, "\(what): \(run.stderr.prefix(600))")
    #expect(lines.allSatisfy { $0.utf8.count < 400 }, "\(what): \(run.stderr.prefix(600))")
  }

  @Test func everyCommandHandlesExtremeNumbers() throws {
    let files = try Self.files()
    defer { for file in files { try? FileManager.default.removeItem(atPath: file) } }
    for (index, file) in files.enumerated() {
      // Every view over the mixed file; over each uniform one, the views with a scale.
      var commands: [[String]] =
        index == 0
        ? [
          ["show", "Fe", "H", "Og"], ["show", "--back", "Fe", "H"], ["list"],
          ["list", "--by", "state"], ["list", "--format", "json"], ["list", "--format", "csv"],
          ["table"], ["table", "--at", "300K"], ["compare", "H", "Fe", "Og", "U"],
          ["mass", "H2O", "Fe2(SO4)3", "C60", "H100000"], ["mass", "--isotopes", "CH4"],
          ["isotopes", "Fe"], ["isotopes", "H", "--format", "json"], ["search", "iron"],
          ["list", "--fields", Self.numericProperties.joined(separator: ",")],
          ["list", "--where", "density > 1e300 or meltingPoint < 0"],
        ] : [["show", "--back", "Fe"], ["compare", "H", "Fe"], ["mass", "Fe2O3"]]
      let properties =
        index == 0
        ? Self.numericProperties : ["density", "atomicWeight", "meltingPoint"]
      for property in properties {
        commands += [
          ["table", "--color-by", property], ["table", "--color-by", property, "--log"],
          ["plot", property], ["plot", property, "--log"],
          ["plot", property, "--vs", "density"], ["list", "--sort", property],
        ]
      }
      for command in commands {
        Self.expectNoCrash(command, file: file)
      }
      for command in [["table", "--color-by", "density"], ["plot", "atomicWeight"]] {
        Self.expectNoCrash(command, file: file, columns: 200)
      }
    }
  }
}
