/// Collects dictionary entries in document order and detects duplicate keys, for all readers.
///
/// Keys are compared as `String`s, that is by Unicode canonical equivalence, like
/// `DataDictionary`'s subscript: keys that differ only in normalisation are duplicates.
///
/// Small dictionaries (the common case) are checked by a linear scan, which is faster than
/// hashing; once a dictionary grows past `linearScanLimit` keys, a set takes over so that a
/// hostile document with many keys cannot make reading quadratic.
struct DictionaryBuilder {
  /// The most keys checked by a linear scan.
  static let linearScanLimit = 32

  private var entries: [(key: String, value: DataValue)] = []
  private var keySet: Set<String> = []

  /// Creates an empty builder.
  ///
  /// - Parameters:
  ///   - capacity: How many entries to make room for up front.
  init(capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// Tells whether a key has already been added.
  ///
  /// - Parameters:
  ///   - key: The key to look for.
  /// - Returns: `true` if `append(key:value:)` has been called with an equal key.
  func contains(_ key: String) -> Bool {
    if entries.count <= Self.linearScanLimit {
      return entries.contains { $0.key == key }
    }
    return keySet.contains(key)
  }

  /// Adds an entry; the caller has checked with `contains(_:)` that the key is new.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: Its value.
  mutating func append(key: String, value: DataValue) {
    entries.append((key, value))
    if entries.count > Self.linearScanLimit {
      if keySet.isEmpty {
        keySet = Set(entries.map { $0.key })
      } else {
        keySet.insert(key)
      }
    }
  }

  /// The number of entries added.
  var count: Int {
    entries.count
  }

  /// The finished dictionary.
  var dictionary: DataDictionary {
    DataDictionary(entries)
  }
}
