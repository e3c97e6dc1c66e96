import ElementsCore
import ElementsData
import ElementsTerminal

/// `elements mass`: the molar mass, composition and (with `--pattern`) isotope pattern of
/// chemical formulas, from the data's CIAAW weights and isotopes.
///
/// Each formula is weighed on its own. The good ones are printed; each bad one gets its
/// message, the formula and a caret under the problem on stderr (``CLIError/formula(_:)``,
/// reported after the output through ``Problems``), and the status is 2, as
/// `ls a missing b` does.
struct MassCommand: Subcommand {
  static let pattern = Flag(
    "--pattern", help: "Add the isotope pattern to the text (JSON always has it)")

  static let grams = TextOption(
    "--grams", value: "G", help: "A mass in grams: prints the moles and the number of particles")
  static let moles = TextOption(
    "--moles", value: "N", help: "An amount in moles: prints the grams and the particles")
  static let particles = TextOption(
    "--particles", value: "N", help: "A number of particles: prints the moles and the grams")

  static let name = "mass"
  static let spec = CommandSpec(
    name: name, summary: "Weigh chemical formulas: molar mass, uncertainty and composition",
    arguments: "<formula>...", argumentCount: 1...200,
    options: [
      pattern.spec, grams.spec, moles.spec, particles.spec, ListCommand.formatWithSVG.spec,
    ],
    preformatted: FormulaGrammar.text,
    examples: [
      "elements mass H2O C6H12O6", "elements mass CuSO4.5H2O", "elements mass 'K4[Fe(CN)6]'",
      "elements mass CDCl3 --pattern", "elements mass 'SO4^2-' --format json",
      "elements mass - < formulas.txt",
      "elements mass H2O --grams 10", "elements mass NaCl --moles 0.25",
      "elements mass CO2 --particles 6.022e23",
    ])

  var formulas: [String]
  var showsPattern: Bool
  var format: OutputFormat
  /// The amount to convert, as typed, and what it measures.
  var amount: (text: String, given: SampleAmount.Given)?

  init(_ words: ParsedWords) throws(CLIError) {
    formulas = words.arguments
    showsPattern = words.isSet(Self.pattern)
    let amounts: [(String, SampleAmount.Given)] = [
      (Self.grams, .grams), (Self.moles, .moles), (Self.particles, .particles),
    ].compactMap { option, given in words.value(option).map { ($0, given) } }
    if amounts.count > 1 {
      throw .usage("give one of --grams, --moles and --particles", command: Self.spec)
    }
    amount = amounts.first.map { (text: $0.0, given: $0.1) }
    format = try words.value(ListCommand.formatWithSVG)
  }

  /// The one-line error for a word of three or more letters that is no formula and no
  /// plausible slip of one: formulas
  /// are case-sensitive element symbols; an element's name gets its symbol.
  /// - Parameters:
  ///   - word: The word as typed (letters only).
  ///   - table: The table, for the elements' names.
  ///   - style: How output may look.
  /// - Returns: The line, with its line break.
  static func notAFormula(word: String, in table: PeriodicTable, style: TerminalStyle) -> String {
    let lowered = word.lowercased()
    let named = table.elementsByNumber.first { $0.name.lowercased() == lowered }
    let hint =
      named.map { "; \(lowered) is the element \($0.symbol) (did you mean \($0.symbol)?)" }
      ?? ", as in H2O or NaCl"
    return
      "elements: not a formula: \(word.quotedForMessage()): formulas are written with case-sensitive "
      + "element symbols\(hint)\n"
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    try weigh(in: context, data: context.massData)
  }

  private func weigh(in context: Context, data: some FormulaMassData) throws(CLIError)
    -> Printout
  {
    // The pattern is worked out only where it is printed: with --pattern, and in JSON.
    let needsPattern = showsPattern || format == .json
    var masses: [FormulaMass] = []
    var failures: [CLIError] = []
    for typed in try StandardInput.expanding(formulas, command: Self.spec, console: context.console)
    {
      // Spaces around a formula are not part of it ("H2O " pasted with its space).
      let formula = String(typed.trimmingWhitespace)
      do {
        masses.append(try FormulaMass(parsing: formula, data: data, isotopePattern: needsPattern))
      } catch {
        var error = error
        let table = context.table
        let suggestions =
          error.isDataProblem
          ? []
          : FormulaMass.suggestions(for: formula, data: data) { number in
            table.element(number: number).map { table.details(of: $0).oxidationStates.common }
              ?? []
          }
        // A word (three or more letters; "Xx" keeps its caret under the symbol) that is no
        // slip of a formula.
        if suggestions.isEmpty, !error.isDataProblem, FormulaMass.isWord(formula),
          formula.utf8.count >= 3
        {
          failures.append(
            .formula(Self.notAFormula(word: formula, in: table, style: context.style)))
          continue
        }
        if !suggestions.isEmpty, !error.isDataProblem {
          error = FormulaError(
            formula: error.formula,
            reason: error.reason + " (did you mean "
              + suggestions.joined(separator: " or ") + "?)",
            column: error.column)
        }
        failures.append(.formula(MassRenderer.error(error, style: context.style)))
      }
    }
    // The good formulas are printed, then each bad one is reported (Problems).
    if masses.isEmpty, let first = failures.first {
      context.problems.errors += failures.dropFirst()
      throw first
    }
    context.problems.errors += failures
    var amounts: [SampleAmount] = []
    if let amount {
      for mass in masses {
        do {
          amounts.append(
            try SampleAmount(amount.text, given: amount.given, molarMass: mass.molarMass))
        } catch {
          throw .usage(error.description, command: Self.spec)
        }
      }
    }
    switch format {
    case .text, .svg:
      let text =
        amounts.isEmpty
        ? MassRenderer.render(
          masses, style: context.style(for: format), isotopePattern: showsPattern)
        : MassRenderer.render(
          masses, amounts: amounts, style: context.style(for: format),
          isotopePattern: showsPattern)
      return context.printout(
        text, format: format, title: masses.map(\.formula.text).joined(separator: ", "))
    case .json: return .text(DataFormatter.massJSON(masses, amounts: amounts))
    case .csv: return .text(DataFormatter.massDelimited(masses, separator: ","))
    case .tsv: return .text(DataFormatter.massDelimited(masses, separator: "\t"))
    }
  }
}
