import Foundation
import Testing

/// `elements balance`, `elements empirical` and `mass --grams` through the binary: text, ASCII,
/// JSON, every outcome's message and exit status, and usage errors with a caret.
@Suite struct BalanceCommandTests {
  @Test func balancedText() throws {
    let run = Elements.run(["balance", "Fe + O2 -> Fe2O3"], environment: ["LANG": "C.UTF-8"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        4 Fe + 3 O₂ → 2 Fe₂O₃

          Atoms  Reactants  Products
          Fe             4         4
          O              6         6

          Species  Side      Coefficient    g/mol
          Fe       reactant            4   55.845
          O₂       reactant            3   31.998
          Fe₂O₃    product             2  159.687

        """)
    #expect(run.stdoutIsPlain)
  }

  /// The ASCII fallback, words joined, and the K4[Fe(CN)6] classic.
  @Test func asciiAndClassic() throws {
    let ascii = Elements.run(["--ascii", "balance", "H2", "+", "O2", "=", "H2O"])
    #expect(ascii.status == 0)
    #expect(ascii.stdout.hasPrefix("2 H2 + O2 -> 2 H2O\n"))
    let classic = Elements.run([
      "balance", "--ascii",
      "K4[Fe(CN)6] + KMnO4 + H2SO4 -> KHSO4 + Fe2(SO4)3 + MnSO4 + HNO3 + CO2 + H2O",
    ])
    #expect(classic.status == 0)
    #expect(
      classic.stdout.hasPrefix(
        "10 K4[Fe(CN)6] + 122 KMnO4 + 299 H2SO4 -> 162 KHSO4 + 5 Fe2(SO4)3 + 122 MnSO4\n"
          + "    + 60 HNO3 + 60 CO2 + 188 H2O\n"))
  }

  /// An equilibrium arrow is echoed: ⇌ in Unicode, <=> in ASCII and JSON; -> stays →.
  @Test func equilibriumArrow() throws {
    let unicode = Elements.run(
      ["balance", "N2 + 3H2 <=> 2NH3"], environment: ["LANG": "C.UTF-8"])
    #expect(unicode.status == 0)
    #expect(unicode.stdout.hasPrefix("N₂ + 3 H₂ ⇌ 2 NH₃\n"), "\(unicode.stdout)")
    let ascii = Elements.run(["--ascii", "balance", "N2 + 3H2 ⇌ 2NH3"])
    #expect(ascii.stdout.hasPrefix("N2 + 3 H2 <=> 2 NH3\n"))
    let json = Elements.run(["balance", "N2 + H2 ⇌ NH3", "--format", "json"])
    #expect(json.stdout.contains("\"equation\": \"N2 + 3 H2 <=> 2 NH3\""))
    let oneWay = Elements.run(["balance", "N2 + H2 -> NH3"], environment: ["LANG": "C.UTF-8"])
    #expect(oneWay.stdout.hasPrefix("N₂ + 3 H₂ → 2 NH₃\n"))
  }

  /// JSON: the equation in ASCII, reactants and products with formula, coefficient and molar
  /// mass; amounts with full numbers.
  @Test func json() throws {
    let run = Elements.run([
      "balance", "Fe + O2 -> Fe2O3", "--format", "json", "--given", "Fe=10.0g", "--given",
      "O2=10.0g", "--redox",
    ])
    #expect(run.status == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["outcome"] as? String == "balanced")
    #expect(object["equation"] as? String == "4 Fe + 3 O2 -> 2 Fe2O3")
    let reactants = try #require(object["reactants"] as? [[String: Any]])
    #expect(reactants.map { $0["formula"] as? String } == ["Fe", "O2"])
    #expect(reactants.map { $0["coefficient"] as? Int } == [4, 3])
    #expect(abs((reactants[0]["molarMass"] as? Double ?? 0) - 55.845) < 1e-9)
    let products = try #require(object["products"] as? [[String: Any]])
    #expect(abs((products[0]["grams"] as? Double ?? 0) - 14.2966) < 0.001)
    let amounts = try #require(object["amounts"] as? [String: Any])
    #expect(amounts["limiting"] as? String == "Fe")
    #expect(amounts["significantFigures"] as? Int == 3)
    let redox = try #require(object["redox"] as? [String: Any])
    #expect(redox["electrons"] as? Int == 12)
  }

  /// Amounts in text: the limiting reagent and the figures rule.
  @Test func amounts() throws {
    let run = Elements.run([
      "balance", "Fe + O2 -> Fe2O3", "--given", "Fe=10.0g", "--given", "O2=10.0g",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("  to 3 significant figures (the fewest given)\n"))
    #expect(run.stdout.contains("  Limiting reagent: Fe\n"))
    #expect(run.stdout.contains("  Fe₂O₃           0.0895  14.3\n"), "\(run.stdout)")
    #expect(run.stdout.contains("  O₂       10.0g   0.134  4.30         5.70\n"), "\(run.stdout)")
  }

  /// Trailing zeros without a decimal point do not count: 1500 has 2 figures, 5000. has 4,
  /// a yield of 90% has 1. Results show at least 3 unless counted strictly; a yield rounds
  /// only the actual amounts.
  @Test func trailingZerosAreNotSignificant() throws {
    let arguments = [
      "balance", "C3H8 + O2 -> CO2 + H2O", "--given", "C3H8=1500g", "--given", "O2=5000.g",
    ]
    let propane = Elements.run(arguments)
    #expect(propane.status == 0)
    #expect(
      propane.stdout.contains(
        "  to 3 significant figures (at least 3; the fewest given has 2: --sig strict for\n"))
    let strict = Elements.run(arguments + ["--sig", "strict"])
    #expect(
      strict.stdout.contains("  to 2 significant figures (the fewest given, counted strictly)\n"))
    let yield = Elements.run([
      "balance", "H2 + O2 -> H2O", "--given", "H2=4.00mol", "--yield", "90%",
    ])
    #expect(yield.stdout.contains("  to 3 significant figures (the fewest given)\n"))
    // 4.00 mol of water is 72.1 g; 90% of it 64.9 g.
    #expect(yield.stdout.contains("  H₂O               4.00  72.1                         64.9\n"))
    let mass = Elements.run(["mass", "H2O", "--grams", "1500"])
    #expect(mass.stdout.contains("  to 2 significant figures, as given\n"), "\(mass.stdout)")
  }

  /// A product given with the reactants is the actual yield: its percent yield in text and
  /// JSON; with --yield too, a usage error.
  @Test func percentYield() throws {
    let arguments = [
      "balance", "Zn + HCl -> ZnCl2 + H2", "--given", "HCl=0.100M*25.0mL", "--given", "Zn=1.00g",
      "--given", "H2=0.0020g",
    ]
    let run = Elements.run(arguments)
    #expect(run.status == 0)
    #expect(run.stdout.contains("  to 3 significant figures (the fewest of the reactants given)\n"))
    #expect(run.stdout.contains("  Limiting reagent: HCl\n"))
    #expect(
      run.stdout.contains(
        "  Percent yield of H₂: 79.4% (0.00200 g obtained of 0.00252 g in theory)\n"),
      "\(run.stdout)")
    #expect(
      run.stdout.contains("  Species  Given              mol        g  Left over g  Actual g\n"))
    #expect(
      run.stdout.contains("  H₂       0.0020g        0.00125  0.00252                0.00200\n"))
    let json = Elements.run(arguments + ["--format", "json"])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let products = try #require(object["products"] as? [[String: Any]])
    #expect(abs((products[1]["percentYield"] as? Double ?? 0) - 79.37) < 0.01)
    #expect(products[0]["percentYield"] is NSNull)
    let both = Elements.run(arguments + ["--yield", "85%"])
    #expect(both.status == 2)
    #expect(
      both.stderr.hasPrefix(
        "elements: --yield and --given H2=0.0020g both give the actual yield (a product given is"
          + " the amount obtained): leave out one\n"))
    let needed = Elements.run([
      "balance", "N2 + H2 -> NH3", "--given", "NH3=17.0g", "--yield", "85.0%",
    ])
    #expect(
      needed.stdout.contains(
        "  Reactants needed to obtain the products given at 85.0% yield\n"
          + "  Species  Given    mol     g  Actual g (85.0%)\n"
          + "  N₂              0.587  16.4\n"
          + "  H₂               1.76  3.55\n"
          + "  NH₃      17.0g   1.17  20.0              17.0\n"), "\(needed.stdout)")
  }

  /// With --stp, the volumes of the gases: elements that are gases, species marked (g) or
  /// given as volumes; in JSON too.
  @Test func volumesAtSTP() throws {
    let zinc = Elements.run([
      "balance", "Zn + HCl -> ZnCl2 + H2", "--given", "Zn=1.00g", "--stp",
    ])
    #expect(zinc.status == 0)
    #expect(zinc.stdout.contains("  Species  Given     mol       g      L  Left over g\n"))
    #expect(zinc.stdout.contains("  H₂              0.0153  0.0308  0.347\n"), "\(zinc.stdout)")
    let methane = Elements.run([
      "balance", "CH4(g) + O2 -> CO2(g) + H2O(l)", "--given", "CH4=5.60L", "--stp",
    ])
    #expect(methane.stdout.contains("  CH₄(g)   5.60L  0.247  3.96  5.60            0\n"))
    #expect(methane.stdout.contains("  CO₂(g)          0.247  10.9  5.60\n"))
    #expect(methane.stdout.contains("  H₂O(l)          0.493  8.88\n"))
    let json = Elements.run([
      "balance", "Zn + HCl -> ZnCl2 + H2", "--given", "Zn=1.00g", "--stp", "--format", "json",
    ])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let products = try #require(object["products"] as? [[String: Any]])
    #expect(abs((products[1]["litres"] as? Double ?? 0) - 0.347) < 0.001)
    #expect(products[0]["litres"] is NSNull)
  }

  /// Every outcome's message, the balance that does work, and its exit status.
  @Test(arguments: [
    ("NaCl -> Na", 1, "elements: cannot balance: Cl appears only among the reactants\n"),
    (
      "Fe^2+ -> Fe^3+", 1,
      "elements: cannot balance: the charge cannot balance (the atoms alone would)\n"
    ),
    (
      "H2 + H2O -> O2", 1,
      "elements: H2 belongs on the other side\n  balanced as: 2 H2O -> O2 + 2 H2\n"
    ),
    (
      "H2 + O2 + N2 -> H2O", 1,
      "elements: N2 takes no part in the reaction\n  without it: 2 H2 + O2 -> 2 H2O\n"
    ),
    (
      "CH4 + O2 + N2 -> CO2 + H2O + N2", 1,
      "elements: N2 takes no part in the reaction\n  without it: CH4 + 2 O2 -> CO2 + 2 H2O\n"
    ),
    (
      "Ba2+ + 2 NO3- + 2 Na+ + SO42- -> BaSO4 + 2 Na+ + 2 NO3-", 1,
      "elements: NO3^-, Na^+ take no part in the reaction\n"
        + "  without them: Ba^2+ + SO4^2- -> BaSO4\n"
    ),
    ("H2 -> H2", 1, "elements: nothing reacts: each side is H2\n"),
    ("e- -> e-", 1, "elements: nothing reacts: each side is e-\n"),
    (
      "H999999937 + C999999893 + N999999797 -> H999999929C999999883N999999761", 1,
      "elements: cannot balance: the coefficients outgrow 64-bit integers (more than 9.2 x 10^18)\n"
    ),
  ])
  func outcomes(_ equation: String, _ status: Int32, _ stderr: String) throws {
    let run = Elements.run(["--ascii", "balance", equation])
    #expect(run.status == status)
    #expect(run.stdout == "")
    #expect(run.stderr == stderr)
  }

  /// Ions written the textbook way balance, shown as read.
  @Test func textbookIons() throws {
    let run = Elements.run(["--ascii", "balance", "Ca2+ + CO32- -> CaCO3"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.hasPrefix("Ca^2+ + CO3^2- -> CaCO3\n\n"))
  }

  /// Several balances: a basis and exit 7; --fix chooses.
  @Test func severalAndFix() throws {
    let equation = "H2O2 + MnO4^- + H^+ -> O2 + Mn^2+ + H2O"
    let several = Elements.run(["--ascii", "balance", equation])
    #expect(several.status == 7)
    #expect(several.stderr.contains("more than one independent balance (2)"))
    #expect(several.stderr.contains("\n  1. ") && several.stderr.contains("\n  2. "))
    let fixed = Elements.run([
      "--ascii", "balance", equation, "--fix", "O2=5", "--fix", "MnO4^-=2",
    ])
    #expect(fixed.status == 0)
    #expect(fixed.stdout.hasPrefix("5 H2O2 + 2 MnO4^- + 6 H^+ -> 5 O2 + 2 Mn^2+ + 8 H2O\n"))
    let one = Elements.run(["--ascii", "balance", equation, "--fix", "MnO4^-=2"])
    #expect(one.status == 7)
    #expect(
      one.stderr.hasPrefix(
        "elements: the fixed coefficients leave a balance free: any amount of this reaction can"
          + " be added; fix another coefficient with --fix SPECIES=N\n  1. "),
      "\(one.stderr)")
  }

  /// Several balances: each reaction of the basis keeps every species on the side it is
  /// written on, and the example printed works when pasted; with --format json, an object.
  @Test func severalBasisAndExample() throws {
    let several = Elements.run(["--ascii", "balance", "C + O2 -> CO + CO2"])
    #expect(several.status == 7)
    let lines = several.stderr.split(separator: "\n").map(String.init)
    #expect(lines.contains("  1. C + O2 -> CO2"))
    #expect(lines.contains("  2. 2 C + O2 -> 2 CO"))
    let prefix = "  for example: elements "
    let example = try #require(lines.first { $0.hasPrefix(prefix) })
    // The words as a shell reads them: the equation in single quotes, the rest split at
    // spaces.
    let parts = example.dropFirst(prefix.count).split(
      separator: "'", omittingEmptySubsequences: false)
    try #require(parts.count == 3)
    let words =
      parts[0].split(separator: " ").map(String.init) + [String(parts[1])]
      + parts[2].split(separator: " ").map(String.init)
    #expect(words[0] == "balance" && words[1] == "C + O2 -> CO + CO2")
    let pasted = Elements.run(["--ascii"] + words)
    #expect(pasted.status == 0)
    #expect(
      pasted.stdout.hasPrefix("3 C + 2 O2 -> CO + 2 CO2\n")
        || pasted.stdout.hasPrefix("3 C + 2 O2 -> 2 CO + CO2\n"))
    let json = Elements.run(["balance", "C + O2 -> CO + CO2", "--format", "json"])
    #expect(json.status == 7)
    #expect(json.stdout.contains("\"outcome\": \"several\""))
    #expect(json.stdout.contains("    \"C + O2 -> CO2\",\n    \"2 C + O2 -> 2 CO\"\n"))
    #expect(json.stdout.contains("\"example\": \"elements balance 'C + O2 -> CO + CO2' --fix "))
    #expect(json.stderr.hasPrefix("elements: more than one independent balance (2)"))
  }

  /// An equation with no balance, as JSON: an object with the outcome and the message, exit 1.
  @Test func impossibleAsJSON() throws {
    let run = Elements.run(["balance", "Fe -> Cu", "--format", "json"])
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        {
          "outcome": "impossible",
          "message": "cannot balance: Fe appears only among the reactants",
          "species": [],
          "basis": [],
          "balancedAs": null,
          "example": null
        }

        """)
  }

  /// Ions with bare signs, read as textbooks write them, end to end; the JSON gives each
  /// species' charge.
  @Test(arguments: [
    (["MnO4- -> Mn2+", "--acidic"], "MnO4^- + 8 H^+ + 5 e- -> Mn^2+ + 4 H2O"),
    (["NO3- + Cu -> NO + Cu2+", "--acidic"], "2 NO3^- + 3 Cu + 8 H^+ -> 2 NO + 3 Cu^2+ + 4 H2O"),
    (["H2O2 -> H2O + O2", "--basic"], "2 H2O2 -> 2 H2O + O2"),
    (
      ["Cr2O72- + Fe2+ --> Cr3+ + Fe3+", "--acidic"],
      "Cr2O7^2- + 6 Fe^2+ + 14 H^+ -> 2 Cr^3+ + 6 Fe^3+ + 7 H2O"
    ),
    (["NH4+ + NO2- ==> N2 + H2O"], "NH4^+ + NO2^- -> N2 + 2 H2O"),
  ])
  func bareSigns(_ arguments: [String], _ first: String) throws {
    let run = Elements.run(["--ascii", "balance"] + arguments)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.hasPrefix(first + "\n"))
  }

  /// The JSON gives each species' charge as read.
  @Test func chargesInJSON() throws {
    let run = Elements.run(["balance", "Ba2+ + SO42- -> BaSO4", "--format", "json"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"formula\": \"SO4^2-\",\n      \"coefficient\": 1,"))
    #expect(run.stdout.contains("\"charge\": -2,"))
    #expect(run.stdout.contains("\"charge\": 2,"))
  }

  /// `-->` against a species: one line, the equation and a caret, exit 2.
  @Test func arrowAgainstASpecies() throws {
    let run = Elements.run(["--ascii", "balance", "Cl-->Cl2"])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        elements: not an equation: 'Cl-->Cl2': put a space before '-->': a '-' written against \
        a species could be its charge (write 'Cl- -->' for the ion)
          Cl-->Cl2
            ^

        """)
  }

  /// Redox completion in base, with the oxidation states.
  @Test func basicRedox() throws {
    let run = Elements.run([
      "--ascii", "balance", "MnO4^- + I^- -> MnO2 + I2", "--basic", "--redox",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("2 MnO4^- + 6 I^- + 4 H2O -> 2 MnO2 + 3 I2 + 8 OH^-\n"))
    #expect(run.stdout.contains("  Mn  +7 -> +4  reduced   gains 6 e-\n"), "\(run.stdout)")
    #expect(run.stdout.contains("  Electrons moved: 6\n"))
  }

  /// An element in two states in one species (N in NH4NO3): both in the text, a list in JSON,
  /// and the electrons counted from them.
  @Test func twoStatesInOneSpecies() throws {
    let text = Elements.run(["--ascii", "balance", "NH4NO3 -> N2O + H2O", "--redox"])
    #expect(text.status == 0)
    #expect(text.stdout.contains("  NH4NO3  H +1, N -3 and +5, O -2\n"), "\(text.stdout)")
    #expect(text.stdout.contains("  N  -3 -> +1  oxidised  loses 4 e-\n"), "\(text.stdout)")
    #expect(text.stdout.contains("  N  +5 -> +1  reduced   gains 4 e-\n"), "\(text.stdout)")
    let json = Elements.run([
      "balance", "NH4NO3 -> N2O + H2O", "--redox", "--format", "json",
    ])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let redox = try #require(object["redox"] as? [String: Any])
    let states = try #require(redox["states"] as? [[String: Any]])
    #expect(states.first?["N"] as? [Int] == [-3, 5])
    #expect(states.first?["H"] as? Int == 1)
    #expect(redox["electrons"] as? Int == 4)
  }

  /// A skeleton of one species on each side is a half-reaction with electrons, and the
  /// textbook H2O2/MnO4- problem is balanced by the half-reaction method, with or without a
  /// fixed coefficient.
  @Test func halfReactions() throws {
    for (medium, expected) in [
      ("--acidic", "H2O2 -> O2 + 2 H^+ + 2 e-\n"),
      ("--basic", "H2O2 + 2 OH^- -> O2 + 2 H2O + 2 e-\n"),
    ] {
      let run = Elements.run(["--ascii", "balance", "H2O2 -> O2", medium])
      #expect(run.status == 0)
      #expect(run.stdout.hasPrefix(expected), "\(run.stdout)")
    }
    let reduction = Elements.run(["--ascii", "balance", "H2O2 -> H2O", "--acidic"])
    #expect(reduction.stdout.hasPrefix("H2O2 + 2 H^+ + 2 e- -> 2 H2O\n"))
    for extra in [[], ["--redox"], ["--fix", "MnO4^-=2"]] {
      let run = Elements.run(
        ["--ascii", "balance", "H2O2 + MnO4^- -> O2 + Mn^2+", "--acidic"] + extra)
      #expect(run.status == 0, "\(extra)")
      #expect(run.stdout.hasPrefix("5 H2O2 + 2 MnO4^- + 6 H^+ -> 5 O2 + 2 Mn^2+ + 8 H2O\n"))
      #expect(run.stdout.contains("  from the half-reactions H2O2 -> O2 and MnO4^- -> Mn^2+"))
    }
    let basic = Elements.run([
      "--ascii", "balance", "MnO4^- + H2O2 -> MnO2 + O2", "--basic",
    ])
    #expect(basic.stdout.hasPrefix("2 MnO4^- + 3 H2O2 -> 2 MnO2 + 3 O2 + 2 H2O + 2 OH^-\n"))
  }

  /// Malformed equations and bad options: exit 2, the caret under the problem.
  @Test func usageErrors() throws {
    let bad = Elements.run(["--ascii", "balance", "H2 + O2 -> H2Q"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr == """
        elements: not an equation: 'H2 + O2 -> H2Q': 'Q' is not an element symbol
          H2 + O2 -> H2Q
                       ^

        """)
    // Fe3+ and Fe2+ are read as the ions, with no note.
    let both = Elements.run(["--ascii", "balance", "Fe3+ + e- -> Fe2+"])
    #expect(both.status == 0)
    #expect(both.stdout.hasPrefix("Fe^3+ + e- -> Fe^2+\n\n"))
    // MnO42- is manganate: it does not balance with Fe2+ alone, and no other reading is tried.
    let none = Elements.run(["balance", "Fe2+ + MnO42- -> Fe3+ + Mn2+"])
    #expect(none.status == 1)
    #expect(none.stderr == "elements: cannot balance: O appears only among the reactants\n")
    for arguments in [
      ["balance", "H2 + O2 -> H2O", "--fix", "N2=1"], ["balance", "H2 + O2 -> H2O", "--fix", "H2"],
      ["balance", "H2 + O2 -> H2O", "--given", "H2=5L"],
      ["balance", "H2 + O2 -> H2O", "--given", "H2=5furlongs"],
      ["balance", "H2 + O2 -> H2O", "--yield", "85%"],
      ["balance", "H2 + O2 -> H2O", "--acidic", "--basic"],
    ] {
      let run = Elements.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stdout == "")
      #expect(run.stderr.hasPrefix("elements: "))
    }
  }

  /// A species written twice on one side: a usage error naming it, not several balances.
  @Test func repeatedSpecies() throws {
    let run = Elements.run(["--ascii", "balance", "Na + Cl2 -> NaCl + NaCl"])
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        elements: not an equation: 'Na + Cl2 -> NaCl + NaCl': 'NaCl' is written twice among \
        the products: write it once
          Na + Cl2 -> NaCl + NaCl
                             ^

        """)
  }

  /// The message for a coefficient out of range names the range.
  @Test func fixOutOfRangeNamesTheLimit() throws {
    for value in ["0", "1000000001"] {
      let run = Elements.run(["balance", "H2 + O2 -> H2O", "--fix", "H2=\(value)"])
      #expect(run.status == 2)
      #expect(
        run.stderr.hasPrefix(
          "elements: --fix 'H2=\(value)' is not SPECIES=N with N a whole number from 1 to 1000000000\n"
        ))
    }
  }

  /// -f is --format, as in every other command.
  @Test func shortFormatOption() throws {
    let balance = Elements.run(["balance", "H2 + O2 -> H2O", "-f", "json"])
    #expect(balance.status == 0)
    #expect(balance.stdout.hasPrefix("{"))
    let empirical = Elements.run(["empirical", "C=40.0", "H=6.71", "O=rest", "-f", "json"])
    #expect(empirical.status == 0)
    #expect(empirical.stdout.hasPrefix("{"))
  }

  /// The yield's header shows it with its own figures, not the amounts' fewer.
  @Test func yieldAsGiven() throws {
    for (yield, header) in [("85%", "85%"), ("0.85", "85%"), ("85.5", "85.5%"), ("1%", "1%")] {
      let run = Elements.run([
        "--ascii", "balance", "Zn + HCl -> ZnCl2 + H2", "--given", "HCl=0.1M*25mL", "--yield",
        yield,
      ])
      #expect(run.status == 0)
      #expect(run.stdout.contains("Actual g (\(header))"), "\(yield)")
    }
    let bare = Elements.run([
      "balance", "Zn + HCl -> ZnCl2 + H2", "--given", "HCl=0.1M*25mL", "--yield", "1",
    ])
    #expect(bare.status == 2)
    #expect(bare.stderr.contains("write '1%' or '100%'"))
  }

  @Test func empirical() throws {
    let run = Elements.run([
      "--ascii", "empirical", "C=40.0", "H=6.71", "O=rest", "--molar-mass", "180.16",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Empirical formula: CH2O (30.026 g/mol)\n"))
    #expect(run.stdout.contains("Molecular formula: C6H12O6 (6 x CH2O, 180.156 g/mol)\n"))
    let bad = Elements.run(["empirical", "C=40", "Xx=60"])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("elements: 'Xx=60': 'Xx' is not an element symbol\n"))
    let small = Elements.run(["empirical", "c=50", "h=50"])
    #expect(small.status == 2)
    #expect(small.stderr.hasPrefix("elements: 'c=50': 'c' is not an element symbol\n"))
    let tiny = Elements.run(["empirical", "C=1e-300", "H=100"])
    #expect(tiny.status == 2)
    #expect(tiny.stderr.hasPrefix("elements: 'C=1e-300' is too small beside the others: "))
  }

  @Test func gramsAndMoles() throws {
    let run = Elements.run(["mass", "H2O", "--grams", "10.0"])
    #expect(run.status == 0)
    #expect(
      run.stdout.contains(
        "  Amount: 10.0 g = 0.555 mol = 3.34e23 particles\n  to 3 significant figures, as given\n"))
    let tiny = Elements.run(["mass", "C60", "--grams", "1e-320"])
    #expect(tiny.stdout.contains(" mol = 8e-300 particles\n"))
    // Amounts among the smallest numbers a Double holds keep their digits and exponent...
    let subnormal = Elements.run(["mass", "H2O", "--moles", "1e-323"])
    #expect(subnormal.stdout.contains("g = 1e-323 mol = 6e-300 particles\n"))
    // ...and one whose conversion comes to 0 is refused, as one past the largest is.
    let vanishing = Elements.run(["mass", "H2O", "--particles", "1e-300"])
    #expect(vanishing.status == 2)
    #expect(vanishing.stderr.hasPrefix("elements: --particles '1e-300' is too small to convert\n"))
    let one = Elements.run(["mass", "H2O", "--particles", "1"])
    #expect(one.stdout.contains(" mol = 1 particle\n"))
    let moles = Elements.run(["mass", "NaCl", "--moles", "0.250", "--format", "json"])
    #expect(moles.stdout.contains("\"given\": \"moles\""))
  }

  /// Answer-key problems end to end, worked by hand with the standard atomic weights: 10 g of
  /// iron gives 14.3 g of Fe₂O₃; 50.0 g of CaCO₃ gives 0.500 mol of CO₂, 11.2 L at 0 °C and
  /// 1 atm, 11.3 L at 1 bar and 12.2 L at 25 °C and 1 atm; 25.0 mL of 0.100 M NaOH takes
  /// 0.0911 g of HCl.
  @Test(arguments: [
    (["Fe + O2 -> Fe2O3", "--given", "Fe=10g"], "  Fe₂O₃           0.0895  14.3\n"),
    (["Fe + O2 -> Fe2O3", "Fe=10g"], "  Fe₂O₃           0.0895  14.3\n"),
    (["Fe", "+", "O2", "=", "Fe2O3", "Fe=10g"], "  Fe₂O₃           0.0895  14.3\n"),
    (
      ["CaCO3 -> CaO + CO2(g)", "--given", "CaCO3=50.0g", "--stp=1atm"],
      "  CO₂(g)          0.500  22.0  11.2\n"
    ),
    (
      ["CaCO3 -> CaO + CO2(g)", "--given", "CaCO3=50.0g", "--stp"],
      "  CO₂(g)          0.500  22.0  11.3\n"
    ),
    (
      ["CaCO3 -> CaO + CO2(g)", "--given", "CaCO3=50.0g", "--at", "25C,1atm"],
      "  CO₂(g)          0.500  22.0  12.2\n"
    ),
    (
      ["HCl + NaOH -> NaCl + H2O", "--given", "NaOH=0.100mol/L*25.0mL"],
      "  HCl                         0.00250  0.0911\n"
    ),
  ])
  func answerKeys(_ words: [String], _ line: String) throws {
    let run = Elements.run(["balance"] + words)
    #expect(run.status == 0)
    #expect(run.stdout.contains(line), "\(run.stdout)")
  }

  /// The amounts name their gas conditions: IUPAC's STP, the older one, or those given.
  @Test(arguments: [
    (
      ["--stp"], "  gases at STP (IUPAC: 273.15 K, 1 bar): 22.711 L/mol; L for the species marked\n"
    ),
    (
      ["--stp=1atm"],
      "  gases at STP, older convention (273.15 K, 1 atm): 22.414 L/mol; L for the\n"
    ),
    (
      ["--at", "25C,1atm"],
      "  gases at 25C,1atm (298.15 K, 101.325 kPa, ideal gas): 24.465 L/mol; L for the\n"
    ),
  ])
  func conditionsNamed(_ options: [String], _ line: String) throws {
    let run = Elements.run(
      ["balance", "Zn + HCl -> ZnCl2 + H2", "--given", "Zn=1.00g"] + options)
    #expect(run.status == 0)
    #expect(run.stdout.contains(line), "\(run.stdout)")
  }

  /// Bad figures, conditions and volumes: a one-line error quoting the words, exit 2.
  @Test(arguments: [
    (
      ["--given", "H2=1g", "--sig", "0"],
      "--sig '0' is not 'strict' or a number of figures from 1 to 15"
    ),
    (
      ["--given", "H2=1g", "--sig", "many"],
      "--sig 'many' is not 'strict' or a number of figures from 1 to 15"
    ),
    (
      ["--given", "H2=1g", "--at", "-5K,1atm"],
      "--at '-5K,1atm': '-5K' is below absolute zero (0 K, -273.15 C)"
    ),
    (
      ["--given", "H2=1g", "--at", "25C,0bar"], "--at '25C,0bar': '0bar' is not a positive pressure"
    ),
    (
      ["--given", "H2=1g", "--stp=2atm"],
      "--stp=2atm: STP is 1 bar (--stp) or the older 1 atm (--stp=1atm)"
    ),
    (
      ["--given", "H2=1g", "--stp", "--at", "25C,1atm"],
      "--stp and --at cannot both be given: choose the conditions"
    ),
    (
      ["--given", "H2O=25mL", "--stp"],
      "--given H2O=25mL: H2O is not marked (g), so a volume is a solution's: give its concentration, e.g. H2O=0.1M*25mL (for a gas, mark it (g))"
    ),
    (
      ["--given", "H2=5L"],
      "H2=5L: a gas volume needs its conditions: add --stp (273.15 K, 1 bar), --stp=1atm or --at, e.g. --at 25C,1atm"
    ),
  ])
  func badAmountOptions(_ options: [String], _ message: String) throws {
    let run = Elements.run(["balance", "H2 + O2 -> H2O"] + options)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("elements: " + message + "\n"), "\(run.stderr)")
  }

  /// JSON amounts are the shortest text of the number, without the last bits of arithmetic:
  /// 0.1 M × 25 mL is 0.0025 mol.
  @Test func jsonNumbersWithoutNoise() throws {
    let run = Elements.run([
      "balance", "HCl + NaOH -> NaCl + H2O", "--given", "HCl=0.1M*25mL", "--format", "json",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"givenMoles\": 0.0025,\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("0000000"))
    let tiny = Elements.run([
      "balance", "H2 + O2 -> H2O", "--given", "H2=1e-12mol", "--format", "json",
    ])
    #expect(tiny.stdout.contains("\"givenMoles\": 1e-12,\n"), "\(tiny.stdout)")
  }
}
