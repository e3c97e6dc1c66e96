import Foundation
import Testing

@testable import ElementsTerminal

/// The SVG encoder's exact output for text that takes each of its paths: plain ASCII, markup
/// characters, box drawing and blocks as shapes, wide and combining characters, characters XML
/// cannot carry, every emphasis, and colours reversed.
@Suite struct SVGEncoderTests {
  static let sample: StyledText = [
    StyledLine([
      StyledRun("┌─┐", .foreground(.state(.gas))), StyledRun(" ╭━╮", .bold),
      StyledRun(" ▀▄█▌▐▔▖▙▟", .dim),
    ]),
    StyledLine([
      StyledRun("<b>&\"'</b> "), StyledRun(" Fe  26 ", .cell(.category(.transitionMetal))),
      StyledRun("Hg", .reverse), StyledRun(" x y ", .underline),
    ]),
    StyledLine([
      StyledRun("漢字 ok e\u{301}te\u{301} a \u{200B}b"), StyledRun("\u{1B}x\u{0}🙂", .dim),
    ]),
    StyledLine(),
    StyledLine([
      StyledRun("10⁻⁴ ⠁⠂ ↑ ½", TextStyle(foreground: .rgb(red: 1, green: 2, blue: 3))),
      StyledRun("│", TextStyle(background: 200, reverse: true)),
    ]),
  ]

  @Test func writesTheSampleExactly() {
    let svg = SVGEncoder(title: "A <sample> & more").encode(Self.sample)
    #expect(svg == Self.expected)
  }

  /// A run cut to its columns is drawn whole, in type that fits the columns its cut text
  /// takes, on the line's baseline; what follows keeps its columns.
  @Test func fullTextIsDrawnWholeInItsColumns() {
    let line = StyledLine([
      StyledRun("Rutherfo…", .cell(.category(.transitionMetal)), fullText: "Rutherfordium"),
      StyledRun(" Db"), StyledRun("Iron", .bold, fullText: "Iron"),
    ])
    let svg = SVGEncoder().encode([line])
    #expect(
      svg.contains(
        "<rect x=\"16\" y=\"16\" width=\"86.4\" height=\"20\" fill=\"#ffd787\"/>\n"))
    #expect(
      svg.contains(
        "<text x=\"16\" y=\"31.2\" fill=\"#000000\" font-size=\"10.71\">Rutherfordium</text>\n"
          + "<text y=\"31.2\"><tspan x=\"112\">Db</tspan></text>\n"
          + "<text x=\"131.2\" y=\"31.2\" font-weight=\"bold\">Iron</text>\n"))
    #expect(!svg.contains("…"))
    let encoder = SVGEncoder()
    #expect(encoder.fittedFontSize("Iron", cells: 4) == 16)
    #expect(encoder.fittedFontSize("漢字漢字", cells: 4) == 7.74)
  }

  /// Text on the white page reads on it: a colour with less than 4.5:1 contrast against
  /// white is darkened until it has it, keeping its hue; darker colours are kept.
  @Test func lightTextIsDarkenedOnThePage() {
    func linear(_ component: UInt8) -> Double {
      let value = Double(component) / 255
      return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    func contrast(_ color: TextColor) -> Double {
      let (red, green, blue) = color.components
      let luminance: Double = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
      return 1.05 / (luminance + 0.05)
    }
    for index in UInt8(0)...255 {
      let color = TextColor.palette(index)
      let readable = color.readableOnWhite
      #expect(contrast(readable) >= 4.5, "\(index)")
      if contrast(color) >= 4.5 { #expect(readable == color, "\(index)") }
    }
    #expect(TextColor.palette(117).readableOnWhite != TextColor.palette(117))
  }

  /// Every palette colour is written as its ``TextColor/hex``.
  @Test func colorsAreWrittenAsTheirHex() {
    for index in UInt8(0)...255 {
      let picture = Picture(
        width: 1, height: 1, fontFamily: "f", fontSize: 1,
        shapes: [
          .rect(x: 0, y: 0, width: 1, height: 1, paint: .init(fill: .color(.palette(index))))
        ])
      #expect(SVGEncoder().encode(picture).contains(" fill=\"\(TextColor.palette(index).hex)\"/>"))
    }
  }

  /// A number is written as its value rounded to hundredths, which it reads back as, with no
  /// zero at the end of its decimals and no "-0".
  @Test func numbersReadBackAsTheirHundredths() {
    for hundredths in stride(from: -200_000, through: 200_000, by: 7) {
      let value = Double(hundredths) / 100
      let text = SVGNumber.text(value)
      #expect(Double(text) == value, "\(value): \(text)")
      #expect(!(text.contains(".") && text.hasSuffix("0")) && !text.hasSuffix("."), "\(text)")
      #expect(!text.hasPrefix("-0") || text.hasPrefix("-0."), "\(text)")
    }
    #expect(SVGNumber.text(-0.004) == "0")
    #expect(SVGNumber.text(2.005) == "2" || SVGNumber.text(2.005) == "2.01")
  }

  /// Every character of the box-drawing and block-element ranges is either a shape, whose path
  /// starts with a move, or text.
  @Test func shapesArePaths() {
    var shapes = 0
    for value in UInt32(0x2500)...0x259F {
      let scalar = Unicode.Scalar(value)!
      guard let shape = CellShape(scalar) else { continue }
      var path: [Picture.PathCommand] = []
      shape.draw(x: 10, y: 20, width: 8, height: 16, into: &path)
      guard case .move = path.first else {
        Issue.record("\(scalar): \(path)")
        continue
      }
      shapes += 1
    }
    // 21 lines, ▀, the eight lower eighths, ▌, ▐, ▔ and the ten quadrants.
    #expect(shapes == 43)
  }

  static let expected = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="281.6" height="132" viewBox="0 0 281.6\
     132" font-family="'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace"\
     font-size="16">
    <title>A &lt;sample&gt; &amp; more</title>
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="121.6" y="36" width="76.8" height="20" fill="#ffd787"/>
    <rect x="198.4" y="36" width="19.2" height="20" fill="#1c1c1c"/>
    <rect x="121.6" y="96" width="9.6" height="20" fill="#1c1c1c"/>
    <g fill="#1c1c1c" xml:space="preserve">
    <path d="M20.8 26H25.6M20.8 26V36M25.6 26H35.2M35.2 26H40M40 26V36" fill="#00874a"\
     stroke="#00874a" stroke-width="1.44"/>
    <path d="M59.2 26H64M59.2 26V36M64 26H73.6M73.6 26H78.4M78.4 26V36" fill="#1c1c1c"\
     stroke="#1c1c1c" stroke-width="1.44"/>
    <path d="M92.8 16h9.6v10h-9.6zM102.4 26h9.6v10h-9.6zM112 16h9.6v20h-9.6zM121.6\
     16h4.8v20h-4.8zM136 16h4.8v20h-4.8zM140.8 16h9.6v2.5h-9.6zM150.4 26h4.8v10h-4.8zM160\
     16h4.8v10h-4.8zM160 26h4.8v10h-4.8zM164.8 26h4.8v10h-4.8zM174.4 16h4.8v10h-4.8zM169.6\
     26h4.8v10h-4.8zM174.4 26h4.8v10h-4.8z" fill="#1c1c1c" stroke="#1c1c1c"\
     stroke-width="1.44" fill-opacity="0.55" stroke-opacity="0.55"/>
    <text y="51.2"><tspan x="16">&lt;b&gt;&amp;&quot;&apos;&lt;/b&gt;</tspan></text>
    <text y="51.2" fill="#000000"><tspan x="131.2">Fe</tspan> <tspan\
     x="169.6">26</tspan></text>
    <text y="51.2" fill="#ffffff"><tspan x="198.4">Hg</tspan></text>
    <text y="51.2" text-decoration="underline"><tspan x="227.2">x</tspan> <tspan\
     x="246.4">y</tspan></text>
    <text y="71.2"><tspan x="16">漢字</tspan> <tspan x="64">ok</tspan> <tspan\
     x="92.8">e\u{301}te\u{301}</tspan> <tspan x="131.2">a\u{200B}</tspan> <tspan\
     x="150.4">b</tspan></text>
    <text y="71.2" fill-opacity="0.55" stroke-opacity="0.55"><tspan x="160">x🙂</tspan></text>
    <text y="111.2" fill="#010203"><tspan x="16">10⁻⁴</tspan> <tspan x="64">⠁⠂</tspan> <tspan\
     x="92.8">↑</tspan> <tspan x="112">½</tspan></text>
    <path d="M126.4 96V116" fill="#ff00d7" stroke="#ff00d7" stroke-width="1.44"/>
    </g>
    </svg>

    """
}
