import ElementsCore
import ElementsData
import ElementsTerminal

/// `elements empirical`: the empirical formula from a composition by mass, and with a molar
/// mass the molecular formula.
struct EmpiricalCommand: Subcommand {
  static let molarMass = TextOption(
    "--molar-mass", value: "G/MOL", help: "The compound's molar mass: gives the molecular formula")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .json],
    help: "Output format")

  static let name = "empirical"
  static let spec = CommandSpec(
    name: name, summary: "Find an empirical (and molecular) formula from mass percentages",
    arguments: "<symbol=percent>...", argumentCount: 1...118,
    options: [molarMass.spec, format.spec],
    discussion: """
      Each element's moles in 100 g are divided by the smallest; the smallest multiplier up \
      to 12 that brings every ratio within 0.1 of a whole number gives the counts, and the \
      table shows the ratios. One element may be 'rest': 100 % less the others. \
      Percentages that do not add up to 100 % (within 1 %) are a warning.
      """,
    examples: [
      "elements empirical C=40.0 H=6.71 O=53.3",
      "elements empirical C=40.0 H=6.71 O=rest --molar-mass 180.16",
      "elements empirical Fe=69.94 O=30.06",
    ])

  var words: [String]
  var molarMassValue: Double?
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    self.words = words.arguments
    format = try words.value(Self.format)
    if let text = words.value(Self.molarMass) {
      guard let value = Double(decimal: text), value > 0 else {
        throw .usage(
          "--molar-mass \(text.quotedForMessage()) is not a positive number",
          command: Self.spec)
      }
      molarMassValue = value
    }
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let result: EmpiricalFormula
    do {
      result = try EmpiricalFormula(
        parsing: words, data: context.massData, molarMass: molarMassValue)
    } catch {
      throw .usage(error.description, command: Self.spec)
    }
    switch format {
    case .json: return .text(EmpiricalRenderer.json(result))
    default:
      return context.printout(
        EmpiricalRenderer.render(result, style: context.style), format: .text,
        title: result.formula.text)
    }
  }
}
