import ElementsCore

extension DataFormatter {
  /// Weighed formulas as JSON: one object for one formula, an array of objects for several.
  ///
  /// Each object: "formula" (as written), "hill", "molarMass" (g/mol), "uncertainty" (g/mol or
  /// null), "standardWeights" (false when an element has no standard atomic weight),
  /// "conventionalWeights", "monoisotopicMass" (Da or null), "charge", "atoms" (the total
  /// count), "composition" (objects with "symbol" as written in Hill order, "massNumber" (null
  /// unless isotope-labelled), "count", "mass" (g/mol) and "fraction", the fractions summing to
  /// 1) and "isotopePattern" (objects with "mass" in Da and "intensity", the strongest 100;
  /// empty without isotope data). Masses are rounded to 9 decimals; fractions are exact.
  /// - Parameter masses: The weighed formulas.
  /// - Returns: The JSON text with a trailing line break.
  public static func massJSON(_ masses: [FormulaMass]) -> String {
    massJSON(masses, amounts: [])
  }

  /// Weighed formulas as JSON, as ``massJSON(_:)`` writes them, each object with an "amount"
  /// when amounts are given: "grams", "moles" and "particles" in full precision, "given"
  /// (which of them was given) and "significantFigures".
  /// - Parameters:
  ///   - masses: The weighed formulas.
  ///   - amounts: One amount per formula, or none.
  /// - Returns: The JSON text with a trailing line break.
  public static func massJSON(_ masses: [FormulaMass], amounts: [SampleAmount]) -> String {
    func object(_ index: Int, indent: String) -> String {
      massObject(
        masses[index], amount: index < amounts.count ? amounts[index] : nil, indent: indent)
    }
    guard masses.count != 1 else { return object(0, indent: "") + "\n" }
    guard !masses.isEmpty else { return "[]\n" }
    let objects = masses.indices.map { "  " + object($0, indent: "  ") }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// One formula's object, its first line unindented and the rest indented by `indent`.
  private static func massObject(_ mass: FormulaMass, amount: SampleAmount?, indent: String)
    -> String
  {
    let inner = indent + "  "
    let composition = mass.composition.map { component in
      let atom = component.atom
      return inner + "  {\"symbol\": " + quoted(atom.label) + ", \"massNumber\": "
        + (atom.massNumber.map(String.init) ?? "null") + ", \"count\": " + String(atom.count)
        + ", \"mass\": " + MassText.data(component.mass) + ", \"fraction\": "
        + (DecimalText.plain(component.fraction) ?? "null") + "}"
    }
    let pattern = mass.isotopePattern.map { peak in
      inner + "  {\"mass\": " + MassText.data(peak.mass) + ", \"intensity\": "
        + MassText.data(peak.intensity) + "}"
    }
    func list(_ items: [String]) -> String {
      items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n" + inner + "]"
    }
    var members: [(String, String)] = [
      ("formula", quoted(mass.formula.text)),
      ("hill", quoted(mass.formula.hill)),
      ("molarMass", MassText.data(mass.molarMass)),
      ("uncertainty", mass.uncertainty.map(MassText.data) ?? "null"),
      ("standardWeights", mass.nonStandardSymbols.isEmpty ? "true" : "false"),
      ("conventionalWeights", mass.usesConventionalWeights ? "true" : "false"),
      ("monoisotopicMass", mass.monoisotopicMass.map(MassText.data) ?? "null"),
      ("charge", String(mass.formula.charge)),
      ("atoms", String(mass.formula.atomCount)),
      ("composition", list(composition)),
      ("isotopePattern", list(pattern)),
    ]
    if let amount {
      let value =
        "{\"grams\": " + (DecimalText.plain(amount.grams) ?? "null") + ", \"moles\": "
        + (DecimalText.plain(amount.moles) ?? "null") + ", \"particles\": "
        + (DecimalText.plain(amount.particles) ?? "null") + ", \"given\": "
        + quoted(amount.given.rawValue) + ", \"significantFigures\": "
        + String(amount.significantFigures) + "}"
      members.append(("amount", value))
    }
    let body = members.map { inner + quoted($0.0) + ": " + $0.1 }.joined(separator: ",\n")
    return "{\n" + body + "\n" + indent + "}"
  }

  /// The header of ``massDelimited(_:separator:)``.
  static let massKeys = [
    "formula", "hill", "molarMass", "uncertainty", "monoisotopicMass", "charge", "atoms",
  ]

  /// Weighed formulas as CSV or TSV: a header row, then one row per formula with "formula",
  /// "hill", "molarMass", "uncertainty", "monoisotopicMass", "charge" and "atoms", as in
  /// ``massJSON(_:)``; an unknown value is empty. Quoting and escaping as in
  /// ``delimited(_:separator:)``.
  /// - Parameters:
  ///   - masses: The weighed formulas.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text, every line ending with "\n".
  public static func massDelimited(_ masses: [FormulaMass], separator: Character) -> String {
    var lines = [massKeys.map { cell($0, separator: separator) }]
    for mass in masses {
      lines.append(
        [
          mass.formula.text, mass.formula.hill, MassText.data(mass.molarMass),
          mass.uncertainty.map(MassText.data) ?? "",
          mass.monoisotopicMass.map(MassText.data) ?? "",
          String(mass.formula.charge), String(mass.formula.atomCount),
        ].map { cell($0, separator: separator) })
    }
    return lines.map { $0.joined(separator: String(separator)) + "\n" }.joined()
  }
}
