import Foundation
import Testing

/// `elements quiz`, end to end, answers on standard input.
@Suite struct QuizCommandTests {
  /// The cards of a seeded run, as JSON objects.
  func cards(_ arguments: [String]) throws -> [[String: Any]] {
    let result = try Elements.run(["quiz", "--cards", "--format", "json"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(json as? [[String: Any]])
  }

  @Test func cardsAreReproducibleWithASeed() throws {
    let first = try cards(["--seed", "1", "--count", "10"])
    let again = try cards(["--seed", "1", "--count", "10"])
    let other = try cards(["--seed", "2", "--count", "10"])
    #expect(first.count == 10)
    #expect(first.map { $0["question"] as? String } == again.map { $0["question"] as? String })
    #expect(first.map { $0["question"] as? String } != other.map { $0["question"] as? String })
    for card in first {
      #expect(card["kind"] is String && card["answer"] is String && card["number"] is Int)
    }
  }

  @Test func aScriptedRunJudgesEachAnswer() throws {
    let deck = try cards(["--seed", "7", "--count", "4", "--ask", "name", "--set", "1-36"])
    let answers = deck.compactMap { $0["answer"] as? String }
    #expect(answers.count == 4)
    // Right in upper case, right as given, a near miss, and a wrong element.
    let replies = [answers[0].uppercased(), answers[1], String(answers[2].dropLast()), "Gold"]
    let result = try Elements.run(
      ["quiz", "--seed", "7", "--count", "4", "--ask", "name", "--set", "1-36"],
      input: replies.joined(separator: "\n") + "\n")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    #expect(lines[0] == "Question 1/4: " + (deck[0]["question"] as? String ?? ""))
    #expect(lines[1] == "Right: \(answers[0]).")
    #expect(lines[3] == "Right: \(answers[1]).")
    #expect(lines[5] == "Wrong: the answer is \(answers[2]).")
    #expect(lines[7] == "Wrong (that is Gold, Au): the answer is \(answers[3]).")
    #expect(lines[8] == "Score: 2/4")
  }

  @Test func alternateSpellingsAreRight() throws {
    let arguments = ["quiz", "--ask", "element", "--set", "13,16,55", "--seed", "3"]
    let deck = try cards(Array(arguments.dropFirst()))
    let spelling = ["Aluminium": "aluminum", "Sulfur": "SULPHUR", "Caesium": "cesium"]
    let replies = deck.compactMap { spelling[$0["answer"] as? String ?? ""] }
    #expect(replies.count == 3)
    let result = try Elements.run(arguments, input: replies.joined(separator: "\n"))
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("Score: 3/3\n"))
  }

  @Test func theEndOfInputEndsTheQuizAndKeepsTheScore() throws {
    let deck = try cards(["--seed", "5", "--count", "3", "--ask", "number"])
    let first = try #require(deck.first?["answer"] as? String)
    let result = try Elements.run(
      ["quiz", "--seed", "5", "--count", "3", "--ask", "number"], input: first + "\n")
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("Score: 1/1 (input ended; 2 cards not asked)\n"))
    let silent = try Elements.run(["quiz", "--seed", "5", "--count", "3"], input: "")
    #expect(silent.stdout.hasSuffix("Score: 0/0 (input ended; 3 cards not asked)\n"))
  }

  @Test func answersMayEndInCRLFOrNothingAndBeHuge() throws {
    let deck = try cards(["--seed", "9", "--count", "3", "--ask", "symbol"])
    let answers = deck.compactMap { $0["answer"] as? String }
    let input = answers[0] + "\r\n" + String(repeating: "x", count: 300_000) + "\n" + answers[2]
    let result = try Elements.run(
      ["quiz", "--seed", "9", "--count", "3", "--ask", "symbol"], input: input)
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("Score: 2/3\n"))
    #expect(result.stdout.count < 1000, "the long answer is not echoed")
  }

  @Test func badInputIsRefused() throws {
    let kind = try Elements.run(["quiz", "--ask", "colour"])
    #expect(kind.status == 2)
    #expect(
      kind.stderr.hasPrefix(
        "elements: unknown card kind 'colour' for '--ask' (expected name, symbol, number,"
          + " element, group, period, block, category or configuration)"))
    let position = try Elements.run(["quiz", "--ask", "position"])
    #expect(position.status == 2)
    #expect(position.stderr.contains("full-screen"))
    let empty = try Elements.run(["quiz", "--where", "group=19"])
    #expect(empty.status == 1)
    #expect(empty.stderr == "elements: no element matches --where 'group=19'\n")
    let noCards = try Elements.run(["quiz", "--ask", "group", "--set", "58-71", "--cards"])
    #expect(noCards.status == 1)
    for bad in [["--count", "0"], ["--count", "x"], ["--seed", "-1"], ["--set", "36-1"]] {
      let result = try Elements.run(["quiz", "--cards"] + bad)
      #expect(result.status == 2, "\(bad)")
      #expect(result.stderr.split(separator: "\n").count == 3, "one line, usage, hint: \(bad)")
    }
    let unknown = try Elements.run(["quiz", "--cards", "--set", "Fe,Xx"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.hasPrefix("elements: no element matches 'Xx'"))
    let json = try Elements.run(["quiz", "--format", "json"])
    #expect(json.status == 2)
  }
}
