import ElementsCore

/// What the colours of the periodic table show: the `--color-by` option.
public enum TableColoring: Sendable, Hashable {
  /// The state at room temperature: solid, liquid, gas or artificial.
  case state
  /// The chemical family: alkali metal, halogen and so on.
  case category
  /// The block: s, p, d or f.
  case block
  /// A numeric property on a colour scale, with shading marks: a heatmap.
  case property(Heatmap)
  /// The state at a temperature at 1 atm (`--at 3000K`), from the melting and boiling points;
  /// unknown where the data lacks them (see `AtomicElement/state(at:)`).
  case stateAt(Temperature)
  /// How well the quiz's cards of each element are known (`--color-by mastery`), from the
  /// quiz's progress: see `QuizMastery`.
  case mastery(QuizMastery)

  /// The word of the mastery colouring, which is made from the quiz's progress rather than
  /// named in ``named``.
  public static let masteryName = "mastery"

  /// The colourings a word names on the command line: state, category and block. A heatmap is
  /// named by its property instead.
  public static let named: [TableColoring] = [.state, .category, .block]

  /// The word that names the colouring: "state" (also for the state at a temperature),
  /// "category", "block" or "mastery"; for a heatmap, its property's JSON name.
  public var name: String {
    switch self {
    case .state, .stateAt: "state"
    case .category: "category"
    case .block: "block"
    case .property(let heatmap): heatmap.field.key
    case .mastery: TableColoring.masteryName
    }
  }

  /// The colouring a word names, one of ``named``: "state", "category" or "block".
  /// - Parameter name: The word.
  public init?(name: String) {
    guard let coloring = TableColoring.named.first(where: { $0.name == name }) else {
      return nil
    }
    self = coloring
  }

  /// What the colours show, as a caption says it: "category", "state at 3000 K",
  /// "density (g/cm³) on a logarithmic scale".
  public var caption: String {
    switch self {
    case .state: "state"
    case .category: "category"
    case .block: "block"
    case .property(let heatmap):
      FactText.label(of: heatmap.field, style: .plain)
        + (heatmap.logarithmic ? " on a logarithmic scale" : "")
    case .stateAt(let temperature):
      "state at " + (DecimalText.rounded(temperature.kelvin, places: 2) ?? "?") + " K"
    case .mastery: "mastery in the quiz"
    }
  }
}
