import ElementsData
import Testing

@testable import ElementsCore

/// The quick comparisons the loader and the index use in place of `String`'s, checked against
/// the answers of the plain ways.
@Suite struct FastPathTests {
  /// Every pair of runs of a small document, of every length: at its start, its middle and its
  /// end, where eight bytes cannot be read past a run.
  @Test func sameBytesAgreesWithComparingByteByByte() {
    let document = Array("abcdefghijklmnopqrstabcdefghijklmnopqrstabcdefghijkXmnopqrst".utf8)
    document.withUnsafeBufferPointer { buffer in
      let scanner = ByteScanner(buffer)
      for length in 0...20 {
        let starts = Array(0...(document.count - length))
        for first in starts {
          for second in starts {
            let a = first..<(first + length)
            let b = second..<(second + length)
            #expect(
              scanner.hasSameBytes(a, b) == document[a].elementsEqual(document[b]),
              "\(a) against \(b)")
          }
        }
        if length > 0 {
          #expect(!scanner.hasSameBytes(0..<length, 0..<(length - 1)))
        }
      }
    }
  }

  /// A tag is found where its bytes are, and nowhere else: at every offset of a document,
  /// including the last few, where fewer than eight bytes are left to read.
  @Test func tagsMatchExactlyTheirBytes() {
    let text = "<key>a</key><string>b</string><integer>1</integer><dict/><key></key><ke<integer>"
    let document = Array(text.utf8)
    let tags: [StaticString] = [
      "<key>", "</key>", "<string>", "</string>", "<integer>", "</integer>", "<dict/>", "<ke",
    ]
    document.withUnsafeBufferPointer { buffer in
      let scanner = ByteScanner(buffer)
      for literal in tags {
        let tag = ByteScanner.Tag(literal)
        let bytes = Array(
          UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        for offset in -1...(document.count + 1) {
          let expected =
            offset >= 0 && offset + bytes.count <= document.count
            && Array(document[offset..<(offset + bytes.count)]) == bytes
          #expect(scanner.hasTag(tag, at: offset) == expected, "\(literal) at \(offset)")
        }
      }
    }
  }

  /// ASCII and other text, prefixes of each other, longer than eight bytes and equal there,
  /// empty: ordered as `String` orders them.
  @Test func sortKeysOrderAsStringDoes() {
    let texts = [
      "", "a", "ab", "abc", "abcdefgh", "abcdefghi", "abcdefghij", "abcdefghia", "abcdefgg",
      "B", "b", "ba", "zz", "z", "é", "e\u{301}", "ea", "eb", "e", "\u{212A}", "K", "k", "Ka",
      "abcdefgh\u{301}", "helium", "hydrogen", "he", "h", "1", "10", "9", "a\u{0}b", "a\u{0}",
    ]
    var keys = SortKeys(capacity: texts.count)
    for text in texts { keys.append(text) }
    for first in texts.indices {
      for second in texts.indices {
        #expect(
          keys.precedes(first, second) == (texts[first] < texts[second]),
          "\(texts[first].debugDescription) < \(texts[second].debugDescription)")
      }
    }
  }

  /// Sorting by the first six bytes, then whole texts where those are equal, gives the order
  /// of a stable sort by `<`: with texts that share six or more bytes, repeat, or are not ASCII.
  @Test(arguments: [
    ["neodymium", "neon", "neptunium", "neon", "ne", "n", "nickel", "neodymia", "neodymium"],
    ["b", "a", "c", "a", "abcdefgh", "abcdefg", "abcdef", "abcdefghi", "abcdefgh", "b"],
    ["é", "e", "z", "a", "é", "e\u{301}"],
    ["", "a", "", "b"],
    ["helium", "hydrogen", "he", "h", "iron", "fe", "oganesson", "og", "unununium"],
  ])
  func sortedPositionsAreAStableSortByString(texts: [String]) {
    var keys = SortKeys(capacity: texts.count)
    for text in texts { keys.append(text) }
    #expect(keys.sortedPositions() == texts.indices.sorted { texts[$0] < texts[$1] })
  }

  /// Years as data files write them, with and without Apple's " A.D.", and texts that only
  /// look like them.
  @Test(
    arguments: [
      ("1899 A.D.", Discovery.year(1899)), ("1899", .year(1899)), ("Ancient", .antiquity),
      ("prehistoric", .antiquity), ("0 A.D.", nil), ("A.D.", nil), (" A.D.", nil),
      ("1899 a.d.", nil), ("1899 A.D. ", nil), ("1899\u{0600} A.D.", nil), ("-5 A.D.", nil),
      ("Ancient A.D.", .antiquity),
    ] as [(String, Discovery?)])
  func readsDiscoveryYears(text: String, expected: Discovery?) {
    #expect(Discovery(dataText: text) == expected)
  }

  /// `element(at:)` reads the index's grid; a linear search over the elements, the first by
  /// atomic number in each cell, finds the same element for every cell on the grid and around
  /// it: the built-in table, whose grid the build tool wrote out, and Apple's file, indexed at
  /// load.
  @Test(arguments: ["built-in", "Apple"])
  func gridFindsWhatALinearSearchFinds(name: String) throws {
    let table =
      name == "built-in" ? PeriodicTable.standard : try DataFile.load(path: Fixture.applePlist)
    var drawn = 0
    for row in 0...(GridPosition.rows + 1) {
      for column in 0...(GridPosition.columns + 1) {
        let position = GridPosition(row: row, column: column)
        let searched = table.elementsByNumber.first { $0.position == position }
        #expect(table.element(at: position) == searched, "row \(row), column \(column)")
        if searched != nil { drawn += 1 }
      }
    }
    #expect(drawn == 118)
  }

  /// Two elements in one cell: the first by atomic number is drawn, whatever the order given;
  /// an element made in code off the grid is not drawn, and a warning says so.
  @Test func gridKeepsTheFirstOfACellAndWarnsOffTheGrid() throws {
    let standard = PeriodicTable.standard
    var iron = try #require(standard.element(number: 26))
    var cobalt = try #require(standard.element(number: 27))
    cobalt.position = iron.position
    var nickel = try #require(standard.element(number: 28))
    nickel.position = GridPosition(row: 11, column: 3)
    let table = try PeriodicTable(elements: [nickel, cobalt, iron])
    #expect(table.element(at: iron.position)?.symbol == "Fe")
    #expect(table.element(at: nickel.position) == nil)
    #expect(
      table.warnings.map(\.description) == [
        "elements: entry 1 (Nickel): row 11, column 3 is off the grid (rows 1-10, columns 1-18); "
          + "the table does not show it",
        "elements: entry 3 (Iron): shares row 4, column 8 with entry 2 (Cobalt); the table shows entry 2",
      ])
    iron.position = GridPosition(row: 1, column: 1)
    #expect(try PeriodicTable(elements: [iron]).element(at: iron.position)?.symbol == "Fe")
  }
}
