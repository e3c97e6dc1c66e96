import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// The orbital box diagram, the shell diagram and the text pieces of `elements electrons`.
@Suite struct ElectronRendererTests {
  let table = PeriodicTable.standard

  func structure(_ text: String) throws -> ElectronStructure {
    try table.electronStructure(of: text)
  }

  @Test func ironsBoxesFollowHundsRule() throws {
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    let lines = ElectronRenderer.boxDiagram(
      try structure("Fe"), options: .init(), style: style
    ).map(\.plain)
    #expect(
      lines == [
        "        4s    3d",
        "        ┌──┐  ┌──┬──┬──┬──┬──┐",
        "  [Ar]  │↑↓│  │↑↓│↑ │↑ │↑ │↑ │",
        "        └──┘  └──┴──┴──┴──┴──┘",
      ])
  }

  /// Every box of uranium at 40 columns: rows of sub-shells that fit, in filling order.
  @Test func fullDiagramWrapsToTheWidth() throws {
    let style = TerminalStyle(color: false, unicode: false, width: 40)
    let uranium = try structure("U")
    let lines = ElectronRenderer.boxDiagram(uranium, options: .init(full: true), style: style)
      .map(\.plain)
    #expect(lines.allSatisfy { TextWidth.of($0) <= 40 && $0.last != " " })
    let labels = lines.enumerated().filter { $0.offset % 4 == 0 }.flatMap {
      $0.element.split(separator: " ").map(String.init)
    }
    #expect(labels == uranium.configuration.energyOrdered.map(\.subshell.description))
    // By shell, 4f comes before 5s.
    let byShell = ElectronRenderer.boxDiagram(
      uranium, options: .init(full: true, byShell: true), style: style
    ).map(\.plain).joined(separator: "\n")
    let words = byShell.split(whereSeparator: \.isWhitespace)
    #expect((words.firstIndex(of: "4f") ?? 0) < (words.firstIndex(of: "5s") ?? 0))
    #expect(words.contains("4f") && words.contains("5s"))
  }

  @Test func textPieces() throws {
    #expect(ElectronRenderer.species("Fe", charge: 3, unicode: true) == "Fe³⁺")
    #expect(ElectronRenderer.species("Cl", charge: -1, unicode: true) == "Cl⁻")
    #expect(ElectronRenderer.species("O", charge: -2, unicode: false) == "O2-")
    let iron = try structure("Fe").configuration
    #expect(ElectronRenderer.nobleGasText(iron, charge: 0, unicode: true) == "[Ar] 3d⁶ 4s²")
    #expect(ElectronRenderer.nobleGasText(iron, charge: 0, unicode: false) == "[Ar] 3d6 4s2")
    #expect(ElectronRenderer.fullText(iron, unicode: true).hasPrefix("1s² 2s² 2p⁶"))
    #expect(
      ElectronRenderer.compactBoxes(try structure("Fe"), unicode: false)
        == "[Ar] 4s [^v] 3d [^v][^.][^.][^.][^.]")
    #expect(ElectronRenderer.fullText(try structure("H+").configuration, unicode: true) == "none")
  }

  /// An ion with a noble gas's electrons is written as that gas alone, as textbooks write
  /// ions; a neutral noble gas keeps the core below it.
  @Test(arguments: [
    ("O2-", "[Ne]"), ("F-", "[Ne]"), ("Na+", "[Ne]"), ("Al3+", "[Ne]"), ("Cl-", "[Ar]"),
    ("Ti4+", "[Ar]"), ("La3+", "[Xe]"), ("Th4+", "[Rn]"), ("H-", "[He]"), ("Li+", "[He]"),
    ("Fe3+", "[Ar] 3d5"), ("Pb2+", "[Xe] 4f14 5d10 6s2"), ("Sn4+", "[Kr] 4d10"),
    ("Ne", "[He] 2s2 2p6"),
    ("Ar", "[Ne] 3s2 3p6"), ("Fe", "[Ar] 3d6 4s2"),
  ])
  func ionNobleGasForm(ion: String, expected: String) throws {
    let ionStructure = try structure(ion)
    #expect(
      ElectronRenderer.nobleGasText(
        ionStructure.configuration, charge: ionStructure.charge, unicode: false) == expected)
  }

  @Test func shellDiagram() throws {
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    #expect(
      ElectronRenderer.shellDiagram(try structure("Na"), style: style).map(\.plain) == [
        "  K 2  ●●", "  L 8  ●●●●●●●●", "  M 1  ●",
      ])
  }

  /// A shell row too long for the width is cut with its ellipsis inside the width.
  @Test(arguments: ["U", "Og", "Fe", "Cs"])
  func shellDiagramFitsTheWidth(symbol: String) throws {
    let atom = try structure(symbol)
    for width in 20...80 {
      for unicode in [true, false] {
        let style = TerminalStyle(color: false, unicode: unicode, width: width)
        let lines = ElectronRenderer.shellDiagram(atom, style: style).map(\.plain)
        #expect(lines.allSatisfy { TextWidth.of($0) <= width }, "\(width) columns")
      }
    }
    let style = TerminalStyle(color: false, unicode: true, width: 30)
    #expect(
      ElectronRenderer.shellDiagram(atom, style: style).map(\.plain).contains(
        "  N 32  " + String(repeating: "●", count: 21) + "…") == (symbol == "U" || symbol == "Og"))
  }

  /// With the core collapsed, the note beside the Orbitals heading wraps to the width.
  @Test func headingNoteWrapsToTheWidth() throws {
    let style = TerminalStyle(color: false, unicode: true, width: 40)
    for element in table.elementsByNumber {
      let report = ElectronRenderer.report(
        try structure(element.symbol), in: table, options: .init(), style: style)
      #expect(report.lines.allSatisfy { TextWidth.of($0.plain) <= 40 }, "\(element.symbol)")
    }
    let iron = ElectronRenderer.report(
      try structure("Fe"), in: table, options: .init(), style: style
    ).plain
    #expect(iron.contains("Orbitals ([Ar] core collapsed; --full\n         draws every box)"))
  }

  /// A bare nucleus and every element at 30 columns render without a trap, within the width.
  @Test func everyElementFitsNarrowly() throws {
    let style = TerminalStyle(color: true, unicode: true, width: 30)
    for element in table.elementsByNumber {
      let report = ElectronRenderer.report(
        try structure(element.symbol), in: table, options: .init(full: true), style: style)
      #expect(report.lines.allSatisfy { TextWidth.of($0.plain) <= 30 }, "\(element.symbol)")
    }
    let nucleus = ElectronRenderer.report(
      try structure("He2+"), in: table, options: .init(), style: style)
    #expect(nucleus.plain.contains("(no electrons)"))
  }
}
