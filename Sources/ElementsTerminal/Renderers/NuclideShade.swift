import ElementsCore

/// What the chart of nuclides colours its cells by.
public enum NuclideColoring: String, Sendable, Hashable, CaseIterable {
  /// The half-life, on a logarithmic scale from yoctoseconds to exayears.
  case halfLife = "half-life"
  /// The main decay mode.
  case mode

  /// The legend's title.
  var title: String {
    switch self {
    case .halfLife: "Half-life"
    case .mode: "Decay"
    }
  }
}

/// One class of nuclides as the chart shows it: its colour, the character that stands for it
/// without colour, and the legend's label.
struct NuclideShade: Sendable, Hashable {
  /// The cell's colour.
  var color: TextColor
  /// The character standing for the class without colour (always ASCII).
  var mark: Unicode.Scalar
  /// The legend's label, in Unicode; ``label(unicode:)`` folds it.
  var label: String

  /// The label for a style: in ASCII, Greek letters spelt out ("beta-") and dashes folded.
  func label(unicode: Bool) -> String {
    guard !unicode else { return label }
    var out = ""
    for character in label {
      switch character {
      case "α": out += "alpha"
      case "β": out += "beta"
      case "−", "–": out += "-"
      default: out.append(character)
      }
    }
    return out
  }

  /// Stable nuclides: white cells in a terminal (they stand out on the usual dark background),
  /// `#` without colour, black in the SVG picture.
  static let stable = NuclideShade(color: 231, mark: "#", label: "stable")
  /// Nuclides whose half-life (or decay mode) is unknown.
  static let unknown = NuclideShade(color: 244, mark: "?", label: "unknown")

  /// The upper edges of the half-life bands in seconds: ns, ms, s, min, h, d, y, ky, My, Gy;
  /// the last band reaches past the exayears.
  static let bandEdges: [Double] = [
    1e-9, 1e-3, 1, 60, 3600, 86400, 31_557_600, 31_557_600e3, 31_557_600e6, 31_557_600e9,
  ]

  /// The half-life bands, shortest first: a spectrum from magenta to red.
  static let bands: [NuclideShade] = [
    NuclideShade(color: 201, mark: ".", label: "ys–ns"),
    NuclideShade(color: 135, mark: ",", label: "ns–ms"),
    NuclideShade(color: 63, mark: ":", label: "ms–s"),
    NuclideShade(color: 33, mark: ";", label: "s–min"),
    NuclideShade(color: 38, mark: "-", label: "min–h"),
    NuclideShade(color: 42, mark: "=", label: "h–d"),
    NuclideShade(color: 112, mark: "+", label: "d–y"),
    NuclideShade(color: 184, mark: "*", label: "y–ky"),
    NuclideShade(color: 214, mark: "x", label: "ky–My"),
    NuclideShade(color: 202, mark: "X", label: "My–Gy"),
    NuclideShade(color: 160, mark: "%", label: "Gy–Ey"),
  ]

  /// The band of a half-life in seconds.
  static func band(seconds: Double) -> Int {
    bandEdges.firstIndex { seconds < $0 } ?? bandEdges.count
  }

  /// The decay classes' shades, in the legend's order (stable first).
  static func shade(of decayClass: NuclideDecayClass) -> NuclideShade {
    switch decayClass {
    case .stable: stable
    case .betaMinus: NuclideShade(color: 39, mark: "-", label: "β−")
    case .betaPlus: NuclideShade(color: 204, mark: "+", label: "β+/EC")
    case .alpha: NuclideShade(color: 220, mark: "a", label: "α")
    case .fission: NuclideShade(color: 77, mark: "f", label: "SF")
    case .proton: NuclideShade(color: 208, mark: "p", label: "p")
    case .neutron: NuclideShade(color: 141, mark: "n", label: "n")
    case .unknown: NuclideShade(color: 244, mark: "?", label: "other")
    }
  }

  /// A nuclide's shade.
  static func of(_ entry: NuclideChart.Entry, coloring: NuclideColoring) -> NuclideShade {
    switch coloring {
    case .mode: return shade(of: entry.decayClass)
    case .halfLife:
      if entry.isStable { return stable }
      guard let seconds = entry.halfLifeSeconds else { return unknown }
      return bands[band(seconds: seconds)]
    }
  }

  /// The shades a legend lists, in order.
  static func legend(_ coloring: NuclideColoring) -> [NuclideShade] {
    switch coloring {
    case .halfLife: [stable] + bands + [unknown]
    case .mode: NuclideDecayClass.allCases.map(shade(of:))
    }
  }

  /// Which of two nuclides speaks for a block of the chart drawn as one cell: a stable one,
  /// else the longest-lived, so that the valley of stability shows at every scale.
  static func rank(_ entry: NuclideChart.Entry) -> Double {
    entry.isStable ? .infinity : entry.halfLifeSeconds ?? -1
  }
}
