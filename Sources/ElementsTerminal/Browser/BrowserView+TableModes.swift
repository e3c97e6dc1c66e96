import ElementsCore

/// The Table tab's temperature and year modes and its heatmaps, as the view shows them: the
/// mode's line above the legend, the fact the summary gives about the cursor's element, the
/// mode's key hints and its status messages.
extension BrowserView {
  /// The elements the year mode leaves blank: those not known in its year.
  static func hiddenElements(_ state: BrowserState, model: BrowserModel) -> Set<Int> {
    guard case .year(let year)? = state.tableMode else { return [] }
    return Set(
      model.table.elementsByNumber.filter { !$0.isKnown(in: year) }.map { $0.atomicNumber })
  }

  /// The mode's line, above the legend: "At 298 K (25 °C), 1 atm: the state of each element" or
  /// "Known in 1869: 62 of 118 elements; the 56 found later are blank."; none outside a mode.
  static func tableModeLines(
    _ state: BrowserState, model: BrowserModel, hidden: Set<Int>, style: TerminalStyle
  ) -> [StyledLine] {
    let text: String
    switch state.tableMode {
    case nil: return []
    case .temperature(let kelvin)?:
      let temperature =
        FactText.temperature(Double(kelvin), unicode: style.unicode) ?? "\(kelvin) K"
      text = "At \(temperature), 1 atm: the state of each element"
    case .year(let year)?:
      let total = model.table.elementsByNumber.count
      text = TableRenderer.knownNote(year: year, shown: total - hidden.count, total: total)
    }
    return TextWidth.wrapped(text, to: max(20, style.width - 3)).map {
      fit([StyledRun("   " + $0, .bold)], style: style)
    }
  }

  /// What the summary says about the element under the cursor in a mode, a heatmap or the
  /// mastery colouring: its state at the temperature, its discovery, its value of the property
  /// (with the unit, to six significant digits, enough to tell neighbours apart; "unknown"
  /// when the data has none), or its cards known; `nil` otherwise.
  static func tableFact(_ element: AtomicElement, state: BrowserState, style: TerminalStyle)
    -> String?
  {
    switch state.tableMode {
    case .temperature(let kelvin)?:
      guard let found = element.state(at: Temperature(kelvin: Double(kelvin))) else {
        return "State at \(kelvin) K unknown (no data)"
      }
      return "\(found.title) at \(kelvin) K"
    case .year(let year)?:
      switch element.discovery {
      case .antiquity?: return "Known since antiquity"
      case .year(let found)? where found <= year: return "Discovered \(found)"
      case .year(let found)?: return "Discovered \(found), after \(year)"
      case nil: return "Discovery unknown: not shown"
      }
    case nil:
      if case .mastery(let mastery) = state.coloring {
        return masteryFact(mastery.score(number: element.atomicNumber))
      }
      guard case .property(let heatmap) = state.coloring else { return nil }
      let title = style.display(heatmap.field.title) + ": "
      if let word = heatmap.label(of: element) { return title + style.display(word) }
      guard let value = heatmap.value(of: element) else { return title + "unknown" }
      let unit = heatmap.field.unit.map {
        " " + ElementField.unitText($0, unicode: style.unicode)
      }
      return title + Heatmap.text(value, digits: 6) + (unit ?? "")
    }
  }

  /// What the summary says of an element's mastery: "Mastery: 1 of 3 cards known (learning)",
  /// or "Mastery: not yet studied".
  static func masteryFact(_ score: QuizMastery.Score?) -> String {
    guard let score else { return "Mastery: not yet studied" }
    return "Mastery: \(score.known) of \(score.answered) card\(score.answered == 1 ? "" : "s")"
      + " known (\(score.level.word))"
  }

  /// What a ``StatusMessage/noTableMode`` says: "Press t (temperature) or y (year) first,
  /// then +/- and >/< step".
  static func noTableModeText(unicode: Bool) -> String {
    let style = TerminalStyle(color: false, unicode: unicode, width: 80)
    func key(_ action: BrowserAction) -> String { keys([action], style: style) }
    return "Press \(key(.toggleTemperature)) (temperature) or \(key(.toggleYear)) (year) first, "
      + "then \(keys([.stepUp, .stepDown], style: style)) and "
      + "\(keys([.coarseStepUp, .coarseStepDown], style: style)) step"
  }

  /// The Table tab's first key of each action, as hints show keys: "+/-", "↑↓←→".
  static func keys(_ actions: [BrowserAction], style: TerminalStyle) -> String {
    let labels = actions.compactMap { action in
      KeyMap.bindings.first { $0.action == action && $0.modes.contains(.table) }?.keys.first?
        .label(unicode: style.unicode)
    }
    let arrows = labels.allSatisfy { ["↑", "↓", "←", "→"].contains($0) }
    return labels.joined(separator: arrows ? "" : "/")
  }

  /// The status line's hints in a temperature or year mode: its steps, how to leave it, then
  /// moving, opening and help; every key as the ``KeyMap`` has it.
  static func tableModeHints(_ mode: TableMode, style: TerminalStyle) -> String {
    func keys(_ actions: [BrowserAction]) -> String { Self.keys(actions, style: style) }
    let (fine, coarse) = mode.steps
    let unit: (Int) -> String
    let toggle: BrowserAction
    switch mode {
    case .temperature:
      unit = { "\($0) K" }
      toggle = .toggleTemperature
    case .year:
      unit = { $0 == 1 ? "1 year" : "\($0) years" }
      toggle = .toggleYear
    }
    return [
      keys([.stepUp, .stepDown]) + " " + unit(fine),
      keys([.coarseStepUp, .coarseStepDown]) + " " + unit(coarse),
      keys([toggle]) + "/" + keys([.nextColoring]) + " leave",
      keys([.up, .down, .left, .right]) + " move",
      keys([.openTile]) + " open",
      keys([.showHelp]) + " help",
    ].joined(separator: "  ")
  }

  /// What a ``StatusMessage/tableModeLimit(_:)`` says: where the range ends, and why there.
  static func tableModeLimitText(_ mode: TableMode, model: BrowserModel) -> String {
    switch mode {
    case .temperature(let kelvin):
      kelvin <= TableMode.temperatures.lowerBound
        ? "\(kelvin) K is absolute zero, the lowest temperature"
        : "\(kelvin) K is the highest temperature here, above every boiling point in the data"
    case .year(let year):
      year <= (model.years?.lowerBound ?? year)
        ? "\(year) is the first year: the earliest discovery in the data"
        : "\(year) is the last year: the year now"
    }
  }

  /// The property prompt, in place of the summary: the name typed so far, then the properties
  /// it may name (as many as fit), or that none does.
  static func propertyPromptLines(_ prompt: PropertyPrompt, style: TerminalStyle) -> [StyledLine] {
    var first = StyledLine(" Colour by property: ", .bold)
    first.append(style.display(prompt.text), .bold)
    first.append(" ", .reverse)
    let matches = prompt.matches
    let second =
      matches.isEmpty
      ? StyledLine(" No property starts with " + prompt.text.quotedForMessage(), .dim)
      : StyledLine(" " + matches.joined(separator: "  "), .dim)
    return [fit(first.runs, style: style), fit(second.runs, style: style)]
  }
}
