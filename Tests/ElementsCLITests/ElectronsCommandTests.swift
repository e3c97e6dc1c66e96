import ElementsTestSupport
import Foundation
import Testing

/// `elements electrons`, run in process.
@Suite struct ElectronsCommandTests {
  /// With a data file, the configuration and the ground level are the file's, not NIST's:
  /// the report says so, naming the file, and calls the configuration the data's.
  @Test func aDataFileIsCreditedWithItsConfigurations() throws {
    let file = try BuiltInDataFile.write(
      try BuiltInDataFile.entries(keepingIsotopesOf: []), name: "electrons-data-file")
    defer { try? FileManager.default.removeItem(atPath: file) }
    let run = Elements.run(
      ["--data", file, "electrons", "Cu"], environment: ["COLUMNS": "200"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\n  Source              from \(file)\n"))
    #expect(run.stdout.contains("predicted [Ar] 3d⁹ 4s², the data's [Ar] 3d¹⁰ 4s¹\n"))
    #expect(run.stdout.contains("²S₁/₂ (ground level from \(file))\n"))
    #expect(!run.stdout.contains("NIST") && !run.stdout.contains("measured"))
  }

  @Test func oxygenInASCII() throws {
    let run = Elements.run(["electrons", "O", "--ascii"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        Oxygen (O), Z = 8, 8 electrons
          Configuration       1s2 2s2 2p4
          Noble-gas form      [He] 2s2 2p4
          Source              NIST ASD, measured
          Aufbau order        1s 2s 2p
          Term symbol         3P2 (NIST ASD ground level)
          Unpaired electrons  2, paramagnetic
          Valence electrons   6
          Isoelectronic with  F+, Ne2+, Na3+

        Orbitals ([He] core collapsed; --full draws every box) in filling order
                2s    2p
                +--+  +--+--+--+
          [He]  |^v|  |^v|^ |^ |
                +--+  +--+--+--+

        Shells
          K 2  oo
          L 6  oooooo

        """)
  }

  /// UTF-8: superscripts, the term symbol with its parity mark, arrows; no escape codes into a
  /// pipe.
  /// NIST ASD's ground level of Th⁺ is 6d² 7s ⁴F₃/₂ (6d 7s² ²D₃/₂ is an excited level); it
  /// is what the ion rule predicts, so no exception is shown.
  @Test func thoriumIon() throws {
    let run = Elements.run(["electrons", "Th+"], environment: ["LANG": "C.UTF-8"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Noble-gas form      [Rn] 6d² 7s¹\n"))
    #expect(run.stdout.contains("Term symbol         ⁴F₃/₂ (NIST ASD ground level)\n"))
    #expect(run.stdout.contains("Unpaired electrons  3, paramagnetic\n"))
    #expect(!run.stdout.contains("Rule exception"))
  }

  /// Eu³⁺ loses 6s² and a 4f electron, never a 5p one: NIST ASD's Eu IV ground state
  /// [Xe] 4f⁶ ⁷F₀, which is what the rule gives, so no exception is shown.
  @Test func europiumIon() throws {
    let run = Elements.run(["electrons", "Eu3+"], environment: ["LANG": "C.UTF-8"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Noble-gas form      [Xe] 4f⁶\n"))
    #expect(run.stdout.contains("then (n-2)f: [Xe] 4f⁶\n"))
    #expect(!run.stdout.contains("Rule exception"))
    #expect(!run.stdout.contains("5p⁵"))
  }

  /// An anion the free atom does not hold is shown with a note, its configuration marked
  /// hypothetical, exit 0; a measured anion names its literature.
  @Test func anions() throws {
    let nitride = Elements.run(["electrons", "N-"], environment: ["COLUMNS": "200"])
    #expect(nitride.status == 0)
    #expect(nitride.stdout.contains("N⁻ is not a bound species: nitrogen has no positive"))
    #expect(nitride.stdout.contains("hypothetical, by the textbook rule"))
    let calcium = Elements.run(["electrons", "Ca-", "-f", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(calcium.stdout.utf8)) as? [String: Any])
    #expect(object["nobleGasConfiguration"] as? String == "[Ar] 4s2 4p1")
    #expect(object["configurationSource"] as? String == "literature")
    #expect(object["reference"] as? String == "Andersen 2004")
    #expect(object["binding"] as? String == "bound")
    #expect(object["aufbauException"] as? Bool == true)
    let neon = Elements.run(["electrons", "Ne-", "-f", "json"])
    #expect(neon.status == 0)
    #expect(neon.stdout.contains(#""binding": "unbound""#))
    let oxide = Elements.run(["electrons", "O2-"])
    #expect(oxide.stdout.contains("not bound as a free ion"))
  }

  /// Lead's ground level with NIST's LS label, as textbooks write it.
  @Test func lead() throws {
    let run = Elements.run(["electrons", "Pb"], environment: ["LANG": "C.UTF-8"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Term symbol         ³P₀ (NIST ASD ground level)\n"))
  }

  @Test func ironInUnicode() throws {
    let run = Elements.run(["electrons", "Fe"], environment: ["LANG": "C.UTF-8"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Noble-gas form      [Ar] 3d⁶ 4s²"))
    #expect(run.stdout.contains("Term symbol         ⁵D₄ (NIST ASD ground level)"))
    #expect(run.stdout.contains("│↑↓│↑ │↑ │↑ │↑ │"))
    #expect(!run.stdout.contains("\u{1B}"))
    let nitrogen = Elements.run(["electrons", "N"], environment: ["LANG": "C.UTF-8"])
    #expect(nitrogen.stdout.contains("⁴S°₃/₂"))
  }

  /// Every line fits the terminal, the shell rows cut with their ellipsis included.
  @Test(arguments: ["U", "Og", "Fe"])
  func everyLineFitsTheColumns(symbol: String) throws {
    for width in 24...40 {
      let run = Elements.run(["electrons", symbol], environment: ["COLUMNS": "\(width)"])
      #expect(run.status == 0)
      let lines = run.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= width }, "\(symbol) at \(width) columns")
    }
  }

  @Test func aufbauExceptionAndFullDiagram() throws {
    let run = Elements.run(["electrons", "Cu", "--full", "--by-shell", "--ascii"])
    #expect(run.status == 0)
    #expect(
      run.stdout.contains("Aufbau exception    predicted [Ar] 3d9 4s2, measured [Ar] 3d10 4s1"))
    #expect(run.stdout.contains("Orbitals by shell"))
    // By shell, 3d comes before 4s.
    let labels = try #require(run.stdout.split(separator: "\n").first { $0.contains("3d") })
    #expect(
      labels.contains("3d")
        && labels.range(of: "3d")!.lowerBound
          < (labels.range(of: "4s")?.lowerBound ?? labels.endIndex)
    )
  }

  @Test func ionsAsJSON() throws {
    let run = Elements.run(["electrons", "Fe3+", "--format", "json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["species"] as? String == "Fe3+")
    #expect(object["configuration"] as? String == "1s2 2s2 2p6 3s2 3p6 3d5")
    #expect(object["nobleGasConfiguration"] as? String == "[Ar] 3d5")
    #expect(object["configurationSource"] as? String == "measured")
    #expect(object["unpairedElectrons"] as? Int == 5)
    #expect(object["magnetism"] as? String == "paramagnetic")
    #expect(object["termSymbol"] as? String == "6S5/2")
    #expect(object["aufbauException"] as? Bool == false)
    #expect(object["predictedNobleGasConfiguration"] as? String == "[Ar] 3d5")
    let subshells = try #require(object["subshells"] as? [[String: Any]])
    #expect(subshells.last?["subshell"] as? String == "3d")
    #expect(subshells.last?["unpaired"] as? Int == 5)
    let chloride = Elements.run(["electrons", "Cl-", "-f", "json"])
    let anion = try #require(
      try JSONSerialization.jsonObject(with: Data(chloride.stdout.utf8)) as? [String: Any])
    #expect(anion["configurationSource"] as? String == "textbookRule")
    #expect(anion["isoelectronicWith"] as? [String] == ["Ar", "K+", "Ca2+", "Sc3+", "S2-", "P3-"])
    // An ion with a noble gas's electrons is that gas alone, in JSON as in the report.
    #expect(anion["nobleGasConfiguration"] as? String == "[Ar]")
    #expect(anion["predictedNobleGasConfiguration"] as? String == "[Ar]")
    let titanium = Elements.run(["electrons", "Ti4+", "-f", "json"])
    #expect(titanium.stdout.contains(#""nobleGasConfiguration": "[Ar]""#))
    #expect(Elements.run(["electrons", "Ti4+"]).stdout.contains("[Ar]"))
  }

  @Test func svgDrawsTheSameReport() throws {
    let run = Elements.run(["electrons", "Fe", "--format", "svg"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<svg") || run.stdout.hasPrefix("<?xml"))
    #expect(run.stdout.contains("⁵D₄"))
  }

  /// Bad input: one line on stderr naming the user's words, exit 2, nothing on stdout.
  @Test(arguments: [
    ("Fe27+", "elements: 'Fe27+' is not possible: Iron has only 26 electrons to lose\n"),
    (
      "H2-",
      "elements: 'H2-' is not possible: Hydrogen takes at most 1 extra electron (up to the next noble gas's configuration)\n"
    ),
    (
      "Fe2",
      "elements: 'Fe2' is not an element or an ion: write an ion's charge with its sign, as in Fe3+ or O2-\n"
    ),
    (
      "Fe+-",
      "elements: 'Fe+-' is not an element or an ion: a charge has one sign, as in Fe3+ or O2-\n"
    ),
    ("Irn3+", "elements: no element matches 'Irn' in 'Irn3+' (did you mean Iron?)\n"),
  ])
  func badInput(text: String, message: String) throws {
    let run = Elements.run(["electrons", text])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == message)
  }
}
