import ElementsCLI
import Glibc

/// The program: hands the command line to ``CLI/run(_:)`` and exits with its status.
@main
enum Entrypoint {
  static func main() {
    // A closed pipe is reported by write() as EPIPE and handled by Output, instead of a signal.
    signal(SIGPIPE, SIG_IGN)
    // The words byte for byte: a path that is not UTF-8 still names its file.
    exit(CLI.run(CLI.commandLine()))
  }
}
