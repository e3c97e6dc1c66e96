import ElementsCore
import ElementsTerminal

/// `elements isotopes`: an element's isotopes with mass, abundance, half-life and decay modes;
/// those that occur in nature, or all with `--all`.
///
/// For an element none of whose isotopes occurs in nature (Tc, Pm, most after Bi), the text
/// says so in one line and lists every known isotope even without `--all`: an empty answer
/// would only make the user type the command again. JSON, CSV and TSV list the same isotopes
/// as the text, each with a null abundance.
struct IsotopesCommand: Subcommand {
  static let all = Flag(
    "--all", short: "-a", help: "List every known isotope, not only natural ones")

  static let name = "isotopes"
  static let spec = CommandSpec(
    name: name, summary: "List an element's isotopes: mass, abundance, half-life, decay",
    arguments: "<element>", argumentCount: 1...1,
    options: [all.spec, ListCommand.formatWithSVG.spec],
    discussion:
      "Natural isotopes come most abundant first; with --all every known isotope comes, by "
      + "mass number. For an element with no natural isotope (Tc, Pu) the text says so and "
      + "lists every known one; JSON, CSV and TSV list the same isotopes, each with a null "
      + "abundance.",
    examples: ["elements isotopes Cl", "elements isotopes U --all", "elements isotopes Fe -f csv"])

  var query: String
  var selection: IsotopeSelection
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    query = words.arguments[0]
    selection = words.isSet(Self.all) ? .all : .natural
    format = try words.value(ListCommand.formatWithSVG)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let element = try context.element(query)
    try context.requireIsotopes(for: "isotopes")
    let details = context.table.details(of: element)
    // An element with no natural isotope (Tc, Pm, the synthetic ones) lists every known one,
    // in every format, as the text does.
    let listed: IsotopeSelection =
      selection == .natural && details.naturalIsotopes.isEmpty ? .all : selection
    switch format {
    case .text, .svg:
      let style = context.style(for: format)
      var text = IsotopeRenderer.text(
        element, details: details, selection: selection, style: style)
      if selection == .natural, details.naturalIsotopes.isEmpty, !details.isotopes.isEmpty {
        // The line saying that none is natural ("(40 known)"), then the table of all, without
        // its own title, which would say the same again.
        let all = IsotopeRenderer.text(element, details: details, selection: .all, style: style)
        text.append(contentsOf: Array(all.lines.dropFirst()))
      }
      if let line = IsotopeRenderer.decayLine(element, details: details, style: style) {
        text.append(StyledLine())
        text.append(line)
      }
      return context.printout(text, format: format, title: "Isotopes of " + element.name)
    case .json: return .text(IsotopeRenderer.json(element, details: details, selection: listed))
    case .csv:
      return .text(
        IsotopeRenderer.delimited(element, details: details, selection: listed, separator: ","))
    case .tsv:
      return .text(
        IsotopeRenderer.delimited(element, details: details, selection: listed, separator: "\t"))
    }
  }
}
