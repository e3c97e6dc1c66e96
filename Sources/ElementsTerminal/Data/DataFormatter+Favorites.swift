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
  /// - Parameters:
  ///   - entries: The favorites with what the data says about each, in order.
  ///   - fields: The element's fields to give (`--fields`), after the favorite's own four;
  ///     `nil` for those of the element list's JSON.
  ///   - table: The data, which holds the elements' details, for `fields`.
  /// - Returns: The JSON text with a trailing line break; `[]` for none.
  public static func favoritesJSON(
    _ entries: [(favorite: Favorite, match: FavoriteMatch)], fields: [ElementField]? = nil,
    in table: PeriodicTable? = nil
  ) -> String {
    guard !entries.isEmpty else { return "[]\n" }
    let objects = entries.enumerated().map { offset, entry in
      let members = favoriteRecord(
        position: offset + 1, entry.favorite, entry.match, fields: fields, in: table
      ).map {
        key, value in
        "    " + quoted(key) + ": " + json(value)
      }
      return "{\n" + members.joined(separator: ",\n") + "\n  }"
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
  }

  /// The favorites as CSV or TSV: a header row, then one row per favorite, with the fields of
  /// ``favoritesJSON(_:fields:in:)`` and the quoting of ``delimited(_:separator:)``.
  /// - Parameters:
  ///   - entries: The favorites with what the data says about each, in order.
  ///   - fields: The element's fields to give, as for ``favoritesJSON(_:fields:in:)``.
  ///   - table: The data, which holds the elements' details, for `fields`.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text; just the header row for none.
  public static func favoritesDelimited(
    _ entries: [(favorite: Favorite, match: FavoriteMatch)], fields: [ElementField]? = nil,
    in table: PeriodicTable? = nil, separator: Character
  ) -> String {
    let keys = fields.map { $0.map(\.key) } ?? RecordValue.keys
    let header = (favoriteKeys + keys).map { cell($0, separator: separator) }
    var lines = [header.joined(separator: String(separator))]
    for (offset, entry) in entries.enumerated() {
      let cells = favoriteRecord(
        position: offset + 1, entry.favorite, entry.match, fields: fields, in: table
      ).map {
        cell(text($0.value), separator: separator)
      }
      lines.append(cells.joined(separator: String(separator)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A favorite's record: ``favoriteKeys``, then the element's fields: those of `chosen`
  /// (with their details from `table`), else those of the element list.
  static func favoriteRecord(
    position: Int, _ favorite: Favorite, _ match: FavoriteMatch,
    fields chosen: [ElementField]? = nil, in table: PeriodicTable? = nil
  ) -> [(key: String, value: RecordValue)] {
    var known = false
    let fields: [(key: String, value: RecordValue)]
    func record(_ element: AtomicElement) -> [(key: String, value: RecordValue)] {
      guard let chosen else { return RecordValue.record(element) }
      return RecordValue.fullRecord(
        element, details: table?.details(of: element) ?? ElementDetails(), fields: chosen)
    }
    switch match {
    case .known(let element):
      known = true
      fields = record(element)
    case .mismatch(let element):
      fields = record(element)
    case .unknown:
      fields = (chosen ?? ElementField.record).map { field in
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
