import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The formula prompt (`w`): the reducer types, edits, keeps and closes; the view shows the
/// mass as `elements mass` prints it, or the parser's error with its caret.
@Suite struct FormulaPromptTests {
  let model = BrowserModel(table: .standard)
  let size = ScreenSize(rows: 24, columns: 80)

  func state(after keys: [Key], from start: BrowserState? = nil) -> BrowserState {
    var state = start ?? BrowserState(model: model, size: size)
    for key in keys { _ = state.press(key, in: model) }
    return state
  }

  /// The keys of typing a text.
  func typing(_ text: String) -> [Key] { text.map(Key.character) }

  /// The screen's lines as a user reads them, trailing spaces removed, joined with line breaks.
  func screen(_ state: BrowserState, style: TerminalStyle = .plain) -> String {
    BrowserView.lines(state, model: model, style: style).map { line in
      var text = Substring(line.plain)
      while text.last == " " { text.removeLast() }
      return String(text)
    }.joined(separator: "\n")
  }

  /// What `elements mass` computes for the formula.
  func commandMass(_ text: String) throws -> Double {
    try FormulaMass(parsing: text, data: TableMassData(table: .standard)).molarMass
  }

  /// `w` opens the prompt from the lists, the table, the favorites and a tile; Esc goes back
  /// to exactly where the browser was.
  @Test(arguments: [
    [Key](), [.character("5"), .right, .down], [.character("6")], [.character("F"), .enter],
    [.character("3"), .enter, .character(" ")],
  ])
  func opensAndClosesBackToWhereItWas(keys: [Key]) {
    let before = state(after: keys)
    let open = state(after: [.character("w")], from: before)
    #expect(open.mode == .formula)
    #expect(open.isFormulaOpen)
    var closed = state(after: [.escape], from: open)
    #expect(closed.mode == before.mode)
    closed.formula = before.formula
    #expect(closed == before)
  }

  /// Each key weighs the formula again: a mass when it is complete, the parser's error (with
  /// its column) while it is not, never a stale mass.
  @Test func typingWeighsOnEveryKey() throws {
    var state = self.state(after: [.character("w")])
    #expect(state.formula.result == nil, "nothing typed, nothing weighed")
    var seen: [String] = []
    for key in typing("C[H]4") {
      _ = state.press(key, in: model)
      switch state.formula.result {
      case .success(let mass)?: seen.append("\(state.formula.text) \(mass.molarMass)")
      case .failure(let error)?: seen.append("\(state.formula.text) error at \(error.column)")
      case nil: seen.append("nil")
      }
    }
    #expect(
      seen == [
        "C \(try commandMass("C"))", "C[ error at 1", "C[H error at 1",
        "C[H] \(try commandMass("CH"))", "C[H]4 \(try commandMass("CH4"))",
      ])
    #expect(state.formula.text == "C[H]4")
  }

  /// Letters and signs that are commands elsewhere (q quits, w opens, / searches, * favors,
  /// digits choose tabs, Space flips) are typed into the formula.
  @Test func commandKeysAreTyped() {
    let typed = state(after: [.character("w")] + typing("qw/*1 ?jkfo"))
    #expect(typed.formula.text == "qw/*1 ?jkfo")
    #expect(!typed.isFinished)
    #expect(typed.mode == .formula)
    #expect(typed.tab == .name)
  }

  /// The whole grammar can be typed: subscripts, joiners, brackets, isotopes, charges. Each
  /// gives the mass `elements mass` gives.
  @Test(arguments: [
    "CuSO4·5H2O", "CuSO4.5H2O", "C₆H₁₂O₆", "K4[Fe(CN)6]", "AgCuRu4(H)2[CO]12{P(C6H5)3}2",
    "SO4^2-", "Fe^3+", "[13C]O2", "¹³CO2", "CDCl3", "NH3 • BF3", "5*H2O",
  ])
  func theWholeGrammarIsTyped(formula: String) throws {
    let typed = state(after: [.character("w")] + typing(formula))
    #expect(typed.formula.text == formula)
    guard case .success(let mass)? = typed.formula.result else {
      Issue.record("\(formula) was not weighed: \(String(describing: typed.formula.result))")
      return
    }
    #expect(mass.molarMass == (try commandMass(formula)))
    #expect(mass.isotopePattern.isEmpty, "the prompt does not compute what it does not show")
  }

  /// Backspace deletes the last character (a whole character, even a multi-scalar one) and
  /// weighs again; on an empty prompt it does nothing.
  @Test func backspaceEdits() throws {
    let edited = state(after: [.character("w")] + typing("H2Ox") + [.backspace])
    #expect(edited.formula.text == "H2O")
    guard case .success(let mass)? = edited.formula.result else {
      Issue.record("H2O was not weighed")
      return
    }
    #expect(mass.molarMass == (try commandMass("H2O")))
    let emptied = state(after: [.character("w"), .character("H"), .backspace, .backspace])
    #expect(emptied.formula.text == "")
    #expect(emptied.formula.result == nil)
    #expect(emptied.mode == .formula, "Backspace never closes the prompt")
  }

  /// The prompt takes at most 60 scalars; more keys are ignored, and the text is not cut.
  @Test func lengthIsBounded() {
    let long = String(repeating: "H", count: 59)
    let full = state(after: [.character("w")] + typing(long + "Oxyz"))
    #expect(full.formula.text == long + "O")
    #expect(full.formula.text.unicodeScalars.count == FormulaPrompt.maximumLength)
    // A character of two scalars does not fit in one place left.
    let nearly = state(after: [.character("w")] + typing(long))
    let flag = state(after: [.character("🇫🇷"), .character("O")], from: nearly)
    #expect(flag.formula.text == long + "O")
  }

  /// Enter keeps a result: the next character starts a new formula, Backspace clears it. An
  /// incomplete formula is not kept. Esc then `w` brings the last formula back, kept.
  @Test func enterKeepsTheResult() {
    let kept = state(after: [.character("w")] + typing("H2O") + [.enter])
    #expect(kept.formula.isKept)
    #expect(state(after: typing("NaCl"), from: kept).formula.text == "NaCl")
    #expect(state(after: [.backspace], from: kept).formula.text == "")
    #expect(state(after: [.down, .up], from: kept).formula.isKept, "scrolling keeps it")
    let incomplete = state(after: [.character("w")] + typing("H2(") + [.enter])
    #expect(!incomplete.formula.isKept)
    #expect(incomplete.formula.text == "H2(")
    let reopened = state(after: [.escape, .tab, .character("w")], from: incomplete)
    #expect(reopened.tab == .number)
    #expect(reopened.formula.text == "H2(")
    #expect(reopened.formula.isKept, "the next formula replaces it with a key")
    #expect(state(after: typing("O2"), from: reopened).formula.text == "O2")
  }

  /// A result taller than the screen scrolls with the arrows and pages, as far as its end;
  /// typing goes back to the top.
  @Test func aTallResultScrolls() {
    let tall = state(after: [.character("w")] + typing("HLiBeBCNOFNaMgAlSiPSClKCaScTiVCrMnFe"))
    #expect(state(after: [.up], from: tall).formula.scroll == 0)
    #expect(state(after: [.down, .down], from: tall).formula.scroll == 2)
    #expect(state(after: [.pageDown, .pageDown, .pageDown], from: tall).formula.scroll == 12)
    #expect(state(after: [.down, .character("e")], from: tall).formula.scroll == 0)
  }

  /// The screen shows what `elements mass H2O` prints, above the prompt line.
  @Test func water() {
    let water = state(after: [.character("w")] + typing("H2O"))
    #expect(
      screen(water) == """
        [1 Name] 2  3  4  5  6  7                                        ? help  q quit
        ────────────────────────────────────────────────────────────────────────────────

        H2O
          Hill formula  H2O
          Molar mass    18.0150 ± 0.0014 g/mol
                        includes conventional atomic weights
          Atoms         3
          Monoisotopic  18.010565 Da

          Element  Count  Mass (g/mol)  Mass %
          H            2         2.016   11.19
          O            1        15.999   88.81










         Formula: H2O▏   ↑↓ scroll  ⏎ keep  Esc close
        """)
  }

  /// Over the table's tab, kept with Enter: the formula highlighted, "kept" in words (the
  /// highlight is lost without colour), and no Enter hint.
  @Test func copperSulfatePentahydrateKept() {
    let kept = state(after: [.character("5"), .character("w")] + typing("CuSO4·5H2O") + [.enter])
    #expect(
      screen(kept) == """
         1  2  3  4 [5 Table] 6  7                                       ? help  q quit
        ────────────────────────────────────────────────────────────────────────────────

        CuSO4·5H2O
          Hill formula  CuH10O9S
          Molar mass    249.677 ± 0.034 g/mol
                        includes conventional atomic weights
          Atoms         21
          Monoisotopic  248.934150 Da

          Element  Count  Mass (g/mol)  Mass %
          Cu           1        63.546   25.45
          H           10        10.080    4.04
          O            9       143.991   57.67
          S            1        32.060   12.84








         Formula: CuSO4·5H2O  (kept: typing starts a new one)   ↑↓ scroll  Esc close
        """)
    let colored = BrowserView.lines(kept, model: model, style: Fixtures.colored)[23]
    #expect(colored.runs.contains { $0.text == "CuSO4·5H2O" && $0.style.reverse })
  }

  /// While the formula is incomplete, the parser's message and a caret under the problem, as
  /// the command prints them on stderr (without the program's name); no mass.
  @Test func anErrorWithItsCaret() {
    let error = state(after: [.character("w")] + typing("CH4C[H"))
    #expect(
      screen(error) == """
        [1 Name] 2  3  4  5  6  7                                        ? help  q quit
        ────────────────────────────────────────────────────────────────────────────────

        not a formula: 'CH4C[H': '[' is never closed
          CH4C[H
              ^

















         Formula: CH4C[H▏   ↑↓ scroll  Esc close
        """)
    #expect(
      screen(state(after: [.character("w")] + typing("C[H"))).split(
        separator: "\n", omittingEmptySubsequences: false)[3...5]
        == ["not a formula: 'C[H': '[' is never closed", "  C[H", "   ^"])
  }

  /// Nothing typed yet: what to type, and the grammar `elements help mass` shows, cut at the
  /// screen's foot with a note that it scrolls; in ASCII without Unicode.
  @Test func theEmptyPromptShowsTheGrammar() {
    let empty = state(after: [.character("w")])
    let lines = screen(empty).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[3] == "  Type a chemical formula: its molar mass and composition show as you type.")
    #expect(lines[5] == "Formulas")
    #expect(lines[22] == "  ↓ 8 more  (↑↓ PgUp PgDn scroll)")
    #expect(lines[23] == " Formula: ▏   ↑↓ scroll  Esc close")
    let end = screen(state(after: [.pageDown], from: empty))
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      end[21] == "  A charge of at most the atoms' electrons (+), 4 electrons per atom (-).")
    #expect(end[22] == "  ↑ 8 above  (↑↓ PgUp PgDn scroll)")
    #expect(state(after: [.pageDown, .up], from: empty).formula.scroll == 7)
    let ascii = screen(empty, style: Fixtures.ascii)
    #expect(ascii.utf8.allSatisfy { $0 < 0x80 })
    #expect(ascii.contains("Parts join with ., ., . or *"))
    #expect(ascii.hasSuffix(" Formula: _   Up/Down scroll  Esc close"))
  }

  /// A composition taller than the screen is cut above a note saying how much more there is;
  /// it scrolls to its end and no further.
  @Test func aTallCompositionIsCutWithANote() {
    let tall = state(after: [.character("w")] + typing("HLiBeBCNOFNaMgAlSiPSClKCaScTiVCrMnFe"))
    let top = screen(tall).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(top[21] == "  K            1        39.098    5.79")
    #expect(top[22] == "  ↓ 12 more  (↑↓ PgUp PgDn scroll)")
    let end = screen(state(after: [.pageDown, .pageDown], from: tall))
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(end[21] == "  V            1        50.942    7.54")
    #expect(end[22] == "  ↑ 12 above  (↑↓ PgUp PgDn scroll)")
    let back = screen(state(after: [.pageDown, .pageDown, .up], from: tall))
    #expect(back.contains("↑ 11 above"), "one key back up scrolls at once")
  }

  /// At the smallest screen the browser takes, the prompt still fits and shows the end of a
  /// long formula beside its cursor.
  @Test func theSmallestScreen() {
    var small = state(
      after: [.character("w")] + typing("AgCuRu4(H)2[CO]12{P(C6H5)3}2·5H2O·4NH3·2KAl(SO4)2"))
    _ = small.update(.resized(.minimum), in: model)
    let lines = BrowserView.lines(small, model: model, style: .plain).map(\.plain)
    #expect(lines.count == 16)
    #expect(lines.allSatisfy { TextWidth.of($0) <= 50 })
    #expect(lines[15].hasPrefix(" Formula: …"))
    #expect(lines[15].hasSuffix("·4NH3·2KAl(SO4)2▏"), "the end in view; no room for hints")
    let short = state(after: [.backspace, .backspace, .backspace], from: small)
    let line = BrowserView.lines(short, model: model, style: .plain)[15].plain
    #expect(line == " Formula: …)2[CO]12{P(C6H5)3}2·5H2O·4NH3·2KAl(SO▏")
    var kept = state(after: [.character("w")] + typing("Al2(SO4)3·18H2O") + [.enter])
    _ = kept.update(.resized(.minimum), in: model)
    #expect(
      BrowserView.lines(kept, model: model, style: .plain)[15].plain
        == " Formula: Al2(SO4)3·18H2O  (kept)   Esc close", "the hints give way")
    var typed = state(after: [.character("w")] + typing("Al2(SO4)3·18H2O"))
    _ = typed.update(.resized(.minimum), in: model)
    #expect(
      BrowserView.lines(typed, model: model, style: .plain)[15].plain
        == " Formula: Al2(SO4)3·18H2O▏   Esc close", "the way out stays")
  }
}
