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
    guard key.count <= 64 else { return [] }
    var scored: [(distance: Int, offset: Int, candidate: String)] = []
    for (offset, candidate) in candidates.enumerated() {
      if let distance = distance(from: key, to: candidate.lowercased()) {
        scored.append((distance, offset, candidate))
      }
    }
    scored.sort { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
    return scored.prefix(limit).map { $0.candidate }
  }

  /// How far a candidate is from what the user typed, or nil when it is too far to suggest:
  /// the edit distance (a letter missing, extra, wrong, or two swapped), at most a third of the
  /// word's length (at least 1); a candidate that starts with the word counts as 1 away.
  /// The one "did you mean" measure, for commands, options and element names alike.
  /// - Parameters:
  ///   - key: What the user typed, lower-cased.
  ///   - candidate: A valid word, lower-cased.
  /// - Returns: The distance, or nil.
  static func distance(from key: String, to candidate: String) -> Int? {
    guard !key.isEmpty else { return nil }
    let allowed = max(1, key.count / 3)
    var distance = EditDistance.between(key, candidate, atMost: allowed)
    if key.count >= 2, candidate.hasPrefix(key) { distance = min(distance, 1) }
    return distance <= allowed ? distance : nil
  }
}
