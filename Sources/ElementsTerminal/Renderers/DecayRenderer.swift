import ElementsCore

/// A decay chain as text: the steps from the start down to stable nuclides, a tree where the
/// chain branches, and with amounts, a table of each member's amount and activity.
///
/// Each step is one line: the mode, its branching percentage, an arrow, the daughter and its
/// half-life ("stable" at the end). A nuclide with one branch goes on at the same indent; one
/// with several draws each branch under `├─` and `└─`, largest first. A chain that parts and
/// meets again (U-238 through Bi-214 → Po-214 or Tl-210 → Pb-210) is drawn once: the first
/// time a nuclide is reached, its own decays follow; a later branch that reaches it ends with
/// "↑ above" instead of repeating them. Pruned branches are counted on a last line.
public enum DecayRenderer {
  /// The chain as a tree.
  /// - Parameters:
  ///   - chain: The chain (`PeriodicTable.decayChain(of:minimumPercent:)`).
  ///   - style: How output may look (Unicode or ASCII, the width lines are cut to).
  ///   - unpruning: How the reader shows the pruned branches, said after their count, such as
  ///     the command's "--min 0 shows every branch"; `nil` for nothing.
  /// - Returns: The lines; for a stable nuclide, one line saying so.
  public static func text(_ chain: DecayChain, style: TerminalStyle, unpruning: String? = nil)
    -> StyledText
  {
    let start = chain.start
    let name = style.display(start.name)
    if start.isStable {
      return [StyledLine([StyledRun(name, .bold), StyledRun(" is stable: it does not decay.")])]
    }
    var lines: StyledText = [
      StyledLine([StyledRun(name, .bold), StyledRun("  " + status(start, style: style))])
    ]
    // The members whose branches are drawn, by index.
    var drawn = [Bool](repeating: false, count: chain.members.count)
    drawn[0] = true
    let box = BoxCharacters(unicode: style.unicode)
    func walk(_ position: Int, prefix: String) {
      let branches = chain.members[position].branches
      for (offset, branch) in branches.enumerated() {
        let isLast = offset == branches.count - 1
        // The last branch under └─ (`- in ASCII, where both corners would be +).
        let corner = style.unicode ? box.bottomLeft : "`"
        let connector =
          branches.count == 1 ? "" : (isLast ? corner : box.leftTee) + box.horizontal + " "
        let continuation =
          branches.count == 1 ? "" : (isLast ? "   " : box.vertical + "  ")
        var runs = [StyledRun(prefix + connector)]
        runs += step(branch, in: chain, drawn: drawn, style: style)
        lines.append(fitted(StyledLine(runs), style: style))
        if case .member(let next) = branch.target, !drawn[next] {
          drawn[next] = true
          walk(next, prefix: prefix + continuation)
        }
      }
    }
    walk(0, prefix: "")
    if start.branches.isEmpty, start.prunedBranches == 0 {
      lines.append(StyledLine("Its decay modes are not known.", .dim))
    }
    let pruned = chain.prunedBranches
    if pruned > 0 {
      let percent = IsotopeRenderer.intensityText(chain.minimumPercent) ?? "0"
      let note =
        "\(pruned) branch\(pruned == 1 ? "" : "es") below \(percent) % pruned"
        + (unpruning.map { " (\($0))" } ?? "")
      lines.append(
        contentsOf: TextWidth.wrapped(note, to: style.width).map { StyledLine($0, .dim) })
    }
    return lines
  }

  /// One step: mode and percentage, then the arrow and where it leads.
  private static func step(
    _ branch: DecayChain.DecayBranch, in chain: DecayChain, drawn: [Bool],
    style: TerminalStyle
  ) -> [StyledRun] {
    let arrow = style.unicode ? " → " : " -> "
    var runs = [StyledRun(modeText(branch, style: style) + arrow)]
    switch branch.target {
    case .member(let next), .loop(let next):
      let member = chain.members[next]
      runs.append(StyledRun(style.display(member.name), .bold))
      var tail = "  " + status(member, style: style)
      let continues = !member.branches.isEmpty && drawn[next]
      if case .loop = branch.target {
        tail += style.unicode ? "  ↑ above (a loop in the data)" : "  ^ above (a loop in the data)"
      } else if continues {
        tail += style.unicode ? "  ↑ above" : "  ^ above"
      }
      runs.append(StyledRun(tail))
    case .fission: runs.append(StyledRun("fission", .dim))
    case .clusters(_, let names):
      runs.append(StyledRun(names.map(style.display).joined(separator: " or "), .bold))
    case .undetermined: runs.append(StyledRun(style.unknown, .dim))
    }
    return runs
  }

  /// "α 35.94 %", "β− 64.06 %", "EC/β+ 10.72 %", "SF <2e-10 %", "β−n ?".
  static func modeText(_ branch: DecayChain.DecayBranch, style: TerminalStyle) -> String {
    style.display(IsotopeRenderer.decayMode(branch.code, unicode: style.unicode)) + " "
      + percentText(branch)
  }

  /// "64.06 %", "<2e-10 %", "~100 %", "0.014# %", "?".
  static func percentText(_ branch: DecayChain.DecayBranch) -> String {
    guard let percent = branch.percent, branch.relation != .unknown else { return "?" }
    let relation = branch.relation == .equal ? "" : branch.relation.rawValue
    // A β branch less its delayed modes is a difference: rounded to hide the binary noise.
    let text =
      percent < 1e-3
      ? IsotopeRenderer.intensityText(percent)
      : DecimalText.rounded(percent, places: 6)
    return relation + (text ?? "?") + (branch.isEstimated ? "#" : "") + " %"
  }

  /// "4.463 Gy", "stable", "half-life unknown", "not in the data" (the built-in data's
  /// isotopes are NUBASE2020's; a data file's are its own).
  static func status(_ member: DecayChain.Member, style: TerminalStyle) -> String {
    guard let isotope = member.isotope else { return "not in the data" }
    if isotope.isStable { return "stable" }
    guard isotope.halfLife != nil else { return "half-life unknown" }
    return IsotopeRenderer.halfLife(isotope, style: style)
  }

  /// A line cut to the style's width.
  private static func fitted(_ line: StyledLine, style: TerminalStyle) -> StyledLine {
    guard line.width > max(20, style.width) else { return line }
    return StyledLine(
      TextWidth.truncate(line.plain, to: max(20, style.width), unicode: style.unicode))
  }
}

extension DecayRenderer {
  /// Each member's amount and activity after a time, as a table under a title line.
  /// - Parameters:
  ///   - chain: The chain.
  ///   - amounts: One amount per member (`DecayChain.amounts(of:amountText:after:)`).
  ///   - amountText: The starting amount as the user wrote it ("1g").
  ///   - timeText: The time as the user wrote it ("10My").
  ///   - style: How output may look.
  /// - Returns: The title, then the table of ``FieldTableRenderer`` (a block per member when
  ///   the terminal is too narrow): nuclide, half-life, mass (with an SI prefix), atoms,
  ///   activity in becquerels (with an SI prefix).
  public static func amountsText(
    _ chain: DecayChain, amounts: [MemberAmount], amountText: String, timeText: String,
    style: TerminalStyle
  ) -> StyledText {
    let title =
      "After \(style.display(spacedQuantity(timeText))), from"
      + " \(style.display(spacedQuantity(amountText))) of"
      + " \(style.display(chain.start.name)):"
    let rows = zip(chain.members, amounts).map { member, amount in
      FieldTableRenderer.Row(
        heading: style.display(member.name),
        values: [
          style.display(member.name), status(member, style: style),
          prefixed(amount.grams, unit: "g", style: style),
          MassText.significant(amount.atoms, figures: 4),
          member.decayConstant.map { $0 > 0 } == true
            ? prefixed(amount.becquerels, unit: "Bq", style: style) : nil,
        ])
    }
    return [StyledLine(title, .bold)]
      + FieldTableRenderer.table(
        titles: ["Nuclide", "Half-life", "Mass", "Atoms", "Activity"],
        rightAligned: [false, false, true, true, true],
        sections: [FieldTableRenderer.Section(title: "", rows: rows)], style: style)
  }

  /// A quantity with an SI prefix and four significant figures: "998.6 mg", "12.44 kBq",
  /// "3.1e-25 g" below the smallest prefix; "0 g" for nothing.
  static func prefixed(_ value: Double, unit: String, style: TerminalStyle) -> String {
    guard value.isFinite else { return style.unknown }
    guard value > 0 else { return "0 " + unit }
    let prefixes: [(Double, String)] = [
      (1e24, "Y"), (1e21, "Z"), (1e18, "E"), (1e15, "P"), (1e12, "T"), (1e9, "G"), (1e6, "M"),
      (1e3, "k"), (1, ""), (1e-3, "m"),
      (1e-6, style.unicode ? "µ" : "u"), (1e-9, "n"), (1e-12, "p"), (1e-15, "f"), (1e-18, "a"),
    ]
    for (scale, prefix) in prefixes where value >= scale * 0.999_95 {
      return MassText.significant(value / scale, figures: 4) + " " + prefix + unit
    }
    return MassText.significant(value, figures: 3) + " " + unit
  }
}
