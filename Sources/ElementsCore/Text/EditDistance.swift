/// Optimal string alignment distance: the fewest insertions, deletions, substitutions and swaps
/// of neighbouring characters that turn one text into another. Used for "did you mean".
enum EditDistance {
  /// The distance between two texts, or `atMost + 1` once it is known to exceed `atMost`.
  static func between(_ first: String, _ second: String, atMost limit: Int) -> Int {
    let a = Array(first.unicodeScalars)
    let b = Array(second.unicodeScalars)
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowBest = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
        rowBest = min(rowBest, value)
      }
      if rowBest > limit { return limit + 1 }
      (before, previous, current) = (previous, current, before)
    }
    return min(previous[b.count], limit + 1)
  }
}
