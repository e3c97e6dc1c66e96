import Testing

@testable import ElementsCore

/// The quick comparisons the loader and the index use in place of `String`'s, checked against
/// the answers of the plain ways.
@Suite struct FastPathTests {
  /// `joinedText`, which every module uses in place of the standard library's generic
  /// `joined(separator:)` (its first call costs a run-time conformance look-up), gives the same
  /// text: empty lists, empty strings, multi-byte text and separators.
  @Test(
    arguments: [
      [], [""], ["", ""], ["a"], ["a", "b", "c"], ["Fe", "", "Ü", "🧪", "e\u{301}"], ["\n", "\n"],
    ] as [[String]], ["", ", ", "\n", "·"])
  func joinedTextIsJoined(texts: [String], separator: String) {
    #expect(texts.joinedText(separator: separator) == texts.joined(separator: separator))
    #expect(texts.joinedText() == texts.joined())
  }

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
}
