import ElementsCore

/// The Nuclides tab: the selected nuclide, the zoom and the colouring.
public struct NuclideCursor: Sendable, Hashable {
  /// The selected nuclide's protons.
  public var z = 92
  /// The selected nuclide's neutrons.
  public var n = 146
  /// How close the chart is drawn: 0 the whole chart, 1 a square per nuclide, 2 symbols.
  public var zoom = 0
  /// What the colours show.
  public var coloring = NuclideColoring.halfLife

  /// The closest zoom.
  static let maximumZoom = 2
}

/// An open decay chain: the nuclide it starts from, and how far it is scrolled.
public struct DecayChainView: Sendable, Hashable {
  /// The start's protons.
  public var z: Int
  /// The start's neutrons.
  public var n: Int
  /// The first line on screen.
  public var scroll = 0
}

extension BrowserState {
  /// The protons a page moves in the Nuclides tab.
  static let nuclidePage = 10

  /// Carries out an action of the Nuclides tab or its decay chain.
  /// - Parameters:
  ///   - action: What to do.
  ///   - model: What is browsed.
  mutating func performNuclides(_ action: BrowserAction, in model: BrowserModel) {
    let chart = model.nuclides.chart(of: model.table)
    switch action {
    case .zoomIn: nuclides.zoom = min(NuclideCursor.maximumZoom, nuclides.zoom + 1)
    case .zoomOut: nuclides.zoom = max(0, nuclides.zoom - 1)
    case .toggleNuclideColoring:
      nuclides.coloring = nuclides.coloring == .halfLife ? .mode : .halfLife
    case .openDecayChain:
      guard chart.entry(z: nuclides.z, n: nuclides.n) != nil else { return }
      decayChain = DecayChainView(z: nuclides.z, n: nuclides.n)
    case .closeDecayChain: decayChain = nil
    default: break
    }
  }

  /// Moves the Nuclides tab's cursor: a neutron left or right within the element's nuclides,
  /// a proton (or a page of them) up or down to the nearest nuclide of that element, Home and
  /// End to the element's lightest and heaviest.
  mutating func moveNuclide(_ action: BrowserAction, in model: BrowserModel) {
    let chart = model.nuclides.chart(of: model.table)
    guard !chart.entries.isEmpty else { return }
    var z = nuclides.z
    var n = nuclides.n
    switch action {
    case .up: z += 1
    case .down: z -= 1
    case .pageUp: z += Self.nuclidePage
    case .pageDown: z -= Self.nuclidePage
    case .left: n -= 1
    case .right: n += 1
    case .first: n = chart.neutrons(z: z)?.lowerBound ?? n
    case .last: n = chart.neutrons(z: z)?.upperBound ?? n
    default: break
    }
    z = min(max(z, chart.protons.lowerBound), chart.protons.upperBound)
    if let (nearZ, nearN) = Self.nearestNuclide(z: z, n: n, in: chart) {
      nuclides.z = nearZ
      nuclides.n = nearN
    }
  }

  /// The nuclide nearest to (Z, N) of the element with `z` protons (or the nearest element
  /// with any).
  static func nearestNuclide(z: Int, n: Int, in chart: NuclideChart) -> (Int, Int)? {
    for offset in 0...chart.protons.count {
      for candidate in [z - offset, z + offset] {
        guard let row = chart.neutrons(z: candidate) else { continue }
        let clamped = min(max(n, row.lowerBound), row.upperBound)
        for step in 0...row.count {
          for m in [clamped - step, clamped + step] where chart.entry(z: candidate, n: m) != nil {
            return (candidate, m)
          }
        }
      }
    }
    return nil
  }

  /// After a change to the Nuclides tab: the element kept selected. The cursor stays where it
  /// is on the element's row; on another element it goes to the element's most abundant
  /// natural isotope, or for one with none in nature to its longest-lived: the isotope of its
  /// bracketed mass number (No-259), as the tile's back names it, else the longest-lived on
  /// the chart.
  mutating func selectNuclide(of element: AtomicElement, in model: BrowserModel) {
    let chart = model.nuclides.chart(of: model.table)
    let z = element.atomicNumber
    guard z != nuclides.z, let row = chart.neutrons(z: z) else { return }
    var n = nuclides.n
    if let natural = model.table.details(of: element).naturalIsotopes.first {
      n = natural.massNumber - z
    } else if case .massNumber(let number)? = element.atomicWeight,
      chart.entry(z: z, n: number - z) != nil
    {
      n = number - z
    } else if let longest = row.max(by: {
      Self.lifetime(chart.entry(z: z, n: $0)) < Self.lifetime(chart.entry(z: z, n: $1))
    }) {
      n = longest
    }
    guard let (nearZ, nearN) = Self.nearestNuclide(z: z, n: n, in: chart) else { return }
    nuclides.z = nearZ
    nuclides.n = nearN
  }

  /// How long a nuclide lives, for choosing the longest-lived: a stable one longest, one of
  /// unknown half-life or none at all shortest.
  private static func lifetime(_ entry: NuclideChart.Entry?) -> Double {
    guard let entry else { return -1 }
    return entry.isStable ? .infinity : entry.halfLifeSeconds ?? 0
  }

  /// Scrolls the open decay chain.
  mutating func scrollDecayChain(_ action: BrowserAction, in model: BrowserModel) {
    guard var view = decayChain else { return }
    let total = BrowserView.decayChainContent(view, model: model, style: .plain).count
    let page = max(1, size.contentRows - 1)
    switch action {
    case .up: view.scroll -= 1
    case .down: view.scroll += 1
    case .pageUp: view.scroll -= page
    case .pageDown: view.scroll += page
    default: view.scroll = 0
    }
    view.scroll = min(max(0, view.scroll), max(0, total - size.contentRows))
    decayChain = view
  }
}
