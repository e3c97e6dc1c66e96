import ElementsCore
import ElementsTerminal
import Testing

@testable import ElementsCLI

/// The command a command line turns into, or the usage error it gets, without the process.
private func parse(_ words: [String]) throws(CLIError) -> (any Subcommand)? {
  let invocation = try Invocation(parsing: words) { word in
    PeriodicTable.standard.element(matching: word)?.name
  }
  return try invocation.command?.init(invocation.words)
}

/// A command with its defaults and these arguments; the table below changes what it expects.
private func command<C: Subcommand>(
  _ type: C.Type, _ arguments: String..., options: [(OptionSpec, String)] = [],
  change: (inout C) -> Void = { _ in }
) -> C {
  var words = ParsedWords(command: C.spec, arguments: arguments)
  for (option, value) in options { words.set(option, to: value) }
  var command = try! C(words)
  change(&command)
  return command
}

private func isEqual<C: Subcommand & Equatable>(_ expected: C, _ actual: (any Subcommand)?) -> Bool
{
  (actual as? C) == expected
}

/// One row: the words typed, and the command with the typed values they mean.
struct ParseCase: Sendable, CustomTestStringConvertible {
  var words: [String]
  var matches: @Sendable ((any Subcommand)?) -> Bool
  var testDescription: String { words.joined(separator: " ") }

  init<C: Subcommand & Equatable>(_ words: [String], _ expected: C) {
    self.words = words
    matches = { isEqual(expected, $0) }
  }
}

/// What the parser makes of a command line: typed values, defaults, and the exact messages of
/// usage errors (in the manner of swift-argument-parser's ErrorMessageTests).
@Suite struct ParserTests {
  static let parsed: [ParseCase] = [
    ParseCase(["list"], command(ListCommand.self)),
    ParseCase(["ls", "--by", "number"], command(ListCommand.self) { $0.order = .number }),
    ParseCase(["list", "--by=STATE"], command(ListCommand.self) { $0.order = .state }),
    ParseCase(
      ["--format", "json", "list"], command(ListCommand.self) { $0.format = .json }),
    ParseCase(
      ["list", "-f", "tsv", "--state", "gas", "--letter", "c"],
      command(ListCommand.self) {
        $0.format = .tsv
        $0.state = .gas
        $0.initial = "C"
      }),
    ParseCase(["--", "list"], command(ListCommand.self)),
    ParseCase(
      ["list", "--by", "name", "--by", "symbol"], command(ListCommand.self) { $0.order = .symbol }),
    ParseCase(["show", "Fe"], command(ShowCommand.self, "Fe")),
    ParseCase(["show", "--", "-1"], command(ShowCommand.self, "-1")),
    ParseCase(
      ["--color", "never", "show", "fe", "gold", "-b", "--no-reflection"],
      command(ShowCommand.self, "fe", "gold") {
        $0.back = true
        $0.reflection = false
      }),
    ParseCase(
      ["flip", "Hg", "--format=json"], command(FlipCommand.self, "Hg") { $0.show.format = .json }),
    ParseCase(
      ["search", "ium", "-s", "name"], command(SearchCommand.self, "ium") { $0.scope = .name }),
    ParseCase(["search", "1"], command(SearchCommand.self, "1")),
    ParseCase(
      ["table", "--color-by", "block", "--highlight", "Fe,Co Ni"],
      command(TableCommand.self) {
        $0.coloring = .fixed(.block)
        $0.choseColoring = true
        $0.highlighted = ["Fe", "Co", "Ni"]
      }),
    ParseCase(
      ["table", "--color-by", "Density", "--log", "--year", "1869"],
      command(TableCommand.self) {
        $0.coloring = .property(.density)
        $0.choseColoring = true
        $0.logarithmic = true
        $0.year = 1869
      }),
    // Every option value is trimmed of white space the same way: tabs and no-break spaces too.
    ParseCase(
      ["table", "--year", "1869\t", "--at", "\u{A0}3000K\t"],
      command(TableCommand.self) {
        $0.year = 1869
        $0.temperature = Temperature(kelvin: 3000)
      }),
    ParseCase(
      ["list", "--sort", "meltingpoint\t", "--fields", "symbol\t,\u{A0}name"],
      command(ListCommand.self) {
        $0.sortField = .meltingPoint
        $0.fields = [.symbol, .name]
      }),
    ParseCase(
      ["list", "--sort", "meltingpoint", "--reverse", "-f", "csv", "--fields", "symbol, name"],
      command(ListCommand.self) {
        $0.sortField = .meltingPoint
        $0.reverse = true
        $0.format = .csv
        $0.fields = [.symbol, .name]
      }),
    ParseCase(["compare", "Fe", "Co", "Ni"], command(CompareCommand.self, "Fe", "Co", "Ni")),
    ParseCase(
      ["plot", "density", "--vs", "meltingPoint", "--size", "100X30"],
      command(PlotCommand.self, "density") {
        $0.versus = .meltingPoint
        $0.size = PlotCommand.Size(columns: 100, lines: 30)
      }),
    ParseCase(["wiki", "mercury", "1"], command(WikiCommand.self, "mercury", "1")),
    ParseCase(["open", "carbon"], command(OpenCommand.self, "carbon")),
    ParseCase(["completions", "zsh"], command(CompletionsCommand.self, "zsh")),
    ParseCase(["favorites"], command(FavoritesCommand.self)),
    ParseCase(
      ["favorites", "--format", "csv"], command(FavoritesCommand.self) { $0.list.format = .csv }),
    ParseCase(
      ["favorites", "list", "-f", "json"], command(FavoritesListCommand.self) { $0.format = .json }),
    ParseCase(["favorites", "add", "Fe", "Au"], command(FavoritesAddCommand.self, "Fe", "Au")),
    ParseCase(["favorites", "remove", "26"], command(FavoritesRemoveCommand.self, "26")),
    ParseCase(
      ["favorites", "move", "Au", "--to", "1"],
      command(FavoritesMoveCommand.self, "Au", options: [(FavoritesMoveCommand.position.spec, "1")])
    ),
    ParseCase(
      ["favorites", "move", "--to=3", "Au"],
      command(FavoritesMoveCommand.self, "Au", options: [(FavoritesMoveCommand.position.spec, "1")])
      { $0.position = 3 }),
    ParseCase(
      ["favorites", "note", "Fe", "my", "bike"],
      command(FavoritesNoteCommand.self, "Fe", "my", "bike")),
    ParseCase(
      ["favorites", "clear", "-y"], command(FavoritesClearCommand.self) { $0.confirmed = true }),
    ParseCase(["browse", "--ascii"], command(BrowseCommand.self)),
  ]

  @Test(arguments: parsed)
  func parsesIntoTypedValues(_ row: ParseCase) throws {
    let result = try parse(row.words)
    #expect(row.matches(result), "got \(String(describing: result))")
  }

  static let errors: [(words: [String], message: String)] = [
    (["lsit"], "unknown command 'lsit' (did you mean 'list'?)"),
    (["fe"], "unknown command 'fe' (to show Iron, run 'elements show fe')"),
    (["--colour", "never", "list"], "unknown option '--colour' (did you mean '--color'?)"),
    (["--format", "json"], "option '--format' belongs to a command: elements list --format json"),
    (["--by"], "option '--by' belongs to a command: elements list --by ORDER"),
    (["list", "--bye", "name"], "unknown option '--bye' for 'list' (did you mean '--by'?)"),
    (["table", "--format", "json"], "invalid value 'json' for '--format' (expected text or svg)"),
    (
      ["table", "--formt", "svg"], "unknown option '--formt' for 'table' (did you mean '--format'?)"
    ),
    (
      ["list", "--by", "stat"],
      "invalid value 'stat' for '--by' (expected name, number, symbol or state); did you mean 'state'?"
    ),
    (
      ["show", "Fe", "--format", "csv"],
      "invalid value 'csv' for '--format' (expected text, json or svg)"
    ),
    (
      ["--color=sometimes", "list"],
      "invalid value 'sometimes' for '--color' (expected auto, always or never)"
    ),
    (["list", "--format"], "option '--format' needs a value (expected text, json, csv or tsv)"),
    (["--data"], "option '--data' needs a value"),
    (["show", "Fe", "--back=yes"], "option '--back' takes no value"),
    (["show"], "'show' needs <element>... (e.g. 'elements show Fe')"),
    (["open", "Fe", "Co"], "unexpected argument 'Co' for 'open'"),
    (["list", "extra"], "unexpected argument 'extra' for 'list'"),
    (["list", "--letter", "Ch"], "'--letter' takes one letter, not 'Ch'"),
    (["table", "--highlight", ","], "'--highlight' needs element names, e.g. Fe,Co,Ni"),
    (
      ["completions", "fsh"],
      "no completions for 'fsh' (expected bash, zsh or fish); did you mean 'zsh'?"
    ),
    (["favorites", "ad", "Fe"], "unknown 'favorites' command 'ad' (did you mean 'add'?)"),
    (
      ["favorites", "fe"],
      "unknown 'favorites' command 'fe' (to add Iron, run 'elements favorites add fe')"
    ),
    (
      ["favorites", "move", "Au"],
      "'favorites move' needs --to N, the new position (e.g. 'elements favorites move Au --to 1')"
    ),
    (
      ["favorites", "move", "Au", "--to", "first"],
      "'--to' takes a position, a whole number counting from 1, not 'first'"
    ),
    (["help", "shwo"], "no help for 'shwo': there is no such command (did you mean 'show'?)"),
    (
      ["help", "favorites", "ad"],
      "no help for 'favorites ad': there is no such command (did you mean 'add'?)"
    ),
    (
      ["show", "-1"],
      "unknown option '-1' for 'show' (after '--' it is an argument: elements show -- -1)"
    ),
  ]

  @Test(arguments: errors)
  func usageErrorsNameTheWordsTyped(words: [String], message: String) {
    #expect(throws: CLIError.self) { try parse(words) }
    do {
      _ = try parse(words)
    } catch {
      #expect(error.message == message)
      #expect(error.exitStatus == 2)
    }
  }

  @Test func globalOptionsAreTypedWhereverTheyStand() throws {
    let before = try Invocation(parsing: ["--color=never", "--data", "x.plist", "--ascii", "list"])
    let after = try Invocation(parsing: ["list", "--ascii", "--color", "NEVER", "--data=x.plist"])
    for invocation in [before, after] {
      #expect(invocation.global.color == .never)
      #expect(invocation.global.dataFile == SystemPath("x.plist"))
      #expect(invocation.global.asciiOnly)
      #expect(!invocation.global.wantsHelp)
    }
    #expect(try Invocation(parsing: []).global.color == .auto)
    #expect(try Invocation(parsing: ["show", "-h"]).global.wantsHelp)
    #expect(try Invocation(parsing: ["-V"]).global.wantsVersion)
  }

  /// Help asked for skips the argument checks: `elements show --help` is not a usage error.
  @Test func helpNeedsNoArguments() throws {
    let invocation = try Invocation(parsing: ["show", "--help"])
    #expect(invocation.command == nil ? false : invocation.command!.spec.name == "show")
    #expect(invocation.global.wantsHelp)
  }

  /// Every default help shows comes from the typed default.
  @Test func helpShowsTheTypedDefaults() {
    #expect(
      ListCommand.order.spec.help.hasSuffix(". Default: \(ListCommand.order.defaultValue.word)"))
    #expect(SearchCommand.scope.spec.help.hasSuffix("Default: all"))
    #expect(TableCommand.coloring.spec.help.hasSuffix("Default: category"))
    #expect(GlobalOptions.color.spec.help.hasSuffix("Default: auto"))
    #expect(ShowCommand.format.spec.choices == ["text", "json", "svg"])
    #expect(ListCommand.format.spec.choices == OutputFormat.data.map(\.word))
  }

  /// Every OptionValue gives back the value its word names.
  @Test func optionValuesRoundTrip() {
    for word in OutputFormat.allWords { #expect(OutputFormat(word: word)?.word == word) }
    for word in SortOrder.allWords { #expect(SortOrder(word: word)?.word == word) }
    for word in SearchScope.allWords { #expect(SearchScope(word: word)?.word == word) }
    for word in ColorMode.allWords { #expect(ColorMode(word: word)?.word == word) }
    for word in Shell.allWords { #expect(Shell(word: word)?.word == word) }
    for word in PhysicalState.allWords { #expect(PhysicalState(word: word)?.word == word) }
    #expect(Shell(word: "tcsh") == nil)
  }

  /// Every command is listed once, and every name and alias finds its own type.
  @Test func everyCommandIsFoundByItsNames() {
    let names = Commands.everySpec.map(\.name)
    #expect(Set(names).count == names.count)
    for spec in Commands.specs {
      for name in [spec.name] + spec.aliases {
        #expect(Commands.named(name)?.spec.name == spec.name)
      }
    }
  }

  /// The names the parser looks a command up by are the names its help shows.
  @Test func everyCommandsNameIsItsSpecsName() {
    let types = Commands.all + Commands.all.flatMap { $0.spec.subcommands }
    for type in types {
      #expect(type.spec.name == type.name)
      #expect(type.spec.aliases == type.aliases)
    }
    #expect(Commands.named("ls")?.name == "list")
    #expect(Commands.named("lis") == nil)
  }
}
