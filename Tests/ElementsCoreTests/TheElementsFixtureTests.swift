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
