import ElementsTestSupport
import Foundation
import Testing

/// `elements nuclides`, run in process.
@Suite struct NuclidesCommandTests {
  /// A zoomed window in a pipe: symbols, marks for the half-life bands, the key.
  @Test func zoomedWindow() throws {
    let run = Elements.run(["nuclides", "--z", "6..7", "--n", "6..8"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(
      run.stdout == """
        Chart of nuclides: 6 ground states, Z 6–7 up, N 6–8 across
          7 │-N13   #N14   #N15
          6 │#C12   #C13   xC14
            └───────────────┬───── N
              6      7      8▴
        Half-life: # stable . ys–ns , ns–ms : ms–s ; s–min - min–h = h–d + d–y * y–ky
          x ky–My X My–Gy % Gy–Ey ? unknown

        """)
  }

  /// The whole chart fits the width it is given, in every colouring, with and without colour.
  @Test(arguments: ["50", "80", "132", "200"])
  func wholeChartFits(columns: String) throws {
    for extra in [[], ["--color-by", "mode"], ["--color", "always"]] {
      let run = Elements.run(["nuclides"] + extra, environment: ["COLUMNS": columns])
      #expect(run.status == 0)
      let plain = run.stdout.replacingOccurrences(
        of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      #expect(plain.split(separator: "\n").allSatisfy { $0.count <= Int(columns)! })
      #expect(plain.contains(" 82▸┤"))
      #expect(extra.first == "--color" ? run.stdout.contains("▀") : !run.stdout.contains("\u{1B}"))
    }
  }

  /// ASCII when the locale is not UTF-8.
  @Test func asciiOutsideUTF8() throws {
    let run = Elements.run(["nuclides", "--color-by", "mode"], environment: ["LANG": "C"])
    #expect(run.status == 0)
    #expect(run.stdout.utf8.allSatisfy { $0 < 0x80 })
    #expect(run.stdout.contains("beta+/EC"))
  }

  @Test func json() throws {
    let run = Elements.run(["nuclides", "--format", "json"])
    #expect(run.status == 0)
    let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    let array = try #require(parsed as? [[String: Any]])
    #expect(array.count > 3300)
    let c14 = try #require(array.first { $0["nuclide"] as? String == "C-14" })
    #expect(c14["z"] as? Int == 6 && c14["n"] as? Int == 8 && c14["a"] as? Int == 14)
    #expect((c14["halfLife"] as? Double).map { abs($0 / (5700 * 31_557_600) - 1) < 0.01 } == true)
    #expect(array.allSatisfy { ($0["halfLife"] as? Double).map { $0 > 0 } ?? true })
  }

  @Test func svg() throws {
    let run = Elements.run(["nuclides", "--format", "svg", "--z", "80..84", "--n", "120..128"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<?xml"))
    #expect(run.stdout.contains(">Pb</text>"))
    #expect(run.stdout.hasSuffix("</svg>\n"))
  }

  /// A range that does not read is a usage error naming the words; an empty window finds
  /// nothing.
  @Test(arguments: [
    (["--z", "abc"], "'--z' takes a range of whole numbers from 0 to 999, e.g. 82..92, not 'abc'"),
    (
      ["--n", "10..5"],
      "'--n' takes a range of whole numbers from 0 to 999, e.g. 82..92, not '10..5'"
    ),
    (
      ["--z", "-3..4"],
      "'--z' takes a range of whole numbers from 0 to 999, e.g. 82..92, not '-3..4'"
    ),
    (
      ["--n", "1..99999999999999999999"],
      "'--n' takes a range of whole numbers from 0 to 999, e.g. 82..92, not '1..99999999999999999999'"
    ),
    (["--color-by", "colour"], nil),
  ])
  func badInput(arguments: [String], message: String?) throws {
    let run = Elements.run(["nuclides"] + arguments)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    let lines = run.stderr.split(separator: "\n")
    if let message {
      #expect(lines.first.map(String.init)?.hasSuffix(message) == true, "\(run.stderr)")
    }
    #expect(run.stderr.contains(arguments[1]))
  }

  @Test func emptyWindow() throws {
    let run = Elements.run(["nuclides", "--z", "200..300"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("no nuclide has Z 200..300"))
  }

  /// Data without isotopes (Apple's original plist) is an error naming the file, as `mass`
  /// says of a labelled isotope, in every command that reads isotopes and every format.
  @Test(arguments: [
    ["isotopes", "Cl"], ["isotopes", "Cl", "-f", "json"], ["isotopes", "Tc", "-f", "csv"],
    ["decay", "U-238"], ["decay", "C-14", "-f", "json"], ["nuclides"], ["nuclides", "-f", "json"],
    ["nuclides", "--z", "1..8"],
  ])
  func dataWithoutIsotopes(arguments: [String]) throws {
    let file = Repository.fixtures + "/TheElements-Elements.plist"
    let run = Elements.run(["--data", file] + arguments)
    let mass = Elements.run(["--data", file, "mass", "[13C]O2"])
    #expect(mass.stderr.contains("needs isotope masses, which the data does not have"))
    #expect(run.status == mass.status && run.status == 2)
    #expect(run.stdout.isEmpty)
    let use = ["isotopes": "isotopes", "decay": "decay", "nuclides": "the chart of nuclides"]
    #expect(
      run.stderr
        == "elements: \(file): \(use[arguments[0]]!) needs isotope data, which the data does not "
        + "have\n")
  }

  /// With data without isotopes, which isotopes are natural is unknown: a dash on the tile's
  /// back, null in JSON, never "none" or an empty list.
  @Test func naturalIsotopesUnknownWithoutIsotopeData() throws {
    let file = Repository.fixtures + "/TheElements-Elements.plist"
    let back = Elements.run(["--data", file, "show", "Cl", "--back", "--ascii"])
    #expect(back.status == 0)
    let natural = back.stdout.split(separator: "\n").first { $0.contains("Natural ") }
    #expect(natural?.split(separator: " ").dropFirst().first == "Natural")
    #expect(natural?.split(separator: " ").dropFirst(2).first == "-")
    let json = Elements.run(["--data", file, "show", "Cl", "-f", "json"])
    #expect(json.stdout.contains("\"naturalIsotopes\": null"))
  }
}
