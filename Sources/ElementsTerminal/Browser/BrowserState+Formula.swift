import ElementsCore

/// The formula prompt (`w`, "weigh a formula"): a line where the user types a chemical formula,
/// with its molar mass and composition shown above it as they type, as `elements mass` prints
/// them. The same prompt opened with `b` takes an equation and balances it as it is typed, as
/// `elements balance` prints it.
public struct FormulaPrompt: Sendable, Hashable {
  /// The most Unicode scalars the prompt takes for a formula: room for any formula a person
  /// types (the grammar's examples are under 30), and a bound on the work a key can cause.
  public static let maximumLength = 60
  /// The most Unicode scalars the prompt takes for an equation.
  public static let maximumEquationLength = 200

  /// What the prompt reads.
  public enum Kind: Sendable, Hashable {
    /// A formula, weighed.
    case formula
    /// An equation, balanced.
    case equation
  }

  /// What an equation typed so far gives.
  public enum EquationOutcome: Sendable, Hashable {
    /// It balances.
    case balanced(BalanceReport)
    /// It is not (yet) an equation: the problem and where, for the caret.
    case malformed(EquationError)
    /// It reads but has no single balance.
    case unbalanced(BalanceError)
  }

  /// What it reads.
  public var kind = Kind.formula
  /// The text of the other kind, kept while this one is open.
  public var otherText = ""
  /// The equation typed, balanced; `nil` while the text is empty or the kind is a formula.
  public var equation: EquationOutcome?
  /// The formula as typed so far; kept when the prompt closes, for the next `w`.
  public var text = ""
  /// Whether the text is kept (after Enter, and on opening again): the next character starts a
  /// new formula and Backspace clears it, as in a calculator after "=".
  public var isKept = false
  /// How many lines the result is scrolled, when it is taller than the screen.
  public var scroll = 0
  /// The text weighed: its mass, or the parser's error; `nil` while the text is empty.
  /// Computed once per change of the text, not per frame.
  public var result: Result<FormulaMass, FormulaError>?

  /// Whether Enter has something to keep: a weighed formula or a balanced equation not kept
  /// yet.
  public var canKeep: Bool {
    guard !isKept else { return false }
    switch kind {
    case .formula:
      guard case .success? = result else { return false }
    case .equation:
      guard case .balanced? = equation else { return false }
    }
    return true
  }

  /// The most Unicode scalars the prompt takes for its kind.
  public var limit: Int { kind == .formula ? Self.maximumLength : Self.maximumEquationLength }
}

extension BrowserState {
  /// Carries out a formula prompt action of the ``KeyMap``.
  /// - Parameters:
  ///   - action: ``BrowserAction/openFormula``, ``BrowserAction/typeFormula``,
  ///     ``BrowserAction/eraseFormula``, ``BrowserAction/keepFormula`` or
  ///     ``BrowserAction/closeFormula``.
  ///   - key: The key pressed (the character typed).
  ///   - model: What is browsed, for the atomic weights.
  mutating func performFormula(_ action: BrowserAction, key: Key, in model: BrowserModel) {
    switch action {
    case .openFormula, .openBalance:
      let kind: FormulaPrompt.Kind = action == .openFormula ? .formula : .equation
      if kind != formula.kind {
        let text = formula.otherText
        formula.otherText = formula.text
        formula.kind = kind
        setFormula(text, in: model)
      }
      isFormulaOpen = true
      formula.isKept = !formula.text.isEmpty
      formula.scroll = 0
    case .typeFormula:
      guard case .character(let character) = key,
        let text = LineEditor.typing(
          character, into: formula.isKept ? "" : formula.text, limit: formula.limit)
      else { return }
      setFormula(text, in: model)
    case .eraseFormula:
      setFormula(LineEditor.erasing(formula.isKept ? "" : formula.text), in: model)
    case .keepFormula:
      // Only a result is kept: an incomplete formula stays open for editing.
      if formula.canKeep { formula.isKept = true }
    case .closeFormula:
      isFormulaOpen = false
    default:
      break
    }
  }

  /// ↑ ↓ PgUp PgDn (and the wheel) scroll a result taller than the screen. The view stops the
  /// scroll at the last line; here it stops there or a little after, from the result's size
  /// (the composition's rows and the facts above them; the grammar's lines), with room for
  /// wrapped lines on a narrow screen, so that scrolling back up answers at once.
  mutating func scrollFormula(_ action: BrowserAction) {
    let page = max(1, size.contentRows - 1)
    var lines =
      switch formula.result {
      case .success(let mass)?:
        // A blank line, the title, Hill formula, molar mass and its note, atoms, a blank line
        // and the table's header; monoisotopic mass and charge when there are any.
        mass.composition.count + 8 + (mass.monoisotopicMass == nil ? 0 : 1)
          + (mass.formula.charge == 0 ? 0 : 1) + (size.columns < 60 ? 6 : 0)
      case .failure?: 0
      case nil: Self.grammarLineCount * (size.columns < 80 ? 2 : 1) + 3
      }
    if formula.kind == .equation {
      // The equation's lines, the notes, the atom table and the species table, with room for
      // a wrapped equation.
      switch formula.equation {
      case .balanced(let report)?:
        lines =
          report.equation.terms.count * 2 + report.equation.atomTable.count
          + report.equation.notes.count * 2 + 10
      case .unbalanced(.several(let basis))?, .unbalanced(.fixedLeaveFree(let basis))?:
        lines = basis.count * 3 + 4
      default: lines = 6
      }
    }
    var scroll = formula.scroll
    switch action {
    case .up: scroll -= 1
    case .down: scroll += 1
    case .pageUp: scroll -= page
    case .pageDown: scroll += page
    default: return
    }
    formula.scroll = max(0, min(scroll, lines - page))
  }

  /// Lines of ``FormulaGrammar/text`` the prompt shows: all but the blank ones.
  private static let grammarLineCount = FormulaGrammar.text.split(separator: "\n").count

  /// New text in the prompt: weighed at once, scrolled back to the top.
  private mutating func setFormula(_ text: String, in model: BrowserModel) {
    formula.text = text
    formula.isKept = false
    formula.scroll = 0
    guard !text.isEmpty else {
      formula.result = nil
      formula.equation = nil
      return
    }
    if formula.kind == .equation {
      formula.result = nil
      formula.equation = Self.balance(text, in: model)
      return
    }
    do throws(FormulaError) {
      // The prompt never shows the isotope pattern: it is not computed.
      let data = TableMassData(table: model.table)
      formula.result = .success(try FormulaMass(parsing: text, data: data, isotopePattern: false))
    } catch {
      formula.result = .failure(error)
    }
  }
}

extension BrowserState {
  /// An equation balanced as `elements balance` does it, with the molar masses.
  static func balance(_ text: String, in model: BrowserModel) -> FormulaPrompt.EquationOutcome {
    let equation: ChemicalEquation
    do throws(EquationError) {
      equation = try ChemicalEquation(parsing: text)
    } catch {
      return .malformed(error)
    }
    do throws(BalanceError) {
      let balanced = try EquationBalancer.balance(equation)
      let data = TableMassData(table: model.table)
      let masses = balanced.terms.map { term -> Double? in
        guard let formula = term.species.formula else { return FormulaMass.electronMass }
        return try? FormulaMass(formula, data: data, isotopePattern: false).molarMass
      }
      return .balanced(BalanceReport(equation: balanced, molarMasses: masses))
    } catch {
      return .unbalanced(error)
    }
  }
}
