import Foundation
import Testing

@testable import ElementsCLI

/// Help fits the width it is given, breaking only at spaces, with examples broken between shell
/// words so that they still paste as one command.
@Suite struct HelpTests {
  static let topics: [[String]] =
    [[]] + Commands.specs.map { [$0.name] }
    + Commands.specs.flatMap { parent in parent.subcommandSpecs.map { [parent.name, $0.word] } }

  @Test(arguments: topics, [80, 60, 40, 30])
  func everyHelpFitsTheWidth(topic: [String], width: Int) throws {
    let invocation = try Invocation(parsing: ["help"] + topic)
    let help = try #require(try invocation.command?.init(invocation.words) as? HelpCommand)
    let text = help.topic.map { Help.text(for: $0, width: width) } ?? Help.overview(width: width)
    let usageParts = Set(help.topic?.usageParts ?? [])
    for line in text.split(separator: "\n") where line.count > width {
      // Only a word too long for any line: a part of the usage, or one shell word, maybe
      // continued with " \".
      let word = line.trimmingPrefix { $0 == " " }
      if usageParts.contains(String(word)) { continue }
      let words = Help.shellWords(String(word.hasSuffix(" \\") ? word.dropLast(2) : word))
      #expect(words.count == 1, "too long at \(width): \(line)")
    }
    // Each example whole once its continued lines are joined.
    let joined = text.replacingOccurrences(of: " \\\n      ", with: " ")
    for example in help.topic?.examples ?? [] { #expect(joined.contains("  " + example + "\n")) }
  }

  @Test func examplesBreakBetweenShellWords() {
    let example = "elements balance 'Zn + HCl -> ZnCl2 + H2' --given HCl=0.1M*25mL --yield 85%"
    #expect(
      Help.example(example, width: 40, options: BalanceCommand.spec.options) == """
          elements balance \\
              'Zn + HCl -> ZnCl2 + H2' \\
              --given HCl=0.1M*25mL \\
              --yield 85%

        """)
    #expect(Help.example(example, width: 80) == "  " + example + "\n")
  }

  /// Every command that has --format takes -f for it too.
  @Test(arguments: Commands.everySpec.filter { $0.option(named: "--format") != nil })
  func formatHasItsShortForm(spec: CommandSpec) throws {
    let format = try #require(spec.option(named: "--format"))
    #expect(format.short == "-f", "\(spec.name)")
  }

  @Test func wrapsAtSpacesWithAHangingIndent() {
    #expect(
      Help.wrap(["Usage:", "elements", "list", "[--by", "ORDER]"], width: 20, indent: 4) == """
        Usage: elements list
            [--by ORDER]

        """)
    let address = "https://en.wikipedia.org/wiki/Periodic_table_of_the_elements"
    #expect(Help.wrap("See \(address) for more", width: 30) == "See\n\(address)\nfor more\n")
  }

  /// Help says which state --state matches, and why --at 25C finds more.
  @Test func listHelpSaysWhereTheSyntheticElementsAre() {
    let help = Help.text(for: ListCommand.spec, width: 2000)
    #expect(help.contains("every synthetic element is artificial"))
    #expect(help.contains("--at 25C --state solid lists more elements than --state solid"))
  }

  @Test func listHelpAtSixtyColumns() {
    #expect(
      Help.text(for: ListCommand.spec, width: 60) == """
        List the elements, sorted by name, number, symbol or state.

        Usage: elements list [--by name|number|symbol|state]
            [--sort PROPERTY] [--reverse] [--letter LETTER]
            [--state solid|liquid|gas|artificial] [--at TEMP]
            [--where EXPR] [--fields FIELDS]
            [--format text|json|csv|tsv]
        Alias: elements ls

        Options:
              --by ORDER       Sort order: name (sections A-Z),
                               number, symbol, state (sections).
                               Default: name
              --sort PROPERTY  One list sorted by this property
                               (JSON name); unknown values last
              --reverse        With --sort, largest (or last) value
                               first
              --letter LETTER  Only elements whose name starts with
                               LETTER
              --state STATE    Only elements in this state as the
                               data records it (synthetic ones:
                               artificial)
              --at TEMP        With --state, the state at this
                               temperature, e.g. 25C, 3000K
              --where EXPR     Only elements for which EXPR holds,
                               e.g. 'block=d and density>10'
              --fields FIELDS  Only these properties, by JSON name,
                               in any format, e.g.
                               symbol,name,density
          -f, --format FORMAT  Output format. Default: text

        --sort takes any property by its JSON name ('elements
        sources' lists them) and prints one list, without sections;
        elements without a value come last either way. --where keeps
        the elements an expression holds for: comparisons (=, !=, <,
        <=, >, >=) joined by and, or, not and parentheses, e.g.
        'category="noble gas" or group=1'. --fields picks the
        properties to show: as text, a table of them, in the
        sections of --by; JSON, CSV and TSV hold only those, one
        flat record per element. --state matches the state the data
        records for room temperature, where every synthetic element
        is artificial: 'elements list --state solid' leaves them
        out. With --at, the state comes from the melting and boiling
        points at that temperature and 1 atm, for every element that
        has them, synthetic ones included: --at 25C --state solid
        lists more elements than --state solid: technetium,
        plutonium and the other synthetic elements whose melting
        point is known.

        Examples:
          elements list --by state
          elements list --letter C
          elements list --sort density --reverse
          elements list --where 'block=d and density>10'
          elements list --at 25C --state liquid
          elements list --where 'group=1' \\
              --fields name,density,meltingPoint
          elements list --format csv --fields symbol,name,density
          elements list --format json | jq '.[0]'

        Global options: --data FILE, --color auto|always|never,
            --ascii, --output FILE, --help, --version

        """)
  }
}
