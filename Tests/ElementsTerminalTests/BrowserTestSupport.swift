import ElementsCore

@testable import ElementsTerminal

extension BrowserState {
  /// A key, as the driver reports it.
  mutating func press(_ key: Key, in model: BrowserModel) -> [BrowserEffect] {
    update(.key(key), in: model)
  }

  /// The driver's report of a ``BrowserEffect/saveFavorite(_:)`` it carried out.
  mutating func favoritesSaved(
    _ result: Result<FavoritesList, StoreError>, after effect: BrowserEffect,
    in model: BrowserModel, changed: Bool = true
  ) {
    guard case .saveFavorite(let change) = effect else { return }
    _ = update(.favoritesSaved(change, result, changed: changed), in: model)
  }

  /// The status line's message as a user reads it.
  func statusText(in model: BrowserModel) -> String? {
    status.map { BrowserView.statusText($0, model: model, style: .plain) }
  }
}
