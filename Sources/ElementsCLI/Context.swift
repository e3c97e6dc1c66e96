import ElementsCore
import ElementsData
import ElementsTerminal

/// What every command needs: the table to read and how output may look.
struct Context {
  let table: PeriodicTable
  let style: TerminalStyle
  let environment: [String: String]

  /// Loads the data (`--data`, else `$ELEMENTS_DATA`, else the built-in table), prints its
  /// warnings, and decides colour, character set and width once.
  /// - Parameter readingData: False for a command that needs no data (`help`): the built-in
  ///   table stands in, and a `--data` file is not read.
  init(_ global: GlobalOptions, environment: [String: String], readingData: Bool = true)
    throws(CLIError)
  {
    if readingData,
      let path = global.dataFile ?? environment["ELEMENTS_DATA"].flatMap({ $0.isEmpty ? nil : $0 })
    {
      do {
        table = try DataFile.load(path: path)
      } catch {
        throw .data(error)
      }
      Self.report(table.warnings)
    } else {
      table = .standard
    }
    style = TerminalStyle(
      color: global.color.isEnabled(
        environment: environment, outputIsTerminal: TerminalInfo.outputIsTerminal),
      unicode: !global.asciiOnly && TerminalStyle.localeIsUTF8(environment: environment),
      width: TerminalInfo.width(environment: environment))
    self.environment = environment
  }

  /// Resolves the user's words to an element, or fails with "did you mean".
  func element(_ query: String) throws(CLIError) -> AtomicElement {
    do {
      return try table.resolve(query)
    } catch {
      throw .noMatch(error)
    }
  }

  private static let warningLimit = 10

  private static func report(_ warnings: [DataWarning]) {
    for warning in warnings.prefix(warningLimit) {
      Output.writeError("elements: warning: " + Sanitizer.terminalText(warning.description))
    }
    if warnings.count > warningLimit {
      Output.writeError(
        "elements: warning: \(warnings.count - warningLimit) more warnings not shown")
    }
  }
}
