import ElementsCore
import ElementsData
import ElementsTerminal
import Foundation

/// Elements and styles the renderer tests share.
enum Fixtures {
  static let table = PeriodicTable.standard
  static let iron = table.element(number: 26)!

  /// The path of Apple's original TheElements data file, kept as a fixture of the core tests:
  /// a data file with no categories, no Wikipedia addresses and no isotopes.
  static let applePlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "ElementsCoreTests/Fixtures/TheElements-Elements.plist"
    ).path

  /// An element the data knows almost nothing about: every optional fact is missing.
  static let unknown = AtomicElement(
    atomicNumber: 119, symbol: "Uue", name: "Ununennium", state: .artificial,
    position: GridPosition(row: 8, column: 1), isRadioactive: nil)

  /// An element whose strings try to take over the terminal and break JSON and CSV.
  static let hostile = AtomicElement(
    atomicNumber: 26, symbol: "Fe", name: "Ir\u{1B}]0;pwned\u{07}\"on\\", state: .solid,
    position: GridPosition(row: 4, column: 8), isRadioactive: false,
    atomicWeight: .standard("55.845"), alternateNames: ["a,b", "say \"hi\"\nbye"],
    discoveredBy: "Tab\there\u{7F}\u{9B}", wikipediaURL: "https://example.org/?a=1,2")

  /// Colour on, Unicode, 80 columns.
  static let colored = TerminalStyle(color: true, unicode: true, width: 80)
  /// No colour, ASCII, 80 columns.
  static let ascii = TerminalStyle(color: false, unicode: false, width: 80)

  /// Whether a line of coloured output turns colour off before it ends: its last escape
  /// sequence, if any, is the reset.
  static func endsUncolored(_ line: some StringProtocol) -> Bool {
    guard let last = line.ranges(of: "\u{1B}[").last else { return true }
    return line[last.lowerBound...].hasPrefix("\u{1B}[0m")
  }

  /// Lines joined with line breaks, as a `"""` literal holds them.
  static func text(_ lines: [String]) -> String {
    lines.joined(separator: "\n")
  }
}
