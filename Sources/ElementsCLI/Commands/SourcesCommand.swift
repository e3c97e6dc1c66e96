import ElementsCore
import ElementsTerminal

/// `elements sources`: where each field of the data comes from.
struct SourcesCommand: Subcommand {
  static let name = "sources"
  static let spec = CommandSpec(
    name: name, summary: "Show where each field of the data comes from",
    options: [ListCommand.format.spec],
    examples: ["elements sources", "elements sources --format json"])

  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    format = try words.value(ListCommand.format)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    switch format {
    case .text, .svg:
      context.printout(
        SourcesRenderer.text(context.table, style: context.style), format: .text, title: "Sources")
    case .json: .text(SourcesRenderer.json(context.table))
    case .csv: .text(SourcesRenderer.delimited(context.table, separator: ","))
    case .tsv: .text(SourcesRenderer.delimited(context.table, separator: "\t"))
    }
  }
}
