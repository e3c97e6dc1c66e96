import Testing

@testable import ElementsCLI

@Suite struct ParserTests {
  @Test func placeholder() {}
}
