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
  /// - Returns: The lines.
  public static func front(
    _ element: AtomicElement, style: TerminalStyle, reflection: Bool
  ) -> StyledText {
    let rows = front(element, style: style)
    var text = StyledText(rows)
    if reflection {
      let mirrored = Reflection.lines(
        of: rows.suffix(Reflection.depth).map(\.plain), unicode: style.unicode)
      let faded = TextStyle.dim + .foreground(.state(element.state))
      text.append(contentsOf: mirrored.map { StyledLine($0, faded) })
    }
    return text
  }

  /// The smallest width inside the front's border, so most tiles come out the same size.
  static let frontInnerWidth = 20

  /// The front, row by row.
  private static func front(_ element: AtomicElement, style: TerminalStyle) -> [StyledLine] {
    let box = BoxCharacters(unicode: style.unicode)
    let stateColor = TextStyle.foreground(.state(element.state))
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

    func row(_ runs: [StyledRun]) -> StyledLine {
      StyledLine(box.vertical, stateColor) + StyledLine(runs) + StyledLine(box.vertical, stateColor)
    }
    func centered(_ text: String, _ look: TextStyle = .plain) -> StyledLine {
      let fitted = TextWidth.truncate(text, to: room, unicode: style.unicode)
      let width = TextWidth.of(fitted)
      let left = (inner - width) / 2
      return row([
        StyledRun(TextWidth.spaces(left)), StyledRun(fitted, look),
        StyledRun(TextWidth.spaces(inner - width - left)),
      ])
    }
    let blank = row([StyledRun(TextWidth.spaces(inner))])

    var rows: [StyledLine] = []
    rows.append(StyledLine(box.topLeft + box.rule(inner) + box.topRight, stateColor))
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
          StyledRun(" "), StyledRun(number, .bold), StyledRun(TextWidth.spaces(before)),
          StyledRun(symbol, .bold + stateColor),
          StyledRun(TextWidth.spaces(gap - symbolWidth - before)), StyledRun(shownWeight),
          StyledRun(" "),
        ]))
    } else {
      rows.append(
        row([
          StyledRun(" "), StyledRun(number, .bold), StyledRun(TextWidth.spaces(gap)),
          StyledRun(shownWeight), StyledRun(" "),
        ]))
    }
    rows.append(blank)
    let fontRows = BigFont.rows(unicode: style.unicode)
    if let big, drawsBig {
      for line in big { rows.append(centered(line, .bold + stateColor)) }
    } else {
      for index in 0..<fontRows {
        rows.append(index == fontRows / 2 ? centered(symbol, .bold + stateColor) : blank)
      }
    }
    // A half-block symbol's last row is only half inked and leaves its own gap.
    if !style.unicode { rows.append(blank) }
    rows.append(centered(name, .bold))
    if TextWidth.of(state) <= room {
      let stateWidth = TextWidth.of(state)
      let left = max(0, (inner - stateWidth) / 2)
      rows.append(
        row([
          StyledRun(TextWidth.spaces(left)), StyledRun(mark, stateColor),
          StyledRun(" " + element.state.title),
          StyledRun(TextWidth.spaces(max(0, inner - stateWidth - left))),
        ]))
    } else {
      // Too narrow for the mark and the word: the word alone, shortened to fit.
      rows.append(centered(element.state.title))
    }
    rows.append(StyledLine(box.bottomLeft + box.rule(inner) + box.bottomRight, stateColor))
    return rows
  }
}
