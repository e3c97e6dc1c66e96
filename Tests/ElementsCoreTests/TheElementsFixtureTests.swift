import ElementsCore
import Foundation
import Testing

/// Reads Apple's "TheElements" sample data, the file the tool ships with.
///
/// The fixture is found next to this source file, so it needs no resource bundle.
@Suite struct TheElementsFixtureTests {
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/TheElements-Elements.plist")

  private func elements() throws -> [DataValue] {
    let bytes = try [UInt8](Data(contentsOf: Self.fixture))
    #expect(DocumentReader.format(of: bytes) == .xmlPropertyList)
    guard case .array(let elements) = try DocumentReader.read(bytes) else {
      Issue.record("the root is not an array")
      return []
    }
    return elements
  }

  @Test func readsAll118Elements() throws {
    let elements = try elements()
    #expect(elements.count == 118)
    var atomicNumbers: [Int] = []
    for element in elements {
      guard case .dictionary(let dictionary) = element else {
        Issue.record("an element is not a dictionary")
        continue
      }
      #expect(
        dictionary.keys == [
          "atomicNumber", "atomicWeight", "discoveryYear", "group", "horizPos", "name",
          "period", "radioactive", "state", "symbol", "vertPos",
        ])
      if case .integer(let number) = dictionary["atomicNumber"] {
        atomicNumbers.append(number)
      }
    }
    #expect(atomicNumbers.sorted() == Array(1...118))
  }

  @Test func readsTheFirstElementExactly() throws {
    let first = try #require(try elements().first)
    let actinium = DataValue.dictionary(
      DataDictionary([
        ("atomicNumber", .integer(89)),
        ("atomicWeight", .string("227")),
        ("discoveryYear", .string("1899 A.D.")),
        ("group", .integer(3)),
        ("horizPos", .integer(4)),
        ("name", .string("Actinium")),
        ("period", .integer(7)),
        ("radioactive", .string("True")),
        ("state", .string("Solid")),
        ("symbol", .string("Ac")),
        ("vertPos", .integer(10)),
      ]))
    #expect(first == actinium)
  }

  @Test func survivesABinaryRoundTrip() throws {
    let value = DataValue.array(try elements())
    let binary = BinaryPropertyListWriter.encode(value)
    #expect(try DocumentReader.read(binary) == value)
  }
}

/// Apple's file predates the names of 110 to 118 and carries no addresses.
@Suite struct AppleEraFileTests {
  /// Current names and symbols find the elements the file still calls by placeholders.
  @Test(arguments: [
    ("Og", 118, "Ununoctium"), ("oganesson", 118, "Ununoctium"), ("Ds", 110, "Ununnilium"),
    ("Roentgenium", 111, "Unununium"), ("cn", 112, "Ununbium"), ("Nh", 113, "Ununtrium"),
    ("Ts", 117, "Ununseptium"), ("Uuo", 118, "Ununoctium"), ("Rf", 104, "Rutherfordium"),
  ])
  func currentNamesFindPlaceholders(query: String, number: Int, name: String) throws {
    let table = try DataFile.load(path: Fixture.applePlist)
    let element = try #require(table.element(matching: query))
    #expect(element.atomicNumber == number)
    #expect(element.name == name)
  }

  /// In a file that uses the current name, a current name finds only its own element.
  @Test func aCurrentNameFindsOnlyAPlaceholder() throws {
    let renamed = Fixture.entry(
      number: "<integer>118</integer>", symbol: "Xy", name: "Xylon", state: "Artificial",
      row: 7, column: 18)
    let table = try DataFile.load(bytes: Fixture.plist(entries: [renamed]), file: "t.plist")
    #expect(table.element(matching: "Og") == nil)
  }

  /// Without an address in the data, one is made from the name, as the original app did.
  @Test func addressesAreMadeFromNames() throws {
    let table = try DataFile.load(path: Fixture.applePlist)
    #expect(table.element(number: 26)?.wikipediaAddress == "https://en.wikipedia.org/wiki/Iron")
    #expect(
      table.element(number: 80)?.wikipediaAddress
        == "https://en.wikipedia.org/wiki/Mercury_(element)")
    let named = AtomicElement(
      atomicNumber: 26, symbol: "Fe", name: "Żelazo ferrum", state: .solid,
      position: GridPosition(row: 4, column: 8), isRadioactive: false)
    #expect(named.wikipediaAddress == "https://en.wikipedia.org/wiki/%C5%BBelazo_ferrum")
  }
}
