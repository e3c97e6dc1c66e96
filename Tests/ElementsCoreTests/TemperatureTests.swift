import ElementsCore
import ElementsData
import Testing

/// `--at` temperatures and the state of each element at one; `--year`.
@Suite struct TemperatureTests {
  let table = PeriodicTable.standard

  @Test(arguments: [
    ("3000K", 3000.0), ("25C", 298.15), ("77F", 298.15), ("-40C", 233.15), ("-40F", 233.15),
    ("298.15 K", 298.15), (" 0k ", 0), ("100 °C", 373.15), ("1e3K", 1000), ("212f", 373.15),
    ("-273.15C", 0),
  ])
  func parses(text: String, kelvin: Double) throws {
    #expect(try Temperature(parsing: text).kelvin == kelvin)
  }

  @Test(arguments: [
    ("hot", "not a temperature: 'hot' (write it as 3000K, 25C, 77F or 298.15 K)"),
    ("", "not a temperature: '' (write it as 3000K, 25C, 77F or 298.15 K)"),
    ("K", "not a temperature: 'K' (write it as 3000K, 25C, 77F or 298.15 K)"),
    ("3000", "no unit in '3000' (add K, C or F, e.g. 3000K)"),
    ("25 Celsius", "unknown unit 'Celsius' in '25 Celsius' (use K, C or F)"),
    ("300R", "unknown unit 'R' in '300R' (use K, C or F)"),
    ("-1K", "'-1K' is below absolute zero (0 K, -273.15 C)"),
    ("-500F", "'-500F' is below absolute zero (0 K, -273.15 C)"),
    ("1e999K", "not a temperature: '1e999K' (write it as 3000K, 25C, 77F or 298.15 K)"),
    ("25\u{1B}C", "unknown unit '?C' in '25?C' (use K, C or F)"),
  ])
  func rejects(text: String, message: String) {
    #expect(throws: TemperatureError(message: message)) { try Temperature(parsing: text) }
  }

  /// Melting and boiling points decide; sublimation for C and As, no freezing for He; missing
  /// points give unknown, never a guess.
  @Test(arguments: [
    (26, 300.0, PhysicalState.solid), (26, 1811.15, .liquid), (26, 3134.15, .gas),
    (80, 298.15, .liquid), (35, 298.15, .liquid), (31, 298.15, .solid), (31, 310, .liquid),
    (6, 4000, .solid), (6, 4098.15, .gas), (33, 800, .solid), (33, 900, .gas),
    (2, 1, .liquid), (2, 5, .gas), (1, 10, .solid), (1, 15, .liquid),
  ])
  func stateAt(number: Int, kelvin: Double, state: PhysicalState) throws {
    let element = try #require(table.element(number: number))
    #expect(element.state(at: Temperature(kelvin: kelvin)) == state)
  }

  /// Astatine has neither point, radium no boiling point: unknown where they would decide.
  @Test func unknownWhereDataIsMissing() throws {
    let astatine = try #require(table.element(number: 85))
    #expect(astatine.state(at: Temperature(kelvin: 300)) == nil)
    let radium = try #require(table.element(number: 88))
    #expect(radium.state(at: Temperature(kelvin: 300)) == .solid)
    #expect(radium.state(at: Temperature(kelvin: 3000)) == nil)
  }

  @Test func knownInAYear() throws {
    let known = try #require(table.known(in: 1869))
    #expect(known.elementsByNumber.count == 62)
    #expect(known.element(number: 2) == nil)
    #expect(known.element(number: 26) != nil)
    let iron = try #require(known.element(number: 26))
    #expect(known.details(of: iron) == table.details(of: iron))
    #expect(table.known(in: -5000)?.elementsByNumber.count == 13)
    let oganesson = try #require(table.element(number: 118))
    #expect(try PeriodicTable(elements: [oganesson]).known(in: 2001) == nil)
    #expect(table.known(in: 2026)?.elementsByNumber.count == 118)
  }
}
