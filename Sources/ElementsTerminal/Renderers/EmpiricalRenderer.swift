import ElementsCore

/// `elements empirical` as text and JSON.
public enum EmpiricalRenderer {
  /// The empirical formula (and molecular formula) with its molar mass, the warnings, and a
  /// table of each element's mass percentage, moles in 100 g, ratio to the smallest, the ratio
  /// times the multiplier, and the count.
  /// - Parameters:
  ///   - result: The worked-out formula.
  ///   - style: Unicode and width.
  /// - Returns: The lines.
  public static func render(_ result: EmpiricalFormula, style: TerminalStyle) -> StyledText {
    let width = max(style.width, 20)
    func formula(_ formula: ChemicalFormula) -> String {
      let text = SpeciesText(formula.text, charge: 0)
      return style.unicode ? text.typeset : text.ascii
    }
    func line(_ text: String, _ look: TextStyle = .plain) -> StyledLine {
      StyledLine(TextWidth.truncate(text, to: width, unicode: style.unicode), look)
    }
    let mass = MassText.fixed(result.formulaMass, places: 3) ?? "?"
    var text: StyledText = [
      line("Empirical formula: " + formula(result.formula) + " (" + mass + " g/mol)", .bold)
    ]
    if let molecular = result.molecular, let units = result.units {
      let times = style.unicode ? " \u{D7} " : " x "
      let molarMass = MassText.fixed(result.formulaMass * Double(units), places: 3) ?? "?"
      text.append(
        line(
          "Molecular formula: " + formula(molecular) + " (" + String(units) + times
            + formula(result.formula) + ", " + molarMass + " g/mol)", .bold))
    }
    for warning in result.warnings {
      for wrapped in TextWidth.wrapped("warning: " + warning, to: width - 2) {
        text.append(line("  " + wrapped, .dim))
      }
    }
    text.append(StyledLine())
    let times = style.unicode ? "\u{D7}" : "x"
    var rows = [
      ["Element", "Mass %", "mol/100 g", "Ratio", "\(times) \(result.multiplier)", "Count"]
    ]
    for part in result.parts {
      rows.append([
        part.symbol,
        (MassText.fixed(part.percent, places: 2) ?? "?") + (part.isRest ? " (rest)" : ""),
        MassText.fixed(part.moles, places: 4) ?? "?", MassText.fixed(part.ratio, places: 3) ?? "?",
        MassText.fixed(part.ratio * Double(result.multiplier), places: 2) ?? "?",
        String(part.count),
      ])
    }
    text.append(contentsOf: BalanceRenderer.table(rows, leftAligned: 1, width: width))
    return text
  }

  /// The result as JSON: "empirical", "empiricalMolarMass", "molecular" and "units" (or null),
  /// "multiplier", "total" (the percentages' sum), "warnings", and "elements" (objects with
  /// "symbol", "percent", "rest", "moles" in 100 g, "ratio" and "count").
  /// - Parameter result: The worked-out formula.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ result: EmpiricalFormula) -> String {
    let elements = result.parts.map {
      "    {\"symbol\": " + DataFormatter.quoted($0.symbol) + ", \"percent\": "
        + MassText.data($0.percent) + ", \"rest\": " + ($0.isRest ? "true" : "false")
        + ", \"moles\": " + MassText.data($0.moles) + ", \"ratio\": " + MassText.data($0.ratio)
        + ", \"count\": " + String($0.count) + "}"
    }
    let members: [(String, String)] = [
      ("empirical", DataFormatter.quoted(result.formula.text)),
      ("empiricalMolarMass", MassText.data(result.formulaMass)),
      ("molecular", result.molecular.map { DataFormatter.quoted($0.text) } ?? "null"),
      ("units", result.units.map(String.init) ?? "null"),
      ("multiplier", String(result.multiplier)),
      ("total", MassText.data(result.total)),
      (
        "warnings",
        "[" + result.warnings.map(DataFormatter.quoted).joined(separator: ", ") + "]"
      ),
      ("elements", "[\n" + elements.joined(separator: ",\n") + "\n  ]"),
    ]
    return "{\n" + members.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
  }
}
