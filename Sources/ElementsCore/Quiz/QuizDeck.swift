/// Chooses the cards of a quiz: every card of the chosen kinds for the chosen elements, in an
/// order a seed decides.
public enum QuizDeck {
  /// The cards a quiz asks.
  ///
  /// Makes the card of each kind for each element (skipping those the data cannot ask, such as
  /// the group of a lanthanide), shuffles them with ``SplitMix64`` and a Fisher–Yates shuffle of
  /// its own, so that a seed gives the same cards in the same order on every machine, and keeps
  /// the first `count`.
  /// - Parameters:
  ///   - elements: The elements to ask about.
  ///   - kinds: The kinds of card, e.g. ``QuizKind/lineKinds``.
  ///   - count: The most cards to return.
  ///   - seed: The shuffle's seed.
  /// - Returns: Up to `count` cards; none when no element has what the kinds ask.
  public static func cards(
    for elements: [AtomicElement], kinds: [QuizKind], count: Int, seed: UInt64
  ) -> [QuizCard] {
    var cards: [QuizCard] = []
    for element in elements {
      for kind in kinds {
        if let card = QuizCard(kind, for: element) { cards.append(card) }
      }
    }
    var generator = SplitMix64(seed: seed)
    shuffle(&cards, using: &generator)
    return Array(cards.prefix(max(count, 0)))
  }

  /// Shuffles in place, each order equally likely, with numbers from the generator alone.
  /// - Parameters:
  ///   - items: The items to shuffle.
  ///   - generator: The source of numbers.
  public static func shuffle<Item>(_ items: inout [Item], using generator: inout SplitMix64) {
    guard items.count > 1 else { return }
    for last in stride(from: items.count - 1, to: 0, by: -1) {
      let other = Int(below(UInt64(last + 1), using: &generator))
      items.swapAt(last, other)
    }
  }

  /// A number from 0 to `bound - 1`, without modulo bias (Lemire's rejection of the short
  /// remainder).
  static func below(_ bound: UInt64, using generator: inout SplitMix64) -> UInt64 {
    let threshold = (0 &- bound) % bound
    while true {
      let value = generator.next()
      let product = value.multipliedFullWidth(by: bound)
      if product.low >= threshold { return product.high }
    }
  }
}
