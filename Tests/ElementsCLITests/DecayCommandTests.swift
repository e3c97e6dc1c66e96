import ElementsTestSupport
import Foundation
import Testing

/// `elements decay`, run in process.
@Suite struct DecayCommandTests {
  /// A daughter a data file lacks is missing from the data, not from the built-in data's
  /// source.
  @Test func aDaughterTheDataFileLacks() throws {
    let file = try BuiltInDataFile.write(
      try BuiltInDataFile.entries(keepingIsotopesOf: ["Th"]), name: "decay-data-file")
    defer { try? FileManager.default.removeItem(atPath: file) }
    let run = Elements.run(["--data", file, "decay", "Th-232"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Th-232  14.0 Gy\nα 100 % → Ra-228  not in the data\n"))
  }

  @Test func potassium40() throws {
    let run = Elements.run(["decay", "K-40"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        K-40  1.248 Gy
        ├─ β− 89.28 % → Ca-40  stable
        └─ EC/β+ 10.72 % → Ar-40  stable

        """)
  }

  @Test(arguments: ["U-238", "238U", "uranium-238", "U238"])
  func uraniumSeries(_ words: String) throws {
    let run = Elements.run(["decay", words])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("U-238  4.463 Gy\nα 100 % → Th-234  24.107 d\n"))
    #expect(run.stdout.contains("α 100 % → Pb-206  stable\n"))
    #expect(run.stdout.hasSuffix("13 branches below 0.1 % pruned (--min 0 shows every branch)\n"))
  }

  /// Mo-99's β− feeds the isomer Tc-99m 87.73 % of the time, the ground state the rest;
  /// Cs-137's feeds Ba-137m 94.399 % of the time; Tc-99m decays by IT, and rarely by β−.
  @Test(arguments: [
    (
      ["decay", "Mo-99"],
      """
      Mo-99  65.932 h
      ├─ β− 87.73 % → Tc-99m  6.0066 h
      │  IT ~100 % → Tc-99  211.1 ky
      │  β− 100 % → Ru-99  stable
      └─ β− 12.27 % → Tc-99  211.1 ky  ↑ above
      1 branch below 0.1 % pruned (--min 0 shows every branch)

      """
    ),
    (
      ["decay", "Cs-137"],
      """
      Cs-137  30.04 y
      ├─ β− 94.399 % → Ba-137m  2.552 min
      │  IT 100 % → Ba-137  stable
      └─ β− 5.601 % → Ba-137  stable

      """
    ),
    (
      ["decay", "Tc-99m", "--min", "0"],
      """
      Tc-99m  6.0066 h
      ├─ IT ~100 % → Tc-99  211.1 ky
      │  β− 100 % → Ru-99  stable
      └─ β− 0.0037 % → Ru-99  stable

      """
    ),
  ])
  func isomers(_ words: [String], _ expected: String) throws {
    let run = Elements.run(words)
    #expect(run.status == 0)
    #expect(run.stdout == expected)
  }

  /// The U-238 series goes through Pa-234m, which decays to U-234 and, 0.16 % of the time,
  /// to the ground state Pa-234.
  @Test func uraniumSeriesThroughProtactinium234m() throws {
    let run = Elements.run(["decay", "U-238"])
    #expect(run.status == 0)
    #expect(
      run.stdout.contains(
        "β− 100 % → Pa-234m  1.159 min\n├─ β− ~100 % → U-234  245.5 ky\n"))
    #expect(
      run.stdout.contains(
        "└─ IT 0.16 % → Pa-234  6.70 h\n   β− 100 % → U-234  245.5 ky  ↑ above\n"))
  }

  @Test func stable() throws {
    let run = Elements.run(["decay", "c-12"])
    #expect(run.status == 0)
    #expect(run.stdout == "C-12 is stable: it does not decay.\n")
  }

  /// Radium-226 after 10 My of U-238: secular equilibrium, the same activity.
  @Test func secularEquilibriumInJSON() throws {
    let run = Elements.run([
      "decay", "U-238", "--after", "10My", "--amount", "1g", "--format", "json",
    ])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let members = try #require(object["members"] as? [[String: Any]])
    func activity(_ name: String) -> Double? {
      members.first { $0["nuclide"] as? String == name }?["becquerels"] as? Double
    }
    let uranium = try #require(activity("U-238"))
    let radium = try #require(activity("Ra-226"))
    #expect(abs(radium / uranium - 1) < 1e-3)
    #expect((object["after"] as? [String: Any])?["text"] as? String == "10My")
  }

  @Test func amountsTable() throws {
    let run = Elements.run(["decay", "C-14", "--after", "5730y", "--amount", "1g"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("After 5730 y, from 1 g of C-14:\n"))
    #expect(run.stdout.contains("C-14     5.70 ky    498.2 mg"))
  }

  @Test(arguments: [
    (
      ["decay", "U-999"],
      "elements: no nuclide U-999 is known (from 'U-999'); known: U-215 to U-243\n"
    ),
    (
      ["decay", "Tc-97m"],
      "elements: no nuclide Tc-97m is known (from 'Tc-97m'); known: Tc-83 to Tc-122, and of"
        + " Tc-97 only the ground state\n"
    ),
    (["decay", "Xx-12"], "elements: no element matches 'Xx' (did you mean Xenon?)\n"),
    (
      ["decay", "U-238", "--after", "-5y"],
      "elements: time '-5y' is negative (give a time after the start)\n"
    ),
    (
      ["decay", "U-238", "--after", "5 fortnights"],
      "elements: time '5 fortnights' does not read (give a number and a unit: 30s, 10min,"
        + " 5h, 10d, 5730y, 4.463Gy)\n"
    ),
    (
      ["decay", "U-238", "--amount", "lots"],
      "elements: amount 'lots' does not read (give a positive number and a unit: 1g, 2.5mg,"
        + " 0.1mol, 3.7e10Bq, 5kBq)\n"
    ),
    (
      ["decay", "Fe-56", "--amount", "1Bq"],
      "elements: amount '1Bq' is an activity, but Fe-56 does not decay at a known rate (give"
        + " grams or moles)\n"
    ),
  ])
  func badInput(_ arguments: [String], _ message: String) throws {
    let run = Elements.run(arguments)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == message)
  }

  @Test func badMinimumIsAUsageError() throws {
    let run = Elements.run(["decay", "U-238", "--min", "lots"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix("elements: '--min' takes a percentage from 0 to 100, not 'lots'\n"))
  }

  @Test func svg() throws {
    let run = Elements.run(["decay", "Th-232", "--format", "svg"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<?xml") || run.stdout.hasPrefix("<svg"))
    #expect(run.stdout.contains("Bi-212"))
  }

  /// The isotopes list suggests the chain.
  @Test func isotopesSuggestTheChain() throws {
    let run = Elements.run(["isotopes", "Th"])
    #expect(run.stdout.hasSuffix("Decay chain: elements decay Th-232\n"))
  }
}
