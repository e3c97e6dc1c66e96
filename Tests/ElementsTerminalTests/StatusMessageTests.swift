import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// A status message longer than the screen is wide, such as why a link could not be opened,
/// is shown whole: wrapped over as many lines above the status line as it needs, up to half
/// the content's rows, hiding the bottom of the content until the next key or click.
@Suite struct StatusMessageTests {
  let model = BrowserModel(table: .standard)
  static let address = "https://en.wikipedia.org/wiki/Rutherfordium"
  static let reason =
    "/tmp/elements-opener-7Qx2Lm9/bin/slow-browser was killed by signal 15; "
    + "xdg-open exited with status 3"

  /// The browser on the Name tab, with a failed opening reported.
  func failed(size: ScreenSize, reason: String = reason) -> BrowserState {
    var state = BrowserState(model: model, size: size)
    _ = state.update(.openerFinished(address: Self.address, failure: reason), in: model)
    return state
  }

  func screen(_ state: BrowserState, unicode: Bool = true) -> [String] {
    BrowserView.lines(
      state, model: model, style: TerminalStyle(color: false, unicode: unicode, width: 1)
    ).map(\.plain)
  }

  /// At 80×24 and at the smallest usable size, every word of the message is on screen, in
  /// order, at the bottom; the address whole on one line; the screen keeps its size.
  @Test(arguments: [ScreenSize(rows: 24, columns: 80), ScreenSize.minimum])
  func theWholeMessageShows(size: ScreenSize) {
    let state = failed(size: size)
    let message = "Could not open \(Self.address): \(Self.reason)"
    for unicode in [true, false] {
      let lines = screen(state, unicode: unicode)
      #expect(lines.count == size.rows)
      #expect(lines.allSatisfy { TextWidth.of($0) <= size.columns })
      let start = lines.lastIndex { $0.hasPrefix(" Could not open") } ?? lines.count - 1
      let bottom = lines[start...]
      #expect(bottom.count >= 2)
      #expect(bottom.map { String($0.dropFirst()) }.joined(separator: " ") == message)
      #expect(bottom.contains { $0.contains(Self.address + ":") })
    }
    // The next key brings the key hints back, and the content's last rows.
    var next = state
    _ = next.press(.down, in: model)
    let after = screen(next)
    #expect(!after.joined().contains("Could not open"))
    #expect(after.count == size.rows)
  }

  /// A message too long for half the content is cut there, with an ellipsis.
  @Test func aVeryLongMessageTakesAtMostHalfTheContent() {
    let size = ScreenSize(rows: 24, columns: 80)
    let reason = Array(repeating: "firefox was not found;", count: 60).joined(separator: " ")
    let lines = screen(failed(size: size, reason: reason))
    #expect(lines.count == 24)
    let message = lines.suffix(size.contentRows / 2 + 1)
    #expect(message.filter { $0.contains("firefox") }.count == size.contentRows / 2)
    #expect(message.last?.hasSuffix("…") == true)
    #expect(lines.allSatisfy { TextWidth.of($0) <= 80 })
  }

  /// A click on the message dismisses it and does nothing else; a click above it acts.
  @Test func aClickOnTheMessageOnlyDismissesIt() {
    let size = ScreenSize(rows: 24, columns: 80)
    var state = failed(size: size)
    let lines = screen(state)
    let messageRows = lines.count - lines.firstIndex { $0.hasPrefix(" Could") }!
    #expect(messageRows >= 2)
    // The last element's row above the message.
    let elementRow = lines.prefix(size.rows - messageRows).lastIndex { $0.contains(")   ") }!
    let selected = state.selected(in: .name)
    _ = state.update(
      .key(.mouse(MouseEvent(.press(button: 0), row: size.rows - messageRows, column: 5))),
      in: model)
    #expect(state.status == nil)
    #expect(state.selected(in: .name) == selected)
    var above = failed(size: size)
    _ = above.update(
      .key(.mouse(MouseEvent(.press(button: 0), row: elementRow, column: 5))),
      in: model)
    #expect(above.status == nil)
    #expect(above.selected(in: .name) != selected)
  }
}
