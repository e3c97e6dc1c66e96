import ElementsCore

/// An element's tile, as the original app showed it: the front with the big symbol and its
/// reflection, and the back ("flip side") with every fact.
public enum TileRenderer {
  /// The front of the element's tile.
  ///
  /// A box with the atomic number top left, the symbol as text between it and the atomic weight
  /// top right, the symbol large in the middle, and the name and state below. The symbol is
  /// written as text as well as in block letters, so that `grep Fe` and screen readers find it.
  /// With colour on, the border and symbol take the state's colour. Unknown values show as "—"
  /// ("-" in ASCII). Every row fits `style.width`, measured in display columns.
  /// - Parameters:
  ///   - element: The element.
  ///   - style: How output may look.
  ///   - reflection: Whether to add, below the tile, a faded mirror image of its lower rows, as
  ///     the original iPhone app did.
  /// - Returns: The lines, without line breaks and without trailing spaces.
  public static func frontLines(
    _ element: AtomicElement, style: TerminalStyle, reflection: Bool
  ) -> [String] {
    let rows = front(element, style: style)
    var lines = rows.map { $0.rendered(color: style.color) }
    if reflection {
      let mirrored = Reflection.lines(
        of: rows.suffix(Reflection.depth).map { $0.plain }, unicode: style.unicode)
      let codes = [SGR.dim, SGR.foreground(element.state)]
      lines += mirrored.map { SGR.paint($0, codes, enabled: style.color) }
    }
    return lines
  }

  /// The smallest width inside the front's border, so most tiles come out the same size.
  static let frontInnerWidth = 20

  /// The front, row by row, before colour is applied.
  private static func front(_ element: AtomicElement, style: TerminalStyle) -> [[Span]] {
    let box = BoxCharacters(unicode: style.unicode)
    let stateColor = [SGR.foreground(element.state)]
    let symbol = style.display(element.symbol)
    let name = style.display(element.name)
    let number = String(element.atomicNumber)
    let weight = FactText.weight(element, style: style) ?? style.unknown
    let mark = Mark.of(element.state, unicode: style.unicode)
    let state = mark + " " + element.state.title
    let big = BigFont.lines(symbol, unicode: style.unicode)
    let bigWidth = big.map { TextWidth.of($0[0]) } ?? 0

    var inner = [
      frontInnerWidth, bigWidth + 4, TextWidth.of(name) + 4, TextWidth.of(state) + 4,
      TextWidth.of(number) + TextWidth.of(weight) + 3,
    ].max()!
    inner = max(4, min(inner, style.width - 2))
    let room = inner - 2

    func row(_ spans: [Span]) -> [Span] {
      [Span(box.vertical, stateColor)] + spans + [Span(box.vertical, stateColor)]
    }
    func centered(_ text: String, _ codes: [String] = []) -> [Span] {
      let fitted = TextWidth.truncate(text, to: room, unicode: style.unicode)
      let width = TextWidth.of(fitted)
      let left = (inner - width) / 2
      return row([
        Span(TextWidth.spaces(left)), Span(fitted, codes),
        Span(TextWidth.spaces(inner - width - left)),
      ])
    }
    let blank = row([Span(TextWidth.spaces(inner))])

    var rows: [[Span]] = []
    rows.append([Span(box.topLeft + box.rule(inner) + box.topRight, stateColor)])
    let shownWeight = TextWidth.truncate(
      weight, to: max(0, room - TextWidth.of(number) - 1), unicode: style.unicode)
    let gap = max(1, room - TextWidth.of(number) - TextWidth.of(shownWeight))
    let drawsBig = big != nil && bigWidth <= room
    // The symbol as text, centred in the gap, when the big letters show it (otherwise the
    // middle row has it as text) and there is room for a space either side.
    let symbolWidth = TextWidth.of(symbol)
    if drawsBig, gap >= symbolWidth + 2 {
      let before = (gap - symbolWidth) / 2
      rows.append(
        row([
          Span(" "), Span(number, [SGR.bold]), Span(TextWidth.spaces(before)),
          Span(symbol, [SGR.bold] + stateColor),
          Span(TextWidth.spaces(gap - symbolWidth - before)), Span(shownWeight), Span(" "),
        ]))
    } else {
      rows.append(
        row([
          Span(" "), Span(number, [SGR.bold]), Span(TextWidth.spaces(gap)),
          Span(shownWeight), Span(" "),
        ]))
    }
    rows.append(blank)
    let fontRows = BigFont.rows(unicode: style.unicode)
    if let big, drawsBig {
      for line in big { rows.append(centered(line, [SGR.bold] + stateColor)) }
    } else {
      for index in 0..<fontRows {
        rows.append(index == fontRows / 2 ? centered(symbol, [SGR.bold] + stateColor) : blank)
      }
    }
    // A half-block symbol's last row is only half inked and leaves its own gap.
    if !style.unicode { rows.append(blank) }
    rows.append(centered(name, [SGR.bold]))
    if TextWidth.of(state) <= room {
      let stateWidth = TextWidth.of(state)
      let left = max(0, (inner - stateWidth) / 2)
      rows.append(
        row([
          Span(TextWidth.spaces(left)), Span(mark, stateColor),
          Span(" " + element.state.title),
          Span(TextWidth.spaces(max(0, inner - stateWidth - left))),
        ]))
    } else {
      // Too narrow for the mark and the word: the word alone, shortened to fit.
      rows.append(centered(element.state.title))
    }
    rows.append([Span(box.bottomLeft + box.rule(inner) + box.bottomRight, stateColor)])
    return rows
  }
}
