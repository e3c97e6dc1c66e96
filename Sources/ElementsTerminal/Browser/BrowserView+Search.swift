import ElementsCore

/// A live search: the field, its scopes and the results as a list.
extension BrowserView {
  static func searchLines(
    _ search: SearchState, state: BrowserState, model: BrowserModel, style: TerminalStyle
  ) -> [StyledLine] {
    let results = model.table.search(search.query, scope: search.scope)
    let scopes = BrowserState.searchScopes.map { scope in
      scope == search.scope ? "[\(scope.title)]" : scope.title
    }.joined(separator: " ")
    let cursor = style.unicode ? "▏" : "_"
    let field: [StyledRun] = [
      StyledRun(" Search: ", .bold), StyledRun(Sanitizer.terminalText(search.query) + cursor),
      StyledRun("   in " + scopes + "   ", .dim),
      StyledRun("\(results.count) found", .dim),
    ]
    var lines = [fit(field, style: style), StyledLine()]
    guard !results.isEmpty else { return lines + ["  No element matches."] }
    let rows = markedRowTexts(
      [ElementSection(title: "", elements: results)], rows: results.indices.map(ListRow.element),
      elements: results, state: state, style: style)
    for index in search.top..<min(results.count, search.top + state.searchRows) {
      if index == search.selection {
        lines.append(selectedLine(rows.plain[index], width: style.width, style: style))
      } else {
        lines.append(rows.styled[index])
      }
    }
    return lines
  }
}
