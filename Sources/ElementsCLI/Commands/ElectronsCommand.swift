import ElementsCore
import ElementsTerminal

/// `elements electrons`: the electron structure of an element or a single-element ion.
struct ElectronsCommand: Subcommand {
  static let full = Flag("--full", help: "Draw every orbital box, the noble-gas core's too")
  static let byShell = Flag(
    "--by-shell", help: "Draw the sub-shells by shell (n, then l), not in filling order")
  /// The report, JSON, or the report as an SVG picture: a structure has no CSV form.
  static let format = Choice(
    "--format", short: "-f", value: "FORMAT", default: OutputFormat.text,
    accepting: [.text, .json, .svg], help: "Output format")

  static let name = "electrons"
  static let spec = CommandSpec(
    name: name,
    summary: "Show an element's or ion's electrons: orbital boxes, configuration, term symbol",
    arguments: "<element-or-ion>", argumentCount: 1...1, completing: .elements,
    options: [full.spec, byShell.spec, format.spec],
    discussion:
      "Takes an element (Fe, iron, 26) or an ion of one element (Fe3+, Fe+3, Cl-, O2-). Shows "
      + "the full and noble-gas configurations, the Aufbau (Madelung) order and, for the 20 "
      + "atoms that break it, the predicted and measured configurations; the ground-state term "
      + "symbol (NIST ASD's ground level, or Hund's rules where NIST has none), the unpaired "
      + "electrons and whether the species is para- or diamagnetic; the valence electrons, the "
      + "species with as many electrons, an orbital box diagram (Hund's rule; the noble-gas "
      + "core collapsed unless --full) and the electrons per shell. A positive ion's "
      + "configuration is NIST's measured one where NIST has it, else derived by the textbook "
      + "rule (the outer np and ns electrons leave first, then (n-1)d, then (n-2)f: Eu3+ is "
      + "[Xe] 4f6). A negative ion's is the literature's where it gives one (Ca- [Ar] 4s2 "
      + "4p1), else derived (extra electrons fill in the Aufbau order); one that does not bind "
      + "as a free ion (N-, Ne-, O2-) is shown with a note saying so. A charge beyond the "
      + "electrons an element has, or an anion beyond the next noble gas (H2-), is an error "
      + "(exit 2).",
    examples: [
      "elements electrons Fe", "elements electrons Fe3+ --full", "elements electrons Cl-",
      "elements electrons U --by-shell", "elements electrons O2- -f json",
    ])

  var query: String
  var options: ElectronRenderer.Options
  var format: OutputFormat

  init(_ words: ParsedWords) throws(CLIError) {
    query = words.arguments[0]
    options = ElectronRenderer.Options(
      full: words.isSet(Self.full), byShell: words.isSet(Self.byShell))
    format = try words.value(Self.format)
  }

  func run(in context: Context) throws(CLIError) -> Printout {
    let table = context.table
    let structure: ElectronStructure
    do {
      structure = try table.electronStructure(of: query)
    } catch {
      throw .species(error)
    }
    switch format {
    case .json, .csv, .tsv:
      return .text(ElectronRenderer.json(structure, in: table))
    case .text, .svg:
      let report = ElectronRenderer.report(
        structure, in: table, options: options, style: context.style(for: format))
      let species = ElectronRenderer.species(
        structure.element.symbol, charge: structure.charge, unicode: true)
      return context.printout(report, format: format, title: "Electrons of " + species)
    }
  }
}
