import ElementsTestSupport
import Foundation
import Testing

/// However long the user's word, an error quotes a bounded part of it.
@Suite struct BoundedErrorTests {
  static let long = String(repeating: "Qx", count: 60_000)

  @Test(arguments: [
    ["show", long], ["wiki", long], ["search", long],
    ["show", String(repeating: "0", count: 100_000) + "999"],
    ["list", "--sort", long], ["list", "--letter", long], ["list", "--by", long], ["help", long],
    ["help", "favorites", long], ["completions", long], ["favorites", "move", "Fe", "--to", long],
    ["mass", long], ["list", "--where", long], ["table", "--at", long], [long],
    ["show", "--" + long],
    ["plot", long], ["list", "--fields", long], ["compare", "Fe", long], ["isotopes", long],
    ["list", "extra-" + long], ["favorites", long],
  ])
  func anErrorQuotesABoundedPart(arguments: [String]) throws {
    let home = try FavoritesHome()
    let run = home.run(arguments)
    #expect(run.status != 0)
    #expect(run.stderr.utf8.count < 3000, "\(arguments.first!): \(run.stderr.utf8.count) bytes")
    // A line holds at most the quoted part and the list of choices, which names every field
    // (about 1200 bytes).
    for line in run.stderr.split(separator: "\n") {
      #expect(line.utf8.count <= 1400, "\(arguments.first!): a line of \(line.utf8.count) bytes")
    }
  }
}
