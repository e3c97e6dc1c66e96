import Foundation
import Testing

/// `elements isotopes`, run in process.
@Suite struct IsotopesCommandTests {
  @Test func uraniumNatural() throws {
    let run = Elements.run(["isotopes", "U"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        Uranium: 3 natural isotopes

        Isotope    Mass (Da)  Abundance  Half-life  Decay
        U-238    238.0507869  99.2742 %  4.463 Gy   α 100 %, SF 5.44e-05 %, 2β− 2.2e-10…
        U-235    235.0439281   0.7204 %  704 My     α 100 %, SF 7e-09 %, 20Ne 8e-10 %, …
        U-234    234.0409503   0.0054 %  245.5 ky   α 100 %, SF 1.64e-09 %, 28Mg 1.4e-1…

        Decay chain: elements decay U-238

        """)
  }

  @Test func chlorineAsJSON() throws {
    let run = Elements.run(["isotopes", "Cl", "--format", "json"])
    #expect(run.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.map { $0["isotope"] as? String } == ["Cl-35", "Cl-37"])
    #expect(array[0]["abundance"] as? Double == 75.76)
    #expect(array[0]["stable"] as? Bool == true)
    #expect(array[1]["neutrons"] as? Int == 20)
  }

  /// Decay modes in JSON are objects with the mode, its intensity in percent and the relation.
  @Test func decayModesAsJSONObjects() throws {
    let run = Elements.run(["isotopes", "U", "--format", "json"])
    #expect(run.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    let u238 = try #require(array.first { $0["isotope"] as? String == "U-238" })
    let modes = try #require(u238["decayModes"] as? [[String: Any]])
    #expect(modes.map { $0["mode"] as? String } == ["A", "SF", "2B-"])
    #expect(modes[1]["intensity"] as? Double == 5.44e-5)
    #expect(modes[1]["relation"] as? String == "=")
    #expect(u238["halfLifeUncertainty"] as? Double == 0.003)
    let all = Elements.run(["isotopes", "Na", "--all", "--format", "json"])
    let sodium = try #require(
      try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
    // "=?": observed, intensity unknown: kept, without an intensity.
    let unknown = sodium.flatMap { ($0["decayModes"] as? [[String: Any]]) ?? [] }.filter {
      $0["relation"] as? String == "?"
    }
    #expect(!unknown.isEmpty && unknown.allSatisfy { $0["intensity"] is NSNull })
  }

  /// With no natural isotope, every format lists the known ones, as the text does.
  @Test(arguments: ["Tc", "Pm", "Og"])
  func noNaturalIsotopeListsTheKnownInEveryFormat(symbol: String) throws {
    let all = Elements.run(["isotopes", symbol, "--all", "--format", "json"])
    let json = Elements.run(["isotopes", symbol, "--format", "json"])
    #expect(json.status == 0)
    #expect(json.stdout != "[]\n")
    #expect(json.stdout == all.stdout)
    let csv = Elements.run(["isotopes", symbol, "--format", "csv"])
    #expect(
      csv.stdout == (Elements.run(["isotopes", symbol, "--all", "--format", "csv"])).stdout)
  }

  /// The help says what the formats list for an element with no natural isotope.
  @Test func helpSaysEveryFormatListsTheKnown() throws {
    let help = Elements.run(["help", "isotopes"])
    let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("JSON, CSV and TSV list the same isotopes, each with a null abundance"))
    #expect(!text.contains("empty list"))
  }

  @Test func technetium() throws {
    let run = Elements.run(["isotopes", "Tc"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "Technetium: no isotope occurs in nature (40 known)")
    #expect(lines[2].hasPrefix("Isotope "))
    // The title, a blank line, the header, 40 isotopes and the isomer Tc-99m, a blank line,
    // the decay chain to try.
    #expect(lines.count == 3 + 41 + 2 + 1)
    #expect(lines[45] == "Decay chain: elements decay Tc-97")
    #expect(lines.contains { $0.hasPrefix("Tc-99m ") && $0.contains("6.0066 h   IT ~100 %") })
    #expect(lines[3].hasPrefix("Tc-83 "))
    let all = Elements.run(["isotopes", "Tc", "--all"])
    #expect(all.stdout.hasPrefix("Technetium: 40 known isotopes and 1 isomer\n"))
    #expect(all.stdout.hasSuffix(run.stdout.drop { $0 != "\n" }))
  }

  @Test func unknownElement() throws {
    let run = Elements.run(["isotopes", "Irn"])
    #expect(run.status == 1)
    #expect(run.stderr == "elements: no element matches 'Irn' (did you mean Iron?)\n")
  }
}
