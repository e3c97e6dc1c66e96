/// The `?` help: every binding of the ``KeyMap``, its keys, what it does and where.
extension BrowserView {
  static func helpLines(_ state: BrowserState, style: TerminalStyle) -> [StyledLine] {
    let entries = helpEntries(unicode: style.unicode)
    let keyWidth = entries.map { TextWidth.of($0.keys) }.max() ?? 0
    let helpWidth = entries.map { TextWidth.of($0.help) }.max() ?? 0
    var lines = [
      StyledLine(),
      fit([StyledRun("  Keys", .bold), StyledRun("  (PgUp PgDn scroll)", .dim)], style: style),
    ]
    for entry in entries {
      lines.append(
        fit(
          [
            StyledRun("  " + TextWidth.padded(entry.keys, to: keyWidth), .bold),
            StyledRun("  " + TextWidth.padded(entry.help, to: helpWidth)),
            StyledRun("  " + entry.modes, .dim),
          ], style: style))
    }
    lines.append(StyledLine())
    return Array(lines.dropFirst(state.helpScroll))
  }

  /// One line per binding: its keys, its help, and where it works.
  static func helpEntries(unicode: Bool) -> [(keys: String, help: String, modes: String)] {
    KeyMap.bindings.map { binding in
      var help = binding.help
      if binding.action == .jumpToLetter {
        let taken = KeyMap.commandLetters(in: .lists).map { String($0).uppercased() }
        help += "; capitals " + taken.joined(separator: "")
      }
      let keys = binding.keys.map { $0.label(unicode: unicode) }.joined(separator: " ")
      return (keys, help, place(binding.modes))
    }
  }

  /// Where a binding works, in a few words: "everywhere", "all but search", or the modes,
  /// the three tabs' modes together as "tabs".
  static func place(_ modes: Set<BrowserMode>) -> String {
    let all = Set(BrowserMode.allCases)
    if modes == all { return "everywhere" }
    if modes == all.subtracting([.search, .note, .formula]) { return "not while typing" }
    if modes == all.subtracting([.note]) { return "all but note" }
    let tabs: Set<BrowserMode> = [.lists, .table, .favorites]
    var names = modes.isSuperset(of: tabs) ? ["tabs"] : []
    let rest = modes.isSuperset(of: tabs) ? modes.subtracting(tabs) : modes
    names += BrowserMode.allCases.filter(rest.contains).map { $0.title }
    return names.joined(separator: ", ")
  }
}
