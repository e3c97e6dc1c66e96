import ElementsCore
import ElementsTerminal

/// `elements plot`: a numeric property against atomic number, or against another property.
struct PlotCommand: Subcommand, Equatable {
  static let versus = PropertyOption(
    "--vs", help: "Plot against this numeric property instead of atomic number (a scatter)")
  static let logarithmic = Flag("--log", help: "A logarithmic y axis")
  static let size = TextOption(
    "--size", value: "WxH",
    help:
      "Columns and lines of the plot, 30x10 up, e.g. 100x30 (the terminal's size; 80x24 off one)"
  )
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: OutputFormat.data + [.svg], help: "Output format")

  static let name = "plot"
  static let spec = CommandSpec(
    name: name,
    summary: "Plot a numeric property against atomic number or another property",
    arguments: "<property>", argumentCount: 1...1,
    options: [versus.spec, logarithmic.spec, size.spec, format.spec],
    discussion: """
      Properties are named by their JSON names: \(QueryOptions.numericNames). Elements \
      without a value are not drawn; the last line counts them. JSON, CSV and TSV hold the \
      plotted points: number, symbol, value and, with --vs, value2. SVG is a vector chart of \
      960 by 600 pixels whatever the terminal (--size sets only the text plot's size): axes \
      with ticks and titles, points coloured by category with a legend, the symbols of the \
      extremes.
      """,
    examples: [
      "elements plot ionizationEnergy", "elements plot density --log",
      "elements plot meltingPoint --vs boilingPoint --size 100x30",
      "elements plot density --format csv",
      "elements plot density --log --format svg --output density.svg",
    ])

  var field: ElementField
  var versus: ElementField?
  var logarithmic: Bool
  /// Columns and lines of `--size`, if given.
  var size: Size?
  var format: OutputFormat

  /// A plot's size in columns and lines.
  struct Size: Equatable {
    var columns: Int
    var lines: Int
  }

  init(_ words: ParsedWords) throws(CLIError) {
    field = try QueryOptions.numericProperty(words.arguments[0], command: words.command)
    if let name = words.value(Self.versus) {
      versus = try QueryOptions.numericProperty(name, command: words.command)
    }
    logarithmic = words.isSet(Self.logarithmic)
    if let text = words.value(Self.size) {
      size = try Self.size(text, command: words.command)
    }
    format = try words.value(Self.format)
  }

  /// Reads `WxH`: two whole numbers joined by "x", from the plot's least size (30x10) to 1000.
  static func size(_ text: String, command: CommandSpec?) throws(CLIError) -> Size {
    let parts = text.trimmingWhitespace.lowercased().split(
      separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let lines = Int(parts[1]) else {
      throw .usage(
        "'--size' takes columns x lines, e.g. 100x30, not " + text.quotedForMessage(),
        command: command)
    }
    let least = "\(PlotRenderer.minimumWidth)x\(PlotRenderer.minimumHeight)"
    guard (PlotRenderer.minimumWidth...1000).contains(columns),
      (PlotRenderer.minimumHeight...1000).contains(lines)
    else {
      throw .usage(
        "'--size' \(text.quotedForMessage()) is outside \(least) to 1000x1000, the sizes a plot"
          + " is drawn at", command: command)
    }
    return Size(columns: columns, lines: lines)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let table = context.table
    do {
      switch format {
      case .json: return .text(try PlotRenderer.json(table, field: field, versus: versus))
      case .csv:
        return .text(
          try PlotRenderer.delimited(table, field: field, versus: versus, separator: ","))
      case .tsv:
        return .text(
          try PlotRenderer.delimited(table, field: field, versus: versus, separator: "\t"))
      case .svg:
        return .text(
          try PlotRenderer.svg(table, field: field, versus: versus, logarithmic: logarithmic))
      case .text:
        var style = context.style
        let height: Int
        if let size {
          style.width = size.columns
          height = size.lines
        } else if context.console.outputIsTerminal {
          height = TerminalInfo.height(environment: context.environment, console: context.console)
        } else {
          style.width = 80
          height = 24
        }
        return context.printout(
          try PlotRenderer.render(
            table, field: field, versus: versus, logarithmic: logarithmic, height: height,
            style: style), format: .text, title: "")
      }
    } catch {
      throw .usage(error.message, command: Self.spec)
    }
  }
}
