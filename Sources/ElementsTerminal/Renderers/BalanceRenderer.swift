import ElementsCore

/// Everything `elements balance` shows about one balanced equation.
public struct BalanceReport: Sendable, Hashable {
  /// The balanced equation.
  public var equation: BalancedEquation
  /// The molar mass of each term in g/mol, `nil` where it cannot be weighed.
  public var molarMasses: [Double?]
  /// The oxidation states, with `--redox`; `nil` otherwise or when the numbers outgrow 64 bits.
  public var redox: RedoxAnalysis?
  /// Whether `--redox` was asked for.
  public var wantsRedox: Bool
  /// The amounts, with `--given`.
  public var amounts: Stoichiometry?
  /// The amounts as given, for the table.
  public var given: [GivenAmount]
  /// The conditions gas volumes are at, with `--stp` or `--at`.
  public var conditions: GasConditions?

  /// Makes a report.
  /// - Parameters:
  ///   - equation: The balanced equation.
  ///   - molarMasses: Each term's molar mass.
  ///   - redox: The oxidation states, if asked for.
  ///   - wantsRedox: Whether they were asked for.
  ///   - amounts: The stoichiometry, if amounts were given.
  ///   - given: The amounts as given.
  ///   - conditions: The conditions gas volumes are at, if any.
  public init(
    equation: BalancedEquation, molarMasses: [Double?], redox: RedoxAnalysis? = nil,
    wantsRedox: Bool = false, amounts: Stoichiometry? = nil, given: [GivenAmount] = [],
    conditions: GasConditions? = nil
  ) {
    self.equation = equation
    self.molarMasses = molarMasses
    self.redox = redox
    self.wantsRedox = wantsRedox
    self.amounts = amounts
    self.given = given
    self.conditions = conditions
  }
}

/// `elements balance` as text: the equation, notes, the atoms on each side, the species with
/// their molar masses, and with options the oxidation states and the amounts.
public enum BalanceRenderer {
  /// The whole report.
  ///
  /// The equation in bold (subscripts, superscript charges and → or ⇌ in Unicode; `4 Fe + 3 O2
  /// -> 2 Fe2O3` in ASCII, `<=>` for an equilibrium), wrapped at a `+` to the width; the
  /// balancer's notes, dim; a table of atoms (and charge) per side; a table of species with
  /// coefficient and molar mass; then the oxidation states and the amounts when asked for.
  /// Every line fits the width.
  /// - Parameters:
  ///   - report: What to show.
  ///   - style: Unicode and width.
  /// - Returns: The lines.
  public static func render(_ report: BalanceReport, style: TerminalStyle) -> StyledText {
    let width = max(style.width, 20)
    var text = StyledText()
    for line in equationLines(report.equation, style: style) { text.append(line) }
    for note in report.equation.notes {
      for line in TextWidth.wrapped(MassText.display(note, unicode: style.unicode), to: width - 4) {
        text.append(StyledLine("  " + line, .dim))
      }
    }
    text.append(StyledLine())
    var atoms = [["Atoms", "Reactants", "Products"]]
    for row in report.equation.atomTable {
      atoms.append([row.label, String(row.reactants), String(row.products)])
    }
    text.append(contentsOf: table(atoms, leftAligned: 1, width: width))
    text.append(StyledLine())
    var species = [["Species", "Side", "Coefficient", "g/mol"]]
    for (index, term) in report.equation.terms.enumerated() {
      species.append([
        name(term, style: style), term.species.side == .reactants ? "reactant" : "product",
        String(term.coefficient),
        report.molarMasses[index].flatMap { MassText.fixed($0, places: 3) } ?? "?",
      ])
    }
    text.append(contentsOf: table(species, leftAligned: 2, width: width))
    if report.wantsRedox {
      text.append(StyledLine())
      text.append(contentsOf: redoxLines(report, style: style, width: width))
    }
    if let amounts = report.amounts {
      text.append(StyledLine())
      text.append(contentsOf: amountLines(report, amounts, style: style, width: width))
    }
    return text
  }

  /// The equation, wrapped before a `+` or the arrow when it is too wide.
  static func equationLines(_ equation: BalancedEquation, style: TerminalStyle) -> [StyledLine] {
    let width = max(style.width, 20)
    var pieces: [String] = []
    for (index, term) in equation.terms.enumerated() {
      var piece =
        (term.coefficient == 1 ? "" : String(term.coefficient) + " ") + name(term, style: style)
      if index > 0 {
        let arrow = (style.unicode ? equation.arrow.unicode : equation.arrow.ascii) + " "
        let first =
          term.species.side == .products
          && equation.terms[index - 1].species.side == .reactants
        piece = (first ? arrow : "+ ") + piece
      }
      pieces.append(piece)
    }
    var lines: [String] = []
    var line = ""
    for piece in pieces {
      if line.isEmpty {
        line = piece
      } else if TextWidth.of(line) + 1 + TextWidth.of(piece) <= width {
        line += " " + piece
      } else {
        lines.append(line)
        line = "    " + piece
      }
    }
    lines.append(line)
    return lines.map {
      StyledLine(TextWidth.truncate($0, to: width, unicode: style.unicode), .bold)
    }
  }

  /// A species as shown: typeset or ASCII, with its state.
  static func name(_ term: BalancedTerm, style: TerminalStyle) -> String {
    let text = term.text
    let formula = style.unicode ? text.typeset : text.ascii
    let state = term.species.state.map { "(" + $0 + ")" } ?? ""
    return MassText.display(formula + state, unicode: style.unicode)
  }

  /// The oxidation states: per element, before and after, oxidised or reduced, the electrons.
  static func redoxLines(_ report: BalanceReport, style: TerminalStyle, width: Int)
    -> [StyledLine]
  {
    guard let redox = report.redox else {
      return [StyledLine("Oxidation states: the numbers are too large to show", .dim)]
    }
    var lines = [StyledLine("Oxidation states", .bold)]
    var cells: [[String]] = []
    for (index, states) in redox.states.enumerated() where !states.isEmpty {
      let term = report.equation.terms[index]
      let list = byElement(states).map { element in
        element[0].symbol + " "
          + element.map { signed($0.state, style: style) }.joined(separator: " and ")
      }
      cells.append([name(term, style: style), list.joined(separator: ", ")])
    }
    lines += table(cells, leftAligned: 2, width: width)
    let arrow = style.unicode ? " \u{2192} " : " -> "
    let electron = style.unicode ? "e\u{207B}" : "e-"
    func describe(_ change: StateChange, _ verb: String, _ electrons: String) -> [String] {
      let before = change.before.map { signed($0, style: style) }.joined(separator: ", ")
      let after = change.after.map { signed($0, style: style) }.joined(separator: ", ")
      return [
        change.symbol, before + arrow + after, verb,
        electrons + " " + change.electrons.description + " " + electron,
      ]
    }
    var changes: [[String]] = []
    for change in redox.oxidised { changes.append(describe(change, "oxidised", "loses")) }
    for change in redox.reduced { changes.append(describe(change, "reduced", "gains")) }
    if changes.isEmpty {
      lines.append(StyledLine("  No element changes its oxidation state: not a redox reaction."))
    } else {
      lines.append(StyledLine())
      lines += table(changes, leftAligned: 4, width: width)
      lines.append(StyledLine("  Electrons moved: " + redox.electrons.description))
    }
    return lines
  }

  /// A species' states grouped by element, in their order: one group per element, holding
  /// more than one state when its atoms differ (N in NH₄NO₃).
  static func byElement(_ states: [ElementState]) -> [[ElementState]] {
    var groups: [[ElementState]] = []
    for state in states {
      if let last = groups.last?.last, last.atomicNumber == state.atomicNumber {
        groups[groups.count - 1].append(state)
      } else {
        groups.append([state])
      }
    }
    return groups
  }

  /// A state with its sign, and a true minus in Unicode: "+7", "−2", "0", "+8/3".
  static func signed(_ state: Fraction, style: TerminalStyle) -> String {
    let text = state.signed
    return style.unicode && text.hasPrefix("-") ? "\u{2212}" + String(text.dropFirst()) : text
  }

  /// The amounts: a line on the rule for figures (and the gas conditions), the limiting reagent (or that the
  /// reactants are those needed), each given product's percent yield, and a table of every
  /// species' moles and grams with what is given, left over or obtained.
  static func amountLines(
    _ report: BalanceReport, _ amounts: Stoichiometry, style: TerminalStyle, width: Int
  ) -> [StyledLine] {
    let figures = amounts.significantFigures
    let yields = amounts.rows.indices.filter { amounts.rows[$0].percentYield != nil }
    var lines = [StyledLine("Amounts", .bold)]
    let volumes = amounts.rows.contains { $0.litres != nil }
    var notes = [figureNote(amounts, productsGiven: !yields.isEmpty)]
    if let conditions = report.conditions {
      notes.append(
        conditionsText(conditions) + "; "
          + (volumes ? "L for" : "no volumes: none of the species is known as a gas. Volumes for")
          + " the species marked (g) or elements that boil below 273.15 K; mark other gases (g)")
    }
    for note in notes {
      for line in TextWidth.wrapped(note, to: width - 2) {
        lines.append(StyledLine("  " + line, .dim))
      }
    }
    let terms = report.equation.terms
    let yieldText = amounts.yield.map {
      MassText.significant($0 * 100, figures: amounts.yieldFigures ?? figures) + "%"
    }
    if let limiting = amounts.limiting {
      lines.append(StyledLine("  Limiting reagent: " + name(terms[limiting], style: style)))
    } else {
      lines.append(
        StyledLine(
          "  Reactants needed to obtain the products given"
            + (yieldText.map { " at " + $0 + " yield" } ?? "")))
    }
    /// An amount of a term in grams, or in mol without a molar mass.
    func amount(_ moles: Double, _ index: Int, figures: Int) -> String {
      guard let mass = report.molarMasses[index] else {
        return MassText.significant(moles, figures: figures) + " mol"
      }
      return MassText.significant(moles * mass, figures: figures) + " g"
    }
    for index in yields {
      let row = amounts.rows[index]
      let rowFigures = row.percentYieldFigures ?? figures
      let percent = row.percentYield ?? 0
      var line =
        "Percent yield of " + name(terms[index], style: style) + ": "
        + MassText.significant(percent, figures: rowFigures) + "% ("
        + amount(row.actual ?? 0, index, figures: rowFigures) + " obtained of "
        + amount(row.moles, index, figures: figures) + " in theory)"
      if percent > 100 { line += "; over 100%: check the amounts" }
      for (number, text) in TextWidth.wrapped(line, to: width - 4).enumerated() {
        lines.append(StyledLine((number == 0 ? "  " : "    ") + text))
      }
    }
    func number(_ value: Double?) -> String {
      value.map { MassText.significant($0, figures: figures) } ?? "?"
    }
    let actualTitle =
      yieldText.map { "Actual g (" + $0 + ")" } ?? (yields.isEmpty ? nil : "Actual g")
    let leftOver = amounts.rows.contains { $0.excess != nil }
    var cells = [
      ["Species", "Given", "mol", "g"] + (volumes ? ["L"] : []) + (leftOver ? ["Left over g"] : [])
        + (actualTitle.map { [$0] } ?? [])
    ]
    let species = terms.map { $0.species }
    for (index, row) in amounts.rows.enumerated() {
      let given = report.given.first {
        (try? EquationBalancer.index(of: $0.species, in: species)) == index
      }
      let mass = report.molarMasses[index]
      var excess = ""
      if let left = row.excess {
        excess =
          mass.map { MassText.significant(left * $0, figures: figures) } ?? number(left) + " mol"
      }
      var cell = [
        name(terms[index], style: style), given?.text ?? "", number(row.moles), number(row.grams),
      ]
      if volumes { cell.append(row.litres.map { number($0) } ?? "") }
      if leftOver { cell.append(excess) }
      if actualTitle != nil {
        var actual = ""
        if let obtained = row.actual {
          let actualFigures = row.percentYieldFigures ?? amounts.actualFigures
          actual =
            mass.map { MassText.significant(obtained * $0, figures: actualFigures) } ?? "?"
        }
        cell.append(actual)
      }
      cells.append(cell)
    }
    lines += table(cells, leftAligned: 2, width: width)
    let reactants = amounts.limiting == nil ? "needed" : "used"
    let units = volumes ? "mol, g and L" : "mol and g"
    var key = "Reactants: \(units) \(reactants); products: \(units) formed in theory."
    if !yields.isEmpty { key += " A product given is the amount actually obtained." }
    for line in TextWidth.wrapped(key, to: width - 2) {
      lines.append(StyledLine("  " + line, .dim))
    }
    return lines
  }

  /// The rule the figures follow: "to 3 significant figures (at least 3; the fewest given has
  /// 1: --sig strict for 1)", "to 4 significant figures (the fewest given)", "to 2 significant
  /// figures (--sig 2)".
  static func figureNote(_ amounts: Stoichiometry, productsGiven: Bool) -> String {
    let figures = amounts.significantFigures
    let counted = amounts.countedFigures
    let fewest = productsGiven ? "the fewest of the reactants given" : "the fewest given"
    let head = "to \(figures) significant figure\(figures == 1 ? "" : "s") ("
    switch amounts.rule {
    case .fixed(let number): return head + "--sig \(number))"
    case .strict: return head + fewest + ", counted strictly)"
    case .helpful where counted < figures:
      return head + "at least \(figures); \(fewest) has \(counted): --sig strict for \(counted))"
    case .helpful: return head + fewest + ")"
    }
  }

  /// The gas conditions as the amounts name them: "gases at STP (273.15 K, 1 bar): 22.711
  /// L/mol", "gases at STP, older convention (273.15 K, 1 atm): 22.414 L/mol", "gases at
  /// 25C,1atm (298.15 K, 101.325 kPa, ideal gas): 24.465 L/mol".
  static func conditionsText(_ conditions: GasConditions) -> String {
    let volume = (MassText.fixed(conditions.molarVolume, places: 3) ?? "?") + " L/mol"
    switch conditions.kind {
    case .stp: return "gases at STP (IUPAC: 273.15 K, 1 bar): " + volume
    case .stpAtmosphere: return "gases at STP, older convention (273.15 K, 1 atm): " + volume
    case .given(let text):
      let kelvin = MassText.data(conditions.kelvin)
      let kilopascals = MassText.data(conditions.pascals / 1000)
      return
        "gases at \(Sanitizer.terminalText(text)) (\(kelvin) K, \(kilopascals) kPa, ideal gas): "
        + volume
    }
  }

  /// Rows of cells as lines: each column as wide as its widest cell, two spaces apart and two
  /// in from the left; the first `leftAligned` columns aligned left, the others right; the first
  /// row in bold. Lines are cut to the width.
  static func table(_ rows: [[String]], leftAligned: Int, width: Int) -> [StyledLine] {
    guard let columns = rows.map({ $0.count }).max() else { return [] }
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (column, cell) in row.enumerated() {
        widths[column] = max(widths[column], TextWidth.of(cell))
      }
    }
    return rows.enumerated().map { index, row in
      var line = ""
      for (column, cell) in row.enumerated() {
        let padding = TextWidth.spaces(widths[column] - TextWidth.of(cell))
        line += "  " + (column < leftAligned ? cell + padding : padding + cell)
      }
      let cut = TextWidth.truncate(String(line.trimmingTrailingSpaces), to: width, unicode: true)
      return StyledLine(cut, index == 0 ? .bold : .plain)
    }
  }

  /// A balancing failure as lines for stderr: the message, then for a wrong side or a species
  /// that takes no part the balance that does work, and for several balances the basis.
  /// - Parameters:
  ///   - error: Why there is no single balance.
  ///   - style: Unicode and width.
  /// - Returns: Lines, the first starting with "elements: ".
  public static func failure(_ error: BalanceError, style: TerminalStyle) -> [String] {
    var lines = ["elements: " + MassText.display(error.description, unicode: style.unicode)]
    func equation(_ balanced: BalancedEquation, prefix: String) -> [String] {
      equationLines(balanced, style: style).enumerated().map { index, line in
        (index == 0 ? prefix : TextWidth.spaces(prefix.count)) + line.plain
      }
    }
    switch error {
    case .wrongSide(_, let hint): lines += equation(hint, prefix: "  balanced as: ")
    case .noPart(let names, let rest?):
      lines += equation(rest, prefix: names.count == 1 ? "  without it: " : "  without them: ")
    case .several(let basis), .fixedLeaveFree(let basis):
      for (index, reaction) in basis.enumerated() {
        lines += equation(reaction, prefix: "  \(index + 1). ")
      }
    default: break
    }
    return lines
  }

  /// An equation error: the message, the equation and a caret under the problem.
  /// - Parameters:
  ///   - error: The error.
  ///   - style: Unicode and width.
  /// - Returns: Three lines, the first starting with "elements: ".
  public static func caretLines(_ error: EquationError, style: TerminalStyle) -> [String] {
    MassRenderer.caretLines(
      text: error.equation, column: error.column, message: "not an equation",
      reason: error.reason, style: style, prefix: "elements: ")
  }
}
