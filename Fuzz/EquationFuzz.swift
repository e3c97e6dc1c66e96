// libFuzzer target: bytes -> options (the first byte) and a chemical equation (the rest, as
// UTF-8), read and balanced; then the text and JSON renderers, oxidation states and amounts,
// or the error with its caret or the failure with its balances. Crashes, traps, hangs, a caret
// outside the equation, a printed balance whose atoms or charge differ between the sides or
// whose coefficient is not positive, and any control character in the output other than the
// renderers' own SGR sequences, are failures.
// Built and run by Fuzz/run; not part of the package.

import ElementsCore
import ElementsTerminal

/// Made-up but well-formed chemistry: common states from the group-like column, all states
/// -4...8, an electronegativity rising with the atomic number, metals every third element.
private func chemistry(_ number: Int) -> ElementChemistry? {
  guard (1...118).contains(number) else { return nil }
  let column = number % 8
  return ElementChemistry(
    common: column == 0 ? [] : [column > 4 ? column - 8 : column],
    all: Array(-4...8), electronegativity: number % 5 == 0 ? nil : Double(number % 40) / 10,
    isMetal: number % 3 == 0)
}

/// libFuzzer calls this once per input; a crash or trap is a finding, the return value is unused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let flags = data[0]
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  var options = BalanceOptions()
  options.medium = flags & 3 == 1 ? .acidic : flags & 3 == 2 ? .basic : nil
  if flags & 4 != 0 { options.pins = [.init(species: "H2O", coefficient: Int(flags >> 3) + 1)] }
  let styles = [
    TerminalStyle(color: false, unicode: true, width: 80),
    TerminalStyle(color: true, unicode: false, width: 12),
  ]
  let equation: ChemicalEquation
  do {
    equation = try ChemicalEquation(parsing: text)
  } catch {
    guard error.column >= 0, error.column <= text.unicodeScalars.count else {
      fatalError("caret column \(error.column) outside the equation")
    }
    for style in styles {
      check(BalanceRenderer.caretLines(error, style: style).joined(separator: "\n"), "the error")
    }
    return 0
  }
  let balanced: BalancedEquation
  do {
    balanced = try EquationBalancer.balance(equation, options: options)
  } catch {
    for style in styles {
      check(BalanceRenderer.failure(error, style: style).joined(separator: "\n"), "the failure")
    }
    check(DataFormatter.balanceFailureJSON(error), "the failure's JSON")
    // Each reaction of a basis must balance.
    if case .several(let basis) = error {
      for reaction in basis {
        for row in reaction.atomTable where row.reactants != row.products {
          fatalError("\(row.label) differs in the basis reaction \(reaction.ascii)")
        }
      }
    }
    return 0
  }
  // The printed balance must balance: every row of the atom table equal on both sides.
  for row in balanced.atomTable where row.reactants != row.products {
    fatalError("\(row.label) differs: \(row.reactants) -> \(row.products) in \(balanced.ascii)")
  }
  guard balanced.terms.allSatisfy({ $0.coefficient > 0 }) else {
    fatalError("a coefficient is not positive in \(balanced.ascii)")
  }
  let masses: [Double?] = balanced.terms.map { _ in 1.5 }
  var report = BalanceReport(
    equation: balanced, molarMasses: masses, redox: RedoxAnalysis(balanced, chemistry: chemistry),
    wantsRedox: true)
  if let first = balanced.terms.first,
    let amount = try? GivenAmount(parsing: first.text.ascii + "=2.50g")
  {
    report.given = [amount]
    report.amounts = try? Stoichiometry(
      balanced, molarMasses: masses, given: [amount], conditions: .stp, yield: (0.5, 1))
  }
  check(DataFormatter.balanceJSON(report), "JSON")
  for style in styles {
    check(
      TerminalEncoder(style: style).encode(BalanceRenderer.render(report, style: style)), "text",
      colour: style.color)
  }
  return 0
}
