import ElementsCore
import Synchronization

/// A list tab sorted by a property, as `elements list --sort <property> [--reverse]` sorts:
/// unknown values last, ties in atomic-number order.
public struct ListSort: Sendable, Hashable {
  /// The property, such as `ElementField.density`.
  public var field: ElementField
  /// Largest value first.
  public var reverse: Bool

  /// Makes a sort.
  /// - Parameters:
  ///   - field: The property.
  ///   - reverse: Largest value first.
  public init(field: ElementField, reverse: Bool = false) {
    self.field = field
    self.reverse = reverse
  }

  /// The properties `s` cycles through after "off": every numeric property but the atomic
  /// number (the Number tab's own order), in the catalogue's order, as the Table tab's heatmaps.
  static let cycle: [ElementField] = ElementField.numeric.filter { $0 != .number }

  /// The sort after `current` in the cycle: off, then each numeric property that some element
  /// of the table has a value for, then off again; the direction is kept.
  /// - Parameters:
  ///   - current: The sort now, `nil` when the list is in its tab's order.
  ///   - table: The elements.
  /// - Returns: The next sort, or `nil` for the tab's own order.
  static func after(_ current: ListSort?, in table: PeriodicTable) -> ListSort? {
    var index = current.flatMap { cycle.firstIndex(of: $0.field) } ?? -1
    while index + 1 < cycle.count {
      index += 1
      let field = cycle[index]
      let known = table.elementsByNumber.contains { element in
        let details = field.isElementField ? ElementDetails() : table.details(of: element)
        return field.number(of: element, details: details) != nil
      }
      if known { return ListSort(field: field, reverse: current?.reverse ?? false) }
    }
    return nil
  }
}

/// The sorted lists the browser has shown, made once per sort: sorting reads every element's
/// details, too much to do at every key.
final class SortedLists: Sendable {
  private let entries = Mutex<[ListSort: ElementList]>([:])

  /// The list for a sort: one untitled section (the view keeps a header of its own, saying
  /// what the list is sorted by, above the rows).
  func list(_ sort: ListSort, in table: PeriodicTable) -> ElementList? {
    if let list = entries.withLock({ $0[sort] }) { return list }
    let elements = table.sorted(table.elementsByNumber, by: sort.field, reverse: sort.reverse)
    let list = ElementList(sections: [ElementSection(title: "", elements: elements)])
    entries.withLock { $0[sort] = list }
    return list
  }
}

extension ListSort {
  /// What the list is sorted by, as its header says: "Density (g/cm³), lowest first".
  public var title: String {
    let unit = field.unit.map { " (\($0))" } ?? ""
    return field.title + unit + (reverse ? ", highest first" : ", lowest first")
  }
}

extension BrowserState {
  /// The sort of a list tab, `nil` when it shows its own order.
  /// - Parameter tab: A list tab.
  /// - Returns: The sort.
  public func sort(of tab: BrowserTab) -> ListSort? { sorts[tab] }

  /// The list a tab shows: its sorted list while `s` has sorted it, else its own.
  func list(for tab: BrowserTab, in model: BrowserModel) -> ElementList? {
    guard tab.sortOrder != nil else { return nil }
    if let sort = sorts[tab], let list = model.sortedLists.list(sort, in: model.table) {
      return list
    }
    return model.list(for: tab)
  }

  /// The rows a list tab scrolls in: the content area, less the header line of a sorted list.
  func listRows(in tab: BrowserTab) -> Int {
    max(1, size.contentRows - (sorts[tab] == nil ? 0 : 1))
  }

  /// `s` and `r`: the next sort of the cycle, or the same sort turned round. The selected
  /// element stays selected; the status line says what the list is sorted by now.
  mutating func changeSort(_ action: BrowserAction, in model: BrowserModel) {
    guard tab.sortOrder != nil else { return }
    let kept = selectedElement(in: model)
    let current = sorts[tab]
    if action == .reverseSort {
      guard var sort = current else {
        status = .sortFirst
        return
      }
      sort.reverse.toggle()
      sorts[tab] = sort
    } else {
      sorts[tab] = ListSort.after(current, in: model.table)
    }
    status = .sorted(sorts[tab], tab: tab)
    // The new list from its top, then the element that was selected.
    selection[tab] = 0
    top[tab] = 0
    if let kept { select(kept, in: model) }
  }
}
