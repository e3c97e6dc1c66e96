/// A printable exercise for a class: `elements worksheet`. Its questions are quiz cards,
/// chosen and ordered by ``QuizDeck`` from a seed, so that the answer key made from the same
/// elements, count and seed has the same questions in the same order.
public struct Worksheet: Sendable, Hashable {
  /// What a worksheet asks.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A blank periodic table, boxes with atomic numbers only: write each symbol.
    case table
    /// A list of symbols: write each element's name.
    case symbols
    /// A list of elements: write each noble-gas configuration.
    case configurations

    /// The quiz card each question is: the symbol of an element (placed by its number in the
    /// table), the name of a symbol, or the configuration of an element.
    public var cardKind: QuizKind {
      switch self {
      case .table: .symbol
      case .symbols: .name
      case .configurations: .configuration
      }
    }

    /// The questions when no count is given: the whole table, or a list of 20.
    public var defaultCount: Int? {
      switch self {
      case .table: nil
      case .symbols, .configurations: 20
      }
    }
  }

  /// What the worksheet asks.
  public let kind: Kind
  /// The questions: in their shuffled order for a list, by atomic number for the table.
  public let cards: [QuizCard]
  /// The seed that chose and ordered them.
  public let seed: UInt64
  /// Whether the seed matters: a list's order, or a table of some of the elements chosen.
  /// A table of them all is the same whatever the seed.
  public let dependsOnSeed: Bool

  /// Chooses a worksheet's questions.
  /// - Parameters:
  ///   - kind: What to ask.
  ///   - elements: The elements to choose from.
  ///   - count: The most questions; `nil` for the kind's ``Kind/defaultCount``.
  ///   - seed: The seed of the choice and the order.
  /// - Returns: The worksheet; it has no card when no element has what the kind asks (no
  ///   configuration in the data).
  public init(kind: Kind, elements: [AtomicElement], count: Int?, seed: UInt64) {
    let limit = count ?? kind.defaultCount ?? elements.count
    var cards = QuizDeck.cards(for: elements, kinds: [kind.cardKind], count: limit, seed: seed)
    if kind == .table {
      // A card for every element leaves none to choose; otherwise count those that have one.
      dependsOnSeed =
        cards.count < elements.count
        && cards.count < elements.filter { QuizCard(kind.cardKind, for: $0) != nil }.count
      // The cards' places in order of number, each put where it goes (a table has at most
      // one element in each of its cells), then each card copied once.
      var order: [Int] = []
      for index in cards.indices {
        let number = cards[index].element.atomicNumber
        var place = order.count
        while place > 0, cards[order[place - 1]].element.atomicNumber > number { place -= 1 }
        order.insert(index, at: place)
      }
      cards = order.map { cards[$0] }
    } else {
      dependsOnSeed = cards.count > 1
    }
    self.kind = kind
    self.cards = cards
    self.seed = seed
  }
}
