import ElementsCore

extension DataFormatter {
  /// The keys a favorite's record has before the element's own fields.
  static let favoriteKeys = ["position", "note", "known", "savedSymbol"]

  /// The favorites as a JSON array of objects, in the saved order.
  ///
  /// Each object has "position" (from 1), "note" (a string or `null`), "known" (`false` when
  /// the data has no element with the saved number and symbol) and "savedSymbol" (the symbol
  /// the favorite was saved with), then every field of the element list's JSON. For a
  /// favorite the data does not have at all, "number" and "symbol" are the saved ones and every
  /// other field is `null` (empty lists for "alternateNames" and "electronShells").
  /// - Parameter entries: The favorites with what the data says about each, in order.
  /// - Returns: The JSON text with a trailing line break; `[]` for none.
  public static func favoritesJSON(_ entries: [(favorite: Favorite, match: FavoriteMatch)])
    -> String
  {
    guard !entries.isEmpty else { return "[]\n" }
    let objects = entries.enumerated().map { offset, entry in
      let members = favoriteRecord(position: offset + 1, entry.favorite, entry.match).map {
        key, value in
        "    " + quoted(key) + ": " + json(value)
      }
      return "{\n" + members.joined(separator: ",\n") + "\n  }"
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
  }

  /// The favorites as CSV or TSV: a header row, then one row per favorite, with the fields of
  /// ``favoritesJSON(_:)`` and the quoting of ``delimited(_:separator:)``.
  /// - Parameters:
  ///   - entries: The favorites with what the data says about each, in order.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text; just the header row for none.
  public static func favoritesDelimited(
    _ entries: [(favorite: Favorite, match: FavoriteMatch)], separator: Character
  ) -> String {
    let header = (favoriteKeys + Field.keys).map { cell($0, separator: separator) }
    var lines = [header.joined(separator: String(separator))]
    for (offset, entry) in entries.enumerated() {
      let cells = favoriteRecord(position: offset + 1, entry.favorite, entry.match).map {
        cell(text($0.value), separator: separator)
      }
      lines.append(cells.joined(separator: String(separator)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A favorite's record: ``favoriteKeys``, then the element's fields.
  static func favoriteRecord(position: Int, _ favorite: Favorite, _ match: FavoriteMatch)
    -> [(key: String, value: Field)]
  {
    var known = false
    let fields: [(key: String, value: Field)]
    switch match {
    case .known(let element):
      known = true
      fields = Field.record(element)
    case .mismatch(let element):
      fields = Field.record(element)
    case .unknown:
      fields = Field.keys.map { key in
        switch key {
        case "number": (key, .integer(favorite.atomicNumber))
        case "symbol": (key, .string(favorite.symbol))
        case "alternateNames": (key, .strings([]))
        case "electronShells": (key, .integers([]))
        default: (key, .null)
        }
      }
    }
    return [
      ("position", .integer(position)),
      ("note", favorite.note.map(Field.string) ?? .null),
      ("known", .bool(known)),
      ("savedSymbol", .string(favorite.symbol)),
    ] + fields
  }
}
