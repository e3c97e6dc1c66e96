import Testing

@testable import ElementsTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The opener as the browser uses it: launched, then polled, never waited for.
@Suite struct WebOpenerTests {
  /// Polls until the launch is done; each poll returns at once.
  func outcome(of launch: WebOpener.Launch) -> WebOpener.Launch.Progress {
    var launch = launch
    var progress = launch.poll()
    while progress == .running {
      usleep(1000)
      progress = launch.poll()
    }
    return progress
  }

  @Test func eachCommandIsTriedInTurnUntilOneSucceeds() {
    let opener = WebOpener(browserVariable: "false:true %s", streams: .discard)
    #expect(
      opener.candidates(for: "https://example.org/") == [
        ["false", "https://example.org/"], ["true", "https://example.org/"],
        ["xdg-open", "https://example.org/"],
      ])
    let launch = opener.launch("https://example.org/")
    #expect(launch.address == "https://example.org/")
    #expect(outcome(of: launch) == .opened)
  }

  /// A command that does not return leaves the launch running; the caller is never held up.
  @Test func aCommandThatDoesNotReturnStaysRunning() {
    var launch = WebOpener(browserVariable: "sleep 3 %s", streams: .discard).launch("0")
    #expect(launch.poll() == .running)
    #expect(launch.poll() == .running)
  }
}
