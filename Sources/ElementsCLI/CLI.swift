import ElementsCore
import ElementsData
import ElementsTerminal
import Glibc

/// Runs one command line of `elements`: parses it, runs the command, writes its output.
public enum CLI {
  static let version = "0.1.0"

  /// The process's command line without the program name, byte for byte.
  /// - Returns: Each word's bytes, as the system gave them.
  public static func commandLine() -> [[UInt8]] {
    (1..<max(Int(CommandLine.argc), 1)).map { index in
      guard let word = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeRawBufferPointer(start: word, count: strlen(word)))
    }
  }

  /// Parses and runs the words after the program name, reading the environment variables the
  /// program uses; writes output to stdout and messages to stderr.
  /// - Parameter words: The command line without the program name, byte for byte (see
  ///   ``commandLine()``): paths keep their bytes, other words must be UTF-8.
  /// - Returns: The exit status, as `elements --help` lists them.
  public static func run(_ words: [[UInt8]]) -> Int32 {
    run(words, environment: TerminalInfo.environment(), paths: TerminalInfo.pathEnvironment())
  }

  /// Runs a command line with the given environment; see ``run(_:)``.
  static func run(
    _ words: [[UInt8]], environment: [String: String], paths: [String: SystemPath]
  ) -> Int32 {
    let problems = Problems()
    do {
      let invocation = try Invocation(parsingBytes: words) { word in
        PeriodicTable.standard.element(matching: word)?.name
      }
      let printout = try printout(
        for: invocation, environment: environment, paths: paths, problems: problems)
      if let path = invocation.global.outputFile {
        try Output.save(printout, to: path)
      } else {
        try Output.write(printout)
      }
      for problem in problems.errors { report(problem) }
      return problems.errors.first?.exitStatus ?? 0
    } catch {
      report(error)
      for problem in problems.errors { report(problem) }
      return error.exitStatus
    }
  }

  private static func printout(
    for invocation: Invocation, environment: [String: String], paths: [String: SystemPath],
    problems: Problems
  ) throws(CLIError) -> Printout {
    let global = invocation.global
    if global.wantsVersion { return .text("elements \(version)\n") }
    let width = TerminalInfo.width(environment: environment)
    if global.wantsHelp {
      let unicode = !global.asciiOnly && TerminalStyle.localeIsUTF8(environment: environment)
      return .text(
        invocation.command.map { Help.text(for: $0.spec, width: width, unicode: unicode) }
          ?? Help.overview(width: width))
    }
    guard let command = invocation.command else {
      let context = try Context(
        global, environment: environment, paths: paths, problems: problems)
      if TerminalInfo.inputIsTerminal && TerminalInfo.outputIsTerminal
        && TerminalInfo.canDrawFullScreen(environment: environment)
      {
        return try BrowseCommand(invocation.words).run(in: context)
      }
      Output.writeError(
        "elements: run 'elements --help' to see the commands, or 'elements browse' on a terminal")
      return try TableCommand(invocation.words).run(in: context)
    }
    let parsed = try command.init(invocation.words)
    let context = try Context(
      global, environment: environment, paths: paths, readingData: command.readsData,
      problems: problems)
    return try parsed.run(in: context)
  }

  /// Prints an error as one line on stderr, plus the usage line for usage errors, or for
  /// formula errors the lines with a caret. A closed pipe says nothing.
  static func report(_ error: CLIError) {
    if case .cannotWrite = error, error.exitStatus == 0 { return }
    switch error {
    case .formula(let lines), .unbalanced(let lines, _):
      // Rendered and sanitised by MassRenderer or BalanceRenderer, with the prefix and the
      // caret lines or the balances that do work.
      Output.writeError(String(lines.dropLast()))
      return
    default: break
    }
    Output.writeError("elements: " + Sanitizer.terminalText(error.message))
    if case .usage(_, let command) = error {
      if let command {
        Output.writeError("usage: \(command.usage)")
        Output.writeError("Run 'elements \(command.name) --help' for more.")
      } else {
        Output.writeError("usage: elements [options] <command> [arguments]")
        Output.writeError("Run 'elements --help' for the list of commands.")
      }
    }
  }
}
