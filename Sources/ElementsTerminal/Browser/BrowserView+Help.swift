/// The `?` help: every binding of the ``KeyMap``, its keys, what it does and where.
extension BrowserView {
  /// The help's lines: a row per binding, its help wrapped to the width (never cut), and
  /// where it works in a column of its own when there is room, else under the help.
  static func helpLines(_ state: BrowserState, style: TerminalStyle) -> [StyledLine] {
    let lines = helpLayout(style: style)
    let scroll = min(state.helpScroll, max(0, lines.count - state.size.contentRows))
    return Array(lines.dropFirst(scroll))
  }

  /// Every line of the help at the style's width, from the top.
  static func helpLayout(style: TerminalStyle) -> [StyledLine] {
    let entries = helpEntries(unicode: style.unicode)
    let keyWidth = min(entries.map { TextWidth.of($0.keys) }.max() ?? 0, style.width / 3)
    let helpWidth = entries.map { TextWidth.of($0.help) }.max() ?? 0
    let modesWidth = entries.map { TextWidth.of($0.modes) }.max() ?? 0
    let indent = 2 + keyWidth + 2
    let room = max(10, style.width - indent)
    // Where it works beside the help, when the help keeps at least 30 columns.
    let besideRoom = room - 2 - modesWidth
    let beside = besideRoom >= min(30, helpWidth)
    let wrapWidth = beside ? min(helpWidth, besideRoom) : room
    var lines = [
      StyledLine(),
      fit([StyledRun("  Keys", .bold), StyledRun("  (PgUp PgDn scroll)", .dim)], style: style),
    ]
    for entry in entries {
      let keys = TextWidth.wrapped(entry.keys, to: keyWidth)
      let help = TextWidth.wrapped(entry.help, to: wrapWidth)
      for index in 0..<max(keys.count, help.count) {
        let key = index < keys.count ? keys[index] : ""
        var line = StyledLine("  " + TextWidth.padded(key, to: keyWidth) + "  ", .bold)
        line.append(TextWidth.padded(index < help.count ? help[index] : "", to: wrapWidth))
        if beside, index == 0 { line.append("  " + entry.modes, .dim) }
        lines.append(fit(line.runs, style: style))
      }
      if !beside {
        for piece in TextWidth.wrapped(entry.modes, to: room - 2) {
          lines.append(
            fit([StyledRun(TextWidth.spaces(indent + 2)), StyledRun(piece, .dim)], style: style))
        }
      }
    }
    lines.append(StyledLine())
    return lines
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
