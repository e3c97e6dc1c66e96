import ElementsCore
import ElementsData
import ElementsTerminal

/// `elements balance`: balances a chemical equation exactly, and with `--given` works out the
/// amounts.
///
/// The words of the equation are joined with spaces, so it may be given as one argument or
/// several. A malformed equation is a usage error (exit 2) with a caret under the problem; an
/// equation with no single balance says why (exit 1), or lists a basis of its independent
/// balances (exit 7).
struct BalanceCommand: Subcommand {
  static let fix = TextOption(
    "--fix", value: "SPECIES=N",
    help: "Fix a species' coefficient (repeatable); chooses among several balances")
  static let acidic = Flag("--acidic", help: "Complete a redox skeleton with H2O and H+")
  static let basic = Flag("--basic", help: "Complete a redox skeleton with H2O and OH-")
  static let redox = Flag(
    "--redox", help: "Show oxidation states: what is oxidised, what reduced, electrons moved")
  static let given = TextOption(
    "--given", value: "SPECIES=AMOUNT",
    help:
      "An amount (g, mg, kg, mol, mmol, a gas's L or mL, or a solution's M*volume) for "
      + "stoichiometry; repeatable; a product's is the amount obtained")
  static let stp = Flag(
    "--stp", attachedValue: "1atm",
    help:
      "Gas volumes are at STP (273.15 K, 1 bar, 22.711 L/mol; =1atm: 1 atm, 22.414 L/mol), "
      + "given and shown: for species marked (g) or gaseous elements (H2, O2, Cl2, ...)")
  static let at = TextOption(
    "--at", value: "T,P",
    help: "Gas volumes at a temperature and pressure (ideal gas), e.g. 25C,1atm or 300K,95kPa")
  static let sig = TextOption(
    "--sig", value: "strict|N", completions: ["strict"],
    help: "Significant figures: strict counting, or N; by default the fewest given, at least 3")
  static let yield = TextOption(
    "--yield", value: "PERCENT",
    help: "The actual yield for actual amounts: 85%, 85 or 0.85; 1 is written 1% or 100%")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .json, .svg],
    help: "Output format")

  static let name = "balance"
  static let spec = CommandSpec(
    name: name, summary: "Balance a chemical equation; amounts, limiting reagent and yields",
    arguments: "<equation>", argumentCount: 1...200,
    options: [
      fix.spec, acidic.spec, basic.spec, redox.spec, given.spec, stp.spec, at.spec,
      yield.spec, sig.spec, format.spec,
    ],
    discussion: discussion,
    examples: [
      "elements balance 'Fe + O2 -> Fe2O3'",
      "elements balance 'KMnO4 + HCl -> KCl + MnCl2 + Cl2 + H2O'",
      "elements balance 'MnO4^- + Fe^2+ -> Mn^2+ + Fe^3+' --acidic --redox",
      "elements balance 'Fe + O2 -> Fe2O3' --given Fe=10g --given O2=10g",
      "elements balance 'CaCO3 -> CaO + CO2(g)' --given CaCO3=50.0g --at 25C,1atm",
      "elements balance 'Zn + HCl -> ZnCl2 + H2' --given HCl=0.1M*25mL --yield 85%",
      "elements balance 'C + O2 -> CO + CO2' --fix CO=2 --fix CO2=1",
    ])

  static let discussion = """
    Species are formulas as 'elements mass' reads them, separated by '+', with the sides \
    separated by '->', '-->', '=>', '==>' or '=' (also Unicode arrows, and '<=>', '<-->' for \
    an equilibrium, which is kept). Charges: Fe^3+, SO4^2-, Na+, Cl-; 'e-' is an \
    electron; states (s), (l), (g) and (aq) are kept; coefficients written are ignored. A \
    bare sign after digits is read as textbooks write ions (Fe3+ Fe^3+, MnO4- MnO4^-, \
    SO42- SO4^2-; see 'elements help mass'), never by what balances. \
    A species on both sides is balanced by its net amount; with none it takes no part. \
    Coefficients are exact whole numbers, the smallest that balance every element and the \
    charge; the answer is checked before it is printed. With --acidic or --basic a redox \
    skeleton is completed with water and H+ or OH-, and a half-reaction with electrons: one \
    species on each side (H2O2 -> O2) is a half-reaction, water never oxidised or reduced; \
    a skeleton with several balances is balanced by its half-reactions, if they give one. \
    Amounts, given with --given or as words after the equation ('Fe + O2 -> Fe2O3' \
    Fe=10g), follow the balanced equation: the limiting reagent, every species' moles and \
    grams, the excess left over, and with --yield the actual amounts. A product given with \
    reactants is the amount actually obtained: its percent yield is shown (not with --yield). \
    Products given alone give the reactants needed to obtain them. Results have as many \
    significant figures as the fewest given amount (of the reactants, when given), but at \
    least 3, since answer keys read 10g as 10. g; --sig strict counts strictly (trailing \
    zeros count only with a decimal point: 1500 has 2, 1500. has 4), --sig 4 gives 4. A \
    volume is a gas's at --stp or --at; for a solution give the concentration: 0.1M*25mL \
    (M, mM, mol/L, mmol/L). Exit status: 0 balanced; 1 no \
    balance (an element or the charge cannot balance, a species belongs on the other side or \
    takes no part, nothing reacts); 2 a malformed equation or amount; 7 several independent \
    balances, each with its species on their written sides, and a --fix example. With \
    --format json, no balance prints an object with the outcome, message and basis.
    """

  var equation: String
  var pins: [BalanceOptions.Pin]
  var medium: RedoxMedium?
  var showsRedox: Bool
  var given: [GivenAmount]
  var conditions: GasConditions?
  var rule: FigureRule
  var yield: (value: Double, figures: Int)?
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    // Words after the first that read as SPECIES=AMOUNT (Fe=10g) are amounts, as --given.
    var equationWords: [String] = []
    var trailingAmounts: [GivenAmount] = []
    for (index, word) in words.arguments.enumerated() {
      if index > 0, let amount = Self.amount(word) {
        trailingAmounts.append(amount)
      } else {
        equationWords.append(word)
      }
    }
    equation = equationWords.joined(separator: " ")
    if words.isSet(Self.acidic), words.isSet(Self.basic) {
      throw .usage("--acidic and --basic cannot both be given", command: Self.spec)
    }
    medium = words.isSet(Self.acidic) ? .acidic : words.isSet(Self.basic) ? .basic : nil
    showsRedox = words.isSet(Self.redox)
    format = try words.value(Self.format)
    pins = []
    for text in words.values(Self.fix) {
      guard let equals = text.lastIndex(of: "="),
        let number = Int(text[text.index(after: equals)...]), number > 0,
        number <= ChemicalFormula.maximumCount, equals > text.startIndex
      else {
        let limit = ChemicalFormula.maximumCount
        throw .usage(
          "--fix \(text.quotedForMessage()) is not SPECIES=N with N a whole number from 1 to \(limit)",
          command: Self.spec)
      }
      pins.append(.init(species: String(text[..<equals]), coefficient: number))
    }
    do throws(StoichiometryError) {
      given =
        try words.values(Self.given).map { text throws(StoichiometryError) in
          try GivenAmount(parsing: text)
        } + trailingAmounts
      yield = try words.value(Self.yield).map { text throws(StoichiometryError) in
        try Stoichiometry.yield(text)
      }
      rule =
        try words.value(Self.sig).map { text throws(StoichiometryError) in
          try FigureRule(parsing: text)
        } ?? .helpful
      if words.isSet(Self.stp), words.value(Self.at) != nil {
        throw StoichiometryError("--stp and --at cannot both be given: choose the conditions")
      }
      if words.isSet(Self.stp) {
        conditions = try GasConditions.stp(words.attachedValue(Self.stp))
      } else {
        conditions = try words.value(Self.at).map { text throws(StoichiometryError) in
          try GasConditions(parsing: text)
        }
      }
    } catch {
      throw .usage(error.description, command: Self.spec)
    }
    if yield != nil, given.isEmpty {
      throw .usage("--yield needs amounts: give them with --given", command: Self.spec)
    }
  }

  /// A word after the equation's first that is an amount, `Fe=10g`: a species, "=", then a
  /// number and a unit; `nil` for a piece of the equation (`=2H2O`, `O2=H2O`).
  static func amount(_ word: String) -> GivenAmount? {
    guard let equals = word.lastIndex(of: "="), equals > word.startIndex,
      let next = word[word.index(after: equals)...].first, next.isNumber || next == "."
    else { return nil }
    return try? GivenAmount(parsing: word)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    try balance(in: context, data: context.massData)
  }

  private func balance(in context: Context, data: some FormulaMassData) throws(CLIError)
    -> Printout
  {
    let style = context.style(for: format)
    let parsed: ChemicalEquation
    let balanced: BalancedEquation
    do throws(EquationError) {
      parsed = try ChemicalEquation(parsing: equation)
    } catch {
      throw .formula(Self.lines(BalanceRenderer.caretLines(error, style: context.style)))
    }
    do throws(BalanceError) {
      balanced = try EquationBalancer.balance(
        parsed, options: BalanceOptions(pins: pins, medium: medium))
    } catch {
      if case .unknownSpecies = error {
        throw .usage(error.description, command: Self.spec)
      }
      var lines = BalanceRenderer.failure(error, style: context.style)
      var example: String? = nil
      if case .several(let basis) = error {
        example = self.example(parsed, basis)
        if let example { lines.append("  for example: " + example) }
      }
      let several = error.isSeveral
      guard format == .json else { throw .unbalanced(Self.lines(lines), several: several) }
      context.problems.errors.append(.unbalanced(Self.lines(lines), several: several))
      return .text(DataFormatter.balanceFailureJSON(error, example: example))
    }
    let masses: [Double?] = balanced.terms.map { term in
      guard let formula = term.species.formula else { return FormulaMass.electronMass }
      return try? FormulaMass(formula, data: data, isotopePattern: false).molarMass
    }
    var report = BalanceReport(
      equation: balanced, molarMasses: masses, wantsRedox: showsRedox, given: given,
      conditions: conditions)
    if showsRedox {
      let table = context.table
      report.redox = RedoxAnalysis(balanced) { table.chemistry(ofElement: $0) }
    }
    if !given.isEmpty {
      let table = context.table
      let gases = balanced.terms.map { term in
        Stoichiometry.isGasAtSTP(
          term.species, givenAsVolume: false,
          boilingPoint: { table.element(number: $0)?.boilingPoint })
      }
      do {
        report.amounts = try Stoichiometry(
          balanced, molarMasses: masses, given: given, conditions: conditions, yield: yield,
          gases: gases, rule: rule)
      } catch {
        throw .usage(error.description, command: Self.spec)
      }
    }
    switch format {
    case .json: return .text(DataFormatter.balanceJSON(report))
    default:
      return context.printout(
        BalanceRenderer.render(report, style: style), format: format, title: balanced.ascii)
    }
  }

  /// Lines as ``CLIError/formula(_:)`` carries them: each ending with a line break.
  static func lines(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }
}
