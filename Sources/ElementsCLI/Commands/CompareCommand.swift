import ElementsCore
import ElementsTerminal

/// `elements compare`: two to six elements side by side.
struct CompareCommand: Subcommand, Equatable {
  static let name = "compare"
  static let spec = CommandSpec(
    name: name,
    summary: "Compare two to six elements side by side",
    arguments: "<element>...", argumentCount: 1...200,
    options: [QueryOptions.fields.spec, ListCommand.formatWithSVG.spec],
    discussion: """
      One column per element, one row per property, in the sections of the tile's back; in \
      each measured row the largest value is marked with an up triangle and the smallest with a \
      down triangle (+ and - in ASCII). \
      CSV and TSV have a row per property and a column per element. --fields shows only those \
      properties, in that order; JSON, CSV and TSV then hold one record per element with \
      them. SVG draws the comparison as a picture. A name that matches nothing \
      is reported after the others and makes the exit status 1.
      """,
    examples: [
      "elements compare Fe Co Ni", "elements compare Cu Ag Au --format csv",
      "elements compare Na K --fields meltingPoint,boilingPoint,density",
      "elements compare Na K --format json --fields symbol,meltingPoint,density",
      "elements compare Fe Co Ni --format svg --output metals.svg",
    ])

  var queries: [String]
  var format: OutputFormat
  /// The fields of `--fields`, in order.
  var fields: [ElementField]?

  init(_ words: ParsedWords) throws(CLIError) {
    queries = words.arguments
    let counts = CompareRenderer.elementCounts
    guard counts.contains(queries.count) else {
      throw .usage(
        "'compare' takes \(counts.lowerBound) to \(counts.upperBound) elements, not "
          + "\(queries.count)",
        command: words.command)
    }
    format = try words.value(ListCommand.formatWithSVG)
    fields = try QueryOptions.fields(words)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let elements = try context.elements(queries)
    let table = context.table
    if let fields {
      if format == .text || format == .svg {
        return context.printout(
          CompareRenderer.render(
            elements, fields: fields, in: table, style: context.style(for: format)),
          format: format, title: title(elements))
      }
      return Formats.render(
        [ElementSection(title: "", elements: elements)], format: format, fields: fields,
        in: context)
    }
    switch format {
    case .text, .svg:
      return context.printout(
        CompareRenderer.render(elements, in: table, style: context.style(for: format)),
        format: format, title: title(elements))
    case .json:
      return .text(DataFormatter.json(elements, in: table, fields: CompareRenderer.fields))
    case .csv: return .text(CompareRenderer.delimited(elements, in: table, separator: ","))
    case .tsv: return .text(CompareRenderer.delimited(elements, in: table, separator: "\t"))
    }
  }

  /// The picture's title: "Iron, Cobalt and Nickel compared".
  private func title(_ elements: [AtomicElement]) -> String {
    elements.map(\.name).joined(conjunction: "and") + " compared"
  }
}
