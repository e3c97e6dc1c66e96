/// Finds the entries of one dictionary by key, for the thirty-odd look-ups that reading one
/// entry of a data file makes, without comparing the key with every key of the entry.
///
/// The answer is the one `DataDictionary`'s subscript gives: the first entry whose key is equal
/// as a `String`. ASCII keys are placed in a small table by their length, first and last byte,
/// so a look-up compares with one or two keys: two ASCII strings are equal only if their bytes
/// are. Keys with other characters, which `String` may find equal to differently encoded text,
/// are compared on every look-up, as are all keys of a dictionary too small or too large for
/// the table.
struct EntryKeyTable {
  /// The number of slots, a power of two; a dictionary may use at most half of them.
  private static let size = 64
  /// The fewest entries worth a table.
  private static let smallest = 5

  /// For each slot, the position of an ASCII key in the dictionary, or -1; empty if there is no
  /// table.
  private var slots: [Int16] = []
  /// The positions of the keys that are not in `slots`, in order.
  private var others: [Int] = []
  /// The number of keys.
  private let count: Int

  /// Makes the table for a dictionary's keys.
  init(_ dictionary: DataDictionary) {
    let entries = dictionary.entries
    self.init(count: entries.count) { entries[$0].key }
  }

  /// Makes the table for a list of keys.
  init(_ keys: [String]) {
    self.init(count: keys.count) { keys[$0] }
  }

  private init(count: Int, key: (Int) -> String) {
    self.count = count
    guard count >= Self.smallest, count <= Self.size / 2 else {
      others = Array(0..<count)
      return
    }
    slots = Array(repeating: -1, count: Self.size)
    for position in 0..<count {
      guard var slot = Self.slot(ofASCII: key(position)) else {
        others.append(position)
        continue
      }
      while slots[slot] >= 0 { slot = (slot + 1) & (Self.size - 1) }
      slots[slot] = Int16(position)
    }
  }

  /// The position of the first entry whose key equals `key`, or `nil`.
  func position(of key: String, in dictionary: DataDictionary) -> Int? {
    let entries = dictionary.entries
    return position(of: key) { entries[$0].key }
  }

  /// The position of the first of `keys` that equals `key`, or `nil`.
  func position(of key: String, in keys: [String]) -> Int? {
    position(of: key) { keys[$0] }
  }

  private func position(of key: String, keyAt: (Int) -> String) -> Int? {
    var found: Int?
    if !slots.isEmpty, var slot = Self.slot(ofASCII: key) {
      while slots[slot] >= 0 {
        let position = Int(slots[slot])
        if keyAt(position) == key, position < found ?? .max { found = position }
        slot = (slot + 1) & (Self.size - 1)
      }
    } else if !slots.isEmpty {
      // A key with other characters may equal any key.
      return (0..<count).first { keyAt($0) == key }
    }
    for position in others where keyAt(position) == key {
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
