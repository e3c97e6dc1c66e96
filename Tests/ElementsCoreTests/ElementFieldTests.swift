import ElementsCore
import ElementsData
import Testing

/// The field catalogue: every field once, its values readable, its coverage that of the data.
@Suite struct ElementFieldTests {
  let table = PeriodicTable.standard

  @Test func listsEveryFieldOnce() {
    let keys = ElementField.all.map(\.key)
    #expect(keys.count == 71)
    #expect(Set(keys).count == keys.count)
    #expect(ElementField.all.allSatisfy { !$0.title.isEmpty && !$0.source.isEmpty })
  }

  /// `named` finds a whole key, not one that shares its length or its beginning
  /// ("electronAffinity", "electronShells").
  @Test func findsEveryFieldByItsKeyAndNothingElse() {
    let keys = Set(ElementField.all.map(\.key))
    for field in ElementField.all {
      #expect(ElementField.named(field.key)?.key == field.key)
      for near in [field.key + "s", String(field.key.dropLast()), field.key.uppercased()] {
        #expect(ElementField.named(near)?.key == (keys.contains(near) ? near : nil), "\(near)")
      }
    }
    #expect(ElementField.named("electronAffinity")?.key == "electronAffinity")
    #expect(ElementField.named("electronShells")?.key == "electronShells")
    #expect(ElementField.named("electron") == nil)
    #expect(ElementField.named("") == nil)
    #expect(ElementField.named("densité") == nil)
    #expect(ElementField.named("density\u{0}") == nil)
  }

  @Test func readsNumericFields() throws {
    let iron = try #require(table.element(number: 26))
    #expect(table.number(.atomicWeight, of: iron) == 55.845)
    #expect(table.number(.covalentRadius, of: iron) == 116)
    #expect(table.number(.neutrons, of: iron) == 30)
    #expect(table.number(.latticeConstant, of: iron) == 287)
    #expect(table.number(.casNumber, of: iron) == nil)
    let hydrogen = try #require(table.element(number: 1))
    #expect(table.number(.atomicWeightLower, of: hydrogen) == 1.00784)
    let field = ElementField.naturalIsotopes
    let chlorine = try #require(table.element(number: 17))
    #expect(field.value(of: chlorine, details: table.details(of: chlorine)) == .integers([35, 37]))
  }

  /// The counts DATA-SOURCES.md gives (its generated section); a discovery year for all 118,
  /// "Ancient" for 13 of them.
  @Test(arguments: [
    ("covalentRadius", 118), ("electronAffinity", 66), ("ionizationEnergy", 108),
    ("atomicWeightLower", 14), ("atomicWeightUncertainty", 84), ("latticeStructure", 87),
    ("valenceElectrons", 90), ("neutrons", 118), ("casNumber", 118), ("abundanceSea", 81),
    ("specificHeat", 85), ("thermalConductivity", 65), ("commonOxidationStates", 100),
    ("electronegativity", 86), ("knownIsotopes", 118), ("discoveryYear", 118),
    ("atomicRadius", 87), ("heatOfFusion", 90), ("allotrope", 9), ("shannonRadii", 94),
    ("cpkColor", 108), ("superconductingTemperature", 28), ("youngsModulus", 62),
    ("electronAffinityUnbound", 80),
  ])
  func coverage(key: String, count: Int) throws {
    #expect(try #require(ElementField.named(key)).coverage(in: table) == count)
  }

  /// Iron has a value for at least 40 fields.
  @Test func ironHasFortyFields() throws {
    let iron = try #require(table.element(number: 26))
    let known = ElementField.all.filter {
      $0.hasValue(for: iron, details: table.details(of: iron))
    }
    #expect(known.count >= 40, "\(known.count)")
  }
}
