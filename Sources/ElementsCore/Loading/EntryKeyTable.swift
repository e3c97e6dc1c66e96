/// Finds a data file's key among a schema's keys, for matching each entry's keys with the
/// schema's, without comparing the key with every one of them.
///
/// The answer is the one a linear search would give: the first of the schema's keys that is
/// equal as a `String`. ASCII keys are placed in a small table by their length, first and last
/// byte, so a look-up compares with one or two keys: two ASCII strings are equal only if their
/// bytes are. Keys with other characters, which `String` may find equal to differently encoded
/// text, are compared on every look-up.
struct EntryKeyTable: Sendable {
  /// The number of slots, a power of two; the keys may use at most half of them.
  private static let size = 128

  /// The keys, in order.
  private let keys: [String]
  /// For each slot, the position of an ASCII key, or -1; empty if there are too many keys.
  private var slots: [Int16] = []
  /// The positions of the keys that are not in `slots`, in order.
  private var others: [Int] = []

  /// Makes the table for a list of keys.
  init(_ keys: [String]) {
    self.keys = keys
    guard keys.count <= Self.size / 2 else {
      others = Array(keys.indices)
      return
    }
    slots = Array(repeating: -1, count: Self.size)
    for (position, key) in keys.enumerated() {
      guard var slot = Self.slot(ofASCII: key) else {
        others.append(position)
        continue
      }
      while slots[slot] >= 0 { slot = (slot + 1) & (Self.size - 1) }
      slots[slot] = Int16(position)
    }
  }

  /// The position of the first key that equals `key`, or `nil`.
  func position(of key: String) -> Int? {
    var found: Int?
    if !slots.isEmpty, var slot = Self.slot(ofASCII: key) {
      while slots[slot] >= 0 {
        let position = Int(slots[slot])
        if keys[position] == key, position < found ?? .max { found = position }
        slot = (slot + 1) & (Self.size - 1)
      }
    } else if !slots.isEmpty {
      // A key with other characters may equal any key.
      return keys.firstIndex(of: key)
    }
    for position in others where keys[position] == key {
      return min(position, found ?? .max)
    }
    return found
  }

  /// The slot where an ASCII key starts looking, from its length and first and last bytes;
  /// `nil` if the key has other characters.
  private static func slot(ofASCII key: String) -> Int? {
    let slot = key.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      for byte in bytes where byte >= 0x80 { return nil }
      let first = Int(bytes.first ?? 0)
      let last = Int(bytes.last ?? 0)
      return (bytes.count &* 31 &+ first &* 7 &+ last) & (size - 1)
    }
    return slot ?? nil
  }
}
