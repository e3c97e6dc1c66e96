import ElementsCore
import ElementsData
import ElementsTerminal

/// What every command needs: the table to read and how output may look.
struct Context {
  /// The table read from a data file (`--data`, `$ELEMENTS_DATA`); `nil` for the built-in
  /// data, whose table is made only when ``table`` is first read. Whether the data came from a
  /// file is `table.dataFile`.
  private let loadedTable: PeriodicTable?
  let style: TerminalStyle
  let environment: [String: String]
  /// The variables that name paths (``TerminalInfo/pathVariables``), byte for byte.
  let paths: [String: SystemPath]
  /// Problems a command met that did not stop it, reported after its output.
  let problems: Problems
  /// The run's standard streams: where output and messages go, whether each is a terminal.
  let console: Console

  /// The table to read: the data file's, or the built-in table, made the first time a command
  /// asks for it (``massData`` weighs the built-in elements without it).
  var table: PeriodicTable { loadedTable ?? .standard }

  /// The weights and isotopes formulas are weighed with: the data file's table, or for the
  /// built-in data `BuiltInMassData`, which weighs them without making the table.
  var massData: any FormulaMassData {
    guard let loadedTable else { return BuiltInMassData() }
    return TableMassData(table: loadedTable)
  }

  /// The JSON records and CSV and TSV rows compiled in with the built-in table; `nil` for a
  /// table from a file.
  var compiledRecords: CompiledRecords? {
    guard table.dataFile == nil else { return nil }
    return CompiledRecords(
      { BuiltInRecords.json($0) },
      csv: CompiledRecords.Rows(header: BuiltInRecords.csvHeader) { BuiltInRecords.csv($0) },
      tsv: CompiledRecords.Rows(header: BuiltInRecords.tsvHeader) { BuiltInRecords.tsv($0) })
  }

  /// Loads the data (`--data`, else `$ELEMENTS_DATA`, else the built-in table), prints its
  /// warnings, and decides colour, character set and width once.
  /// - Parameter readingData: False for a command that needs no data (`help`): the built-in
  ///   table stands in, and a `--data` file is not read.
  /// - Parameter paths: The variables that name paths, byte for byte.
  /// - Parameter problems: Where problems that do not stop the command are collected.
  /// - Parameter console: The run's standard streams.
  init(
    _ global: GlobalOptions, environment: [String: String], paths: [String: SystemPath] = [:],
    readingData: Bool = true, problems: Problems = Problems(), console: Console
  ) throws(CLIError) {
    self.problems = problems
    self.console = console
    if readingData,
      let path = global.dataFile ?? paths["ELEMENTS_DATA"].flatMap({ $0.isEmpty ? nil : $0 })
    {
      let table: PeriodicTable
      do {
        table = try DataFile.load(path: path)
      } catch {
        throw .data(error)
      }
      Self.report(table.warnings, to: console)
      loadedTable = table
    } else {
      loadedTable = nil
    }
    style = TerminalStyle(
      color: global.color.isEnabled(
        environment: environment, outputIsTerminal: console.outputIsTerminal),
      unicode: !global.asciiOnly && TerminalStyle.localeIsUTF8(environment: environment),
      width: TerminalInfo.width(environment: environment, console: console),
      colorDepth: ColorDepth(environment: environment))
    self.environment = environment
    self.paths = paths
  }

  /// The columns an SVG picture is laid out in: enough for the widest views, whatever the
  /// terminal.
  static let svgWidth = 160

  /// How a view is drawn for a format: as the terminal allows, or, for an SVG picture, in
  /// colour and Unicode, with 24-bit colours, at a width that does not depend on the terminal.
  func style(for format: OutputFormat) -> TerminalStyle {
    guard format == .svg else { return style }
    return TerminalStyle(color: true, unicode: true, width: Self.svgWidth, colorDepth: .trueColor)
  }

  /// A view as a command's output: written for the terminal, or as an SVG picture.
  /// - Parameters:
  ///   - text: The view, drawn with ``style(for:)``.
  ///   - format: `.svg` for a picture; any other format writes text for the terminal.
  ///   - title: The picture's title, made only for a picture.
  func printout(_ text: StyledText, format: OutputFormat, title: @autoclosure () -> String)
    -> Printout
  {
    if format == .svg { return .text(SVGEncoder(title: title()).encode(text)) }
    return .utf8(TerminalEncoder(style: style).encodeUTF8(text))
  }

  /// Fails when the data has no isotopes, as a data file without them (Apple's original plist)
  /// does, rather than answer as though no isotope were known.
  /// - Parameter use: What needs them, for the message: "decay", "the chart of nuclides".
  /// - Throws: ``CLIError/nuclide(_:)`` with ``NuclideError/noIsotopeData(source:use:)``.
  func requireIsotopes(for use: String) throws(CLIError) {
    guard table.dataFile != nil, !table.hasIsotopes else { return }
    throw .nuclide(.noIsotopeData(source: table.source, use: use))
  }

  /// Resolves the user's words to an element, or fails with "did you mean".
  func element(_ query: String) throws(CLIError) -> AtomicElement {
    do {
      return try table.resolve(query)
    } catch {
      throw .noMatch(error)
    }
  }

  /// Resolves each of the user's words, as `ls a missing b` lists what it finds: the misses
  /// are reported after the output (and make the exit status 1); only when nothing matches is
  /// the first miss the command's error.
  func elements(_ queries: [String]) throws(CLIError) -> [AtomicElement] {
    var found: [AtomicElement] = []
    var misses: [CLIError] = []
    for query in queries {
      do {
        found.append(try element(query))
      } catch {
        misses.append(error)
      }
    }
    if found.isEmpty, let first = misses.first {
      problems.errors += misses.dropFirst()
      throw first
    }
    problems.errors += misses
    return found
  }

  private static let warningLimit = 10

  private static func report(_ warnings: [DataWarning], to console: Console) {
    for warning in warnings.prefix(warningLimit) {
      console.writeError("elements: warning: " + Sanitizer.terminalText(warning.description))
    }
    if warnings.count > warningLimit {
      console.writeError(
        "elements: warning: \(warnings.count - warningLimit) more warnings not shown")
    }
  }
}

/// Errors a command met on its way that did not stop it, such as one unknown name among
/// several: the command prints what it could, then these are reported and set the status.
final class Problems {
  /// The errors, in the order met.
  var errors: [CLIError] = []
}
