import ElementsCore
import ElementsTerminal

extension Worksheet.Kind: OptionValue {
  init?(word: String) { self.init(rawValue: word) }
  static let allWords = allCases.map { $0.rawValue }
  var word: String { rawValue }
}

/// `elements worksheet`: a printable exercise for a class, or its answer key.
struct WorksheetCommand: Subcommand, Equatable {
  static let kind = Choice(
    "--kind", value: "KIND", default: Worksheet.Kind.table,
    help: "What to ask: table (a blank table to fill in), symbols (to name) or"
      + " configurations (to write)")
  static let countOption = TextOption(
    "--count", value: "N",
    help: "At most N questions. Default: the whole table, or 20 for a list")
  static let seed = TextOption(
    "--seed", value: "N",
    help: "Choose and order the questions reproducibly from the number N")
  static let answers = Flag("--answers", help: "Print the answer key instead of the exercise")
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .svg], help: "Output format: text, or svg for a printable A4 page")
  /// The columns an SVG page is laid out in: the table's boxes four characters wide.
  static let svgWidth = 96
  static let name = "worksheet"
  static let spec = CommandSpec(
    name: name,
    summary: "Print a worksheet for a class, or its answer key",
    options: [
      kind.spec, QueryOptions.filter.spec, QuizCommand.setOption.spec,
      countOption.spec, seed.spec, answers.spec, format.spec,
    ],
    discussion: """
      A worksheet is an exercise to print, with a title and a 'Name: ___ Date: ___' line: \
      a blank periodic table whose boxes show only the atomic numbers (--kind table, the \
      default), a list of symbols to name (symbols), or a list of elements whose noble-gas \
      configurations are to be written (configurations). --answers prints the answer key: \
      the same page with the blanks filled in, line for line. The elements are chosen as \
      the quiz chooses them (--where as for 'list', --set), shuffled by the seed, and the \
      first N kept (--count; the default is the whole table, or 20 for a list); the table \
      keeps its boxes in their places. Without --seed a seed is taken from the clock, and \
      the page names it: the same command with --answers and that --seed prints its key. \
      --format svg draws an A4 page for printing.
      """,
    examples: [
      "elements worksheet", "elements worksheet --set 1-36 --answers",
      "elements worksheet --kind symbols --count 20 --seed 7",
      "elements worksheet --kind symbols --count 20 --seed 7 --answers",
      "elements worksheet --kind configurations --where 'period<=4' --format svg",
    ])

  var kind: Worksheet.Kind
  var filter: Where?
  var set: String?
  var count: Int?
  var seed: UInt64?
  var answers: Bool
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    kind = try words.value(Self.kind)
    filter = try QueryOptions.filter(words)
    set = words.value(QuizCommand.setOption)
    count = try QuizCommand.count(words, option: Self.countOption)
    seed = try QuizCommand.seed(words, option: Self.seed)
    answers = words.isSet(Self.answers)
    format = try words.value(Self.format)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let elements = try QuizCommand.elements(
      set: set, filter: filter, in: context, command: Self.spec)
    let sheet = Worksheet(
      kind: kind, elements: elements, count: count, seed: seed ?? QuizCommand.clockSeed())
    guard !sheet.cards.isEmpty else {
      throw .nothingFound("no element chosen has a configuration in the data")
    }
    var style = context.style(for: format)
    if format == .svg { style.width = Self.svgWidth }
    let text = WorksheetRenderer.render(
      sheet, answers: answers, page: format == .svg, style: style)
    let title = (answers ? "Answer key: " : "") + "Worksheet"
    if format == .svg { return .text(SVGEncoder(title: title, isA4Page: true).encode(text)) }
    return context.printout(text, format: format, title: title)
  }
}
