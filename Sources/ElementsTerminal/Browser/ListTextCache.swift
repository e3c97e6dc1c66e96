import ElementsCore
import Synchronization

/// The rendered rows of the browser's sorted lists, kept from one frame to the next.
///
/// Laying out every row of a list (118 elements and their section headers) was most of the work
/// of a keystroke, yet the rows change only with the tab and the style (width, colour,
/// character set). The browser is single-threaded; the lock only makes the cache safe to share.
final class ListTextCache: Sendable {
  /// What a list's rows depend on.
  struct Key: Hashable, Sendable {
    var tab: BrowserTab
    var style: TerminalStyle
    /// The tab's sort (`s`), if it is sorted.
    var sort: ListSort? = nil
  }

  /// A list's lines, styled and plain, one per row.
  typealias Texts = (styled: [StyledLine], plain: [String])

  private let entries = Mutex<[Key: Texts]>([:])

  /// The rows for `key`, made by `make` the first time they are asked for.
  func texts(for key: Key, make: () -> Texts) -> Texts {
    if let texts = entries.withLock({ $0[key] }) { return texts }
    let texts = make()
    entries.withLock { $0[key] = texts }
    return texts
  }
}

/// The Nuclides tab's chart, made once from the table the first time it is asked for: the
/// isotopes of every element are read then, never at a key press.
final class NuclideChartCache: Sendable {
  private let chart = Mutex<NuclideChart?>(nil)
  /// What a window's squares depend on.
  private struct SquaresKey: Hashable {
    var window: NuclideWindow
    var scale: Double
  }
  /// The squares of the windows drawn in blocks lately
  /// (``NuclideChartRenderer/squares(_:layout:)``), a few at a time.
  private let squares = Mutex<[SquaresKey: [Int]]>([:])

  /// The squares of a window drawn in blocks, made again only when the window or the scale
  /// is new (the whole chart's stay put while the cursor moves and the zoom changes).
  func squares(_ chart: NuclideChart, layout: NuclideChartRenderer.BlockLayout) -> [Int] {
    let key = SquaresKey(window: layout.window, scale: layout.scale)
    if let made = squares.withLock({ $0[key] }) { return made }
    let made = NuclideChartRenderer.squares(chart, layout: layout)
    squares.withLock {
      if $0.count >= 8 { $0.removeAll() }
      $0[key] = made
    }
    return made
  }

  /// The chart of a table's nuclides.
  func chart(of table: PeriodicTable) -> NuclideChart {
    if let made = chart.withLock({ $0 }) { return made }
    let made = table.nuclideChart
    chart.withLock { $0 = made }
    return made
  }
}
