extension PeriodicTable {
  /// Elements ordered by a field, for `--sort <property> [--reverse]`.
  ///
  /// Numbers (and numeric lists, item by item) sort numerically, texts ignoring case, `false`
  /// before `true`; by discovery year, elements known since antiquity come first (last when
  /// reversed). Elements without a value come last, in either direction, and elements with
  /// equal values keep atomic-number order, in either direction: `reverse` turns only the order
  /// of the values.
  /// - Parameters:
  ///   - elements: Elements of this table.
  ///   - field: The field to sort by.
  ///   - reverse: Largest (or last) value first.
  /// - Returns: The same elements in the new order.
  public func sorted(_ elements: [AtomicElement], by field: ElementField, reverse: Bool = false)
    -> [AtomicElement]
  {
    let needsDetails = !field.isElementField
    let empty = ElementDetails()
    let byDiscovery = field.key == "discoveryYear"
    let keys = elements.map { element -> SortKey? in
      // Elements known since antiquity come before every year of discovery.
      if byDiscovery, element.discovery == .antiquity { return .numbers([-.infinity]) }
      return needsDetails
        ? SortKey(field.value(of: element, details: details(of: element)))
        : SortKey(field.value(of: element, details: empty))
    }
    // The positions are sorted, not the elements: moving a position is cheap.
    let order = elements.indices.sorted { lhs, rhs in
      switch (keys[lhs], keys[rhs]) {
      case (nil, nil): return elements[lhs].atomicNumber < elements[rhs].atomicNumber
      case (nil, _): return false
      case (_, nil): return true
      case (let left?, let right?):
        if left == right { return elements[lhs].atomicNumber < elements[rhs].atomicNumber }
        return reverse ? right < left : left < right
      }
    }
    return order.map { elements[$0] }
  }
}

/// A field value made comparable: a number, a text in lower case, or a list of numbers.
private enum SortKey: Comparable {
  case numbers([Double])
  case text(String)

  init?(_ value: ElementField.Value?) {
    guard let value else { return nil }
    switch value {
    case .bool(let flag): self = .numbers([flag ? 1 : 0])
    case .integer, .number, .decimal:
      guard let number = value.number, !number.isNaN else { return nil }
      self = .numbers([number])
    case .text(let text): self = .text(text.lowercased())
    case .texts(let texts):
      guard !texts.isEmpty else { return nil }
      self = .text(texts.joined(separator: "; ").lowercased())
    case .integers(let numbers):
      guard !numbers.isEmpty else { return nil }
      self = .numbers(numbers.map(Double.init))
    case .numbers(let numbers):
      guard !numbers.isEmpty else { return nil }
      self = .numbers(numbers)
    case .radii(let radii):
      guard !radii.isEmpty else { return nil }
      self = .numbers(radii.map(\.ionicRadius))
    }
  }

  static func < (lhs: SortKey, rhs: SortKey) -> Bool {
    switch (lhs, rhs) {
    case (.numbers(let left), .numbers(let right)):
      left.lexicographicallyPrecedes(right)
    case (.text(let left), .text(let right)): left < right
    case (.numbers, .text): true
    case (.text, .numbers): false
    }
  }
}
