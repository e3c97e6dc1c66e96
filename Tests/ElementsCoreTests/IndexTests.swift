import ElementsCore
import ElementsData
import Testing

/// The pre-sorted lists and sections the four tabs show.
@Suite struct IndexTests {
  let table = PeriodicTable.standard

  @Test func sortsByNumberNameAndSymbol() {
    #expect(table.elementsByNumber.first?.name == "Hydrogen")
    #expect(table.elementsByName.prefix(3).map(\.name) == ["Actinium", "Aluminium", "Americium"])
    #expect(table.elementsByName.last?.name == "Zirconium")
    #expect(table.elementsBySymbol.prefix(3).map(\.symbol) == ["Ac", "Ag", "Al"])
    #expect(table.elementsBySymbol.last?.symbol == "Zr")
  }

  @Test func groupsByStateInAppleOrder() {
    #expect(table.stateSections.map(\.title) == ["Solid", "Liquid", "Gas", "Artificial"])
    #expect(table.stateSections[1].elements.map(\.name) == ["Bromine", "Mercury"])
    #expect(table.stateSections.map(\.elements.count).reduce(0, +) == 118)
    for section in table.stateSections {
      #expect(section.elements.map(\.name) == section.elements.map(\.name).sorted())
    }
  }

  @Test func sectionsNamesByInitial() {
    let titles = table.nameSections.map(\.title)
    #expect(
      titles == [
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "K", "L", "M", "N", "O", "P", "R", "S", "T",
        "U", "V", "X", "Y", "Z",
      ])
    #expect(table.nameSections.first { $0.title == "X" }?.elements.map(\.name) == ["Xenon"])
  }

  /// Every letter of the A–Z index resolves; an empty letter goes to the one before it.
  @Test(arguments: [
    ("A", "A"), ("a", "A"), ("I", "I"), ("J", "I"), ("Q", "P"), ("W", "V"), ("X", "X"), ("Z", "Z"),
  ])
  func sectionIndexResolvesEveryLetter(letter: Character, section: String) throws {
    let index = try #require(table.nameSectionIndex(forLetter: letter))
    #expect(table.nameSections[index].title == section)
  }

  @Test func sectionIndexCoversTheWholeAlphabet() {
    #expect(PeriodicTable.indexLetters.count == 26)
    for letter in PeriodicTable.indexLetters {
      #expect(table.nameSectionIndex(forLetter: letter) != nil)
    }
    #expect(table.nameSectionIndex(forLetter: "1") == nil)
  }

  @Test func sortOrdersGiveTheirSections() {
    #expect(SortOrder.name.sections(in: table).count == 23)
    #expect(SortOrder.number.sections(in: table).map(\.title) == [""])
    #expect(SortOrder.symbol.sections(in: table).first?.elements.first?.symbol == "Ac")
    #expect(SortOrder.state.sections(in: table).map(\.title).last == "Artificial")
    #expect(SortOrder.allCases.map(\.title) == ["Name", "Number", "Symbol", "State"])
  }

  /// A table built by hand: validation rejects duplicates and warns about shared cells.
  @Test func validatesElementsBuiltByHand() throws {
    let iron = AtomicElement(
      atomicNumber: 26, symbol: "Fe", name: "Iron", state: .solid,
      position: GridPosition(row: 4, column: 8), isRadioactive: false)
    var cobalt = iron
    cobalt.atomicNumber = 27
    cobalt.symbol = "Co"
    cobalt.name = "Cobalt"
    let table = try PeriodicTable(elements: [iron, cobalt], source: "hand")
    #expect(
      table.warnings.map(\.description) == [
        "hand: entry 2 (Cobalt): shares row 4, column 8 with entry 1 (Iron); the table shows entry 1"
      ])
    #expect(table.element(at: GridPosition(row: 4, column: 8))?.name == "Iron")
    #expect(throws: ElementsDataError.self) { try PeriodicTable(elements: [iron, iron]) }
    #expect(throws: ElementsDataError.noElements(file: "elements")) {
      try PeriodicTable(elements: [])
    }
  }
}
