import Foundation
import Testing

/// Formulas as people type and paste them: surrounding spaces, the wrong case, and lists on
/// standard input (`-`).
@Suite struct FormulaInputTests {
  @Test(arguments: ["H2O ", " H2O", "\tH2O  "])
  func spacesAroundAFormulaAreNotPartOfIt(typed: String) throws {
    let run = Elements.run(["mass", typed])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("H2O\n"))
  }

  @Test(arguments: [("co2", "CO2 or Co2"), ("nacl", "NaCl"), ("h2so4", "H2SO4")])
  func aFormulaInTheWrongCaseGetsADidYouMean(typed: String, meant: String) throws {
    let run = Elements.run(["mass", typed])
    #expect(run.status == 2)
    #expect(run.stderr.contains("(did you mean \(meant)?)"), "\(run.stderr)")
  }

  @Test func formulasAndElementsComeFromStandardInput() throws {
    let mass = Elements.run(["mass", "-"], input: "H2O\n\n  NaCl \r\n")
    #expect(mass.status == 0, "\(mass.stderr)")
    #expect(mass.stdout == (Elements.run(["mass", "H2O", "NaCl"])).stdout)
    let show = Elements.run(["wiki", "-", "Au"], input: "Fe\niron\n")
    #expect(show.stdout.split(separator: "\n").count == 3)
    let tiles = Elements.run(["show", "-"], input: "O\n")
    #expect(tiles.stdout == (Elements.run(["show", "O"])).stdout)
  }

  @Test(arguments: [("", "is empty"), ("\n  \r\n\t\n", "has only blank lines")])
  func standardInputWithNothingOnItIsAUsageError(input: String, problem: String) throws {
    for arguments in [["mass", "-"], ["show", "-"], ["wiki", "Fe", "-"]] {
      let run = Elements.run(arguments, input: input)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stdout.isEmpty, "\(arguments)")
      #expect(
        run.stderr.hasPrefix("elements: standard input for '-' \(problem)\n"),
        "\(arguments): \(run.stderr)")
    }
  }
}
