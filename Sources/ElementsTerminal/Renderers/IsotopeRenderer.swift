import ElementsCore

/// Which isotopes of an element to list.
public enum IsotopeSelection: Sendable, Hashable {
  /// Those that occur in nature, most abundant first.
  case natural
  /// Every known isotope, by mass number.
  case all

  /// The isotopes selected from an element's.
  func pick(_ details: ElementDetails) -> [Isotope] {
    switch self {
    case .natural: details.naturalIsotopes
    case .all: details.isotopes
    }
  }
}

/// An element's isotopes as text for people, JSON, CSV or TSV.
///
/// Columns: the isotope ("Cl-35", "Ta-180m"), its atomic mass in daltons (AME2020; "#" marks
/// an estimate), its natural abundance in percent, its half-life ("stable" for stable
/// isotopes; unknown is "—"; "#" marks an estimate) and its decay modes with their branching
/// intensities (NUBASE's codes; α and β for A and B when the style allows Unicode).
public enum IsotopeRenderer {
  /// The isotopes as an aligned table, with a title line.
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details (`PeriodicTable.details(of:)`).
  ///   - selection: Natural isotopes only, or all.
  ///   - style: How output may look (the width trims the decay column).
  /// - Returns: The title in bold, a blank line, then the table under a bold header row.
  public static func text(
    _ element: AtomicElement, details: ElementDetails, selection: IsotopeSelection,
    style: TerminalStyle
  ) -> StyledText {
    let isotopes = selection.pick(details)
    let name = style.display(element.name)
    guard !isotopes.isEmpty else {
      let known = details.knownIsotopeCount
      let what = selection == .natural ? "no isotope occurs in nature" : "no isotopes known"
      return [StyledLine("\(name): \(what)" + (known > 0 ? " (\(known) known)" : ""))]
    }
    let natural = details.isotopes.count { $0.abundance != nil }
    var title = "\(name): "
    switch selection {
    case .natural: title += "\(isotopes.count) natural isotope\(isotopes.count == 1 ? "" : "s")"
    case .all:
      let isomers = isotopes.count { $0.isomer != nil }
      let known = isotopes.count - isomers
      title += "\(known) known isotope\(known == 1 ? "" : "s")"
      if isomers > 0 { title += " and \(isomers) isomer\(isomers == 1 ? "" : "s")" }
      if natural > 0 { title += ", \(natural) natural" }
    }
    var rows: [[String]] = [["Isotope", "Mass (Da)", "Abundance", "Half-life", "Decay"]]
    for isotope in isotopes {
      let mass = isotope.mass.flatMap(DecimalText.readable).map {
        isotope.isMassEstimated ? $0 + "#" : $0
      }
      let abundance = isotope.abundance.flatMap(DecimalText.readable).map { $0 + " %" }
      let modes = isotope.decayModes.map { decayModeText($0, style: style) }
      rows.append([
        style.display(element.symbol) + "-" + isotope.label, mass ?? style.unknown,
        abundance ?? "", halfLife(isotope, style: style), modes.joined(separator: ", "),
      ])
    }
    let widths = (0..<5).map { column in rows.map { TextWidth.of($0[column]) }.max() ?? 0 }
    var lines = StyledText(TextWidth.wrapped(title, to: style.width).map { StyledLine($0, .bold) })
    lines.append(StyledLine())
    for (index, row) in rows.enumerated() {
      var line = ""
      for column in 0..<5 {
        let cell = row[column]
        // Numbers are right-aligned, words left-aligned.
        let pad = TextWidth.spaces(widths[column] - TextWidth.of(cell))
        let aligned = (1...2).contains(column) ? pad + cell : cell + pad
        line += (column == 0 ? "" : "  ") + aligned
      }
      let fitted = TextWidth.truncate(
        String(line.trimmingTrailingSpaces), to: max(20, style.width), unicode: style.unicode)
      lines.append(StyledLine(fitted, index == 0 ? .bold : .plain))
    }
    return lines
  }

  /// The isotopes as a JSON array of objects with the keys "isotope", "massNumber", "isomer",
  /// "neutrons", "mass", "massUncertainty" (Da), "massEstimated", "abundance" (percent),
  /// "stable", "halfLife", "halfLifeUnit", "halfLifeUncertainty" (in that unit),
  /// "halfLifeRelation" (`<`, `>`, `~` or `null`), "halfLifeEstimated", "halfLifeSeconds" and
  /// "decayModes", a list of objects with "mode", "intensity" (percent), "relation" and
  /// "estimated"; unknown values are `null`.
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details.
  ///   - selection: Natural isotopes only, or all.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(
    _ element: AtomicElement, details: ElementDetails, selection: IsotopeSelection
  ) -> String {
    let isotopes = selection.pick(details)
    guard !isotopes.isEmpty else { return "[]\n" }
    return DataFormatter.jsonArray(isotopes) { record(element, $0) }
  }

  /// The isotopes as CSV or TSV with the keys of ``json(_:details:selection:)`` as the header;
  /// decay modes are joined with spaces, each its code, relation and intensity ("A=100",
  /// "SF=5.44e-05", "B+p?").
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details.
  ///   - selection: Natural isotopes only, or all.
  ///   - separator: `","` for CSV or `"\t"` for TSV.
  /// - Returns: The text.
  public static func delimited(
    _ element: AtomicElement, details: ElementDetails, selection: IsotopeSelection,
    separator: Character
  ) -> String {
    let keys = record(element, Isotope(massNumber: 1)).map { $0.key }
    var lines = [keys.map { DataFormatter.cell($0, separator: separator) }]
    for isotope in selection.pick(details) {
      lines.append(
        record(element, isotope).map { member in
          guard member.key == "decayModes" else {
            return DataFormatter.cell(DataFormatter.text(member.value), separator: separator)
          }
          let modes = isotope.decayModes.map { mode in
            mode.mode + (mode.relation == .equal ? "=" : mode.relation.rawValue)
              + (mode.intensity.flatMap(intensityText) ?? "")
          }
          return DataFormatter.cell(modes.joined(separator: " "), separator: separator)
        })
    }
    return lines.map { $0.joined(separator: String(separator)) }.joined(separator: "\n")
      + "\n"
  }

  /// One isotope's fields for scripts.
  private static func record(_ element: AtomicElement, _ isotope: Isotope)
    -> [(key: String, value: RecordValue)]
  {
    [
      ("isotope", .string(element.symbol + "-" + isotope.label)),
      ("massNumber", .integer(isotope.massNumber)),
      ("isomer", isotope.isomer.map(RecordValue.string) ?? .null),
      ("neutrons", .integer(isotope.neutrons(atomicNumber: element.atomicNumber))),
      ("mass", .decimal(isotope.mass)),
      ("massUncertainty", .decimal(isotope.massUncertainty)),
      ("massEstimated", .bool(isotope.isMassEstimated)),
      ("abundance", .decimal(isotope.abundance)),
      ("stable", .bool(isotope.isStable)),
      ("halfLife", .decimal(isotope.halfLife?.value)),
      ("halfLifeUnit", isotope.halfLife.map { .string($0.unit.rawValue) } ?? .null),
      ("halfLifeUncertainty", .decimal(isotope.halfLife?.uncertainty)),
      ("halfLifeRelation", isotope.halfLife?.relation.map { .string($0.rawValue) } ?? .null),
      ("halfLifeEstimated", .bool(isotope.halfLife?.isEstimated ?? false)),
      ("halfLifeSeconds", .decimal(isotope.halfLife?.seconds)),
      ("decayModes", .objects(isotope.decayModes.map(RecordValue.decayMode))),
    ]
  }

  /// The isotope whose decay chain to suggest ("elements decay U-238"): the most abundant
  /// natural isotope that decays; for an element with no natural isotope (Tc), the
  /// longest-lived one whose decay modes are known, chosen as the tile's "Longest-lived"
  /// (`ElementDetails.longestLivedIsotope(weight:where:)`). None for an element whose natural
  /// isotopes are all stable (Fe).
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details.
  /// - Returns: The isotope, or `nil` when none decays in a known way.
  public static func decaySuggestion(_ element: AtomicElement, details: ElementDetails)
    -> Isotope?
  {
    func decays(_ isotope: Isotope) -> Bool {
      !isotope.isStable && isotope.halfLife != nil && !isotope.decayModes.isEmpty
    }
    guard details.naturalIsotopes.isEmpty else {
      return details.naturalIsotopes.first(where: decays)
    }
    return details.longestLivedIsotope(weight: element.atomicWeight, where: decays)
  }

  /// The line that suggests a decay chain: "Decay chain: elements decay U-238".
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details.
  ///   - style: How output may look.
  /// - Returns: The line, or `nil` when no isotope decays in a known way.
  public static func decayLine(
    _ element: AtomicElement, details: ElementDetails, style: TerminalStyle
  ) -> StyledLine? {
    guard let isotope = decaySuggestion(element, details: details) else { return nil }
    return StyledLine(
      "Decay chain: elements decay " + style.display(element.symbol) + "-" + isotope.label, .dim)
  }

  /// "stable", "4.463 Gy", "5.70 ky", ">45 Py", "2 s#" (estimated), or the style's unknown
  /// mark.
  static func halfLife(_ isotope: Isotope, style: TerminalStyle) -> String {
    if isotope.isStable { return "stable" }
    guard let halfLife = isotope.halfLife, let value = halfLifeNumber(halfLife) else {
      return style.unknown
    }
    let unit = style.unicode && halfLife.unit == .microseconds ? "µs" : halfLife.unit.rawValue
    return (halfLife.relation?.rawValue ?? "") + value + (halfLife.isEstimated ? "#" : "") + " "
      + unit
  }

  /// A half-life's number to the last digit NUBASE gives, which is its uncertainty's last
  /// digit: carbon-14's 5.70(3) ky keeps its zero, "5.70". `nil` for NaN and infinities.
  static func halfLifeNumber(_ halfLife: HalfLife) -> String? {
    guard let text = DecimalText.readable(halfLife.value) else { return nil }
    guard let uncertainty = halfLife.uncertainty.flatMap(DecimalText.readable),
      !text.contains("e"), !uncertainty.contains("e")
    else { return text }
    func decimals(_ number: String) -> Int {
      number.firstIndex(of: ".").map { number.distance(from: $0, to: number.endIndex) - 1 } ?? 0
    }
    let missing = decimals(uncertainty) - decimals(text)
    guard missing > 0 else { return text }
    return text + (text.contains(".") ? "" : ".") + String(repeating: "0", count: missing)
  }

  /// A branching intensity in percent: "100", "86.3", "0" (of NUBASE's ">0"), and below
  /// 0.001 % in exponent form, "5.44e-05"; `nil` for NaN and infinities.
  static func intensityText(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    return value > 0 && value < 1e-3 ? String(value) : DecimalText.readable(value)
  }

  /// "β− 100 %", "SF 5.44e-05 %", "β−n ~86 %", "β+p ?" (the code as ``decayMode(_:unicode:)``
  /// writes it; "#" marks an estimated intensity).
  static func decayModeText(_ mode: DecayMode, style: TerminalStyle) -> String {
    let code = style.display(decayMode(mode.mode, unicode: style.unicode))
    guard let intensity = mode.intensity.flatMap(intensityText), mode.relation != .unknown
    else { return code + " ?" }
    let relation = mode.relation == .equal ? "" : mode.relation.rawValue
    return code + " " + relation + intensity + (mode.isEstimated ? "#" : "") + " %"
  }

  /// A NUBASE decay code for people: with Unicode, α for A, β for B and the minus sign
  /// U+2212 for the hyphen ("β−", "2β−", "β−n", "EC"), as the chart's legend writes them;
  /// without, NUBASE's code ("B-"). NUBASE's "B+" (and "EC+B+") is β+ decay and electron
  /// capture together, so it is "EC/β+" ("EC/B+"): potassium-40's 10.72 % is almost all
  /// electron capture. No cluster code (such as "14C" or "24Ne") has an A, a B or a hyphen.
  static func decayMode(_ code: String, unicode: Bool) -> String {
    if code == "B+" || code == "EC+B+" { return unicode ? "EC/β+" : "EC/B+" }
    guard unicode else { return code }
    var out = ""
    for character in code {
      switch character {
      case "A": out += "α"
      case "B": out += "β"
      case "-": out += "\u{2212}"
      default: out.append(character)
      }
    }
    return out
  }
}
