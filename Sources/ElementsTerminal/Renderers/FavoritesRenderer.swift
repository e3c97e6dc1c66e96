import ElementsCore

/// The user's favorites as text: one numbered row per favorite, in the saved order, with its
/// note. `elements favorites` prints these rows, and the browser's Favorites tab shows them.
public enum FavoritesRenderer {
  /// The rows, one per favorite.
  ///
  /// A row holds the position, the state's mark (as in ``ListRenderer``), the name,
  /// "Symbol(Number)" and the note:
  ///
  /// ```
  ///   1  ● Iron  Fe(26)  My bike is made of this
  /// ```
  ///
  /// A favorite the data does not know keeps its row: the mark is `?`, the name says
  /// "(not in the data)", and the number and symbol are the saved ones. A favorite whose number
  /// the data gives another symbol shows the data's element, and the note starts with
  /// "(saved as Og)". Names, symbols and notes pass through ``Sanitizer``. When the width is
  /// too small, notes are shortened, then dropped, then names are shortened.
  /// - Parameters:
  ///   - entries: The favorites with what the data says about each, e.g. from
  ///     `FavoritesList.matches(in:)`, in order; the first is position 1.
  ///   - style: How output may look.
  ///   - fitsWidth: Whether to fit `style.width`; false (output into a file or pipe) keeps
  ///     every note and name whole.
  /// - Returns: A line per favorite; none for no favorites.
  public static func render(
    _ entries: [(favorite: Favorite, match: FavoriteMatch)], style: TerminalStyle,
    fitsWidth: Bool = true
  ) -> StyledText {
    var style = style
    if !fitsWidth { style.width = Int.max / 4 }
    return StyledText(rows(entries, style: style))
  }

  /// What `elements favorites` says when none is saved, and how to save one, wrapped to the
  /// width.
  /// - Parameter style: How output may look.
  /// - Returns: The lines.
  public static func none(style: TerminalStyle) -> StyledText {
    StyledText(
      TextWidth.wrapped(
        "No favorites yet. Add one with: elements favorites add <element>", to: style.width
      ).map { StyledLine($0) })
  }

  /// The favorites as a table of chosen fields (`elements favorites --fields`), laid out as
  /// ``FieldTableRenderer`` lays out `list --fields`: a column for the position ("#"), one per
  /// field, then, when a favorite has one, the notes ("Note", sanitized, with "(saved as Og)"
  /// as in ``render(_:style:fitsWidth:)``; blank for none). A favorite the data does not know
  /// shows its saved number and symbol, "(not in the data)" for its name, and "—" for every
  /// other field.
  /// - Parameters:
  ///   - entries: The favorites with what the data says about each, in order.
  ///   - fields: The fields, in order.
  ///   - table: The data, which holds the elements' details.
  ///   - style: How output may look.
  /// - Returns: The table; none for no favorites.
  public static func render(
    _ entries: [(favorite: Favorite, match: FavoriteMatch)], fields: [ElementField],
    in table: PeriodicTable, style: TerminalStyle
  ) -> StyledText {
    let cells = entries.enumerated().map { offset, entry in
      Row(position: offset + 1, favorite: entry.favorite, match: entry.match, style: style)
    }
    let hasNotes = cells.contains { !$0.note.isEmpty }
    let rows = zip(entries, cells).map { entry, cell in
      var values: [String?]
      switch entry.match {
      case .known(let element), .mismatch(let element):
        let details = table.details(of: element)
        values = fields.map {
          FactText.value(of: $0, for: element, details: details, style: style)
        }
      case .unknown:
        values = fields.map { field in
          switch field {
          case .number: String(entry.favorite.atomicNumber)
          case .symbol: style.display(entry.favorite.symbol)
          case .name: cell.name
          default: nil
          }
        }
      }
      values = [String(cell.position)] + values
      if hasNotes { values.append(cell.note) }
      return FieldTableRenderer.Row(
        heading: "\(cell.position). \(cell.name) \(cell.reference)", values: values)
    }
    let titles = ["#"] + fields.map { FactText.label(of: $0, style: style) }
    return FieldTableRenderer.table(
      titles: titles + (hasNotes ? ["Note"] : []),
      rightAligned: [true] + fields.map(\.isNumeric) + (hasNotes ? [false] : []),
      sections: [FieldTableRenderer.Section(title: "", rows: rows)], style: style)
  }

  /// The rows of ``render(_:style:fitsWidth:)``, a line per favorite.
  static func rows(_ entries: [(favorite: Favorite, match: FavoriteMatch)], style: TerminalStyle)
    -> [StyledLine]
  {
    let cells = entries.enumerated().map { offset, entry in
      Row(position: offset + 1, favorite: entry.favorite, match: entry.match, style: style)
    }
    let positionWidth = String(cells.count).count
    let referenceWidth = cells.map { TextWidth.of($0.reference) }.max() ?? 0
    var nameWidth = cells.map { TextWidth.of($0.name) }.max() ?? 0
    // indent, position, two spaces, mark, space, name, two spaces, reference.
    let fixed = 2 + positionWidth + 2 + 1 + 1 + 2 + referenceWidth
    let minimumNote = 8
    let hasNotes = cells.contains { !$0.note.isEmpty }
    var noteWidth = hasNotes ? style.width - fixed - nameWidth - 2 : 0
    if hasNotes && noteWidth < minimumNote { noteWidth = 0 }
    if fixed + nameWidth > style.width {
      nameWidth = max(min(nameWidth, 8), style.width - fixed)
    }

    return cells.map { cell in
      var line = StyledLine(
        "  " + TextWidth.rightAligned(String(cell.position), to: positionWidth) + "  ")
      line.append(cell.mark, cell.state.map { .foreground(.state($0)) } ?? .plain)
      line.append(" ")
      line.append(
        TextWidth.padded(
          TextWidth.truncate(cell.name, to: nameWidth, unicode: style.unicode), to: nameWidth),
        cell.state == nil ? .dim : .plain)
      line.append("  " + TextWidth.padded(cell.reference, to: referenceWidth))
      if noteWidth > 0, !cell.note.isEmpty {
        line.append("  " + TextWidth.truncate(cell.note, to: noteWidth, unicode: style.unicode))
      }
      line = line.trimmed(keepingVisibleSpaces: false)
      guard line.width > style.width else { return line }
      return StyledLine(TextWidth.truncate(line.plain, to: style.width, unicode: style.unicode))
    }
  }

  /// How messages name a favorite: "Iron (Fe)"; "element 119 (Uue)" when the data does not
  /// know it. Sanitized and, in ASCII mode, folded.
  /// - Parameters:
  ///   - favorite: The favorite.
  ///   - match: What the data says about it.
  ///   - style: How output may look.
  /// - Returns: The label.
  public static func label(_ favorite: Favorite, match: FavoriteMatch, style: TerminalStyle)
    -> String
  {
    switch match {
    case .known(let element), .mismatch(let element): label(element, style: style)
    case .unknown:
      "element \(favorite.atomicNumber) (\(style.display(favorite.symbol)))"
    }
  }

  /// How messages name an element: "Iron (Fe)", sanitized and, in ASCII mode, folded.
  /// - Parameters:
  ///   - element: The element.
  ///   - style: How output may look.
  /// - Returns: The label.
  public static func label(_ element: AtomicElement, style: TerminalStyle) -> String {
    style.display(element.name) + " (" + style.display(element.symbol) + ")"
  }

  /// One favorite's cells, measured before layout.
  private struct Row {
    let position: Int
    let state: PhysicalState?
    let mark: String
    let name: String
    let reference: String
    let note: String

    init(position: Int, favorite: Favorite, match: FavoriteMatch, style: TerminalStyle) {
      self.position = position
      var note = favorite.note.map(style.display) ?? ""
      switch match {
      case .known(let element), .mismatch(let element):
        state = element.state
        mark = Mark.of(element.state, unicode: style.unicode)
        name = style.display(element.name)
        reference = style.display(element.symbol) + "(\(element.atomicNumber))"
        if case .mismatch = match {
          let saved = "(saved as \(style.display(favorite.symbol)))"
          note = note.isEmpty ? saved : saved + " " + note
        }
      case .unknown:
        state = nil
        mark = "?"
        name = "(not in the data)"
        reference = style.display(favorite.symbol) + "(\(favorite.atomicNumber))"
      }
      self.note = note
    }
  }
}
