import ElementsCore

extension DataFormatter {
  /// Why an equation has no single balance, as JSON.
  ///
  /// An object: "outcome" ("several", "fixedLeaveFree", "impossible", "wrongSide", "noPart",
  /// "nothingReacts", "pinsConflict", "overflow" or "residual"), "message" (the one line
  /// `elements balance` prints), "species" (the species named: those on the wrong side,
  /// taking no part, or on both sides; else empty), "basis" (the independent reactions in
  /// ASCII, for "several" and "fixedLeaveFree"; else empty), "balancedAs" (the balance with
  /// the species moved, or of the rest without those taking no part; or null) and "example"
  /// (a command line that fixes coefficients to choose one balance; or null).
  /// - Parameters:
  ///   - error: Why there is no single balance.
  ///   - example: A command line that balances it with `--fix`, if there is one.
  /// - Returns: The JSON text with a trailing line break.
  public static func balanceFailureJSON(_ error: BalanceError, example: String? = nil) -> String {
    let outcome: String
    var species: [String] = []
    var basis: [BalancedEquation] = []
    var balancedAs: BalancedEquation? = nil
    switch error {
    case .overflow: outcome = "overflow"
    case .impossible: outcome = "impossible"
    case .wrongSide(let names, let hint):
      outcome = "wrongSide"
      species = names
      balancedAs = hint
    case .noPart(let names, let rest):
      outcome = "noPart"
      species = names
      balancedAs = rest
    case .nothingReacts(let names):
      outcome = "nothingReacts"
      species = names
    case .several(let reactions):
      outcome = "several"
      basis = reactions
    case .fixedLeaveFree(let reactions):
      outcome = "fixedLeaveFree"
      basis = reactions
    case .pinsConflict: outcome = "pinsConflict"
    case .unknownSpecies: outcome = "unknownSpecies"
    case .residual: outcome = "residual"
    }
    let members: [(String, String)] = [
      ("outcome", quoted(outcome)),
      ("message", quoted(error.description)),
      ("species", jsonList(species.map(quoted), indent: "  ")),
      ("basis", jsonList(basis.map { quoted($0.ascii) }, indent: "  ")),
      ("balancedAs", balancedAs.map { quoted($0.ascii) } ?? "null"),
      ("example", example.map(quoted) ?? "null"),
    ]
    return jsonObject(members, indent: "") + "\n"
  }
}
