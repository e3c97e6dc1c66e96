import ElementsCore
import ElementsTerminal

/// `elements show` and `elements flip`: an element's tile, front or back.
enum ShowCommand {
  static func run(_ invocation: Invocation, in context: Context, back: Bool) throws(CLIError)
    -> String
  {
    var elements: [AtomicElement] = []
    for query in invocation.arguments { elements.append(try context.element(query)) }

    if invocation.values["--format"] == "json" {
      return elements.count == 1 ? DataFormatter.json(elements[0]) : DataFormatter.json(elements)
    }
    let reflection = !invocation.flags.contains("--no-reflection")
    let tiles = elements.map { element in
      let lines =
        back
        ? TileRenderer.backLines(element, style: context.style)
        : TileRenderer.frontLines(element, style: context.style, reflection: reflection)
      return lines.joinedText(separator: "\n") + "\n"
    }
    return tiles.joinedText(separator: "\n")
  }
}
