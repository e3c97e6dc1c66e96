import ElementsCore

extension NuclideChartRenderer {
  /// Every nuclide of the chart as JSON, by Z then N: "z", "n", "a", "symbol", "nuclide"
  /// ("U-238"), "halfLife" in seconds (absent for a stable nuclide or an unknown half-life,
  /// never 0), "stable", "abundance" in percent (absent when it does not occur in nature) and
  /// "modes", each with "mode" (NUBASE's code), "intensity" (percent, `null` when not
  /// measured), "relation" (`=`, `~`, `<`, `>`, `?`) and "estimated".
  /// - Parameter chart: The nuclides.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ chart: NuclideChart) -> String {
    guard !chart.entries.isEmpty else { return "[]\n" }
    return DataFormatter.jsonArray(chart.entries) { entry in
      var members: [(key: String, value: RecordValue)] = [
        ("z", .integer(entry.atomicNumber)),
        ("n", .integer(entry.neutrons)),
        ("a", .integer(entry.massNumber)),
        ("symbol", .string(entry.symbol)),
        ("nuclide", .string(entry.name)),
      ]
      if let seconds = entry.halfLifeSeconds { members.append(("halfLife", .decimal(seconds))) }
      members.append(("stable", .bool(entry.isStable)))
      if let abundance = entry.isotope.abundance, abundance.isFinite {
        members.append(("abundance", .decimal(abundance)))
      }
      members.append(("modes", .objects(entry.isotope.decayModes.map(RecordValue.decayMode))))
      return members
    }
  }

  /// A nuclide in one line, for the browser's status line: "U-238  Z 92  N 146  4.463 Gy
  /// abundance 99.2742 %  α 100 %".
  /// - Parameters:
  ///   - entry: The nuclide.
  ///   - style: How output may look.
  /// - Returns: The text, not cut to any width.
  static func summary(_ entry: NuclideChart.Entry, style: TerminalStyle) -> String {
    var parts = [
      style.display(entry.name), "Z \(entry.atomicNumber)", "N \(entry.neutrons)",
      IsotopeRenderer.halfLife(entry.isotope, style: style),
    ]
    if let abundance = entry.isotope.abundance.flatMap(DecimalText.plain) {
      parts.append("abundance " + abundance + " %")
    }
    let modes = entry.isotope.decayModes.map { IsotopeRenderer.decayModeText($0, style: style) }
    if !modes.isEmpty { parts.append(modes.joined(separator: ", ")) }
    return parts.joined(separator: "  ")
  }
}
