import ElementsCore
import ElementsTerminal

/// `elements nuclides`: the chart of nuclides, N across and Z up, every ground state coloured
/// by half-life or decay mode; `--z` and `--n` zoom in to symbols and mass numbers.
struct NuclidesCommand: Subcommand {
  static let protons = TextOption(
    "--z", value: "A..B", help: "Only protons (Z) from A to B; a window shows symbols")
  static let neutrons = TextOption(
    "--n", value: "A..B", help: "Only neutrons (N) from A to B; a window shows symbols")
  static let colorBy = Choice(
    "--color-by", value: "WHAT", default: NuclideColoring.halfLife,
    help: "Colour by half-life or by decay mode")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .json, .svg], help: "Output format")

  static let name = "nuclides"
  static let spec = CommandSpec(
    name: name, summary: "Draw the chart of nuclides: every ground state, N across, Z up",
    arguments: "", argumentCount: 0...0,
    options: [protons.spec, neutrons.spec, colorBy.spec, format.spec],
    discussion: """
      The whole chart is drawn in half blocks (two nuclides a character, one above the \
      other), shrunk to fit the terminal: a square then stands for the longest-lived nuclide \
      of its block, a stable one first. With --z or --n, a window narrow enough shows each \
      nuclide's symbol and mass number. Colours show the half-life on a logarithmic scale \
      (ys to Ey) or, with --color-by mode, the main decay mode: stable, beta-, beta+/EC, \
      alpha, SF, p, n. Stable nuclides are white (bold in symbols). The magic numbers 2, 8, \
      20, 28, 50, 82 and 126 are marked on both axes. Without colour each cell holds a \
      character for its class: # stable, ? unknown, and for half-lives . , : ; - = + * x X % \
      from shortest to longest; for modes - beta-, + beta+/EC, a alpha, f SF, p, n. JSON \
      lists every nuclide with z, n, a, symbol, halfLife in seconds (absent when stable or \
      unknown), stable, abundance and modes with intensities. SVG is a vector chart, one \
      square per nuclide.
      """,
    examples: [
      "elements nuclides", "elements nuclides --color-by mode",
      "elements nuclides --z 82..92 --n 120..146", "elements nuclides --format json",
      "elements nuclides --format svg --output nuclides.svg",
    ])

  var protons: ClosedRange<Int>?
  var neutrons: ClosedRange<Int>?
  var coloring: NuclideColoring
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    if let text = words.value(Self.protons) {
      protons = try Self.range(text, option: "--z", command: words.command)
    }
    if let text = words.value(Self.neutrons) {
      neutrons = try Self.range(text, option: "--n", command: words.command)
    }
    coloring = try words.value(Self.colorBy)
    format = try words.value(Self.format)
  }

  /// Reads `A..B` (or one number `A`): whole numbers from 0 to 999, A not above B.
  static func range(_ text: String, option: String, command: CommandSpec?) throws(CLIError)
    -> ClosedRange<Int>
  {
    let trimmed = text.trimmingWhitespace
    let parts: [Substring]
    if let dots = trimmed.firstRange(of: "..") {
      parts = [trimmed[..<dots.lowerBound], trimmed[dots.upperBound...]]
    } else {
      parts = [Substring(trimmed), Substring(trimmed)]
    }
    guard parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) }),
      let low = Int(parts[0]), let high = Int(parts[1]), low >= 0, high >= low
    else {
      throw .usage(
        "\(option.quotedForMessage()) takes a range of whole numbers from 0 to 999, e.g. 82..92, not "
          + text.quotedForMessage(), command: command)
    }
    return low...high
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    try context.requireIsotopes(for: "the chart of nuclides")
    let chart = context.table.nuclideChart
    if protons != nil || neutrons != nil {
      let window = NuclideChartRenderer.window(of: chart, protons: protons, neutrons: neutrons)
      guard chart.count(protons: window.protons, neutrons: window.neutrons) > 0 else {
        throw .nothingFound(
          "no nuclide has Z \(window.protons.lowerBound)..\(window.protons.upperBound) and N "
            + "\(window.neutrons.lowerBound)..\(window.neutrons.upperBound)")
      }
    }
    switch format {
    case .json: return .text(NuclideChartRenderer.json(chart, table: context.table))
    case .svg:
      return .text(
        NuclideChartRenderer.svg(
          chart, table: context.table, protons: protons, neutrons: neutrons, coloring: coloring))
    default:
      let height =
        context.console.outputIsTerminal || context.environment["LINES"] != nil
        ? TerminalInfo.height(environment: context.environment, console: context.console) : 40
      return context.printout(
        NuclideChartRenderer.render(
          chart, protons: protons, neutrons: neutrons, coloring: coloring, height: height,
          style: context.style), format: .text, title: "")
    }
  }
}

extension NuclideColoring: OptionValue {
  init?(word: String) {
    switch word {
    case "half-life", "halflife": self = .halfLife
    case "mode", "decay": self = .mode
    default: return nil
    }
  }
  static let allWords = allCases.map { $0.rawValue }
  var word: String { rawValue }
}
