import ElementsCore

extension NuclideChartRenderer {
  /// Every nuclide of the chart as JSON, by Z then N: "z", "n", "a", "symbol", "nuclide"
  /// ("U-238"), "halfLife" in seconds (absent for a stable nuclide or an unknown half-life,
  /// never 0), "stable", "abundance" in percent (absent when it does not occur in nature) and
  /// "modes", each with "mode" (NUBASE's code), "intensity" (percent, `null` when not
  /// measured), "relation" (`=`, `~`, `<`, `>`, `?`) and "estimated".
  /// - Parameters:
  ///   - chart: The nuclides.
  ///   - table: The table whose chart it is, for each nuclide's record.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ chart: NuclideChart, table: PeriodicTable) -> String {
    guard !chart.entries.isEmpty else { return "[]\n" }
    let isotopes = NuclideChart.isotopes(of: Array(chart.entries), in: table)
    return DataFormatter.jsonArray(Array(zip(chart.entries, isotopes))) { entry, isotope in
      var members: [(key: String, value: RecordValue)] = [
        ("z", .integer(entry.atomicNumber)),
        ("n", .integer(entry.neutrons)),
        ("a", .integer(entry.massNumber)),
        ("symbol", .string(chart.symbol(of: entry))),
        ("nuclide", .string(chart.name(of: entry))),
      ]
      if let seconds = entry.halfLifeSeconds { members.append(("halfLife", .decimal(seconds))) }
      members.append(("stable", .bool(entry.isStable)))
      if let abundance = isotope?.abundance, abundance.isFinite {
        members.append(("abundance", .decimal(abundance)))
      }
      members.append(
        ("modes", .objects((isotope?.decayModes ?? []).map(RecordValue.decayMode))))
      return members
    }
  }

  /// A nuclide in one line, for the browser's status line: "U-238  Z 92  N 146  4.463 Gy
  /// abundance 99.2742 %  α 100 %"; a ground state with a known isomer ends with it:
  /// "isomer Tc-99m 6.0066 h".
  /// - Parameters:
  ///   - entry: The nuclide.
  ///   - chart: Its chart.
  ///   - isotope: Its record, if the table has it.
  ///   - isomer: The record of its isomer, if the table has one.
  ///   - style: How output may look.
  /// - Returns: The text, not cut to any width.
  static func summary(
    _ entry: NuclideChart.Entry, of chart: NuclideChart, isotope: Isotope?,
    isomer: Isotope? = nil, style: TerminalStyle
  ) -> String {
    var parts = [
      style.display(chart.name(of: entry)), "Z \(entry.atomicNumber)", "N \(entry.neutrons)",
    ]
    guard let isotope else { return parts.joined(separator: "  ") }
    parts.append(IsotopeRenderer.halfLife(isotope, style: style))
    if let abundance = isotope.abundance.flatMap(DecimalText.readable) {
      parts.append("abundance " + abundance + " %")
    }
    let modes = isotope.decayModes.map { IsotopeRenderer.decayModeText($0, style: style) }
    if !modes.isEmpty { parts.append(modes.joined(separator: ", ")) }
    if let isomer {
      parts.append(
        "isomer " + style.display(chart.name(of: entry)) + "m "
          + IsotopeRenderer.halfLife(isomer, style: style))
    }
    return parts.joined(separator: "  ")
  }
}
