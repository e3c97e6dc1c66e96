import ElementsCore

/// The electron structure of an atom or ion, for `elements electrons` and the Electrons
/// section of the tile's back: orbital box diagrams, configurations with superscripts, the
/// Aufbau order and its exceptions, the term symbol, magnetism and a shell diagram.
public enum ElectronRenderer {
  /// What the report shows.
  public struct Options: Sendable, Hashable {
    /// Draw every sub-shell's boxes, not only those outside the noble-gas core.
    public var full: Bool
    /// Draw the sub-shells by shell (n, then l) rather than in the order they fill.
    public var byShell: Bool

    /// Makes options.
    /// - Parameters:
    ///   - full: Draw the core's boxes too.
    ///   - byShell: Order the boxes by shell.
    public init(full: Bool = false, byShell: Bool = false) {
      self.full = full
      self.byShell = byShell
    }
  }

  // MARK: Text pieces

  /// The species as chemists write it: "Fe", "Fe³⁺", "Cl⁻" (ASCII "Fe3+", "Cl-").
  /// - Parameters:
  ///   - symbol: The element's symbol.
  ///   - charge: The charge.
  ///   - unicode: Whether superscripts may be used.
  /// - Returns: The text.
  public static func species(_ symbol: String, charge: Int, unicode: Bool) -> String {
    guard charge != 0 else { return symbol }
    let text = (abs(charge) == 1 ? "" : String(abs(charge))) + (charge > 0 ? "+" : "-")
    return symbol + (unicode ? ScriptDigits.raised(text) : text)
  }

  /// Sub-shells with their electrons as superscripts, "3d⁶ 4s²" (ASCII "3d6 4s2").
  static func occupancies(_ list: [ElectronConfiguration.Occupancy], unicode: Bool) -> [String] {
    list.map {
      "\($0.subshell)"
        + (unicode ? ScriptDigits.raised(String($0.electrons)) : String($0.electrons))
    }
  }

  /// The full configuration, "1s² 2s² 2p⁴".
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - unicode: Whether superscripts may be used.
  /// - Returns: The text; "none" without electrons.
  public static func fullText(_ configuration: ElectronConfiguration, unicode: Bool) -> String {
    let parts = occupancies(configuration.occupancies, unicode: unicode)
    return parts.isEmpty ? "none" : parts.joined(separator: " ")
  }

  /// The noble-gas form, "[Ar] 3d⁶ 4s²" (ASCII "[Ar] 3d6 4s2"); an ion with a noble gas's
  /// electrons is that gas alone ("[Ne]" for O²⁻).
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - charge: The charge of the atom (0) or ion it is the configuration of.
  ///   - unicode: Whether superscripts may be used.
  /// - Returns: The text; "none" without electrons.
  public static func nobleGasText(
    _ configuration: ElectronConfiguration, charge: Int, unicode: Bool
  ) -> String {
    let core = configuration.nobleGasCore(charge: charge)
    let parts =
      (core.map { ["[\($0.symbol)]"] } ?? [])
      + occupancies(configuration.outside(core), unicode: unicode)
    return parts.isEmpty ? "none" : parts.joined(separator: " ")
  }

  // MARK: Diagrams

  /// The sub-shells a box diagram draws, in its order.
  private static func drawn(_ structure: ElectronStructure, options: Options)
    -> [ElectronConfiguration.Occupancy]
  {
    let configuration = structure.configuration
    let list = options.full ? configuration.occupancies : configuration.outsideCore
    return options.byShell ? list : list.sorted { Subshell.fillsBefore($0.subshell, $1.subshell) }
  }

  /// The arrows of each orbital of a sub-shell by Hund's rule: one up arrow in each box first,
  /// then the down arrows from the first box.
  private static func orbitals(_ occupancy: ElectronConfiguration.Occupancy) -> [Int] {
    let boxes = occupancy.subshell.orbitals
    return (0..<boxes).map { box in
      (box < occupancy.electrons ? 1 : 0) + (box < occupancy.electrons - boxes ? 1 : 0)
    }
  }

  /// The colour of a sub-shell's label: its block's.
  private static func labelStyle(_ subshell: Subshell) -> TextStyle {
    guard let block = Block(rawValue: String(subshell.letter)) else { return .bold }
    return TextStyle(foreground: .block(block), bold: true)
  }

  /// The orbital box diagram: a label over each sub-shell and a row of boxes under it, one
  /// box per orbital holding ↑↓ (paired) or ↑ (unpaired); the noble-gas core, when collapsed,
  /// stands first as its symbol in brackets. Sub-shells that do not fit the width go on to
  /// another row of boxes.
  /// - Parameters:
  ///   - structure: The atom or ion.
  ///   - options: Which boxes, in which order.
  ///   - style: How output may look (its width and character set; colours come from the
  ///     encoder).
  /// - Returns: The lines.
  public static func boxDiagram(
    _ structure: ElectronStructure, options: Options, style: TerminalStyle
  ) -> [StyledLine] {
    let unicode = style.unicode
    let (up, down, empty) = unicode ? ("↑", "↓", " ") : ("^", "v", " ")
    let (top, middle, bottom): ([String], String, [String]) =
      unicode
      ? (["┌", "┬", "┐", "─"], "│", ["└", "┴", "┘", "─"])
      : (["+", "+", "+", "-"], "|", ["+", "+", "+", "-"])
    // Each group is (label, its width, three lines of boxes).
    var groups: [(label: StyledLine, lines: [StyledLine], width: Int)] = []
    if !options.full, let core = structure.configuration.nobleGasCore {
      let text = "[\(core.symbol)]"
      groups.append((StyledLine(), ["", StyledLine(text, .dim), ""], text.count))
    }
    for occupancy in drawn(structure, options: options) {
      let arrows = orbitals(occupancy)
      let boxes = arrows.count
      func rule(_ parts: [String]) -> StyledLine {
        StyledLine(
          parts[0] + (0..<boxes).map { _ in parts[3] + parts[3] }.joined(separator: parts[1])
            + parts[2])
      }
      var row = StyledLine(middle)
      for count in arrows {
        switch count {
        case 2: row.append(up + down)
        case 1:
          row.append(up, .bold)
          row.append(empty)
        default: row.append(empty + empty)
        }
        row.append(middle)
      }
      groups.append(
        (
          StyledLine("\(occupancy.subshell)", labelStyle(occupancy.subshell)),
          [rule(top), row, rule(bottom)], 3 * boxes + 1
        ))
    }
    guard !groups.isEmpty else { return [StyledLine("(no electrons)", .dim)] }
    // Lay the groups out in rows that fit the width, two spaces apart.
    var lines: [StyledLine] = []
    var rowGroups: [(label: StyledLine, lines: [StyledLine], width: Int)] = []
    var used = 0
    func flush() {
      guard !rowGroups.isEmpty else { return }
      var rowLines = Array(repeating: StyledLine("  "), count: 4)
      for group in rowGroups {
        rowLines[0].append(group.label)
        rowLines[0].append(TextWidth.spaces(group.width - group.label.plain.count + 2))
        for index in 0..<3 {
          rowLines[index + 1].append(group.lines[index])
          let pad = group.width - TextWidth.of(group.lines[index].plain) + 2
          rowLines[index + 1].append(TextWidth.spaces(pad))
        }
      }
      lines += rowLines.map { $0.trimmed(keepingVisibleSpaces: false) }
      rowGroups = []
      used = 0
    }
    for group in groups {
      if used > 0, 2 + used + group.width > style.width { flush() }
      rowGroups.append(group)
      used += group.width + 2
    }
    flush()
    return lines
  }

  /// The orbital boxes on one line, for the tile's back: "[Ar] 4s [↑↓] 3d [↑↓][↑ ][↑ ][↑ ][↑ ]"
  /// (ASCII "[^v]" and "[^.]"), outside the noble-gas core, in the order they fill.
  /// - Parameters:
  ///   - structure: The atom or ion.
  ///   - unicode: Whether arrows may be used.
  /// - Returns: The text.
  public static func compactBoxes(_ structure: ElectronStructure, unicode: Bool) -> String {
    // The empty half of a box, and the space after a label, are no-break spaces (ASCII "." and
    // a space), so that a wrapped line breaks only between sub-shells.
    let (up, down, empty) = unicode ? ("↑", "↓", "\u{A0}") : ("^", "v", ".")
    let groups = drawn(structure, options: Options()).map { occupancy in
      "\(occupancy.subshell)" + (unicode ? "\u{A0}" : " ")
        + orbitals(occupancy).map { count in
          "[" + (count > 0 ? up : empty) + (count > 1 ? down : empty) + "]"
        }.joined()
    }
    let core = structure.configuration.nobleGasCore.map { ["[\($0.symbol)]"] } ?? []
    let parts = core + groups
    return parts.isEmpty ? "none" : parts.joined(separator: " ")
  }

  /// The shell (Bohr) diagram: one row per shell, K, L, M, …, with its electrons as dots. A row
  /// wider than the terminal shows the dots that fit with "…" after them (at least 8 dots).
  /// - Parameters:
  ///   - structure: The atom or ion.
  ///   - style: How output may look.
  /// - Returns: The lines.
  public static func shellDiagram(_ structure: ElectronStructure, style: TerminalStyle)
    -> [StyledLine]
  {
    let letters = Array("KLMNOPQRS")
    let dot = style.unicode ? "●" : "o"
    let shells = structure.configuration.shells
    let countWidth = shells.map { String($0).count }.max() ?? 1
    let ellipsis = style.unicode ? "…" : "..."
    let room = style.width - countWidth - 6
    return shells.enumerated().map { index, count in
      var line = StyledLine("  ")
      line.append(String(letters[min(index, letters.count - 1)]), .bold)
      line.append(
        " " + TextWidth.spaces(countWidth - String(count).count) + "\(count)  ")
      let shown = count <= room ? count : max(8, room - TextWidth.of(ellipsis))
      line.append(TextWidth.repeated(dot, count: shown), TextStyle(foreground: 75))
      if shown < count { line.append(ellipsis) }
      return line
    }
  }
}
