import ElementsCore

/// The Table tab's property prompt (`p`): the user types the name of a numeric property, Tab
/// completes it, Enter colours the table by it as a heatmap.
public struct PropertyPrompt: Sendable, Hashable {
  /// The most characters the prompt takes: longer than any property's name.
  public static let maximumLength = 40

  /// The name as typed so far.
  public var text = ""
  /// The properties the data has values for, by their JSON names: what may be chosen.
  public let candidates: [String]

  /// Makes an empty prompt.
  /// - Parameter candidates: The properties that may be chosen.
  public init(candidates: [String]) { self.candidates = candidates }

  /// The candidates whose names start with the text, ignoring case; all of them for no text.
  public var matches: [String] {
    let typed = text.lowercased()
    return candidates.filter { $0.lowercased().hasPrefix(typed) }
  }

  /// The candidate the text names: the one it spells (ignoring case), or the only match.
  public var chosen: String? {
    let typed = text.lowercased()
    if let exact = candidates.first(where: { $0.lowercased() == typed }) { return exact }
    let matches = matches
    return matches.count == 1 ? matches[0] : nil
  }

  /// The text completed as far as every match agrees: the whole name for a single match.
  public var completed: String {
    let matches = matches
    guard var prefix = matches.first else { return text }
    for match in matches.dropFirst() {
      prefix = String(zip(prefix, match).prefix { $0.lowercased() == $1.lowercased() }.map { $0.0 })
    }
    return prefix.count >= text.count ? prefix : text
  }
}

extension BrowserState {
  /// The numeric properties a heatmap can show, in the order `c` cycles through them: all but
  /// the atomic number, which the table's order already shows.
  static var heatmapFields: [ElementField] {
    ElementField.numeric.filter { $0.key != "number" }
  }

  /// The colouring before or after `current` in the cycle `c` and `C` step through: category,
  /// state, block, the quiz's mastery (when given), then a heatmap of each numeric property
  /// with a value in the table (density, electronegativity, ...), then category again. Only
  /// the heatmap shown is made.
  /// - Parameters:
  ///   - current: The colouring now.
  ///   - table: The elements.
  ///   - backwards: Whether to step back (`C`).
  ///   - mastery: The quiz's mastery, whose colouring comes after block; `nil` leaves it out.
  /// - Returns: The colouring next in that direction.
  public static func coloring(
    after current: TableColoring, in table: PeriodicTable, backwards: Bool,
    mastery: QuizMastery? = nil
  ) -> TableColoring {
    let fixed = coloringCycle + (mastery.map { [TableColoring.mastery($0)] } ?? [])
    let fields = heatmapFields
    let count = fixed.count + fields.count
    var index: Int
    switch current {
    case .property(let heatmap):
      index = fields.firstIndex { $0.key == heatmap.field.key }.map { fixed.count + $0 } ?? -1
    case .stateAt: index = fixed.firstIndex(of: .state) ?? -1
    case .mastery: index = mastery == nil ? -1 : coloringCycle.count
    default: index = fixed.firstIndex(of: current) ?? -1
    }
    if index < 0, backwards { index = 0 }
    for _ in 0..<count {
      index = (index + (backwards ? count - 1 : 1)) % count
      if index < fixed.count { return fixed[index] }
      if let heatmap = try? Heatmap(field: fields[index - fixed.count], table: table),
        heatmap.hasValues
      {
        return .property(heatmap)
      }
    }
    return .category
  }

  /// `c` or `C` in the Table tab, outside a mode: the next colouring of the cycle, with the
  /// quiz's mastery after block. When the quiz's progress could not be read, the cycle passes
  /// it by and the status line says why, as it steps from block or back to it.
  mutating func cycleColoring(backwards: Bool, in model: BrowserModel) {
    let mastery = try? model.mastery?.get()
    let next = Self.coloring(
      after: coloring, in: model.table, backwards: backwards, mastery: mastery)
    if case .failure(let error)? = model.mastery {
      let fromBlock = coloring == .block && !backwards
      let toBlock = next == .block && backwards
      if fromBlock || toBlock {
        coloring = next
        status = .masteryUnavailable(error)
        return
      }
    }
    coloring = next
    status = .coloring(coloring)
  }

  /// `p` in the Table tab: opens the property prompt, offering every numeric property the data
  /// has a value for.
  mutating func openPropertyPrompt(in model: BrowserModel) {
    let names = Self.heatmapFields.filter { field in
      (try? Heatmap(field: field, table: model.table))?.hasValues == true
    }.map { $0.key }
    propertyPrompt = PropertyPrompt(candidates: names)
  }

  /// Carries out a key of the property prompt: typing, erasing, completing (Tab), choosing
  /// (Enter: the table is coloured by the property, on a linear scale, and any temperature or
  /// year mode is left) or closing it (Esc).
  mutating func performPropertyPrompt(_ action: BrowserAction, key: Key, in model: BrowserModel) {
    guard var prompt = propertyPrompt else { return }
    switch action {
    case .typeProperty:
      guard case .character(let character) = key,
        prompt.text.count < PropertyPrompt.maximumLength
      else { return }
      prompt.text.append(character)
    case .eraseProperty:
      if !prompt.text.isEmpty { prompt.text.removeLast() }
    case .completeProperty:
      prompt.text = prompt.completed
    case .chooseProperty:
      guard let name = prompt.chosen, let field = ElementField.named(name),
        let heatmap = try? Heatmap(field: field, table: model.table)
      else {
        prompt.text = prompt.completed
        break
      }
      propertyPrompt = nil
      tableMode = nil
      coloring = .property(heatmap)
      status = .coloring(coloring)
      return
    case .closePropertyPrompt:
      propertyPrompt = nil
      return
    default:
      return
    }
    propertyPrompt = prompt
  }

  /// `L` in the Table tab: a heatmap's scale from linear to logarithmic or back. A scale that
  /// cannot be logarithmic (a value not above 0), or a colouring that is not a heatmap, stays
  /// as it is, and the status line says why.
  mutating func toggleLogScale(in model: BrowserModel) {
    guard tableMode == nil, case .property(let heatmap) = coloring else {
      status = .logScaleUnavailable(reason: nil)
      return
    }
    do {
      coloring = .property(
        try Heatmap(field: heatmap.field, logarithmic: !heatmap.logarithmic, table: model.table))
      status = .coloring(coloring)
    } catch {
      status = .logScaleUnavailable(reason: error.message)
    }
  }
}
