import ElementsCore
import ElementsTerminal

/// `elements decay NUCLIDE`: the decay chain down to stable nuclides, and with `--after` or
/// `--amount` each member's amount and activity after a time.
struct DecayCommand: Subcommand {
  static let minimum = TextOption(
    "--min", value: "PERCENT",
    help: "Prune branches below PERCENT of their parent's decays. Default: 0.1")
  static let after = TextOption(
    "--after", value: "TIME", help: "Amounts and activities after TIME: 30s, 10d, 5730y, 4.463Gy")
  static let amount = TextOption(
    "--amount", value: "Q",
    help: "Start from Q of the nuclide: 1g, 5mg, 0.1mol, 3.7e10Bq. Default: 1g")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .json, .svg], help: "Output format")

  /// Branches below this percentage are pruned when `--min` is not given.
  static let defaultMinimum = 0.1

  static let name = "decay"
  static let spec = CommandSpec(
    name: name, summary: "Show a nuclide's decay chain; amounts and activities over time",
    arguments: "<nuclide>", argumentCount: 1...1,
    options: [minimum.spec, after.spec, amount.spec, format.spec],
    discussion:
      "The nuclide is written U-238, 238U, uranium-238, U238 or Ta-180m. Each step shows "
      + "the decay mode, its share of the parent's decays (NUBASE2020) and the daughter's "
      + "half-life, down to stable nuclides; where a nuclide decays more than one way the "
      + "chain branches into a tree, largest branch first. A nuclide reached a second time "
      + "is not followed again: its line ends with 'above', where its decays are shown. A "
      + "beta-delayed mode (B-n, B-A) is part of its beta decay: shown, it is taken out of the beta branch; pruned, it stays in "
      + "it. With --after or --amount, a table follows: each member's mass, atoms and "
      + "activity after the time (Bateman equations, solved by a matrix exponential that "
      + "stays accurate across half-lives twenty orders of magnitude apart). Pruned "
      + "branches, fission and cluster emission lead out of the chain.",
    examples: [
      "elements decay U-238", "elements decay Bi-212 --min 0",
      "elements decay C-14 --after 5730y --amount 1g",
      "elements decay U-238 --after 10My --amount 1g --format json",
    ])

  var query: String
  var minimumPercent: Double
  var seconds: Double?
  var timeText: String
  var startAmount: DecayAmount?
  var amountText: String
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    query = words.arguments[0]
    minimumPercent = Self.defaultMinimum
    if let text = words.value(Self.minimum) {
      guard let value = Double(decimal: text.trimmingWhitespace), (0...100).contains(value)
      else {
        throw .usage(
          "'--min' takes a percentage from 0 to 100, not \(text.quotedForMessage())",
          command: words.command)
      }
      minimumPercent = value
    }
    timeText = words.value(Self.after) ?? ""
    amountText = words.value(Self.amount) ?? ""
    do {
      if !timeText.isEmpty || words.value(Self.after) != nil {
        seconds = try DecayTime.seconds(timeText)
      }
      if !amountText.isEmpty || words.value(Self.amount) != nil {
        startAmount = try DecayAmount(amountText)
      }
    } catch {
      throw .nuclide(error)
    }
    if startAmount != nil, seconds == nil {
      seconds = 0
      timeText = "0s"
    }
    if seconds != nil, startAmount == nil {
      startAmount = .grams(1)
      amountText = "1g"
    }
    format = try words.value(Self.format)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let table = context.table
    try context.requireIsotopes(for: "decay")
    let chain: DecayChain
    var amounts: [MemberAmount]?
    do {
      let nuclide = try table.nuclide(matching: query)
      chain = table.decayChain(of: nuclide, minimumPercent: minimumPercent)
      if let seconds, let startAmount {
        amounts = try chain.amounts(of: startAmount, amountText: amountText, after: seconds)
      }
    } catch {
      throw .nuclide(error)
    }
    switch format {
    case .json:
      return .text(
        DataFormatter.decayJSON(
          chain, amounts: amounts, timeText: timeText, seconds: seconds ?? 0,
          amountText: amountText))
    default:
      let style = context.style(for: format)
      var text = DecayRenderer.text(chain, style: style, unpruning: "--min 0 shows every branch")
      if let amounts {
        text.append(StyledLine())
        text.append(
          contentsOf: DecayRenderer.amountsText(
            chain, amounts: amounts, amountText: amountText, timeText: timeText, style: style))
      }
      return context.printout(text, format: format, title: "Decay of " + chain.start.name)
    }
  }
}
