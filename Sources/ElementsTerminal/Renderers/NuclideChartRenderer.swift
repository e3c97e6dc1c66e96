import ElementsCore

/// A window of the chart of nuclides: the protons (up) and neutrons (across) it shows.
public struct NuclideWindow: Sendable, Hashable {
  /// The Z range, bottom to top.
  public var protons: ClosedRange<Int>
  /// The N range, left to right.
  public var neutrons: ClosedRange<Int>

  /// Makes a window.
  /// - Parameters:
  ///   - protons: The Z range.
  ///   - neutrons: The N range.
  public init(protons: ClosedRange<Int>, neutrons: ClosedRange<Int>) {
    self.protons = protons
    self.neutrons = neutrons
  }
}

/// The chart of nuclides (`elements nuclides`, the browser's Nuclides tab): N across, Z up.
///
/// Two ways to draw a window: **blocks**, where each character cell holds two squares, one
/// above the other (the half blocks ▀ and ▄ with a text and a background colour), and a square
/// stands for one nuclide or, when the window must shrink to fit, for the longest-lived of a
/// block of them (a stable one first); and **symbols**, one nuclide per cell with its symbol
/// and mass number, for a window narrow enough. Without colour, or in ASCII, each character
/// cell holds one character that stands for the class of its nuclides (the legend lists
/// them). The magic numbers are marked on both axes.
public enum NuclideChartRenderer {
  /// The columns of one nuclide in symbols: a mark, the name in five, a space.
  static let symbolCellWidth = 7
  /// The columns left of the chart: the Z labels and the axis.
  static let margin = 5

  /// How a window is drawn.
  enum Cells: Hashable {
    /// Half-block squares; a square covers `scale` × `scale` nuclides.
    case blocks(scale: Double)
    /// One nuclide per cell, with its name.
    case symbols
  }

  /// The chart for `elements nuclides`: a title, the chart, the N axis with its magic
  /// numbers, and the legend.
  /// - Parameters:
  ///   - chart: The nuclides.
  ///   - protons: The Z range asked for (`--z`), or `nil` for all.
  ///   - neutrons: The N range asked for (`--n`), or `nil` for all.
  ///   - coloring: What the colours show.
  ///   - height: The lines available for the whole output (the terminal's height).
  ///   - style: How output may look; its width is the chart's.
  /// - Returns: The lines, none wider than the style's width (at least 40).
  public static func render(
    _ chart: NuclideChart, protons: ClosedRange<Int>? = nil, neutrons: ClosedRange<Int>? = nil,
    coloring: NuclideColoring = .halfLife, height: Int = 24, style: TerminalStyle
  ) -> StyledText {
    var style = style
    style.width = max(40, style.width)
    let window = self.window(of: chart, protons: protons, neutrons: neutrons)
    let zoomed = protons != nil || neutrons != nil
    let legend = legendLines(coloring, style: style)
    let count = chart.count(protons: window.protons, neutrons: window.neutrons)
    var title = "Chart of nuclides: \(count) ground state\(count == 1 ? "" : "s"), "
    title += "Z \(range(window.protons, style)) up, N \(range(window.neutrons, style)) across"
    var text = StyledText([
      StyledLine(TextWidth.truncate(title, to: style.width, unicode: style.unicode), .bold)
    ])
    // The chart's columns: the width less the Z axis and the N axis's " N".
    let columns = style.width - margin - 2
    let fitsSymbols = window.neutrons.count * symbolCellWidth <= columns
    let cells: Cells
    if zoomed && fitsSymbols {
      cells = .symbols
    } else {
      // The lines left for the chart: the title, the axis (two lines) and the legend.
      let lines = max(4, height - 4 - legend.count)
      cells = .blocks(scale: blockScale(window, columns: columns, lines: lines))
    }
    text.append(
      contentsOf: chartLines(chart, window: window, cells: cells, coloring: coloring, style: style))
    if zoomed, !fitsSymbols {
      let fit = columns / symbolCellWidth
      text.append(
        StyledLine(
          TextWidth.truncate(
            "Too wide for symbols: \(fit) neutron numbers fit across at this width.",
            to: style.width, unicode: style.unicode), .dim))
    }
    text.append(contentsOf: legend)
    return text
  }

  /// The window a command shows: the ranges asked for, or the chart's whole extent; an
  /// extent not asked for covers the nuclides inside the other.
  /// - Parameters:
  ///   - chart: The nuclides.
  ///   - protons: The Z range asked for, if any.
  ///   - neutrons: The N range asked for, if any.
  /// - Returns: The window.
  public static func window(
    of chart: NuclideChart, protons: ClosedRange<Int>?, neutrons: ClosedRange<Int>?
  ) -> NuclideWindow {
    if protons == nil, neutrons == nil {
      return NuclideWindow(protons: chart.protons, neutrons: chart.neutrons)
    }
    let inside = chart.entries.filter {
      (protons?.contains($0.atomicNumber) ?? true) && (neutrons?.contains($0.neutrons) ?? true)
    }
    let zs = inside.map(\.atomicNumber)
    let ns = inside.map(\.neutrons)
    return NuclideWindow(
      protons: protons
        ?? ((zs.min() ?? chart.protons.lowerBound)...(zs.max() ?? chart.protons.upperBound)),
      neutrons: neutrons
        ?? ((ns.min() ?? chart.neutrons.lowerBound)...(ns.max() ?? chart.neutrons.upperBound)))
  }

  /// "1–118", or "1-118" in ASCII; "92" for a range of one.
  private static func range(_ range: ClosedRange<Int>, _ style: TerminalStyle) -> String {
    guard range.count > 1 else { return String(range.lowerBound) }
    return "\(range.lowerBound)\(style.unicode ? "–" : "-")\(range.upperBound)"
  }

  /// How many nuclides a square covers so that a window fits in `columns` and `lines`: never
  /// below one.
  static func blockScale(_ window: NuclideWindow, columns: Int, lines: Int) -> Double {
    max(
      1, Double(window.neutrons.count) / Double(max(1, columns)),
      Double(window.protons.count) / Double(max(1, 2 * lines)))
  }

  /// The geometry of a window drawn in blocks.
  struct BlockLayout {
    let window: NuclideWindow
    let scale: Double
    /// Squares across (= character columns) and down (two to a line).
    let columns: Int
    let squaresDown: Int
    var lines: Int { (squaresDown + 1) / 2 }

    init(_ window: NuclideWindow, scale: Double) {
      self.window = window
      self.scale = scale
      columns = Int((Double(window.neutrons.count) / scale).rounded(.up))
      squaresDown = Int((Double(window.protons.count) / scale).rounded(.up))
    }

    /// The column of a neutron number.
    func column(_ n: Int) -> Int { Int(Double(n - window.neutrons.lowerBound) / scale) }
    /// The square, from the top, of a proton number.
    func square(_ z: Int) -> Int { Int(Double(window.protons.upperBound - z) / scale) }
    /// The lowest and highest proton numbers of a line, from the top.
    func protons(line: Int) -> ClosedRange<Int> {
      let high = window.protons.upperBound - Int((Double(2 * line) * scale).rounded(.up))
      let low = window.protons.upperBound - Int((Double(2 * line + 2) * scale).rounded(.up)) + 1
      return max(window.protons.lowerBound, low)...max(window.protons.lowerBound, high)
    }
    /// The neutron numbers of a column.
    func neutrons(column: Int) -> ClosedRange<Int> {
      let low = window.neutrons.lowerBound + Int((Double(column) * scale).rounded(.up))
      let high = window.neutrons.lowerBound + Int((Double(column + 1) * scale).rounded(.up)) - 1
      return low...max(low, high)
    }
  }

  /// The chart's lines: the rows of the window (top = highest Z) with the Z axis, then the N
  /// axis and its labels.
  /// - Parameters:
  ///   - chart: The nuclides.
  ///   - window: What to show.
  ///   - cells: Blocks or symbols.
  ///   - coloring: What the colours show.
  ///   - cursor: A nuclide to show in reverse video, as (Z, N).
  ///   - squares: The blocks' ``squares(_:layout:)``, if already made.
  ///   - style: How output may look.
  /// - Returns: The lines.
  static func chartLines(
    _ chart: NuclideChart, window: NuclideWindow, cells: Cells, coloring: NuclideColoring,
    cursor: (z: Int, n: Int)? = nil, squares: [Int]? = nil, style: TerminalStyle
  ) -> [StyledLine] {
    switch cells {
    case .symbols:
      return symbolLines(chart, window: window, coloring: coloring, cursor: cursor, style: style)
    case .blocks(let scale):
      return blockLines(
        chart, layout: BlockLayout(window, scale: scale), coloring: coloring, cursor: cursor,
        squares: squares, style: style)
    }
  }

  /// Whether a number is magic.
  private static func isMagic(_ number: Int) -> Bool {
    NuclideChart.magicNumbers.contains(number)
  }

  /// The Z axis's margin for a line: the magic number it holds, right-aligned, with a tick, or
  /// just the axis.
  private static func zMargin(_ protons: ClosedRange<Int>, style: TerminalStyle) -> StyledLine {
    let unicode = style.unicode
    guard let magic = NuclideChart.magicNumbers.first(where: protons.contains) else {
      return StyledLine(TextWidth.spaces(margin - 1) + (unicode ? "│" : "|"), .dim)
    }
    let label = String(magic)
    var line = StyledLine(TextWidth.spaces(margin - 2 - label.count) + label, .bold)
    line.append(unicode ? "▸┤" : ">+", .dim)
    return line
  }

  /// The nuclide that speaks for each square of a layout, row by row from the top: its index
  /// in the chart's entries, or -1 for an empty square.
  static func squares(_ chart: NuclideChart, layout: BlockLayout) -> [Int] {
    var squares = [Int](repeating: -1, count: layout.columns * layout.squaresDown)
    var ranks = [Double](repeating: -.infinity, count: squares.count)
    for z in layout.window.protons {
      let square = layout.square(z)
      for index in chart.indexes(z: z) {
        let entry = chart.entries[index]
        guard layout.window.neutrons.contains(entry.neutrons) else { continue }
        let place = square * layout.columns + layout.column(entry.neutrons)
        let rank = NuclideShade.rank(entry)
        if squares[place] >= 0, ranks[place] >= rank { continue }
        squares[place] = index
        ranks[place] = rank
      }
    }
    return squares
  }

  /// The window in blocks.
  private static func blockLines(
    _ chart: NuclideChart, layout: BlockLayout, coloring: NuclideColoring,
    cursor: (z: Int, n: Int)?, squares: [Int]?, style: TerminalStyle
  ) -> [StyledLine] {
    let representatives = squares ?? self.squares(chart, layout: layout)
    let squares = representatives.map { $0 < 0 ? nil : chart.entries[$0] }
    let cursorCell = cursor.map { (line: layout.square($0.z) / 2, column: layout.column($0.n)) }
    let halves = style.color && style.unicode
    var lines: [StyledLine] = []
    for line in 0..<layout.lines {
      var out = zMargin(layout.protons(line: line), style: style)
      var cells = StyledLine.Builder()
      for column in 0..<layout.columns {
        let top = squares[2 * line * layout.columns + column]
        let bottomIndex = (2 * line + 1) * layout.columns + column
        let bottom = bottomIndex < squares.count ? squares[bottomIndex] : nil
        let isCursor = cursorCell.map { $0.line == line && $0.column == column } ?? false
        if halves {
          if isCursor {
            // The cursor: a red cross on white, whatever the square holds.
            cells.append("┼", TextStyle(foreground: 196, background: 231, bold: true))
            continue
          }
          let topColor = top.map { NuclideShade.of($0, coloring: coloring).color }
          let bottomColor = bottom.map { NuclideShade.of($0, coloring: coloring).color }
          switch (topColor, bottomColor) {
          case (nil, nil): cells.append(" ", .plain)
          case (let color?, nil): cells.append("▀", TextStyle(foreground: color))
          case (nil, let color?): cells.append("▄", TextStyle(foreground: color))
          case (let upper?, let lower?):
            cells.append("▀", TextStyle(foreground: upper, background: lower))
          }
          continue
        }
        let best: NuclideChart.Entry?
        switch (top, bottom) {
        case (let upper?, let lower?):
          best = NuclideShade.rank(upper) >= NuclideShade.rank(lower) ? upper : lower
        default: best = top ?? bottom
        }
        guard let best else {
          cells.append(" ", isCursor ? .reverse : .plain)
          continue
        }
        let shade = NuclideShade.of(best, coloring: coloring)
        cells.append(
          shade.mark, TextStyle(foreground: style.color ? shade.color : nil, reverse: isCursor))
      }
      out.append(cells.line)
      lines.append(out.trimmed(keepingVisibleSpaces: true))
    }
    lines += nAxis(
      columns: layout.columns, style: style,
      column: { n in
        layout.window.neutrons.contains(n) ? layout.column(n) : nil
      })
    return lines
  }

  /// The window with a cell per nuclide: " U238 " on its colour, or "#U238 " without colour.
  private static func symbolLines(
    _ chart: NuclideChart, window: NuclideWindow, coloring: NuclideColoring,
    cursor: (z: Int, n: Int)?, style: TerminalStyle
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    for z in window.protons.reversed() {
      var out = zMargin(z...z, style: style)
      if !isMagic(z) {
        let label = String(z)
        out = StyledLine(TextWidth.spaces(margin - 2 - label.count) + label + " ")
        out.append(style.unicode ? "│" : "|", .dim)
      }
      for n in window.neutrons {
        let isCursor = cursor.map { $0.z == z && $0.n == n } ?? false
        guard let entry = chart.entry(z: z, n: n) else {
          out.append(
            TextWidth.spaces(symbolCellWidth - 1), isCursor ? .reverse : .plain)
          out.append(" ")
          continue
        }
        let shade = NuclideShade.of(entry, coloring: coloring)
        let name = TextWidth.truncate(
          style.display(chart.symbol(of: entry)) + String(entry.massNumber),
          to: symbolCellWidth - 2,
          unicode: style.unicode)
        let padded = name + TextWidth.spaces(symbolCellWidth - 2 - TextWidth.of(name))
        var cellStyle = TextStyle(bold: entry.isStable, reverse: isCursor)
        if style.color {
          cellStyle.foreground = .black
          cellStyle.background = shade.color
          out.append(" " + padded, cellStyle)
        } else {
          out.append(String(shade.mark) + padded, cellStyle)
        }
        out.append(" ")
      }
      lines.append(out.trimmed(keepingVisibleSpaces: true))
    }
    lines += nAxis(
      columns: window.neutrons.count * symbolCellWidth, style: style,
      column: { n in
        window.neutrons.contains(n)
          ? (n - window.neutrons.lowerBound) * symbolCellWidth + 1 : nil
      },
      every: window.neutrons)
    return lines
  }

  /// The N axis: a rule with ticks at the magic numbers, then their labels (or, in symbols,
  /// every neutron number, the magic ones in bold), ending with "N".
  private static func nAxis(
    columns: Int, style: TerminalStyle, column: (Int) -> Int?, every: ClosedRange<Int>? = nil
  ) -> [StyledLine] {
    let unicode = style.unicode
    var ticked = [Bool](repeating: false, count: max(0, columns))
    for magic in NuclideChart.magicNumbers {
      if let place = column(magic), ticked.indices.contains(place) { ticked[place] = true }
    }
    var rule = TextWidth.spaces(margin - 1) + (unicode ? "└" : "+")
    for isTicked in ticked {
      rule += isTicked ? (unicode ? "┬" : "+") : (unicode ? "─" : "-")
    }
    rule += " N"
    var labels = StyledLine()
    // Where the labels written so far end, and where the next may start (a space apart).
    var end = 0
    var free = 0
    let numbers: [Int] = every.map { Array($0) } ?? NuclideChart.magicNumbers
    for number in numbers {
      guard let place = column(number) else { continue }
      let label = String(number) + (isMagic(number) && every != nil ? (unicode ? "▴" : "^") : "")
      let start = margin + place
      guard start >= free, start + label.count <= style.width else { continue }
      labels.append(TextWidth.spaces(start - end))
      labels.append(label, isMagic(number) ? .bold : .plain)
      end = start + label.count
      free = end + 1
    }
    return [
      StyledLine(TextWidth.truncate(rule, to: style.width, unicode: unicode), .dim), labels,
    ]
  }

  /// The legend: the title, then each class's swatch and label, wrapped to the width; without
  /// colour, each class's character.
  /// - Parameters:
  ///   - coloring: What the colours show.
  ///   - style: How output may look.
  /// - Returns: The lines.
  static func legendLines(_ coloring: NuclideColoring, style: TerminalStyle) -> [StyledLine] {
    var lines: [StyledLine] = []
    var line = StyledLine(coloring.title + ":", .bold)
    var used = TextWidth.of(coloring.title) + 1
    for shade in NuclideShade.legend(coloring) {
      let label = shade.label(unicode: style.unicode)
      let swatch: StyledRun
      if style.color {
        swatch = StyledRun(style.unicode ? "██" : "##", TextStyle(foreground: shade.color))
      } else {
        swatch = StyledRun(String(shade.mark), .plain)
      }
      let width = 1 + TextWidth.of(swatch.text) + 1 + TextWidth.of(label)
      if used + width > style.width {
        lines.append(line)
        line = StyledLine(" ")
        used = 1
      }
      line.append(" ")
      line.append(swatch.text, swatch.style)
      line.append(" " + label)
      used += width
    }
    lines.append(line)
    return lines
  }
}
