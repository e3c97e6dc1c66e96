import ElementsCore
import ElementsTerminal

/// `elements list`: the elements in one of the four orders, optionally filtered.
enum ListCommand {
  static func run(_ invocation: Invocation, in context: Context) throws(CLIError) -> Printout {
    let order = invocation.values["--by"].flatMap(SortOrder.init(rawValue:)) ?? .name
    var sections = order.sections(in: context.table)
    var filters: [String] = []

    if let letter = invocation.values["--letter"] {
      guard letter.count == 1, let initial = letter.uppercased().first, initial.isLetter else {
        throw .usage("'--letter' takes one letter, not '\(letter)'", command: invocation.command)
      }
      sections = filter(sections) { $0.initial == initial }
      filters.append("whose name starts with \(initial)")
    }
    if let stateName = invocation.values["--state"], let state = PhysicalState(userText: stateName)
    {
      sections = filter(sections) { $0.state == state }
      filters.append("in state \(state.title)")
    }
    guard !sections.isEmpty else {
      throw .nothingFound("no elements " + filters.joined(separator: " and "))
    }
    return Formats.render(sections, format: invocation.values["--format"], style: context.style)
  }

  private static func filter(_ sections: [ElementSection], _ keep: (AtomicElement) -> Bool)
    -> [ElementSection]
  {
    sections.compactMap { section in
      let kept = section.elements.filter(keep)
      return kept.isEmpty ? nil : ElementSection(title: section.title, elements: kept)
    }
  }
}

/// Turns lists of elements into the format the user asked for.
enum Formats {
  static func render(_ sections: [ElementSection], format: String?, style: TerminalStyle)
    -> Printout
  {
    let elements = sections.flatMap { $0.elements }
    switch format ?? "text" {
    case "json": return .utf8(DataFormatter.jsonUTF8(elements))
    case "csv": return .text(DataFormatter.delimited(elements, separator: ","))
    case "tsv": return .text(DataFormatter.delimited(elements, separator: "\t"))
    default: return .utf8(ListRenderer.renderUTF8(sections, style: style))
    }
  }
}
