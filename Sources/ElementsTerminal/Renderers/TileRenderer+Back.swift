import ElementsCore

extension TileRenderer {
  /// The back of the element's tile (the "flip side"): a box of labelled facts.
  ///
  /// Rows run Name, Atomic number, Symbol, State, Atomic weight; Group, Period, Block,
  /// Category; Electron configuration, Electron shells; Melting point, Boiling point, Density,
  /// Electronegativity; Discovered, Radioactive, Wikipedia, in groups parted by rules. Unknown
  /// values show as "—", never 0. Long values wrap inside the box to fit the width; too narrow
  /// for two columns, each value goes under its label. The Wikipedia address is never broken:
  /// where it does not fit, it is written whole below the box.
  /// - Parameters:
  ///   - element: The element.
  ///   - style: How output may look.
  /// - Returns: The lines.
  public static func back(_ element: AtomicElement, style: TerminalStyle) -> StyledText {
    box(facts(element, style: style).map { (nil, $0) }, element: element, style: style)
  }

  /// The back of the tile grown into sections (``TileSection``): overview, atom, electrons,
  /// physical, isotopes, and history and sources; each starts with its title, and sections are
  /// parted by rules. Unknown values show as "—", never 0; it wraps to fit the width as
  /// ``back(_:style:)`` does. The sources named are the built-in data's, or for data from a
  /// file, the file.
  /// - Parameters:
  ///   - element: The element.
  ///   - details: Its details (`PeriodicTable.details(of:)`).
  ///   - sections: The sections to show, in this order; all of them by default.
  ///   - dataFile: The file the data was read from (`PeriodicTable.dataFile`); `nil` for the
  ///     built-in data.
  ///   - style: How output may look.
  /// - Returns: The lines.
  public static func back(
    _ element: AtomicElement, details: ElementDetails,
    sections: [TileSection] = TileSection.allCases, dataFile: String? = nil,
    style: TerminalStyle
  ) -> StyledText {
    let groups = sections.map { section in
      (
        title: Optional(section.title),
        facts: sectionFacts(
          section, element: element, details: details, dataFile: dataFile, style: style)
      )
    }
    return box(groups, element: element, style: style)
  }

  /// A box of labelled facts in groups, each group optionally under a title.
  private static func box(
    _ titledGroups: [(title: String?, facts: [Fact])], element: AtomicElement,
    style: TerminalStyle
  ) -> StyledText {
    let box = BoxCharacters(unicode: style.unicode)
    let border = TextStyle.foreground(.state(element.state))
    let groups = titledGroups.map { $0.facts }
    let labelWidth = groups.joined().map { TextWidth.of($0.label) }.max() ?? 0
    let valueWidth = groups.joined().map { TextWidth.of($0.value ?? style.unknown) }.max() ?? 0

    let widest = max(12, style.width - 4)
    let stacked = labelWidth + 2 + 12 > widest
    let inner: Int
    if stacked {
      inner = min(widest, max(labelWidth, valueWidth + 2))
    } else {
      inner = min(widest, labelWidth + 2 + valueWidth)
    }
    let valueRoom = stacked ? inner - 2 : inner - labelWidth - 2

    func row(_ runs: [StyledRun]) -> StyledLine {
      // Room at once for the border, the runs, the padding and the border.
      var line = StyledLine()
      line.runs.reserveCapacity(runs.count + 3)
      line.append(box.vertical + " ", border)
      var width = 0
      for run in runs {
        line.append(run.text, run.style)
        width += TextWidth.of(run.text)
      }
      line.append(TextWidth.spaces(inner - width))
      line.append(" " + box.vertical, border)
      return line
    }

    var lines = [StyledLine(box.topLeft + box.rule(inner + 2) + box.topRight, border)]
    // Values that must stay whole but do not fit: written below the box, one a line.
    var below: [StyledLine] = []
    for (index, group) in groups.enumerated() {
      if index > 0 {
        lines.append(StyledLine(box.leftTee + box.rule(inner + 2) + box.rightTee, border))
      }
      if let title = titledGroups[index].title {
        let text = TextWidth.truncate(title.uppercased(), to: inner, unicode: style.unicode)
        lines.append(row([StyledRun(text, .bold)]))
      }
      for fact in group {
        let label = TextWidth.truncate(fact.label, to: inner, unicode: style.unicode)
        let valueStyle = fact.value == nil ? TextStyle.dim : .plain
        var pieces = TextWidth.wrapped(fact.value ?? style.unknown, to: valueRoom)
        if fact.isWhole, let value = fact.value, TextWidth.of(value) > valueRoom {
          below.append(StyledLine(value))
          pieces = [TextWidth.truncate("below the box", to: valueRoom, unicode: style.unicode)]
        }
        if stacked {
          lines.append(row([StyledRun(label, .bold)]))
          for piece in pieces {
            lines.append(row([StyledRun("  "), StyledRun(piece, valueStyle)]))
          }
        } else {
          for (number, piece) in pieces.enumerated() {
            let head = number == 0 ? label : ""
            lines.append(
              row([
                StyledRun(head, .bold),
                StyledRun(TextWidth.spaces(labelWidth - TextWidth.of(head) + 2)),
                StyledRun(piece, valueStyle),
              ]))
          }
        }
      }
    }
    lines.append(StyledLine(box.bottomLeft + box.rule(inner + 2) + box.bottomRight, border))
    return StyledText(lines + below)
  }

  /// One labelled row of the back.
  struct Fact {
    let label: String
    let value: String?
    /// Whether the value must never be broken across lines (an address is copied and clicked
    /// whole): when it does not fit in the box, it goes on a line of its own below the box.
    var isWhole = false

    /// An empty value counts as unknown.
    init(label: String, value: String?, isWhole: Bool = false) {
      self.label = label
      self.value = value?.isEmpty == true ? nil : value
      self.isWhole = isWhole
    }

    /// The Wikipedia address: the data's, or one made from the name; never broken.
    static func wikipedia(_ element: AtomicElement, style: TerminalStyle) -> Fact {
      Fact(label: "Wikipedia", value: style.display(element.wikipediaAddress), isWhole: true)
    }
  }

  /// The back's rows, in groups.
  private static func facts(_ element: AtomicElement, style: TerminalStyle) -> [[Fact]] {
    let unicode = style.unicode
    let aliases = element.alternateNames.map(style.display).joined(separator: ", ")
    var weight = FactText.weight(element, style: style)
    if case .massNumber = element.atomicWeight, let text = weight {
      weight = text + " (mass number)"
    }
    var identity = [Fact(label: "Name", value: style.display(element.name))]
    if !aliases.isEmpty { identity.append(Fact(label: "Also called", value: aliases)) }
    identity += [
      Fact(label: "Atomic number", value: String(element.atomicNumber)),
      Fact(label: "Symbol", value: style.display(element.symbol)),
      Fact(label: "State", value: element.state.title),
      Fact(label: "Atomic weight", value: weight),
    ]
    let place = [
      Fact(label: "Group", value: element.group.map(String.init)),
      Fact(label: "Period", value: element.period.map(String.init)),
      Fact(label: "Block", value: element.block?.rawValue),
      Fact(label: "Category", value: FactText.category(element.category)),
    ]
    let electrons = [
      Fact(
        label: "Electron configuration", value: FactText.configuration(element, style: style)),
      Fact(label: "Electron shells", value: FactText.shells(element)),
    ]
    let melting = FactText.temperature(element.meltingPoint, unicode: unicode)
    let boiling = FactText.temperature(element.boilingPoint, unicode: unicode)
    let physical = [
      Fact(label: "Melting point", value: melting),
      Fact(label: "Boiling point", value: boiling),
      Fact(label: "Density", value: FactText.density(element.density, unicode: unicode)),
      Fact(
        label: "Electronegativity (Pauling)", value: FactText.decimal(element.electronegativity)),
    ]
    let history = [
      Fact(label: "Discovered", value: FactText.discovery(element, style: style)),
      Fact(label: "Radioactive", value: FactText.yesNo(element.isRadioactive)),
      .wikipedia(element, style: style),
    ]
    return [identity, place, electrons, physical, history]
  }
}
