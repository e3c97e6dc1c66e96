import ElementsCore

/// The Nuclides tab: the selected nuclide's summary, the chart at its zoom with the cursor,
/// and the legend; and the decay chain that Enter opens.
extension BrowserView {
  /// Where the Nuclides tab's chart is and how it is drawn.
  struct NuclideLayout {
    /// The chart.
    let chart: NuclideChart
    /// The part of the chart on screen.
    let window: NuclideWindow
    /// Blocks or symbols.
    let cells: NuclideChartRenderer.Cells
    /// The legend's lines.
    let legend: [StyledLine]
  }

  /// The content line of the chart's first row: after the summary.
  static let nuclideChartTop = 1

  /// Lays the tab out for the screen: the whole chart shrunk to fit (zoom 0), a square per
  /// nuclide (1) or symbols (2), the window the page of the chart that holds the cursor.
  static func nuclideLayout(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> NuclideLayout
  {
    let chart = model.nuclides.chart(of: model.table)
    let cursor = state.nuclides
    let legend = NuclideChartRenderer.legendLines(cursor.coloring, style: style)
    let columns = max(4, style.width - NuclideChartRenderer.margin - 2)
    let lines = max(2, state.size.contentRows - nuclideChartTop - legend.count - 2)
    let whole = NuclideWindow(protons: chart.protons, neutrons: chart.neutrons)
    // The chart in pages of the window's size, the cursor's page shown: the window stays
    // put while the cursor moves inside it, so that a second click finds the same nuclide.
    func paged(across: Int, down: Int) -> NuclideWindow {
      func span(_ around: Int, _ count: Int, in range: ClosedRange<Int>) -> ClosedRange<Int> {
        let count = max(1, min(count, range.count))
        let page = (around - range.lowerBound) / count
        let low = min(range.lowerBound + page * count, range.upperBound - count + 1)
        return low...(low + count - 1)
      }
      return NuclideWindow(
        protons: span(cursor.z, down, in: chart.protons),
        neutrons: span(cursor.n, across, in: chart.neutrons))
    }
    switch cursor.zoom {
    case 0:
      let scale = NuclideChartRenderer.blockScale(whole, columns: columns, lines: lines)
      return NuclideLayout(
        chart: chart, window: whole, cells: .blocks(scale: scale), legend: legend)
    case 1:
      return NuclideLayout(
        chart: chart, window: paged(across: columns, down: 2 * lines), cells: .blocks(scale: 1),
        legend: legend)
    default:
      return NuclideLayout(
        chart: chart,
        window: paged(across: columns / NuclideChartRenderer.symbolCellWidth, down: lines),
        cells: .symbols, legend: legend)
    }
  }

  /// The Nuclides tab's lines; for data without isotopes, the line that says so instead of
  /// the chart.
  static func nuclideLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [StyledLine]
  {
    guard model.table.hasIsotopes else {
      let message = NuclideError.noIsotopeData(
        source: model.table.source, use: "the chart of nuclides")
      let text = Sanitizer.terminalText(message.description)
      return [StyledLine()]
        + TextWidth.wrapped(text, to: style.width - 2).map { StyledLine(" " + $0) }
    }
    let layout = nuclideLayout(state, model: model, style: style)
    let cursor = state.nuclides
    var summary = StyledLine()
    if let entry = layout.chart.entry(z: cursor.z, n: cursor.n) {
      summary = fit(
        [
          StyledRun(
            " "
              + NuclideChartRenderer.summary(
                entry, of: layout.chart, isotope: model.table.isotope(of: entry.nuclide),
                isomer: model.table.isotope(
                  of: Nuclide(
                    atomicNumber: entry.atomicNumber, massNumber: entry.massNumber,
                    isIsomer: true)), style: style),
            .bold)
        ], style: style)
    }
    var lines = [summary]
    var squares: [Int]?
    if case .blocks(let scale) = layout.cells {
      squares = model.nuclides.squares(
        layout.chart, layout: NuclideChartRenderer.BlockLayout(layout.window, scale: scale))
    }
    lines += NuclideChartRenderer.chartLines(
      layout.chart, window: layout.window, cells: layout.cells, coloring: cursor.coloring,
      cursor: (cursor.z, cursor.n), squares: squares, style: style
    ).map { fit($0.runs, style: style) }
    lines += layout.legend.map { fit($0.runs, style: style) }
    return lines
  }

  /// The nuclide drawn at a content line and screen column of the Nuclides tab: the one a
  /// symbol cell holds, or the one a block square stands for.
  static func nuclide(
    atLine line: Int, column: Int, state: BrowserState, model: BrowserModel
  ) -> (z: Int, n: Int)? {
    let style = TerminalStyle(color: false, unicode: true, width: state.size.columns)
    let layout = nuclideLayout(state, model: model, style: style)
    let row = line - nuclideChartTop
    let across = column - NuclideChartRenderer.margin
    guard row >= 0, across >= 0 else { return nil }
    switch layout.cells {
    case .symbols:
      let z = layout.window.protons.upperBound - row
      let n = layout.window.neutrons.lowerBound + across / NuclideChartRenderer.symbolCellWidth
      guard layout.window.protons.contains(z), layout.window.neutrons.contains(n),
        layout.chart.entry(z: z, n: n) != nil
      else { return nil }
      return (z, n)
    case .blocks(let scale):
      let blocks = NuclideChartRenderer.BlockLayout(layout.window, scale: scale)
      guard row < blocks.lines, across < blocks.columns else { return nil }
      var best: NuclideChart.Entry?
      for z in blocks.protons(line: row) {
        for n in blocks.neutrons(column: across) {
          guard let entry = layout.chart.entry(z: z, n: n) else { continue }
          if best.map({ NuclideShade.rank($0) < NuclideShade.rank(entry) }) ?? true {
            best = entry
          }
        }
      }
      return best.map { ($0.atomicNumber, $0.neutrons) }
    }
  }

  /// The decay chain's lines: a title, then the chain as `elements decay` draws it.
  static func decayChainContent(
    _ view: DecayChainView, model: BrowserModel, style: TerminalStyle
  ) -> [StyledLine] {
    let nuclide = Nuclide(atomicNumber: view.z, massNumber: view.z + view.n)
    let chain = model.table.decayChain(of: nuclide)
    let title = StyledLine(" Decay chain of " + style.display(chain.start.name), .bold)
    return [title, StyledLine("")]
      + DecayRenderer.text(chain, style: style).lines.map {
        StyledLine(" ") + $0
      }
  }

  /// The open decay chain, scrolled.
  static func decayChainLines(_ state: BrowserState, model: BrowserModel, style: TerminalStyle)
    -> [StyledLine]
  {
    guard let view = state.decayChain else { return [] }
    return decayChainContent(view, model: model, style: style).dropFirst(view.scroll).map {
      fit($0.runs, style: style)
    }
  }
}
