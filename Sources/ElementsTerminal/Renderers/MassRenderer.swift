import ElementsCore

/// `elements mass` as text: a block per formula, and formula errors with a caret.
public enum MassRenderer {
  /// One block per formula, blank lines between.
  ///
  /// A block: the formula as written; its Hill formula, molar mass (with its uncertainty, or a
  /// note saying why there is none), charge, atom count and, with isotope data, monoisotopic
  /// mass; then the composition table (element, count, mass in g/mol, mass %) and, when asked
  /// for, the isotope pattern (or a line saying why there is none). Below 60 columns the labels
  /// and headings are shorter and notes wrap under their label; every line is cut to the
  /// style's width.
  /// - Parameters:
  ///   - masses: The weighed formulas.
  ///   - style: Colour, Unicode and width.
  ///   - isotopePattern: Whether to add the isotope pattern.
  /// - Returns: The lines; each formula's title in bold.
  public static func render(
    _ masses: [FormulaMass], style: TerminalStyle, isotopePattern: Bool = false
  ) -> StyledText {
    var text = StyledText()
    for (index, mass) in masses.enumerated() {
      if index > 0 { text.append(StyledLine()) }
      text.append(contentsOf: block(mass, style: style, pattern: isotopePattern))
    }
    return text
  }

  /// One block per formula as ``render(_:style:isotopePattern:)`` makes them, each followed by
  /// its amount: the grams, moles and particles, to the significant figures of the number
  /// given.
  /// - Parameters:
  ///   - masses: The weighed formulas.
  ///   - amounts: One amount per formula.
  ///   - style: Colour, Unicode and width.
  ///   - isotopePattern: Whether to add the isotope pattern.
  /// - Returns: The lines.
  public static func render(
    _ masses: [FormulaMass], amounts: [SampleAmount], style: TerminalStyle,
    isotopePattern: Bool = false
  ) -> StyledText {
    var text = StyledText()
    let width = max(style.width, 20)
    for (index, (mass, amount)) in zip(masses, amounts).enumerated() {
      if index > 0 { text.append(StyledLine()) }
      text.append(contentsOf: block(mass, style: style, pattern: isotopePattern))
      text.append(StyledLine())
      let figures = amount.significantFigures
      let particles = MassText.significant(amount.particles, figures: figures)
      let equals = [
        MassText.significant(amount.grams, figures: figures) + " g",
        MassText.significant(amount.moles, figures: figures) + " mol",
        particles + (particles == "1" ? " particle" : " particles"),
      ].joined(separator: " = ")
      let note = "to \(figures) significant figure\(figures == 1 ? "" : "s"), as given"
      for line in TextWidth.wrapped("Amount: " + equals, to: width - 2) {
        text.append(StyledLine("  " + line))
      }
      text.append(
        StyledLine("  " + TextWidth.truncate(note, to: width - 2, unicode: style.unicode), .dim))
    }
    return text
  }

  /// One formula's block.
  private static func block(_ mass: FormulaMass, style: TerminalStyle, pattern: Bool)
    -> [StyledLine]
  {
    let width = max(style.width, 20)
    let title = TextWidth.truncate(
      MassText.display(mass.formula.text, unicode: style.unicode), to: width,
      unicode: style.unicode)
    var lines = [StyledLine(title, .bold)]
    func add(_ line: String) {
      lines.append(StyledLine(TextWidth.truncate(line, to: width, unicode: style.unicode)))
    }

    // A table: `cells` row by row, `columns` a row, each column as wide as its widest cell,
    // two spaces apart; the first `leftAligned` columns aligned left, the rest right.
    func table(_ cells: [String], columns: Int, leftAligned: Int) {
      let rows = stride(from: 0, to: cells.count, by: columns).map {
        Array(cells[$0..<min($0 + columns, cells.count)])
      }
      let widths = (0..<columns).map { column in
        rows.map { column < $0.count ? TextWidth.of($0[column]) : 0 }.max() ?? 0
      }
      for row in rows {
        var line = " "
        for (column, cell) in row.enumerated() {
          let padding = TextWidth.spaces(widths[column] - TextWidth.of(cell))
          line += TextWidth.spaces(column == 0 ? 1 : 2)
          line += column < leftAligned ? cell + padding : padding + cell
        }
        add(line)
      }
    }

    var facts: [(label: String, value: String)] = []
    func fact(_ label: String, _ value: String) { facts.append((label, value)) }
    fact("Hill formula", mass.formula.hill)
    fact("Molar mass", molarMass(mass, unicode: style.unicode))
    if let note = note(mass) { fact("", note) }
    if let reading = mass.isotopeReading {
      let count = mass.formula.text.prefix { $0.isASCII && $0.isNumber }
      fact(
        "",
        "read as \(count) × \(mass.formula.text.dropFirst(count.count)); for the isotope, \(reading)"
      )
    }
    if mass.formula.charge != 0 { fact("Charge", chargeText(mass.formula.charge)) }
    if let note = mass.formula.readingNote { fact("", note) }
    fact("Atoms", String(mass.formula.atomCount))
    if let monoisotopic = mass.monoisotopicMass {
      fact("Monoisotopic", (MassText.fixed(monoisotopic, places: 6) ?? "?") + " Da")
    }
    // Labels in a column of their own when there is room for a note beside them; on a narrow
    // terminal, "Label: value" wrapped under itself.
    let narrow = width < 60
    for (label, value) in facts {
      if narrow {
        let text = label.isEmpty ? value : label + ": " + value
        for (index, wrapped) in TextWidth.wrapped(text, to: width - 4).enumerated() {
          add(TextWidth.spaces(index == 0 ? 2 : 4) + wrapped)
        }
        continue
      }
      for (index, wrapped) in TextWidth.wrapped(value, to: width - 16).enumerated() {
        let head =
          index == 0
          ? label + TextWidth.spaces(max(0, 14 - TextWidth.of(label))) : TextWidth.spaces(14)
        add("  " + head + wrapped)
      }
    }

    add("")
    // The composition table, row by row in one list of cells; the first column (the element)
    // is aligned left, the numbers right.
    var cells =
      narrow ? ["", "Count", "g/mol", "%"] : ["Element", "Count", "Mass (g/mol)", "Mass %"]
    for component in mass.composition {
      cells += [
        component.atom.label, String(component.atom.count),
        MassText.fixed(component.mass, places: 3) ?? "?",
        MassText.fixed(component.fraction * 100, places: 2) ?? "?",
      ]
    }
    table(cells, columns: 4, leftAligned: 1)

    if pattern, mass.isotopePattern.isEmpty {
      add("")
      let note = TextWidth.wrapped(
        "No isotope pattern: it needs isotope data for every element, and at most "
          + "\(FormulaMass.maximumPatternAtoms) atoms.", to: width - 2)
      for text in note { add("  " + text) }
    } else if pattern {
      add("")
      var peaks = narrow ? ["Peak (Da)", "%"] : ["Isotope peak (Da)", "Intensity %"]
      for peak in mass.isotopePattern {
        peaks += [
          MassText.fixed(peak.mass, places: 4) ?? "?",
          MassText.fixed(peak.intensity, places: 2) ?? "?",
        ]
      }
      table(peaks, columns: 2, leftAligned: 0)
    }
    return lines
  }

  /// "180.156 g/mol", or with an uncertainty "18.0153 ± 0.0007 g/mol".
  private static func molarMass(_ mass: FormulaMass, unicode: Bool) -> String {
    guard let uncertainty = mass.uncertainty, uncertainty > 0 else {
      return (MassText.fixed(mass.molarMass, places: 3) ?? "?") + " g/mol"
    }
    let places = MassText.places(forUncertainty: uncertainty, minimum: 0)
    let value = MassText.fixed(mass.molarMass, places: places) ?? "?"
    let spread = MassText.fixed(uncertainty, places: places) ?? "?"
    return value + (unicode ? " ± " : " +/- ") + spread + " g/mol"
  }

  /// Why the molar mass has no uncertainty, or is not from standard weights.
  private static func note(_ mass: FormulaMass) -> String? {
    if !mass.nonStandardSymbols.isEmpty {
      let names = mass.nonStandardSymbols.joined(separator: ", ")
      let verb = mass.nonStandardSymbols.count == 1 ? "has" : "have"
      return "not all standard weights: \(names) \(verb) none; longest-lived isotope used"
    }
    if mass.uncertainty == nil {
      return mass.usesConventionalWeights
        ? "conventional atomic weights; no uncertainty given"
        : "standard atomic weights; the data gives no uncertainty"
    }
    return mass.usesConventionalWeights ? "includes conventional atomic weights" : nil
  }

  /// "2-", "3+", "1+".
  private static func chargeText(_ charge: Int) -> String {
    String(charge.magnitude) + (charge > 0 ? "+" : "-")
  }

  /// A formula error as three lines for stderr: the message, the formula, and a caret under
  /// the problem.
  ///
  /// ```
  /// elements: not a formula: 'C[H': '[' is never closed
  ///   C[H
  ///    ^
  /// ```
  /// An empty formula gets the message line alone. The formula is sanitised (and in ASCII, folded) before it is shown; in the message it is
  /// cut to 40 columns, and under it a window around the problem is shown that fits the width.
  /// - Parameters:
  ///   - error: The error.
  ///   - style: Unicode and width (colour is not used).
  /// - Returns: The three lines, each ending with a line break.
  public static func error(_ error: FormulaError, style: TerminalStyle) -> String {
    errorLines(error, style: style, prefix: "elements: ").map { $0 + "\n" }.joined()
  }

  /// A formula error as lines without line breaks: the message (after `prefix`), then the
  /// formula and the caret under the problem; the message alone for an empty formula. The
  /// command's ``error(_:style:)`` and the browser's formula prompt both show these.
  /// - Parameters:
  ///   - error: The error.
  ///   - style: Unicode and width (colour is not used).
  ///   - prefix: What comes before the message: the program's name for stderr.
  /// - Returns: One or three lines.
  static func errorLines(_ error: FormulaError, style: TerminalStyle, prefix: String) -> [String] {
    caretLines(
      text: error.formula, column: error.column, message: error.kind, reason: error.reason,
      style: style, prefix: prefix)
  }

  /// A message about a text the user typed, then the text and a caret under the problem:
  /// "not a formula: 'C[H': '[' is never closed" over "  C[H" and "   ^". The message alone
  /// for an empty text. Formula and equation errors both show these.
  /// - Parameters:
  ///   - text: The text as typed.
  ///   - column: The problem's column in Unicode scalars.
  ///   - message: What the text is not: "not a formula", "not an equation".
  ///   - reason: The problem.
  ///   - style: Unicode and width.
  ///   - prefix: What comes before the message: the program's name for stderr.
  /// - Returns: One or three lines.
  static func caretLines(
    text: String, column: Int, message kind: String, reason: String, style: TerminalStyle,
    prefix: String
  ) -> [String] {
    let unicode = style.unicode
    // Each unsafe scalar shows as "?", as the reason quotes it, one scalar for one, whole.
    let text = text.shownInMessage(limit: .max)
    let quoted = MassText.display(text, unicode: unicode).quotedForMessage(limit: 40)
    let reason = MassText.display(reason, unicode: unicode)
    let message = "\(prefix)\(kind): \(quoted): \(reason)"
    guard !text.isEmpty else { return [message] }

    let scalars = Array(text.unicodeScalars)
    let column = min(max(column, 0), scalars.count)
    var before = MassText.display(
      String(scalars: scalars[..<column]), unicode: unicode)
    let after = MassText.display(
      String(scalars: scalars[column...]), unicode: unicode)
    let room = max(20, style.width - 2)
    // Keep the caret within the room, with some of the text after it in view.
    let keep = room - 10
    if TextWidth.of(before) > keep {
      let ellipsis = unicode ? "…" : "..."
      var kept = ""
      var used = TextWidth.of(ellipsis)
      for character in before.reversed() {
        let columns = TextWidth.of(character)
        if used + columns > keep { break }
        kept.insert(character, at: kept.startIndex)
        used += columns
      }
      before = ellipsis + kept
    }
    let caret = TextWidth.of(before)
    let shown = TextWidth.truncate(before + after, to: room, unicode: unicode)
    return [message, "  " + shown, TextWidth.spaces(2 + caret) + "^"]
  }
}
