import ElementsCore
import ElementsTerminal
import Testing

/// Element lists, compared whole against the expected text.
@Suite struct ListRendererTests {
  @Test func nameSectionI() {
    let sections = Fixtures.table.nameSections.filter { $0.title == "I" }
    #expect(ListRenderer.render(sections, style: .plain).encoded(.plain) == expected + "\n")
  }

  private let expected =
    """
    I
      ● Indium   In(49)  114.818
      ● Iodine   I(53)   126.90447
      ● Iridium  Ir(77)  192.217
      ● Iron     Fe(26)  55.845
    """

  /// Sections are parted by a blank line; an untitled section has no header; no line ends in a
  /// space.
  @Test func sectionsAndUntitledLists() {
    let byState = ListRenderer.render(Fixtures.table.stateSections, style: .plain).encoded(.plain)
    let lines = byState.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Solid")
    #expect(lines.contains("Liquid"))
    #expect(lines.contains("  ◒ Mercury        Hg(80)   200.592"))
    #expect(lines.filter(\.isEmpty).count == 4)  // three between sections, one after the end
    let byNumber = ListRenderer.render(SortOrder.number.sections(in: Fixtures.table), style: .plain)
      .encoded(.plain)
    #expect(byNumber.hasPrefix("  ○ Hydrogen       H(1)     1.008\n"))
    #expect(byNumber.split(separator: "\n").count == 118)
    for line in (byState + byNumber).split(separator: "\n") { #expect(line.last != " ") }
  }

  /// Each state has its own mark, so the list reads without colour; ASCII has its own.
  @Test func marksDifferByState() {
    let section = [
      ElementSection(
        title: "", elements: [1, 26, 35, 43].map { Fixtures.table.element(number: $0)! })
    ]
    #expect(
      ListRenderer.render(section, style: .plain).encoded(.plain) == """
          ○ Hydrogen    H(1)    1.008
          ● Iron        Fe(26)  55.845
          ◒ Bromine     Br(35)  79.904
          ◇ Technetium  Tc(43)  [97]

        """)
    #expect(
      ListRenderer.render(section, style: Fixtures.ascii).encoded(Fixtures.ascii) == """
          o Hydrogen    H(1)    1.008
          # Iron        Fe(26)  55.845
          ~ Bromine     Br(35)  79.904
          + Technetium  Tc(43)  [97]

        """)
  }

  /// Narrow terminals shorten names, then drop the weight column.
  @Test func narrowWidths() {
    let sections = Fixtures.table.nameSections.filter { $0.title == "P" }
    let narrow = TerminalStyle(color: false, unicode: true, width: 36)
    for line in ListRenderer.render(sections, style: narrow).encoded(narrow).split(separator: "\n")
    {
      #expect(TextWidth.of(String(line)) <= 36)
    }
    #expect(
      ListRenderer.render(sections, style: narrow).encoded(narrow).contains(
        "  ● Praseodym…  Pr(59)  140.90766\n"))
    let tiny = TerminalStyle(color: false, unicode: true, width: 20)
    #expect(
      ListRenderer.render(sections, style: tiny).encoded(tiny).contains("  ● Praseod…  Pr(59)\n"))
  }

  /// Colour goes on the mark only, and is reset at once.
  @Test func colorMarksByState() {
    let section = [ElementSection(title: "I", elements: [Fixtures.iron])]
    let text = ListRenderer.render(section, style: Fixtures.colored).encoded(Fixtures.colored)
    #expect(text == "\u{1B}[1mI\u{1B}[0m\n  \u{1B}[38;5;172m●\u{1B}[0m Iron  Fe(26)  55.845\n")
  }
}

/// A list sorted by a property shows each element's value, as `list --sort` and the browser's
/// sorted lists do.
@Suite struct SortedListRendererTests {
  /// Numbers right-aligned with their unit; unknown "—"; beside a value, the weight column
  /// goes first when the width is short, then names are shortened.
  @Test func valuesWithUnits() {
    let table = Fixtures.table
    let field = ElementField.named("density")!
    let elements = table.sorted(table.elementsByNumber, by: field, reverse: true)
    let sections = [ElementSection(title: "", elements: elements)]
    let lines = ListRenderer.render(sections, showing: field, in: table, style: .plain).encoded(
      .plain
    ).split(
      separator: "\n")
    #expect(lines.first == "  ● Osmium         Os(76)    22.5872 g/cm³  190.23")
    #expect(lines.last == "  ◇ Oganesson      Og(118)               —  [294]")
    var narrow = TerminalStyle.plain
    narrow.width = 40
    let cut = ListRenderer.render(sections, showing: field, in: table, style: narrow).encoded(
      narrow)
    #expect(cut.hasPrefix("  ● Osmium       Os(76)    22.5872 g/cm³\n"))
  }

  /// Sorted by the weight, the number, the name or the symbol, which every row shows, the rows are the plain ones:
  /// no second column repeats them.
  @Test(arguments: ["atomicWeight", "number", "name", "symbol"])
  func ownColumnsAreNotRepeated(key: String) {
    let table = Fixtures.table
    let field = ElementField.named(key)!
    let sections = [
      ElementSection(title: "", elements: table.sorted(table.elementsByNumber, by: field))
    ]
    #expect(
      ListRenderer.render(sections, showing: field, in: table, style: .plain).encoded(.plain)
        == ListRenderer.render(sections, style: .plain).encoded(.plain))
  }

  /// Long values are rounded to five significant digits; years have no unit.
  @Test func rounding() {
    let table = Fixtures.table
    let fe = table.element(number: 26)!
    let style = TerminalStyle.plain
    func value(_ key: String) -> String? {
      ListRenderer.value(of: fe, field: ElementField.named(key)!, in: table, style: style)
    }
    #expect(value("ionizationEnergy") == "7.9025 eV")
    #expect(value("meltingPoint") == "1811.15 K")
    #expect(value("atomicWeight") == "55.845")
    #expect(value("abundanceSea") == "0.002 mg/L")
  }
}
