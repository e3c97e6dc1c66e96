import ElementsCore
import ElementsTerminal

/// `elements show`: an element's tile, front or back.
struct ShowCommand: Subcommand, Equatable {
  static let back = Flag(
    "--back", short: "-b", help: "Show the back of the tile: every fact, with units")
  static let noReflection = Flag(
    "--no-reflection", help: "Leave out the reflection under the tile")
  /// Text or JSON: a tile has no CSV form.
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .json], help: "Output format")

  static let spec = CommandSpec(
    name: "show",
    summary: "Show an element's tile; --back shows the flip side with all its facts",
    arguments: "<element>...", argumentCount: 1...200,
    options: [back.spec, noReflection.spec, format.spec],
    discussion: "An element is named by atomic number, symbol or name, in any case: 26, fe, Iron.",
    examples: ["elements show Fe", "elements show 79 --back", "elements show oxygen --format json"])

  var queries: [String]
  var back: Bool
  var reflection: Bool
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    queries = words.arguments
    back = words.isSet(Self.back)
    reflection = !words.isSet(Self.noReflection)
    format = try words.value(Self.format)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    var elements: [AtomicElement] = []
    for query in queries { elements.append(try context.element(query)) }
    if format == .json {
      return .text(
        elements.count == 1 ? DataFormatter.json(elements[0]) : DataFormatter.json(elements))
    }
    let tiles = elements.map { element in
      let lines =
        back
        ? TileRenderer.backLines(element, style: context.style)
        : TileRenderer.frontLines(element, style: context.style, reflection: reflection)
      return lines.joinedText(separator: "\n") + "\n"
    }
    return .text(tiles.joinedText(separator: "\n"))
  }
}

/// `elements flip`: the back of an element's tile, as `show --back`.
struct FlipCommand: Subcommand, Equatable {
  static let spec = CommandSpec(
    name: "flip",
    summary: "Show the back of an element's tile (same as show --back)",
    arguments: "<element>...", argumentCount: 1...200,
    options: [ShowCommand.format.spec],
    examples: ["elements flip Hg"])

  var show: ShowCommand

  init(_ words: ParsedWords) throws(CLIError) {
    show = try ShowCommand(words)
    show.back = true
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    try show.run(in: context)
  }
}
