import ElementsCore
import Testing

/// Lists joined in prose: "a, b and c", "a, b or c".
@Suite struct ConjunctionTests {
  @Test(arguments: ["and", "or"]) func noItemsAreNothing(conjunction: String) {
    #expect([String]().joined(conjunction: conjunction) == "")
  }

  @Test(arguments: ["and", "or"]) func oneItemIsItself(conjunction: String) {
    #expect(["Iron"].joined(conjunction: conjunction) == "Iron")
  }

  @Test func twoItemsTakeTheConjunctionAlone() {
    #expect(["Iron", "Cobalt"].joined(conjunction: "and") == "Iron and Cobalt")
    #expect(["Iron", "Cobalt"].joined(conjunction: "or") == "Iron or Cobalt")
  }

  @Test func moreItemsTakeCommasThenTheConjunction() {
    #expect(["Iron", "Cobalt", "Nickel"].joined(conjunction: "and") == "Iron, Cobalt and Nickel")
    #expect(["Iron", "Cobalt", "Nickel"].joined(conjunction: "or") == "Iron, Cobalt or Nickel")
    #expect(["a", "b", "c", "d"].joined(conjunction: "or") == "a, b, c or d")
  }

  @Test func emptyItemsKeepTheirPlaces() {
    #expect(["", ""].joined(conjunction: "and") == " and ")
    #expect(["a", "", "c"].joined(conjunction: "or") == "a,  or c")
  }
}
