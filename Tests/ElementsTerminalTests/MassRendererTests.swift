import ElementsCore
import ElementsData
import ElementsTerminal
import ElementsTestSupport
import Testing

/// `elements mass` output: text blocks, JSON, CSV and TSV, and errors, compared whole.
@Suite struct MassRendererTests {
  private static let table = TableMassData.bare
  private static let reference = ReferenceMassData()

  private func weigh(_ text: String, _ data: some FormulaMassData = table) throws -> FormulaMass {
    try FormulaMass(ChemicalFormula(parsing: text), data: data)
  }

  /// Several formulas print one block each, a blank line between; no uncertainty in the data
  /// is said so.
  @Test func blocks() throws {
    let text = MassRenderer.render([try weigh("H2O"), try weigh("CuSO4·5H2O")], style: .plain)
      .encoded(.plain)
    #expect(
      text == """
        H2O
          Hill formula  H2O
          Molar mass    18.015 g/mol
                        standard atomic weights; the data gives no uncertainty
          Atoms         3

          Element  Count  Mass (g/mol)  Mass %
          H            2         2.016   11.19
          O            1        15.999   88.81

        CuSO4·5H2O
          Hill formula  CuH10O9S
          Molar mass    249.677 g/mol
                        standard atomic weights; the data gives no uncertainty
          Atoms         21

          Element  Count  Mass (g/mol)  Mass %
          Cu           1        63.546   25.45
          H           10        10.080    4.04
          O            9       143.991   57.67
          S            1        32.060   12.84
        """
        + "\n")
  }

  /// ASCII: the joiner as '.'.
  @Test func ascii() throws {
    let style = TerminalStyle(color: false, unicode: false, width: 80)
    #expect(
      MassRenderer.render([try weigh("CuSO4·5H2O")], style: style).encoded(style) == """
        CuSO4.5H2O
          Hill formula  CuH10O9S
          Molar mass    249.677 g/mol
                        standard atomic weights; the data gives no uncertainty
          Atoms         21

          Element  Count  Mass (g/mol)  Mass %
          Cu           1        63.546   25.45
          H           10        10.080    4.04
          O            9       143.991   57.67
          S            1        32.060   12.84
        """
        + "\n")
  }

  /// With isotope data: the uncertainty, the monoisotopic mass and the isotope pattern.
  @Test func isotopeData() throws {
    #expect(
      MassRenderer.render(
        [try weigh("CDCl3", Self.reference)], style: .plain, isotopePattern: true
      ).encoded(.plain) == """
        CDCl3
          Hill formula  CDCl3
          Molar mass    120.375 ± 0.032 g/mol
          Atoms         5
          Monoisotopic  118.920660 Da

          Element  Count  Mass (g/mol)  Mass %
          C            1        12.011    9.98
          D            1         2.014    1.67
          Cl           3       106.350   88.35

          Isotope peak (Da)  Intensity %
                   118.9207       100.00
                   119.9240         1.08
                   120.9177        95.99
                   121.9211         1.04
                   122.9148        30.71
                   123.9181         0.33
                   124.9118         3.28
        """
        + "\n")
  }

  /// A narrow terminal: labels inline, notes wrapped, short headings; nothing wider than 30.
  @Test func narrow() throws {
    let style = TerminalStyle(color: false, unicode: true, width: 30)
    let text = MassRenderer.render([try weigh("TcO4^-")], style: style).encoded(style)
    #expect(
      text == """
        TcO4^-
          Hill formula: O4Tc^-
          Molar mass: 160.997 g/mol
          not all standard weights:
            Tc has none; longest-lived
            isotope used
          Charge: 1-
          Atoms: 5

              Count   g/mol      %
          O       4  63.996  39.75
          Tc      1  97.000  60.25
        """
        + "\n")
    #expect(text.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= 30 })
  }

  /// Colour: the formula in bold; ASCII: "+/-" for the uncertainty, subscripts as digits.
  @Test func colourAndASCII() throws {
    let style = TerminalStyle(color: true, unicode: false, width: 80)
    #expect(
      MassRenderer.render([try weigh("H₂O", Self.reference)], style: style, isotopePattern: true)
        .encoded(style)
          == """
          \u{1B}[1mH2O\u{1B}[0m
            Hill formula  H2O
            Molar mass    18.0150 +/- 0.0014 g/mol
            Atoms         3
            Monoisotopic  18.010565 Da

            Element  Count  Mass (g/mol)  Mass %
            H            2         2.016   11.19
            O            1        15.999   88.81

            Isotope peak (Da)  Intensity %
                      18.0106       100.00
                      20.0148         0.21
          """
        + "\n")
  }

  /// The pattern asked for where there is none: a line says why.
  @Test func noPattern() throws {
    let style = TerminalStyle(color: false, unicode: true, width: 60)
    let text = MassRenderer.render([try weigh("O2")], style: style, isotopePattern: true).encoded(
      style)
    #expect(
      text == """
        O2
          Hill formula  O2
          Molar mass    31.998 g/mol
                        standard atomic weights; the data gives no
                        uncertainty
          Atoms         2

          Element  Count  Mass (g/mol)  Mass %
          O            2        31.998  100.00

          No isotope pattern: it needs isotope data for every
          element, and at most 100000 atoms.
        """
        + "\n")
    // Without asking, no pattern even with isotope data; the monoisotopic mass stays.
    let plain = MassRenderer.render([try weigh("Cl2", Self.reference)], style: .plain).encoded(
      .plain)
    #expect(!plain.contains("Isotope peak"))
    #expect(plain.contains("  Monoisotopic  69.937705 Da\n"))
  }

  /// The grammar text fits a 78-column help screen.
  @Test func grammarText() {
    #expect(
      FormulaGrammar.text.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= 78 })
    #expect(FormulaGrammar.text.hasPrefix("Formulas\n"))
  }

  /// A long formula in colour: the title is cut before it is painted, so its reset survives.
  @Test func longColouredTitle() throws {
    let formula = "C6H12" + String(repeating: "C", count: 80) + "O6"
    let style = TerminalStyle(color: true, unicode: true, width: 40)
    let title = MassRenderer.render([try weigh(formula)], style: style).encoded(style).split(
      separator: "\n")[0]
    #expect(title == "\u{1B}[1mC6H12" + String(repeating: "C", count: 34) + "…\u{1B}[0m")
  }

  /// One formula: one object.
  @Test func jsonObject() throws {
    #expect(
      DataFormatter.massJSON([try weigh("H2O")]) == """
        {
          "formula": "H2O",
          "hill": "H2O",
          "molarMass": 18.015,
          "uncertainty": null,
          "standardWeights": true,
          "conventionalWeights": false,
          "monoisotopicMass": null,
          "charge": 0,
          "atoms": 3,
          "composition": [
            {"symbol": "H", "massNumber": null, "count": 2, "mass": 2.016, "fraction": 0.11190674437968359},
            {"symbol": "O", "massNumber": null, "count": 1, "mass": 15.999, "fraction": 0.8880932556203164}
          ],
          "isotopePattern": []
        }
        """
        + "\n")
  }

  /// Several formulas: an array of objects; fractions exact, masses to 9 decimals.
  @Test func jsonArray() throws {
    let masses = [try weigh("CDCl3", Self.reference), try weigh("SO4^2-")]
    #expect(
      DataFormatter.massJSON(masses) == """
        [
          {
            "formula": "CDCl3",
            "hill": "CDCl3",
            "molarMass": 120.375101778,
            "uncertainty": 0.032,
            "standardWeights": true,
            "conventionalWeights": false,
            "monoisotopicMass": 118.920659824,
            "charge": 0,
            "atoms": 5,
            "composition": [
              {"symbol": "C", "massNumber": null, "count": 1, "mass": 12.011, "fraction": 0.09977977025630377},
              {"symbol": "D", "massNumber": 2, "count": 1, "mass": 2.014101778, "fraction": 0.016731880167648535},
              {"symbol": "Cl", "massNumber": null, "count": 3, "mass": 106.35, "fraction": 0.8834883495760476}
            ],
            "isotopePattern": [
              {"mass": 118.920659824, "intensity": 100},
              {"mass": 119.924014659, "intensity": 1.081572829},
              {"mass": 120.917709744, "intensity": 95.987328405},
              {"mass": 121.921064579, "intensity": 1.038172864},
              {"mass": 122.914759664, "intensity": 30.711890715},
              {"mass": 123.918114499, "intensity": 0.332171465},
              {"mass": 124.911809584, "intensity": 3.2755026}
            ]
          },
          {
            "formula": "SO4^2-",
            "hill": "O4S^2-",
            "molarMass": 96.05709716,
            "uncertainty": null,
            "standardWeights": true,
            "conventionalWeights": false,
            "monoisotopicMass": null,
            "charge": -2,
            "atoms": 5,
            "composition": [
              {"symbol": "O", "massNumber": null, "count": 4, "mass": 63.996, "fraction": 0.6662363621220954},
              {"symbol": "S", "massNumber": null, "count": 1, "mass": 32.06, "fraction": 0.33376363787790453}
            ],
            "isotopePattern": []
          }
        ]
        """
        + "\n")
  }

  /// CSV and TSV: a header row, then one row per formula.
  @Test func delimited() throws {
    let masses = [try weigh("H2O"), try weigh("CDCl3", Self.reference), try weigh("CuSO4·5H2O")]
    #expect(
      DataFormatter.massDelimited(masses, separator: ",") == """
        formula,hill,molarMass,uncertainty,monoisotopicMass,charge,atoms
        H2O,H2O,18.015,,,0,3
        CDCl3,CDCl3,120.375101778,0.032,118.920659824,0,5
        CuSO4·5H2O,CuH10O9S,249.677,,,0,21
        """
        + "\n")
    #expect(
      DataFormatter.massDelimited(Array(masses.prefix(1)), separator: "\t")
        == "formula\thill\tmolarMass\tuncertainty\tmonoisotopicMass\tcharge\tatoms\n"
        + "H2O\tH2O\t18.015\t\t\t0\t3\n")
  }

  private func error(_ formula: String, _ style: TerminalStyle = .plain) -> String {
    do throws(FormulaError) {
      _ = try FormulaMass(ChemicalFormula(parsing: formula), data: Self.table)
      return "weighed"
    } catch {
      return MassRenderer.error(error, style: style)
    }
  }

  /// Errors: the message, the formula, a caret under the problem.
  @Test func errors() {
    let ascii = TerminalStyle(color: false, unicode: false, width: 80)
    let text =
      error("C[H") + error("CuSO4··5H2O") + error("CuSO4··5H2O", ascii) + error("")
      + error("H2O\u{1B}[31m") + error("[13C]O2")
    #expect(
      text == """
        elements: not a formula: 'C[H': '[' is never closed
          C[H
           ^
        elements: not a formula: 'CuSO4··5H2O': two joiners in a row ('··')
          CuSO4··5H2O
                ^
        elements: not a formula: 'CuSO4..5H2O': two joiners in a row ('..')
          CuSO4..5H2O
                ^
        elements: not a formula: '': the formula is empty
        elements: not a formula: 'H2O?[31m': unexpected '?'
          H2O?[31m
             ^
        elements: cannot weigh: '[13C]O2': '[13C]' needs isotope masses, which the data does not have
          [13C]O2
          ^
        """
        + "\n")
  }

  /// A long formula: quoted short in the message, and a window around the problem below.
  @Test func longError() {
    let formula = String(repeating: "H2", count: 60) + "Xx" + String(repeating: "O", count: 50)
    let style = TerminalStyle(color: false, unicode: true, width: 40)
    #expect(
      error(formula, style) == """
        elements: not a formula: 'H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2H2...': 'Xx' is not an element symbol
          …2H2H2H2H2H2H2H2H2H2H2H2H2H2XxOOOOOOO…
                                      ^
        """
        + "\n")
  }
}
