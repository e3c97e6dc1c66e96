/// A titled run of elements in a list: "I" for the names under I, "Gas" for the gases.
public struct ElementSection: Sendable, Hashable {
  /// The header, e.g. "I" or "Solid"; empty for an untitled list.
  public var title: String
  /// The elements, in the list's order.
  public var elements: [AtomicElement]

  /// Makes a section.
  /// - Parameters:
  ///   - title: The header.
  ///   - elements: The elements in order.
  public init(title: String, elements: [AtomicElement]) {
    self.title = title
    self.elements = elements
  }
}
