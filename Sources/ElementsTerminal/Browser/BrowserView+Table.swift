import ElementsCore

/// The Table tab: the periodic table with the cursor's cell highlighted, and two lines about
/// the element under it.
extension BrowserView {
  static func tableLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [StyledLine]
  {
    let element = model.table.element(at: state.cursor)
    let highlighted: Set<Int> = element.map { [$0.atomicNumber] } ?? []
    var table = TableRenderer.spanLines(
      model.table, coloring: .category, highlighted: highlighted, style: style, splits: false
    ).map(StyledLine.init(spans:))
    guard let element else { return table }
    let summary = summaryLines(
      element, favorite: state.isFavorite(element.atomicNumber), style: style)
    let room = state.size.contentRows - summary.count - 1
    if table.count > room { table = Array(table.prefix(room)) }
    return table + [StyledLine()] + summary
  }

  /// Two lines about the element under the Table tab's cursor.
  static func summaryLines(_ element: AtomicElement, favorite: Bool = false, style: TerminalStyle)
    -> [StyledLine]
  {
    let dash = style.unknown
    let first: [Span] = [
      Span(" \(element.atomicNumber) ", [SGR.bold]),
      Span(Sanitizer.terminalText(element.symbol), [SGR.bold, SGR.foreground(element.state)]),
      Span("  " + Sanitizer.terminalText(element.name), [SGR.bold]),
      Span(favorite ? " " + Mark.favorite(unicode: style.unicode) : "", [SGR.bold]),
      Span(
        "  " + (FactText.weight(element, style: style) ?? dash) + "  " + element.state.title + "  "
          + (FactText.category(element.category) ?? dash)),
    ]
    var second =
      " Group \(element.group.map(String.init) ?? dash), period \(element.period.map(String.init) ?? dash)"
    if let configuration = FactText.configuration(element, style: style) {
      second += "  " + configuration
    }
    second += "   \(style.unicode ? "⏎" : "Enter") for the tile"
    return [fit(first, style: style), fit([Span(second, [SGR.dim])], style: style)]
  }
}
