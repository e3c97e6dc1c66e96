import Foundation
import Testing

/// Every view over data whose numbers are as extreme as a double allows: zero, negatives,
/// the smallest and largest doubles, and values past Int64. Each command ends with its
/// output or a one-line error, never a trap; the browser shows every screen and restores
/// the terminal.
@Suite(.serialized) struct ExtremeValuesTests {
  static let extremes: [Double] = [
    0, -1, -1e19, 1e-300, .leastNonzeroMagnitude, 1e308, 1.6e308, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 1e19, 9.3e18, 2.5e-16, 123_456_789.987654321, -1e-300,
  ]

  /// The keys whose values are real numbers in the built-in data.
  static let realKeys: Set<String> = [
    "abundanceCrust", "abundanceSea", "atomicRadius", "atomicWeightUncertainty", "boilingPoint",
    "covalentRadius", "density", "electronAffinity", "electronegativity", "heatOfFusion",
    "heatOfVaporization", "ionizationEnergy", "latticeConstant", "meltingPoint", "specificHeat",
    "thermalConductivity", "vanDerWaalsRadius",
  ]

  /// The built-in data with every number replaced: `value(element, key)` gives each.
  static func dataFile(name: String, _ value: (Int, Int) -> Double) throws -> String {
    var entries = try BuiltInDataFile.entries(keepingIsotopesOf: ["H", "C", "O", "S", "Fe"])
    for index in entries.indices {
      var entry = entries[index]
      for (keyIndex, key) in entry.keys.sorted().enumerated() {
        if Self.realKeys.contains(key) {
          entry[key] = value(index, keyIndex)
        }
      }
      let weight = value(index, 99)
      if weight > 0 {
        entry["atomicWeight"] = String(format: weight < 1 ? "%.330f" : "%.1f", weight)
      }
      if var isotopes = entry["isotopes"] as? [[String: Any]] {
        for item in isotopes.indices {
          isotopes[item]["mass"] = abs(value(index, item))
          isotopes[item]["halfLife"] = abs(value(index, item + 1))
          if isotopes[item]["abundance"] != nil {
            isotopes[item]["abundance"] = abs(value(index, item + 2))
          }
        }
        entry["isotopes"] = isotopes
      }
      entries[index] = entry
    }
    return try BuiltInDataFile.write(entries, name: "extreme-\(name)")
  }

  /// Extremes side by side (every property spans them), then each extreme everywhere.
  static func files() throws -> [String] {
    let count = extremes.count
    var files = [try dataFile(name: "mixed") { extremes[($0 + $1) % count] }]
    for (index, extreme) in extremes.enumerated() {
      files.append(try dataFile(name: "all\(index)") { _, _ in extreme })
    }
    return files
  }

  /// Properties of each kind: a weight, reals of every sign, an uncertainty, a count.
  static let numericProperties: [String] = [
    "atomicWeight", "density", "meltingPoint", "electronAffinity", "abundanceSea",
    "atomicWeightUncertainty", "atomicWeightUpper", "knownIsotopes", "ionizationEnergy",
  ]

  /// Ends with its output (0) or a one-line error (1 or 2), within the time allowed.
  static func expectNoCrash(_ arguments: [String], file: String, columns: Int = 80) throws {
    let run = try Spawn.elements(
      ["--data", file] + arguments, environment: ["COLUMNS": String(columns)])
    let what = arguments.joined(separator: " ") + " over " + file
    #expect(run.signal == nil && !run.timedOut, "\(what): signal \(run.signal ?? 0)")
    #expect(
      run.status.map { [0, 1, 2].contains($0) } ?? false, "\(what): status \(run.status ?? -1)")
    // Warnings name each value left out; every message is one bounded line.
    let lines = run.stderrText.split(separator: "\n")
    #expect(
      lines.allSatisfy {
        $0.hasPrefix("elements: ") || $0.hasPrefix("usage: ") || $0.hasPrefix("Run ")
      }, "\(what): \(run.stderrText.prefix(600))")
    #expect(lines.allSatisfy { $0.utf8.count < 400 }, "\(what): \(run.stderrText.prefix(600))")
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
        try Self.expectNoCrash(command, file: file)
      }
      for command in [["table", "--color-by", "density"], ["plot", "atomicWeight"]] {
        try Self.expectNoCrash(command, file: file, columns: 200)
      }
    }
  }

  /// The browser's every tab and screen at 120×40 over the mixed file and the file of
  /// numbers past Int64; the terminal is restored when it ends.
  @Test(arguments: [0, 10]) func theBrowserShowsEveryScreen(extreme: Int) throws {
    let file = try Self.dataFile(name: "browse\(extreme)") { element, key in
      extreme == 0 ? Self.extremes[(element + key) % Self.extremes.count] : Self.extremes[extreme]
    }
    defer { try? FileManager.default.removeItem(atPath: file) }
    for (rows, columns) in [(40, 120), (60, 200), (24, 80)] {
      let terminal = try PseudoTerminal(
        ["--data", file, "browse"], rows: rows, columns: columns)
      #expect(terminal.waitFor("[1 Name]"))
      for tab in ["1", "2", "3", "4", "5", "6"] {
        terminal.send(tab)
        terminal.drain(milliseconds: 60)
        terminal.send("\r \u{1B}[C\u{1B}[C\u{1B}[C\u{1B}")
        terminal.drain(milliseconds: 60)
      }
      for _ in 0..<40 {
        terminal.send("c")
        terminal.drain(milliseconds: 20)
      }
      terminal.send("ty")
      terminal.drain(milliseconds: 60)
      #expect(terminal.isRunning, "\(columns)x\(rows): the browser died")
      terminal.send("q")
      let ended = terminal.waitForExit()
      #expect(
        ended?.status == 0 && ended?.signaled == false,
        "\(columns)x\(rows): \(String(describing: ended))")
      #expect(
        terminal.mode == terminal.initialMode, "\(columns)x\(rows): the terminal is not restored")
    }
  }
}
