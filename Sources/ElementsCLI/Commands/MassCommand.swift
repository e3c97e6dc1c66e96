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

  static let name = "mass"
  static let spec = CommandSpec(
    name: name, summary: "Weigh chemical formulas: molar mass, uncertainty and composition",
    arguments: "<formula>...", argumentCount: 1...200,
    options: [pattern.spec, ListCommand.formatWithSVG.spec],
    preformatted: FormulaGrammar.text,
    examples: [
      "elements mass H2O C6H12O6", "elements mass CuSO4.5H2O", "elements mass 'K4[Fe(CN)6]'",
      "elements mass CDCl3 --pattern", "elements mass 'SO4^2-' --format json",
    ])

  var formulas: [String]
  var showsPattern: Bool
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    formulas = words.arguments
    showsPattern = words.isSet(Self.pattern)
    format = try words.value(ListCommand.formatWithSVG)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    // The built-in elements are weighed without making the table (BuiltInMassData).
    if let table = context.dataFileTable {
      return try weigh(in: context, data: TableMassData(table: table))
    }
    return try weigh(in: context, data: BuiltInMassData())
  }

  private func weigh(in context: Context, data: some FormulaMassData) throws(CLIError)
    -> Printout
  {
    // The pattern is worked out only where it is printed: with --pattern, and in JSON.
    let needsPattern = showsPattern || format == .json
    var masses: [FormulaMass] = []
    var failures: [CLIError] = []
    for formula in formulas {
      do {
        masses.append(try FormulaMass(parsing: formula, data: data, isotopePattern: needsPattern))
      } catch {
        failures.append(.formula(MassRenderer.error(error, style: context.style)))
      }
    }
    // The good formulas are printed, then each bad one is reported (Problems).
    if masses.isEmpty, let first = failures.first {
      context.problems.errors += failures.dropFirst()
      throw first
    }
    context.problems.errors += failures
    switch format {
    case .text, .svg:
      let text = MassRenderer.render(
        masses, style: context.style(for: format), isotopePattern: showsPattern)
      return context.printout(
        text, format: format, title: masses.map(\.formula.text).joined(separator: ", "))
    case .json: return .text(DataFormatter.massJSON(masses))
    case .csv: return .text(DataFormatter.massDelimited(masses, separator: ","))
    case .tsv: return .text(DataFormatter.massDelimited(masses, separator: "\t"))
    }
  }
}
