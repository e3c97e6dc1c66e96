import ElementsTerminal
import Glibc

/// `elements open`: the element's Wikipedia page in a browser.
struct OpenCommand: Subcommand, Equatable {
  static let name = "open"
  static let spec = CommandSpec(
    name: name,
    summary: "Open an element's Wikipedia page in a web browser",
    arguments: "<element>", argumentCount: 1...1,
    discussion: """
      Tries each command in $BROWSER (a colon-separated list; %s stands for the address, \
      otherwise it is added at the end), then xdg-open. The address is passed as one argument; \
      no shell is involved. If nothing can open it, prints the address, says why, and exits 4. \
      A browser command still running after a few seconds (one that stays open as the \
      browser's window) is left running, with a line saying so, when there is a graphical \
      display or no terminal; in a terminal without one, it is a text browser and elements \
      waits for it.
      """,
    examples: ["elements open Fe", "BROWSER=w3m elements open carbon"])

  var query: String

  init(_ words: ParsedWords) throws(CLIError) {
    query = words.arguments[0]
  }

  /// How long a browser command may run before it is left running: long enough for a
  /// launcher (xdg-open, a browser handing the page to its open window) to finish.
  static let handOffDelay = 3.0

  func run(in context: Context) throws(CLIError) -> Printout {
    let address = try context.element(query).wikipediaAddress
    let opener = WebOpener(browserVariable: context.environment["BROWSER"], streams: .inherit)
    var launch = opener.launch(address)
    // A text browser in a terminal runs as long as the user reads: wait for it. Anywhere
    // else, a command still running after a moment is the browser itself: leave it be.
    let mayLeave =
      !context.console.inputIsTerminal || TerminalInfo.hasDisplay(environment: context.environment)
    var waited = 0.0
    while true {
      switch launch.poll() {
      case .opened:
        return .text("")
      case .failed(let reason):
        // The address is still useful: print it so the user can open it by hand.
        try context.console.write(address + "\n")
        throw .cannotOpen(address: address, reason: reason)
      case .running:
        if mayLeave, waited >= Self.handOffDelay {
          context.console.writeError(
            "elements: handed \(address) to \(launch.runningProgram ?? "the browser"),"
              + " which is still running")
          return .text("")
        }
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
        nanosleep(&pause, nil)
        waited += 0.02
      }
    }
  }
}
