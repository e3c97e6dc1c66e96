#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program: turns the command line into a command, runs it, and maps failure to an exit
/// status (0 success, 1 nothing found, 2 usage error, 3 bad data file, 4 no browser, 5 the
/// favorites file cannot be read or saved).
@main
enum Entrypoint {
  static func main() {
    // A closed pipe is reported by write() as EPIPE and handled by Output, instead of a signal.
    signal(SIGPIPE, SIG_IGN)
    let status = CLI.run(
      Array(CommandLine.arguments.dropFirst()), environment: TerminalInfo.environment())
    exit(status)
  }
}
