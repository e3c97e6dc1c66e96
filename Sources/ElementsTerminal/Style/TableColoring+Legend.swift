import ElementsCore

extension TableColoring {
  /// The key an element's cell is drawn with; a heatmap's colours at the terminal's depth
  /// (the fixed palettes are 256-colour whatever it is).
  func key(for element: AtomicElement, unicode: Bool, depth: ColorDepth) -> ColorKey {
    switch self {
    case .state:
      ColorKey(
        mark: Mark.of(element.state, unicode: unicode),
        background: TextColor.stateBackground(element.state),
        title: element.state.title)
    case .category:
      ColorKey(
        mark: Mark.of(element.category, unicode: unicode),
        background: element.category.map(TextColor.category),
        title: element.category?.title ?? "unknown")
    case .block:
      ColorKey(
        mark: Mark.of(element.block, unicode: unicode),
        background: element.block.map(TextColor.block),
        title: element.block?.title ?? "unknown")
    case .property(let heatmap):
      heatmap.key(for: element, unicode: unicode, depth: depth)
    case .stateAt(let temperature):
      Self.key(element.state(at: temperature), at: temperature, unicode: unicode)
    case .mastery(let mastery):
      Self.key(mastery.level(number: element.atomicNumber), unicode: unicode)
    }
  }

  /// The legend: every key the elements use, in the coloring's natural order (unknown last);
  /// a heatmap's at the terminal's colour depth.
  func legend(for elements: [AtomicElement], unicode: Bool, depth: ColorDepth) -> [ColorKey] {
    // Which values the elements have is found by comparing the values, not their keys, whose
    // marks are mostly not ASCII and slow to compare or hash as strings.
    let unknown = ColorKey(mark: "?", background: nil, title: "unknown")
    switch self {
    case .state:
      let states = elements.map(\.state)
      return PhysicalState.allCases.filter { states.contains($0) }
        .map {
          ColorKey(
            mark: Mark.of($0, unicode: unicode), background: TextColor.stateBackground($0),
            title: $0.title)
        }
    case .category:
      let categories = elements.map(\.category)
      let used = ElementCategory.allCases.filter { categories.contains($0) }
      return used.map {
        ColorKey(
          mark: Mark.of($0, unicode: unicode), background: TextColor.category($0), title: $0.title)
      } + (categories.contains(nil) ? [unknown] : [])
    case .block:
      let blocks = elements.map(\.block)
      let used = Block.allCases.filter { blocks.contains($0) }
      return used.map {
        ColorKey(
          mark: Mark.of($0, unicode: unicode), background: TextColor.block($0), title: $0.title)
      } + (blocks.contains(nil) ? [unknown] : [])
    case .property(let heatmap):
      return heatmap.legendKeys(unicode: unicode, depth: depth)
    case .stateAt(let temperature):
      let states = elements.map { $0.state(at: temperature) }
      let known: [PhysicalState] = [.solid, .liquid, .gas]
      return (known.filter { states.contains($0) } + (states.contains(nil) ? [nil] : [])).map {
        Self.key($0, at: temperature, unicode: unicode)
      }
    case .mastery(let mastery):
      // Every level, so that the scale reads whole, each with its count of elements.
      var counts = Array(repeating: 0, count: QuizMastery.Level.allCases.count)
      for number in elements.map(\.atomicNumber) {
        counts[mastery.level(number: number).rawValue] += 1
      }
      return QuizMastery.Level.allCases.map { level in
        let key = Self.key(level, unicode: unicode)
        return ColorKey(
          mark: key.mark, style: key.style, title: key.title + ": \(counts[level.rawValue])")
      }
    }
  }

  /// The key of a mastery level: its mark, its colour and what it means.
  static func key(_ level: QuizMastery.Level, unicode: Bool) -> ColorKey {
    let title =
      switch level {
      case .notStudied: "not yet studied"
      case .weak: "weak, none right last time"
      case .learning: "learning, under half known"
      case .good: "good, half or more known"
      case .mastered: "mastered, all known"
      }
    return ColorKey(
      mark: Mark.of(level, unicode: unicode), background: TextColor.mastery(level), title: title)
  }

  /// The line above the mastery legend that says what it counts.
  static func masterySummary(
    _ mastery: QuizMastery, for elements: [AtomicElement], width: Int
  ) -> [StyledLine] {
    let indent = 3
    let studied = elements.map(\.atomicNumber).filter { mastery.score(number: $0) != nil }.count
    let summary =
      "Mastery: the share of an element's answered quiz cards that are known (next review"
      + " \(QuizMastery.knownInterval) or more days away); \(studied) of \(elements.count)"
      + " element\(elements.count == 1 ? "" : "s") studied"
    return TextWidth.wrapped(summary, to: max(1, width - indent)).map {
      StyledLine(TextWidth.spaces(indent) + $0)
    }
  }

  /// The key of a state at a temperature: "solid at 3000 K", or "?" for unknown.
  private static func key(_ state: PhysicalState?, at temperature: Temperature, unicode: Bool)
    -> ColorKey
  {
    let kelvin = (DecimalText.rounded(temperature.kelvin, places: 2) ?? "?") + " K"
    guard let state else {
      return ColorKey(mark: "?", background: nil, title: "unknown at " + kelvin + " (no data)")
    }
    return ColorKey(
      mark: Mark.of(state, unicode: unicode), background: TextColor.stateBackground(state),
      title: state.title.lowercased() + " at " + kelvin)
  }
}
