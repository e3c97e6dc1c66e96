/// Texts to sort by, compared in `String`'s own order (`<`), and quickly when they are ASCII.
///
/// Two ASCII strings are in the order of their bytes. `String`'s `<` gives the same answer, but
/// through its general Unicode path, which made comparing most of the cost of indexing a
/// table. So an ASCII text's first eight bytes are kept as one number, and two such numbers
/// decide most comparisons at once; a text with other characters is compared by `<` itself.
struct SortKeys {
  /// The texts, in the order they were added.
  private(set) var texts: [String] = []
  /// For each text, its first eight bytes, the first in the highest place and zeros after a
  /// shorter text's end; 0 for a text that is empty, not ASCII or has a zero byte.
  private var prefixes: [UInt64] = []

  /// Makes an empty list with room for `capacity` texts.
  init(capacity: Int) {
    texts.reserveCapacity(capacity)
    prefixes.reserveCapacity(capacity)
  }

  /// The positions of the texts, in the order they were added.
  var indices: Range<Int> { texts.indices }

  /// Adds a text at the end.
  mutating func append(_ text: String) {
    texts.append(text)
    prefixes.append(Self.prefix(text))
  }

  /// A text's first eight bytes as one number, the first in the highest place and zeros after
  /// a shorter text's end; 0 for a text that is empty, not ASCII or has a zero byte. Two ASCII
  /// texts with different numbers differ, and the numbers are in the texts' order.
  static func prefix(_ text: String) -> UInt64 {
    let prefix = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
      var prefix: UInt64 = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        guard byte != 0, byte < 0x80 else { return 0 }
        if index < 8 { prefix |= UInt64(byte) &<< (56 - 8 * index) }
      }
      return prefix
    }
    return prefix ?? 0
  }

  /// Whether the text at `first` comes before the one at `second`, as `<` would say.
  func precedes(_ first: Int, _ second: Int) -> Bool {
    let left = prefixes[first]
    let right = prefixes[second]
    // Zero bytes sort before every other, so an ASCII text shorter than eight bytes still comes
    // before the longer texts it starts.
    guard left != 0, right != 0 else { return texts[first] < texts[second] }
    if left != right { return left < right }
    let (a, b) = (texts[first].utf8, texts[second].utf8)
    if a.count <= 8 || b.count <= 8 { return a.count < b.count }
    return a.dropFirst(8).lexicographicallyPrecedes(b.dropFirst(8))
  }

  /// The positions of the texts, in the order of their texts; equal texts stay in the order
  /// they were added.
  func sortedPositions() -> [Int] {
    let count = texts.count
    guard count <= 1 << 16, !prefixes.contains(0) else {
      return indices.sorted { precedes($0, $1) }
    }
    // Each text's first six bytes and its position, as one number: sorting plain numbers is
    // far quicker than calling a comparison, and puts texts that differ there in order.
    var packed = prefixes.indices.map { prefixes[$0] & ~0xFFFF | UInt64($0) }
    packed.sort()
    var positions = packed.map { Int($0 & 0xFFFF) }
    // Texts with the same first six bytes are put in order by comparing them whole. Within such
    // a run the positions ascend, and the sort is stable, so equal texts keep their order.
    var start = 0
    while start < count {
      var end = start + 1
      while end < count, packed[end] >> 16 == packed[start] >> 16 { end += 1 }
      if end - start > 1 { positions[start..<end].sort { precedes($0, $1) } }
      start = end
    }
    return positions
  }
}
