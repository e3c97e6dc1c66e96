import ElementsCore
import ElementsTerminal

/// `elements show`: an element's tile, front or back.
struct ShowCommand: Subcommand, Equatable {
  static let back = Flag(
    "--back", short: "-b", help: "Show the back of the tile: every fact, with units")
  static let noReflection = Flag(
    "--no-reflection", help: "Leave out the reflection under the tile")
  static let reflection = Flag(
    "--reflection",
    help: "Draw the reflection under the tile even when output is not a terminal")
  static let section = OptionalChoice<TileSection>(
    "--section", value: "SECTION",
    help: "With --back, only this section of the facts")
  /// Text or JSON: a tile has no CSV form.
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .json, .svg], help: "Output format")

  static let name = "show"
  static let spec = CommandSpec(
    name: name,
    summary: "Show an element's tile; --back shows the flip side with all its facts",
    arguments: "<element>...", argumentCount: 1...200,
    options: [
      back.spec, section.spec, reflection.spec, noReflection.spec, QueryOptions.fields.spec,
      format.spec,
    ],
    discussion: """
      An element is named by atomic number, symbol or name, in any case: 26, fe, Iron; '-' \
      reads elements from standard input, one a line (mass and wiki take '-' too). \
      Several elements print one tile each; a name that matches nothing is reported after the \
      others and makes the exit status 1. The back has the sections overview, atom, \
      electrons (orbital boxes, term symbol), physical, isotopes and history (with the sources). The reflection is drawn on a \
      terminal only, unless --reflection. JSON is always an array, one object per element, \
      however many were named. --fields shows only those properties, the elements side by \
      side as compare shows them; in JSON it picks the properties of each object.
      """,
    examples: [
      "elements show Fe", "elements show 79 --back", "elements show U --back --section isotopes",
      "elements show oxygen --format json", "elements show Fe --fields density,meltingPoint",
      "elements show Fe Au --format json --fields symbol,density",
    ])

  var queries: [String]
  var back: Bool
  /// Whether to draw the reflection: nil to decide by whether output is a terminal.
  var reflection: Bool?
  var sections: [TileSection]
  var format: OutputFormat
  /// The fields of `--fields`, in order.
  var fields: [ElementField]?

  init(_ words: ParsedWords) throws(CLIError) {
    queries = words.arguments
    back = words.isSet(Self.back)
    if words.isSet(Self.noReflection) {
      reflection = false
    } else if words.isSet(Self.reflection) {
      reflection = true
    }
    let section = try words.value(Self.section)
    sections = section.map { [$0] } ?? TileSection.allCases
    format = try words.value(Self.format)
    fields = try QueryOptions.fields(words)
    if section != nil, !back {
      throw .usage("'--section' shows part of the back; add --back", command: words.command)
    }
    if fields != nil, back, format == .text {
      throw .usage(
        "'--fields' shows chosen properties instead of the tile; drop --back or --fields",
        command: words.command)
    }
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let elements = try context.elements(
      StandardInput.expanding(queries, command: Self.spec, console: context.console))
    if format == .json {
      return .text(
        DataFormatter.json(
          elements, in: context.table, fields: fields ?? ElementField.all,
          compiled: context.compiledRecords))
    }
    if let fields {
      // The chosen fields of each element, side by side, as `compare --fields` shows them.
      return context.printout(
        CompareRenderer.render(
          elements, fields: fields, in: context.table, style: context.style(for: format)),
        format: format, title: elements.map(\.name).joined(separator: ", "))
    }
    let reflects = reflection ?? (format == .text && context.console.outputIsTerminal)
    let style = context.style(for: format)
    var text = StyledText()
    for element in elements {
      if !text.isEmpty { text.append(StyledLine()) }
      text.append(
        contentsOf: back
          ? TileRenderer.back(
            element, details: context.table.details(of: element), sections: sections,
            dataFile: context.table.dataFile, style: style)
          : TileRenderer.front(element, style: style, reflection: reflects))
    }
    return context.printout(
      text, format: format, title: elements.map(\.name).joined(separator: ", "))
  }
}

/// `elements flip`: the back of an element's tile, as `show --back`.
struct FlipCommand: Subcommand, Equatable {
  static let name = "flip"
  static let spec = CommandSpec(
    name: name,
    summary: "Show the back of an element's tile (same as show --back)",
    arguments: "<element>...", argumentCount: 1...200,
    options: [ShowCommand.section.spec, ShowCommand.format.spec],
    examples: ["elements flip Hg", "elements flip Hg --section physical"])

  var show: ShowCommand

  init(_ words: ParsedWords) throws(CLIError) {
    var words = words
    words.set(ShowCommand.back.spec, to: nil)
    show = try ShowCommand(words)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    try show.run(in: context)
  }
}
