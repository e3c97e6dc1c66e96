import Foundation
import Testing

/// `elements mass`, run in process: the block, JSON, CSV, and formula errors with their
/// caret and exit status.
@Suite struct MassCommandTests {
  @Test func hydrateAsText() throws {
    let run = Elements.run(["mass", "CuSO4·5H2O"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        CuSO4·5H2O
          Hill formula  CuH10O9S
          Molar mass    249.677 ± 0.034 g/mol
                        includes conventional atomic weights
          Atoms         21
          Monoisotopic  248.934150 Da

          Element  Count  Mass (g/mol)  Mass %
          Cu           1        63.546   25.45
          H           10        10.080    4.04
          O            9       143.991   57.67
          S            1        32.060   12.84

        """)
    #expect(run.stdoutIsPlain)
  }

  /// Textbook molar masses, rounded; a dot joins parts as · does, never a decimal point.
  @Test(arguments: [
    ("H2O", "18.0150 ± 0.0014 g/mol"), ("C6H12O6", "180.156 ± 0.020 g/mol"),
    ("CuSO4.5H2O", "249.677 ± 0.034 g/mol"), ("K4[Fe(CN)6]", "368.346 ± 0.020 g/mol"),
    ("D2O", "20.0272 ± 0.0010 g/mol"), ("[13C]O2", "45.0014 ± 0.0020 g/mol"),
    ("SO4^2-", "96.057 ± 0.024 g/mol"),
  ])
  func molarMass(formula: String, expected: String) throws {
    let run = Elements.run(["mass", formula])
    #expect(run.status == 0)
    #expect(run.stdout.contains("  Molar mass    " + expected + "\n"), "\(run.stdout)")
  }

  @Test func severalAsJSONAreAnArray() throws {
    let run = Elements.run(["mass", "H2O", "D2O", "--format", "json"])
    #expect(run.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.map { $0["formula"] as? String } == ["H2O", "D2O"])
    #expect(array[0]["molarMass"] as? Double == 18.015)
    #expect(array[0]["uncertainty"] as? Double == 0.0014)
    #expect(array[0]["monoisotopicMass"] as? Double == 18.010564683)
    #expect(array[1]["molarMass"] as? Double == 20.027203556)
    let composition = try #require(array[1]["composition"] as? [[String: Any]])
    #expect(composition[0]["symbol"] as? String == "D")
    #expect(composition[0]["massNumber"] as? Int == 2)
    let one = Elements.run(["mass", "H2O", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any]
    #expect(object?["hill"] as? String == "H2O", "one formula is one object")
  }

  @Test func csvAndTSV() throws {
    let csv = Elements.run(["mass", "H2O", "SO4^2-", "--format", "csv"])
    #expect(
      csv.stdout == """
        formula,hill,molarMass,uncertainty,monoisotopicMass,charge,atoms
        H2O,H2O,18.015,0.0014,18.010564683,0,3
        SO4^2-,O4S^2-,96.05709716,0.024,95.952826811,-2,5

        """)
    let tsv = Elements.run(["mass", "H2O", "-f", "tsv"])
    #expect(
      tsv.stdout.split(separator: "\n").last == "H2O\tH2O\t18.015\t0.0014\t18.010564683\t0\t3")
  }

  /// Each error: the message, the formula and a caret on stderr, nothing on stdout, status 2.
  @Test(arguments: [
    ("C[H", "not a formula: 'C[H': '[' is never closed", 1),
    ("Xx", "not a formula: 'Xx': 'Xx' is not an element symbol", 0),
    ("H0", "not a formula: 'H0': a count must be at least 1, not '0'", 1),
    ("CuSO4..5H2O", "not a formula: 'CuSO4..5H2O': two joiners in a row ('..')", 6),
    ("[300C]", "cannot weigh: '[300C]': C has no isotope 300 (the data knows 8-23)", 0),
    ("Fe0+", "not a formula: 'Fe0+': a charge must be at least 1, not '0'", 2),
    (
      "C^5-",
      "not a formula: 'C^5-': charge 5- is more than the atom can take: at most 4 electrons each", 1
    ),
    (
      "CO^32-",
      "not a formula: 'CO^32-': charge 32- is more than the 2 atoms can take: at most 4 "
        + "electrons each", 2
    ),
  ])
  func errorWithCaret(formula: String, message: String, column: Int) throws {
    let run = Elements.run(["mass", formula])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    let caret = String(repeating: " ", count: 2 + column) + "^"
    #expect(run.stderr == "elements: \(message)\n  \(formula)\n\(caret)\n")
  }

  /// Good formulas are printed, each bad one reported, and the status says one failed.
  @Test func someGoodSomeBad() throws {
    let run = Elements.run(["mass", "H2O", "Xx", "CO2", "C[H", "--format", "csv"])
    #expect(run.status == 2)
    #expect(
      run.stdout == """
        formula,hill,molarMass,uncertainty,monoisotopicMass,charge,atoms
        H2O,H2O,18.015,0.0014,18.010564683,0,3
        CO2,CO2,44.009,0.004,43.989829239,0,3

        """)
    #expect(
      run.stderr == """
        elements: not a formula: 'Xx': 'Xx' is not an element symbol
          Xx
          ^
        elements: not a formula: 'C[H': '[' is never closed
          C[H
           ^

        """)
  }

  @Test func patternOnRequest() throws {
    let run = Elements.run(["mass", "Cl2", "--pattern"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Isotope peak (Da)"), "\(run.stdout)")
    #expect(!(Elements.run(["mass", "Cl2"]).stdout.contains("Isotope peak (Da)")))
  }

  @Test func helpShowsTheGrammar() throws {
    let run = Elements.run(["help", "mass"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\nFormulas\n  Element symbols are case-sensitive"))
    #expect(run.stdout.contains("  A dot is never a decimal point.\n"))
    #expect(run.stdout.contains("digits (H₂O)."))
    // Without UTF-8, characters outside ASCII are shown as code points.
    let ascii = Elements.run(["mass", "--help"], environment: ["LANG": "C"])
    #expect(ascii.stdout.contains("digits (H<U+2082>O)."))
    #expect(ascii.stdoutBytes.allSatisfy { $0 < 0x80 })
  }

  /// A word is not a formula: one line that says formulas are case-sensitive element symbols,
  /// quoting the word, exit 2; an element's name gets its symbol; never an odd capitalisation
  /// such as WAtEr.
  @Test(arguments: [
    ("water", ", as in H2O or NaCl"), ("salt", ", as in H2O or NaCl"),
    ("sugar", ", as in H2O or NaCl"), ("hello", ", as in H2O or NaCl"),
    ("iron", "; iron is the element Fe (did you mean Fe?)"),
  ])
  func aWordIsNotAFormula(word: String, hint: String) throws {
    let run = Elements.run(["mass", word])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "elements: not a formula: '\(word)': formulas are written with case-sensitive "
        + "element symbols\(hint)\n")
  }

  /// A real case slip keeps its caret and names the formula meant.
  @Test(arguments: [("NACL", "NaCl"), ("h2o", "H2O"), ("nacl", "NaCl"), ("kmno4", "KMnO4")])
  func aCaseSlipSuggestsTheFormula(text: String, formula: String) throws {
    let run = Elements.run(["mass", text])
    #expect(run.status == 2)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first?.hasSuffix("(did you mean \(formula)?)") == true)
    #expect(lines.dropFirst().first == "  \(text)")
  }
}
