import Foundation
import Testing

/// The views across elements, run in process: table colourings, list and
/// search filters, sorting and fields, compare and plot; good paths and their errors.
@Suite struct CrossElementCommandTests {
  /// The usage lines after a usage error of table and plot.
  private static let usage = [
    "table":
      "usage: elements table [--color-by PROPERTY] [--log] [--at TEMP] [--year YEAR] "
      + "[--highlight ELEMENTS] [--where EXPR] [--layout iupac|la-ac] [--format text|svg]\n"
      + "Run 'elements table --help' for more.\n",
    "plot":
      "usage: elements plot [--vs PROPERTY] [--log] [--size WxH] [--format text|json|csv|tsv|svg] "
      + "<property>\nRun 'elements plot --help' for more.\n",
  ]

  @Test func listAtATemperatureGivesTheStateThen() throws {
    let run = Elements.run([
      "list", "--at", "25C", "--state", "liquid", "-f", "csv", "--fields", "symbol,name",
    ])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        symbol,name
        Br,Bromine
        Hg,Mercury

        """)
  }

  /// "Ancient" is a discovery year in every view: first when sorted, matched by --where, a key
  /// of its own in the heatmap's legend, named in the plot's note, written in compare.
  @Test func ancientIsADiscoveryYearEverywhere() throws {
    let sorted = Elements.run([
      "list", "--sort", "discoveryYear", "--where", "discoveryYear<1700", "-f", "csv", "--fields",
      "symbol,discoveryYear",
    ])
    #expect(sorted.status == 0)
    let rows = sorted.stdout.split(separator: "\n").dropFirst()
    #expect(rows.count == 14)
    #expect(rows.prefix(13).allSatisfy { $0.hasSuffix(",Ancient") })
    #expect(rows.last == "P,1669")
    let ancient = Elements.run([
      "list", "--where", "discoveryYear=ancient", "-f", "csv", "--fields", "symbol",
    ])
    #expect(ancient.stdout.split(separator: "\n").count == 14)
    let table = Elements.run(
      ["table", "--color-by", "discoveryYear"], environment: ["COLUMNS": "120", "LANG": "C"])
    #expect(table.status == 0)
    #expect(table.stdout.contains("< Ancient: 13"))
    #expect(table.stdout.contains("<Fe"))
    #expect(!table.stdout.contains("no value"))
    let plot = Elements.run(["plot", "discoveryYear"], environment: ["COLUMNS": "100"])
    #expect(plot.stdout.contains("13 of 118 elements are Ancient, before the axis"))
    let compare = Elements.run(["compare", "Fe", "P", "--fields", "discoveryYear"])
    #expect(compare.stdout.contains("Ancient"))
  }

  /// The term symbol reads as the tile writes it in compare and the --fields table: ⁵D₄ in
  /// UTF-8, 5D4 otherwise; CSV keeps the data's ASCII form.
  @Test func termSymbolsAsTheTileWritesThem() throws {
    let utf8 = Elements.run(
      ["compare", "Fe", "N", "--fields", "termSymbol"], environment: ["LANG": "C.UTF-8"])
    #expect(utf8.stdout.contains("⁵D₄") && utf8.stdout.contains("⁴S°₃/₂"))
    let ascii = Elements.run(
      ["list", "--where", "symbol=Fe", "--fields", "symbol,termSymbol"],
      environment: ["LANG": "C"])
    #expect(ascii.stdout.contains("5D4") && !ascii.stdout.contains("⁵"))
    let csv = Elements.run(
      ["list", "--where", "symbol=N", "-f", "csv", "--fields", "symbol,termSymbol"],
      environment: ["LANG": "C.UTF-8"])
    #expect(csv.stdout == "symbol,termSymbol\nN,4S*3/2\n")
  }

  @Test func listSortsByAPropertyInOneList() throws {
    let run = Elements.run([
      "list", "--sort", "Density", "--reverse", "--where", "density>21", "-f", "csv", "--fields",
      "symbol,density",
    ])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        symbol,density
        Os,22.5872
        Ir,22.5622
        Pt,21.5

        """)
    let text = Elements.run(["list", "--sort", "number", "--where", "number<3"])
    #expect(text.status == 0)
    #expect(!text.stdout.contains("\n\n"), "one list, no sections")
    #expect(text.stdout.contains("Hydrogen") && text.stdout.contains("Helium"))
  }

  @Test func listWhereFilters() throws {
    let run = Elements.run([
      "list", "--where", "block=d and density>22", "--format", "tsv", "--fields", "symbol",
    ])
    #expect(run.stdout == "symbol\nIr\nOs\n")
    let json = Elements.run([
      "list", "--where", "number=26", "-f", "json", "--fields", "symbol",
    ])
    #expect(json.stdout == "[\n  {\n    \"symbol\": \"Fe\"\n  }\n]\n")
  }

  @Test func listErrors() throws {
    let none = Elements.run(["list", "--where", "density>1000"])
    #expect(none.status == 1)
    #expect(none.stderr == "elements: no elements matching 'density>1000'\n")
    let bad = Elements.run(["list", "--where", "(block=d"])
    #expect(bad.status == 2)
    #expect(bad.stdout == "")
    #expect(
      bad.stderr == """
        elements: unclosed '('
          (block=d
          ^

        """)
    let sort = Elements.run(["list", "--sort", "densty"])
    #expect(sort.status == 2)
    #expect(
      sort.stderr.hasPrefix(
        "elements: unknown property 'densty' (did you mean density?); choose from: number, symbol, name,"
      ))
    let back = Elements.run(["show", "Fe", "--back", "--fields", "symbol"])
    #expect(back.status == 2)
    #expect(
      back.stderr.hasPrefix(
        "elements: '--fields' shows chosen properties instead of the tile; drop --back or --fields\n"
      ))
    let twice = Elements.run(["list", "-f", "csv", "--fields", "symbol,symbol"])
    #expect(twice.status == 2)
    #expect(twice.stderr.hasPrefix("elements: property 'symbol' is listed twice\n"))
    let reverse = Elements.run(["list", "--reverse"])
    #expect(reverse.status == 2)
    #expect(
      reverse.stderr.hasPrefix(
        "elements: '--reverse' turns the order of --sort; add --sort PROPERTY\n"))
    let at = Elements.run(["list", "--at", "25C"])
    #expect(at.status == 2)
    #expect(
      at.stderr.hasPrefix(
        "elements: '--at' gives the temperature of --state; add --state, e.g. --state liquid\n"))
    let unit = Elements.run(["list", "--at", "25", "--state", "gas"])
    #expect(unit.status == 2)
    #expect(unit.stderr.hasPrefix("elements: no unit in '25' (add K, C or F, e.g. 25K)\n"))
  }

  @Test func searchAndShowTakeTheNewOptions() throws {
    let search = Elements.run([
      "search", "ium", "--where", "period=4", "-f", "tsv", "--fields", "symbol",
    ])
    #expect(search.stdout == "symbol\nK\nCa\nSc\nTi\nV\nCr\nGa\nGe\nSe\n")
    let miss = Elements.run(["search", "ium", "--where", "period=8"])
    #expect(miss.status == 1)
    #expect(miss.stderr == "elements: no element matches 'ium' and 'period=8'\n")
    let table = Elements.run([
      "list", "--where", "group=18 and period<4", "--by", "number", "--fields", "symbol,density",
    ])
    #expect(
      table.stdout == """
        Symbol  Density (g/cm³)
        ──────  ───────────────
        He             0.000164
        Ne             0.000825
        Ar             0.001633

        """)
    let rows = Elements.run(["show", "Fe", "--fields", "symbol,density"])
    #expect(
      rows.stdout == "                 Fe Iron\nSymbol           Fe\nDensity (g/cm³)     7.87\n")
    let compared = Elements.run(["compare", "Na", "K", "--fields", "density"])
    #expect(
      compared.stdout
        == "                 Na Sodium  K Potassium\nDensity (g/cm³)     0.97 ▲      0.862 ▼\n\n"
        + "▲ largest  ▼ smallest in the row\n")
    let show = Elements.run(["show", "Fe", "-f", "json", "--fields", "symbol,density"])
    #expect(show.stdout == "[\n  {\n    \"symbol\": \"Fe\",\n    \"density\": 7.87\n  }\n]\n")
  }

  @Test func tableColoursByAProperty() throws {
    let run = Elements.run(["table", "--color-by", "density"])
    #expect(run.status == 0)
    #expect(run.stdoutIsPlain)
    #expect(run.stdout.contains("? no value (grey): 22"))
    let log = Elements.run(["table", "--color-by", "density", "--log"])
    #expect(log.status == 0)
    #expect(log.stdout != run.stdout)
    // The terminal's colour depth: 256 colours, 24-bit with COLORTERM, 16 without TERM.
    let colored = Elements.run(
      ["table", "--color-by", "density", "--color", "always"],
      environment: ["TERM": "xterm-256color"])
    #expect(colored.stdout.contains(";48;5;"))
    let truecolor = Elements.run(
      ["table", "--color-by", "density", "--color", "always"],
      environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
    #expect(truecolor.stdout.contains(";48;2;"))
    let basic = Elements.run(["table", "--color-by", "density", "--color", "always"])
    #expect(!basic.stdout.contains("48;5;") && !basic.stdout.contains("48;2;"))
    // A narrow terminal: the heatmap in panels, as the plain table, every line within COLUMNS.
    let narrow = Elements.run(
      ["table", "--color-by", "density", "--highlight", "Fe"], environment: ["COLUMNS": "40"])
    #expect(narrow.stdout.contains("The table is in 2 panels, groups 1-9,"))
    #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 })
  }

  @Test func tableWhereHighlightsAndYearAndTemperature() throws {
    let run = Elements.run(["table", "--where", "density>22"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("[■Os|■Ir]"))
    let year = Elements.run(["table", "--year", "1000"])
    #expect(
      year.stdout.hasSuffix(
        "   Known in 1000: 13 of 118 elements; the 105 found later are blank.\n"))
    let hot = Elements.run(["table", "--at", "3000K"])
    #expect(hot.stdout.contains("○ gas at 3000 K"))
  }

  @Test func tableErrors() throws {
    let unknown = Elements.run(["table", "--color-by", "densty"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix(
        "elements: unknown property 'densty' (did you mean density?); choose from: state, category, block, mastery,"
      ))
    #expect(unknown.stderr.hasSuffix(Self.usage["table"] ?? "?"))
    let name = Elements.run(["table", "--color-by", "name"])
    #expect(
      name.stderr.hasPrefix("elements: 'name' is not a numeric property; choose from: state,"))
    let log = Elements.run(["table", "--log"])
    #expect(log.status == 2)
    #expect(log.stderr.hasPrefix("elements: '--log' needs a numeric property for --color-by\n"))
    let year = Elements.run(["table", "--year", "abc"])
    #expect(year.stderr.hasPrefix("elements: '--year' takes a year, e.g. 1869, not 'abc'\n"))
    let both = Elements.run(["table", "--at", "25C", "--color-by", "block"])
    #expect(both.status == 2)
    #expect(
      both.stderr.hasPrefix(
        "elements: '--at' colours by the state at a temperature; leave out --color-by or make it state\n"
      ))
    let bad = Elements.run(["table", "--where", "block=d and density>"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr == """
        elements: expected a value after '>', found the end
          block=d and density>
                              ^

        """)
  }

  @Test func compareSideBySide() throws {
    let run = Elements.run(["compare", "Fe", "Co", "Ni"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Fe Iron") && run.stdout.contains("Ni Nickel"))
    let csv = Elements.run([
      "compare", "Na", "K", "-f", "csv", "--fields", "symbol,meltingPoint",
    ])
    #expect(csv.stdout == "symbol,meltingPoint\nNa,370.944\nK,336.65\n")
    let tsv = Elements.run(["compare", "Fe", "Co", "-f", "tsv"])
    #expect(tsv.stdout.hasPrefix("field\tunit\tFe\tCo\nname\t\tIron\tCobalt\nnumber\t\t26\t27\n"))
    let json = Elements.run(["compare", "Fe", "Co", "-f", "json"])
    #expect(json.stdout.hasPrefix("[\n  {\n    \"name\": \"Iron\",\n"))
  }

  @Test func compareErrors() throws {
    let one = Elements.run(["compare", "Fe"])
    #expect(one.status == 2)
    #expect(one.stderr.hasPrefix("elements: 'compare' takes 2 to 6 elements, not 1\n"))
    let seven = Elements.run(["compare", "1", "2", "3", "4", "5", "6", "7"])
    #expect(seven.stderr.hasPrefix("elements: 'compare' takes 2 to 6 elements, not 7\n"))
    let miss = Elements.run(["compare", "Fe", "Xx", "Co"])
    #expect(miss.status == 1)
    #expect(miss.stdout.contains("Co Cobalt"))
    #expect(miss.stderr == "elements: no element matches 'Xx' (did you mean Xenon?)\n")
  }

  @Test func plotDrawsAndExports() throws {
    let run = Elements.run(["plot", "density"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 24)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines.first == "Density (g/cm³) by atomic number")
    let small = Elements.run(["plot", "density", "--size", "60x14"])
    #expect(small.stdout.split(separator: "\n").count == 14)
    let csv = Elements.run(["plot", "density", "--vs", "meltingPoint", "-f", "csv"])
    #expect(csv.stdout.hasPrefix("number,symbol,value,value2\n1,H,8.2e-05,13.99\n"))
    let json = Elements.run(["plot", "density", "-f", "json"])
    #expect(json.stdout.hasPrefix("[\n  {\"number\": 1, \"symbol\": \"H\", \"value\": 8.2e-05},\n"))
  }

  @Test func plotErrors() throws {
    let unknown = Elements.run(["plot", "densty"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix(
        "elements: unknown property 'densty' (did you mean density?); choose from: number, atomicWeight,"
      ))
    #expect(unknown.stderr.hasSuffix(Self.usage["plot"] ?? "?"))
    let name = Elements.run(["plot", "density", "--vs", "name"])
    #expect(
      name.stderr.hasPrefix("elements: 'name' is not a numeric property; choose from: number,"))
    for size in ["3", "axb", "80x"] {
      let bad = Elements.run(["plot", "density", "--size", size])
      #expect(bad.status == 2)
      #expect(
        bad.stderr.hasPrefix(
          "elements: '--size' takes columns x lines, e.g. 100x30, not '\(size)'\n"))
    }
    for size in ["0x10", "1x1", "29x10", "30x9", "1001x30", "30x1001"] {
      let bad = Elements.run(["plot", "density", "--size", size])
      #expect(bad.status == 2)
      #expect(
        bad.stderr.hasPrefix(
          "elements: '--size' '\(size)' is outside 30x10 to 1000x1000, the sizes a plot is drawn"
            + " at\n"))
    }
    let least = Elements.run(["plot", "density", "--size", "30x10"])
    #expect(least.stdout.split(separator: "\n").map(\.count).allSatisfy { $0 <= 30 })
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionsOfferPropertyNames(shell: String) throws {
    let script = Elements.run(["completions", shell]).stdout
    #expect(script.contains("color-by"))
    #expect(script.contains("state category block mastery number atomicWeight"))
    #expect(script.contains("meltingPoint boilingPoint density"))
    for command in ["compare", "plot"] { #expect(script.contains(command)) }
  }

  /// Off a terminal a plot is 80x24 whatever LINES says; help names LINES and COLORTERM.
  @Test func plotSizeOffATerminalAndTheEnvironmentInHelp() throws {
    let run = Elements.run(
      ["plot", "density"], environment: ["LINES": "40", "COLUMNS": "120"])
    #expect(run.stdout.split(separator: "\n").count == 24)
    let help = Elements.run(["--help"]).stdout
    #expect(help.contains("LINES") && help.contains("COLORTERM"))
  }
}
