/// An element a user keeps among their favorites, with an optional note.
///
/// A favorite stores both the atomic number and the symbol it was added with, so that a
/// different data file cannot silently point it at another element: see
/// ``Favorite/match(in:)``.
public struct Favorite: Sendable, Hashable {
  /// The atomic number, the favorite's identity: a list holds each number at most once.
  public var atomicNumber: Int
  /// The element's symbol when the favorite was added, e.g. "Fe". Never empty.
  public var symbol: String
  /// The user's note. An empty note is no note: setting `""` stores `nil`.
  public var note: String? {
    get { storedNote }
    set { storedNote = newValue?.isEmpty == true ? nil : newValue }
  }

  private var storedNote: String?

  /// Makes a favorite.
  /// - Parameters:
  ///   - atomicNumber: The atomic number.
  ///   - symbol: The element's symbol; must not be empty.
  ///   - note: The user's note; `nil` or `""` for none.
  public init(atomicNumber: Int, symbol: String, note: String? = nil) {
    self.atomicNumber = atomicNumber
    self.symbol = symbol
    self.note = note
  }

  /// Makes a favorite of an element.
  /// - Parameters:
  ///   - element: The element, whose number and symbol are kept.
  ///   - note: The user's note; `nil` or `""` for none.
  public init(_ element: AtomicElement, note: String? = nil) {
    self.init(atomicNumber: element.atomicNumber, symbol: element.symbol, note: note)
  }
}
