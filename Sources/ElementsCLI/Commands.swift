import ElementsCore
import ElementsTerminal

/// Every command, in the order help lists them. The parser looks commands up here by name.
enum Commands {
  static let all: [any Subcommand.Type] = [
    BrowseCommand.self, ListCommand.self, ShowCommand.self, FlipCommand.self, WikiCommand.self,
    OpenCommand.self, SearchCommand.self, TableCommand.self, CompareCommand.self,
    PlotCommand.self, MassCommand.self, BalanceCommand.self, EmpiricalCommand.self,
    IsotopesCommand.self, DecayCommand.self, NuclidesCommand.self, ElectronsCommand.self,
    SourcesCommand.self, FavoritesCommand.self, QuizCommand.self, WorksheetCommand.self,
    CompletionsCommand.self,
    HelpCommand.self,
  ]

  /// The specs of ``all``, in the same order.
  static let specs: [CommandSpec] = all.map { $0.spec }

  /// The command a name or alias names.
  ///
  /// Only the command found makes its spec: comparing names builds no spec.
  static func named(_ name: String) -> (any Subcommand.Type)? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Every command's spec, each followed by its subcommands' ("favorites", "favorites add").
  static var everySpec: [CommandSpec] { specs.flatMap { [$0] + $0.subcommandSpecs } }
}

/// Options every command takes, before or after the command, and their typed values.
struct GlobalOptions {
  static let data = PathOption(
    "--data", value: "FILE",
    help: "Read elements from FILE (plist or JSON) instead of the built-in data")
  static let color = Choice(
    "--color", value: "WHEN", default: ColorMode.auto, help: "Use colour: auto, always or never")
  static let ascii = Flag("--ascii", help: "Draw with ASCII characters only")
  static let output = PathOption(
    "--output", value: "FILE",
    help: "Write the output to FILE, a new file (an existing one is never replaced)")
  static let help = Flag("--help", short: "-h", help: "Show help")
  static let version = Flag("--version", short: "-V", help: "Print the version")

  static let specs: [OptionSpec] = [
    data.spec, color.spec, ascii.spec, output.spec, help.spec, version.spec,
  ]

  /// `--data FILE`, if given.
  var dataFile: SystemPath?
  /// `--color WHEN`.
  var color: ColorMode
  /// `--ascii`.
  var asciiOnly: Bool
  /// `--output FILE`, if given.
  var outputFile: SystemPath?
  /// `--help` or `-h`.
  var wantsHelp: Bool
  /// `--version` or `-V`.
  var wantsVersion: Bool

  init(_ words: ParsedWords) throws(CLIError) {
    dataFile = words.value(Self.data)
    color = try words.value(Self.color)
    asciiOnly = words.isSet(Self.ascii)
    outputFile = words.value(Self.output)
    wantsHelp = words.isSet(Self.help)
    wantsVersion = words.isSet(Self.version)
  }
}
