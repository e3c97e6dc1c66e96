/// "Did you mean" for any list of words: the candidates closest to a misspelt word.
public enum Spelling {
  /// The candidates that are a small edit away from the word (or start with it), closest first.
  /// - Parameters:
  ///   - word: What the user typed.
  ///   - candidates: The words that would have been valid.
  ///   - limit: The most suggestions to return.
  /// - Returns: Up to `limit` candidates; empty when none is close.
  public static func suggestions(for word: String, among candidates: [String], limit: Int = 1)
    -> [String]
  {
    let key = word.lowercased()
    guard !key.isEmpty, key.count <= 64 else { return [] }
    let allowed = max(1, key.count / 3)
    var scored: [(distance: Int, offset: Int, candidate: String)] = []
    for (offset, candidate) in candidates.enumerated() {
      let lowered = candidate.lowercased()
      var distance = EditDistance.between(key, lowered, atMost: allowed)
      if key.count >= 2, lowered.hasPrefix(key) { distance = min(distance, 1) }
      if distance <= allowed { scored.append((distance, offset, candidate)) }
    }
    scored.sort { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
    return scored.prefix(limit).map(\.candidate)
  }
}
