import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The prompt opened with `b`: an equation balanced as it is typed, the caret while it is
/// incomplete, and the formula typed with `w` kept apart.
@Suite struct BalancePromptTests {
  let model = BrowserModel(table: .standard)
  let size = ScreenSize(rows: 24, columns: 80)

  func state(after keys: [Key], from start: BrowserState? = nil) -> BrowserState {
    var state = start ?? BrowserState(model: model, size: size)
    for key in keys { _ = state.press(key, in: model) }
    return state
  }

  func screen(_ state: BrowserState) -> [String] {
    BrowserView.lines(state, model: model, style: .plain).map { line in
      var text = Substring(line.plain)
      while text.last == " " { text.removeLast() }
      return String(text)
    }
  }

  @Test func balancesAsYouType() {
    let incomplete = state(after: [.character("b")] + "Fe + O2 ->".map(Key.character))
    #expect(incomplete.mode == .formula)
    #expect(incomplete.formula.kind == .equation)
    let lines = screen(incomplete)
    #expect(lines[3].hasPrefix("not an equation: 'Fe + O2 ->'"))
    #expect(lines[4] == "  Fe + O2 ->")
    #expect(lines[5] == "            ^")
    #expect(lines.last?.hasPrefix(" Equation: Fe + O2 ->") == true)
    let done = state(after: " Fe2O3".map(Key.character), from: incomplete)
    #expect(screen(done)[3] == "4 Fe + 3 O₂ → 2 Fe₂O₃")
    #expect(done.formula.canKeep)
    let kept = state(after: [.enter], from: done)
    #expect(kept.formula.isKept)
  }

  @Test func unbalancedSaysWhy() {
    let typed = state(after: [.character("b")] + "NaCl -> Na".map(Key.character))
    #expect(screen(typed)[3] == "cannot balance: Cl appears only among the reactants")
    #expect(!typed.formula.canKeep)
  }

  /// `w` and `b` each keep their own text.
  @Test func formulaAndEquationApart() {
    let equation = state(after: [.character("b")] + "H2 + O2 = H2O".map(Key.character))
    let formula = state(
      after: [.escape, .character("w")] + "NaCl".map(Key.character), from: equation)
    #expect(formula.formula.kind == .formula)
    #expect(formula.formula.text == "NaCl")
    let back = state(after: [.escape, .character("b")], from: formula)
    #expect(back.formula.text == "H2 + O2 = H2O")
    #expect(screen(back)[3] == "2 H₂ + O₂ → 2 H₂O")
  }
}
