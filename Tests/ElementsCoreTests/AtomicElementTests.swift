import ElementsCore
import ElementsData
import Testing

/// An element is a value: its facts are shared by copies until one is changed (copy on write),
/// and equality and hashing are those of its facts, not of where they are kept.
@Suite struct AtomicElementTests {
  let iron = PeriodicTable.standard.element(number: 26)!

  @Test func changingACopyLeavesTheOriginal() {
    var copy = iron
    copy.name = "Ferrum"
    copy.electronShells.append(1)
    copy.density = nil
    #expect(iron.name == "Iron" && copy.name == "Ferrum")
    #expect(iron.electronShells == [2, 8, 14, 2] && copy.electronShells == [2, 8, 14, 2, 1])
    #expect(iron.density == 7.87 && copy.density == nil)
    #expect(copy != iron)
    #expect(PeriodicTable.standard.element(number: 26)?.name == "Iron")
  }

  @Test func equalFactsAreEqualWhereverTheyAreKept() {
    var rebuilt = AtomicElement(
      atomicNumber: iron.atomicNumber, symbol: iron.symbol, name: iron.name, state: iron.state,
      position: iron.position, isRadioactive: iron.isRadioactive,
      atomicWeight: iron.atomicWeight, alternateNames: iron.alternateNames, group: iron.group,
      period: iron.period, block: iron.block, category: iron.category,
      discovery: iron.discovery, discoveredBy: iron.discoveredBy,
      electronConfiguration: iron.electronConfiguration, electronShells: iron.electronShells,
      meltingPoint: iron.meltingPoint, boilingPoint: iron.boilingPoint, density: iron.density,
      electronegativity: iron.electronegativity, wikipediaURL: iron.wikipediaURL)
    #expect(rebuilt == iron)
    #expect(rebuilt.hashValue == iron.hashValue)
    #expect(Set([iron, rebuilt]).count == 1)
    rebuilt.period = 5
    #expect(rebuilt != iron)
    rebuilt.period = iron.period
    #expect(rebuilt == iron)
  }

  @Test func everyFactTakesPartInEquality() {
    var changes: [(inout AtomicElement) -> Void] = [
      { $0.atomicNumber += 1 }, { $0.symbol = "Xx" }, { $0.name = "X" },
      { $0.alternateNames = ["X"] }, { $0.atomicWeight = .massNumber(1) }, { $0.state = .gas },
      { $0.position = GridPosition(row: 1, column: 1) }, { $0.group = nil }, { $0.period = nil },
      { $0.block = nil }, { $0.category = nil }, { $0.isRadioactive = true },
      { $0.discovery = nil }, { $0.discoveredBy = "X" }, { $0.electronConfiguration = nil },
      { $0.electronShells = [] }, { $0.meltingPoint = 1 }, { $0.boilingPoint = 1 },
      { $0.density = 1 }, { $0.electronegativity = 1 }, { $0.wikipediaURL = "x" },
    ]
    #expect(changes.count == 21)
    for index in changes.indices {
      var changed = iron
      changes[index](&changed)
      #expect(changed != iron, "change \(index)")
    }
    changes.removeAll()
  }
}
