import ElementsCore
import ElementsTerminal
import Testing

/// The tile's front, reflection and back, compared whole against the expected text.
@Suite struct TileRendererTests {
  @Test func ironFront() {
    let lines = TileRenderer.front(Fixtures.iron, style: .plain, reflection: false).encodedLines(
      .plain)
    #expect(Fixtures.text(lines) == expected)
  }

  private let expected =
    """
    ┌────────────────────┐
    │ 26    Fe    55.845 │
    │                    │
    │     █▀▀▀▀  ▄▄      │
    │     █▀▀▀  █▀▀▀     │
    │     ▀      ▀▀▀     │
    │        Iron        │
    │      ● Solid       │
    └────────────────────┘
    """

  /// The reflection mirrors the bottom border, state, name and the symbol's last row, each
  /// lighter than the one before, so it reads as a reflection without colour.
  @Test func ironFrontWithReflection() {
    let lines = TileRenderer.front(Fixtures.iron, style: .plain, reflection: true).encodedLines(
      .plain)
    #expect(Fixtures.text(lines) == withReflection)
  }

  private let withReflection =
    """
    ┌────────────────────┐
    │ 26    Fe    55.845 │
    │                    │
    │     █▀▀▀▀  ▄▄      │
    │     █▀▀▀  █▀▀▀     │
    │     ▀      ▀▀▀     │
    │        Iron        │
    │      ● Solid       │
    └────────────────────┘
    ╭┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄╮
    ┆      ▒ ▒▒▒▒▒       ┆
    ┊        ░░░░        ┊
    ╎     ▁      ▁▁▁     ╎
    """

  @Test func ironBack() {
    let lines = TileRenderer.back(Fixtures.iron, style: .plain).encodedLines(.plain)
    #expect(Fixtures.text(lines) == back)
  }

  private let back =
    """
    ┌─────────────────────────────────────────────────────────────────┐
    │ Name                         Iron                               │
    │ Also called                  Ferrum                             │
    │ Atomic number                26                                 │
    │ Symbol                       Fe                                 │
    │ State                        Solid                              │
    │ Atomic weight                55.845                             │
    ├─────────────────────────────────────────────────────────────────┤
    │ Group                        8                                  │
    │ Period                       4                                  │
    │ Block                        d                                  │
    │ Category                     Transition metal                   │
    ├─────────────────────────────────────────────────────────────────┤
    │ Electron configuration       [Ar] 3d⁶ 4s²                       │
    │ Electron shells              2, 8, 14, 2                        │
    ├─────────────────────────────────────────────────────────────────┤
    │ Melting point                1811.15 K (1538 °C)                │
    │ Boiling point                3134.15 K (2861 °C)                │
    │ Density                      7.87 g/cm³                         │
    │ Electronegativity (Pauling)  1.83                               │
    ├─────────────────────────────────────────────────────────────────┤
    │ Discovered                   Ancient                            │
    │ Radioactive                  No                                 │
    │ Wikipedia                    https://en.wikipedia.org/wiki/Iron │
    └─────────────────────────────────────────────────────────────────┘
    """

  /// Unknown values show as "—", never as 0 or an empty space.
  @Test func unknownValuesShowAsDashes() {
    let front = TileRenderer.front(Fixtures.unknown, style: .plain, reflection: true).encodedLines(
      .plain)
    let back = TileRenderer.back(Fixtures.unknown, style: .plain).encodedLines(.plain)
    #expect(Fixtures.text(front + back) == unknown)
  }

  private let unknown =
    """
    ┌────────────────────┐
    │ 119     Uue      — │
    │                    │
    │  █   █ ▄  ▄  ▄▄    │
    │  █   █ █  █ █▀▀▀   │
    │   ▀▀▀   ▀▀▀  ▀▀▀   │
    │     Ununennium     │
    │    ◇ Artificial    │
    └────────────────────┘
    ╭┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄╮
    ┆    ▒ ▒▒▒▒▒▒▒▒▒▒    ┆
    ┊     ░░░░░░░░░░     ┊
    ╎   ▁▁▁   ▁▁▁  ▁▁▁   ╎
    ┌───────────────────────────────────────────────────────────────────────┐
    │ Name                         Ununennium                               │
    │ Atomic number                119                                      │
    │ Symbol                       Uue                                      │
    │ State                        Artificial                               │
    │ Atomic weight                —                                        │
    ├───────────────────────────────────────────────────────────────────────┤
    │ Group                        —                                        │
    │ Period                       —                                        │
    │ Block                        —                                        │
    │ Category                     —                                        │
    ├───────────────────────────────────────────────────────────────────────┤
    │ Electron configuration       —                                        │
    │ Electron shells              —                                        │
    ├───────────────────────────────────────────────────────────────────────┤
    │ Melting point                —                                        │
    │ Boiling point                —                                        │
    │ Density                      —                                        │
    │ Electronegativity (Pauling)  —                                        │
    ├───────────────────────────────────────────────────────────────────────┤
    │ Discovered                   —                                        │
    │ Radioactive                  —                                        │
    │ Wikipedia                    https://en.wikipedia.org/wiki/Ununennium │
    └───────────────────────────────────────────────────────────────────────┘
    """

  /// ASCII mode draws boxes with + - |, the symbol with #, and degrades marks and units.
  @Test func asciiFrontAndBack() {
    let front = TileRenderer.front(Fixtures.iron, style: Fixtures.ascii, reflection: true)
      .encodedLines(Fixtures.ascii)
    let back = TileRenderer.back(Fixtures.iron, style: Fixtures.ascii).encodedLines(Fixtures.ascii)
    #expect(Fixtures.text(front) == asciiFront)
    #expect(Fixtures.text(back) == asciiBack)
    for line in front + back { #expect(line.utf8.allSatisfy { $0 < 0x80 }, "\(line)") }
  }

  private let asciiFront =
    """
    +--------------------+
    | 26    Fe    55.845 |
    |                    |
    |     #####          |
    |     #      ##      |
    |     ####  ####     |
    |     #     #        |
    |     #      ###     |
    |                    |
    |        Iron        |
    |      # Solid       |
    +--------------------+
    .--------------------.
    :      : :::::       :
    .        ....        .
    .                    .
    """

  private let asciiBack =
    """
    +-----------------------------------------------------------------+
    | Name                         Iron                               |
    | Also called                  Ferrum                             |
    | Atomic number                26                                 |
    | Symbol                       Fe                                 |
    | State                        Solid                              |
    | Atomic weight                55.845                             |
    +-----------------------------------------------------------------+
    | Group                        8                                  |
    | Period                       4                                  |
    | Block                        d                                  |
    | Category                     Transition metal                   |
    +-----------------------------------------------------------------+
    | Electron configuration       [Ar] 3d6 4s2                       |
    | Electron shells              2, 8, 14, 2                        |
    +-----------------------------------------------------------------+
    | Melting point                1811.15 K (1538 deg C)             |
    | Boiling point                3134.15 K (2861 deg C)             |
    | Density                      7.87 g/cm3                         |
    | Electronegativity (Pauling)  1.83                               |
    +-----------------------------------------------------------------+
    | Discovered                   Ancient                            |
    | Radioactive                  No                                 |
    | Wikipedia                    https://en.wikipedia.org/wiki/Iron |
    +-----------------------------------------------------------------+
    """

  /// With colour on, the border and symbol take the state's colour, the reflection is faint,
  /// and every coloured span is reset before the line ends.
  @Test func colorWrapsSpansInSGRAndResets() {
    let lines =
      TileRenderer.front(Fixtures.iron, style: Fixtures.colored, reflection: true).encodedLines(
        Fixtures.colored)
      + TileRenderer.back(Fixtures.iron, style: Fixtures.colored).encodedLines(Fixtures.colored)
    #expect(lines[0].hasPrefix("\u{1B}[38;5;172m┌"))
    #expect(lines.contains { $0.hasPrefix("\u{1B}[2;38;5;172m╭") })
    for line in lines {
      #expect(line.contains("\u{1B}["))
      #expect(Fixtures.endsUncolored(line), "\(line)")
    }
    let plain = TileRenderer.front(Fixtures.iron, style: .plain, reflection: true).encodedLines(
      .plain)
    #expect(lines.prefix(plain.count).map(stripSGR) == plain)
  }

  /// Data strings are sanitised: an escape sequence in a name cannot reach the terminal.
  @Test func hostileNamesAreEscaped() {
    let lines =
      TileRenderer.front(Fixtures.hostile, style: .plain, reflection: true).encodedLines(.plain)
      + TileRenderer.back(Fixtures.hostile, style: .plain).encodedLines(.plain)
    for line in lines {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    #expect(lines.joined().contains("Ir\\x1B]0;pwned\\x07\"on\\"))
  }

  /// A three-letter symbol is drawn large too, and Oganesson's missing facts show as "—".
  @Test func threeLetterSymbolsAndOganesson() {
    let uuo = AtomicElement(
      atomicNumber: 118, symbol: "Uuo", name: "Ununoctium", state: .artificial,
      position: GridPosition(row: 7, column: 18), isRadioactive: true)
    let front = TileRenderer.front(uuo, style: .plain, reflection: false).encodedLines(.plain)
    #expect(front[3] == "│  █   █ ▄  ▄  ▄▄    │")
    let og = Fixtures.table.element(number: 118)!
    let back = TileRenderer.back(og, style: .plain).encodedLines(.plain)
    #expect(
      back.contains("│ Atomic weight                [294] (mass number)                     │"))
    #expect(
      back.contains("│ Melting point                —                                       │"))
  }

  /// The front fits a terminal of any width, its state row included, in display columns.
  @Test(arguments: [8, 10, 12, 16, 21])
  func frontFitsNarrowWidths(width: Int) {
    for unicode in [true, false] {
      let style = TerminalStyle(color: false, unicode: unicode, width: width)
      for element in Fixtures.table.elementsByNumber {
        for line in TileRenderer.front(element, style: style, reflection: true).encodedLines(style)
        {
          #expect(TextWidth.of(line) <= width, "\(element.name) at \(width): \(line)")
        }
      }
    }
  }

  /// The symbol is text in the tile too, not only block letters: `grep Fe` and screen readers
  /// find it.
  @Test func theSymbolIsText() {
    for element in Fixtures.table.elementsByNumber {
      let lines = TileRenderer.front(element, style: .plain, reflection: false).encodedLines(.plain)
      #expect(lines.contains { $0.contains(" \(element.symbol) ") }, "\(element.symbol)")
    }
  }

  /// A name of double-width characters: the reflection lines up with the tile, column for
  /// column.
  @Test func theReflectionOfAWideNameLinesUp() throws {
    let wide = AtomicElement(
      atomicNumber: 26, symbol: "Fe", name: "鉄鉄鉄鉄鉄鉄鉄鉄鉄鉄鉄鉄", state: .solid,
      position: GridPosition(row: 4, column: 8), isRadioactive: false)
    let lines = TileRenderer.front(wide, style: .plain, reflection: true).encodedLines(.plain)
    let tile = lines.prefix(lines.count - 4)
    let reflection = lines.suffix(4)
    let width = TextWidth.of(tile.first!)
    for line in tile { #expect(TextWidth.of(line) == width, "\(line)") }
    // The reflection of the name row (the third reflected row) is as wide as the tile.
    let nameRow = Array(reflection)[2]
    #expect(TextWidth.of(nameRow) == width, "\(nameRow)")
    #expect(nameRow.hasPrefix("┊") && nameRow.hasSuffix("┊"))
  }

  /// Every line fits the width, down to very narrow terminals, but for a Wikipedia address
  /// that does not: it is never broken, and goes whole below the box.
  @Test(arguments: [20, 30, 40, 60, 80, 120])
  func linesFitTheWidth(width: Int) {
    let style = TerminalStyle(color: false, unicode: true, width: width)
    for element in Fixtures.table.elementsByNumber {
      let lines =
        TileRenderer.front(element, style: style, reflection: true).encodedLines(style)
        + TileRenderer.back(element, style: style).encodedLines(style)
      for line in lines {
        if line.hasPrefix("https://") {
          #expect(line == element.wikipediaAddress)
          #expect(lines.contains { $0.contains("below the box") })
          continue
        }
        #expect(TextWidth.of(line) <= width, "\(element.name): \(line)")
        #expect(line.last != " ")
      }
    }
  }
}

/// The text with SGR sequences removed.
func stripSGR(_ text: String) -> String {
  var result = ""
  var inEscape = false
  for scalar in text.unicodeScalars {
    if inEscape {
      if scalar == "m" { inEscape = false }
    } else if scalar == "\u{1B}" {
      inEscape = true
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}
