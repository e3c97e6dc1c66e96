import ElementsCore
import ElementsData
import Foundation
import Testing

@testable import ElementsTerminal

/// The chart of nuclides as text and JSON.
@Suite struct NuclideChartRendererTests {
  static let chart = NuclideChart(table: .standard)
  let chart = NuclideChartRendererTests.chart

  /// A zoomed window in symbols, without colour: a mark for the half-life's band, the name,
  /// Z up, the magic numbers marked on both axes.
  @Test func zoomedWindowInSymbols() {
    let text = NuclideChartRenderer.render(
      chart, protons: 81...83, neutrons: 125...127, style: .plain)
    #expect(
      text.plain == """
        Chart of nuclides: 9 ground states, Z 81–83 up, N 125–127 across
         83 │xBi208 %Bi209 +Bi210
         82▸┤#Pb207 #Pb208 =Pb209
         81 │-Tl206 -Tl207 -Tl208
            └────────┬──────────── N
              125    126▴   127
        Half-life: # stable . ys–ns , ns–ms : ms–s ; s–min - min–h = h–d + d–y * y–ky
          x ky–My X My–Gy % Gy–Ey ? unknown
        """)
  }

  /// The same by decay mode, in ASCII.
  @Test func zoomedWindowByModeInASCII() {
    let style = TerminalStyle(color: false, unicode: false, width: 60)
    let text = NuclideChartRenderer.render(
      chart, protons: 1...2, neutrons: 0...2, coloring: .mode, style: style)
    #expect(
      text.plain == """
        Chart of nuclides: 5 ground states, Z 1-2 up, N 0-2 across
          2>+       #He3   #He4
          1 |#H1    #H2    -H3
            +---------------+----- N
              0      1      2^
        Decay: # stable - beta- + beta+/EC a alpha f SF p p n n
          ? other
        """)
  }

  /// With colour, a cell is its class's colour with black text; stable ones bold.
  @Test func colouredCells() throws {
    let style = TerminalStyle(color: true, unicode: true, width: 80)
    let text = NuclideChartRenderer.render(
      chart, protons: 82...82, neutrons: 126...126, style: style)
    let run = try #require(text.lines[1].runs.first { $0.text.contains("Pb208") })
    #expect(run.style == TextStyle(foreground: .black, background: 231, bold: true))
  }

  /// The whole chart fits every width and its height, in every style.
  @Test(arguments: [40, 50, 60, 80, 100, 132, 200, 300])
  func wholeChartFitsTheWidth(width: Int) {
    for (color, unicode) in [(true, true), (false, true), (false, false), (true, false)] {
      for coloring in NuclideColoring.allCases {
        let style = TerminalStyle(color: color, unicode: unicode, width: width)
        let text = NuclideChartRenderer.render(
          chart, coloring: coloring, height: 30, style: style)
        for line in text.lines {
          #expect(TextWidth.of(line.plain) <= width, "\(width): \(line.plain)")
        }
        #expect(text.lines.count <= max(30, 12))
        #expect(!unicode ? text.lines.allSatisfy { $0.plain.allSatisfy(\.isASCII) } : true)
      }
    }
  }

  /// Zoomed windows fit too, falling back to blocks when symbols do not.
  @Test(arguments: [40, 80, 120])
  func zoomedWindowsFit(width: Int) {
    let style = TerminalStyle(color: false, unicode: true, width: width)
    for (protons, neutrons) in [(80...92, 110...150), (1...10, 0...12), (100...118, 150...177)] {
      let text = NuclideChartRenderer.render(
        chart, protons: protons, neutrons: neutrons, height: 40, style: style)
      #expect(text.lines.allSatisfy { TextWidth.of($0.plain) <= width })
    }
  }

  /// The whole chart shows the valley of stability: lead-208's block is stable.
  @Test func wholeChartMarksTheMagicNumbers() {
    let text = NuclideChartRenderer.render(chart, height: 40, style: .plain)
    let plain = text.lines.map(\.plain)
    for magic in [2, 8, 20, 28, 50, 82] {
      #expect(
        plain.contains {
          $0.hasPrefix(String(repeating: " ", count: 3 - String(magic).count) + "\(magic)▸┤")
        })
    }
    #expect(plain.contains { $0.contains("126") && $0.contains(" 82") }, "the N axis's labels")
    #expect(plain.contains { $0.contains("#") })
  }

  /// JSON: every nuclide, its half-life in seconds or none, never 0.
  @Test func json() throws {
    let text = NuclideChartRenderer.json(chart, table: .standard)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    #expect(array.count == chart.entries.count)
    let u238 = try #require(array.first { $0["nuclide"] as? String == "U-238" })
    #expect(u238["z"] as? Int == 92)
    #expect(u238["n"] as? Int == 146)
    #expect(u238["a"] as? Int == 238)
    #expect(u238["symbol"] as? String == "U")
    #expect(u238["stable"] as? Bool == false)
    #expect(u238["abundance"] as? Double == 99.2742)
    let seconds = try #require(u238["halfLife"] as? Double)
    #expect(abs(seconds - 4.463e9 * 31_557_600) / seconds < 1e-12)
    let modes = try #require(u238["modes"] as? [[String: Any]])
    #expect(modes.first?["mode"] as? String == "A")
    #expect(modes.first?["intensity"] as? Double == 100)
    #expect(modes.first?["relation"] as? String == "=")
    let pb208 = try #require(array.first { $0["nuclide"] as? String == "Pb-208" })
    #expect(pb208["halfLife"] == nil)
    #expect(pb208["stable"] as? Bool == true)
    #expect(array.allSatisfy { ($0["halfLife"] as? Double).map { $0 > 0 } ?? true })
  }

  /// Half-life bands: the edges are ns, ms, s, min, h, d, y, ky, My, Gy.
  @Test func bands() {
    #expect(NuclideShade.band(seconds: 1e-22) == 0)
    #expect(NuclideShade.band(seconds: 1e-9) == 1)
    #expect(NuclideShade.band(seconds: 0.5) == 2)
    #expect(NuclideShade.band(seconds: 30) == 3)
    #expect(NuclideShade.band(seconds: 31_557_600 * 4.463e9) == 10)
    #expect(NuclideShade.band(seconds: 1e40) == 10)
  }

  /// The SVG picture: one square per nuclide of the window, magic lines, a legend.
  @Test func svgHasASquarePerNuclide() {
    let svg = NuclideChartRenderer.svg(
      chart, table: .standard, protons: 80...84, neutrons: 120...128)
    let squares = svg.components(separatedBy: "<rect x=").count - 1
    let count = chart.entries(protons: 80...84, neutrons: 120...128).count
    // The squares and the legend's swatches.
    #expect(squares == count + NuclideShade.legend(.halfLife).count)
    #expect(svg.contains("stroke-dasharray"))
    #expect(svg.contains(">Pb</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}
