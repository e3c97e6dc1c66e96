import ElementsTestSupport
import Foundation
import Testing

/// Every view over data whose numbers are as extreme as a double allows: zero, negatives,
/// the smallest and largest doubles, and values past Int64, run in process. Each command ends
/// with its output or a one-line error, never a trap.
@Suite struct ExtremeValuesTests {
  /// The data files: the first has the extremes side by side (every property spans them),
  /// each after it one extreme everywhere.
  /// - Parameter index: 0 for the mixed file, `n` for the `n`th extreme everywhere.
  static func file(_ index: Int) throws -> String {
    let extremes = ExtremeData.extremes
    guard index > 0 else {
      return try ExtremeData.dataFile(name: "mixed") { extremes[($0 + $1) % extremes.count] }
    }
    return try ExtremeData.dataFile(name: "all\(index - 1)") { _, _ in extremes[index - 1] }
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

  @Test(arguments: 0...ExtremeData.extremes.count)
  func everyCommandHandlesExtremeNumbers(file index: Int) throws {
    let file = try Self.file(index)
    defer { try? FileManager.default.removeItem(atPath: file) }
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
