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
    cards(keys(for: elements, kinds: kinds, seed: seed), of: elements, count: count)
  }

  /// Every card the kinds make of the elements, as keys in shuffled order: what
  /// ``cards(_:of:count:)`` makes cards of, after ``QuizProgress/order(_:today:)`` has put the
  /// due ones first. A key whose element lacks what its kind asks makes no card.
  /// - Parameters:
  ///   - elements: The elements to ask about.
  ///   - kinds: The kinds of card.
  ///   - seed: The shuffle's seed.
  /// - Returns: One key for each element and kind.
  public static func keys(for elements: [AtomicElement], kinds: [QuizKind], seed: UInt64)
    -> [QuizCardKey]
  {
    var keys: [QuizCardKey] = []
    keys.reserveCapacity(elements.count * kinds.count)
    for number in elements.map(\.atomicNumber) {
      for kind in kinds { keys.append(QuizCardKey(kind: kind, number: number)) }
    }
    var generator = SplitMix64(seed: seed)
    shuffle(&keys, using: &generator)
    return keys
  }

  /// The cards of the keys, in their order, skipping keys whose element lacks what the kind
  /// asks, until there are `count`. Only the cards returned are made.
  /// - Parameters:
  ///   - keys: The cards wanted, in order.
  ///   - elements: The elements the keys' numbers name.
  ///   - count: The most cards to return.
  /// - Returns: Up to `count` cards.
  public static func cards(_ keys: [QuizCardKey], of elements: [AtomicElement], count: Int)
    -> [QuizCard]
  {
    // An element by its number: by binary search, as the elements are in order of number
    // when they come from the table, else by looking through them.
    func element(_ number: Int) -> Int? {
      var (low, high) = (0, elements.count)
      while low < high {
        let middle = (low + high) / 2
        if elements[middle].atomicNumber < number { low = middle + 1 } else { high = middle }
      }
      if low < elements.count, elements[low].atomicNumber == number { return low }
      return elements.indices.first { elements[$0].atomicNumber == number }
    }
    var cards: [QuizCard] = []
    for key in keys where cards.count < count {
      if let index = element(key.number), let card = QuizCard(key.kind, for: elements[index]) {
        cards.append(card)
      }
    }
    return cards
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
