/// A dictionary that keeps its keys in document order.
///
/// Keys are unique: the parsers reject documents with duplicate keys, comparing keys with
/// `String` equality (so keys that differ only in Unicode normalisation are duplicates).
public struct DataDictionary: Sendable, Equatable {
  /// The key/value pairs, in the order they appeared in the document.
  public private(set) var entries: [(key: String, value: DataValue)]

  /// Creates a dictionary from key/value pairs, keeping their order.
  ///
  /// - Parameters:
  ///   - entries: The pairs, in document order. Keys are expected to be unique; this is not
  ///     checked, and `subscript(_:)` returns the first match if they are not.
  public init(_ entries: [(key: String, value: DataValue)]) {
    self.entries = entries
  }

  /// The keys, in document order.
  public var keys: [String] {
    entries.map { $0.key }
  }

  /// The number of key/value pairs.
  public var count: Int {
    entries.count
  }

  /// Looks up the value stored under a key.
  ///
  /// - Parameters:
  ///   - key: The key to look for; the comparison is exact (`String` equality).
  /// - Returns: The value for `key`, or `nil` if the dictionary has no such key.
  public subscript(key: String) -> DataValue? {
    for entry in entries where entry.key == key {
      return entry.value
    }
    return nil
  }

  /// Whether another dictionary has the same keys in the same order, whatever its values.
  ///
  /// - Parameters:
  ///   - other: Another dictionary.
  /// - Returns: `true` if both have equal keys at every position.
  func hasSameKeys(as other: DataDictionary) -> Bool {
    guard entries.count == other.entries.count else { return false }
    for (left, right) in zip(entries, other.entries) where left.key != right.key {
      return false
    }
    return true
  }

  /// Whether two dictionaries hold the same pairs in the same order.
  ///
  /// - Parameters:
  ///   - lhs: A dictionary.
  ///   - rhs: Another dictionary.
  /// - Returns: `true` if both have equal keys and values at every position.
  public static func == (lhs: DataDictionary, rhs: DataDictionary) -> Bool {
    guard lhs.entries.count == rhs.entries.count else { return false }
    for (left, right) in zip(lhs.entries, rhs.entries) {
      guard left.key == right.key, left.value == right.value else { return false }
    }
    return true
  }
}
