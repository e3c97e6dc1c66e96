import ElementsCore
import Testing

/// Numbers as people type them, and what Swift's own reader takes that they do not mean.
@Suite struct DecimalNumberTests {
  @Test(arguments: [
    ("16", 16.0), ("-3.5", -3.5), ("+2", 2), ("7.87e3", 7870), (".5", 0.5), ("5.", 5),
    ("1E-3", 0.001), ("-0", 0),
  ])
  func reads(_ text: String, _ value: Double) {
    #expect(Double(decimal: text) == value)
  }

  @Test(arguments: [
    "", "0x10", "0x1p3", "nan", "inf", "-infinity", "1e999", "1e", "e5", ".", "1.2.3", " 1",
    "1_000", "١٢",
  ])
  func refuses(_ text: String) {
    #expect(Double(decimal: text) == nil)
  }
}
