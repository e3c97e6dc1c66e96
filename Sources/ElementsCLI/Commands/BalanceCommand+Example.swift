import ElementsCore

extension BalanceCommand {
  /// A command line that chooses one of several balances with `--fix`: the basis's reactions
  /// added together, fixed by as many coefficients as there are reactions. It is balanced
  /// before it is offered, so it works when pasted.
  /// - Parameters:
  ///   - parsed: The equation, read.
  ///   - basis: Its independent reactions.
  /// - Returns: The command line, or `nil` when no such one balances.
  func example(_ parsed: ChemicalEquation, _ basis: [BalancedEquation]) -> String? {
    guard let fixes = EquationBalancer.suggestedPins(basis), !equation.contains("'"),
      (try? EquationBalancer.balance(parsed, options: BalanceOptions(pins: fixes, medium: medium)))
        != nil
    else { return nil }
    var words = ["elements", "balance", "'" + equation + "'"]
    if let medium { words.append("--" + medium.rawValue) }
    for pin in fixes {
      let word = pin.species + "=" + String(pin.coefficient)
      let plain = word.unicodeScalars.allSatisfy {
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
          || "+-=^.".unicodeScalars.contains($0)
      }
      words += ["--fix", plain ? word : "'" + word + "'"]
    }
    return words.joined(separator: " ")
  }
}
