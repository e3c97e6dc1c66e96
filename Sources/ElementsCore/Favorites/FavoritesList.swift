/// The user's favorite elements, in the user's order.
///
/// Each atomic number appears at most once. Positions are 1-based, as users count. Every
/// operation is pure (it changes only this value) and returns what it did, so a command can
/// report it in words; ``FavoritesStore/update(warn:_:)`` applies operations to the saved list.
public struct FavoritesList: Sendable, Hashable {
  /// The favorites, first to last.
  public private(set) var favorites: [Favorite]

  /// Makes an empty list.
  public init() {
    favorites = []
  }

  /// Makes a list of favorites whose atomic numbers are known to be distinct.
  init(distinct favorites: [Favorite]) {
    self.favorites = favorites
  }

  /// The number of favorites.
  public var count: Int { favorites.count }

  /// Whether there are no favorites.
  public var isEmpty: Bool { favorites.isEmpty }

  /// The position of the favorite with an atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: Its position, counting from 1, or `nil` if it is not a favorite.
  public func position(of number: Int) -> Int? {
    favorites.firstIndex { $0.atomicNumber == number }.map { $0 + 1 }
  }

  /// The favorite with an atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: The favorite, or `nil` if the number is not a favorite.
  public func favorite(number: Int) -> Favorite? {
    favorites.first { $0.atomicNumber == number }
  }

  /// What ``add(_:)`` did.
  public enum AddOutcome: Sendable, Hashable {
    /// The favorite was appended; it is now at this position, the last.
    case added(position: Int)
    /// A favorite with that atomic number is already at this position; nothing changed, not even
    /// its note.
    case alreadyPresent(position: Int)
  }

  /// Appends a favorite unless its atomic number is already a favorite.
  /// - Parameter favorite: The favorite; its symbol must not be empty.
  /// - Returns: ``AddOutcome/added(position:)`` or ``AddOutcome/alreadyPresent(position:)``.
  @discardableResult
  public mutating func add(_ favorite: Favorite) -> AddOutcome {
    precondition(!favorite.symbol.isEmpty, "a favorite needs a symbol")
    if let position = position(of: favorite.atomicNumber) {
      return .alreadyPresent(position: position)
    }
    favorites.append(favorite)
    return .added(position: favorites.count)
  }

  /// What ``remove(number:)`` did.
  public enum RemoveOutcome: Sendable, Hashable {
    /// The favorite was removed from this position; those after it moved up by one.
    case removed(Favorite, position: Int)
    /// The number was not a favorite; nothing changed.
    case notPresent
  }

  /// Removes the favorite with an atomic number.
  /// - Parameter number: An atomic number.
  /// - Returns: ``RemoveOutcome/removed(_:position:)`` or ``RemoveOutcome/notPresent``.
  @discardableResult
  public mutating func remove(number: Int) -> RemoveOutcome {
    guard let position = position(of: number) else { return .notPresent }
    return .removed(favorites.remove(at: position - 1), position: position)
  }

  /// What ``move(number:to:)`` did.
  public enum MoveOutcome: Sendable, Hashable {
    /// The favorite moved between these positions; those in between shifted by one.
    case moved(from: Int, to: Int)
    /// The favorite is already at the position asked for; nothing changed.
    case alreadyThere(position: Int)
    /// The number is not a favorite; nothing changed.
    case notPresent
  }

  /// Moves a favorite to a position, shifting the ones in between.
  ///
  /// Moving the first of [Fe, Au, Cu] to 3 gives [Au, Cu, Fe]. A number that is not a
  /// favorite gives ``MoveOutcome/notPresent`` whatever the position.
  /// - Parameters:
  ///   - number: The favorite's atomic number.
  ///   - position: Where it goes, from 1 to ``count``.
  /// - Returns: What happened.
  /// - Throws: ``StoreError/Problem/positionOutOfRange(position:count:)`` if `position` is
  ///   below 1 or above ``count``; nothing changes.
  @discardableResult
  public mutating func move(number: Int, to position: Int) throws(StoreError) -> MoveOutcome {
    guard let current = self.position(of: number) else { return .notPresent }
    guard (1...favorites.count).contains(position) else {
      throw StoreError(.favorites, .positionOutOfRange(position: position, count: favorites.count))
    }
    if current == position { return .alreadyThere(position: position) }
    favorites.insert(favorites.remove(at: current - 1), at: position - 1)
    return .moved(from: current, to: position)
  }

  /// What ``setNote(_:number:)`` did.
  public enum NoteOutcome: Sendable, Hashable {
    /// The favorite at this position has the new note.
    case set(position: Int)
    /// The favorite at this position had a note and now has none.
    case cleared(position: Int)
    /// The favorite at this position already had exactly this note (or no note, and none was
    /// given); nothing changed.
    case unchanged(position: Int)
    /// The number is not a favorite; nothing changed.
    case notPresent
  }

  /// Sets or clears a favorite's note.
  /// - Parameters:
  ///   - note: The new note; `nil` or `""` clears it. Notes are compared scalar by scalar, so
  ///     changing "é" written as one scalar to "é" written as two is a change.
  ///   - number: The favorite's atomic number.
  /// - Returns: What happened.
  @discardableResult
  public mutating func setNote(_ note: String?, number: Int) -> NoteOutcome {
    guard let position = position(of: number) else { return .notPresent }
    let new = note?.isEmpty == true ? nil : note
    let old = favorites[position - 1].note
    switch (old, new) {
    case (nil, nil):
      return .unchanged(position: position)
    case (let old?, let new?) where old.unicodeScalars.elementsEqual(new.unicodeScalars):
      return .unchanged(position: position)
    default:
      favorites[position - 1].note = new
      return new == nil ? .cleared(position: position) : .set(position: position)
    }
  }

  /// Removes every favorite.
  /// - Returns: How many favorites were removed; 0 means nothing changed.
  @discardableResult
  public mutating func clear() -> Int {
    defer { favorites.removeAll() }
    return favorites.count
  }
}
