import ElementsTestSupport
import Foundation
import Testing

/// `elements table --format svg` in every colouring: a well-formed picture, the same whatever
/// the terminal, with every element's symbol as real text, filled cells and a legend.
@Suite struct TableSVGTests {
  /// Each colouring, with the legend's words and a fill its cells must have.
  static let views: [(arguments: [String], words: [String], fill: String)] = [
    ([], ["alkali metal", "noble gas", "Hydrogen", "55.845", "Rutherfordium"], "#ff5f5f"),
    (["--color-by", "state"], ["Solid", "Liquid", "Gas", "Artificial"], "#ffd787"),
    (["--color-by", "block"], ["s-block", "f-block"], "#ff8787"),
    (
      ["--color-by", "density"],
      [
        "Density (g/cm³), linear scale: lowest H 8.2e-5, highest Os 22.59", "22.56",
        "Praseodymium",
      ], "#440154"
    ),
    (["--color-by", "density", "--log"], ["Density (g/cm³), logarithmic scale"], "#440154"),
    (["--at", "3000K"], ["solid at 3000 K", "liquid at 3000 K", "gas at 3000 K"], "#87d7ff"),
    (["--highlight", "Fe,Co,Ni"], ["[", "]", "transition metal"], "#ffd787"),
    (["--where", "block=d and density>10"], ["[", "]"], "#ffd787"),
  ]

  @Test(arguments: views.indices)
  func everyColouringIsAPictureWithRealText(index: Int) throws {
    let (arguments, legend, fill) = Self.views[index]
    let run = Elements.run(
      ["table"] + arguments + ["--format", "svg"], environment: ["COLUMNS": "30", "NO_COLOR": "1"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(!run.stdoutBytes.contains(0x1B))
    let document = try SVGDocument(run.stdout)
    #expect(document.root == "svg")
    // Each cell's mark and symbol are a word of real text, e.g. "■Fe" (or the symbol alone
    // where the mark, a full block, is drawn as a filled square).
    let words = Set(document.text.split(whereSeparator: { $0 == " " || $0 == "\n" }))
    let symbols = Elements.run(["list", "--format", "tsv", "--fields", "symbol"]).stdout
      .split(separator: "\n").dropFirst().map(String.init)
    #expect(symbols.count == 118)
    for symbol in symbols {
      #expect(
        words.contains { $0.dropFirst() == symbol || $0 == symbol }, "\(arguments): \(symbol)")
    }
    for word in legend { #expect(document.text.contains(word), "\(arguments): \(word)") }
    #expect(run.stdout.contains("fill=\"\(fill)\""), "\(arguments): no cell filled \(fill)")
    let wide = Elements.run(
      ["table"] + arguments + ["--format", "svg"],
      environment: ["COLUMNS": "200", "TERM": "xterm"])
    #expect(wide.stdout == run.stdout)
  }

  /// A year's picture leaves out what was found later and says how many are shown.
  @Test func aYearLeavesOutLaterElements() throws {
    let run = Elements.run(["table", "--year", "1869", "--format", "svg"])
    #expect(run.status == 0)
    let document = try SVGDocument(run.stdout)
    #expect(document.text.contains("Known in 1869: 62 of 118 elements"))
    #expect(document.text.contains("Iron") && !document.text.contains("Gallium"))
  }

  /// `--format` takes text and svg only.
  @Test func otherFormatsAreAUsageError() throws {
    let run = Elements.run(["table", "--format", "json"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix("elements: invalid value 'json' for '--format' (expected text or svg)"))
  }
}
