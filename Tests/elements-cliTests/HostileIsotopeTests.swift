import Foundation
import Testing

/// Isotope lists built to make the isotope pattern expensive: the work is bounded, so `mass`
/// answers at once whatever the data holds.
@Suite struct HostileIsotopeTests {
  /// The built-in data with hydrogen's natural isotopes replaced by `count` equally abundant
  /// ones, mass numbers 1 up (at most 101 of them, within the 100 mass numbers a pattern spans).
  static func flatHydrogen(_ count: Int, spacing: Int = 1) throws -> String {
    let source = URL(fileURLWithPath: EcosystemTests.repository + "/Resources/Elements.plist")
    guard
      var entries = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: source), format: nil) as? [[String: Any]]
    else { throw POSIXError(.EINVAL) }
    entries[0]["isotopes"] = (0..<count).map { index -> [String: Any] in
      let number = 1 + index * spacing
      return [
        "massNumber": number, "mass": Double(number) * 1.007825, "abundance": 1.0 / Double(count),
      ]
    }
    let path = NSTemporaryDirectory() + "hostile-isotopes-\(count)-\(spacing)-\(getpid()).plist"
    try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
      .write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: [(101, 1), (51, 2), (11, 10), (2, 100)])
  func aWidePatternIsBounded(isotopes: Int, spacing: Int) throws {
    let file = try Self.flatHydrogen(isotopes, spacing: spacing)
    defer { try? FileManager.default.removeItem(atPath: file) }
    for formula in ["H100000", "H999999", "(H1000)1000", "H50000C50000"] {
      let start = Date()
      let run = try Spawn.elements(["--data", file, "mass", formula])
      let seconds = Date().timeIntervalSince(start)
      #expect(run.status == 0 || run.status == 1, "\(formula): \(run.stderrText)")
      // A bound on hanging, far above the few milliseconds it takes, for a busy machine.
      #expect(seconds < 3, "\(formula) over \(isotopes) isotopes took \(seconds) s")
    }
  }
}
