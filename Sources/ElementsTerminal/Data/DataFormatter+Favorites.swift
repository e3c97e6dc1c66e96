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
    let header = (favoriteKeys + RecordValue.keys).map { cell($0, separator: separator) }
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
    -> [(key: String, value: RecordValue)]
  {
    var known = false
    let fields: [(key: String, value: RecordValue)]
    switch match {
    case .known(let element):
      known = true
      fields = RecordValue.record(element)
    case .mismatch(let element):
      fields = RecordValue.record(element)
    case .unknown:
      fields = ElementField.record.map { field in
        switch field {
        case .number: (field.key, .integer(favorite.atomicNumber))
        case .symbol: (field.key, .string(favorite.symbol))
        case .alternateNames: (field.key, .strings([]))
        case .electronShells: (field.key, .integers([]))
        default: (field.key, .null)
        }
      }
    }
    return [
      ("position", .integer(position)),
      ("note", favorite.note.map(RecordValue.string) ?? .null),
      ("known", .bool(known)),
      ("savedSymbol", .string(favorite.symbol)),
    ] + fields
  }
}
