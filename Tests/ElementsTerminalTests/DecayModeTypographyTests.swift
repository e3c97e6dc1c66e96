import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// Decay modes are written alike wherever people read them: β− with the minus sign of the
/// chart's legend in Unicode, NUBASE's ASCII codes otherwise.
@Suite struct DecayModeTypographyTests {
  let table = PeriodicTable.standard
  let wide = TerminalStyle(color: false, unicode: true, width: 400)
  let asciiWide = TerminalStyle(color: false, unicode: false, width: 400)

  /// Every isotope's modes in the isotopes table.
  func isotopesTable(_ style: TerminalStyle) -> String {
    table.elementsByNumber.map { element in
      IsotopeRenderer.text(
        element, details: table.details(of: element), selection: .all, style: style
      ).encoded(style)
    }.joined()
  }

  /// The isotopes table, the decay tree and the browser's summary line write β− with U+2212,
  /// as the legend does.
  @Test func minusSignInUnicode() throws {
    let legend = NuclideShade.shade(of: .betaMinus).label
    #expect(legend == "β\u{2212}")
    let isotopes = isotopesTable(wide)
    #expect(!isotopes.contains("β-"))
    #expect(isotopes.contains("U-237    237.0487283             6.752 d    \(legend) 100 %"))
    #expect(isotopes.contains("2\(legend) 2.2e-10"))
    #expect(isotopes.contains("\(legend)n 86.3 %"))
    let thallium = try table.nuclide(matching: "Tl-210")
    let lead = DecayRenderer.text(table.decayChain(of: thallium, minimumPercent: 0), style: wide)
      .encoded(wide)
    #expect(lead.contains("\(legend) 99.991 % → Pb-210"))
    #expect(lead.contains("\(legend)n 0.009 % → Pb-209"))
    #expect(!lead.contains("β-"))
    let chart = NuclideChart(table: table)
    let neptunium = try #require(chart.entry(z: 93, n: 146))
    let summary = NuclideChartRenderer.summary(
      neptunium, of: chart, isotope: table.isotope(of: neptunium.nuclide), style: wide)
    #expect(summary.hasSuffix("\(legend) 100 %"))
  }

  /// NUBASE's "B+" is β+ decay and electron capture together: the isotopes table writes it as
  /// the decay tree does, so potassium-40's 10.72 % does not read as positron emission.
  @Test func betaPlusIncludesElectronCapture() throws {
    let potassium = try #require(table.element(number: 19))
    for (style, text) in [
      (wide, "β\u{2212} 89.28 %, EC/β+ 10.72 %"), (asciiWide, "B- 89.28 %, EC/B+ 10.72 %"),
    ] {
      let isotopes = IsotopeRenderer.text(
        potassium, details: table.details(of: potassium), selection: .all, style: style
      ).encoded(style)
      #expect(isotopes.contains(text), "\(isotopes)")
      let chain = DecayRenderer.text(
        table.decayChain(of: try table.nuclide(matching: "K-40"), minimumPercent: 0), style: style
      ).encoded(style)
      #expect(chain.contains(style.unicode ? "EC/β+ 10.72 %" : "EC/B+ 10.72 %"), "\(chain)")
    }
  }

  /// In ASCII the codes stay NUBASE's, hyphen and all.
  @Test func nubaseCodesInASCII() throws {
    let isotopes = isotopesTable(asciiWide)
    #expect(isotopes.utf8.allSatisfy { $0 < 0x80 })
    #expect(isotopes.contains("B-n 86.3 %"))
    let thallium = try table.nuclide(matching: "Tl-210")
    let lead = DecayRenderer.text(
      table.decayChain(of: thallium, minimumPercent: 0), style: asciiWide
    ).encoded(asciiWide)
    #expect(lead.contains("B-n 0.009 % -> Pb-209"))
  }
}
