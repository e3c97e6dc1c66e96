import ElementsCore

/// The formula prompt: the typed formula's mass and composition (``MassRenderer``, as
/// `elements mass` prints them), its error with a caret, or while it is empty the grammar; and
/// the prompt line in place of the status line.
extension BrowserView {
  static func formulaLines(_ prompt: FormulaPrompt, size: ScreenSize, style: TerminalStyle)
    -> [StyledLine]
  {
    var lines: [StyledLine] = [StyledLine()]
    if prompt.kind == .equation {
      lines += equationLines(prompt, style: style)
    } else {
      switch prompt.result {
      case .success(let mass)?:
        lines += MassRenderer.render([mass], style: style).lines
      case .failure(let error)?:
        let text = MassRenderer.errorLines(error, style: style, prefix: "")
        // The message wraps; the formula and its caret are already cut to fit.
        for line in TextWidth.wrapped(text[0], to: style.width) {
          lines.append(StyledLine(line, TextStyle(bold: true)))
        }
        lines += text.dropFirst().map { StyledLine($0) }
      case nil:
        lines += grammarLines(style: style)
      }
    }
    let rows = size.contentRows
    guard lines.count > rows else { return lines }
    // Taller than the screen: a window of it, and a last line saying what is out of view.
    let top = min(max(prompt.scroll, 0), lines.count - (rows - 1))
    let above = top
    let below = lines.count - top - (rows - 1)
    var note = " "
    if above > 0 { note += " \(style.unicode ? "↑" : "^") \(above) above" }
    if below > 0 { note += " \(style.unicode ? "↓" : "v") \(below) more" }
    note += "  (\(style.unicode ? "↑↓" : "Up Down") PgUp PgDn scroll)"
    return Array(lines[top..<(top + rows - 1)]) + [fit([StyledRun(note, .dim)], style: style)]
  }

  /// The equation prompt's result: the balanced equation as `elements balance` prints it, the
  /// problem with a caret under it, why it does not balance (with the balances that do), or
  /// while nothing is typed what to type.
  private static func equationLines(_ prompt: FormulaPrompt, style: TerminalStyle)
    -> [StyledLine]
  {
    var lines: [StyledLine] = []
    func message(_ text: [String]) {
      // The message wraps; the lines after it are already cut to fit.
      for line in TextWidth.wrapped(text.first ?? "", to: style.width) {
        lines.append(StyledLine(line, TextStyle(bold: true)))
      }
      lines += text.dropFirst().map {
        StyledLine(TextWidth.truncate($0, to: style.width, unicode: style.unicode))
      }
    }
    switch prompt.equation {
    case .balanced(let report)?:
      lines += BalanceRenderer.render(report, style: style).lines
    case .malformed(let error)?:
      message(
        BalanceRenderer.caretLines(error, style: style).map {
          $0.hasPrefix("elements: ") ? String($0.dropFirst("elements: ".count)) : $0
        })
    case .unbalanced(let error)?:
      message(
        BalanceRenderer.failure(error, style: style).map {
          $0.hasPrefix("elements: ") ? String($0.dropFirst("elements: ".count)) : $0
        })
    case nil:
      let intro =
        "Type a chemical equation: it is balanced as you type. Species are formulas "
        + "separated by +, the sides by -> or =: Fe + O2 -> Fe2O3, MnO4^- + H^+ + e- -> "
        + "Mn^2+ + H2O. Enter keeps the result; Esc closes."
      lines += TextWidth.wrapped(
        MassText.display(intro, unicode: style.unicode), to: style.width - 2
      )
      .map { StyledLine("  " + $0) }
    }
    return lines
  }

  /// While nothing is typed: what to type, then the grammar as `elements help mass` gives it,
  /// rewrapped to the width.
  private static func grammarLines(style: TerminalStyle) -> [StyledLine] {
    let intro = "Type a chemical formula: its molar mass and composition show as you type."
    var lines = TextWidth.wrapped(intro, to: style.width - 2).map { StyledLine("  " + $0) }
    lines.append(StyledLine())
    for line in FormulaGrammar.text.split(separator: "\n", omittingEmptySubsequences: false)
    where !line.isEmpty {
      let text = MassText.display(String(line), unicode: style.unicode)
      let indent = text.prefix { $0 == " " }.count
      guard indent > 0 else {
        lines.append(StyledLine(text, TextStyle(bold: true)))
        continue
      }
      for part in TextWidth.wrapped(String(text.dropFirst(indent)), to: style.width - indent) {
        lines.append(StyledLine(TextWidth.spaces(indent) + part))
      }
    }
    return lines
  }

  /// The prompt line: the formula typed so far with the cursor after it (a kept formula
  /// highlighted, without a cursor, and marked "kept" in words), then the key hints.
  static func formulaPromptLine(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> StyledLine
  {
    let prompt = state.formula
    let label = prompt.kind == .formula ? " Formula: " : " Equation: "
    let cursor = prompt.isKept ? "" : (style.unicode ? "▏" : "_")
    // The end of a long formula stays in view, beside the cursor.
    let room = max(1, style.width - TextWidth.of(label) - TextWidth.of(cursor) - 1)
    let text = LineEditor.visibleEnd(
      of: MassText.display(prompt.text, unicode: style.unicode), room: room,
      unicode: style.unicode)
    var spans = [
      StyledRun(label, .bold), StyledRun(text, prompt.isKept ? .reverse : .plain),
      StyledRun(cursor),
    ]
    // The hints when they fit whole; else the way out, and "kept" shorter, as far as they fit.
    let close = KeyMap.bindings.first { $0.action == .closeFormula }.map {
      ($0.keys.first?.label(unicode: style.unicode) ?? "") + " " + ($0.hint ?? "")
    }
    let used = StyledLine(spans).width
    let (kept, short) =
      prompt.isKept ? ("  (kept: typing starts a new one)", "  (kept)") : ("", "")
    let choices = [
      kept + "   " + hints(state, model: model, style: style), kept + "   " + (close ?? ""),
      short + "   " + (close ?? ""), short,
    ]
    if let more = choices.first(where: { used + TextWidth.of($0) <= style.width }) {
      spans.append(StyledRun(more, .dim))
    }
    return fit(spans, style: style)
  }
}
