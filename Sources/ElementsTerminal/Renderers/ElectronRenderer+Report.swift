import ElementsCore

extension ElectronRenderer {
  /// Where a configuration or term comes from, in words: what the data gives is from NIST
  /// ASD for the built-in data, and from the file for data read from one; an anion's from the
  /// literature names its reference.
  static func sourceText(
    _ source: ElectronStructure.Source, term: Bool, dataFile: String?, reference: String?,
    style: TerminalStyle
  ) -> String {
    switch (source, dataFile) {
    case (.literature, _):
      term
        ? (reference ?? "the literature on negative ions")
        : "the literature on negative ions (\(reference ?? "see the guide"))"
    case (.measured, nil): term ? "NIST ASD ground level" : "NIST ASD, measured"
    case (.predicted, nil): "NIST ASD, calculated"
    case (.measured, let file?), (.predicted, let file?):
      (term ? "ground level from " : "from ") + style.display(file)
    case (.textbookRule, _): "derived by the textbook rule"
    case (.hundsRules, _): "derived by Hund's rules"
    }
  }

  /// The report of `elements electrons`: a title, the facts (configurations, where they come
  /// from, the Aufbau order or the ion rule and any exception, term symbol, unpaired electrons
  /// and magnetism, valence electrons, isoelectronic species), the orbital box diagram and the
  /// shell diagram.
  /// - Parameters:
  ///   - structure: The atom or ion.
  ///   - table: The table it comes from (for the isoelectronic species).
  ///   - options: Which boxes, in which order.
  ///   - style: How output may look.
  /// - Returns: The styled text.
  public static func report(
    _ structure: ElectronStructure, in table: PeriodicTable, options: Options,
    style: TerminalStyle
  ) -> StyledText {
    let unicode = style.unicode
    let element = structure.element
    let name = species(element.symbol, charge: structure.charge, unicode: unicode)
    var text = StyledText()
    let electrons = structure.electronCount
    var title: StyledLine
    if structure.charge == 0 {
      title = StyledLine(style.display(element.name), .bold)
      title.append(" (\(name))", .bold)
    } else {
      title = StyledLine(name, .bold)
      title.append(", an ion of " + style.display(element.name).lowercased())
    }
    let counts =
      "Z = \(element.atomicNumber), \(electrons) " + (electrons == 1 ? "electron" : "electrons")
    if TextWidth.of(title.plain) + 2 + TextWidth.of(counts) <= style.width {
      title.append(", " + counts)
      text.append(title)
    } else {
      text.append(title)
      text.append(StyledLine(counts))
    }

    var facts: [(String, String)] = []
    let configuration = structure.configuration
    if let note = bindingNote(structure, style: style) { facts.append(("Note", note)) }
    facts.append(("Configuration", fullText(configuration, unicode: unicode)))
    facts.append(
      ("Noble-gas form", nobleGasText(configuration, charge: structure.charge, unicode: unicode)))
    let dataFile = table.dataFile
    // What the data gives: measured for the built-in data, the file's for data from one.
    let given = dataFile == nil ? "measured " : "the data's "
    facts.append(
      (
        "Source",
        structure.binding == .unbound
          ? "hypothetical, by the textbook rule"
          : sourceText(
            structure.configurationSource, term: false, dataFile: dataFile,
            reference: structure.reference, style: style)
      ))
    if structure.charge == 0 {
      let filled = Set(configuration.occupancies.map(\.subshell))
      let count = (Subshell.madelungOrder.lastIndex { filled.contains($0) } ?? -1) + 1
      let order = Subshell.madelungOrder.prefix(count).map { $0.description }
      facts.append(("Aufbau order", order.joined(separator: " ")))
      if structure.isAufbauException {
        facts.append(
          (
            "Aufbau exception",
            "predicted "
              + nobleGasText(structure.predicted, charge: structure.charge, unicode: unicode) + ", "
              + given
              + nobleGasText(configuration, charge: structure.charge, unicode: unicode)
          ))
      }
    } else if structure.charge > 0 {
      facts.append(
        (
          "Ion rule",
          "outer ns, np first, then (n-1)d, then (n-2)f: "
            + nobleGasText(structure.predicted, charge: structure.charge, unicode: unicode)
        ))
      if structure.isAufbauException {
        facts.append(
          (
            "Rule exception",
            given + nobleGasText(configuration, charge: structure.charge, unicode: unicode)
              + ", the rule predicts "
              + nobleGasText(structure.predicted, charge: structure.charge, unicode: unicode)
          ))
      }
    } else {
      facts.append(
        (
          "Ion rule",
          "extra electrons fill in the Aufbau order: "
            + nobleGasText(structure.predicted, charge: structure.charge, unicode: unicode)
        ))
      if structure.isAufbauException {
        facts.append(
          (
            "Rule exception",
            "the literature gives "
              + nobleGasText(configuration, charge: structure.charge, unicode: unicode)
              + ", the rule predicts "
              + nobleGasText(structure.predicted, charge: structure.charge, unicode: unicode)
          ))
      }
    }
    if let term = structure.term, let source = structure.termSource {
      facts.append(
        (
          "Term symbol",
          FactText.termSymbol(term, unicode: unicode) + " ("
            + sourceText(
              source, term: true, dataFile: dataFile, reference: structure.reference, style: style)
            + ")"
        ))
    } else {
      facts.append(("Term symbol", style.unknown))
    }
    if let magnetism = structure.magnetism {
      facts.append(("Unpaired electrons", "\(structure.unpairedElectrons), \(magnetism.rawValue)"))
    }
    if let valence = structure.valenceElectrons {
      facts.append(("Valence electrons", String(valence)))
    }
    let isoelectronic = structure.isoelectronicSpecies(in: table).map {
      species($0.element.symbol, charge: $0.charge, unicode: unicode)
    }
    if !isoelectronic.isEmpty {
      facts.append(("Isoelectronic with", isoelectronic.joined(separator: ", ")))
    }
    let labelWidth = facts.map { $0.0.count }.max() ?? 0
    for (label, value) in facts {
      text.append(contentsOf: factLines(label, value, labelWidth: labelWidth, width: style.width))
    }

    text.append("")
    // The heading, its note wrapped beside it to the width.
    var note = options.byShell ? "by shell" : "in filling order"
    if !options.full, let core = configuration.nobleGasCore {
      note = "([\(core.symbol)] core collapsed; --full draws every box) " + note
    }
    let indent = TextWidth.spaces("Orbitals ".count)
    for (index, row) in TextWidth.wrapped(note, to: max(8, style.width - indent.count))
      .enumerated()
    {
      var line = index == 0 ? StyledLine("Orbitals ", .bold) : StyledLine(indent)
      line.append(row, .dim)
      text.append(line)
    }
    text.append(contentsOf: boxDiagram(structure, options: options, style: style))
    text.append("")
    text.append(StyledLine("Shells", .bold))
    text.append(contentsOf: shellDiagram(structure, style: style))
    return text
  }

  /// What a chemist must know of a negative ion that is not bound as a free particle, or
  /// `nil` for a bound one, an atom or a cation.
  static func bindingNote(_ structure: ElectronStructure, style: TerminalStyle) -> String? {
    let element = structure.element
    let name = species(element.symbol, charge: structure.charge, unicode: style.unicode)
    let lowered = style.display(element.name).lowercased()
    switch structure.binding {
    case nil, .bound?: return nil
    case .unbound?:
      return "\(name) is not a bound species: \(lowered) has no positive electron affinity, "
        + "so a free atom holds no extra electron; the configuration below is the rule's, "
        + "hypothetical"
    case .multiplyCharged?:
      return "\(name) is not bound as a free ion: no atom holds two or more extra electrons "
        + "alone; it exists in ionic solids and solutions, held by its surroundings, with "
        + "the configuration below"
    case .unknown?:
      return "whether \(name) is bound is not known (the data has no electron affinity for "
        + "\(lowered)); the configuration below is the rule's"
    }
  }

  /// A fact's lines: the label, then the value wrapped at spaces to the width, later lines
  /// under the first.
  private static func factLines(_ label: String, _ value: String, labelWidth: Int, width: Int)
    -> [StyledLine]
  {
    // Too narrow for the values beside the labels: each value goes under its label.
    let stacked = width - (2 + labelWidth + 2) < 16
    let indent = stacked ? 4 : 2 + labelWidth + 2
    let rows = TextWidth.wrapped(value, to: max(8, width - indent))
    if stacked {
      return [StyledLine("  ") + StyledLine(label, .dim)]
        + rows.map { StyledLine("    " + $0) }
    }
    return rows.enumerated().map { index, row in
      var line = StyledLine("  ")
      if index == 0 {
        line.append(label, .dim)
        line.append(TextWidth.spaces(labelWidth - label.count + 2))
      } else {
        line.append(TextWidth.spaces(labelWidth + 2))
      }
      line.append(row)
      return line
    }
  }

  /// The structure as a JSON object: species, element, number, charge, electrons,
  /// configuration, nobleGasConfiguration, configurationSource, reference (the literature of
  /// an anion's configuration), binding (an anion's: bound, unbound, multiplyCharged or
  /// unknown; `null` otherwise), subshells (each with its
  /// electrons and unpaired ones, in shell order), shells, unpairedElectrons, magnetism,
  /// termSymbol (ASCII, `*` for odd parity), termSymbolSource, aufbauException,
  /// predictedConfiguration, predictedNobleGasConfiguration, valenceElectrons and
  /// isoelectronicWith. Unknown values are `null`.
  /// - Parameters:
  ///   - structure: The atom or ion.
  ///   - table: The table it comes from.
  /// - Returns: The JSON text with a trailing line break.
  public static func json(_ structure: ElectronStructure, in table: PeriodicTable) -> String {
    let q = DataFormatter.quoted
    let element = structure.element
    let configuration = structure.configuration
    let subshells = configuration.occupancies.map {
      "{\"subshell\": \(q($0.subshell.description)), \"electrons\": \($0.electrons), "
        + "\"unpaired\": \($0.unpaired)}"
    }
    let isoelectronic = structure.isoelectronicSpecies(in: table).map {
      q(species($0.element.symbol, charge: $0.charge, unicode: false))
    }
    let members: [(String, String)] = [
      ("species", q(species(element.symbol, charge: structure.charge, unicode: false))),
      ("element", q(element.symbol)),
      ("number", String(element.atomicNumber)),
      ("charge", String(structure.charge)),
      ("electrons", String(structure.electronCount)),
      ("configuration", q(configuration.description)),
      ("nobleGasConfiguration", q(configuration.nobleGasText(charge: structure.charge))),
      ("configurationSource", q(structure.configurationSource.rawValue)),
      ("reference", structure.reference.map(q) ?? "null"),
      ("binding", structure.binding.map { q($0.rawValue) } ?? "null"),
      (
        "subshells",
        subshells.isEmpty ? "[]" : "[\n    " + subshells.joined(separator: ",\n    ") + "\n  ]"
      ),
      ("shells", "[" + configuration.shells.map(String.init).joined(separator: ", ") + "]"),
      ("unpairedElectrons", String(structure.unpairedElectrons)),
      ("magnetism", structure.magnetism.map { q($0.rawValue) } ?? "null"),
      ("termSymbol", structure.term.map { q($0.ascii) } ?? "null"),
      ("termSymbolSource", structure.termSource.map { q($0.rawValue) } ?? "null"),
      ("aufbauException", String(structure.isAufbauException)),
      ("predictedConfiguration", q(structure.predicted.description)),
      (
        "predictedNobleGasConfiguration",
        q(structure.predicted.nobleGasText(charge: structure.charge))
      ),
      ("valenceElectrons", structure.valenceElectrons.map(String.init) ?? "null"),
      ("isoelectronicWith", "[" + isoelectronic.joined(separator: ", ") + "]"),
    ]
    return "{\n" + members.map { "  \(q($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
  }
}
