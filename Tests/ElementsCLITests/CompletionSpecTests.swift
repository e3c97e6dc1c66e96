import Testing

@testable import ElementsCLI

/// What each command's spec tells the completion scripts about its arguments.
@Suite struct CompletionSpecTests {
  /// Every command that takes an element says so, whatever its usage calls the argument; the
  /// others take text no list can offer (a nuclide needs its mass number, a formula its
  /// counts).
  @Test func commandsTakingAnElementSaySo() {
    let kinds = Dictionary(
      uniqueKeysWithValues: Commands.everySpec.map { ($0.name, $0.argumentKind) })
    for name in [
      "browse", "show", "flip", "wiki", "open", "compare", "isotopes", "electrons",
      "favorites add", "favorites remove", "favorites move", "favorites note",
    ] {
      #expect(kinds[name] == .elements, "\(name)")
    }
    let text = kinds.filter { $0.value == .text }.keys.sorted()
    #expect(text == ["balance", "decay", "empirical", "mass", "search"])
  }

  @Test(arguments: [
    ("<element>", CommandSpec.ArgumentKind.elements), ("[<element>]", .elements),
    ("<element>...", .elements), ("<element> <text>...", .elements), ("[<command>]", .commands),
    ("<shell>", .shells), ("<property>", .properties), ("<nuclide>", .text), ("", .none),
  ])
  func usageNamesTheArgument(_ usage: String, _ kind: CommandSpec.ArgumentKind) {
    #expect(CommandSpec.argumentKind(of: usage) == kind)
  }
}
