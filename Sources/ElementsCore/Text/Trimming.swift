extension StringProtocol {
  /// The text without white space at either end: spaces, tabs, line breaks and any other
  /// Unicode white space (a no-break space, an ideographic space). Every option value and
  /// property name a user types is trimmed this one way. Inlinable, so that other modules
  /// compile it for the `String` or `Substring` at hand.
  @inlinable public var trimmingWhitespace: SubSequence {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    guard let last = lastIndex(where: { !$0.isWhitespace }) else { return self[start..<start] }
    return self[start...last]
  }

  /// The text without the spaces (U+0020) at its end: the padding a layout leaves after the
  /// last column. Tabs and other white space stay.
  @inlinable public var trimmingTrailingSpaces: SubSequence {
    guard let last = lastIndex(where: { $0 != " " }) else { return self[startIndex..<startIndex] }
    return self[...last]
  }
}
