import Foundation
import Testing

/// `elements isotopes` through the binary.
@Suite struct IsotopesCommandTests {
  @Test func uraniumNatural() throws {
    let run = try Elements.run(["isotopes", "U"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        Uranium: 3 natural isotopes

        Isotope      Mass (Da)  Abundance  Half-life  Decay
        U-238    238.050786936  99.2742 %  4.463 Gy   α, SF, 2β-
        U-235    235.043928117   0.7204 %  704 My     α, SF, 20Ne, 25Ne, 28Mg
        U-234    234.040950296   0.0054 %  245.5 ky   α, SF, 28Mg, 26Ne

        """)
  }

  @Test func chlorineAsJSON() throws {
    let run = try Elements.run(["isotopes", "Cl", "--format", "json"])
    #expect(run.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.map { $0["isotope"] as? String } == ["Cl-35", "Cl-37"])
    #expect(array[0]["abundance"] as? Double == 75.8)
    #expect(array[0]["stable"] as? Bool == true)
    #expect(array[1]["neutrons"] as? Int == 20)
  }

  /// Technetium has no natural isotope: the text says so and lists all; JSON lists exactly
  /// what was asked for.
  /// With no natural isotope, every format lists the known ones, as the text does.
  @Test(arguments: ["Tc", "Pm", "Og"])
  func noNaturalIsotopeListsTheKnownInEveryFormat(symbol: String) throws {
    let all = try Elements.run(["isotopes", symbol, "--all", "--format", "json"])
    let json = try Elements.run(["isotopes", symbol, "--format", "json"])
    #expect(json.status == 0)
    #expect(json.stdout != "[]\n")
    #expect(json.stdout == all.stdout)
    let csv = try Elements.run(["isotopes", symbol, "--format", "csv"])
    #expect(
      csv.stdout == (try Elements.run(["isotopes", symbol, "--all", "--format", "csv"])).stdout)
  }

  @Test func technetium() throws {
    let run = try Elements.run(["isotopes", "Tc"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "Technetium: no isotope occurs in nature (40 known)")
    #expect(lines[2].hasPrefix("Isotope "))
    #expect(lines.count == 3 + 40 + 1)
    #expect(lines[3].hasPrefix("Tc-83 "))
    let all = try Elements.run(["isotopes", "Tc", "--all"])
    #expect(all.stdout.hasPrefix("Technetium: 40 known isotopes\n"))
    #expect(all.stdout.hasSuffix(run.stdout.drop { $0 != "\n" }))
  }

  @Test func unknownElement() throws {
    let run = try Elements.run(["isotopes", "Irn"])
    #expect(run.status == 1)
    #expect(run.stderr == "elements: no element matches 'Irn' (did you mean Iron?)\n")
  }
}
