import ElementsCore

extension DataFormatter {
  /// A decay chain as JSON, with the amounts after a time if given.
  ///
  /// An object: "nuclide" (the start, "U-238"), "minimumPercent", "prunedBranches", and
  /// "members", parents before daughters, each with "nuclide", "atomicNumber", "massNumber",
  /// "isomer", "stable", "halfLife", "halfLifeUnit", "halfLifeSeconds", "decayConstant" (per
  /// second; 0 when stable, `null` when unknown), "prunedBranches" and "branches": objects
  /// with "mode" (NUBASE's code), "percent" (of the parent's decays; `null` when unknown),
  /// "relation", "estimated", "fraction" (what the amounts use), "outcome" ("nuclide",
  /// "fission", "clusters", "unknown"), "daughter" (a name or `null`) and, for clusters,
  /// "daughters". With amounts: "after" ("text", "seconds"), "amount" ("text"), and in each
  /// member "atoms", "moles", "grams" and "becquerels".
  /// - Parameters:
  ///   - chain: The chain.
  ///   - amounts: One amount per member, or `nil`.
  ///   - timeText: The time as written, with amounts.
  ///   - seconds: The time in seconds, with amounts.
  ///   - amountText: The starting amount as written, with amounts.
  /// - Returns: The JSON text with a trailing line break.
  public static func decayJSON(
    _ chain: DecayChain, amounts: [MemberAmount]? = nil, timeText: String = "",
    seconds: Double = 0, amountText: String = ""
  ) -> String {
    func number(_ value: Double?) -> String { json(RecordValue.decimal(value)) }
    func branchObject(_ branch: DecayChain.DecayBranch) -> String {
      var outcome = "unknown"
      var daughter = "null"
      var members: [(String, String)] = [
        ("mode", quoted(branch.code)), ("percent", number(branch.percent)),
        ("relation", quoted(branch.relation.rawValue)),
        ("estimated", branch.isEstimated ? "true" : "false"),
        ("fraction", number(branch.fraction)),
      ]
      var extra: [(String, String)] = []
      switch branch.target {
      case .member(let next), .loop(let next):
        outcome = "nuclide"
        daughter = quoted(chain.members[next].name)
      case .fission: outcome = "fission"
      case .clusters(_, let names):
        outcome = "clusters"
        extra.append(("daughters", "[" + names.map(quoted).joined(separator: ", ") + "]"))
      case .undetermined: break
      }
      members += [("outcome", quoted(outcome)), ("daughter", daughter)] + extra
      return jsonObject(members, indent: "        ")
    }
    var memberObjects: [String] = []
    for (index, member) in chain.members.enumerated() {
      let halfLife = member.halfLife
      var fields: [(String, String)] = [
        ("nuclide", quoted(member.name)),
        ("atomicNumber", String(member.nuclide.atomicNumber)),
        ("massNumber", String(member.nuclide.massNumber)),
        ("isomer", member.nuclide.isIsomer ? "true" : "false"),
        ("stable", member.isStable ? "true" : "false"),
        ("halfLife", number(halfLife?.value)),
        ("halfLifeUnit", halfLife.map { quoted($0.unit.rawValue) } ?? "null"),
        ("halfLifeSeconds", number(halfLife?.seconds)),
        ("decayConstant", number(member.decayConstant)),
        ("prunedBranches", String(member.prunedBranches)),
        ("branches", jsonList(member.branches.map(branchObject), indent: "      ")),
      ]
      if let amounts, index < amounts.count {
        let amount = amounts[index]
        fields += [
          ("atoms", number(amount.atoms)), ("moles", number(amount.moles)),
          ("grams", number(amount.grams)), ("becquerels", number(amount.becquerels)),
        ]
      }
      memberObjects.append(jsonObject(fields, indent: "    "))
    }
    var top: [(String, String)] = [
      ("nuclide", quoted(chain.start.name)),
      ("minimumPercent", number(chain.minimumPercent)),
      ("prunedBranches", String(chain.prunedBranches)),
    ]
    if amounts != nil {
      top += [
        (
          "after",
          jsonObject([("text", quoted(timeText)), ("seconds", number(seconds))], indent: "  ")
        ),
        ("amount", jsonObject([("text", quoted(amountText))], indent: "  ")),
      ]
    }
    top.append(("members", jsonList(memberObjects, indent: "  ")))
    return jsonObject(top, indent: "") + "\n"
  }
}
