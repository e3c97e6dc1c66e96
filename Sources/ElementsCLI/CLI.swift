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
    run(
      words, environment: TerminalInfo.environment(), paths: TerminalInfo.pathEnvironment(),
      console: .process)
  }

  /// Runs a command line in this process, with no process spawned: the environment and
  /// standard input are the ones given, and what the command writes is returned rather than
  /// written out. No stream is a terminal, so a command behaves as it does in a pipe (no
  /// full-screen browser or quiz, no question on a terminal); `--output FILE` still makes the
  /// file.
  /// - Parameters:
  ///   - words: The command line without the program name, e.g. `["show", "Fe"]`.
  ///   - environment: The environment variables, by name; only those the program reads
  ///     (`COLUMNS`, `NO_COLOR`, `LANG`, `ELEMENTS_HOME`, `HOME`...) are looked at.
  ///   - input: Standard input's bytes.
  /// - Returns: What the command wrote to standard output and standard error, and its exit
  ///   status.
  public static func run(
    _ words: [String], environment: [String: String], input: [UInt8] = []
  ) -> CLIResult {
    run(words, environment: environment, console: Console(input: input))
  }

  /// Runs a command line in this process on the given console; see
  /// ``run(_:environment:input:)``.
  static func run(_ words: [String], environment: [String: String], console: Console)
    -> CLIResult
  {
    var paths: [String: SystemPath] = [:]
    for name in TerminalInfo.pathVariables {
      if let value = environment[name] { paths[name] = SystemPath(value) }
    }
    let status = run(
      words.map { Array($0.utf8) },
      environment: environment.filter { TerminalInfo.variables.contains($0.key) },
      paths: paths, console: console)
    return CLIResult(
      stdoutBytes: console.output, stderr: String(decoding: console.errors, as: UTF8.self),
      status: status)
  }

  /// Runs a command line with the given environment on the given streams; see ``run(_:)``.
  static func run(
    _ words: [[UInt8]], environment: [String: String], paths: [String: SystemPath],
    console: Console
  ) -> Int32 {
    console.errorsInUnicode = TerminalStyle.localeIsUTF8(environment: environment)
    let problems = Problems()
    do {
      let invocation = try Invocation(parsingBytes: words) { word in
        PeriodicTable.standard.element(matching: word)?.name
      }
      let printout = try printout(
        for: invocation, environment: environment, paths: paths, problems: problems,
        console: console)
      if let path = invocation.global.outputFile {
        try Output.save(printout, to: path)
      } else {
        try console.write(printout)
      }
      for problem in problems.errors { report(problem, to: console) }
      return problems.errors.first?.exitStatus ?? 0
    } catch {
      report(error, to: console)
      for problem in problems.errors { report(problem, to: console) }
      return error.exitStatus
    }
  }

  private static func printout(
    for invocation: Invocation, environment: [String: String], paths: [String: SystemPath],
    problems: Problems, console: Console
  ) throws(CLIError) -> Printout {
    let global = invocation.global
    if global.wantsVersion { return .text("elements \(version)\n") }
    let width = TerminalInfo.width(environment: environment, console: console)
    if global.wantsHelp {
      let unicode = !global.asciiOnly && TerminalStyle.localeIsUTF8(environment: environment)
      return .text(
        invocation.command.map { Help.text(for: $0.spec, width: width, unicode: unicode) }
          ?? Help.overview(width: width))
    }
    guard let command = invocation.command else {
      let context = try Context(
        global, environment: environment, paths: paths, problems: problems, console: console)
      if console.inputIsTerminal && console.outputIsTerminal
        && TerminalInfo.canDrawFullScreen(environment: environment)
      {
        return try BrowseCommand(invocation.words).run(in: context)
      }
      console.writeError(
        "elements: run 'elements --help' to see the commands, or 'elements browse' on a terminal")
      return try TableCommand(invocation.words).run(in: context)
    }
    let parsed = try command.init(invocation.words)
    let context = try Context(
      global, environment: environment, paths: paths, readingData: command.readsData,
      problems: problems, console: console)
    return try parsed.run(in: context)
  }

  /// Prints an error as one line on stderr, plus the usage line for usage errors, or for
  /// formula errors the lines with a caret. A closed pipe says nothing.
  static func report(_ error: CLIError, to console: Console) {
    if case .cannotWrite = error, error.exitStatus == 0 { return }
    switch error {
    case .formula(let lines), .unbalanced(let lines, _):
      // Rendered and sanitised by MassRenderer or BalanceRenderer, with the prefix and the
      // caret lines or the balances that do work.
      console.writeError(String(lines.dropLast()))
      return
    default: break
    }
    console.writeError("elements: " + Sanitizer.terminalText(error.message))
    if case .usage(_, let command) = error {
      if let command {
        console.writeError("usage: \(command.usage)")
        console.writeError("Run 'elements \(command.name) --help' for more.")
      } else {
        console.writeError("usage: elements [options] <command> [arguments]")
        console.writeError("Run 'elements --help' for the list of commands.")
      }
    }
  }
}

/// What a command run in process (``CLI/run(_:environment:input:)``) did.
public struct CLIResult: Sendable, Equatable {
  /// What it wrote to standard output, byte for byte.
  public var stdoutBytes: [UInt8]
  /// What it wrote to standard error.
  public var stderr: String
  /// Its exit status, as `elements --help` lists them.
  public var status: Int32

  /// What it wrote to standard output, as text (a byte that is not UTF-8 reads as U+FFFD).
  public var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }

  /// A result of these outputs and status.
  /// - Parameters:
  ///   - stdoutBytes: Standard output's bytes.
  ///   - stderr: Standard error's text.
  ///   - status: The exit status.
  public init(stdoutBytes: [UInt8], stderr: String, status: Int32) {
    self.stdoutBytes = stdoutBytes
    self.stderr = stderr
    self.status = status
  }
}
