import ElementsCore

/// The marked elements side by side (`v`), as `elements compare` prints them; the marks that
/// show which elements are marked; and the words of the status line about marks and sorts.
extension BrowserView {
  /// A compared element's mark: its column in the comparison, "[1]" to "[4]"; the same in
  /// ASCII, and bold reverse where colour is on, so that it never rests on colour.
  static func compareMark(_ place: Int) -> String { "[\(place + 1)]" }

  /// The Table tab's marks for compared elements: the place's digit, 1 to 4, in the cell's
  /// mark column.
  static func compareCellMarks(_ state: BrowserState) -> [Int: String] {
    var marks: [Int: String] = [:]
    for (place, number) in state.marked.enumerated() { marks[number] = String(place + 1) }
    return marks
  }

  /// The comparison, scrolled: ``CompareRenderer``'s text at the screen's width. When every
  /// element's column fits side by side, the header line of names stays at the top as the rows
  /// scroll under it; when the columns come in bands, one under the other, everything scrolls.
  static func compareLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [StyledLine]
  {
    guard let compare = state.compare else { return [] }
    let lines = model.compareTexts.lines(state.marked, in: model.table, style: style)
    let rows = state.size.contentRows
    let scroll = min(max(compare.scroll, 0), max(0, lines.count - rows))
    guard let header = lines.first, scroll > 0, isOneBand(header, state: state, model: model)
    else {
      return Array(lines.dropFirst(scroll).prefix(rows))
    }
    return [header] + lines.dropFirst(scroll + 1).prefix(rows - 1)
  }

  /// Whether the comparison's first line names every marked element: its columns all fit
  /// side by side.
  private static func isOneBand(_ header: StyledLine, state: BrowserState, model: BrowserModel)
    -> Bool
  {
    let words = Set(header.plain.split(separator: " ").map(String.init))
    return state.marked.allSatisfy { number in
      model.table.element(number: number).map { words.contains(Sanitizer.terminalText($0.symbol)) }
        ?? false
    }
  }

  /// What the status line says before the key hints: how many elements are marked (or side by
  /// side); empty when none are, and where `m` does not work (a search, the formula prompt).
  static func markHint(_ state: BrowserState, style: TerminalStyle) -> String {
    var parts: [String] = []
    if state.mode == .compare {
      parts.append("\(state.marked.count) side by side")
    } else if !state.marked.isEmpty,
      KeyMap.bindings.contains(where: { $0.action == .toggleMark && $0.modes.contains(state.mode) })
    {
      parts.append("\(state.marked.count) marked")
    }
    return parts.isEmpty ? "" : parts.joined(separator: ", ") + "  "
  }

  /// The words of the status messages about marks and sorts.
  static func markAndSortText(_ message: StatusMessage, model: BrowserModel) -> String? {
    func name(_ number: Int) -> String {
      model.table.element(number: number).map { "\($0.name) (\($0.symbol))" }
        ?? "element \(number)"
    }
    func marks(_ count: Int) -> String {
      switch count {
      case 0: "none marked"
      case 1: "1 marked"
      default: "\(count) marked, v to compare"
      }
    }
    switch message {
    case .marked(let number, let count): return "Marked \(name(number)) to compare; \(marks(count))"
    case .unmarked(let number, let count): return "Unmarked \(name(number)); \(marks(count))"
    case .markLimit(let number, let limit):
      return
        "Not marked \(name(number)): \(limit) are marked, the most compared; m on one unmarks it"
    case .compareNeedsTwo(let count):
      return count == 0
        ? "Mark two to four elements with m, then press v to compare them"
        : "Only 1 marked: mark another with m, then press v"
    case .marksCleared(let count):
      return count == 0 ? "No elements are marked; m marks one" : "Unmarked all \(count)"
    case .sorted(let sort?, _): return "Sorted by " + sort.title.lowercasedFirst
    case .sorted(nil, let tab): return "In \(tab.title.lowercased()) order again"
    case .sortFirst: return "Press s to sort the list by a property first"
    default: return nil
    }
  }
}

extension String {
  /// The text with its first letter in lower case: "density (g/cm³)".
  fileprivate var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
