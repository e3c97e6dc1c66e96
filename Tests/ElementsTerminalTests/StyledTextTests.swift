import Testing

@testable import ElementsTerminal

/// The styled-text model and its encoders: what a terminal and an SVG file are sent.
@Suite struct StyledTextTests {
  static let lines: [StyledLine] = [
    StyledLine(), StyledLine(""), StyledLine("   "), StyledLine("a  "),
    StyledLine([StyledRun("a"), StyledRun("  ", .bold), StyledRun(" ")]),
    StyledLine([StyledRun("é "), StyledRun("  ", .cell(117))]),
    StyledLine([StyledRun("x"), StyledRun("  ", .reverse), StyledRun("  ")]),
    StyledLine([StyledRun("⠁⠂ "), StyledRun("  ", .underline)]),
    StyledLine(" a b  c   "), StyledLine("e\u{301}  "),
  ]

  /// Trimming on bytes gives what trimming characters gives; spaces that show (a background,
  /// reverse video, underline) stay only when asked for.
  @Test(arguments: lines, [false, true])
  func trimmedAsByCharacters(line: StyledLine, keepingVisible: Bool) {
    var runs = line.runs
    while let last = runs.last {
      let shows = last.style.background != nil || last.style.reverse || last.style.underline
      if keepingVisible, shows { break }
      var text = last.text
      while text.last == " " { text.removeLast() }
      if !text.isEmpty {
        runs[runs.count - 1].text = text
        break
      }
      runs.removeLast()
    }
    #expect(line.trimmed(keepingVisibleSpaces: keepingVisible).runs == runs)
  }

  @Test func theTerminalEncoderWritesSGROnlyWithColour() {
    let text: StyledText = [
      StyledLine([StyledRun("Fe", .bold + .foreground(.state(.solid))), StyledRun(" iron  ")]),
      StyledLine([StyledRun("  ", .cell(117)), StyledRun("  ")]),
    ]
    #expect(TerminalEncoder(color: false, unicode: true).encode(text) == "Fe iron\n")
    #expect(
      TerminalEncoder(color: true, unicode: true).encode(text)
        == "\u{1B}[1;38;5;172mFe\u{1B}[0m iron\n\u{1B}[38;5;16;48;5;117m  \u{1B}[0m")
  }

  @Test func theTerminalEncoderFoldsToASCII() {
    let text: StyledText = [StyledLine("Ørsted — 7.87 g/cm³")]
    #expect(TerminalEncoder(color: false, unicode: false).encode(text) == "Orsted - 7.87 g/cm?")
  }

  @Test(arguments: [
    (TextColor.palette(16), "#000000"), (.palette(172), "#d78700"), (.palette(231), "#ffffff"),
    (.palette(232), "#080808"), (.palette(9), "#ff0000"),
    (.rgb(red: 68, green: 1, blue: 84), "#440154"),
  ])
  func colorsAsHex(color: TextColor, hex: String) {
    #expect(color.hex == hex)
  }

  /// Markup and what XML cannot carry never reach the picture as they are.
  @Test func svgEscapesTextAndDrawsBoxesAsShapes() {
    let svg = SVGEncoder().encode([
      StyledLine("┌─┐", .foreground(.state(.gas))), StyledLine("<b>&\u{1B}\u{0}"),
    ])
    #expect(svg.contains("&lt;b&gt;&amp;"))
    #expect(!svg.contains("\u{1B}") && !svg.contains("\u{0}"))
    #expect(!svg.contains("┌"))
    #expect(svg.contains("<path d=\"M"))
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
  }

  @Test(arguments: [0, -0.0, 1e-300, 1e308, -1e308, .infinity, .nan, 12.345, -0.004])
  func svgNumbersAreAlwaysValid(value: Double) {
    let text = SVGNumber.text(value)
    #expect(!text.isEmpty && !text.contains("e") && !text.contains("n"))
  }
}
