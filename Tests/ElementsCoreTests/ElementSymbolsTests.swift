import Testing

@testable import ElementsCore

/// The symbol table the formula grammar, `empirical` and the decay modes read symbols with.
@Suite struct ElementSymbolsTests {
  /// Every pair of bytes gives an element only when the two spell its symbol, and none traps:
  /// small first letters, digits, punctuation and bytes outside ASCII are no symbol.
  @Test func everyPairOfBytes() {
    var found: [Int: String] = [:]
    for first in UInt8.min...UInt8.max {
      for second in UInt8.min...UInt8.max {
        guard let number = ElementSymbols.atomicNumber(first, second) else { continue }
        let bytes = second == 0 ? [first] : [first, second]
        found[number] = String(decoding: bytes, as: UTF8.self)
      }
    }
    #expect(found.count == 118)
    #expect((1...118).allSatisfy { found[$0] == ElementSymbols.symbol($0) })
  }

  /// A symbol's bytes read whole: one or two bytes spelling a symbol, nothing else (a NUL
  /// after the letter included).
  @Test func wholeSymbols() {
    #expect(ElementSymbols.atomicNumber(symbol: "Fe".utf8) == 26)
    #expect(ElementSymbols.atomicNumber(symbol: "H".utf8) == 1)
    for text in ["", "H\u{0}", "fe", "FE", "Fe2", "Uuo", "é", " H"] {
      #expect(ElementSymbols.atomicNumber(symbol: text.utf8) == nil, "\(text.debugDescription)")
    }
  }
}
