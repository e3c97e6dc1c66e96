import ElementsCLI
import Glibc

/// The program: hands the command line to ``CLI/run(_:)`` and exits with its status.
@main
enum Entrypoint {
  static func main() {
    // A closed pipe is reported by write() as EPIPE and handled by Output, instead of a signal.
    signal(SIGPIPE, SIG_IGN)
    exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
  }
}
