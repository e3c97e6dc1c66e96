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

  /// The chart of a table's nuclides.
  func chart(of table: PeriodicTable) -> NuclideChart {
    if let made = chart.withLock({ $0 }) { return made }
    let made = NuclideChart(table: table)
    chart.withLock { $0 = made }
    return made
  }
}
