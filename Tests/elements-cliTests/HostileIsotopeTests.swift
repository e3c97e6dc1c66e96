import ElementsTestSupport
import Foundation
import Testing

/// Isotope lists built to make the isotope pattern expensive: the work is bounded, so `mass`
/// answers at once whatever the data holds.
@Suite struct HostileIsotopeTests {
  /// The built-in data with hydrogen's natural isotopes replaced by `count` equally abundant
  /// ones, mass numbers 1 up (at most 101 of them, within the 100 mass numbers a pattern spans).
  static func flatHydrogen(_ count: Int, spacing: Int = 1) throws -> String {
    var entries = try BuiltInDataFile.entries(keepingIsotopesOf: ["C"])
    entries[0]["isotopes"] = (0..<count).map { index -> [String: Any] in
      let number = 1 + index * spacing
      return [
        "massNumber": number, "mass": Double(number) * 1.007825, "abundance": 1.0 / Double(count),
      ]
    }
    return try BuiltInDataFile.write(entries, name: "hostile-isotopes-\(count)-\(spacing)")
  }

  @Test(arguments: [(101, 1), (51, 2), (11, 10), (2, 100)])
  func aWidePatternIsBounded(isotopes: Int, spacing: Int) throws {
    let file = try Self.flatHydrogen(isotopes, spacing: spacing)
    defer { try? FileManager.default.removeItem(atPath: file) }
    for formula in ["H100000", "H999999", "(H1000)1000", "H50000C50000"] {
      // A bound on hanging: unbounded work on these takes hours, bounded work milliseconds.
      let run = try Spawn.elements(["--data", file, "mass", formula], timeout: 30)
      #expect(!run.timedOut, "\(formula) over \(isotopes) isotopes did not end")
      #expect(run.status == 0 || run.status == 1, "\(formula): \(run.stderrText)")
    }
  }
}
