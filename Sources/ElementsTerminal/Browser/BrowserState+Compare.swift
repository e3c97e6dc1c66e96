import ElementsCore
import Synchronization

/// The marked elements side by side, opened with `v`: how far it is scrolled.
public struct CompareState: Sendable, Hashable {
  /// How many lines the comparison is scrolled.
  public var scroll: Int = 0
}

/// The comparison's text, as ``CompareRenderer`` draws it, kept for the elements and the
/// style it was made for: the reducer measures it to scroll and the view draws it, at every key.
final class CompareTexts: Sendable {
  private struct Key: Hashable {
    var numbers: [Int]
    var style: TerminalStyle
  }

  private let entries = Mutex<[Key: [StyledLine]]>([:])

  /// The comparison's lines.
  func lines(_ numbers: [Int], in table: PeriodicTable, style: TerminalStyle) -> [StyledLine] {
    let key = Key(numbers: numbers, style: style)
    if let lines = entries.withLock({ $0[key] }) { return lines }
    let elements = numbers.compactMap { table.element(number: $0) }
    let lines = CompareRenderer.render(elements, in: table, style: style).lines
    entries.withLock { entries in
      // A few marked sets at a few sizes; the oldest sets are not worth keeping.
      if entries.count > 16 { entries.removeAll() }
      entries[key] = lines
    }
    return lines
  }
}

extension BrowserState {
  /// The most elements `m` marks for comparison: as many as fit side by side on a screen.
  public static let markLimit = 4

  /// Whether an element is marked for comparison.
  /// - Parameter number: An atomic number.
  /// - Returns: `true` if it is marked.
  public func isMarked(_ number: Int) -> Bool { marked.contains(number) }

  /// `m`: marks the element an element key applies to (the tile's, the cursor's, the selected
  /// one or favorite), or unmarks it if it is marked; a fifth mark is refused.
  mutating func toggleMark(in model: BrowserModel) {
    if tile == nil, tab == .favorites {
      let all = favorites.favorites
      guard all.indices.contains(selected(in: .favorites)) else {
        status = .howToAddFavorites
        return
      }
      let number = all[selected(in: .favorites)].atomicNumber
      guard model.table.element(number: number) != nil else {
        status = .notInData(elementNumber: number)
        return
      }
    }
    guard let element = selectedElement(in: model) else { return }
    let number = element.atomicNumber
    if let index = marked.firstIndex(of: number) {
      marked.remove(at: index)
      status = .unmarked(elementNumber: number, count: marked.count)
    } else if marked.count >= Self.markLimit {
      status = .markLimit(elementNumber: number, limit: Self.markLimit)
    } else {
      marked.append(number)
      status = .marked(elementNumber: number, count: marked.count)
    }
  }

  /// `v`: the marked elements side by side; with fewer than two marked, the status line says
  /// how to mark them.
  mutating func openCompare() {
    guard marked.count >= 2 else {
      status = .compareNeedsTwo(marked: marked.count)
      return
    }
    compare = CompareState()
  }

  /// `x`: no element marked any more.
  mutating func clearMarks() {
    status = .marksCleared(count: marked.count)
    marked = []
  }

  /// The comparison's lines at the screen's width, as the reducer measures them to scroll:
  /// the character set does not change the line count.
  func compareLineCount(in model: BrowserModel) -> Int {
    let style = TerminalStyle(color: false, unicode: true, width: size.columns)
    return model.compareTexts.lines(marked, in: model.table, style: style).count
  }

  /// How far the comparison scrolls before its last line is at the bottom (also when the
  /// view keeps its first line, the elements' names, at the top).
  func maxCompareScroll(in model: BrowserModel) -> Int {
    max(0, compareLineCount(in: model) - size.contentRows)
  }

  /// The comparison scrolled a line, a page, or to an end.
  mutating func scrollCompare(_ action: BrowserAction, in model: BrowserModel) {
    guard var open = compare else { return }
    let page = max(1, size.contentRows - 2)
    switch action {
    case .up: open.scroll -= 1
    case .down: open.scroll += 1
    case .pageUp: open.scroll -= page
    case .pageDown: open.scroll += page
    case .first: open.scroll = 0
    case .last: open.scroll = Int.max
    default: return
    }
    open.scroll = min(max(0, open.scroll), maxCompareScroll(in: model))
    compare = open
  }
}
